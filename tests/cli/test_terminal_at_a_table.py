"""The terminal at a real table, 80×24 (issue #22): the list of what may be typed breaks between
commands, the decider sees the position after a round of others' moves, a match's standings
wait for Enter, and keys typed while a bot played are dropped."""

from __future__ import annotations

import io
import sys
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

from tabletop.cli import loop, together
from tabletop.events import Event
from tabletop.play.account import account
from tabletop.play.answers import Pick
from tabletop.play.registry import get
from tabletop.play.session import Session, make_options
from tabletop.play.table import DEVICE, Place, Table
from tabletop.plugin import Decision, words

from .support import assert_ok, invoke, moves


def test_the_list_of_moves_breaks_between_commands_never_inside_one() -> None:
    game = get("halunken")
    actions = tuple(Event(0, "bid", {"card": card}) for card in
                    ("r15", "r14", "r13", "p12", "p11", "g10", "y9", "y8", "g7", "r6"))
    decision = Decision(0, (*actions, Event(0, "pass")))
    for width in (40, 60, 80):
        console = Console(file=io.StringIO(), width=width, color_system=None)
        console.print(loop.choices([words(game, a) for a in decision.actions], width))
        lines = console.file.getvalue().splitlines()  # type: ignore[attr-defined]
        assert len(lines) > 1 and all(len(line) <= width for line in lines)
        entries = [part.strip(" ·") for line in lines for part in line.split(" · ")]
        entries[0] = entries[0].split(": ", 1)[-1]
        assert [e for e in entries if e] == [words(game, a) for a in decision.actions]


class Terminal(Console):
    """A terminal of 80×24 whose person presses Enter, counting the waits."""

    def __init__(self) -> None:
        super().__init__(file=io.StringIO(), width=80, height=24, force_terminal=True,
                         color_system=None, legacy_windows=False)
        self.waits: list[str] = []

    def input(self, prompt: Any = "", **kwargs: Any) -> str:
        self.waits.append(str(prompt.plain if isinstance(prompt, Text) else prompt))
        return ""


def test_what_happened_waits_for_enter_when_the_board_would_scroll_away() -> None:
    """After a round of bots, more happened than fits with the board: it is shown first and
    waits for Enter, then the whole board and what may be typed come."""
    game = get("halunken")
    session = Session.start(game, make_options(game, {}), ["Ana", "Bob", "Cy"], mode="play",
                            seed=5, store=None, bots=[1, 2])
    table = Table(session)
    told = loop.Told(table)
    table.answer(Place(DEVICE), Pick(0))
    for index in range(len(session.events)):
        told.add(index)
    assert len(told.lines) > loop.TOLD_SHORT
    terminal = Terminal()
    loop.screen(terminal, told, [loop.board(table, account(table, Place(DEVICE, ready=0)))])
    assert terminal.waits == ["Enter shows the table › "]
    out = terminal.file.getvalue()  # type: ignore[attr-defined]
    assert out.index("Cy") < out.rindex("─" * 20)  # what happened, then the board
    quiet = Terminal()
    few = loop.Told(table)
    few.lines = [Text("» one line")]
    loop.screen(quiet, few, [loop.board(table, account(table, Place(DEVICE, ready=0)))])
    assert quiet.waits == []  # a move's own effect goes under the board


def test_keys_typed_while_a_bot_played_are_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    flushed: list[int] = []
    termios = pytest.importorskip("termios")
    monkeypatch.setattr(termios, "tcflush", lambda fd, how: flushed.append(how))
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    monkeypatch.setattr(sys.stdin, "fileno", lambda: 0, raising=False)
    loop.drop_typed_ahead()
    assert flushed == [termios.TCIFLUSH]


def finish(session: Session, con: Console) -> bool:
    """A game of the match played out by first choices, as if the people played it."""
    table = Table(session)
    table.advance()
    while not table.over:
        awaiting = table.awaiting()
        assert isinstance(awaiting, Decision)
        table.answer(Place(DEVICE, ready=awaiting.player), Pick(0))
    return True


def test_a_matchs_standings_wait_for_enter_when_a_person_plays(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(together, "play_one", finish)
    left = invoke("dungeon-dice", "match", "--games", "2", "-p", "Ana", "--bot", "Robo",
                  "--seed", "4", input="")
    assert_ok(left)
    assert "Standings after 1 of 2 games" in left.output
    assert left.output.rstrip().endswith(
        "Match paused; continue with: tabletop dungeon-dice match --resume 1")
    went_on = invoke("dungeon-dice", "match", "--games", "2", "-p", "Bea", "--bot", "Robo",
                     "--seed", "4", input=moves(""))
    assert_ok(went_on)
    out = went_on.output
    assert (out.index("Standings after 1 of 2 games") < out.index("Enter starts the next game")
            < out.index("Game 2 of 2") < out.index("The match is over."))
