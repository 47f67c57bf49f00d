"""games.dungeon_dice.play.search: the exact odds at the regroup, against brute force.

Two references. The rules themselves: every ordered roll of the dungeon dice
(``itertools.product`` over the faces, each roll weighing 6**-n), every line of play the rules
allow from it (rerolls aside, as in the model; a treasure drawn is a Dragon Scale, which does
nothing in play). And the model's own search, summed over every ordered roll level by level
without the memo of rolls that end alike: the programme must agree with it to the last level.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable
from typing import Any

import pytest

from games.dungeon_dice.play import bots
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play.search_exact import Budget
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.companions import available
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LAST_LEVEL,
    MONSTERS,
    PARTY_FACES,
    TOKEN_INDEX,
)
from games.dungeon_dice.rules.notation import notation
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.score import player_score
from games.dungeon_dice.rules.state import DDState
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.plugin import Strategy
from tabletop.session.playout import playout

from .helpers import act, at, dungeon

# ---- the rules as reference --------------------------------------------------------------

DUD = "dragon-scales"  # a treasure drawn is worth its point and nothing in play
TARGETS = {"mercenary:novice": 2, "enchantress:novice": 1, "enchantress:master": 2,
           "half-goblin:novice": 1, "half-goblin:master": 2, "occultist:novice": 1,
           "occultist:master": 2}


def points(state: DDState, seat: int) -> int:
    held = state.seats[seat].tokens
    return state.seats[seat].xp + sum(held) + held[TOKEN_INDEX["town-portal"]]


def drawn(state: DDState) -> DDState:
    while (pending := rules.chance(state)) is not None and pending.kind == "treasure":
        state = rules.turn(state, Event(CHANCE, "treasure", {"values": [DUD]}))
    return state


def rolled(state: DDState, faces: Iterable[str]) -> DDState:
    return drawn(rules.turn(state, Event(CHANCE, "dungeon", {"values": list(faces)})))


def choices(state: DDState) -> list[Event]:
    """Every decision within a level, with every choice of faces and targets the action list
    abbreviates; no reroll, no flight."""
    found = [a for a in legal_actions(state)
             if a.kind not in ("reroll", "flee", "quaff")
             and not (a.kind == "use" and a.data.get("token") in ("town-portal", "elixir"))
             and not (a.kind == "ultimate" and ({"party", "targets", "faces"} & set(a.data)))]
    me = state.delver
    if rules.may_loot_now(state) and rules.count(state, "potion"):
        for source in available(state):
            room = state.graveyard + (source in PARTY_FACES)
            for n in range(1, min(rules.count(state, "potion"), room) + 1):
                found += [Event(me, "quaff", {"with": source, "faces": list(faces)})
                          for faces in itertools.combinations_with_replacement(PARTY_FACES, n)]
    if state.seat.token("elixir") and state.graveyard:
        found += [Event(me, "use", {"token": "elixir", "face": f}) for f in PARTY_FACES]
    if not state.ultimate_used:
        found += ultimates_of(state)
    return found


def ultimates_of(state: DDState) -> list[Event]:
    from games.dungeon_dice.rules import ultimates

    what, me, found = ultimates.kind(state), state.delver, []
    if state.stage == "monsters" and what in TARGETS:
        monsters = [m for m in MONSTERS for _ in range(rules.count(state, m))]
        for n in range(1, TARGETS[what] + 1):
            found += [Event(me, "ultimate", {"targets": list(t)})
                      for t in set(itertools.combinations(monsters, n))]
    if what == "crusader:master":
        fetched = min(rules.count(state, "potion"), state.graveyard)
        for token, i in TOKEN_INDEX.items():
            if state.seat.tokens[i]:
                found += [Event(me, "ultimate", {"token": token, "faces": list(f)}) for f in
                          itertools.combinations_with_replacement(PARTY_FACES, fetched)]
    return found


def ends(state: DDState, level: int, memo: dict[Any, Any]) -> dict[Any, int]:
    """Regroup states (or "legend" after level 10) reachable within ``level``, with the most
    points gained on the way."""
    if state in memo:
        return memo[state]  # type: ignore[no-any-return]
    found: dict[Any, int] = {}
    if state.level != level:
        found["legend"] = 0
    elif state.stage == "regroup":
        found[state] = 0
    else:
        me, base = state.delver, points(state, state.delver)
        for event in choices(state):
            try:
                after = drawn(rules.turn(state, event))
            except IllegalAction:
                continue
            gain = points(after, me) - base
            for end, more in ends(after, level, memo).items():
                found[end] = max(found.get(end, -99), gain + more)
    memo[state] = found
    return found


def rule_rolls(state: DDState) -> Iterable[tuple[DDState, float]]:
    seek = rules.turn(state, Event(state.delver, "seek", {}))
    n = seek.roll_dungeon
    for faces in itertools.product(DUNGEON_FACES, repeat=n):
        yield rolled(seek, faces), 6.0 ** -n


def rule_clear(state: DDState) -> float:
    memo: dict[Any, Any] = {}
    return sum(p for after, p in rule_rolls(state) if ends(after, state.level + 1, memo))


def rule_go_on(state: DDState, last: int) -> float:
    level, memo = state.level + 1, dict[Any, Any]()
    flee = max(0, level - 2) if state.seat.token("town-portal") else 0
    total = 0.0
    for after, p in rule_rolls(state):
        best = float(flee)
        for end, gain in ends(after, level, memo).items():
            rest = 0.0 if end == "legend" else rule_value(end, last)
            best = max(best, gain + rest)
        total += p * best
    return total


def rule_value(state: DDState, last: int) -> float:
    if state.level >= last:
        return float(state.level)
    return max(float(state.level), rule_go_on(state, last))


# ---- the model summed roll by roll -------------------------------------------------------

def naive_value(k: odds.Kit, level: int, pos: tuple[int, ...], last: int,
                memo: dict[Any, float]) -> float:
    if level >= LAST_LEVEL:
        return float(LAST_LEVEL)
    if level >= last:
        return float(level)
    if (level, pos) not in memo:
        memo[level, pos] = max(float(level), naive_go_on(k, level, pos, last, memo))
    return memo[level, pos]


def naive_go_on(k: odds.Kit, level: int, pos: tuple[int, ...], last: int,
                memo: dict[Any, float]) -> float:
    solve, nxt = odds.solver(k), level + 1
    n = odds.dice_for(nxt, pos)
    flee = odds.fled(nxt, pos)
    total = 0.0
    for faces in itertools.product(range(len(DUNGEON_FACES)), repeat=n):
        roll = tuple(faces.count(f) for f in range(len(DUNGEON_FACES)))
        found = solve.ends(odds.start(pos, roll))
        best = max([flee, *(g + naive_value(k, nxt, end, last, memo)
                            for end, g in found.items())])
        total += best * 6.0 ** -n
    return total


def naive_clear(k: odds.Kit, level: int, pos: tuple[int, ...]) -> float:
    n = odds.dice_for(level + 1, pos)
    rolls = itertools.product(range(len(DUNGEON_FACES)), repeat=n)
    starts = (odds.start(pos, tuple(r.count(f) for f in range(6))) for r in rolls)
    return sum(6.0 ** -n for st in starts if odds.solver(k).ends(st))


# ---- positions ---------------------------------------------------------------------------

def regroup(hero: str, **kw: Any) -> DDState:
    state = at(hero, stage="regroup", **kw)
    assert state.stage == "regroup"
    return state


SMALL = [  # levels 1-2: every roll of 2 or 3 dice against every line of play of the rules
    regroup("knight", party=["scroll", "champion", "mage"], level=2, lair=2,
            tokens=["vorpal-sword"]),
    regroup("crusader", party=["champion", "fighter", "fighter"], level=2, lair=2, xp=6),
    regroup("mercenary", party=[], level=2, tokens=["ring-of-invisibility", "thieves-tools"]),
    regroup("mercenary", party=[], level=1, lair=1, tokens=["elixir"]),
    regroup("half-goblin", party=["thief"], level=2, lair=1, ultimate_used=True),
    regroup("half-goblin", party=["mage"], level=2, xp=6),
    regroup("enchantress", party=["scroll", "fighter"], level=2, lair=1),
    regroup("minstrel", party=["thief", "cleric"], level=2, lair=2),
    regroup("occultist", party=["mage", "cleric"], level=2, lair=1, tokens=["dragon-bait"]),
    regroup("spellsword", party=[], level=2, ultimate_used=True,
            tokens=["scepter-of-power", "ring-of-invisibility"]),
    regroup("spellsword", party=["cleric"], level=2, lair=2, xp=6),
    regroup("knight", party=["fighter", "cleric"], level=2, lair=1, xp=6,
            tokens=["town-portal"]),
    regroup("mercenary", party=["fighter", "thief"], level=2, xp=6),
    regroup("minstrel", party=["champion"], level=2, lair=2, xp=6),
]


def label(state: DDState) -> str:
    seat = state.seat
    return f"{seat.hero}{'*' if seat.master else ''}-L{state.level}-{state.party}-{state.lair}"


# ---- the dice ----------------------------------------------------------------------------

@pytest.mark.parametrize("dice", range(6))
def test_rolls_are_the_multinomial_of_every_ordered_roll(dice: int) -> None:
    counted: dict[tuple[int, ...], float] = {}
    for faces in itertools.product(range(6), repeat=dice):
        roll = tuple(faces.count(f) for f in range(6))
        counted[roll] = counted.get(roll, 0.0) + 6.0 ** -dice
    found = dict(odds.rolls(dice))
    assert found.keys() == counted.keys()
    assert all(found[r] == pytest.approx(counted[r], abs=1e-12) for r in counted)
    assert sum(found.values()) == pytest.approx(1.0)


# ---- against the rules -------------------------------------------------------------------

@pytest.mark.parametrize("state", SMALL, ids=label)
def test_chance_to_clear_is_that_of_the_rules_roll_by_roll(state: DDState) -> None:
    found = odds.odds(state, levels=1)
    assert found.next_level == state.level + 1
    assert found.clear == pytest.approx(rule_clear(state), abs=1e-12)


@pytest.mark.parametrize("state", SMALL, ids=label)
def test_one_level_ahead_the_value_is_that_of_the_rules(state: DDState) -> None:
    found = odds.odds(state, levels=1)
    assert (found.retire, found.last) == (state.level, state.level + 1)
    assert found.go_on == pytest.approx(rule_go_on(state, state.level + 1), abs=1e-9)


def test_two_levels_ahead_the_value_is_that_of_the_rules() -> None:
    """(Deeper, the faces revived dice show are the model's few where the rules allow any:
    the value is then a lower bound, within a few hundredths in the cases tried.)"""
    state = regroup("minstrel", party=["thief"], level=1, lair=1, ultimate_used=True)
    found = odds.odds(state, levels=2)
    assert found.go_on == pytest.approx(rule_go_on(state, state.level + 2), abs=1e-9)


# ---- the programme against the model summed roll by roll ---------------------------------

DEEP = [  # (position, last level): every ordered roll of each level up to the last
    (regroup("knight", party=["fighter", "cleric", "thief"], level=2), 4),
    (regroup("mercenary", party=["champion", "thief"], level=2, lair=2), 4),
    (regroup("enchantress", party=["scroll", "mage"], level=2, tokens=["town-portal"]), 4),
    (regroup("half-goblin", party=["fighter", "cleric"], level=1, lair=1, xp=6), 4),
    (regroup("crusader", party=["cleric", "champion"], level=9, lair=2, xp=6,
             tokens=["elixir"]), LAST_LEVEL),
]


@pytest.mark.parametrize(("state", "last"), DEEP, ids=lambda p: label(p) if
                         isinstance(p, DDState) else f"to{p}")
def test_programme_sums_every_roll_of_every_level(state: DDState, last: int) -> None:
    k, pos = odds.kit(state), odds.position(state)
    found = odds.odds(state, levels=last - state.level)
    assert (found.last, found.exact) == (last, last == LAST_LEVEL)
    assert found.go_on == pytest.approx(naive_go_on(k, state.level, pos, last, {}), abs=1e-9)
    assert found.clear == pytest.approx(naive_clear(k, state.level, pos), abs=1e-12)


def test_clearing_the_last_level_banks_ten() -> None:
    state = at("minstrel", party=["fighter", "champion"], dungeon=["goblin", "chest"],
               level=LAST_LEVEL, ultimate_used=True)
    move = odds.best_move(state)
    assert move is not None
    assert notation(move[0]) == "fight fighter goblin"
    assert move[1] == pytest.approx(LAST_LEVEL + 1)  # and the Champion opens the chest
    before = regroup("minstrel", party=["fighter", "champion"], level=9, lair=2)
    found = odds.odds(before)
    assert (found.next_level, found.last, found.exact) == (LAST_LEVEL, LAST_LEVEL, True)


# ---- edge cases --------------------------------------------------------------------------

@pytest.mark.parametrize(("level", "lair"), [(1, 0), (3, 2), (9, 1)])
def test_no_party_left_clears_only_a_level_without_monsters(level: int, lair: int) -> None:
    """With no companion at all only a roll without monsters (and without the third dragon
    face) clears the next level: rare, but not nothing, and never worth the risk."""
    state = regroup("knight", party=[], level=level, lair=lair, ultimate_used=True)
    n = min(level + 1, 7 - lair)
    expected = sum(_binomial(n, d) * (1 / 6) ** d * (1 / 3) ** (n - d) for d in range(3 - lair))
    found = odds.odds(state, levels=1)
    assert found.clear == pytest.approx(expected, abs=1e-12)
    assert found.best == "retire"


def _binomial(n: int, k: int) -> int:
    return len(list(itertools.combinations(range(n), k)))


def test_a_lair_of_two_and_a_party_that_cannot_face_the_dragon() -> None:
    """Two Champions are one type: a single dragon face on the next roll makes them flee."""
    state = regroup("mercenary", party=["champion", "champion"], level=3, lair=2,
                    ultimate_used=True)
    found = odds.odds(state, levels=1)
    assert found.clear == pytest.approx(rule_clear(state), abs=1e-12)
    assert found.clear <= (5 / 6) ** 4 + 1e-12


def test_the_dragon_at_three_is_met_by_the_best_line() -> None:
    state = at("knight", party=["fighter", "cleric", "mage", "champion"], lair=3, level=4,
               ultimate_used=True)
    assert state.stage == "dragon"
    move = odds.best_move(state)
    assert move is not None and move[0].kind == "dragon"
    assert "champion" not in move[0].data["with"]  # the Champion is kept for later
    alone = at("knight", party=["champion", "champion"], lair=3, level=4, ultimate_used=True)
    assert odds.best_move(alone) is None
    ring = at("knight", party=["champion"], lair=3, level=4, ultimate_used=True,
              tokens=["ring-of-invisibility"])
    found = odds.best_move(ring)
    assert found is not None and found[0].data.get("token") == "ring-of-invisibility"


def test_a_level_the_model_cannot_clear_has_no_line() -> None:
    state = dungeon(act(regroup("knight", party=["thief"], level=2, ultimate_used=True),
                        "seek"), "goblin", "skeleton", "ooze")
    assert odds.best_move(state) is None


def test_alike_faces_are_one_position() -> None:
    fighter = regroup("spellsword", party=["fighter", "cleric"], level=3)
    mage = regroup("spellsword", party=["mage", "cleric"], level=3)
    assert odds.position(fighter) == odds.position(mage)
    assert odds.odds(fighter, levels=1) == odds.odds(mage, levels=1)


def test_looking_deeper_never_lowers_the_value_of_going_on() -> None:
    state = regroup("occultist", party=["fighter", "cleric", "mage"], level=8, lair=2)
    values = [odds.odds(state, levels=n).go_on for n in (1, 2)]
    assert values == sorted(values)
    assert odds.odds(state, levels=2) == odds.odds(state)  # level 10 is 2 levels on
    assert odds.odds(state).exact


def test_work_runs_out_after_the_first_level_looked_at() -> None:
    """Issue #15: the budget is work (positions searched), the same on every machine: a
    budget that the first look spends whole gives the answer one level ahead."""
    state = regroup("knight", party=["fighter", "cleric", "mage", "thief"], level=1)
    odds.forget()
    counted = Budget()
    first = odds.odds(state, levels=1, budget=counted)
    needed = counted.work
    odds.forget()
    found = odds.odds(state, budget=Budget(needed))
    assert (found.last, found.exact, found.share) == (2, False, 1.0)
    assert found == first
    odds.forget()
    cut = odds.odds(state, budget=Budget(needed // 2))
    assert 0.0 < cut.share < 1.0 and not cut.exact and cut.last == 2


# ---- the odds bot ------------------------------------------------------------------------

def solo_score(seed: int, strategy: Strategy) -> int:
    from games.dungeon_dice import GAME

    rng = random.Random(seed)
    start = GAME.setup(DungeonDiceOptions(heroes="deal", edition=LATEST_EDITION), ["Solo"])
    state: DDState = playout(GAME, start, seed,
                             lambda st, now, _step: strategy(st, now.player, rng)).final
    seat = state.seats[0]
    total = player_score(seat.name, seat.xp, seat.tokens).total
    assert total is not None
    return total


def test_the_odds_bot_is_the_default_and_beats_the_basic_bot() -> None:
    assert list(bots.STRATEGIES) == ["odds", "basic"]
    seeds = range(6)
    by_odds = [solo_score(seed, bots.STRATEGIES["odds"]) for seed in seeds]
    basic = [solo_score(seed, bots.STRATEGIES["basic"]) for seed in seeds]
    assert sum(by_odds) / len(seeds) > sum(basic) / len(seeds) + 2


# ---- the pruned search for the most points -----------------------------------------------

RICH = [  # many treasures: many lines of play, which the search for the most points prunes
    regroup("mercenary", party=["cleric", "mage", "thief", "thief"], level=3, lair=1, xp=5,
            ultimate_used=True, tokens=["vorpal-sword", "scepter-of-power", "thieves-tools",
                                        "ring-of-invisibility", "elixir", "elixir"]),
    regroup("knight", party=["fighter", "cleric"], level=4, lair=2,
            tokens=["dragon-bait", "talisman", "elixir"]),
]


@pytest.mark.parametrize("state", SMALL[:6] + RICH, ids=label)
def test_the_most_points_of_a_roll_are_those_of_its_best_end(state: DDState) -> None:
    """``gain`` stops searching at the most a level can give and skips what cannot beat the
    line found; ``ends`` lists every end: the best of those is the most points."""
    k, pos = odds.kit(state), odds.position(state)
    solve = odds.solver(k)
    for roll, _ in odds.rolls(odds.dice_for(state.level + 1, pos)):
        st = odds.start(pos, roll)
        found = solve.ends(st)
        assert solve.gain(st) == (max(found.values()) if found else None)
