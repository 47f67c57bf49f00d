"""Helpers shared by the Scoundrel rule tests: turning cards over, playing, set-up states."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

import pytest

from games.scoundrel.play import solver
from games.scoundrel.play.engine import Under, dealt_deck, dealt_under
from games.scoundrel.rules.components import DECK_SET, MAX_HEALTH
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, setup, turn
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.session.dealers import DEALER, RandomDealer

RUN = Event(SEAT, "run", {"shuffled": True})  # S6: what the app offers and reads


# A seeded game's deal as the host hands it to the engine and the solver (``RandomDealer``).

def deck_for_seed(seed: int, dealer: int = DEALER) -> tuple[str, ...]:
    """The deck a hotseat game of ``seed`` turns up, top first."""
    return dealt_deck(RandomDealer(seed, dealer))


def under_for_seed(seed: int, dealer: int = DEALER) -> Under:
    """S6: the order that game turns a fled room's cards again."""
    return dealt_under(RandomDealer(seed, dealer))


def solve_seed(seed: int, options: ScoundrelOptions | None = None,
               time_limit: float | None = None, *, dealer: int = DEALER,
               max_nodes: int | None = None) -> solver.Solution:
    """The solver on the deal of a hotseat game of ``seed``."""
    return solver.solve_dealt(RandomDealer(seed, dealer), options, time_limit,
                              max_nodes=max_nodes)


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


# A transcript both the rules' and the replay verb's tests read.
EXAMPLE = """\
options weapon_rule=lower_or_equal   # the reading of 001
# scoundrel transcript: the worked example of 002, then one more room

room 7D KS 5H 9C                     # chance: the cards turned over, in order
play 7D                              # weapon: equip
play KS                              # 13 - 7 = 6 damage
Play 5h                              # potion: 19
room 2C 3S 4H
play 9C                              # 9 - 7 = 2 damage
play 2C bare                         # barehanded by choice
"""
