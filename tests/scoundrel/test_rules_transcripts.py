"""Scoundrel's transcripts and exported records replayed by the rules (DESIGN.md's transcript
contract; issue #41: the notation and the rules are tested on ``tabletop.archive.transcript``,
the ``replay`` verb has its smoke tests in test_cli_replay.py). S3: the weapon rule; S9: a lost
game's score."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.components import MAX_HEALTH, VALUE, kind
from tabletop.session.dealers import DEALER
from tests.cli.support import fold, notation
from tests.replays import position, record_file, refused, typed_game
from tests.scoundrel.helpers import EXAMPLE, deck_for_seed

KEYS = {"status", "health", "score", "weapon", "last_slain", "room", "dungeon"}


def replay(source: str | Path) -> dict[str, Any]:
    return position(GAME, source)


def write(text: str, path: Path) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_transcript_json_keys_while_playing() -> None:
    data = replay(EXAMPLE)
    assert set(data) >= KEYS
    assert data["status"] == "playing"
    assert data["health"] == 15
    assert data["score"] is None
    assert data["weapon"] == "7D"
    assert data["last_slain"] == 9
    assert data["room"] == ["3S", "4H"]
    assert isinstance(data["dungeon"], int)
    assert data["dungeon"] == 37


def test_an_empty_transcript_is_the_start() -> None:
    data = replay("# nothing yet\n\n")
    assert (data["status"], data["health"], data["score"], data["weapon"]) == (
        "playing", 20, None, None)
    assert (data["last_slain"], data["room"], data["dungeon"]) == (None, [], 44)


def test_card_notations_in_a_transcript() -> None:
    data = replay("room TD k♠ 5♥ 9c\nplay td\nplay K♠ weapon\n")
    assert data["weapon"] == "10D"
    assert data["health"] == 17
    assert data["room"] == ["5H", "9C"]


@pytest.mark.parametrize(("rule", "health", "last_slain"), [
    ("lower", 9, 9),               # 9♠ may not be fought with the weapon: 9 damage barehanded
    ("lower_or_equal", 16, 9),     # equal is allowed: 9 - 7 = 2 damage
])
def test_s3_the_options_line_sets_the_weapon_rule(rule: str, health: int,
                                                  last_slain: int) -> None:
    text = f"options weapon_rule={rule}\nroom 7D 9C 9S 2H\nplay 7D\nplay 9C\nplay 9S\n"
    data = replay(text)
    assert (data["health"], data["last_slain"]) == (health, last_slain)


def test_running_in_a_transcript() -> None:
    data = replay("room 2C 3C 4C 5C\nrun\n")
    assert (data["room"], data["dungeon"]) == ([], 44)
    data = replay("room 2C 3C 4C 5C\nrun\nroom 6C 7C 8C 9C\n")
    assert (data["room"], data["dungeon"]) == (["6C", "7C", "8C", "9C"], 40)


def test_s9_a_lost_game_has_a_score() -> None:
    text = "room AS KS QS JS\nplay AS\nplay KS\n"
    data = replay(text)
    assert data["status"] == "lost"
    assert data["health"] == -7
    # 26 monsters are worth 208; A K Q J of spades (50) are out of the dungeon.
    assert data["score"] == -7 - 158
    data = replay("options death_penalty=dungeon_and_room\n" + text)
    assert data["score"] == -7 - 158 - 23

@pytest.mark.parametrize(("text", "line", "reason"), [
    # illegal moves
    ("room 7D KS 5H 9C\nplay 7D\n# a comment\nplay 7D\nplay KS\n", 4, "7♦ is not in the room."),
    ("room 2C 3C 4C 5C\nrun\nroom 6C 7C 8C 9C\nrun\n", 4, "two rooms in a row"),
    ("room 7D KS 5H 9C\nplay 7D\nroom 2C\n", 3, "The room is full"),
    ("room 7D KS 5H 9C\nroom 2C\n", 2, "The room is full"),
    ("room 7D KS 5H 9C\nplay 5H weapon\n", 2, "'bare' and 'weapon' apply to monsters only."),
    ("play 7D\n", 1, "Turn over cards from the dungeon first (4 to go)."),
    ("room 7D KS 5H 9C 2C\n", 1, "Too many cards: the room takes only 4 more."),
    ("room 7D KS 5H 7D\n", 1, "7♦ was already seen"),
    # malformed lines
    ("room 7D XX 5H 9C\n", 1, "is not a card"),
    ("# comment\nroom 7D KS QH 9C\n", 2, "not in the Scoundrel deck"),
    ("room 7D KS 5H XX\n", 1, "'XX' is not a card"),
    ("room 7D KS 5H QH\n", 1, "Q♥ is not in the Scoundrel deck"),
    ("room\n", 1, "Name the cards turned over"),
    ("room 7D KS 5H 9C\nplay\n", 2, "Play which card?"),
    ("room 7D KS 5H 9C\nplay 7\n", 2, "There is no card 7; the room holds 4."),
    ("room 7D KS 5H 9C\ndance wildly\n", 2, "is not a card"),
    ("room 7D KS 5H 9C\noptions weapon_rule=lower\n", 2,
     "'options' lines must come before the first event."),
    ("options weapon_rule\nroom 7D\n", 1, "Options are written key=value"),
])
def test_an_illegal_or_malformed_line_is_refused_naming_the_line(text: str, line: int,
                                                                  reason: str) -> None:
    message = refused(GAME, text)
    assert message.startswith(f"Line {line}: ")
    assert reason in message


@pytest.mark.parametrize(("text", "reason"), [
    ("room 7D XX 5H 9C\n", "'XX' is not a card"),
    ("room 7D KS QH 9C\n", "Q♥ is not in the Scoundrel deck"),
])
def test_a_bad_card_mid_line_is_named_alone(text: str, reason: str) -> None:
    message = refused(GAME, text)
    assert message.startswith("Line 1: ") and reason in message


@pytest.mark.parametrize(("option", "rest"), [
    ("weapon_rule=bogus", "\nroom 7D KS 5H 9C\n"),
    ("weapon_rule=bogus", ""),
    ("nope=1", "\nroom 7D\n"),
])
def test_a_bad_option_names_the_options_line(option: str, rest: str) -> None:
    message = refused(GAME, f"# options first\noptions {option}" + rest)
    assert message.startswith("Line 2: ") and option.split("=")[0] in message


def test_an_undecodable_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "binary.txt"
    path.write_bytes(b"\xff\xfe\x00room")
    assert "is not UTF-8 text" in refused(GAME, path)  # issue #28: not the codec's English


def test_an_exported_record_replays(tmp_path: Path) -> None:
    # Seed 799 deals a weapon and three monsters first (as in test_cli_play.py): equip, the last
    # monster barehanded, the middle one with the weapon, then run from the next room.
    weapon, _, fought, bare = deck_for_seed(799)[:4]
    assert [kind(card) for card in (weapon, fought, bare)] == ["weapon", "monster", "monster"]
    health = MAX_HEALTH - VALUE[bare] - max(0, VALUE[fought] - VALUE[weapon])
    session = typed_game(GAME, ["Ana"], 799, ["1", "play 4 bare", "3", "run"])
    record = record_file(session, tmp_path / "record.json")
    assert record["format"] == "tabletop-record"
    data = replay(tmp_path / "record.json")
    assert data == GAME.summary(fold(record))
    assert (data["status"], data["health"], data["score"]) == ("playing", health, None)
    assert data["dungeon"] == fold(record).dungeon_size

    # The same game as a transcript replays to the same state.
    assert replay("\n".join(["# from the record", *notation(record)]) + "\n") == data


def test_a_finished_game_replays_as_record_and_as_transcript(tmp_path: Path) -> None:
    session = typed_game(GAME, ["Ana"], 5, ["1", "2", "3"] * 20)
    assert session.over
    record = record_file(session, tmp_path / "record.json")
    data = replay(tmp_path / "record.json")
    assert data["status"] == "lost"
    assert data["score"] == GAME.score(fold(record)).players[0].total
    assert data["health"] <= 0
    assert replay("\n".join(notation(record)) + "\n") == data
    # A line after the end is illegal, and named.
    text = "\n".join([*notation(record), "play 2C"]) + "\n"
    message = refused(GAME, text)
    assert message.startswith(f"Line {len(record['events']) + 1}: ") and "over" in message


@pytest.mark.parametrize("text", [
    '{"format": "tabletop-record", "game": ',
    '{"game": "scoundrel"}',
    '{"game": "scoundrel", "plugin_version": "1", "players": ["A"], "mode": "bogus"}',
    '{"game": "scoundrel", "plugin_version": "1", "players": ["A"], "surprise": 1}',
    "{}\n",
])
def test_a_damaged_json_file_is_refused(tmp_path: Path, text: str) -> None:
    message = refused(GAME, write(text, tmp_path / "damaged.json"))
    assert "damaged.json" in message and "cannot be read" in message


def test_a_record_of_another_game_is_refused(tmp_path: Path) -> None:
    record = {"game": "chess", "plugin_version": "1", "players": ["A"], "events": []}
    assert "That record is a chess game, not scoundrel." in refused(
        GAME, write(json.dumps(record), tmp_path / "chess.json"))


def test_a_record_with_an_illegal_event_names_the_entry(tmp_path: Path) -> None:
    record = {"game": "scoundrel", "plugin_version": "1", "players": ["Ana"], "events": [
        {"actor": "chance", "kind": "room", "data": {"values": ["7D", "KS", "5H", "9C"]}},
        {"actor": 0, "kind": "play", "data": {"card": "7D"}},
        {"actor": 0, "kind": "play", "data": {"card": "7D"}},
    ]}
    message = refused(GAME, write(json.dumps(record), tmp_path / "bad.json"))
    assert "Entry 3 of the saved game no longer applies" in message
    assert "7♦ is not in the room." in message


def _record(seed: int) -> dict[str, Any]:
    """An exported record of a Scoundrel game that has just been dealt its first room."""
    return {"format": "tabletop-record", "game": "scoundrel", "plugin_version": "1",
            "players": ["Ann"], "seed": seed, "dealer": DEALER, "events": [
                {"actor": "chance", "kind": "room",
                 "data": {"values": list(_first_room(seed))}}]}


def _first_room(seed: int) -> list[str]:
    return [str(card) for card in deck_for_seed(seed)[:4]]


def test_an_export_of_one_game_replays_as_a_set_too(tmp_path: Path) -> None:
    one = {"format": "tabletop-records", "records": [_record(3)]}
    assert replay(write(json.dumps(one), tmp_path / "set.json")) == replay(
        write(json.dumps(_record(3)), tmp_path / "one.json"))


def test_an_export_of_several_games_says_to_export_one(tmp_path: Path) -> None:
    several = {"format": "tabletop-records", "records": [_record(3), _record(4)]}
    message = refused(GAME, write(json.dumps(several), tmp_path / "all.json"))
    assert "holds 2 games" in message and "tabletop export ID FILE" in message


def test_a_record_missing_a_field_names_the_field(tmp_path: Path) -> None:
    path = write(json.dumps({"format": "tabletop-record", "game": "scoundrel"}),
                 tmp_path / "bad.json")
    message = refused(GAME, path)
    assert "cannot be read" in message
    assert "players: missing" in message  # issue #28: in the catalogue's words
