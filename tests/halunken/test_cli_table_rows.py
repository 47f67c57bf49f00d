"""At the table the 14 cards turned face up at the setup (H2 in games/halunken/RULINGS.md, 004:
"Then the top card of every dive is turned face up") may be typed as one row: any number of
cards, space-separated, entered in order; a bad card is named in one line and nothing of that
line is entered; one card a line works as before. The prompt and the help say so."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.halunken.rules.notation import entries
from games.halunken.rules.turn import turn
from tabletop.events import CHANCE, Event
from tests.cli.support import assert_ok, dd_record, error_lines, hs_lines, hs_state, invoke, moves

from .helpers import new_game

TABLE = ("halunken", "table", "--player", "Ana", "--player", "Ben", "--player", "Cy",
         "--player", "Dan")
PLACING = ["place 1", "p5", "place 4", "y11", "place 8", "g11", "place 11", "r5"]
TOPS = ["r15", "y12", "g13", "p14", "y1", "r4", "g2", "p3", "y2", "y3", "r6", "g3", "p4", "y4"]
PLACING_DE = ["setze 1", "lila 5", "setze 4", "gelb 11", "setze 8", "grau 11", "setze 11",
              "rot 5"]
PLACED = ["place 1", "card p5", "place 4", "card y11", "place 8", "card g11", "place 11",
          "card r5"]


def table(*typed: str, lang: str = "en") -> str:
    placing = PLACING_DE if lang == "de" else PLACING
    result = invoke(*TABLE, "--lang", lang, input=moves(*placing, *typed, "quit"))
    assert_ok(result)
    return result.output


def log(home: Path) -> list[str]:
    return hs_lines(dd_record(home, 1))


def test_h2_the_fourteen_tops_in_one_line(home: Path) -> None:
    out = table(" ".join(TOPS))
    assert error_lines(out) == []
    assert log(home) == [*PLACED, *(f"card {c}" for c in TOPS)]
    assert hs_state(home, 1).up == tuple(TOPS)
    assert "» red 15 is turned face up on dive 1." in out
    assert "» yellow 4 is turned face up on dive 14." in out


def test_h2_rows_of_any_length_then_one_at_a_time(home: Path) -> None:
    table("r15 y12 grey 13", "card p14, y1",
          *TOPS[5:13], "y4")
    assert hs_state(home, 1).up == tuple(TOPS)


@pytest.mark.parametrize(("lang", "row", "error"), [
    ("en", "r15 y12 x9 p14", "✗ Entry 3 of the line, 'x9', was refused, so none of the line was "
                             "entered: 'x9' is not a card (e.g. y12, r15, gelb 3)."),
    ("en", "r15 y12 p5", "✗ Entry 3 of the line, 'p5', was refused, so none of the line was "
                         "entered: p5 cannot be turned now: it was already seen, or it is not "
                         "that kind of card."),
    ("en", "r15 r15", "✗ Entry 2 of the line, 'r15', was refused, so none of the line was "
                      "entered: r15 cannot be turned now: it was already seen, or it is not "
                      "that kind of card."),
    ("de", "r15 ge12 y13", "✗ Eintrag 3 der Zeile, 'y13', wurde abgelehnt, darum wurde nichts "
                           "von der Zeile übernommen: Es gibt keine Halunkenkarte y13 (rot 4-11, "
                           "15; lila 3-11, 14; grau 2-11, 13; gelb 1-12)."),
])
def test_a_bad_card_names_itself_and_nothing_of_the_line_is_entered(
        home: Path, lang: str, row: str, error: str) -> None:
    out = table(row, "r15", lang=lang)
    assert error_lines(out) == [error]
    assert log(home) == [*PLACED, "card r15"]  # the line after it was entered alone


def test_more_cards_than_are_turned_now_refuse_the_line(home: Path) -> None:
    """Only the 14 tops are turned now: a 15th card is no reveal (H2), so nothing is entered."""
    out = table(" ".join([*TOPS, "g4"]))
    assert error_lines(out) == [
        "✗ Entry 15 of the line, 'g4', was refused, so none of the line was entered: That is "
        "not what is awaited now."]
    assert log(home) == PLACED


def test_the_prompt_and_the_help_say_several_fit_a_line(home: Path) -> None:
    out = table("help")
    assert "Turn the next card of dive 1 face up (up to 14 on one line) › " in out
    assert "several cards turned, in order, on one line" in out
    german = table("hilfe", lang="de")
    assert "Decke die nächste Karte von Spelunke 1 auf (bis zu 14 in einer Zeile) › " in german
    assert "mehrere aufgedeckte Karten der Reihe nach in einer Zeile" in german


def test_h2_a_row_is_read_card_by_card() -> None:
    """Cards of one word or two (``gelb 3``, ``12 gelb``), commas and the word 'card' skipped;
    a line of one card, or while no card is turned, is the line itself."""
    state = new_game()
    assert entries(state, "r15 y12") == ["r15 y12"]  # placing a captain: no card is turned
    turning = state
    for seat, (space, card) in enumerate([(0, "p5"), (3, "y11"), (7, "g11")]):
        turning = turn(turning, Event(seat, "place", {"space": space}))
        turning = turn(turning, Event(CHANCE, "card", {"values": [card]}))
    assert entries(turning, "r15 gelb 12, card 13 grau x9 p14") == [
        "r15", "gelb 12", "13 grau", "x9", "p14"]
    assert entries(turning, "gelb 12") == ["gelb 12"]
    assert entries(turning, "card r15") == ["card r15"]
    assert entries(turning, "blue 5") == ["blue 5"]  # no card in it: read (and refused) whole
    assert entries(turning, "x9 p14") == ["x9", "p14"]
