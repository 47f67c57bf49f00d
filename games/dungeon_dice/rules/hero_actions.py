"""The legal choices only the expansion heroes have (D18-D20): their specialties used on
purpose, their forming choices, their discards and their ultimates. As in ``actions``, where
the free choices are too many to list, a representative few are listed and any other legal
choice is accepted when typed."""

from __future__ import annotations

from itertools import combinations, combinations_with_replacement, product
from typing import Any

from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.companions import available, roles
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKEN_FACE,
    TOKENS,
)
from games.dungeon_dice.rules.hero_moves import ONCE_A_LEVEL
from games.dungeon_dice.rules.score import token_points
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event


def _event(state: DDState, kind: str, **data: Any) -> Event:
    return Event(state.delver, kind, data)


def _present(state: DDState, faces: tuple[str, ...] = MONSTERS) -> list[str]:
    return [f for f in faces if state.dungeon[LEVEL_FACES.index(f)]]


def _multisets(state: DDState, size: int) -> list[list[str]]:
    """Every distinct choice of ``size`` monsters on the level."""
    pool = [f for f in MONSTERS for _ in range(state.dungeon[LEVEL_FACES.index(f)])]
    return [list(c) for c in sorted(set(combinations(pool, size)))]


def _scrolls(state: DDState) -> list[str]:
    return [s for s in available(state) if "scroll" in roles(state, s)
            and (s in PARTY_FACES or s in TOKEN_FACE)]


def abilities(state: DDState) -> list[Event]:
    hero = state.seat.hero or ""
    if hero in ONCE_A_LEVEL and not state.level_ability and (
            state.stage == Stage.MONSTERS or (hero == "toulak" and state.stage == Stage.LOOT)):
        return [_event(state, "ability", target=f)
                for f in _present(state, ONCE_A_LEVEL[hero])]
    if hero == "loeg-yllavyre" and state.stage == Stage.MONSTERS:
        return [_event(state, "ability", **{"with": s, "target": m})
                for s in _scrolls(state) for m in _present(state)]
    if hero == "tristan" and state.ultimate_used and state.stage != Stage.FINAL:
        return [_event(state, "ability", token=t)
                for t, n in zip(TOKENS, state.seat.tokens, strict=True) if n]
    return []


def forming(state: DDState) -> list[Event]:
    hero = state.seat.hero
    if hero == "loeg-yllavyre":
        dice = [f for f, n in zip(PARTY_FACES, state.party, strict=True) for _ in range(n)]
        return [_event(state, "set", faces=list(pair))
                for pair in sorted(set(combinations(dice, 2)))]
    if hero == "scout":
        dice = [f for f, n in zip(DUNGEON_FACES, state.scouted, strict=True) for _ in range(n)]
        found = []
        for first in sorted(set(dice)):
            rest = list(dice)
            rest.remove(first)
            for second in sorted(set(combinations(rest, 2))):
                third = list(rest)
                for face in second:
                    third.remove(face)
                found.append(_event(state, "set", levels=[[first], list(second), third]))
        return found
    return []


def discards(state: DDState) -> list[Event]:
    """Which treasures to give up: the cheapest at the end first, and each kind held once."""
    held = [t for t, n in zip(TOKENS, state.seat.tokens, strict=True) for _ in range(n)]
    need = state.discards
    cheapest = sorted(held, key=lambda t: (token_points(t), t))[:need]
    found = [cheapest]
    for kind in sorted(set(held) - set(cheapest)):
        found.append([*cheapest[:-1], kind])
    return [_event(state, "discard", tokens=list(choice)) for choice in found]


def ultimate(state: DDState) -> list[Event]:
    """The expansion heroes' ultimates that may be used now."""
    if state.ultimate_used or state.stage not in ultimates.phases(state):
        return []
    hero, master = state.seat.hero, state.seat.master
    present = _present(state)
    monsters = sum(state.dungeon[:len(MONSTERS)])
    lair, grave = state.lair, state.graveyard
    plain = [_event(state, "ultimate")]
    if hero in ("viking", "loeg-yllavyre"):
        return plain if lair else []
    if hero in ("alchemist", "marpesia"):
        return plain if grave else []
    if hero in ("scout", "archaeologist"):
        return plain
    if hero == "toulak":
        return plain if monsters else []
    if hero == "sorceress" and lair and present:
        if master:
            return [_event(state, "ultimate", targets=list(c)) for n in range(1, lair + 1)
                    for c in combinations(present, n)]
        return [_event(state, "ultimate", targets=c)
                for n in range(1, min(lair, monsters) + 1) for c in _multisets(state, n)]
    if hero in ("leprechaun", "tracker") and present:
        if hero == "tracker" and master:  # D18 Ranger: 1 monster of each type on the level
            return [_event(state, "ultimate", targets=list(present))]
        most = 2 if hero == "leprechaun" and master else 1
        return [_event(state, "ultimate", targets=c)
                for n in range(1, min(most, monsters) + 1) for c in _multisets(state, n)]
    if hero == "dwarf":
        if master:
            return [_event(state, "ultimate", count=n) for n in range(1, min(4, grave) + 1)]
        champions = state.party[PARTY_FACES.index("champion")]
        if not champions:
            return []
        return [_event(state, "ultimate", **({"targets": c} if c else {}))
                for c in _multisets(state, min(champions, monsters))]
    if hero == "guild-leader":
        return _guild(state, master)
    if hero == "time-traveler":
        found = [_event(state, "ultimate", token=t)
                 for t, n in zip(TOKENS, state.seat.tokens, strict=True) if n]
        if master and state.party[PARTY_FACES.index("scroll")]:
            found.append(_event(state, "ultimate", **{"with": "scroll"}))
        return found if lair else []
    if hero == "alexandra":
        return [_event(state, "ultimate", **{"with": s}) for s in _scrolls(state)] \
            if lair else []
    if hero == "cassandra":
        return [_event(state, "ultimate", targets=[f])
                for f in _present(state, ("chest", "potion"))]
    if hero == "amar-suen":
        return [_event(state, "ultimate", targets=[m]) for m in present]
    if hero in ("tristan", "szopin"):
        return _dice_and_lair(state, hero == "tristan")
    return []


def _guild(state: DDState, master: bool) -> list[Event]:
    party = [[old, new] for old, n in zip(PARTY_FACES, state.party, strict=True) if n
             for new in PARTY_FACES if new != old]
    dungeon = [[old, new] for old in _present(state, LEVEL_FACES)
               for new in DUNGEON_FACES if new != old]
    found = [_event(state, "ultimate", party_die=p) for p in party] + \
        [_event(state, "ultimate", dungeon_die=d) for d in dungeon]
    if master:
        # Both at once: a few, each party die set to a Champion with each level die set away.
        found += [_event(state, "ultimate", party_die=p, dungeon_die=d)
                  for p, d in product(party, dungeon) if p[1] == "champion"
                  and d[1] in ("chest", "potion", "dragon")][:12]
    return found


def _dice_and_lair(state: DDState, tristan: bool) -> list[Event]:
    level = [f for f in LEVEL_FACES for _ in range(state.dungeon[LEVEL_FACES.index(f)])]
    dice: list[str | None] = [*level, *([None] * state.lair)]  # None: a lair die
    if not dice:
        return []
    if tristan:
        monsters = [f for f in level if f in MONSTERS]
        choices = [tuple(monsters + [None] * state.lair), tuple([None] * state.lair),
                   tuple(monsters), *((f,) for f in dict.fromkeys(level))]
    else:
        # Listed in one order in every process: a set of faces (str hashes are salted per
        # process) or of tuples with None (hashed by address) would list them in another.
        choices = [c for n in (1, 2) for c in combinations_with_replacement(
            sorted(set(dice), key=str), n) if all(c.count(f) <= dice.count(f) for f in c)]
    found = []
    for choice in dict.fromkeys(c for c in choices if c):
        found.append(_event(state, "ultimate", dungeon=[f for f in choice if f is not None],
                            lair=sum(1 for f in choice if f is None)))
    return found
