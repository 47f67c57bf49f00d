"""The review of a Dungeon dice game (issue #25): each choice the odds model can value, and
what each delve's rolls were worth against their expectation.

Values are the delver's expected points (XP and treasures, as the final tally counts them) at
the end of the delve, from what the delver saw: at the regroup retiring against seeking by the
exact odds (D22: played out by the rules for a hero the search does not model), within a level
the model's line. Choices the model leaves to a rule of thumb (choosing a hero, forming the
party, an unmodelled hero's fights) are not valued. A delve's luck is how it ended less what was
expected at its first valued choice, plus what the delver's own choices gave up since: what the
rolls after that choice brought beyond the model's expectation.
"""

from __future__ import annotations

from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play import search_sampled as odds_sampled
from games.dungeon_dice.play.advice import POSITIONS_PER_SECOND
from games.dungeon_dice.play.search_kit import MODELLED
from games.dungeon_dice.play.search_play import IN_LEVEL, deepest_moves, points, ranked_moves
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.dungeon_dice.rules.notation import notation
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Appraisal, Decision, Line, Luck, Played

UNIT = "unit_xp"


def appraise(state: DDState, seat: int, chosen: Event, effort: float) -> Appraisal | None:
    awaiting = rules.awaiting(state)
    if not isinstance(awaiting, Decision) or awaiting.player != seat or state.discards:
        return None
    work = max(1, int(effort * POSITIONS_PER_SECOND))
    base = points(state, seat)
    if state.stage == Stage.REGROUP and state.level < LAST_LEVEL:
        return _at_regroup(state, awaiting, chosen, work, base)
    if state.seat.hero not in MODELLED:
        return None
    ranked, _levels, complete = deepest_moves(state, odds.Budget(work))
    played = notation(chosen)
    value = next((v for e, v in ranked if notation(e) == played), None)
    if value is None or not ranked:
        return None
    best, best_value = ranked[0]
    return Appraisal(base + value, base + best_value, best, complete)


def _at_regroup(state: DDState, awaiting: Decision, chosen: Event, work: int,
                base: int) -> Appraisal | None:
    if chosen.kind not in ("retire", "seek"):
        return None
    if state.seat.hero in MODELLED:
        found = odds.odds(state, budget=odds.Budget(work))
        if found.share < 1.0:
            return None  # a first look cut short: too rough to judge a person by
        retire, go_on, exact = found.retire, found.go_on, found.exact
    else:
        sampled = odds_sampled.regroup(state, work)
        retire, go_on, exact = sampled.retire, sampled.go_on, False
    values = {"retire": retire, "seek": go_on}
    best_kind = "seek" if go_on > retire + 1e-9 else "retire"
    best = next((a for a in awaiting.actions if a.kind == best_kind), None)
    if best is None:
        return None
    return Appraisal(base + values[chosen.kind], base + values[best_kind], best, exact)


def luck(played: Played, effort: float) -> list[Luck]:
    """Each delve's rolls, level by level: a level is expected to bring what the exact odds
    say of it when it is sought (at the regroup before it; for level 1, at its first choice),
    retiring at its own regroup at the latest; it brought the points at that regroup plus the
    level's XP for retiring there, or what the delve ended with inside it. Both look at the same
    level only, so the expectation is no lower bound and luck has no lean either way; what the
    delver's own choices in the level gave up is added back (luck is not the choices')."""
    states, events = played.states, played.events
    delves: dict[tuple[int, int], list[int]] = {}
    for index in range(len(events)):
        state = states[index]
        delves.setdefault((state.delver, state.round), []).append(index)
    lines: list[Luck] = []
    for (seat, round_), indices in delves.items():
        if states[indices[0]].seats[seat].hero not in MODELLED and \
                states[indices[-1]].seats[seat].hero not in MODELLED:
            continue  # D22: no exact odds for this hero, so no expectation to hold rolls to
        found = _delve(played, seat, indices)
        if found is None:
            continue
        expected, got, lost, first, last = found
        worth = got - expected + lost
        lines.append(Luck(seat, worth, Line("dd_review_luck_delve", {
            "number": round_ + 1, "first": first, "last": last, "worth": abs(worth),
            "way": {"t": "review_more" if worth >= 0 else "review_less"}})))
    return lines


def _delve(played: Played, seat: int,
           indices: list[int]) -> tuple[float, int, float, int, int] | None:
    """(what the levels played were expected to add, what they added, what the choices in
    them gave up, the first and the last level), or None where no level could be held to the
    odds."""
    states, events, found = played.states, played.events, played.appraisals
    expected, got, lost, any_level = 0.0, 0, 0.0, False
    levels = sorted({states[i].level for i in indices if states[i].stage in IN_LEVEL})
    for level in levels:
        at = [i for i in indices if states[i].level == level and states[i].stage in IN_LEVEL]
        sought = next((i for i in indices if states[i].level == level - 1
                       and states[i].stage == Stage.REGROUP and events[i].kind == "seek"), None)
        if sought is not None:
            start = sought
            value = odds.odds(states[sought], levels=1).go_on
        else:
            start = next((i for i in at if not events[i].is_chance and i in found), -1)
            if start < 0:
                continue
            ranked = ranked_moves(states[start], levels=1)
            value = ranked[0][1] if ranked else 0.0
        regroup = next((i for i in indices if states[i].level == level
                        and states[i].stage == Stage.REGROUP), None)
        if regroup is not None and level < LAST_LEVEL:
            end = points(states[regroup], seat) + level  # retiring there banks the level
        else:
            end = points(states[indices[-1] + 1], seat)
        expected += value
        got += end - points(states[start], seat)
        lost += sum(found[i].given_up for i in at if i in found and i > start)
        any_level = True
    return (expected, got, lost, levels[0], levels[-1]) if any_level else None
