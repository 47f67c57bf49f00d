"""The heroes' once-per-delve ultimates (D12), each a pure change of the state.

The Spellsword's and Crusader's novice ultimates use the hero as a companion: they are a
source (``hero-fighter``) in ``companions``, not an ``ultimate`` action.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.rules import ultimates_packs
from games.dungeon_dice.rules.changes import monsters_to_lair, revive, roll_again
from games.dungeon_dice.rules.companions import take_token
from games.dungeon_dice.rules.components import LEVEL_FACES, MONSTERS, PARTY_FACES, TOKENS
from games.dungeon_dice.rules.heroes import BASE
from games.dungeon_dice.rules.state import IN_DELVE, DDState, Stage
from games.dungeon_dice.text.terms import named
from tabletop.events import IllegalAction
from tabletop.plugin import replace

NO_MONSTERS = len(MONSTERS)


def kind(state: DDState) -> str:
    """Which ultimate the delver's hero has on its current side."""
    seat = state.seat
    if seat.hero is None:
        return "none"
    return f"{seat.hero}:{'master' if seat.master else 'novice'}"


# D12: the ultimates that act on chosen monsters: how many at most, and of which type only.
TARGETED: dict[str, tuple[int, str | None]] = {
    "mercenary:novice": (2, None), "enchantress:novice": (1, None),
    "enchantress:master": (2, None), "half-goblin:novice": (1, "goblin"),
    "half-goblin:master": (2, "goblin"), "occultist:novice": (1, "skeleton"),
    "occultist:master": (2, "skeleton")}


def _chosen(state: DDState, data: Mapping[str, Any], what: str) -> list[str]:
    most, only = TARGETED[what]
    return _targets(state, data, most, only)


def _targets(state: DDState, data: Mapping[str, Any], most: int, only: str | None = None
             ) -> list[str]:
    targets = data.get("targets", [])
    if not isinstance(targets, list) or not 1 <= len(targets) <= most:
        raise IllegalAction("dd_err_targets", count=most)
    left = list(state.dungeon)
    for target in targets:
        if target not in MONSTERS or (only is not None and target != only):
            raise IllegalAction("dd_err_target_kind", monster=named(target))
        index = LEVEL_FACES.index(target)
        if not left[index]:
            raise IllegalAction("dd_err_no_monster", monster=named(target))
        left[index] -= 1
    return targets


def _without(state: DDState, faces: list[str]) -> tuple[int, ...]:
    left = list(state.dungeon)
    for face in faces:
        left[LEVEL_FACES.index(face)] -= 1
    return tuple(left)


def _allies(state: DDState, face: str, number: int) -> DDState:
    allies = list(state.allies)
    allies[PARTY_FACES.index(face)] += number
    return replace(state, allies=tuple(allies))


# D17: an expansion hero's ultimate is used in the monster, loot or dragon phase unless its
# row says otherwise; the base game's (D10) in any phase of a level, as before.
PHASES: dict[str, tuple[Stage, ...]] = {
    "scout:novice": (Stage.MONSTERS,), "scout:master": IN_DELVE,
    "archaeologist:novice": IN_DELVE, "archaeologist:master": IN_DELVE,
    "marpesia:novice": IN_DELVE, "time-traveler:novice": (Stage.DRAGON,),
    "time-traveler:master": (Stage.DRAGON,), "toulak:novice": (Stage.MONSTERS,),
    "alexandra:novice": (Stage.DRAGON,)}
EXPANSION_PHASES = (Stage.MONSTERS, Stage.LOOT, Stage.DRAGON)
ENDS_DELVE = frozenset({"scout:novice", "scout:master"})
SLAYS_DRAGON = frozenset({"time-traveler:novice", "time-traveler:master", "alexandra:novice"})


def phases(state: DDState) -> tuple[Stage, ...]:
    what = kind(state)
    if state.seat.hero in BASE:
        return IN_DELVE
    return PHASES.get(what, EXPANSION_PHASES)


def apply(state: DDState, data: Mapping[str, Any]) -> DDState:
    what = kind(state)
    hero = state.seat.hero
    if hero is not None and hero not in BASE:
        return ultimates_packs.apply(state, data, hero, state.seat.master)
    if what in ("spellsword:novice", "crusader:novice"):
        raise IllegalAction("dd_err_ultimate_is_companion")
    if what == "mercenary:novice":  # defeat up to 2 monsters
        return replace(state, dungeon=_without(state, _chosen(state, data, what)))
    if what == "mercenary:master":  # reroll any number of party and dungeon dice
        party = data.get("party", [])
        dungeon = data.get("dungeon", [])
        if not isinstance(party, list) or not isinstance(dungeon, list) or not party + dungeon:
            raise IllegalAction("dd_err_reroll_nothing")
        if any(f not in PARTY_FACES for f in party) or any(f not in LEVEL_FACES for f in dungeon):
            raise IllegalAction("dd_err_values")
        return roll_again(state, party, dungeon)
    if what.startswith("knight:"):  # every monster becomes a dragon face
        if not sum(state.dungeon[:NO_MONSTERS]):
            raise IllegalAction("dd_err_no_monsters")
        return monsters_to_lair(state)
    if what.startswith("half-goblin:"):  # goblins become Thieves until the regroup
        targets = _chosen(state, data, what)
        return _allies(replace(state, dungeon=_without(state, targets)), "thief", len(targets))
    if what.startswith("occultist:"):  # skeletons become Fighters until the regroup
        targets = _chosen(state, data, what)
        return _allies(replace(state, dungeon=_without(state, targets)), "fighter",
                       len(targets))
    if what.startswith("minstrel:"):  # discard all lair dice
        if not state.lair:
            raise IllegalAction("dd_err_lair_empty")
        return replace(state, lair=0)
    if what.startswith("enchantress:"):  # monsters become one potion
        targets = _chosen(state, data, what)
        dungeon = list(_without(state, targets))
        dungeon[LEVEL_FACES.index("potion")] += 1
        return replace(state, dungeon=tuple(dungeon))
    if what == "spellsword:master":  # discard all monsters, chests, potions and lair dice
        if not sum(state.dungeon) and not state.lair:
            raise IllegalAction("dd_err_nothing_to_discard")
        return replace(state, dungeon=(0,) * len(LEVEL_FACES), lair=0)
    if what == "crusader:master":
        return _paladin(state, data)
    raise IllegalAction("dd_err_no_ultimate")


def _paladin(state: DDState, data: Mapping[str, Any]) -> DDState:
    """Discard 1 treasure to defeat all monsters, open all chests, quaff all potions and
    discard all lair dice."""
    token = data.get("token")
    if token not in TOKENS:
        raise IllegalAction("dd_err_paladin_token")
    faces = data.get("faces", [])
    potions = state.dungeon[LEVEL_FACES.index("potion")]
    state = take_token(state, token)
    revived = min(potions, state.graveyard)
    if not isinstance(faces, list) or len(faces) != revived or \
            any(f not in PARTY_FACES for f in faces):
        raise IllegalAction("dd_err_paladin_faces", count=revived)
    chests = state.dungeon[LEVEL_FACES.index("chest")]
    state = replace(state, dungeon=(0,) * len(LEVEL_FACES), lair=0, draws=state.draws + chests)
    return revive(state, faces)
