"""Who supplies chance events: a seeded random dealer, the players at the table, or a script."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache

from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance


class RandomDealer:
    """Deals from a seed. The n-th chance event depends only on the seed, n and what is still
    possible, so undoing a decision and playing again deals the same cards: undo is no re-roll."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def deal(self, chance: Chance, index: int) -> Event:
        rng = random.Random(f"{self.seed}:{index}")
        if chance.ordered:
            values = list(chance.outcomes[:chance.count])
        elif chance.deck:
            values = deck_order(self.seed, chance.outcomes)[:chance.count]
        elif chance.weights is not None:
            left = list(chance.weights)
            values = []
            for _ in range(chance.count):
                pick = rng.choices(range(len(left)), weights=left)[0]
                values.append(chance.outcomes[pick])
                if chance.distinct:
                    left[pick] -= 1
        elif chance.distinct:
            values = rng.sample(chance.outcomes, chance.count)
        else:
            values = [rng.choice(chance.outcomes) for _ in range(chance.count)]
        return Event(CHANCE, chance.kind, {"values": values})


def deck_order(seed: int, cards: Iterable[str]) -> list[str]:
    """The cards as a deck shuffled by ``seed``, top first. Each card's place depends only on
    the seed and the card, so the cards still in the deck keep their order as others leave."""
    return sorted(cards, key=lambda card: (_deck_key(seed, card), card))


@lru_cache(maxsize=8192)
def _deck_key(seed: int, card: str) -> float:
    return random.Random(f"deck:{seed}:{card}").random()


class TableDealer:
    """At the table the players reveal: ``ask`` shows what to turn over and returns their event."""

    def __init__(self, ask: Callable[[Chance], Event]) -> None:
        self.ask = ask

    def deal(self, chance: Chance, index: int) -> Event:
        return self.ask(chance)


class ScriptDealer:
    """Chance events read from a transcript, in order."""

    def __init__(self, events: Iterator[Event]) -> None:
        self.events = events

    def deal(self, chance: Chance, index: int) -> Event:
        return next(self.events)


def new_seed() -> int:
    return random.SystemRandom().randrange(10**9)
