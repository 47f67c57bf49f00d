"""Helpers shared by the Scoundrel rule tests: turning cards over, playing, set-up states."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from games.scoundrel.rules.components import DECK_SET, MAX_HEALTH
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, setup, turn
from tabletop.events import CHANCE, Event, IllegalAction

RUN = Event(SEAT, "run", {"shuffled": True})  # S6: what the app offers and reads


def reveal(state: ScoundrelState, *cards: str) -> ScoundrelState:
    """Turn ``cards`` over into the room (the chance event)."""
    return turn(state, Event(CHANCE, "room", {"values": list(cards)}))


def play(state: ScoundrelState, card: str, how: str | None = None) -> ScoundrelState:
    """Play ``card`` from the room, ``how`` being ``"bare"``, ``"weapon"`` or unsaid."""
    data = {"card": card} if how is None else {"card": card, "with": how}
    return turn(state, Event(SEAT, "play", data))


def start(*cards: str, health: int = MAX_HEALTH, **options: str) -> ScoundrelState:
    """A new game (with ``options``) whose first room is ``cards``, at ``health``."""
    state = reveal(setup(ScoundrelOptions(**options)), *cards)
    return replace(state, health=health)


def endgame(room: Iterable[str], unseen: Iterable[str] = (), *, health: int = MAX_HEALTH,
            weapon: str | None = None, **options: str) -> ScoundrelState:
    """A late state: every card not in the room, the dungeon or the weapon is in the discard."""
    room, unseen = tuple(room), frozenset(unseen)
    rest = DECK_SET - set(room) - unseen - {weapon}
    return replace(setup(ScoundrelOptions(**options)), unseen=unseen, room=room,
                   weapon=weapon, discard=tuple(sorted(rest)), health=health)


def illegal(state: ScoundrelState, event: Event) -> str:
    """The key of the ``IllegalAction`` that ``event`` raises in ``state``."""
    with pytest.raises(IllegalAction) as info:
        turn(state, event)
    return info.value.key
