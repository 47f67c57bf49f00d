"""``tabletop dungeon-dice replay`` at the terminal: the smoke tests of the verb. What a
transcript (Ana's three delves, written by hand in test_rules_transcripts.py) or a record
replays to, and which lines are refused, is tested on the rules there (issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.support import assert_ok, assert_one_error, invoke
from tests.dungeon_dice.test_rules_transcripts import upto

REPLAY = ("dungeon-dice", "replay")


def write(name: str, text: str) -> Path:
    path = Path(name)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_screen_without_json(home: Path) -> None:
    path = write("game.txt", upto("dungeon potion dragon"))
    result = invoke(*REPLAY, str(path), "--player", "Ana")
    assert_ok(result)
    for text in ("Ana", "Knight (novice)", "Level", "2/10", "Potion", "Lair",
                 "2 dragon faces", "Elixir", "still playing", "Total"):
        assert text in result.output, text


def test_the_position_as_json(home: Path) -> None:
    result = invoke(*REPLAY, str(write("game.txt", upto("treasure elixir"))), "--json",
                    "--player", "Ana")
    assert_ok(result)
    assert result.stderr == ""
    assert json.loads(result.stdout)["treasure_pool"] == 35


def test_an_illegal_line_exits_1_naming_the_line(home: Path) -> None:
    path = write("bad.txt", "# a comment\nhero knight\nparty 7 scroll\ndungeon goblin\njump\n")
    error = assert_one_error(invoke(*REPLAY, str(path), "--player", "Ana"), 1, "Line 5: ",
                             "Unknown command 'jump'")
    assert error.startswith("✗ Line 5: ")


def test_a_missing_file_is_a_usage_error(home: Path) -> None:
    assert_one_error(invoke(*REPLAY, "nowhere.txt", "--json"), 2, "nowhere.txt")
