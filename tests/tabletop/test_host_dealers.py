"""tabletop.session.dealers: a seeded dealer is a pure function of (seed, index, what is
possible)."""

from __future__ import annotations

import random

import pytest

from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance
from tabletop.session.dealers import RandomDealer, ScriptDealer, TableDealer, new_seed

CARDS = tuple(f"{rank}{suit}" for suit in "CSDH" for rank in ("2", "3", "4", "5", "6", "7", "8",
                                                              "9", "10", "J", "Q", "K", "A"))
FOUR_CARDS = Chance(kind="room", what="sc_chance_room", outcomes=CARDS, count=4)
ONE_CARD = Chance(kind="room", what="sc_chance_room", outcomes=CARDS)
DICE = Chance(kind="roll", what="roll", outcomes=("1", "2", "3", "4", "5", "6"), count=30,
              distinct=False)


@pytest.mark.parametrize("chance", [ONE_CARD, FOUR_CARDS, DICE], ids=["one", "four", "dice"])
def test_same_seed_and_index_give_the_same_event(chance: Chance) -> None:
    for seed in range(20):
        for index in range(5):
            first = RandomDealer(seed).deal(chance, index)
            assert RandomDealer(seed).deal(chance, index) == first
            assert first.actor == CHANCE and first.is_chance
            assert first.kind == chance.kind
            assert set(first.data) == {"values"}


@pytest.mark.parametrize("chance", [ONE_CARD, FOUR_CARDS, DICE], ids=["one", "four", "dice"])
def test_values_are_outcomes_and_count_is_honoured(chance: Chance) -> None:
    for seed in range(50):
        values = RandomDealer(seed).deal(chance, seed % 7).data["values"]
        assert isinstance(values, list)
        assert len(values) == chance.count
        assert set(values) <= set(chance.outcomes)


def test_distinct_chance_never_repeats_a_value() -> None:
    for seed in range(200):
        values = RandomDealer(seed).deal(FOUR_CARDS, seed).data["values"]
        assert len(set(values)) == len(values) == 4
    whole = Chance(kind="room", what="x", outcomes=CARDS[:6], count=6)
    assert sorted(RandomDealer(1).deal(whole, 0).data["values"]) == sorted(CARDS[:6])


def test_dice_may_repeat() -> None:
    values = RandomDealer(4).deal(DICE, 0).data["values"]
    assert len(set(values)) < len(values)  # 30 dice, 6 faces


def test_distinct_chances_give_distinct_deals() -> None:
    """Different indices (and different seeds) are different deals, not one card again."""
    by_index = {tuple(RandomDealer(9).deal(FOUR_CARDS, i).data["values"]) for i in range(50)}
    by_seed = {tuple(RandomDealer(s).deal(FOUR_CARDS, 0).data["values"]) for s in range(50)}
    assert len(by_index) == 50
    assert len(by_seed) == 50
    singles = [RandomDealer(9).deal(ONE_CARD, i).data["values"][0] for i in range(40)]
    assert len(set(singles)) > 10


def test_the_deal_depends_on_what_is_still_possible_only_by_value() -> None:
    """Same seed, same index, same outcomes: same deal, whatever happened in between."""
    again = Chance(kind="room", what="sc_chance_room", outcomes=tuple(CARDS), count=4)
    assert RandomDealer(3).deal(again, 7) == RandomDealer(3).deal(FOUR_CARDS, 7)


def test_dealer_is_independent_of_the_global_random_state() -> None:
    import random

    random.seed(1)
    first = RandomDealer(5).deal(FOUR_CARDS, 2)
    random.seed(2)
    random.random()
    assert RandomDealer(5).deal(FOUR_CARDS, 2) == first


def test_table_dealer_leaves_chance_to_the_people_at_the_table() -> None:
    dealer = TableDealer()
    assert dealer.at_table and dealer.deal(ONE_CARD, 3) is None


def test_script_dealer_reads_in_order_then_stops() -> None:
    events = [Event(CHANCE, "room", {"values": [c]}) for c in ("2C", "3C")]
    dealer = ScriptDealer(iter(events))
    assert [dealer.deal(ONE_CARD, 0), dealer.deal(ONE_CARD, 0)] == events
    assert dealer.deal(ONE_CARD, 0) is None and not dealer.at_table


def test_new_seed_is_a_small_int() -> None:
    seeds = {new_seed() for _ in range(5)}
    assert all(isinstance(s, int) and 0 <= s < 10**9 for s in seeds)
    assert len(seeds) > 1


def test_a_deck_chance_is_dealt_in_the_seeds_order_whatever_was_dealt_before() -> None:
    from tabletop.session.dealers import deck_order

    cards = tuple(f"{v}C" for v in range(2, 11))
    order = deck_order(7, cards)
    assert sorted(order) == sorted(cards)
    whole = Chance(kind="room", what="x", outcomes=cards, count=4, deck=True)
    assert RandomDealer(7).deal(whole, 0).data["values"] == order[:4]
    rest = tuple(sorted(set(cards) - set(order[:4])))
    later = Chance(kind="room", what="x", outcomes=rest, count=3, deck=True)
    assert RandomDealer(7).deal(later, 5).data["values"] == order[4:7]
    assert deck_order(8, cards) != order


def test_an_ordered_chance_is_dealt_from_the_top() -> None:
    batch = Chance(kind="room", what="x", outcomes=("9C", "2H", "KS"), count=2, ordered=True)
    assert RandomDealer(3).deal(batch, 0).data["values"] == ["9C", "2H"]


@pytest.mark.parametrize("chance", [
    Chance(kind="room", what="sc_chance_room", outcomes=("7D",)),
    Chance(kind="roll", what="roll", outcomes=("6",), count=3, distinct=False),
], ids=["card", "dice"])
def test_a_single_outcome_is_dealt_as_a_seeded_draw_would_deal_it(chance: Chance) -> None:
    # The dealer seeds no source when one outcome is possible (issue #26); the deal is what
    # the seed's source would have drawn.
    for seed, index in [(0, 0), (5, 44), (123456, 51)]:
        drawn = RandomDealer._drawn(chance, random.Random(f"{seed}:{index}"))
        assert RandomDealer(seed).deal(chance, index).data["values"] == drawn


def test_a_single_card_asked_for_twice_is_still_refused_as_a_seeded_draw_refuses_it() -> None:
    too_many = Chance(kind="room", what="sc_chance_room", outcomes=("7D",), count=2)
    with pytest.raises(ValueError):
        RandomDealer(1).deal(too_many, 0)
