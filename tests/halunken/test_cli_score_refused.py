"""``tabletop halunken score``: tallies that can't be true are refused (issue #13).

The rules: `004_ec6843a48c78278b.txt`; H1: 42 scoundrel cards, each once (red 4-11 and 15,
purple 3-11 and 14, grey 2-11 and 13, yellow 1-12); 3 or 4 players, 2 with the two-player
variant (H12). A game of one is no game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.halunken.rules.components import DECK, VALUES
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    error_lines,
    invoke,
    moves,
    player_flags,
    score_json,
)
from tests.cli.test_tally_support import stored_games

SCORE = ("halunken", "score")


def test_the_deck_of_h1() -> None:
    assert len(DECK) == len(set(DECK)) == 42
    assert all(value > 0 for values in VALUES.values() for value in values)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_player_is_refused(home: Path, lang: str) -> None:
    """issue #13: a one-player tally was accepted; the game needs 2 to 4 (H1, H12)."""
    line = assert_one_error(invoke(*SCORE, "--player", "Ana: r15 y3", "--lang", lang), 2)
    assert line == {"en": "✗ Players for Halunken und Spelunken: 2 to 4, not 1.",
                    "de": "✗ Spielerzahl für Halunken und Spelunken: 2 bis 4, nicht 1."}[lang]
    assert stored_games(home) == 0


def test_two_players_are_a_game(home: Path) -> None:
    data = score_json("halunken", *player_flags("Ana: r15 y3", "Ben:"))
    assert [p["total"] for p in data["players"]] == [15 * 2 + 3, 0]
    assert stored_games(home) == 1


def test_asked_for_players_until_there_are_two(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15", "", "Ben: y3", ""))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Players for Halunken und Spelunken: 2 to 4, not 1."]
    assert "Winner: Ana" in result.output


def test_a_fourth_player_ends_the_questions(home: Path) -> None:
    result = invoke(*SCORE, input=moves("A: y1", "B: y2", "C: y3", "D: y4"))
    assert_ok(result)
    assert result.output.count("Player: 'Name: r15 g13 y3'") == 4
    assert "Winner: D" in result.output


def test_one_player_then_the_end_of_input(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15"))
    assert result.exit_code == 2
    assert error_lines(result.output) == [
        "✗ Players for Halunken und Spelunken: 2 to 4, not 1."]
    assert stored_games(home) == 0


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: y-3", "'y-3': card values are positive (red 4-11, 15; purple 3-11, 14; grey 2-11, "
     "13; yellow 1-12).", "'y-3': Kartenwerte sind positiv"),
    ("Ana: gelb -3", "'-3': card values are positive", "'-3': Kartenwerte sind positiv"),
    ("Ana: r15 -4", "'-4': card values are positive", "Kartenwerte sind positiv"),
    ("Ana: y0", "There is no scoundrel card y0", "Es gibt keine Halunkenkarte ge0"),
    ("Ana: r3", "There is no scoundrel card r3", "Es gibt keine Halunkenkarte r3"),
    ("Ana: y13", "There is no scoundrel card y13", "Es gibt keine Halunkenkarte ge13"),
    ("Ana: r15 r15", "r15 is given twice.", "r15 ist doppelt angegeben."),
    ("Ana: y3 gelb 3", "y3 is given twice.", "ge3 ist doppelt angegeben."),
])
def test_cards_that_dont_exist_are_refused(home: Path, spec: str, english: str,
                                           german: str) -> None:
    """issue #13: ``y-3`` was read as y3; each card exists once (H1)."""
    others = ("--player", "Zed: p14")
    assert_one_error(invoke(*SCORE, "--player", spec, *others, "--json"), 2, english)
    assert_one_error(invoke(*SCORE, "--player", spec, *others, "--lang", "de"), 2, german)
    assert stored_games(home) == 0


def test_a_card_in_two_hands(home: Path) -> None:
    assert_one_error(invoke(*SCORE, *player_flags("Ana: y3", "Ben: 3 yellow")), 2,
                     "y3 is given twice.")


def test_cards_in_words_still_read(home: Path) -> None:
    data = score_json("halunken", *player_flags("Ana: y 3", "Ben: gelb12", "Cy: 11 yellow"),
                      "--no-save")
    assert [p["cards"] for p in data["players"]] == [["y3"], ["y12"], ["y11"]]
