"""The strong bot's search board (``board.Board``) behind the host's ``FastModel`` protocol.

The search plays whole rounds from the moment the movement cards are chosen: a position is the
table as a ``Board`` holds it (pieces, crews, dives, harbour, Black Jack and his hirer) with the
round's cards chosen so far, its movement cards left, and Black Jack's pile.

* ``load`` reaches every state in which movement cards are being chosen (H3; H12: the hirer's
  card for Black Jack); no state of the setup, the bidding, or a round being resolved.
* ``legal`` lists the movement cards the choosing seat may play (or the hirer's cards for
  Black Jack), as ``awaiting`` does.
* ``play`` follows every choice but the last: the last one reveals the cards, and the round
  that follows turns cards and waits for choices the board makes in one go (the board draws
  the face-down cards from a pool and picks as a good player would).

How the board resolves a round is checked against the rules in ``tests/halunken/
test_fast_model.py``: each round of random games is played again on the board with the cards the
rules turned and the choices the board makes, and must end on the same table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from games.halunken.play.search_board import Board, board_of
from games.halunken.rules.components import MOVES
from games.halunken.rules.state import HState, Phase
from tabletop.events import Event


@dataclass(frozen=True, slots=True)
class Position:
    """A round whose movement cards are being chosen; seats' hands and the harbour as sorted
    tuples (the board keeps them in the order taken, which no rule reads)."""

    captains: tuple[int, ...]
    hands: tuple[tuple[str, ...], ...]
    up: tuple[str | None, ...]
    down: tuple[int, ...]
    harbour: tuple[str, ...]
    bj: int  # -1: not on the board
    controller: int  # -1: nobody hired him
    used: tuple[frozenset[str], ...]
    chosen: tuple[str | None, ...]
    bj_deck: tuple[str, ...]
    bj_card: str | None

    @classmethod
    def of(cls, board: Board, state: HState) -> Position:
        return cls(tuple(board.captains), tuple(tuple(sorted(h)) for h in board.hands),
                   tuple(board.up), tuple(board.down), tuple(sorted(board.harbour)), board.bj,
                   board.controller, tuple(frozenset(u) for u in state.used), state.chosen,
                   state.bj_deck, state.bj_card)

    def board(self) -> Board:
        """A fresh search board of this table (with no face-down cards drawn yet)."""
        return Board(list(self.captains), [list(h) for h in self.hands], list(self.up),
                            list(self.down), list(self.harbour), self.bj, self.controller, [])

    @property
    def chooser(self) -> int | None:
        """H3: the seats choose in seating order; H12: the hirer picks Black Jack's card at
        their turn, before their own."""
        return next((i for i, c in enumerate(self.chosen) if c is None), None)

    @property
    def owes_jack(self) -> bool:
        return len(self.captains) == 2 and self.controller >= 0 and self.bj_card is None


class BoardModel:
    def load(self, state: HState) -> Position | None:
        if state.phase != Phase.CHOOSE or state.queue:
            return None
        return Position.of(board_of(state), state)

    def legal(self, position: Position) -> Sequence[Event]:
        seat = position.chooser
        if position.owes_jack and seat in (None, position.controller):
            hirer = position.controller
            return [Event(hirer, "jack_card", {"card": m}) for m in position.bj_deck]
        assert seat is not None
        return [Event(seat, "move", {"card": m}) for m in MOVES
                if m not in position.used[seat]]

    def play(self, position: Position, event: Event) -> Position | None:
        card = str(event.data.get("card"))
        if event.kind == "jack_card":
            after = replace(position, bj_card=card,
                            bj_deck=tuple(m for m in position.bj_deck if m != card))
        elif event.kind == "move" and isinstance(event.actor, int):
            seat = event.actor
            after = replace(position, chosen=tuple(card if i == seat else c
                                                   for i, c in enumerate(position.chosen)))
        else:
            return None
        if after.chooser is None and not after.owes_jack:
            return None  # the reveal: the round is played by the board in one go
        return after
