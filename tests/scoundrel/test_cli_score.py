"""``tabletop scoundrel score``: tally a game played without the app (S9)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import assert_ok, assert_one_error, error_lines, invoke, score_json

SCORE = ("scoundrel", "score")


def tally(*args: str) -> dict[str, Any]:
    return score_json(SCORE[0], *args)


def test_s9_won_at_full_health_with_a_potion_last(home: Path) -> None:
    data = tally("--result", "won", "--health", "20", "--last", "5H")
    assert data["status"] == "won"
    (player,) = data["players"]
    assert player["total"] == 25
    assert [line["points"] for line in player["breakdown"]] == [20, 5]
    assert "5♥" in player["breakdown"][1]["label"]


def test_s9_won_below_full_health_asks_no_last_card(home: Path) -> None:
    data = tally("--result", "won", "--health", "12")
    assert data["players"][0]["total"] == 12
    assert len(data["players"][0]["breakdown"]) == 1


def test_s9_won_at_full_health_last_card_not_a_potion(home: Path) -> None:
    assert tally("--result", "won", "--health", "20", "--last", "9C")["players"][0]["total"] == 20
    assert tally("--result=won", "--health=20", "--last=none")["players"][0]["total"] == 20


def test_s9_lost_subtracts_the_monsters_left(home: Path) -> None:
    data = tally("--result", "lost", "--health", "-3", "--monsters", "KS 9C")
    assert data["status"] == "lost"
    assert data["winners"] == []
    (player,) = data["players"]
    assert player["total"] == -25
    assert [line["points"] for line in player["breakdown"]] == [-3, -22]
    assert "K♠" in player["breakdown"][1]["label"]
    assert "9♣" in player["breakdown"][1]["label"]


def test_s9_lost_without_monsters_left(home: Path) -> None:
    data = tally("--result", "lost", "--health", "0", "--monsters", "none")
    assert data["players"][0]["total"] == 0


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


def test_interactive_lost_asks_for_the_monsters(home: Path) -> None:
    result = invoke(*SCORE, input="lost\n-3\nKS 9C\n")
    assert_ok(result)
    assert "Monsters left in the dungeon" in result.output
    assert "-25" in result.output.split("Total")[1]


def test_interactive_full_health_asks_for_the_last_card(home: Path) -> None:
    result = invoke(*SCORE, input="w\n20\n5H\n")
    assert_ok(result)
    assert "Last card played" in result.output
    assert "25" in result.output.split("Total")[1]


def test_interactive_bad_answers_are_asked_again(home: Path) -> None:
    result = invoke(*SCORE, input="maybe\nwon\nabc\n12\n")
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ Answer 'won' or 'lost'.",
        "✗ Health must be a whole number, e.g. 12 or -3.",
    ]
    assert "12" in result.output.split("Total")[1]


def test_interactive_end_of_input_is_a_missing_answer(home: Path) -> None:
    result = invoke(*SCORE, input="won\n")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert error_lines(result.output) == [
        "✗ Missing answer: --health (Health at the end (may be below 0 after a loss))."]


@pytest.mark.parametrize(("args", "message"), [
    (("--result", "won", "--health", "abc"), "Health must be a whole number"),
    (("--result", "won", "--health", "12", "--foo"), "No such option: --foo"),
    (("--foo", "1"), "No such option: --foo"),
    (("--result", "lost", "--health", "-3", "--monsters", "KS 5H"), "5♥ is not a monster."),
    (("--result", "lost", "--health", "-3", "--monsters", "KS KS"), "K♠ is named twice."),
    (("--result", "lost", "--health", "-3", "--monsters", "KS XX"), "'XX' is not a card"),
    (("--result", "maybe", "--health", "3"), "Answer 'won' or 'lost'."),
    (("--result", "won", "--health", "20", "--last", "QH"), "Q♥ is not in the Scoundrel deck"),
    (("--result", "won"), "Missing answer: --health"),
    (("--health", "-3"), "Missing answer: --result"),
    (("--result",), "Answer 'won' or 'lost'."),  # Click reads the --json after it as its value
    (("won",), "unexpected extra argument"),
])
def test_bad_answers_exit_2_with_one_line(home: Path, args: tuple[str, ...],
                                         message: str) -> None:
    assert_one_error(invoke(*SCORE, *args, "--json"), 2, message)


@pytest.mark.parametrize(("args", "message"), [
    (("--result", "won", "--health", "25"), "After a win health is between 1 and 20."),
    (("--result", "won", "--health", "0"), "After a win health is between 1 and 20."),
    (("--result", "lost", "--health", "3"), "After a loss health is 0 or below."),
])
def test_impossible_health_exits_2(home: Path, args: tuple[str, ...], message: str) -> None:
    assert_one_error(invoke(*SCORE, *args, "--json"), 2, message)


@pytest.mark.parametrize("args", [
    ("--result", "won", "--health", "25"),
    ("--result", "lost", "--health", "3"),
])
def test_impossible_health_is_one_line_no_traceback(home: Path, args: tuple[str, ...]) -> None:
    result = invoke(*SCORE, *args, "--json")
    assert result.exit_code in (1, 2)
    assert "Traceback" not in result.output
    assert len(error_lines(result.output)) == 1
    assert result.stdout == ""


def test_german(home: Path) -> None:
    result = invoke(*SCORE, "--lang", "de", "--result", "gewonnen", "--health", "20",
                    "--last", "Herz 5")
    assert_ok(result)
    for text in ("Wertung", "gewonnen", "verbleibende Lebenspunkte", "Trank 5♥", "Summe", "25"):
        assert text in result.output, text
    assert "Total" not in result.output


def test_german_json_and_questions(home: Path) -> None:
    data = json.loads(invoke(*SCORE, "--lang", "de", "--result", "verloren", "--health", "-3",
                             "--monsters", "Pik König, Kreuz 9", "--json").stdout)
    assert data["players"][0]["total"] == -25
    assert data["players"][0]["breakdown"][0]["label"] == "verbleibende Lebenspunkte"

    asked = invoke(*SCORE, "--lang", "de", input="verloren\n-3\nkeine\n")
    assert_ok(asked)
    assert "Gewonnen oder verloren?" in asked.output
    assert "Lebenspunkte am Ende" in asked.output

    wrong = invoke(*SCORE, "--lang", "de", "--result", "gewonnen", "--health", "abc", "--json")
    assert_one_error(wrong, 2, "Lebenspunkte müssen eine ganze Zahl sein")


@pytest.mark.parametrize(("lang", "label"), [("en", "monsters left in the dungeon: -"),
                                             ("de", "Monster im Dungeon übrig: -")])
def test_s9_no_plus_zero_beside_a_dash(home: Path, lang: str, label: str) -> None:
    """A loss with no monster left: the sheet's line says '-' and nothing beside it."""
    result = invoke(*SCORE, "--result", "lost", "--health", "0", "--monsters", "none",
                    "--lang", lang)
    assert_ok(result)
    line = next(line for line in result.output.splitlines() if label in line)
    assert "+0" not in line and "0" not in line.replace(label, ""), line
    assert tally("--result", "lost", "--health", "0", "--monsters", "none"
                 )["players"][0]["breakdown"][1]["points"] is None
