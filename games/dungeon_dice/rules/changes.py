"""Small pure changes of a state that the moves, the treasures and the ultimates share: dice
taken from a place, brought back from the graveyard or rolled again, monsters sent to the
lair, the delver's seat changed."""

from __future__ import annotations

from typing import Any

from games.dungeon_dice.rules.components import LEVEL_FACES, MONSTERS, PARTY_FACES
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.text.terms import named
from tabletop.events import IllegalAction
from tabletop.plugin import replace

NO_MONSTERS = len(MONSTERS)


def remove(numbers: tuple[int, ...], faces: list[str], order: tuple[str, ...],
           error: str) -> tuple[int, ...]:
    left = list(numbers)
    for face in faces:
        index = order.index(face)
        if not left[index]:
            raise IllegalAction(error, face=named(face))
        left[index] -= 1
    return tuple(left)


def revive(state: DDState, faces: list[str]) -> DDState:
    """Dice back from the graveyard, showing ``faces`` (D6, the Elixir of D2)."""
    if len(faces) > state.graveyard:
        raise IllegalAction("dd_err_graveyard", count=state.graveyard)
    party = tuple(n + faces.count(f) for f, n in zip(PARTY_FACES, state.party, strict=True))
    return replace(state, party=party, graveyard=state.graveyard - len(faces))


def roll_again(state: DDState, party_faces: list[str], dungeon_faces: list[str]) -> DDState:
    """Dice taken up to be rolled again (a Scroll, D5; the Commander, D12)."""
    party = remove(state.party, party_faces, PARTY_FACES, "dd_err_no_such_die")
    dungeon = remove(state.dungeon, dungeon_faces, LEVEL_FACES, "dd_err_no_such_dungeon_die")
    return replace(state, party=party, dungeon=dungeon, roll_party=len(party_faces),
                   roll_dungeon=len(dungeon_faces))


def monsters_to_lair(state: DDState) -> DDState:
    """Dragon Bait and the Knight: every monster becomes a dragon face in the lair."""
    monsters = sum(state.dungeon[:NO_MONSTERS])
    return replace(state, dungeon=(0,) * NO_MONSTERS + state.dungeon[NO_MONSTERS:],
                   lair=state.lair + monsters)


def with_seat(state: DDState, **changes: Any) -> DDState:
    seats = list(state.seats)
    seats[state.delver] = replace(state.seat, **changes)
    return replace(state, seats=tuple(seats))
