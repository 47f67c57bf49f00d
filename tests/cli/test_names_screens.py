"""Names are text on every terminal screen, never markup (issue #13).

A player named ``[/]`` once crashed Dungeon dice and Halunken on the first screen, after the
game was stored, and from then on ``history``, ``show``, ``stats`` and ``resume``. Here every
screen shows such names exactly as typed, in play and at the table, in both languages; and
names stored before the rules on names (controls, a line break, a name of megabytes) are shown
harmless and cut.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from typer.testing import Result

from tests.cli.support import assert_ok, db_path, invoke, moves

# Pairs: the first is named in full by the prompt (a board's narrow name column folds a long
# name over lines), the second is short enough to stand whole in that column.
PAIRS = [["Bob [the builder]", "[/]"], ["[link=https://x]y[/link]", "[bold]"], ["<b>x", ":joy:"]]


def wide(monkeypatch: pytest.MonkeyPatch) -> None:
    """A screen wide enough that no table folds a name, so each can be found whole."""
    monkeypatch.setenv("COLUMNS", "250")


def assert_shown(result: Result, *names: str) -> None:
    assert_ok(result)
    for name in names:
        assert name in result.output, (name, result.output)


@pytest.mark.parametrize("names", PAIRS)
@pytest.mark.parametrize("game", ["dungeon-dice", "halunken"])
@pytest.mark.parametrize("mode", ["play", "table"])
def test_the_first_screen_shows_names_as_typed(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                game: str, names: list[str], mode: str) -> None:
    wide(monkeypatch)
    seed = ["--seed", "3"] if mode == "play" else []
    players = [arg for name in names for arg in ("--player", name)]
    result = invoke(game, mode, *seed, *players, input=moves("quit"))
    assert_shown(result, f"{names[0]} ›", names[1])  # the prompt names whose turn it is
    # ...and every listing of the stored game afterwards
    assert_shown(invoke("history"), *names)
    assert_shown(invoke("show", "1"), *names)
    assert_shown(invoke("resume", input=""), *names)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_scoundrel_and_its_challenge_show_a_name_as_typed(
        home: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    wide(monkeypatch)
    result = invoke("scoundrel", "play", "--seed", "3", "--player", "[/]", "--lang", lang,
                    input=moves("quit"))
    assert_shown(result, "[/] ›")
    result = invoke("scoundrel", "challenge", "--seed", "3", "-p", "[bold]", "-p", "[/]x",
                    "--lang", lang, input=moves("", "quit"))
    assert_shown(result, "[bold]", "[/]x")


def test_a_match_and_its_standings_show_names_as_typed(home: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    wide(monkeypatch)
    result = invoke("dungeon-dice", "match", "--games", "1", "--seed", "5",
                    "--bot", "[/]=basic", "--bot", "Bob [the builder]=basic")
    assert_shown(result, "[/] (bot)", "Bob [the builder]")
    assert_shown(invoke("stats"), "[/]", "Bob [the builder]")


def test_a_tally_shows_names_as_typed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wide(monkeypatch)
    result = invoke("dungeon-dice", "score", "-p", "[/]: xp=3", "-p", "[link=x]y: xp=2")
    assert_shown(result, "[/]", "[link=x]y")
    sheet = json.loads(invoke("dungeon-dice", "score", "-p", "[/]: xp=3", "-p", "<b>x: xp=2",
                              "--json").stdout)
    assert [p["name"] for p in sheet["players"]] == ["[/]", "<b>x"]


# names stored before the rules on names

HOSTILE = ["\x1b[2J[/]", "z" * 2_000_000, "Bob\n[the builder]\x07", "\u202eevil"]


def rename(home: Path, names: list[str]) -> None:
    """Give every stored game's seats ``names``, as a store written before issue #13 could."""
    with sqlite3.connect(db_path(home)) as db:
        for game_id, players, result in db.execute(
                "SELECT id, players, result FROM games").fetchall():
            old = json.loads(players)
            new = dict(zip(old, names, strict=False))
            db.execute("UPDATE games SET players = ? WHERE id = ?",
                       (json.dumps(names[:len(old)]), game_id))
            if result:
                sheet = json.loads(result)
                for seat in sheet.get("players", []):
                    seat["name"] = new.get(seat["name"], seat["name"])
                sheet["winners"] = [new.get(w, w) for w in sheet.get("winners", [])]
                db.execute("UPDATE games SET result = ? WHERE id = ?",
                           (json.dumps(sheet), game_id))


def assert_harmless(result: Result) -> None:
    assert_ok(result)
    out = result.output
    for raw in ("\x1b", "\x07", "\u202e", "z" * 81):  # cut: 32 in a name, 80 in a sentence
        assert raw not in out, raw
    assert "␛[2J[/]" in out or "␛[2J[/" in out


def test_names_stored_before_the_rules_are_shown_harmless_and_cut(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wide(monkeypatch)
    assert_ok(invoke("dungeon-dice", "play", "--seed", "3", "--bot", "A=basic",
                     "--bot", "B=basic"))
    assert_ok(invoke("halunken", "play", "--seed", "3", "-p", "C", "-p", "D", "-p", "E",
                     input=moves("quit")))
    rename(home, HOSTILE)
    for lang in ("en", "de"):
        for args in (["history"], ["show", "1"], ["show", "2"], ["stats"]):
            assert_harmless(invoke(*args, "--lang", lang))
        resumed = invoke("resume", "--lang", lang, input="")  # the list, then game 2
        assert_harmless(resumed)
        assert "z" * 32 + "…" in resumed.output
        assert "Bob␊[the builder]␇" in resumed.output
    history = json.loads(invoke("history", "--json").stdout)["games"]  # the data itself is kept
    assert history[0]["players"] == HOSTILE[:3]
