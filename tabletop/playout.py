"""Random play through the plugin interface: the loop behind benchmarks, soak runs and tests."""

from __future__ import annotations

import random
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


def random_playout(game: Game[Any], start: Any, seed: int, *, limit: int = 100_000) -> Playout:
    """Chance from a seeded dealer, each decision a uniformly random legal action."""
    rng = random.Random(seed)
    dealer = RandomDealer(seed)
    state, chances = start, 0
    events: list[Event] = []
    while True:
        awaiting = game.awaiting(state)
        if isinstance(awaiting, Chance):
            event = dealer.deal(awaiting, chances)
            chances += 1
        elif isinstance(awaiting, Decision):
            event = rng.choice(awaiting.actions)
        else:
            return Playout(start, events, state)
        state = game.turn(state, event)
        events.append(event)
        if len(events) > limit:
            raise PlayoutTooLong(f"{game.meta.id}: no end after {limit} events (seed {seed})")
