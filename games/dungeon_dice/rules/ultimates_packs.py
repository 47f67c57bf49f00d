"""The ultimates of the booster-pack and promo heroes (D18-D20), each a pure change of the
state; ``ultimates`` sends them here. When each may be used is in ``ultimates.phases``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.rules.changes import remove
from games.dungeon_dice.rules.companions import roles, spend, take_token
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKENS,
)
from games.dungeon_dice.rules.specialties import draw_some
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.text.terms import named
from tabletop.events import IllegalAction
from tabletop.plugin import replace

NO_MONSTERS = len(MONSTERS)
MOST_GRAVE = {"alchemist": 1, "thaumaturge": 2}


def _count(state: DDState, face: str) -> int:
    return state.dungeon[LEVEL_FACES.index(face)]


def _list(data: Mapping[str, Any], key: str) -> list[str]:
    found = data.get(key, [])
    if not isinstance(found, list) or not all(isinstance(f, str) for f in found):
        raise IllegalAction("dd_err_values")
    return found


def _monsters(state: DDState, data: Mapping[str, Any], most: int, least: int = 1) -> list[str]:
    """Chosen monsters, each one die on the level."""
    targets = _list(data, "targets")
    if not least <= len(targets) <= most:
        raise IllegalAction("dd_err_targets", count=most)
    for target in targets:
        if target not in MONSTERS:
            raise IllegalAction("dd_err_target_kind", monster=named(target))
    remove(state.dungeon, targets, LEVEL_FACES, "dd_err_no_monster")
    return targets


def _types(state: DDState, data: Mapping[str, Any], most: int) -> list[str]:
    """Chosen monster types, each present and named once."""
    targets = _list(data, "targets")
    if not 1 <= len(targets) <= most or len(set(targets)) != len(targets):
        raise IllegalAction("dd_err_types", count=most)
    for target in targets:
        if target not in MONSTERS:
            raise IllegalAction("dd_err_target_kind", monster=named(target))
        if not _count(state, target):
            raise IllegalAction("dd_err_no_monster", monster=named(target))
    return targets


def _without(state: DDState, faces: list[str]) -> DDState:
    return replace(state, dungeon=remove(state.dungeon, faces, LEVEL_FACES, "dd_err_no_monster"))


def _all_of(state: DDState, types: list[str]) -> list[str]:
    return [t for t in types for _ in range(_count(state, t))]


def _from_graveyard(state: DDState, number: int) -> DDState:
    if not state.graveyard:
        raise IllegalAction("dd_err_graveyard", count=0)
    number = min(number, state.graveyard)
    return replace(state, graveyard=state.graveyard - number,
                   roll_party=state.roll_party + number)


def _dice_and_lair(state: DDState, data: Mapping[str, Any], most: int | None) -> tuple[
        list[str], int]:
    """Level dice and lair dice named together (Tristan, Szopin)."""
    dungeon = _list(data, "dungeon")
    lair = data.get("lair", 0)
    if not isinstance(lair, int) or isinstance(lair, bool) or not 0 <= lair <= state.lair:
        raise IllegalAction("dd_err_lair_dice", count=state.lair)
    if any(f not in LEVEL_FACES for f in dungeon):
        raise IllegalAction("dd_err_values")
    total = len(dungeon) + lair
    if total == 0 or (most is not None and total > most):
        raise IllegalAction("dd_err_targets", count=most or total)
    remove(state.dungeon, dungeon, LEVEL_FACES, "dd_err_no_such_dungeon_die")
    return dungeon, lair


def _guild(state: DDState, data: Mapping[str, Any], master: bool) -> DDState:
    """D19: set a party die and/or a dungeon die to any face; a Dragon goes to the lair."""
    party, dungeon = _list(data, "party_die"), _list(data, "dungeon_die")
    chosen = [pair for pair in (party, dungeon) if pair]
    if not chosen or (len(chosen) > 1 and not master):
        raise IllegalAction("dd_err_guild", count=2 if master else 1)
    if any(len(pair) != 2 for pair in chosen):
        raise IllegalAction("dd_err_guild", count=2 if master else 1)
    if party:
        old, new = party
        if old not in PARTY_FACES or new not in PARTY_FACES:
            raise IllegalAction("dd_err_values")
        left = list(remove(state.party, [old], PARTY_FACES, "dd_err_no_such_die"))
        left[PARTY_FACES.index(new)] += 1
        state = replace(state, party=tuple(left))
    if dungeon:
        old, new = dungeon
        if old not in LEVEL_FACES or new not in DUNGEON_FACES:
            raise IllegalAction("dd_err_values")
        level = list(remove(state.dungeon, [old], LEVEL_FACES, "dd_err_no_such_dungeon_die"))
        if new == "dragon":
            state = replace(state, lair=state.lair + 1)
        else:
            level[LEVEL_FACES.index(new)] += 1
        state = replace(state, dungeon=tuple(level))
    return state


def _dragon_price(state: DDState, data: Mapping[str, Any], master: bool, hero: str
                  ) -> DDState:
    """Time Traveler (a treasure, or a Scroll die on the master side) and Alexandra (one
    Scroll alone) pay for the dragon the ultimate defeats (D19, D20)."""
    if not state.lair:
        raise IllegalAction("dd_err_lair_empty")
    token = data.get("token")
    with_ = data.get("with")
    if hero == "time-traveler" and isinstance(token, str) and token in TOKENS and with_ is None:
        return take_token(state, token)
    if isinstance(with_, str) and token is None and "scroll" in _roles_or_none(state, with_) \
            and (hero == "alexandra" or (master and with_ == "scroll")):
        return spend(state, with_)
    raise IllegalAction(f"dd_err_price_{hero.replace('-', '_')}")


def _roles_or_none(state: DDState, source: str) -> frozenset[str]:
    try:
        return roles(state, source)
    except IllegalAction:
        return frozenset()


def apply(state: DDState, data: Mapping[str, Any], hero: str, master: bool) -> DDState:
    if hero == "viking":  # discard every lair die
        if not state.lair:
            raise IllegalAction("dd_err_lair_empty")
        return replace(state, lair=0)
    if hero == "alchemist":  # roll 1 / 2 graveyard dice into the party
        return _from_graveyard(state, 2 if master else 1)
    if hero == "sorceress":  # 1 monster / all monsters of one type, per lair die
        if not state.lair:
            raise IllegalAction("dd_err_lair_empty")
        if master:
            return _without(state, _all_of(state, _types(state, data, state.lair)))
        return _without(state, _monsters(state, data, state.lair))
    if hero == "archaeologist":  # draw 2, then discard 2 / 1
        return replace(draw_some(state, 2), discards=1 if master else 2)
    if hero == "leprechaun":  # 1 monster / up to 2 monsters become 1 chest
        state = _without(state, _monsters(state, data, 2 if master else 1))
        return _add(state, "chest")
    if hero == "dwarf":
        if master:  # the rage: up to 4 graveyard dice rolled into the party
            number = data.get("count")
            if not isinstance(number, int) or isinstance(number, bool) or \
                    not 1 <= number <= min(4, state.graveyard):
                raise IllegalAction("dd_err_rage", count=min(4, state.graveyard))
            return replace(_from_graveyard(state, number), berserk=True)
        champions = state.party[PARTY_FACES.index("champion")]
        if not champions:
            raise IllegalAction("dd_err_no_champions")
        state = _without(state, _monsters(state, data, champions, least=0))
        party = list(state.party)
        party[PARTY_FACES.index("champion")] = 0
        return replace(state, party=tuple(party), roll_party=state.roll_party + champions)
    if hero == "tracker":  # 1 monster / 1 monster of each type
        if master:  # every type on the level loses one (naming them is optional)
            present = [m for m in MONSTERS if _count(state, m)]
            named_types = _list(data, "targets") or present
            if not present or sorted(named_types) != sorted(present):
                raise IllegalAction("dd_err_every_type", types=[named(m) for m in present])
            return _without(state, present)
        return _without(state, _monsters(state, data, 1))
    if hero == "guild-leader":
        return _guild(state, data, master)
    if hero in ("time-traveler", "alexandra"):
        return _dragon_price(state, data, master, hero)
    if hero == "cassandra":  # discard 1 chest or 1 potion
        targets = _list(data, "targets")
        if len(targets) != 1 or targets[0] not in ("chest", "potion"):
            raise IllegalAction("dd_err_cassandra")
        return replace(state, dungeon=remove(state.dungeon, targets, LEVEL_FACES,
                                             "dd_err_no_such_dungeon_die"))
    if hero == "marpesia":  # roll the whole graveyard; Scrolls go back
        if not state.graveyard:
            raise IllegalAction("dd_err_graveyard", count=0)
        return replace(state, roll_party=state.roll_party + state.graveyard, graveyard=0,
                       scrolls_back=True)
    if hero == "toulak":  # discard every monster
        if not sum(state.dungeon[:NO_MONSTERS]):
            raise IllegalAction("dd_err_no_monsters")
        return replace(state, dungeon=(0,) * NO_MONSTERS + state.dungeon[NO_MONSTERS:])
    if hero == "amar-suen":  # all monsters of one type, a treasure for each
        gone = _all_of(state, _types(state, data, 1))
        return draw_some(_without(state, gone), len(gone))
    if hero in ("tristan", "szopin"):
        dungeon, lair = _dice_and_lair(state, data, None if hero == "tristan" else 2)
        state = replace(_without(state, dungeon), lair=state.lair - lair)
        if hero == "tristan":  # re-roll them, lair dice included
            return replace(state, roll_dungeon=state.roll_dungeon + len(dungeon) + lair)
        return state
    if hero == "loeg-yllavyre":  # each lair die a companion until the regroup
        if not state.lair:
            raise IllegalAction("dd_err_lair_empty")
        return replace(state, lair_allies=state.lair_allies + state.lair, lair=0)
    raise IllegalAction("dd_err_no_ultimate")


def _add(state: DDState, face: str) -> DDState:
    level = list(state.dungeon)
    level[LEVEL_FACES.index(face)] += 1
    return replace(state, dungeon=tuple(level))
