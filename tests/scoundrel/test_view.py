"""The screen is the board's account of the observation alone, drawn at 80 columns and
readable without colour. That every screen of random games fits 80 columns and names no key,
and that the glyphs import no rules or state, is checked for every game by the conformance suite
(tests/conformance/test_web_view.py, issue #41)."""

from __future__ import annotations

import re

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.turn import turn
from tabletop.text import i18n

from .drawn import screen
from .helpers import RUN, endgame, play, start


def test_s3_s4_s5_the_screen_shows_each_cards_effect_and_the_weapons_limit() -> None:
    """002_1fb84a41f10de15f.txt: 'K♠ 13 − 7 = 6'; 'Lebenspunkte: 16 → 20'."""
    state = play(play(start("7D", "KS", "9H", "5C", health=12), "7D"), "KS")
    text = screen(GAME.observe(state, 0))
    weapon = text.split("Weapon\n", 1)[1].splitlines()
    assert weapon[0].split() == ["7♦", "may", "fight", "monsters", "below", "13"]
    assert weapon[1].split() == ["K♠", "slain", "with", "it"]
    rows = [line.split() for line in text.splitlines()]
    # each card keeps the number it had when the room was dealt (issue #22)
    assert ["3", "9♥", "potion", "9", "heals", "9"] in rows
    assert ["4", "5♣", "monster", "5", "weapon:", "0", "dmg", "·", "bare:", "5"] in rows
    assert "played 2 of 3; potion still heals" in text
    assert "Run      You cannot run: a card of this room was already played." in text


def test_s6_s10_the_screen_counts_the_dungeon_and_says_when_running_is_allowed() -> None:
    """000_29c9095678974fbe.txt: 'darf man nicht aus zwei Räumen hintereinander fliehen'."""
    state = start("7D", "KS", "5H", "9C")
    assert "you may run from this room" in screen(GAME.observe(state, 0))
    fled = turn(state, RUN)
    text = screen(GAME.observe(fled, None))
    assert "44 cards left (40 never seen, 4 run away from)" in text
    assert "Run" not in text  # cards are turned over first


def test_s8_the_end_is_shown() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet ...'"""
    won = play(play(endgame(["9C", "3D"], health=15), "9C"), "3D")
    assert "You made it through the dungeon!" in screen(GAME.observe(won, 0))


def _columns(text: str) -> set[tuple[int, ...]]:
    """Where each column of the room's rows starts (number, card, what it is, what it does)."""
    starts = set()
    for line in (line for line in text.splitlines() if re.match(r"[1-4]  \S", line)):
        at, found = 0, []
        for field in re.split(r" {2,}", line.strip()):
            at = line.index(field, at)
            found.append(at)
            at += len(field)
        starts.add(tuple(found))
    return starts


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_rooms_columns_line_up_whatever_the_ranks_width(lang: str) -> None:
    """A 10 is a card of three characters and a rank of two digits: what a card is and what
    playing it does still start at the same column in every row of the room."""
    dealt = start("10D", "JS", "9S", "7H")
    with i18n.speaking(lang):
        for state in (dealt, play(dealt, "10D")):
            text = screen(GAME.observe(state, 0))
            assert len(_columns(text)) == 1, text
