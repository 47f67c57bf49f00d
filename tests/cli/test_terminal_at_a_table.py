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

from tabletop.cli import log_screen, loop, together
from tabletop.cli.told import Entry
from tabletop.events import Event
from tabletop.plugin import Decision, words
from tabletop.registry import get
from tabletop.session.account import account
from tabletop.session.answers import Pick
from tabletop.session.session import Session, make_options
from tabletop.session.table import DEVICE, Place, Table

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


def test_what_the_bots_did_waits_for_enter_once_when_the_board_would_scroll_away() -> None:
    """After a round of bots, more happened than fits with the board: what the bots did is
    shown first, in short, and waits for Enter once; then the whole board comes."""
    game = get("halunken")
    session = Session.start(game, make_options(game, {}), ["Ana", "Bob", "Cy"], mode="play",
                            seed=5, store=None, bots=[1, 2])
    table = Table(session)
    told = loop.Told(table)
    table.answer(Place(DEVICE), Pick(0))
    for index in range(len(session.events)):
        told.add(index)
    terminal = Terminal()
    board = log_screen.board(table, account(table, Place(DEVICE, ready=0)))
    assert len(told.lines) + len(terminal.render_lines(board)) > terminal.height
    loop.screen(terminal, told, [board])
    assert terminal.waits == ["Enter shows the table › "]
    out = terminal.file.getvalue()  # type: ignore[attr-defined]
    assert out.index("Cy") < out.rindex("─" * 20)  # what happened, then the board
    assert told.lines == []  # told once


def test_a_persons_own_move_never_waits_and_leaves_the_board_whole() -> None:
    """A move's own effects go under the board when they fit, else before it: the board is
    drawn last, whole, and nobody is asked to press Enter (a Dungeon dice delve stopped at
    every deep level: its dungeon roll and dragons made five lines)."""
    game = get("halunken")
    session = Session.start(game, make_options(game, {}), ["Ana", "Bob"], mode="play",
                            seed=5, store=None)
    table = Table(session)
    board = log_screen.board(table, account(table, Place(DEVICE, ready=0)))
    for count in (1, 30):
        terminal = Terminal()
        told = loop.Told(table)
        told.entries = [Entry(None, "", [Text(f"» line {n}") for n in range(count)])]
        loop.screen(terminal, told, [board])
        assert terminal.waits == []
        out = terminal.file.getvalue()  # type: ignore[attr-defined]
        if count == 1:
            assert out.index("─" * 20) < out.index("» line 0")  # under the board
        else:
            assert out.index("» line 29") < out.index("─" * 20)  # before it


def test_a_bots_delve_plays_through_and_is_told_in_short() -> None:
    """Dungeon dice hotseat against a bot at 80×24: the bot's delve is one short account of
    what it did (its moves, how the delve ended), never a wait in the middle of a delve, the
    bot's or the person's; at most one Enter after each of the bot's turns."""
    game = get("dungeon-dice")
    options = make_options(game, {"heroes": "deal"})
    session = Session.start(game, options, ["Ana", "Cy"], mode="play", seed=5, store=None,
                            bots=[1])
    terminal = Terminal()
    asked: list[tuple[str, int]] = []  # each prompt, with how many of Cy's moves came before

    def cy_moves() -> int:
        return sum(1 for event in session.events if event.actor == 1)

    def answer(prompt: Any = "", **kwargs: Any) -> str:
        text = str(prompt.plain if isinstance(prompt, Text) else prompt)
        asked.append((text, cy_moves()))
        if text.startswith("Enter shows the table"):
            return ""
        actions = session.awaiting().actions  # type: ignore[union-attr]
        said = [words(game, action) for action in actions]
        return "seek" if "seek" in said else said[0]

    terminal.input = answer  # type: ignore[method-assign]
    assert loop.run(session, terminal) == 0 and session.over
    waits = [number for number, (text, _) in enumerate(asked)
             if text.startswith("Enter shows the table")]
    assert waits, "the bot's delves tell more than fits with the board"
    for number in waits:
        # only after the bot played since the last prompt: never mid-delve
        assert number > 0 and asked[number][1] > asked[number - 1][1]
        # once (the last may come at the end, before the final board)
        assert number + 1 == len(asked) or not asked[number + 1][0].startswith("Enter")
    out = terminal.file.getvalue()  # type: ignore[attr-defined]
    assert "Cy (bot) played: " in out and "(log tells every step)" in out
    assert "Cy retires to the tavern" in out or "Cy flees" in out


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
