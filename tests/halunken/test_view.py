"""The screen drawn from a seat's observation alone: 80 columns, readable without colour, in
English and German; a secret card shows only to its owner (H3); Black Jack's used movement
cards lie face up (004); the view reads no rules or state."""

from __future__ import annotations

import ast
import io
import random
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console, RenderableType

from games.halunken import GAME
from games.halunken.faces import terminal as view
from games.halunken.play.advice import advice_with
from games.halunken.rules.state import HState
from tabletop import i18n
from tabletop.events import Event
from tabletop.play.playout import playout

from .helpers import choose, jack_turns, new_game, picking, table


def text(renderable: RenderableType) -> list[str]:
    console = Console(width=80, color_system=None, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


def screen(state: HState, seat: int | None) -> str:
    return "\n".join(text(view.board(GAME.observe(state, seat))))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_screen_fits_80_columns_in_both_languages(language: str) -> None:
    i18n.set_language(language)
    try:
        for players, variant in ((2, "standard"), (4, "standard"), (3, "intro")):
            run = playout(GAME, new_game(players, variant), players, picking(players))
            for state in run.states[:-1:7]:
                for seat in (None, *range(players)):
                    lines = text(view.board(GAME.observe(state, seat)))
                    assert all(cell_len(line) <= 80 for line in lines)
                    assert "hs_" not in "\n".join(lines)
    finally:
        i18n.set_language("en")


def test_h3_a_chosen_card_shows_to_its_owner_and_a_tick_to_the_others() -> None:
    """004: "each player secretly chooses one of his Movement cards and puts it face down in
    front of him." """
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    state = GAME.turn(state, Event(0, "move", {"card": "6"}))
    row = {seat: next(line for line in screen(state, seat).splitlines()
                      if line.startswith("Ana (An)")) for seat in (0, 1, None)}
    assert row[0].rstrip().endswith("6")
    assert row[1].rstrip().endswith("✓") and row[None].rstrip().endswith("✓")


def test_black_jacks_used_movement_cards_are_on_the_screen() -> None:
    """004: "Black Jack's used Movement cards remain face up next to the board." """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12)
    state = jack_turns(choose(state, "1", "2", "3"), "9")
    for seat in range(3):  # nobody hires him in round 2
        state = GAME.turn(state, Event((state.starter + seat) % 3, "pass"))
    state = jack_turns(choose(state, "4", "5", "6"), "11")
    assert "His movement cards played: 9 11" in screen(state, None)
    i18n.set_language("de")
    try:
        assert "Seine gespielten Bewegungskarten: 9 11" in screen(state, 1)
    finally:
        i18n.set_language("en")


def test_the_next_step_and_the_advice_are_drawn_from_data() -> None:
    state = table(3, captains=[2, 5, 10], hands={1: ["r15", "y2"]})
    state = choose(state, "3", "4", "4")
    assert "Next: Ana takes a card of their choice from Ben" in screen(state, 0)
    shown = "\n".join(text(view.board(GAME.observe(state, 0),
                                      advice_with(state, 0, random.Random(1)))))
    assert "Advice for Ana: take " in shown


def test_the_view_reads_no_rules_and_no_state() -> None:
    """A view renders an observation: it imports no rules, state, score or bot module."""
    tree = ast.parse(Path(view.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names}
    games = {name for name in imported if name and name.startswith("games.")}
    # text.advice: the advice's sentences, said once for both faces (issue #27)
    assert games == {"games.halunken.rules.components", "games.halunken.rules.words",
                     "games.halunken.text.advice"}
