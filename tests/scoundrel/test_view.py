"""The screen is drawn from the observation alone, at 80 columns and readable without colour:
Scoundrel's account of its board (``text/board.py``) as the terminal draws it
(``tabletop.cli.board``), with the game's glyphs (``faces/terminal.py``)."""

from __future__ import annotations

import ast
import io
import json
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console

from games.scoundrel import GAME
from games.scoundrel.faces import terminal as glyphs
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import turn
from games.scoundrel.text import board as account
from tabletop import i18n
from tabletop.board import Board, Move, Section, acts_of
from tabletop.cli.board import board_screen
from tabletop.play.playout import random_playout
from tabletop.plugin import Decision, words

from .helpers import RUN, endgame, play, start


def plain(renderable: object) -> str:
    buffer = io.StringIO()
    Console(file=buffer, width=80, color_system=None, legacy_windows=False).print(renderable)
    text = buffer.getvalue()
    assert all(cell_len(line) <= 80 for line in text.splitlines())
    return text


def screen(state: ScoundrelState) -> str:
    return plain(board_screen(GAME, GAME.observe(state, 0)))


def section(board: Board, name: str) -> Section:
    return next(s for s in board.sections if s.name == name)


def imports_of(module: object) -> set[str]:
    source = Path(str(getattr(module, "__file__", ""))).read_text(encoding="utf-8")
    imported = {node.module for node in ast.walk(ast.parse(source))
                if isinstance(node, ast.ImportFrom)}
    return {name for name in imported if name and name.startswith("games.")}


def test_the_view_imports_no_rules_or_state() -> None:
    # The glyphs know the cards alone; the account its catalogues too (the counted sentences
    # and the advice's words, issue #14) and the options model, whose fields name each
    # option's words (issue #28).
    assert imports_of(glyphs) <= {"games.scoundrel.rules.components"}
    assert imports_of(account) <= {"games.scoundrel.rules.components",
                                   "games.scoundrel.rules.options",
                                   "games.scoundrel.text.counts",
                                   "games.scoundrel.text.advice"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_screen_of_a_game_fits_80_columns_and_names_no_key(lang: str) -> None:
    i18n.set_language(lang)
    try:
        run = random_playout(GAME, GAME.setup(GAME.meta.options(), ["P"]), 3)
        state = run.start
        for event in run.events:
            state = turn(state, event)
            seen = json.loads(json.dumps(GAME.observe(state, 0)))
            assert "sc_" not in plain(board_screen(GAME, seen))
    finally:
        i18n.set_language("en")


def test_s3_s4_s5_the_screen_shows_each_cards_effect_and_the_weapons_limit() -> None:
    """002_1fb84a41f10de15f.txt: 'K♠ 13 − 7 = 6'; 'Lebenspunkte: 16 → 20'."""
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    text = screen(state)
    rows = [line.split() for line in text.splitlines()]
    # The weapon, and the monster slain with it under the limit it sets.
    assert ["7♦", "may", "fight", "monsters", "below", "13"] in rows
    assert ["K♠", "slain", "with", "it"] in rows
    # each card keeps the number it had when the room was dealt (issue #22); what it is
    # (potion 9) is its glyph's colour on the screen and its name on the board
    assert ["3", "9♥", "heals", "9"] in rows
    assert ["4", "5♣", "weapon:", "0", "dmg", "·", "bare:", "5"] in rows
    assert "played 2 of 3; potion still heals" in text
    assert "Run      You cannot run: a card of this room was already played." in text
    room = section(account.board(GAME.observe(state, 0)), "room")
    assert [p.name for row in room.rows for p in row.pictures] == [
        "9 of hearts (9♥), potion 9", "5 of clubs (5♣), monster 5"]


def test_s6_s10_the_screen_counts_the_dungeon_and_says_when_running_is_allowed() -> None:
    """000_29c9095678974fbe.txt: 'darf man nicht aus zwei Räumen hintereinander fliehen'."""
    state = start("7D", "KS", "5H", "9C")
    # In words, not the command typed (which the list of moves under the board gives).
    assert "Run      you may run from this room" in screen(state)
    legal = GAME.awaiting(state)
    assert isinstance(legal, Decision)
    moves = [Move(n, event, words(GAME, event)) for n, event in enumerate(legal.actions)]
    room = section(account.board(GAME.observe(state, 0), moves), "room")
    assert [(act.words, act.said) for act in room.acts] == [("run", "run from the room")]
    fled = turn(state, RUN)
    text = plain(board_screen(GAME, GAME.observe(fled, None)))
    assert "44 cards left (40 never seen, 4 run away from)" in text
    assert "Run" not in text  # cards are turned over first
    assert acts_of(account.board(GAME.observe(fled, None))) == []


def test_s8_the_end_is_shown() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet ...'"""
    won = play(play(endgame(["9C", "3D"], health=15), "9C"), "3D")
    assert "You made it through the dungeon!" in screen(won)
    assert section(account.board(GAME.observe(won, 0)), "end").rows[0].tone == "end"
