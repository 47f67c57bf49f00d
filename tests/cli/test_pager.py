"""Long output (``show``, ``history``, ``stats``, ``rules``, ``replay``, ``solve``) goes
through a pager at a terminal only (issue #14): $PAGER, else ``less`` with git's options; never
when piped or with ``--json``; ``--no-pager`` turns it off."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest

from tabletop.cli import render
from tabletop.events import Record

from .support import assert_ok, invoke, open_store

CAPTURE = ("import os, sys; open(sys.argv[1], 'w', encoding='utf-8').write("
           "os.environ.get('LESS', '-') + '\\n' + sys.stdin.buffer.read().decode('utf-8'))")


@pytest.fixture
def one_game(home: Path) -> Path:
    record = Record(game="scoundrel", players=["Ann Lee"],
                    created="2024-04-01T12:00:00+00:00")
    result = {"status": "won", "winners": [], "players": [{"name": "Ann Lee", "total": 12}]}
    store = open_store(home)
    try:
        store.imports.records([(record, "won", result)])
    finally:
        store.close()
    return home


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """Standard output taken for a terminal, and a pager that writes what it got to a file."""
    paged = tmp_path / "paged.txt"
    monkeypatch.setattr(render, "_is_tty", lambda stream: True)
    command = [sys.executable, "-c", CAPTURE, str(paged)]
    monkeypatch.setenv("PAGER", shlex.join(command))
    monkeypatch.delenv("LESS", raising=False)
    return paged


REPORTS = [["show", "1"], ["history"], ["stats"], ["stats", "--player", "Ann Lee"]]


@pytest.mark.parametrize("verb", REPORTS)
def test_at_a_terminal_long_output_goes_through_the_pager(one_game: Path, terminal: Path,
                                                          verb: list[str]) -> None:
    result = invoke(*verb)
    assert_ok(result)
    assert result.stdout == ""
    less, text = terminal.read_text(encoding="utf-8").split("\n", 1)
    assert "Ann Lee" in text
    assert less == "FRX"  # what git gives less: quit on one screen, colours, no clearing


@pytest.mark.parametrize("verb", REPORTS)
def test_no_pager_prints_as_ever(one_game: Path, terminal: Path, verb: list[str]) -> None:
    result = invoke(*verb, "--no-pager")
    assert_ok(result)
    assert "Ann Lee" in result.stdout
    assert not terminal.exists()


@pytest.mark.parametrize("verb", REPORTS)
def test_piped_output_never_pages(one_game: Path, terminal: Path,
                                  monkeypatch: pytest.MonkeyPatch, verb: list[str]) -> None:
    monkeypatch.setattr(render, "_is_tty", lambda stream: False)
    result = invoke(*verb)
    assert "Ann Lee" in result.stdout
    assert not terminal.exists()


@pytest.mark.parametrize("verb", REPORTS)
def test_json_never_pages(one_game: Path, terminal: Path, verb: list[str]) -> None:
    assert '"Ann Lee"' in invoke(*verb, "--json").stdout
    assert not terminal.exists()


def paged_text(terminal: Path) -> str:
    return terminal.read_text(encoding="utf-8").split("\n", 1)[1]


@pytest.mark.parametrize("pager", [[], ["--no-pager"]])
def test_rules_replay_and_solve_page_alike(home: Path, terminal: Path, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch,
                                          pager: list[str]) -> None:
    """Every report that may outgrow a screen takes the pager and ``--no-pager``."""
    from tabletop import registry
    from tabletop.plugin import Solution

    transcript = tmp_path / "game.txt"
    transcript.write_text("room 7D KS 5H 9C\nplay 7D\n", encoding="utf-8")
    monkeypatch.setattr(registry.get("scoundrel"), "solve", lambda *args: Solution(
        best_score=17, exact=True, line=("room 7D KS 5H 9C", "play 7D")))
    for verb, said in ((["rules"], "weapon"), (["replay", str(transcript)], "Score"),
                       (["solve", "--seed", "1"], "play 7D")):
        result = invoke("scoundrel", *verb, *pager)
        assert_ok(result)
        if pager:
            assert said in result.stdout
            assert not terminal.exists()
        else:
            assert result.stdout == ""
            assert said in paged_text(terminal)
            terminal.unlink()


@pytest.mark.parametrize("pager", ["", "cat", "no-such-pager-anywhere --flag"])
def test_an_empty_pager_or_cat_means_none(one_game: Path, terminal: Path,
                                          monkeypatch: pytest.MonkeyPatch, pager: str) -> None:
    monkeypatch.setenv("PAGER", pager)
    result = invoke("history")
    assert "Ann Lee" in result.stdout
    assert not terminal.exists()


def test_a_set_less_is_kept(one_game: Path, terminal: Path,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LESS", "-S")
    assert_ok(invoke("history"))
    assert terminal.read_text(encoding="utf-8").startswith("-S\n")


def test_the_pager_helper_takes_everything_printed_inside(terminal: Path) -> None:
    """``rules`` prints through the same helper: every console made inside is the pager's."""
    with render.paged() as con:
        con.print("one")
        render.console().print("two")
    assert terminal.read_text(encoding="utf-8").split() == ["FRX", "one", "two"]
