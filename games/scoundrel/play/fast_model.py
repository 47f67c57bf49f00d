"""Scoundrel's engine behind the host's ``FastModel`` protocol: a rules state as an engine
position, the engine's moves as events, and a play (or a card turned over) through the engine.

A position is what the table knows (S10): the dungeon as the never-seen cards (a set) and the
fled rooms in the order they went under, the room in the order it was turned. Everything else is
the engine's: ints for cards, the weapon as its value and cap. The conformance suite and
``tests/scoundrel/test_fast_model.py`` play random games and check at every step that this
model and ``rules.awaiting``/``rules.turn`` agree, so the advice, which searches with the same
engine functions from a loaded position, plays by the rules.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel

from games.scoundrel.play.engine import (
    BARE,
    CARD,
    FIGHT,
    ROOM_SIZE,
    RUN,
    EngineState,
    apply,
    cap_of,
    dealt_deck,
    dealt_under,
    is_over,
    may_run,
    moves,
    new_game,
    resolve,
    score,
    turn_over,
)
from games.scoundrel.play.engine import legal_moves as engine_moves
from games.scoundrel.rules.components import DECK, ORDER, VALUE
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState, Status
from games.scoundrel.rules.turn import RUN as RUN_EVENT
from games.scoundrel.rules.turn import SEAT
from tabletop.events import Event
from tabletop.plugin import Deals, FastStrategy, PlayerScore, ScoreSheet


@dataclass(frozen=True, slots=True)
class Position:
    health: int
    weapon: int  # its value; 0: none
    cap: int  # a monster below it may be fought (engine.cap_of)
    room: tuple[int, ...]
    played: int
    potion_used: bool
    ran_last: bool
    last: int  # the card played last, -1 before the first
    unseen: frozenset[int]
    batches: tuple[tuple[int, ...], ...]
    or_equal: int
    room_penalty: bool

    @property
    def dungeon_size(self) -> int:
        return len(self.unseen) + sum(len(b) for b in self.batches)

    @property
    def over(self) -> bool:
        """S8: no health left, or every card played."""
        return self.health <= 0 or not (self.room or self.unseen or self.batches)

    @property
    def needs_cards(self) -> bool:
        """S2: a turn begins by filling the room while the dungeon has cards."""
        return (not self.over and not self.played and len(self.room) < ROOM_SIZE
                and self.dungeon_size > 0)


def load(state: ScoundrelState) -> Position:
    """Every rules state has its position: the model reaches all of them."""
    weapon = VALUE[state.weapon] if state.weapon is not None else 0
    or_equal = 1 if state.options.weapon_rule == "lower_or_equal" else 0
    last_slain = VALUE[state.slain[-1]] if state.slain else None
    return Position(
        health=state.health, weapon=weapon, cap=cap_of(weapon, last_slain, or_equal),
        room=tuple(ORDER[c] for c in state.room), played=state.played,
        potion_used=state.potion_used, ran_last=state.ran_last,
        last=-1 if state.last_played is None else ORDER[state.last_played],
        unseen=frozenset(ORDER[c] for c in state.unseen),
        batches=tuple(tuple(ORDER[c] for c in batch) for batch in state.batches),
        or_equal=or_equal, room_penalty=state.options.death_penalty == "dungeon_and_room")


def legal_moves(position: Position) -> list[int]:
    if position.over or position.needs_cards:
        return []
    run = may_run(position.played, len(position.room), position.dungeon_size, position.ran_last)
    return moves(position.room, position.cap, run)


def event_of(move: int) -> Event:
    if move == RUN:
        return RUN_EVENT
    card = DECK[move & CARD]
    return Event(SEAT, "play", {"card": card, "with": "bare"} if move & BARE else {"card": card})


def move_of(event: Event, cap: int) -> int:
    """The engine's move for a play or a run: "play X" fights with the weapon when it may (S4),
    "bare" only names a move when the weapon could fight."""
    if event.kind == "run":
        return RUN
    card = ORDER[event.data["card"]]
    if FIGHT[card] < cap and event.data.get("with") == "bare":
        return card | BARE
    return card


def play_move(position: Position, move: int) -> Position:
    if move == RUN:
        # S6: the room goes under the dungeon, after the rooms fled before.
        return replace(position, room=(), ran_last=True,
                        batches=(*position.batches, position.room))
    card = move & CARD
    room = list(position.room)
    room.remove(card)
    health, weapon, cap, potion_used = resolve(position.health, position.weapon, position.cap,
                                               position.potion_used, move, position.or_equal)
    played, ran_last = position.played + 1, position.ran_last
    if turn_over(played, len(room)):
        played, potion_used, ran_last = 0, False, False
    return replace(position, health=health, weapon=weapon, cap=cap, room=tuple(room),
                    played=played, potion_used=potion_used, ran_last=ran_last, last=card)


def turn_up(position: Position, cards: Sequence[str]) -> Position:
    """Cards turned over into the room: never-seen ones first, then the oldest fled room's."""
    unseen, batches, room = position.unseen, position.batches, position.room
    for name in cards:
        card = ORDER[name]
        if unseen:
            unseen = unseen - {card}
        else:
            rest = tuple(c for c in batches[0] if c != card)
            batches = ((rest,) if rest else ()) + batches[1:]
        room += (card,)
    return replace(position, unseen=unseen, batches=batches, room=room)


class Dealt:
    """A whole game over a seed's deal (``FastPlayout``): the engine's game, which deals the
    fled rooms again as the host's dealer does (``dealt_under``), and the decisions made."""

    __slots__ = ("decisions", "engine", "player")

    def __init__(self, engine: EngineState, player: str) -> None:
        self.engine = engine
        self.player = player
        self.decisions = 0

    @property
    def events(self) -> int:
        """The hotseat log's length: one chance event per card turned over (the deck's, and
        each fled room's four again), and the decisions."""
        engine = self.engine
        return len(DECK) + ROOM_SIZE * engine.runs - len(engine.dungeon) + self.decisions


def uniform(game: Dealt, seat: int, moves: Sequence[int], rng: random.Random) -> int:
    """``bots.uniform``'s fast form: the same draw, from moves listed as the actions are."""
    return rng.choice(moves)


FAST_STRATEGIES: Mapping[str, FastStrategy] = {"random": uniform}


class EngineModel:
    """The ``FastModel`` of Scoundrel, and its ``FastPlayout``: a seed's game on the engine,
    which lists the moves as ``rules.awaiting`` lists the actions."""

    def load(self, state: Any) -> Position:
        assert isinstance(state, ScoundrelState)
        return load(state)

    def legal(self, position: Any) -> Sequence[Event]:
        return [event_of(move) for move in legal_moves(position)]

    def play(self, position: Any, event: Event) -> Position:
        if event.is_chance:
            return turn_up(position, event.data["values"])
        return play_move(position, move_of(event, position.cap))

    def fast_strategies(self) -> Mapping[str, FastStrategy]:
        return FAST_STRATEGIES

    def start(self, options: BaseModel, players: list[str], deals: Deals) -> Dealt:
        assert isinstance(options, ScoundrelOptions)
        return Dealt(new_game(dealt_deck(deals), options, dealt_under(deals)),
                     players[0] if players else "")

    def decision(self, game: Any) -> tuple[int, int, Sequence[int]] | None:
        engine = game.engine
        if is_over(engine):
            return None
        return SEAT, game.events, engine_moves(engine)

    def decide(self, game: Any, move: Any) -> None:
        apply(game.engine, move)
        game.decisions += 1

    def final(self, game: Any) -> ScoreSheet:
        total = score(game.engine)
        won = game.engine.health > 0
        return ScoreSheet(status=(Status.WON if won else Status.LOST).value,
                          players=(PlayerScore(game.player, total),),
                          winners=(game.player,) if won and game.player else ())


MODEL = EngineModel()


def fast_model() -> EngineModel:
    return MODEL

