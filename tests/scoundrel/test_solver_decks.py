"""Deck lists for the solver benchmark: whole decks written out, with labels and known scores."""

from __future__ import annotations

import pytest

from games.scoundrel.play.solver import solve
from games.scoundrel.play.solver_decks import DeckLine, TimeLine, read_decks, read_times
from games.scoundrel.rules.options import ScoundrelOptions
from tests.scoundrel.helpers import deck_for_seed


def test_a_deck_line_may_carry_a_label_and_an_expected_score() -> None:
    text = "# label best cards\n\n7\t30\t9D KC 7H\n-4 2S QS  # a loss\n5H 3H\n"
    assert read_decks(text) == [DeckLine("7", ["9D", "KC", "7H"], 30),
                                DeckLine("4", ["2S", "QS"], -4),
                                DeckLine("5", ["5H", "3H"])]


def test_a_dealt_deck_reads_back_as_dealt() -> None:
    deck = deck_for_seed(29)
    assert read_decks(f"seed29 30 {' '.join(deck)}") == [DeckLine("seed29", list(deck), 30)]


@pytest.mark.parametrize("text, fault", [("30 25", "line 1: no cards"),
                                         ("a b 30 KS", "line 1: '30' is no card"),
                                         ("KS 2C KS", "line 1: a card twice"),
                                         ("\nbest KS", "line 2: 'best' is no score"),
                                         ("11", "line 1: no cards")])
def test_a_line_that_is_no_deck_is_named(text: str, fault: str) -> None:
    with pytest.raises(ValueError, match=fault):
        read_decks(text)


def test_times_read_seconds_and_an_optional_score() -> None:
    assert read_times("# cpu score\n0.25 30\n1.5\n") == [TimeLine(0.25, 30), TimeLine(1.5)]
    with pytest.raises(ValueError, match="line 2"):
        read_times("0.1\nfast\n")


def test_a_written_deck_is_solved_to_its_expected_score() -> None:
    deck = read_decks("s 25 7D KS 5H 9C 2C 3H 4S")[0]
    assert solve(deck.cards, ScoundrelOptions()).best_score == deck.expected
