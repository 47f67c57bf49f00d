"""Play through the session driver with a seeded dealer: the loop behind simulations,
benchmarks, soak runs and tests; and the same game through a game's ``FastPlayout``."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from tabletop.events import Event
from tabletop.plugin import Decision, FastPlayout, FastStrategy, Game, ScoreSheet
from tabletop.session.dealers import RandomDealer
from tabletop.session.driver import Driver, bot_rng, bot_seats
from tabletop.session.session import Session


class PlayoutTooLong(Exception):
    """A game that did not end within the step limit: a rules bug, never a user's error."""


@dataclass(frozen=True, slots=True)
class Playout:
    start: Any
    events: list[Event]
    final: Any
    states: tuple[Any, ...] = ()  # states[i] is the state before events[i]; states[-1] is final

    def steps(self) -> Iterator[tuple[Any, Event, Any]]:
        """Each event with the states before and after it (for a check at every step)."""
        return zip(self.states[:-1], self.events, self.states[1:], strict=True)


# Makes a decision: (state, the decision awaited, events so far) -> the event played.
Decide = Callable[[Any, Decision, int], Event]


@dataclass(frozen=True, slots=True)
class Decider:
    """A seat (or every seat) answered by one function: a bot per seat, a random chooser, a
    test's plan."""

    choose: Decide

    def decide(self, session: Session, decision: Decision) -> Event:
        return self.choose(session.state, decision, len(session.events))


def playout(game: Game[Any], start: Any, seed: int, decide: Decide, *,
            limit: int = 100_000) -> Playout:
    """Chance from a dealer seeded as ``play`` seeds it, each decision by ``decide``."""
    session = Session.of(game, start, seed=seed)
    driver = Driver(session, RandomDealer(seed), others=Decider(decide))
    driver.advance(limit + 1)
    if len(session.events) > limit:
        raise PlayoutTooLong(f"{game.meta.id}: no end after {limit} events (seed {seed})")
    return Playout(start, session.events, session.state, tuple(session.states))


def play_on(session: Session, seed: int, decide: Decide, *, steps: int | None = None,
            stop: Callable[[Session], bool] | None = None, limit: int = 100_000) -> Session:
    """``playout`` for a session already started (with its store, its bots in their seats):
    chance from the dealer of ``seed``, each other seat's decision by ``decide``; to the end,
    or until the session holds ``steps`` events or ``stop(session)`` says so."""
    driver = Driver(session, RandomDealer(seed), bot_seats(session), others=Decider(decide))
    while not session.over and not (steps is not None and len(session.events) >= steps) \
            and not (stop is not None and stop(session)):
        if len(session.events) >= limit:
            raise PlayoutTooLong(f"{session.game.meta.id}: no end after {limit} events "
                                 f"(seed {seed})")
        driver.advance(1)
    return session


def random_playout(game: Game[Any], start: Any, seed: int, *, limit: int = 100_000) -> Playout:
    """Each decision a uniformly random legal action."""
    rng = random.Random(seed)
    return playout(game, start, seed, lambda _state, now, _step: rng.choice(now.actions),
                   limit=limit)


def fast_playout(model: FastPlayout, options: BaseModel, players: list[str], seed: int,
                 bots: Sequence[FastStrategy], *, limit: int = 100_000) -> ScoreSheet:
    """The score of the game ``playout`` plays with a bot in every seat (``bots`` by seat,
    each drawing from ``bot_rng`` as a hotseat bot does), played through the game's fast
    model: no rules states, events or log."""
    game = model.start(options, players, RandomDealer(seed))
    decide = model.decide
    while (now := model.decision(game)) is not None:
        seat, step, moves = now
        if step > limit:
            raise PlayoutTooLong(f"no end after {limit} events (seed {seed})")
        decide(game, bots[seat](game, seat, moves, bot_rng(seed, seat, step)))
    return model.final(game)
