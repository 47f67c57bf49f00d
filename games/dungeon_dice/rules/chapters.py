"""The story of a Dungeon dice game in chapters: the heroes chosen, then each level of each
delve, from its dungeon roll through every fight, chest and quaff to the regroup (the first
level opens with the party's roll). A level is what the watching players follow: a whole
delve tells up to some sixty lines."""

from __future__ import annotations

from collections.abc import Sequence

from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import DELVES
from tabletop.events import Event
from tabletop.plugin import Chapter, Line


def _part(state: DDState) -> tuple[int, int, int] | None:
    """The level a position belongs to (the round, the delver, the level; the party's roll
    belongs to level 1); None while heroes are chosen."""
    if state.stage == Stage.HERO:
        return None
    return state.round, state.delver, max(state.level, 1)


def _heading(state: DDState) -> Line:
    part = _part(state)
    if part is None:
        return Line("dd_ch_heroes")
    return Line("dd_ch_level", {"number": state.round + 1, "delves": DELVES,
                                "player": state.seat.name, "level": part[2]})


def chapters(states: Sequence[DDState], events: Sequence[Event]) -> list[Chapter]:
    # The event that ends a level (seeking glory, retiring, fleeing) tells what comes next;
    # the new chapter opens with the next level's dungeon roll (or the next delver's party).
    found: list[Chapter] = []
    for index in range(len(events)):
        if index == 0 or _part(states[index]) != _part(states[index - 1]):
            found.append(Chapter(index, _heading(states[index])))
    return found
