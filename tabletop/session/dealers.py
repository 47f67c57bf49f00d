"""Who supplies chance events: a seeded random dealer, the players at the table, or a script."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Protocol, get_args

from tabletop.events import CHANCE, DealerEdition, Event, Record
from tabletop.plugin import Chance


class Dealer(Protocol):
    at_table: bool  # the people at the table reveal (so nothing is secret from them)

    def deal(self, chance: Chance, index: int) -> Event | None:
        """The ``index``-th chance event of the game; None: the people at the table tell."""
        ...


DEALER = 2
"""The dealer edition new games are dealt by. A record keeps the edition its game was dealt by,
so an older game replays, and its deal is checked, exactly as it was dealt.

1. A deck's card is placed by a ``random.Random`` seeded with the seed and the card.
2. By a BLAKE2b hash of the seed and the card: the same kind of shuffle for a tenth of the
   cost, which was most of the cost of a simulated game (issue #15).

Dice and every chance event that is not a deck are alike in both."""

EDITIONS: tuple[int, ...] = get_args(DealerEdition)


class RandomDealer:
    """Deals from a seed. The n-th chance event depends only on the seed, n and what is still
    possible, so undoing a decision and playing again deals the same cards: undo is no re-roll."""

    at_table = False

    def __init__(self, seed: int, edition: int = DEALER) -> None:
        if edition not in EDITIONS:
            raise ValueError(f"no dealer edition {edition}")
        self.seed = seed
        self.edition = edition

    def deal(self, chance: Chance, index: int) -> Event:
        if chance.ordered:
            values = list(chance.outcomes[:chance.count])
        elif chance.deck:
            values = deck_order(self.seed, chance.outcomes, self.edition)[:chance.count]
        elif chance.count == 1 and chance.distinct and chance.weights is None:
            values = [self.one_of(chance.outcomes, index)]
        elif len(chance.outcomes) == 1 and chance.weights is None and not chance.distinct:
            values = list(chance.outcomes) * chance.count  # as one_of: nothing to draw
        else:
            values = self._drawn(chance, random.Random(f"{self.seed}:{index}"))
        return Event(CHANCE, chance.kind, {"values": values})

    def order(self, outcomes: Sequence[str]) -> list[str]:
        """The deck of ``outcomes`` in the order ``deal`` turns it up (``tabletop.plugin.Deals``:
        a game's fast model and solver read the deal from here, never deal it themselves)."""
        return deck_order(self.seed, outcomes, self.edition)

    def one_of(self, outcomes: Sequence[str], index: int) -> str:
        """The value ``deal`` gives at ``index`` for one value among ``outcomes``, all of them
        possible alike (``Chance(outcomes=...)``), without making the chance or its event: a
        fled Scoundrel room is drawn again this way once for every card (issue #26)."""
        if len(outcomes) == 1:
            # What a seeded source would draw, without seeding one (a fled Scoundrel room's
            # last card: a quarter of those sources in a simulated game).
            return outcomes[0]
        return random.Random(f"{self.seed}:{index}").sample(outcomes, 1)[0]

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


def deck_order(seed: int, cards: Iterable[str], edition: int = DEALER) -> list[str]:
    """The cards as a deck shuffled by ``seed``, top first. Each card's place depends only on
    the seed and the card, so the cards still in the deck keep their order as others leave."""
    cards, keys = list(cards), _deck_keys(seed, edition)
    missing = [card for card in cards if card not in keys]
    if missing:
        keys.update(zip(missing, PLACES[edition](seed, missing), strict=True))
    # Pairs sort as the key (place, card) would, without a call per card: a tie of places
    # (never seen) still goes to the card's name.
    return [card for _, card in sorted(zip([keys[card] for card in cards], cards, strict=True))]


def _card_places_1(seed: int, cards: Sequence[str]) -> list[float]:
    return [random.Random(f"deck:{seed}:{card}").random() for card in cards]


def _card_places_2(seed: int, cards: Sequence[str]) -> list[float]:
    # BLAKE2b of "deck:{seed}:{card}", the seed's part hashed once and copied for each card:
    # the same digests as hashing each whole text, for a third of the cost. Scaling by a power
    # of two rounds as dividing by it does, so the places are the same floats as ever.
    seeded = hashlib.blake2b(b"deck:%d:" % seed, digest_size=7)
    places = []
    for card in cards:
        digest = seeded.copy()
        digest.update(card.encode())
        places.append(int.from_bytes(digest.digest()) * _UNIT_56)
    return places


_UNIT_56 = 2.0**-56

PLACES: dict[int, Callable[[int, Sequence[str]], list[float]]] = {
    1: _card_places_1, 2: _card_places_2}
"""Each card's place in a seed's deck, by dealer edition (each edition is in ``EDITIONS``)."""


@lru_cache(maxsize=64)
def _deck_keys(seed: int, edition: int) -> dict[str, float]:
    """Each card's place in the deck of ``seed``, filled as cards are asked for: a game deals
    from the same deck again and again, and a card's place costs more than the sort."""
    return {}


class TableDealer:
    """At the table the players reveal: the face asks them and submits what they turned over
    or rolled, like a decision."""

    at_table = True

    def deal(self, chance: Chance, index: int) -> Event | None:
        return None


def dealer_for(record: Record) -> Dealer:
    """The dealer a record's game is played with: at the table the people deal, else its seed."""
    if record.mode == "table":
        return TableDealer()
    return RandomDealer(record.seed or 0, record.dealer)


class ScriptDealer:
    """Chance events read from a transcript or a record, in order; None when it runs out."""

    at_table = False

    def __init__(self, events: Iterator[Event]) -> None:
        self.events = events

    def deal(self, chance: Chance, index: int) -> Event | None:
        return next(self.events, None)


def new_seed() -> int:
    return random.SystemRandom().randrange(10**9)
