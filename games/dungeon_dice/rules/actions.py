"""The decisions offered to the delver.

Every kind of decision the rules allow now is offered; where the choice of faces or of a
subset of dice makes too many to list (scroll rerolls, quaffing, the Mercenary's reroll), a
representative few are listed, and any other legal choice is accepted when typed.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from games.dungeon_dice.rules import hero_actions, queries, ultimates
from games.dungeon_dice.rules.companions import available, is_companion, quaffs_here, roles
from games.dungeon_dice.rules.components import (
    LAIR_ALLY,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKEN_INDEX,
)
from games.dungeon_dice.rules.heroes import BASE
from games.dungeon_dice.rules.state import IN_DELVE, DDState, Stage
from tabletop.events import Event


def _event(state: DDState, kind: str, **data: Any) -> Event:
    return Event(state.delver, kind, data)


def legal_actions(state: DDState) -> list[Event]:
    if state.discards:  # D18: the Archaeologist's discard comes first
        return hero_actions.discards(state)
    if state.stage == Stage.HERO:
        return [_event(state, "hero", hero=h) for h in queries.free_heroes(state)] + \
            [_event(state, "deal")]
    if state.stage == Stage.MULLIGAN and state.seat.hero != "mercenary":
        return hero_actions.forming(state)
    if state.stage == Stage.MULLIGAN:
        present = [f for f, n in zip(PARTY_FACES, state.party, strict=True) if n]
        every = [f for f, n in zip(PARTY_FACES, state.party, strict=True) for _ in range(n)]
        return [_event(state, "ready"), *(_event(state, "mulligan", faces=[f]) for f in present),
                _event(state, "mulligan", faces=every)]
    found: list[Event] = []
    sources = available(state)
    companions = [s for s in sources if is_companion(state, s)]
    if state.stage == Stage.MONSTERS:
        for source in companions:
            for target in MONSTERS:
                if not queries.count(state, target):
                    continue
                found.append(_event(state, "fight", **{"with": source, "target": target}))
                if queries.extra_kill(state, source):
                    left = list(state.dungeon)
                    left[LEVEL_FACES.index(target)] -= queries.defeats(state, source, target)
                    for extra in MONSTERS:
                        if left[LEVEL_FACES.index(extra)]:
                            found.append(_event(state, "fight", **{
                                "with": source, "target": target, "extra": extra}))
    if queries.may_loot_now(state):
        found += _loot(state, sources, companions)
    if state.stage == Stage.LOOT:
        found.append(_event(state, "done"))
    if state.stage == Stage.DRAGON:
        found += _dragon(state, companions)
    if state.stage in IN_DELVE:
        found += _rerolls(state, sources)
        found += _tokens(state)
        found += _ultimates(state)
        found += hero_actions.abilities(state)
        if state.seat.hero not in BASE:
            found += hero_actions.ultimate(state)
    if state.stage in (Stage.MONSTERS, Stage.DRAGON):
        found.append(_event(state, "flee"))
    if state.stage == Stage.REGROUP:
        if not state.berserk or state.dragon_slain:  # D18: the Berserker's rage
            found.append(_event(state, "retire"))
        found.append(_event(state, "seek"))
    return found


def _loot(state: DDState, sources: list[str], companions: list[str]) -> list[Event]:
    found = []
    if queries.count(state, "chest"):
        found += [_event(state, "open", **{"with": s}) for s in companions]
    potions = queries.count(state, "potion")
    if potions:
        for source in (s for s in sources if quaffs_here(state, s)):
            room = state.graveyard + (1 if source in PARTY_FACES else 0)
            most = min(potions, room)
            if most:
                found += [_event(state, "quaff", **{"with": source, "faces": [face] * most})
                          for face in ("champion", "fighter")]
    return found


def _dragon(state: DDState, companions: list[str]) -> list[Event]:
    need = queries.dragon_needs(state)
    pool: list[str] = []
    for source in companions:
        if source == LAIR_ALLY:  # D20: a companion of no type, no help against the dragon
            continue
        have = _copies(state, source)
        pool += [source] * min(have, need)
    found = []
    for combo in sorted(set(combinations_with_replacement(sorted(set(pool)), need))):
        picks = list(combo)
        heroes = sum(1 for s in picks if s.startswith("hero-"))  # one ultimate, one use
        if heroes <= 1 and all(picks.count(s) <= _copies(state, s) for s in set(picks)) and \
                queries.distinct_roles(state, picks):
            found.append(_event(state, "dragon", **{"with": picks}))
    return found


def _copies(state: DDState, source: str) -> int:
    if source in PARTY_FACES:
        return state.party[PARTY_FACES.index(source)]
    if source in TOKEN_INDEX:
        return state.seat.tokens[TOKEN_INDEX[source]]
    if source == LAIR_ALLY:
        return state.lair_allies
    if source.startswith("ally-"):
        return state.allies[PARTY_FACES.index(source[5:])]
    return 1


def _rerolls(state: DDState, sources: list[str]) -> list[Event]:
    found = []
    alexandra = state.seat.hero == "alexandra"  # D20: any party die rerolls for her
    for source in sources:
        if "scroll" not in roles(state, source) and not (alexandra and source in PARTY_FACES):
            continue
        party = list(state.party)
        if source in PARTY_FACES:
            party[PARTY_FACES.index(source)] -= 1
        monsters = [f for f in MONSTERS for _ in range(queries.count(state, f))]
        if monsters:
            found.append(_event(state, "reroll", **{"with": source, "party": [],
                                                    "dungeon": monsters}))
        for face, n in zip(PARTY_FACES, party, strict=True):
            if n:
                found.append(_event(state, "reroll", **{"with": source, "party": [face],
                                                        "dungeon": []}))
    return found


def _tokens(state: DDState) -> list[Event]:
    held = state.seat.tokens
    found = []
    if held[TOKEN_INDEX["elixir"]] and state.graveyard:
        found += [_event(state, "use", token="elixir", face=f) for f in ("champion", "scroll")]
    if held[TOKEN_INDEX["dragon-bait"]] and queries.monsters(state):
        found.append(_event(state, "use", token="dragon-bait"))
    if held[TOKEN_INDEX["ring-of-invisibility"]] and state.lair:
        found.append(_event(state, "use", token="ring-of-invisibility"))
    if held[TOKEN_INDEX["town-portal"]] and (not state.berserk or state.dragon_slain):
        found.append(_event(state, "use", token="town-portal"))
    return found


def _ultimates(state: DDState) -> list[Event]:
    if state.ultimate_used:
        return []
    what = ultimates.kind(state)
    present = [m for m in MONSTERS if queries.count(state, m)]
    if what in ("mercenary:novice", "enchantress:novice"):
        return [_event(state, "ultimate", targets=[m]) for m in present]
    if what == "enchantress:master":
        return [_event(state, "ultimate", targets=[m]) for m in present] + \
            [_event(state, "ultimate", targets=[a, b]) for a in present for b in present
             if a < b or (a == b and queries.count(state, a) > 1)]
    if what == "mercenary:master":
        monsters = [f for f in MONSTERS for _ in range(queries.count(state, f))]
        return [_event(state, "ultimate", party=[], dungeon=monsters)] if monsters else []
    if what.startswith("knight:"):
        return [_event(state, "ultimate")] if present else []
    if what.startswith(("half-goblin:", "occultist:")):
        only = "goblin" if what.startswith("half-goblin:") else "skeleton"
        have = queries.count(state, only)
        most = min(have, 2 if state.seat.master else 1)
        return [_event(state, "ultimate", targets=[only] * n) for n in range(1, most + 1)]
    if what.startswith("minstrel:"):
        return [_event(state, "ultimate")] if state.lair else []
    if what == "spellsword:master":
        return [_event(state, "ultimate")] if sum(state.dungeon) or state.lair else []
    if what == "crusader:master":
        tokens = [t for t, i in TOKEN_INDEX.items() if state.seat.tokens[i]]
        if not tokens:
            return []
        revived = min(queries.count(state, "potion"), state.graveyard)
        return [_event(state, "ultimate", token=tokens[0], faces=["champion"] * revived)]
    return []
