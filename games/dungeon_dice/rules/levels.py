"""A level begins (D4): the dice it rolls, or the Scout's dice set for it (D18)."""

from __future__ import annotations

from games.dungeon_dice.rules import specialties
from games.dungeon_dice.rules.components import DUNGEON_FACES, LEVEL_FACES
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.plugin import replace

NO_SCOUTED = (0,) * len(DUNGEON_FACES)


def begin_level(state: DDState, level: int) -> DDState:
    # D4: as many dungeon dice as the level, but no more than the dungeon master still has.
    state = replace(state, level=level, stage=Stage.MONSTERS, level_ability=False,
                    dragon_slain=False)
    if state.preset and level <= len(state.preset):
        # D18: the Scout's dice set for this level lie there; a Dragon reaches the lair now.
        faces = state.preset[level - 1]
        preset = tuple(NO_SCOUTED if i == level - 1 else p for i, p in enumerate(state.preset))
        dungeon = tuple(n + faces[DUNGEON_FACES.index(f)]
                        for f, n in zip(LEVEL_FACES, state.dungeon, strict=True))
        return specialties.after_roll(replace(
            state, preset=preset if any(map(sum, preset)) else (), dungeon=dungeon,
            lair=state.lair + faces[DUNGEON_FACES.index("dragon")]))
    return replace(state, roll_dungeon=min(level, state.dungeon_pool))
