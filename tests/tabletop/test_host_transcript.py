"""tabletop.archive.transcript: a transcript or a JSON record replays a game; errors name the
line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.archive.transcript import replay_file, replay_transcript
from tabletop.events import BadInput, Record
from tabletop.plugin import Game
from tabletop.registry import get

PLAYERS = ["Ada"]


@pytest.fixture
def game() -> Game[Any]:
    return get("scoundrel")


def line_error(game: Game[Any], text: str) -> BadInput:
    with pytest.raises(BadInput) as info:
        replay_transcript(game, text, PLAYERS)
    assert info.value.key == "err_line"
    return info.value


def test_a_transcript_replays(game: Game[Any]) -> None:
    text = "# scoundrel transcript\n\nroom 7D KS 5H 9C   # first room\nplay 7D\nplay KS\n"
    session = replay_transcript(game, text, PLAYERS)
    assert [game.notation(e) for e in session.events] == ["room 7D KS 5H 9C", "play 7D",
                                                          "play KS"]
    assert session.record.mode == "replay"
    assert session.state.weapon == "7D"


def test_an_empty_transcript_is_the_start(game: Game[Any]) -> None:
    session = replay_transcript(game, "# nothing\n\n", PLAYERS)
    assert session.events == []
    assert session.state == game.setup(game.meta.options(), PLAYERS)


def test_options_line(game: Game[Any]) -> None:
    session = replay_transcript(game, "options weapon_rule=lower_or_equal\nroom 7D\n", PLAYERS)
    assert session.record.options["weapon_rule"] == "lower_or_equal"


@pytest.mark.parametrize(("text", "number"), [
    ("room 7D KS 5H 9C\nplay QS\n", 2),                    # illegal: not in the room
    ("room 7D KS 5H 9C\nplay 7D\n\n# note\nfly away\n", 5),  # malformed
    ("# header\n\nroom 1X\n", 3),                           # not a card
    ("room 7D KS 5H 9C\nplay 7D\nplay 7D\n", 3),           # played already
    ("room 7D KS 5H 9C\nrun\nrun\n", 3),                    # fled twice
])
def test_a_bad_line_is_named(game: Game[Any], text: str, number: int) -> None:
    error = line_error(game, text)
    assert error.params["number"] == number
    assert error.params["reason"]
    assert error.message().startswith(f"Line {number}: ")


def test_options_after_an_event(game: Game[Any]) -> None:
    error = line_error(game, "room 7D\noptions weapon_rule=lower\n")
    assert error.params["number"] == 2
    assert "options" in error.params["reason"]


@pytest.mark.parametrize(("line", "rest"), [
    ("options weapon_rule", "room 7D\n"),
    ("options nonsense=1", "room 7D\n"),
    ("options weapon_rule=sideways", "room 7D\n"),
    ("options weapon_rule=sideways", ""),
])
def test_a_bad_options_line_is_named(game: Game[Any], line: str, rest: str) -> None:
    error = line_error(game, f"# first\n{line}\n{rest}")
    assert error.params["number"] == 2


def test_the_error_in_german(game: Game[Any]) -> None:
    from tabletop.text import i18n

    i18n.set_language("de")
    error = line_error(game, "room 7D KS 5H 9C\nplay QS\n")
    assert error.message().startswith("Zeile 2: ")


def test_replay_file_transcript_and_record(game: Game[Any], tmp_path: Path) -> None:
    text = "room 7D KS 5H 9C\nplay 7D\n"
    transcript = tmp_path / "game.txt"
    transcript.write_text(text, encoding="utf-8")
    session = replay_file(game, transcript, PLAYERS)
    record = Record.model_validate({**session.record.model_dump(),
                                    "events": [e.to_json() for e in session.events]})
    exported = tmp_path / "game.json"
    exported.write_text(record.model_dump_json(indent=2), encoding="utf-8")
    again = replay_file(game, exported, PLAYERS)
    assert again.state == session.state
    assert again.events == session.events


def test_replay_file_errors(game: Game[Any], tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        replay_file(game, tmp_path / "missing.txt", PLAYERS)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tabletop-record", "game": ', encoding="utf-8")
    with pytest.raises(BadInput) as info:
        replay_file(game, broken, PLAYERS)
    assert info.value.key == "err_file_damaged"
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"game": "chess", "plugin_version": "1", "players": ["A"]}),
                     encoding="utf-8")
    with pytest.raises(BadInput) as info:
        replay_file(game, other, PLAYERS)
    assert info.value.key == "err_wrong_game"
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00room")
    with pytest.raises(BadInput) as info:
        replay_file(game, binary, PLAYERS)
    assert info.value.key == "err_file_not_utf8"  # issue #28: said as such, not the codec's


def test_record_with_an_event_that_no_longer_applies(game: Game[Any], tmp_path: Path) -> None:
    record = {"game": "scoundrel", "plugin_version": "1", "players": ["Ada"],
              "events": [{"actor": "chance", "kind": "room", "data": {"values": ["7D"]}},
                         {"actor": 0, "kind": "play", "data": {"card": "KS"}}]}
    path = tmp_path / "r.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(BadInput) as info:
        replay_file(game, path, PLAYERS)
    assert info.value.key == "err_record_event"
    assert info.value.params["number"] == 2


def test_windows_line_endings(game: Game[Any], tmp_path: Path) -> None:
    path = tmp_path / "crlf.txt"
    path.write_bytes(b"# saved on Windows\r\nroom 7D KS 5H 9C\r\nplay 7D\r\n")
    assert len(replay_file(game, path, PLAYERS).events) == 2


def test_a_byte_order_mark_is_ignored(game: Game[Any], tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("# saved with a BOM\nroom 7D KS 5H 9C\nplay 7D\n".encode("utf-8-sig"))
    assert len(replay_file(game, path, PLAYERS).events) == 2


@pytest.mark.parametrize("game_id", ["scoundrel", "dungeon-dice", "halunken"])
def test_a_written_transcript_reads_back_with_its_players_and_options(game_id: str) -> None:
    """What the app writes as a transcript (``solve``, ``show --transcript``) replays with no
    flag: its prose is comments, its seats and rule set are lines of their own."""
    from tabletop.archive.transcript_text import transcript_lines

    rules = get(game_id)
    options = rules.meta.options().model_dump()
    count = max(rules.meta.min_players, min(rules.meta.max_players, 3))
    seats = ["Ana Lee", "B#n", "[/]"][:count]
    text = "\n".join(transcript_lines(game_id, [], options=options, players=seats,
                                      heading=["Best: 30.\nOne line:"]))
    session = replay_transcript(rules, text, ["P1"], given=False)
    assert session.record.players == seats
    assert session.record.options == options
    # the players given on the command line name the seats over the file's line
    others = ["X", "Y", "Z"][:count]
    assert replay_transcript(rules, text, others).record.players == others
