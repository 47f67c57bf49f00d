"""What a person tells the terminal once is remembered (issue #39): the language a game was
started in, which it resumes in, and the name a game played alone or a tally is kept under,
asked for once and kept on this machine (``tabletop config name``)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tabletop.cli import your_name

from .support import assert_ok, assert_one_error, game_id, invoke, moves


def players_of(home: Path, number: int) -> list[str]:
    with sqlite3.connect(home / "tabletop.db") as conn:
        row = conn.execute("SELECT players FROM games WHERE id = ?", (number,)).fetchone()
    names: list[str] = json.loads(row[0])
    return names


@pytest.fixture
def at_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(your_name, "at_terminal", lambda: True)


def test_a_german_game_resumes_in_german(home: Path) -> None:
    started = invoke("scoundrel", "play", "--seed", "3", "--player", "Ana", "--lang", "de",
                     input=moves("beenden"))
    assert_ok(started)
    number = int(started.output.split("Neues Spiel ")[1].split()[0])
    resumed = invoke("resume", str(number), input=moves("beenden"))
    assert_ok(resumed)
    assert "Weiter mit Spiel" in resumed.output or "Spiel" in resumed.output
    assert "Health" not in resumed.output and "Leben" in resumed.output


def test_the_command_line_language_wins_over_the_games(home: Path) -> None:
    started = invoke("scoundrel", "play", "--seed", "3", "--player", "Ana", "--lang", "de",
                     input=moves("beenden"))
    number = int(started.output.split("Neues Spiel ")[1].split()[0])
    resumed = invoke("resume", str(number), "--lang", "en", input=moves("quit"))
    assert_ok(resumed)
    assert "Health" in resumed.output and "Leben" not in resumed.output


def test_a_solo_game_asks_a_name_once_and_keeps_it(home: Path, at_terminal: None) -> None:
    first = invoke("scoundrel", "play", "--seed", "3", input=moves("Ana", "quit"))
    assert_ok(first)
    assert "Your name" in first.output and "You play as Ana" in first.output
    assert players_of(home, game_id(first)) == ["Ana"]
    second = invoke("scoundrel", "play", "--seed", "4", input=moves("quit"))
    assert_ok(second)
    assert "Your name" not in second.output
    assert players_of(home, game_id(second)) == ["Ana"]
    tally = invoke("scoundrel", "score", "--result", "won", "--health", "5", "--json")
    assert_ok(tally)
    assert '"name": "Ana"' in tally.stdout


def test_a_bad_name_is_asked_again_and_enter_takes_the_login_name(
        home: Path, at_terminal: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("USER", "bo")
    result = invoke("scoundrel", "play", "--seed", "3", input=moves("x" * 40, "", "quit"))
    assert_ok(result)
    assert result.output.count("Your name") == 2
    assert players_of(home, game_id(result)) == ["bo"]


def test_a_name_given_plays_one_game_and_is_not_kept(home: Path, at_terminal: None) -> None:
    result = invoke("scoundrel", "play", "--seed", "3", "-p", "Cy", input=moves("quit"))
    assert_ok(result)
    assert "Your name" not in result.output
    assert_ok(invoke("config", "name"))
    assert "not set" in invoke("config", "name").output


def test_nobody_at_a_terminal_is_not_asked(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("USER", "dee")
    result = invoke("scoundrel", "play", "--seed", "3", input=moves("quit"))
    assert_ok(result)
    assert "Your name" not in result.output
    assert players_of(home, game_id(result)) == ["dee"]


def test_config_shows_sets_and_forgets_the_name(home: Path, at_terminal: None) -> None:
    assert "not set" in invoke("config").output
    assert_ok(invoke("config", "name", "[/]<b>"))
    shown = invoke("config")
    assert_ok(shown)
    assert "[/]<b>" in shown.output
    assert invoke("config", "name").output.strip() == "[/]<b>"
    result = invoke("scoundrel", "play", "--seed", "3", input=moves("quit"))
    assert players_of(home, game_id(result)) == ["[/]<b>"]
    assert_ok(invoke("config", "name", "--unset"))
    assert "nicht gesetzt" in invoke("config", "name", "--lang", "de").output


@pytest.mark.parametrize(("args", "fragment"), [
    (("config", "nam", "x"), "No setting 'nam'"),
    (("config", "name", ""), "name"),
    (("config", "name", "Ana", "--unset"), "not both"),
])
def test_config_refuses_in_one_line(home: Path, args: tuple[str, ...], fragment: str) -> None:
    assert_one_error(invoke(*args), 2, fragment)


def test_a_game_for_several_asks_who_plays(home: Path, at_terminal: None) -> None:
    result = invoke("halunken", "play", "--seed", "3",
                    input=moves("Ana", "Ana, [/], <b>", "quit"))
    assert_ok(result)
    assert result.output.count("Who plays? 2 to 4 names") == 2
    assert "2 to 4 names, not 1." in result.output
    assert players_of(home, game_id(result)) == ["Ana", "[/]", "<b>"]


def test_enter_keeps_the_seats_own_names(home: Path, at_terminal: None) -> None:
    result = invoke("halunken", "play", "--seed", "3", "--lang", "de",
                    input=moves("", "beenden"))
    assert_ok(result)
    assert "Wer spielt? 2 bis 4 Namen, durch Kommas getrennt (Enter: P1, P2)" in result.output
    number = int(result.output.split("Neues Spiel ")[1].split()[0])
    assert players_of(home, number) == ["P1", "P2"]
