"""``tabletop halunken score`` refusing at the terminal (issue #13): one line, exit 2, nothing
kept; players are asked for until there are enough. Which tallies the rules refuse (H1), and in
which words, is tested on the rules in test_rules_h1_h6_tally.py (issue #41)."""

from __future__ import annotations

from pathlib import Path

from tests.cli.support import assert_ok, assert_one_error, error_lines, invoke, moves
from tests.cli.test_tally_support import stored_games

SCORE = ("halunken", "score")


def test_a_refused_tally_is_one_line_exit_2_and_not_kept(home: Path) -> None:
    line = assert_one_error(invoke(*SCORE, "--player", "Ana: r15 y3", "--lang", "de"), 2)
    assert line == "✗ Spielerzahl für Halunken und Spelunken: 2 bis 4, nicht 1."
    assert_one_error(invoke(*SCORE, "--player", "Ana: y-3", "--player", "Zed: p14", "--json"),
                     2, "'y-3': card values are positive")
    assert stored_games(home) == 0


def test_unknown_answers_and_a_missing_value(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--xp", "3", "--json"), 2, "No such option: --xp",
                     "halunken score --help")
    assert_one_error(invoke(*SCORE, "--player"), 2, "Option '--player' requires an argument")
    assert_one_error(invoke(*SCORE, "--json"), 2, "Missing answer: --player")


def test_asked_for_players_until_there_are_two(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15", "", "Ben: y3", ""))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Players for Halunken und Spelunken: 2 to 4, not 1."]
    assert "Winner: Ana" in result.output
    assert stored_games(home) == 1


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


def test_interactive_entry_ended_without_a_player(home: Path) -> None:
    result = invoke(*SCORE, input=moves(""))
    assert result.exit_code == 2
    assert "Missing answer: --player" in result.output


def test_interactive_entry_checks_cards_across_players(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15", "Ben: r15", ""))
    assert result.exit_code == 2
    assert "r15 is given twice." in result.output
