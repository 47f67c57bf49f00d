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

from games.dungeon_dice import odds, odds_sampled, rules
from games.dungeon_dice.advice import POSITIONS_PER_SECOND
from games.dungeon_dice.components import LAST_LEVEL
from games.dungeon_dice.notation import notation
from games.dungeon_dice.odds_kit import MODELLED
from games.dungeon_dice.odds_play import deepest_moves, points
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Appraisal, Decision, Line, Luck, Played

UNIT = "unit_xp"
DEEPER = 4
"""A delve's expectation is valued with this many times the effort: the search looks further
ahead with more work, and its values are lower bounds the nearer its horizon (D22), so a
shallow expectation would make every delve look lucky."""


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
    ranked, _levels, complete = deepest_moves(state, work)
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
        found = odds.odds(state, work=work)
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
    states, events, found = played.states, played.events, played.appraisals
    delves: dict[tuple[int, int], list[int]] = {}
    for index in range(len(events)):
        state = states[index]
        delves.setdefault((state.delver, state.round), []).append(index)
    lines: list[Luck] = []
    for (seat, round_), indices in delves.items():
        valued = [i for i in indices if i in found and int(events[i].actor) == seat]
        if not valued:
            continue
        first = valued[0]
        deeper = appraise(states[first], seat, events[first], effort * DEEPER)
        expected = (deeper or found[first]).best_value
        got = points(states[indices[-1] + 1], seat)
        worth = got - expected + sum(found[i].given_up for i in valued)
        lines.append(Luck(seat, worth, Line("dd_review_luck_delve", {
            "number": round_ + 1, "expected": expected, "got": got, "worth": abs(worth),
            "way": {"t": "review_more" if worth >= 0 else "review_less"}})))
    return lines
