"""``tabletop halunken score`` at the terminal (H6): the smoke tests of the verb. What a tally
scores and refuses is tested on the rules in test_rules_h1_h6_tally.py (issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.support import assert_ok, error_lines, invoke, moves

SCORE = ("halunken", "score")
BRIEFED = ("--player", "Ana: r15 g13 y12 y3", "--player", "Ben: p14 p9 r4")
NO_SUCH = "(red 4-11, 15; purple 3-11, 14; grey 2-11, 13; yellow 1-12)"


def test_h6_the_table_without_json(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED)
    assert_ok(result)
    out = result.output
    assert "Ana · winner" in out
    assert "Ben · winner" not in out
    assert "2 × yellow: y12 y3 (doubled)" in out
    assert "│ Total" in out and "58 │" in out and "50 │" in out
    assert "Winner: Ana" in out


def test_german_sheet(home: Path) -> None:
    result = invoke(*SCORE, "--player", "Ana: r15 gr13 ge12 ge3", "--player", "Ben: l14 l9 r4",
                    "--lang", "de")
    assert_ok(result)
    out = result.output
    assert "Wertung" in out and "Summe" in out
    assert "2 × gelb: ge12 ge3 (doppelt)" in out
    assert "Ana · Sieger" in out
    assert "Gewinner: Ana" in out


def test_interactive_entry_asks_until_an_empty_line(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15 g13 y12 y3", "Ben: y13", "Ben p14",
                                         "Ben: p14 p9 r4", ""))
    assert_ok(result)
    out = result.output
    assert out.count("Player: 'Name: r15 g13 y3' (empty line when done) › ") == 5
    assert error_lines(out) == [
        f"✗ There is no scoundrel card y13 {NO_SUCH}.",
        "✗ Write a player as 'Name: r15 g13 y3', not 'Ben p14'.",
    ]
    assert "Winner: Ana" in out
    assert "58 │" in out and "50 │" in out


def test_interactive_entry_after_given_players_is_not_asked(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED, input=moves("Cy: y1", ""))
    assert_ok(result)
    assert "Cy" not in result.output
    assert "empty line when done" not in result.output


def test_a_tally_is_kept_in_the_language_it_was_typed_in(home: Path) -> None:
    """'g5' is gelb 5 to a German player (H2's colours): ``show`` in English reads the kept
    tally in German (the rule: test_rules_h1_h6_tally.py)."""
    assert_ok(invoke("halunken", "score", "--player", "Ana: r15 g5", "--player", "Bo: y12",
                     "--lang", "de"))
    shown = invoke("show", "1", "--json", "--lang", "en")
    assert_ok(shown)
    assert json.loads(shown.stdout)["score"]["players"][0]["cards"] == ["r15", "y5"]
