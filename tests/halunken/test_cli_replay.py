"""``tabletop halunken replay`` at the terminal: the smoke tests of the verb. What a transcript
(the first round of Ana, Ben and Cy, written by hand in test_rules_transcripts.py) or a record
replays to, and which lines are refused, is tested on the rules there (issue #41)."""

from __future__ import annotations

import re
from pathlib import Path

from games.halunken import GAME
from tests.cli.support import assert_ok, assert_one_error, dealt_game, invoke
from tests.halunken.test_rules_transcripts import TRANSCRIPT
from tests.replays import record_file

REPLAY = ("halunken", "replay")
THREE = ("--player", "Ana", "--player", "Ben", "--player", "Cy")


def write(name: str, text: str) -> Path:
    path = Path(name)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_screen_and_the_score() -> None:
    result = invoke(*REPLAY, str(write("round.txt", TRANSCRIPT)), *THREE)
    assert_ok(result)
    out = result.output
    assert "Round 2 of 8 · bidding for Black Jack" in out
    assert re.search(r"\nHarbour +p5\b", out)
    assert "Ana · still playing" in out
    assert "1 × grey: g13 (doubled)" in out
    assert "Winner" not in out


def test_an_illegal_line_exits_1_naming_the_line(home: Path) -> None:
    result = invoke(*REPLAY, str(write("late.txt", "place 1\noptions variant=intro\n")), *THREE)
    assert_one_error(result, 1, "Line 2: 'options' lines must come before the first event.")


def test_files_that_cannot_be_replayed(home: Path) -> None:
    assert_one_error(invoke(*REPLAY, "missing.txt"), 2, "File not found: missing.txt")
    result = invoke(*REPLAY, str(write("broken.json", '{"game": "halunken", "players": ')))
    assert_one_error(result, 1, "The file broken.json cannot be read")
    five = [arg for name in "ABCDE" for arg in ("--player", name)]
    assert_one_error(invoke(*REPLAY, str(write("t.txt", TRANSCRIPT)), *five), 2, "not 5.")


def test_a_finished_record_shows_its_end(home: Path) -> None:
    session = dealt_game(GAME, ["A", "B", "C"], 1, bots=[0, 1, 2])
    record_file(session, Path("game.json"))
    result = invoke(*REPLAY, "game.json")
    assert_ok(result)
    assert "Round 8 of 8 · game over" in result.output
    assert f"Winner: {', '.join(GAME.score(session.state).winners)}" in result.output
