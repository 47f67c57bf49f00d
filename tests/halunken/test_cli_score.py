"""``tabletop halunken score``: tally a game played without the app (H6).

H6 (games/halunken/RULINGS.md): "the sum of the cards, every card of the colour held most counted
twice; on a tie between colours the player's best choice. Highest score wins; a tie is shared."

Worked by hand:
- Ana: r15 g13 y12 y3: yellow is held twice (12 + 3 = 15, doubled 30), + 15 + 13 = 58;
- Ben: p14 p9 r4: purple is held twice (23, doubled 46), + 4 = 50.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.halunken.rules.components import DECK
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    error_lines,
    hs_h6,
    invoke,
    moves,
    player_flags,
    score_json,
)

SCORE = ("halunken", "score")
BRIEFED = ("--player", "Ana: r15 g13 y12 y3", "--player", "Ben: p14 p9 r4")
NO_SUCH = "(red 4-11, 15; purple 3-11, 14; grey 2-11, 13; yellow 1-12)"


def tally(*args: str) -> dict[str, Any]:
    return score_json(SCORE[0], *args)


players = player_flags


def test_h6_the_briefed_tally(home: Path) -> None:
    data = tally(*BRIEFED)
    assert data["status"] == "over"
    assert data["winners"] == ["Ana"]
    ana, ben = data["players"]
    assert (ana["name"], ana["total"], ana["doubled"]) == ("Ana", 58, "y")
    assert (ben["name"], ben["total"], ben["doubled"]) == ("Ben", 50, "p")
    assert ana["total"] == 15 + 13 + (12 + 3) * 2
    assert ben["total"] == (14 + 9) * 2 + 4
    assert sorted(ana["cards"]) == sorted(["r15", "g13", "y12", "y3"])
    assert sorted(ben["cards"]) == sorted(["p14", "p9", "r4"])
    assert {line["label"]: line["points"] for line in ana["breakdown"]} == {
        "1 × red: r15": 15, "1 × grey: g13": 13, "2 × yellow: y12 y3 (doubled)": 30}
    assert {line["label"]: line["points"] for line in ben["breakdown"]} == {
        "1 × red: r4": 4, "2 × purple: p14 p9 (doubled)": 46}
    for player in (ana, ben):
        assert sum(line["points"] for line in player["breakdown"]) == player["total"]


def test_h6_the_table_without_json(home: Path) -> None:
    result = invoke(*SCORE, *BRIEFED)
    assert_ok(result)
    out = result.output
    assert "Ana · winner" in out
    assert "Ben · winner" not in out
    assert "2 × yellow: y12 y3 (doubled)" in out
    assert "│ Total" in out and "58 │" in out and "50 │" in out
    assert "Winner: Ana" in out


@pytest.mark.parametrize(("spec", "total", "doubled"), [
    ("Eve: r15 r4 y12 y11", 19 + 23 * 2, "y"),  # a tie of counts: the colour worth more
    ("Fay: r15 p14 g13 y12", 15 * 2 + 14 + 13 + 12, "r"),  # one card each: the best one
    ("Gus: r15 y1 y2", 15 + 3 * 2, "y"),  # the count decides, not the value
    ("Hal: y1", 2, "y"),  # "even if he has only managed to get one card"
    ("Ida: g2 g3 r4 r5", 9 * 2 + 5, "r"),
    ("Jo: p14 g13 g2 p3", 17 * 2 + 15, "p"),
])
def test_h6_the_colour_held_most_on_a_tie_the_best(home: Path, spec: str, total: int,
                                                    doubled: str) -> None:
    player, _ = tally("--player", spec, "--player", "Zed:")["players"]  # H1: 2 players or more
    assert (player["total"], player["doubled"]) == (total, doubled)
    assert player["total"] == hs_h6(spec.split(":")[1].split())


def test_h6_every_card_of_the_game_in_four_hands(home: Path) -> None:
    hands = {"Ana": [c for c in DECK if c[0] == "r"], "Ben": [c for c in DECK if c[0] == "p"],
             "Cy": [c for c in DECK if c[0] in "g"], "Dan": [c for c in DECK if c[0] == "y"]}
    # Move a few cards around so that every hand is mixed.
    hands["Ana"] += [hands["Dan"].pop(), hands["Cy"].pop()]
    hands["Ben"] += [hands["Ana"].pop(0) for _ in range(3)]
    data = tally(*players(*(f"{name}: {' '.join(cards)}" for name, cards in hands.items())))
    totals = {p["name"]: p["total"] for p in data["players"]}
    assert totals == {name: hs_h6(cards) for name, cards in hands.items()}
    best = max(totals.values())
    assert data["winners"] == [name for name, total in totals.items() if total == best]


def test_h6_a_tie_is_shared(home: Path) -> None:
    data = tally(*players("Ana: r15", "Ben: y12 y3", "Cy: y1"))
    assert [p["total"] for p in data["players"]] == [30, 30, 2]
    assert data["winners"] == ["Ana", "Ben"]


def test_a_player_with_no_cards(home: Path) -> None:
    data = tally(*players("Dan:", "Ana: y1"))
    dan, ana = data["players"]
    assert (dan["name"], dan["total"], dan["doubled"], dan["cards"]) == ("Dan", 0, None, [])
    assert dan["breakdown"] == []
    assert ana["total"] == 2
    assert data["winners"] == ["Ana"]


def test_cards_in_words_and_in_german(home: Path) -> None:
    data = tally(*players("Ana: gelb 12, rot 15", "Ben: lila 14 grau 13 Y3", "Cy: 11 yellow"))
    ana, ben, cy = data["players"]
    assert sorted(ana["cards"]) == ["r15", "y12"]
    assert ana["total"] == 15 * 2 + 12
    assert sorted(ben["cards"]) == ["g13", "p14", "y3"]
    assert ben["total"] == 14 * 2 + 13 + 3
    assert cy["cards"] == ["y11"]


def test_german_sheet(home: Path) -> None:
    # German letters (issue #14): gr13 is grau, ge12 gelb (g13 would be gelb 13, no card)
    result = invoke(*SCORE, "--player", "Ana: r15 gr13 ge12 ge3", "--player", "Ben: l14 l9 r4",
                    "--lang", "de")
    assert_ok(result)
    out = result.output
    assert "Wertung" in out and "Summe" in out
    assert "2 × gelb: ge12 ge3 (doppelt)" in out
    assert "Ana · Sieger" in out
    assert "Gewinner: Ana" in out


@pytest.mark.parametrize(("spec", "fragments"), [
    ("Ana: r15 g13 r15", ("r15 is given twice.",)),
    ("Ana: y13", (f"There is no scoundrel card y13 {NO_SUCH}.",)),
    ("Ana: r3", (f"There is no scoundrel card r3 {NO_SUCH}.",)),
    ("Ana: g14", ("There is no scoundrel card g14",)),
    ("Ana: blue 4", ("'blue 4' is not a card", "'blue' is not a card")),
    ("Ana r15", ("Write a player as 'Name: r15 g13 y3', not 'Ana r15'.",)),
    (": r15", ("Write a player as 'Name: r15 g13 y3'",)),
])
def test_a_bad_player_is_one_line_and_exit_2(home: Path, spec: str,
                                             fragments: tuple[str, ...]) -> None:
    result = invoke(*SCORE, "--player", spec, "--json")
    line = assert_one_error(result, 2)
    assert any(fragment in line for fragment in fragments), line


def test_a_card_given_to_two_players(home: Path) -> None:
    assert_one_error(invoke(*SCORE, *players("Ana: r15 y3", "Ben: y3"), "--json"), 2,
                     "y3 is given twice.")


def test_more_than_four_players_is_exit_2(home: Path) -> None:
    specs = players("A: y1", "B: y2", "C: y3", "D: y4", "E: y5")
    assert_one_error(invoke(*SCORE, *specs, "--json"), 2,
                     "Players for Halunken und Spelunken: 2 to 4, not 5.")
    assert_ok(invoke(*SCORE, *specs[:8], "--json"))


def test_unknown_answers_and_a_missing_value(home: Path) -> None:
    assert_one_error(invoke(*SCORE, "--xp", "3", "--json"), 2, "No such option: --xp",
                     "halunken score --help")
    assert_one_error(invoke(*SCORE, "--player"), 2, "Option '--player' requires an argument")
    assert_one_error(invoke(*SCORE, "--json"), 2, "Missing answer: --player")


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


def test_interactive_entry_ended_without_a_player(home: Path) -> None:
    result = invoke(*SCORE, input=moves(""))
    assert result.exit_code == 2
    assert "Missing answer: --player" in result.output


def test_interactive_entry_checks_cards_across_players(home: Path) -> None:
    result = invoke(*SCORE, input=moves("Ana: r15", "Ben: r15", ""))
    assert result.exit_code == 2
    assert "r15 is given twice." in result.output


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Tied at 30 points: the rules break no tie, so the win is shared."),
    ("de", "Gleichstand bei 30 Punkten: die Regeln entscheiden keinen Gleichstand, der Sieg wird "
           "geteilt.")])
def test_a_shared_win_is_said(home: Path, lang: str, said: str) -> None:
    """H6: a tie for the highest score is shared, and the sheet says why there is no single
    winner."""
    result = invoke("halunken", "score", "--player", "Ana: r15", "--player", "Ben: y12 r6",
                    "--player", "Cem: r4", "--lang", lang)
    assert_ok(result)
    assert " ".join(said.split()) in " ".join(result.output.split())


@pytest.mark.parametrize(("typed_in", "read_in"), [("de", "en"), ("en", "de")])
def test_a_tally_reads_back_in_the_language_it_was_typed_in(home: Path, typed_in: str,
                                                             read_in: str) -> None:
    """'g5' is gelb 5 to a German player and grey 5 to an English one (H2's colours): a kept
    tally is scored again in the language it was typed in, whoever reads it."""
    assert_ok(invoke("halunken", "score", "--player", "Ana: r15 g5", "--player", "Bo: y12",
                     "--lang", typed_in))
    shown = invoke("show", "1", "--json", "--lang", read_in)
    assert_ok(shown)
    cards = json.loads(shown.stdout)["score"]["players"][0]["cards"]
    assert cards == ["r15", "y5" if typed_in == "de" else "g5"]
    assert_ok(invoke("show", "1", "--lang", read_in, "--no-pager"))
