"""The session driver: a game advances by asking its answerers for what ``awaiting`` needs.

A seat is played by a person (through any face: the face submits what they chose) or by a bot;
chance comes from a dealer: seeded random, the table (the people there type or tap what they
rolled or turned over, so the face submits it like a decision) or a script. Hotseat, table
mode, replay, simulations and tests differ only in their answerers.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from tabletop.events import BadInput, Event, IllegalAction
from tabletop.plugin import (
    Awaiting,
    Chance,
    Decision,
    Game,
    HasBots,
    Line,
    Over,
    Strategy,
)
from tabletop.session.dealers import Dealer, dealer_for
from tabletop.session.decision_random import DecisionRandom
from tabletop.session.session import Session

HINT_SECONDS = 0.1
"""What a hint may take at the table: long enough to be good, short enough not to wait."""

SCREEN_SECONDS = 0.0
"""What advice drawn on every screen may take: the first look only, the same on any machine."""


def bot_rng(seed: int | None, seat: int, step: int) -> random.Random:
    """The one seeding rule of the bots: a decision draws from the seed, the seat and the
    position in the log, so a replayed, resumed or simulated game decides alike. Its source
    costs next to nothing to make (``DecisionRandom``): a bot makes one per decision."""
    return DecisionRandom(seed, seat, step)


class Seat(Protocol):
    def decide(self, session: Session, decision: Decision) -> Event | None:
        """The seat's event, or None when a person gives it through a face."""
        ...


class Person:
    """A seat played by a person: the face submits the event."""

    def decide(self, session: Session, decision: Decision) -> Event | None:
        return None


@dataclass(frozen=True, slots=True)
class Bot:
    strategy: Strategy

    def decide(self, session: Session, decision: Decision) -> Event | None:
        rng = bot_rng(session.record.seed, decision.player, len(session.events))
        return self.strategy(session.state, decision.player, rng)


def bot_seats(session: Session) -> dict[int, Seat]:
    """The seats the record says the app plays, each with its named strategy (else the
    game's first)."""
    if not session.record.bots:
        return {}
    game = session.game
    if not isinstance(game, HasBots):
        raise BadInput("err_no_bots", game=game.meta.id)
    table = game.strategies()
    seats: dict[int, Seat] = {}
    for seat in session.record.bots:
        name = session.record.strategies.get(seat) or next(iter(table))
        seats[seat] = Bot(table[name])
    return seats


@dataclass
class Driver:
    session: Session
    dealer: Dealer
    seats: Mapping[int, Seat] = field(default_factory=dict)
    others: Seat = field(default_factory=Person)  # every seat not named in ``seats``
    _chances: int = field(init=False, default=0)

    def __post_init__(self) -> None:
        self._chances = self.session.chance_count

    @classmethod
    def for_session(cls, session: Session) -> Driver:
        """As the record says: its bots in their seats; at the table the people deal."""
        return cls(session, dealer_for(session.record), bot_seats(session))

    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def at_table(self) -> bool:
        """The people at the table reveal chance, so nothing is secret and undo takes back
        any single entry."""
        return self.dealer.at_table

    def awaiting(self) -> Awaiting:
        return self.session.awaiting()

    def seat(self, number: int) -> Seat:
        return self.seats.get(number, self.others)

    def is_person(self, number: int) -> bool:
        return isinstance(self.seat(number), Person)

    @property
    def people(self) -> int:
        return sum(1 for n in range(len(self.session.record.players)) if self.is_person(n))

    def advance(self, limit: int | None = None) -> list[int]:
        """Apply what the bots and the dealer give until a person must answer or the game is
        over (or ``limit`` events); the log indices of the events applied."""
        applied: list[int] = []
        while limit is None or len(applied) < limit:
            awaiting = self.awaiting()
            if isinstance(awaiting, Over):
                break
            if isinstance(awaiting, Chance):
                event = self.dealer.deal(awaiting, self._chances)
            else:
                event = self.seat(awaiting.player).decide(self.session, awaiting)
            if event is None:
                break
            applied.append(self._apply(event))
        return applied

    def submit(self, event: Event) -> int:
        """A person's event (a decision, or at the table what was revealed); an event nobody
        at the table may give now raises and changes nothing. The event's log index."""
        awaiting = self.awaiting()
        if isinstance(awaiting, Decision) and not event.is_chance:
            if not self.is_person(awaiting.player):
                raise IllegalAction("err_not_your_turn",
                                    player=self.session.record.players[awaiting.player])
        elif isinstance(awaiting, Chance) and not self.at_table:
            raise IllegalAction("err_dealer_deals")
        return self._apply(event)

    def _apply(self, event: Event) -> int:
        self.session.apply(event)
        if event.is_chance:
            self._chances += 1
        return len(self.session.events) - 1

    def narration(self, index: int) -> list[Line]:
        """What event ``index`` did, as the whole table sees it."""
        session = self.session
        return self.game.narrate(session.states[index], session.events[index],
                                 session.states[index + 1])

    def truncate(self, keep: int) -> None:
        """Keep the first ``keep`` events (undo: the table decides what may be taken back)."""
        self.session.truncate(keep)
        self._chances = self.session.chance_count

    def fix(self, number: int, event: Event) -> tuple[int, dict[str, Any]] | None:
        """Correct entry ``number`` (1-based) and fold the rest again (see ``Session.correct``)."""
        try:
            return self.session.correct(number, event)
        finally:
            self._chances = self.session.chance_count

    def run(self, limit: int = 100_000) -> None:
        """Play to the end where no person is asked (bots and a dealer in every role)."""
        while not isinstance(self.awaiting(), Over):
            if not self.advance(limit - len(self.session.events)):
                raise RuntimeError(f"{self.game.meta.id}: stuck or endless at event "
                                   f"{len(self.session.events)}")
