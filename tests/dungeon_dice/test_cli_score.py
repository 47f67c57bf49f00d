"""``tabletop dungeon-dice score`` at the terminal (D13, D21): the smoke tests of the verb. What
a tally scores and refuses is tested on the rules in test_rules_d13_d21_tally.py (issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.support import assert_ok, invoke

SCORE = ("dungeon-dice", "score")
BRIEFED = ("--player", "Ana: xp=12 dragon-scales dragon-scales town-portal",
           "--player", "Ben: xp=14")


def test_the_score_table(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED)
    assert_ok(result)
    out = result.output
    for text in ("Ana · winner", "12 XP", "+12", "Treasure tokens: 2 × 1",
                 "Town Portals: 1 × 2", "Pairs of Dragon Scales: 1 × 2", "18", "Ben", "14",
                 "Winner: Ana"):
        assert text in out, text
    assert "Ben · winner" not in out


def test_german_table_and_json(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED, "--lang", "de")
    assert_ok(result)
    assert "Gewinner: Ana" in result.output
    result = invoke(*SCORE, *BRIEFED, "--lang", "de", "--json")
    assert_ok(result)
    data = json.loads(result.stdout)
    assert (data["id"], data["winners"]) == (2, ["Ana"])  # each kept in the history
    assert data["players"][0]["breakdown"][0]["label"] == "12 Erfahrung"


def test_the_sheet_says_fewer_tokens_settled_the_tie(home: Path) -> None:
    """D13: a 19-19 tie settled by fewer treasure tokens is said under the sheet, not only
    'Winner: Ben'; ``--json`` says it too."""
    tied = ("--player", "Ana: xp=16 elixir talisman scroll",
            "--player", "Ben: xp=17 elixir talisman")
    said = "Tied at 19 points: fewer treasure tokens win (Ben: 2, Ana: 3)."
    result = invoke(*SCORE, *tied)
    assert_ok(result)
    assert said in result.output
    assert json.loads(invoke(*SCORE, *tied, "--json").stdout)["tie_break"] == said


def test_d21_the_help_asks_for_the_tokens_kept(home: Path) -> None:
    english = invoke(*SCORE, "--help")
    assert "tokens kept after the six discarded" in " ".join(english.output.split())
    german = invoke(*SCORE, "--help", "--lang", "de")
    assert "die nach dem Ablegen der sechs bleiben" in " ".join(german.output.split())


def test_interactive_entry(home: Path) -> None:
    typed = "Ana: xp=12 scales scales portal\nBen: 14\n\n"
    result = invoke(*SCORE, input=typed)
    assert_ok(result)
    assert result.output.count("Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line when "
                               "done) › ") == 3
    assert "Winner: Ana" in result.output
    assert "18" in result.output


def test_interactive_entry_ends_at_the_end_of_input(home: Path) -> None:
    result = invoke(*SCORE, input="Ana: 3\nBen: 4\n")
    assert_ok(result)
    assert "Winner: Ben" in result.output
