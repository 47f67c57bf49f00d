"""Who supplies chance events: a seeded random dealer, the players at the table, or a script."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Protocol

from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance


class Dealer(Protocol):
    at_table: bool  # the people at the table reveal (so nothing is secret from them)

    def deal(self, chance: Chance, index: int) -> Event | None:
        """The ``index``-th chance event of the game; None: the people at the table tell."""
        ...


class RandomDealer:
    """Deals from a seed. The n-th chance event depends only on the seed, n and what is still
    possible, so undoing a decision and playing again deals the same cards: undo is no re-roll."""

    at_table = False

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def deal(self, chance: Chance, index: int) -> Event:
        if chance.ordered:
            values = list(chance.outcomes[:chance.count])
        elif chance.deck:
            values = deck_order(self.seed, chance.outcomes)[:chance.count]
        else:
            values = self._drawn(chance, random.Random(f"{self.seed}:{index}"))
        return Event(CHANCE, chance.kind, {"values": values})

    @staticmethod
    def _drawn(chance: Chance, rng: random.Random) -> list[str]:
        if chance.weights is not None:
            left = list(chance.weights)
            values = []
            for _ in range(chance.count):
                pick = rng.choices(range(len(left)), weights=left)[0]
                values.append(chance.outcomes[pick])
                if chance.distinct:
                    left[pick] -= 1
            return values
        if chance.distinct:
            return rng.sample(chance.outcomes, chance.count)
        return [rng.choice(chance.outcomes) for _ in range(chance.count)]


def deck_order(seed: int, cards: Iterable[str]) -> list[str]:
    """The cards as a deck shuffled by ``seed``, top first. Each card's place depends only on
    the seed and the card, so the cards still in the deck keep their order as others leave."""
    cards, keys = list(cards), _deck_keys(seed)
    for card in cards:
        if card not in keys:
            keys[card] = random.Random(f"deck:{seed}:{card}").random()
    return sorted(cards, key=lambda card: (keys[card], card))


@lru_cache(maxsize=64)
def _deck_keys(seed: int) -> dict[str, float]:
    """Each card's place in the deck of ``seed``, filled as cards are asked for: a game deals
    from the same deck again and again, and a ``Random`` costs more than the sort."""
    return {}


class TableDealer:
    """At the table the players reveal: the face asks them and submits what they turned over
    or rolled, like a decision."""

    at_table = True

    def deal(self, chance: Chance, index: int) -> Event | None:
        return None


class ScriptDealer:
    """Chance events read from a transcript or a record, in order; None when it runs out."""

    at_table = False

    def __init__(self, events: Iterator[Event]) -> None:
        self.events = events

    def deal(self, chance: Chance, index: int) -> Event | None:
        return next(self.events, None)


def new_seed() -> int:
    return random.SystemRandom().randrange(10**9)
