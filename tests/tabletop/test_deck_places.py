"""A seed's deck is dealt by each card's place, worked out for many cards at once
(``tabletop.session.dealers.PLACES``, issue #26); the places must be those each edition defines
card by card, or a seed would deal another deal than it always did."""

from __future__ import annotations

import hashlib
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from games.scoundrel.rules.components import DECK
from tabletop.session.dealers import PLACES, deck_order


def _defined_place(edition: int, seed: int, card: str) -> float:
    """Each edition's place of a card, as its definition states it, one card at a time."""
    if edition == 1:
        return random.Random(f"deck:{seed}:{card}").random()
    digest = hashlib.blake2b(f"deck:{seed}:{card}".encode(), digest_size=7).digest()
    return int.from_bytes(digest) / 2**56


seeds = st.integers(min_value=-(2**63), max_value=2**63 - 1)
cards = st.lists(st.sampled_from(DECK), unique=True, max_size=len(DECK))


@settings(max_examples=60, deadline=None)
@given(seed=seeds, picked=cards)
def test_the_places_are_each_editions_own(seed: int, picked: list[str]) -> None:
    for edition, places in PLACES.items():
        assert places(seed, picked) == [_defined_place(edition, seed, c) for c in picked]


@settings(max_examples=60, deadline=None)
@given(seed=seeds, picked=cards)
def test_a_deck_is_ordered_by_place_then_card(seed: int, picked: list[str]) -> None:
    for edition in PLACES:
        expected = sorted(picked, key=lambda c: (_defined_place(edition, seed, c), c))
        assert deck_order(seed, picked, edition) == expected


def test_cards_of_any_text_are_placed_alike() -> None:
    names = ["Zwölf", "10♥", "", "a:b", *DECK[:3]]
    for edition, places in PLACES.items():
        assert places(5, names) == [_defined_place(edition, 5, c) for c in names]
