"""``tabletop scoundrel score`` at the terminal (S9): the smoke tests of the verb. What a tally
scores and refuses is tested on the rules in test_rules_s9_tally.py (issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.support import assert_ok, invoke

SCORE = ("scoundrel", "score")


def test_the_score_table(home: Path) -> None:
    result = invoke(*SCORE, "--result", "won", "--health", "20", "--last", "5H")
    assert_ok(result)
    for text in ("Score", "won", "health left", "+20", "+5", "Total", "25"):
        assert text in result.output, text


def test_interactive_answers(home: Path) -> None:
    result = invoke(*SCORE, input="won\n12\n")
    assert_ok(result)
    assert "Did you win or lose? (won/lost)" in result.output
    assert "Health at the end" in result.output
    assert "Last card played" not in result.output
    assert "Total" in result.output
    assert "12" in result.output.split("Total")[1]


def test_german_table_and_json(home: Path) -> None:
    result = invoke(*SCORE, "--lang", "de", "--result", "gewonnen", "--health", "20",
                    "--last", "Herz 5")
    assert_ok(result)
    for text in ("Wertung", "gewonnen", "verbleibende Lebenspunkte", "Trank 5♥", "Summe", "25"):
        assert text in result.output, text
    assert "Total" not in result.output
    data = json.loads(invoke(*SCORE, "--lang", "de", "--result", "verloren", "--health", "-3",
                             "--monsters", "Pik König, Kreuz 9", "--json").stdout)
    assert data["players"][0]["total"] == -25
    assert data["players"][0]["breakdown"][0]["label"] == "verbleibende Lebenspunkte"
    assert data["id"] == 2
