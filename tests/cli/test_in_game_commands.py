"""Commands typed inside a game at 80×24: ``rules`` goes through the pager at a terminal and
the board is drawn again after it; ``help`` says how to get the board back; ``score`` during a
game shows the score so far, said to be what the game would score if it ended now (for
Scoundrel too, whose sheet was empty until the end); a hand-over takes only Enter."""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

from games.scoundrel import GAME
from tabletop.cli import loop, render
from tabletop.session.session import Session
from tabletop.text import i18n

from .support import assert_ok, error_lines, hs_script, invoke, moves, stored_events

SO_FAR = {"en": "Score so far (if the game ended now)",
          "de": "Wertung bisher (wenn das Spiel jetzt endete)"}
ENTER = {"en": "on an empty line: show the table again",
         "de": "auf leerer Zeile: den Tisch wieder zeigen"}
WAIT = {"en": "✗ Press Enter when Ana has the screen; nothing was played.",
        "de": "✗ Drücke Enter, wenn Ana den Bildschirm hat; es wurde nichts gespielt."}


def flat(text: str) -> str:
    return " ".join(text.replace("│", " ").split())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_score_during_scoundrel_is_the_score_so_far(home: Path, lang: str) -> None:
    """S9 (README of the rules): while the game goes on, the sheet is the health minus the
    monsters left in the dungeon, as a loss would score now, and says so."""
    result = invoke("scoundrel", "play", "--seed", "1", "--lang", lang,
                    input=moves({"en": "score", "de": "wertung"}[lang], "quit"))
    assert_ok(result)
    sheet = result.output.split(SO_FAR[lang])[1]
    total = {"en": "Total", "de": "Summe"}[lang]
    line = next(row for row in sheet.splitlines() if total in row)
    assert "–" not in line and int(line.replace("│", " ").split()[-1]) < 20
    assert {"en": "monsters left in the dungeon", "de": "Monster im Dungeon übrig"}[lang] in sheet
    assert {"en": "still playing", "de": "läuft noch"}[lang] in sheet
    assert all(len(row) <= 80 for row in result.output.splitlines())


def test_score_during_dungeon_dice_says_so_far_as_well(home: Path) -> None:
    result = invoke("dungeon-dice", "play", "--seed", "1", "-p", "Ana", "--bot", "Cy",
                    "-o", "heroes=deal", input=moves("score", "quit"))
    assert_ok(result)
    assert SO_FAR["en"] in result.output


@pytest.mark.parametrize("lang", ["en", "de"])
def test_help_says_enter_brings_the_board_back(home: Path, lang: str) -> None:
    result = invoke("scoundrel", "play", "--seed", "1", "--lang", lang,
                    input=moves({"en": "help", "de": "hilfe"}[lang], "quit"))
    assert_ok(result)
    assert ENTER[lang] in flat(result.output)


class Terminal(Console):
    """80×24, its person typing ``lines`` in turn."""

    def __init__(self, *lines: str) -> None:
        super().__init__(file=io.StringIO(), width=80, height=24, force_terminal=True,
                         color_system=None, legacy_windows=False)
        self.lines = list(lines)

    def input(self, prompt: Any = "", **kwargs: Any) -> str:
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


def test_rules_go_through_the_pager_and_the_board_is_drawn_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    paged: list[str] = []

    def pager(con: Console, renderable: Any) -> bool:
        paged.append(type(renderable).__name__)
        return True

    monkeypatch.setattr(loop, "page_over", pager)
    session = Session.start(GAME, GAME.meta.options(), ["Ana"], mode="play", seed=1,
                            store=None)
    terminal = Terminal("rules", "quit")
    loop.run(session, terminal)
    out = terminal.file.getvalue()  # type: ignore[attr-defined]
    assert paged == ["Markdown"]
    assert "the rules in short" not in out  # not pushed over the board: in the pager
    rules = [line for line in out.splitlines() if line == "─" * 80]
    assert len(rules) == 2  # the board, and again after the pager


def test_the_pager_over_a_game_uses_its_own_screen(monkeypatch: pytest.MonkeyPatch) -> None:
    """``less`` without ``-X`` shows the text on the terminal's other screen: quitting it
    brings back the board. A $LESS of the player's own is kept."""
    shown: list[tuple[str, str | None]] = []

    def run(command: list[str], input: bytes, env: dict[str, str], check: bool) -> None:
        shown.append((input.decode(), env.get("LESS")))

    monkeypatch.setattr(render, "pager_command", lambda: ["less"])
    monkeypatch.setattr(render, "_is_tty", lambda stream: True)
    monkeypatch.setattr(render.subprocess, "run", run)
    monkeypatch.delenv("LESS", raising=False)
    con = Terminal()
    assert render.page_over(con, Text("the rules"))
    assert shown == [("the rules\n", "R")]
    monkeypatch.setenv("LESS", "FRX")
    render.page_over(con, Text("again"))
    assert shown[-1][1] == os.environ["LESS"]
    # no terminal: nothing paged, the caller prints
    assert not render.page_over(Console(file=io.StringIO()), Text("piped"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hand_over_takes_only_enter(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("move 3\nplay\n\n"))
    out = io.StringIO()
    i18n.set_language(lang)
    try:
        loop.hand_over(Console(file=out, width=80), "Ana")
        assert error_lines(out.getvalue()) == [WAIT[lang]] * 2
        monkeypatch.setattr("sys.stdin", io.StringIO({"en": "quit\n", "de": "ende\n"}[lang]))
        with pytest.raises(loop.Quit):
            loop.hand_over(Console(file=io.StringIO(), width=80), "Ana")
    finally:
        i18n.set_language("en")


def test_a_move_typed_at_a_hand_over_is_not_played(home: Path) -> None:
    """Halunken hotseat, two people: a move typed at the hand-over screen is refused there,
    and the game goes on exactly as without it."""
    lines, _ = hs_script(5, ["Ana", "Ben"])
    upto = [i for i, line in enumerate(lines) if line == ""][1]
    early = lines[upto + 1]  # the move meant for the screen after the hand-over
    plain = invoke("halunken", "play", "--seed", "5", "-p", "Ana", "-p", "Ben",
                   input=moves(*lines[:upto + 2], "quit"))
    assert_ok(plain)
    typed = [*lines[:upto], early, *lines[upto:upto + 2], "quit"]
    result = invoke("halunken", "play", "--seed", "5", "-p", "Ana", "-p", "Ben",
                    input=moves(*typed))
    assert_ok(result)
    [refused] = error_lines(result.output)
    assert refused.startswith("✗ Press Enter when ") and "nothing was played" in refused
    assert stored_events(home, 2) == stored_events(home, 1)
