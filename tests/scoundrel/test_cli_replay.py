"""``tabletop scoundrel replay FILE`` at the terminal: the smoke tests of the verb. What a
transcript or a record replays to, and which lines are refused, is tested on the rules in
test_rules_transcripts.py (issue #41)."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.records import schema
from tests.cli.support import assert_ok, assert_one_error, invoke
from tests.scoundrel.helpers import EXAMPLE


def write(text: str, name: str = "game.txt") -> Path:
    path = Path(name)
    path.write_text(text, encoding="utf-8")
    return path


def test_the_position_as_json(home: Path) -> None:
    result = invoke("scoundrel", "replay", str(write(EXAMPLE)), "--json")
    assert_ok(result)
    data = json.loads(result.stdout)
    assert data.pop("schema_version") == schema.VERSION  # the position itself follows
    assert (data["health"], data["weapon"], data["room"]) == (15, "7D", ["3S", "4H"])
    assert not home.exists() or not any(home.iterdir())  # a replay stores nothing


def test_the_screen_without_json(home: Path) -> None:
    result = invoke("scoundrel", "replay", str(write(EXAMPLE)))
    assert_ok(result)
    flat = "\n".join(" ".join(line.split()) for line in result.output.splitlines())
    for text in ("15/20", "K♠ 9♣ slain with it", "7♦ may fight monsters up to 9", "37 cards left",
                 "Score", "still playing"):
        assert text in flat, text


def test_an_illegal_line_exits_1_naming_the_line(home: Path) -> None:
    result = invoke("scoundrel", "replay", str(write("room 7D KS 5H 9C\nplay 7D\nplay 7D\n")),
                    "--json")
    message = assert_one_error(result, 1, "7♦ is not in the room.")
    assert message.startswith("✗ Line 3: ")


def test_a_missing_file_exits_2_with_one_line(home: Path) -> None:
    result = invoke("scoundrel", "replay", "no-such-file.txt", "--json")
    assert_one_error(result, 2, "File not found", "no-such-file.txt")


def test_a_folder_is_not_a_transcript(home: Path) -> None:
    Path("folder").mkdir()
    result = invoke("scoundrel", "replay", "folder", "--json")
    assert result.exit_code in (1, 2)
    assert "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1
