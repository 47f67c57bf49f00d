"""Play through the plugin interface with a seeded dealer: the loop behind simulations,
benchmarks, soak runs and tests."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.dealers import RandomDealer
from tabletop.events import Event
from tabletop.plugin import Chance, Decision, Game


class PlayoutTooLong(Exception):
    """A game that did not end within the step limit: a rules bug, never a user's error."""


@dataclass(frozen=True, slots=True)
class Playout:
    start: Any
    events: list[Event]
    final: Any


# Makes a decision: (state, the decision awaited, events so far) -> the event played.
Decide = Callable[[Any, Decision, int], Event]


def playout(game: Game[Any], start: Any, seed: int, decide: Decide, *,
            limit: int = 100_000) -> Playout:
    """Chance from a dealer seeded as ``play`` seeds it, each decision by ``decide``."""
    dealer = RandomDealer(seed)
    state, chances = start, 0
    events: list[Event] = []
    while True:
        awaiting = game.awaiting(state)
        if isinstance(awaiting, Chance):
            event = dealer.deal(awaiting, chances)
            chances += 1
        elif isinstance(awaiting, Decision):
            event = decide(state, awaiting, len(events))
        else:
            return Playout(start, events, state)
        state = game.turn(state, event)
        events.append(event)
        if len(events) > limit:
            raise PlayoutTooLong(f"{game.meta.id}: no end after {limit} events (seed {seed})")


def random_playout(game: Game[Any], start: Any, seed: int, *, limit: int = 100_000) -> Playout:
    """Each decision a uniformly random legal action."""
    rng = random.Random(seed)
    return playout(game, start, seed, lambda _state, now, _step: rng.choice(now.actions),
                   limit=limit)
