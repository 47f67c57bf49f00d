"""The moves only some heroes have (D18-D20): a specialty used on purpose (``ability``), the
choices made while forming the party (``set``), and treasures discarded (``discard``)."""

from __future__ import annotations

from games.dungeon_dice.rules.changes import remove
from games.dungeon_dice.rules.companions import roles, spend, take_token
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKEN_INDEX,
)
from games.dungeon_dice.rules.heroes import SCOUTED_LEVELS
from games.dungeon_dice.rules.levels import begin_level
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.text.terms import named
from tabletop.events import Event, IllegalAction
from tabletop.plugin import replace

# D18, D20: the re-roll a hero may make once per level, and of which dice.
ONCE_A_LEVEL = {"tracker": ("goblin",), "toulak": LEVEL_FACES}


def _faces(event: Event, key: str) -> list[str]:
    found = event.data.get(key, [])
    if not isinstance(found, list) or not all(isinstance(f, str) for f in found):
        raise IllegalAction("dd_err_values")
    return found


def ability(state: DDState, event: Event) -> DDState:
    hero = state.seat.hero or ""
    data = event.data
    if state.stage not in (Stage.MONSTERS, Stage.LOOT, Stage.DRAGON, Stage.REGROUP):
        raise IllegalAction(f"dd_err_not_in_{state.stage}")
    if hero in ONCE_A_LEVEL:
        # Tracker: a Goblin, in the monster phase; Tou'lak: any die on the level but a Dragon.
        target = data.get("target")
        if hero == "tracker" and state.stage != Stage.MONSTERS:
            raise IllegalAction("dd_err_monster_phase_only")
        if state.level_ability:
            raise IllegalAction("dd_err_once_a_level")
        if target not in ONCE_A_LEVEL[hero]:
            raise IllegalAction("dd_err_target_kind", monster=named(target))
        dungeon = remove(state.dungeon, [str(target)], LEVEL_FACES, "dd_err_no_such_dungeon_die")
        return replace(state, dungeon=dungeon, roll_dungeon=state.roll_dungeon + 1,
                       level_ability=True)
    if hero == "loeg-yllavyre":  # a Scroll turns 1 monster into a Dragon in the lair
        if state.stage != Stage.MONSTERS:
            raise IllegalAction("dd_err_monster_phase_only")
        source, target = data.get("with"), data.get("target")
        if not isinstance(source, str) or "scroll" not in roles(state, source):
            raise IllegalAction("dd_err_not_scroll", source=named(source))
        if target not in MONSTERS:
            raise IllegalAction("dd_err_target_kind", monster=named(target))
        dungeon = remove(state.dungeon, [str(target)], LEVEL_FACES, "dd_err_no_monster")
        return replace(spend(state, source), dungeon=dungeon, lair=state.lair + 1)
    if hero == "tristan":  # while exhausted, a treasure refreshes him
        if not state.ultimate_used:
            raise IllegalAction("dd_err_not_exhausted")
        token = data.get("token")
        if not isinstance(token, str) or token not in TOKEN_INDEX:
            raise IllegalAction("dd_err_not_token", text=named(token))
        return replace(take_token(state, token), ultimate_used=False)
    raise IllegalAction("dd_err_no_ability")


def set_dice(state: DDState, event: Event) -> DDState:
    """While forming the party: Loeg Yllavyre sets 2 party dice to Scroll; the Scout sets his
    six dungeon dice as levels 1, 2 and 3 (D18, D20)."""
    if state.stage != Stage.MULLIGAN:
        raise IllegalAction(f"dd_err_not_in_{state.stage}")
    hero = state.seat.hero
    if hero == "loeg-yllavyre":
        faces = _faces(event, "faces")
        if len(faces) != 2 or any(f not in PARTY_FACES for f in faces):
            raise IllegalAction("dd_err_set_scrolls")
        party = list(remove(state.party, faces, PARTY_FACES, "dd_err_no_such_die"))
        party[PARTY_FACES.index("scroll")] += 2
        return begin_level(replace(state, party=tuple(party)), 1)
    if hero == "scout":
        levels = event.data.get("levels")
        if not isinstance(levels, list) or len(levels) != SCOUTED_LEVELS or any(
                not isinstance(level, list) or len(level) != n + 1
                for n, level in enumerate(levels)):
            raise IllegalAction("dd_err_scout_levels")
        every = [face for level in levels for face in level]
        if any(f not in DUNGEON_FACES for f in every) or sorted(every) != sorted(
                f for f, n in zip(DUNGEON_FACES, state.scouted, strict=True) for _ in range(n)):
            raise IllegalAction("dd_err_scout_levels")
        preset = tuple(tuple(level.count(f) for f in DUNGEON_FACES) for level in levels)
        return begin_level(replace(state, scouted=(), preset=preset), 1)
    raise IllegalAction("dd_err_not_in_mulligan")


def discard(state: DDState, event: Event) -> DDState:
    """The Archaeologist's treasures given up: after the ultimate's draw, and six at the end
    of the game (D18); a discarded treasure goes back to the bag."""
    if not state.discards:
        raise IllegalAction("dd_err_no_discard")
    tokens = _faces(event, "tokens")
    if len(tokens) != state.discards or any(t not in TOKEN_INDEX for t in tokens):
        raise IllegalAction("dd_err_discard_count", count=state.discards)
    for token in tokens:
        state = take_token(state, token)
    return replace(state, discards=0)
