"""A Halunken game of three replays without naming its players: ``show --json`` of the game and
``show --transcript`` carry them (a transcript's ``players`` line, and a log without one that
fails on a line whose error says that another number of seats reads on, are tested on the rules
in test_rules_transcripts.py, issue #41).

The newcomer's fault: ``show 13 --json``, its log saved as a file, ``halunken replay FILE`` said
"Line 5: First turn the card the app asks for." and nothing of the seats."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cli.support import assert_ok, assert_one_error, invoke

from .test_cli_replay import REPLAY, write

BOTS = ("--bot", "Ana", "--bot", "Ben", "--bot", "Cy")


def played(home: Path) -> dict[str, Any]:
    """A game of three bots, as ``show 1 --json`` prints it."""
    assert_ok(invoke("halunken", "play", "--seed", "1", *BOTS))
    result = invoke("show", "1", "--json")
    assert_ok(result)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def replay_json(path: Path) -> dict[str, Any]:
    result = invoke(*REPLAY, str(path), "--json")
    assert_ok(result)
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def test_a_log_of_three_read_as_two_says_how_many(home: Path) -> None:
    """The newcomer's fault, at the terminal: ``replay`` and ``hint`` say the same line."""
    path = write("log.txt", "\n".join(played(home)["log"]) + "\n")
    said = ("✗ Line 5: First turn the card the app asks for. (is this a game of 3? give -p "
            "once per player)")
    for verb in ("replay", "hint"):
        assert assert_one_error(invoke("halunken", verb, str(path)), 1) == said


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
