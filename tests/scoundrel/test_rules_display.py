"""S10: the table knows how many cards the dungeon holds and what was discarded, never an order."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.scoundrel.rules.components import DECK_SET
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import awaiting, next_cards, setup, turn
from tabletop.events import IllegalAction
from tabletop.plugin import Chance

from .helpers import RUN, play, reveal, start


def illegal(state: ScoundrelState, *cards: str) -> str:
    with pytest.raises(IllegalAction) as info:
        reveal(state, *cards)
    return info.value.key


def test_s10_state_exposes_the_dungeon_count_and_never_an_order() -> None:
    """000_29c9095678974fbe.txt: 'in einem verdeckten Stapel ... Dieses Deck ist der Kerker.' (face
    down: its size can be counted, its order is unknown)."""
    state = setup(ScoundrelOptions())
    assert isinstance(state.unseen, frozenset)
    assert state.dungeon_size == 44
    state = start("7D", "KS", "5H", "9C")
    assert isinstance(state.unseen, frozenset)
    assert state.dungeon_size == 40
    assert state.dungeon_cards() == DECK_SET - {"7D", "KS", "5H", "9C"}
    state = turn(state, RUN)
    assert all(isinstance(batch, tuple) for batch in state.batches)
    assert state.dungeon_size == 44


def test_s10_chance_outcomes_are_the_possible_cards_in_no_dealt_order() -> None:
    """000_29c9095678974fbe.txt: 'Mische die verbleibenden Karten' (any unseen card may come)."""
    state = start("7D", "KS", "5H", "9C")
    state = play(play(play(state, "7D"), "KS"), "5H")
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert now.outcomes == tuple(sorted(state.unseen))
    assert frozenset(now.outcomes) == next_cards(state)


def test_s10_discard_is_shown() -> None:
    """000_29c9095678974fbe.txt: 'Der Ablagestapel kann beliebig platziert werden' (the discard
    holds the played cards)."""
    state = start("9C", "5H", "2H", "7D")
    state = play(play(play(state, "9C"), "5H"), "2H")
    assert state.discard == ("9C", "5H", "2H")


@pytest.mark.parametrize("card", ["7D", "KS", "9C"])
def test_s10_card_already_seen_cannot_be_turned(card: str) -> None:
    """002_1fb84a41f10de15f.txt: 'Decke Karten vom Dungeon auf' (only dungeon cards; 7♦ is the
    weapon, K♠ lies on it, 9♣ is in the room)."""
    state = start("7D", "KS", "5H", "9C")
    state = play(play(play(state, "7D"), "KS"), "5H")
    assert illegal(state, card) == "sc_err_card_seen"
    assert illegal(state, "5H") == "sc_err_card_seen"  # discarded


def test_s10_card_twice_in_one_reveal_is_refused() -> None:
    """002_1fb84a41f10de15f.txt: 'Ohne diese acht roten Karten bleiben 44 Karten.' (each once)"""
    assert illegal(setup(ScoundrelOptions()), "KS", "KS") == "sc_err_card_seen"


def test_s10_run_away_card_cannot_come_while_unseen_cards_remain() -> None:
    """000_29c9095678974fbe.txt: 'legt sie unter den Kerker' (the run-away cards come last)."""
    state = turn(start("7D", "KS", "5H", "9C"), RUN)
    assert illegal(state, "KS") == "sc_err_card_later"
    assert illegal(state, "2C", "KS") == "sc_err_card_later"
    assert state.room == ()  # nothing half-applied


def test_s10_later_batch_waits_for_the_earlier_one() -> None:
    """000_29c9095678974fbe.txt: 'legt sie unter den Kerker' (each fled room goes under the
    previous ones)."""
    first, second = ("2C", "3C", "4C", "5C"), ("6C", "7C", "8C", "9C")
    rest = DECK_SET - set(first) - set(second)
    state = replace(setup(ScoundrelOptions()), unseen=frozenset(), batches=(first, second),
                    discard=tuple(sorted(rest)))
    assert illegal(state, "6C") == "sc_err_card_later"
    assert illegal(state, "KS") == "sc_err_card_seen"
    state = reveal(state, "5C", "2C")
    assert state.batches == (("3C", "4C"), second)
