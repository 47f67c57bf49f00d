"""Scoundrel's board as the player sees it, for the tests: the account (``text/board.py``) of an
observation, the terminal's drawing at 80 columns without colour, and the page's HTML, checked."""

from __future__ import annotations

import io

from rich.cells import cell_len
from rich.console import Console, RenderableType

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from tabletop.board import Board, BoardAccount, Move, board_account
from tabletop.cli.board import advice_text, board_screen
from tabletop.plugin import Advice, Decision, Observation, words
from tabletop.web.board import board_html, section_html
from tests.web_view_checks import check_text

TOLD: BoardAccount = board_account(GAME)


def plain(renderable: RenderableType) -> str:
    buffer = io.StringIO()
    Console(file=buffer, width=80, color_system=None, legacy_windows=False).print(renderable)
    text = buffer.getvalue()
    assert all(cell_len(line) <= 80 for line in text.splitlines())
    return text


def screen(seen: Observation, advice: Advice | None = None) -> str:
    return plain(board_screen(GAME, seen, advice))


def advice_screen(advice: Advice) -> str:
    return plain(advice_text(GAME, advice))


def moves(state: ScoundrelState) -> list[Move]:
    now = GAME.awaiting(state)
    if not isinstance(now, Decision):
        return []
    return [Move(index, event, words(GAME, event)) for index, event in enumerate(now.actions)]


def account(state: ScoundrelState, owed: bool = True) -> Board:
    return TOLD.board(GAME.observe(state, 0), moves(state) if owed else ())


def html(state: ScoundrelState, advice: Advice | None = None) -> str:
    drawn = check_text(board_html(GAME, account(state)), "board")
    if advice is not None:
        drawn += check_text(section_html(GAME, TOLD.advice(advice)), "advice")
    return drawn
