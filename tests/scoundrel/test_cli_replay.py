"""``tabletop scoundrel replay FILE``: the transcript contract of DESIGN.md, exported records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.components import MAX_HEALTH, VALUE, kind
from tabletop.records import schema
from tabletop.session.dealers import DEALER
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    export,
    fold,
    invoke,
    moves,
    notation,
)
from tests.scoundrel.helpers import deck_for_seed

EXAMPLE = """\
options weapon_rule=lower_or_equal   # the reading of 001
# scoundrel transcript: the worked example of 002, then one more room

room 7D KS 5H 9C                     # chance: the cards turned over, in order
play 7D                              # weapon: equip
play KS                              # 13 - 7 = 6 damage
Play 5h                              # potion: 19
room 2C 3S 4H
play 9C                              # 9 - 7 = 2 damage
play 2C bare                         # barehanded by choice
"""

KEYS = {"status", "health", "score", "weapon", "last_slain", "room", "dungeon"}


def write(text: str, name: str = "game.txt") -> Path:
    path = Path(name)
    path.write_text(text, encoding="utf-8")
    return path


def replay(path: Path, *extra: str) -> dict[str, Any]:
    result = invoke("scoundrel", "replay", str(path), "--json", *extra)
    assert_ok(result)
    data: dict[str, Any] = json.loads(result.stdout)
    assert data.pop("schema_version") == schema.VERSION  # the position itself follows
    return data


def test_transcript_json_keys_while_playing(home: Path) -> None:
    data = replay(write(EXAMPLE))
    assert set(data) >= KEYS
    assert data["status"] == "playing"
    assert data["health"] == 15
    assert data["score"] is None
    assert data["weapon"] == "7D"
    assert data["last_slain"] == 9
    assert data["room"] == ["3S", "4H"]
    assert isinstance(data["dungeon"], int)
    assert data["dungeon"] == 37
    assert not home.exists() or not any(home.iterdir())  # a replay stores nothing


def test_an_empty_transcript_is_the_start(home: Path) -> None:
    data = replay(write("# nothing yet\n\n"))
    assert (data["status"], data["health"], data["score"], data["weapon"]) == (
        "playing", 20, None, None)
    assert (data["last_slain"], data["room"], data["dungeon"]) == (None, [], 44)


def test_card_notations_in_a_transcript(home: Path) -> None:
    data = replay(write("room TD k♠ 5♥ 9c\nplay td\nplay K♠ weapon\n"))
    assert data["weapon"] == "10D"
    assert data["health"] == 17
    assert data["room"] == ["5H", "9C"]


@pytest.mark.parametrize(("rule", "health", "last_slain"), [
    ("lower", 9, 9),               # 9♠ may not be fought with the weapon: 9 damage barehanded
    ("lower_or_equal", 16, 9),     # equal is allowed: 9 - 7 = 2 damage
])
def test_s3_the_options_line_sets_the_weapon_rule(home: Path, rule: str, health: int,
                                                  last_slain: int) -> None:
    text = f"options weapon_rule={rule}\nroom 7D 9C 9S 2H\nplay 7D\nplay 9C\nplay 9S\n"
    data = replay(write(text))
    assert (data["health"], data["last_slain"]) == (health, last_slain)


def test_running_in_a_transcript(home: Path) -> None:
    data = replay(write("room 2C 3C 4C 5C\nrun\n"))
    assert (data["room"], data["dungeon"]) == ([], 44)
    data = replay(write("room 2C 3C 4C 5C\nrun\nroom 6C 7C 8C 9C\n"))
    assert (data["room"], data["dungeon"]) == (["6C", "7C", "8C", "9C"], 40)


def test_s9_a_lost_game_has_a_score(home: Path) -> None:
    text = "room AS KS QS JS\nplay AS\nplay KS\n"
    data = replay(write(text))
    assert data["status"] == "lost"
    assert data["health"] == -7
    # 26 monsters are worth 208; A K Q J of spades (50) are out of the dungeon.
    assert data["score"] == -7 - 158
    data = replay(write("options death_penalty=dungeon_and_room\n" + text))
    assert data["score"] == -7 - 158 - 23


def test_the_screen_without_json(home: Path) -> None:
    result = invoke("scoundrel", "replay", str(write(EXAMPLE)))
    assert_ok(result)
    flat = "\n".join(" ".join(line.split()) for line in result.output.splitlines())
    for text in ("15/20", "K♠ 9♣ slain with it", "7♦ may fight monsters up to 9", "37 cards left",
                 "Score", "still playing"):
        assert text in flat, text


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
def test_an_illegal_or_malformed_line_exits_1_naming_the_line(home: Path, text: str, line: int,
                                                              reason: str) -> None:
    result = invoke("scoundrel", "replay", str(write(text)), "--json")
    message = assert_one_error(result, 1, f"Line {line}: ", reason)
    assert message.startswith(f"✗ Line {line}: ")


@pytest.mark.parametrize(("text", "reason"), [
    ("room 7D XX 5H 9C\n", "'XX' is not a card"),
    ("room 7D KS QH 9C\n", "Q♥ is not in the Scoundrel deck"),
])
def test_a_bad_card_mid_line_is_named_alone(home: Path, text: str, reason: str) -> None:
    result = invoke("scoundrel", "replay", str(write(text)), "--json")
    assert_one_error(result, 1, "Line 1: ", reason)


@pytest.mark.parametrize(("option", "rest"), [
    ("weapon_rule=bogus", "\nroom 7D KS 5H 9C\n"),
    ("weapon_rule=bogus", ""),
    ("nope=1", "\nroom 7D\n"),
])
def test_a_bad_option_names_the_options_line(home: Path, option: str, rest: str) -> None:
    text = f"# options first\noptions {option}" + rest
    result = invoke("scoundrel", "replay", str(write(text)), "--json")
    assert_one_error(result, 1, "Line 2: ", option.split("=")[0])


def test_a_missing_file_exits_2_with_one_line(home: Path) -> None:
    result = invoke("scoundrel", "replay", "no-such-file.txt", "--json")
    assert_one_error(result, 2, "File not found", "no-such-file.txt")


def test_a_folder_is_not_a_transcript(home: Path) -> None:
    Path("folder").mkdir()
    result = invoke("scoundrel", "replay", "folder", "--json")
    assert result.exit_code in (1, 2)
    assert "Traceback" not in result.output
    assert len(result.stderr.strip().splitlines()) == 1


def test_an_undecodable_file_exits_1_with_one_line(home: Path) -> None:
    path = Path("binary.txt")
    path.write_bytes(b"\xff\xfe\x00room")
    assert_one_error(invoke("scoundrel", "replay", str(path), "--json"), 1,
                     "is not UTF-8 text")  # issue #28: not the codec's English


def test_an_exported_record_replays(home: Path) -> None:
    # Seed 799 deals a weapon and three monsters first (as in test_cli_play.py): equip, the last
    # monster barehanded, the middle one with the weapon, then run from the next room.
    weapon, _, fought, bare = deck_for_seed(799)[:4]
    assert [kind(card) for card in (weapon, fought, bare)] == ["weapon", "monster", "monster"]
    health = MAX_HEALTH - VALUE[bare] - max(0, VALUE[fought] - VALUE[weapon])
    played = invoke("scoundrel", "play", "--seed", "799", "--player", "Ana",
                    input=moves("1", "play 4 bare", "3", "run", "quit"))
    assert_ok(played)
    record = export(1, Path("record.json"))
    assert record["format"] == "tabletop-record"
    data = replay(Path("record.json"))
    assert data == GAME.summary(fold(record))
    assert (data["status"], data["health"], data["score"]) == ("playing", health, None)
    assert data["dungeon"] == fold(record).dungeon_size

    # The same game as a transcript replays to the same state.
    transcript = write("\n".join(["# from the record", *notation(record)]) + "\n", "game.txt")
    assert replay(transcript) == data


def test_a_finished_game_replays_as_record_and_as_transcript(home: Path) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "5", "--player", "Ana",
                     input=moves(*["1", "2", "3"] * 20)))
    record = export(1, Path("record.json"))
    data = replay(Path("record.json"))
    assert data["status"] == "lost"
    assert data["score"] == GAME.score(fold(record)).players[0].total
    assert data["health"] <= 0
    assert replay(write("\n".join(notation(record)) + "\n")) == data
    # A line after the end is illegal, and named.
    text = "\n".join([*notation(record), "play 2C"]) + "\n"
    line = len(record["events"]) + 1
    assert_one_error(invoke("scoundrel", "replay", str(write(text)), "--json"), 1,
                     f"Line {line}: ", "over")


@pytest.mark.parametrize("text", [
    '{"format": "tabletop-record", "game": ',
    '{"game": "scoundrel"}',
    '{"game": "scoundrel", "plugin_version": "1", "players": ["A"], "mode": "bogus"}',
    '{"game": "scoundrel", "plugin_version": "1", "players": ["A"], "surprise": 1}',
    "{}\n",
])
def test_a_damaged_json_file_exits_1_with_one_line(home: Path, text: str) -> None:
    path = write(text, "damaged.json")
    assert_one_error(invoke("scoundrel", "replay", str(path), "--json"), 1, "damaged.json",
                     "cannot be read")


def test_a_record_of_another_game_exits_1(home: Path) -> None:
    record = {"game": "chess", "plugin_version": "1", "players": ["A"], "events": []}
    path = write(json.dumps(record), "chess.json")
    assert_one_error(invoke("scoundrel", "replay", str(path), "--json"), 1,
                     "That record is a chess game, not scoundrel.")


def test_a_record_with_an_illegal_event_names_the_entry(home: Path) -> None:
    record = {"game": "scoundrel", "plugin_version": "1", "players": ["Ana"], "events": [
        {"actor": "chance", "kind": "room", "data": {"values": ["7D", "KS", "5H", "9C"]}},
        {"actor": 0, "kind": "play", "data": {"card": "7D"}},
        {"actor": 0, "kind": "play", "data": {"card": "7D"}},
    ]}
    path = write(json.dumps(record), "bad.json")
    assert_one_error(invoke("scoundrel", "replay", str(path), "--json"), 1,
                     "Entry 3 of the saved game no longer applies", "7♦ is not in the room.")


def _record(seed: int) -> dict[str, Any]:
    """An exported record of a Scoundrel game that has just been dealt its first room."""
    return {"format": "tabletop-record", "game": "scoundrel", "plugin_version": "1",
            "players": ["Ann"], "seed": seed, "dealer": DEALER, "events": [
                {"actor": "chance", "kind": "room",
                 "data": {"values": list(_first_room(seed))}}]}


def _first_room(seed: int) -> list[str]:
    return [str(card) for card in deck_for_seed(seed)[:4]]


def test_an_export_of_one_game_replays_as_a_set_too(home: Path) -> None:
    one = {"format": "tabletop-records", "records": [_record(3)]}
    path = write(json.dumps(one), "set.json")
    assert replay(path) == replay(write(json.dumps(_record(3)), "one.json"))


def test_an_export_of_several_games_says_to_export_one(home: Path) -> None:
    several = {"format": "tabletop-records", "records": [_record(3), _record(4)]}
    path = write(json.dumps(several), "all.json")
    assert_one_error(invoke("scoundrel", "replay", str(path)), 1, "holds 2 games",
                     "tabletop export ID FILE")


def test_a_record_missing_a_field_names_the_field(home: Path) -> None:
    path = write(json.dumps({"format": "tabletop-record", "game": "scoundrel"}), "bad.json")
    assert_one_error(invoke("scoundrel", "replay", str(path)), 1, "cannot be read",
                     "players: missing")  # issue #28: in the catalogue's words
