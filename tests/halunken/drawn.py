"""Halunken's board as the players see it, for the tests: the account (``text/board.py``) of a
seat's observation, with the moves it owes and what it saw when the round began; the terminal's
drawing at 80 columns without colour; the page's HTML, checked."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from games.halunken import GAME
from games.halunken.rules.state import HState
from tabletop.board import Board, BoardAccount, Move, Picture, Row, Section, board_account
from tabletop.cli.board import Drawer
from tabletop.plugin import Advice, Decision, words
from tabletop.web.board import board_html, section_html
from tests.web_view_checks import check_text

TOLD: BoardAccount = board_account(GAME)


def moves(state: HState) -> list[Move]:
    """The decision owed now, as the table offers it to the seat that owes it."""
    now = GAME.awaiting(state)
    assert isinstance(now, Decision), now
    return [Move(index, event, words(GAME, event)) for index, event in enumerate(now.actions)]


def account(state: HState, seat: int | None, owed: bool = False,
            before: HState | None = None) -> Board:
    """The board of ``seat``; ``owed``: with the moves it owes as acts."""
    return TOLD.board(GAME.observe(state, seat), moves(state) if owed else (),
                      None if before is None else GAME.observe(before, seat))


def lines(renderable: RenderableType) -> list[str]:
    console = Console(width=80, color_system=None, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


def screen(state: HState, seat: int | None, advice: Advice | None = None) -> str:
    """The terminal's board (it owes no acts: moves are typed), the advice under it."""
    drawer = Drawer(GAME)
    shown = lines(drawer.board(account(state, seat)))
    if advice is not None:
        shown += lines(drawer.section(TOLD.advice(advice)))
    return "\n".join(shown)


def flat(text: str) -> str:
    """Each line's words with one space between: what a test reads, whatever the alignment."""
    return "\n".join(" ".join(line.split()) for line in text.splitlines())


def page(board: Board, where: str = "board") -> str:
    return check_text(board_html(GAME, board), where)


def advice_page(advice: Advice) -> str:
    return check_text(section_html(GAME, TOLD.advice(advice)), "advice")


def section(board: Board, name: str, title: str | None = None) -> Section:
    """The board's section ``name`` (of several, the one titled ``title``)."""
    return next(s for s in board.sections if s.name == name
                and (title is None or s.title == title))


def row(found: Section, label: str) -> Row:
    return next(r for r in found.rows if r.label == label)


def ids(pictures: tuple[Picture, ...], kind: str) -> list[str]:
    return [p.id for p in pictures if p.kind == kind]
