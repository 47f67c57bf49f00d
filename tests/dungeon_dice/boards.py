"""Dungeon dice's board as the tests read it: the account of a place (with the moves it owes),
the terminal's screen at 80 columns without colour, and the web's HTML, checked well-formed."""

from __future__ import annotations

import io

from rich.console import Console, RenderableType

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.state import DDState
from tabletop.board import Board, Move, board_account, sentences
from tabletop.cli.board import advice_text, board_screen
from tabletop.plugin import Advice, Decision, words
from tabletop.web.board import board_html, section_html
from tests.web_view_checks import check_text

TOLD = board_account(GAME)


def moves_of(state: DDState) -> list[Move]:
    """The decision owed now, as the table offers it to the delver's place."""
    now = GAME.awaiting(state)
    assert isinstance(now, Decision)
    return [Move(index, event, words(GAME, event)) for index, event in enumerate(now.actions)]


def board(state: DDState, seat: int | None = 0, *, moves: bool = False,
          before: DDState | None = None) -> Board:
    seen = GAME.observe(state, seat)
    return TOLD.board(seen, moves_of(state) if moves else (),
                      None if before is None else GAME.observe(before, seat))


def said(drawn: Board) -> str:
    """Every sentence of a board, a line each."""
    return "\n".join(sentences(drawn))


def rendered(shown: RenderableType) -> str:
    console = Console(width=80, color_system=None, record=True, file=io.StringIO())
    console.print(shown)
    return console.export_text()


def screen(state: DDState, advice: Advice | None = None, seat: int | None = None) -> str:
    """The terminal's screen of a place, with the advice the host hands it."""
    return rendered(board_screen(GAME, GAME.observe(state, seat), advice))


def advice_screen(advice: Advice) -> str:
    return rendered(advice_text(GAME, advice))


def html(state: DDState, seat: int | None = 0, *, moves: bool = False) -> str:
    return check_text(board_html(GAME, board(state, seat, moves=moves)), "board")


def advice_html(advice: Advice) -> str:
    return check_text(section_html(GAME, TOLD.advice(advice)), "advice")
