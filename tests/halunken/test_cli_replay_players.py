"""A Halunken game of three replays without naming its players: ``show --json`` of the game,
``show --transcript`` and a transcript with a ``players`` line carry them; a log without them
fails on a line whose error says that another number of seats reads on.

The newcomer's fault: ``show 13 --json``, its log saved as a file, ``halunken replay FILE`` said
"Line 5: First turn the card the app asks for." and nothing of the seats."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli.support import assert_ok, assert_one_error, invoke

from .test_cli_replay import LINES, REPLAY, THREE, TRANSCRIPT, replay_json, write

BOTS = ("--bot", "Ana", "--bot", "Ben", "--bot", "Cy")


def played(home: Path) -> dict[str, Any]:
    """A game of three bots, as ``show 1 --json`` prints it."""
    assert_ok(invoke("halunken", "play", "--seed", "1", *BOTS))
    result = invoke("show", "1", "--json")
    assert_ok(result)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_a_players_line_names_the_seats(home: Path) -> None:
    with_line = replay_json(write("named.txt", "players Ana Ben Cy\n" + TRANSCRIPT))
    assert with_line == replay_json(write("round.txt", TRANSCRIPT), *THREE)
    # --player names them over the file's line
    renamed = replay_json(write("named.txt", "players Ana Ben Cy\n" + TRANSCRIPT),
                          "-p", "Xu", "-p", "Yo", "-p", "Zé")
    assert [p["name"] for p in renamed["players"]] == ["Xu", "Yo", "Zé"]


def test_a_name_with_a_blank_or_a_hash_reads_back_quoted(home: Path) -> None:
    text = "players 'Ana Lee' 'B#n' \"[/]\"   # the seats\n" + TRANSCRIPT
    data = replay_json(write("quoted.txt", text))
    assert [p["name"] for p in data["players"]] == ["Ana Lee", "B#n", "[/]"]


@pytest.mark.parametrize(("text", "fragments"), [
    ("place 1\nplayers Ana Ben Cy\n",
     ("Line 2: The 'players' line must come before the first event.",)),
    ("players Ana Ben Cy Dan Eve\n", ("Line 1: ", "not 5.")),
    ("players Ana ana\n", ("Line 1: ",)),
    ("players 'Ana\n", ("Line 1: ", "quotation mark")),
])
def test_a_players_line_that_cannot_be(home: Path, text: str, fragments: tuple[str, ...]) -> None:
    assert_one_error(invoke(*REPLAY, str(write("bad.txt", text))), 1, *fragments)


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Line 5: First turn the card the app asks for. (is this a game of 3? give -p once "
           "per player)"),
    ("de", "Zeile 5: Erst die erfragte Karte aufdecken. (ein Spiel zu 3? -p einmal je Spieler "
           "angeben)"),
])
def test_a_log_of_three_read_as_two_says_how_many(home: Path, lang: str, said: str) -> None:
    path = write("log.txt", "\n".join(played(home)["log"]) + "\n")
    for verb in ("replay", "hint"):
        result = invoke("halunken", verb, str(path), "--lang", lang)
        assert assert_one_error(result, 1) == f"✗ {said}"
    assert_ok(invoke(*REPLAY, str(path), *THREE))


def test_a_wrong_line_that_no_seat_count_explains_gets_no_such_hint(home: Path) -> None:
    lines = list(LINES)
    lines[1] = "place 15"
    result = invoke(*REPLAY, str(write("bad.txt", "\n".join(lines))), *THREE)
    line = assert_one_error(result, 1, "Line 2: ")
    assert "-p" not in line


def test_show_json_replays_with_its_players_and_options(home: Path) -> None:
    shown = played(home)
    path = write("shown.json", json.dumps(shown))
    data = replay_json(path)
    assert [p["name"] for p in data["players"]] == ["Ana", "Ben", "Cy"]
    assert data == {"schema_version": 3, **shown["position"]}
    exported = invoke("export", "1", "game.json")
    assert_ok(exported)
    assert replay_json(Path("game.json")) == data


def test_show_transcript_replays_and_hints_as_it_stands(home: Path) -> None:
    shown = played(home)
    result = invoke("show", "1", "--transcript")
    assert_ok(result)
    lines = result.stdout.splitlines()
    assert lines[0] == "# halunken transcript"
    assert lines[1].startswith("# Game 1: Halunken und Spelunken")
    assert lines[2:4] == ["players Ana Ben Cy", "options variant=standard games=1 edition=2"]
    assert lines[4:] == shown["log"]
    path = write("game.txt", result.stdout)
    assert replay_json(path) == {"schema_version": 3, **shown["position"]}
    # halfway, in German: hint reads it as it stands
    half = write("half.txt", "\n".join(lines[:4 + len(lines) // 2]) + "\n")
    assert_ok(invoke("halunken", "hint", str(half), "--lang", "de"))


def test_show_json_or_transcript_not_both(home: Path) -> None:
    played(home)
    assert_one_error(invoke("show", "1", "--json", "--transcript"), 2, "not both")


def test_the_help_and_the_readme_name_player_for_replay_and_hint(home: Path) -> None:
    for verb in ("replay", "hint"):
        for lang, words in (("en", "'players' line"), ("de", "'players'-Zeile")):
            result = invoke("halunken", verb, "--help", "--lang", lang)
            assert_ok(result)
            assert "-p, --player" in result.stdout and words in result.stdout
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    assert "replay FILE [--player NAME ...]" in readme
    assert "hint FILE [--player NAME ...]" in readme
