"""The hint says how it was found in words that agree in number (issue #28: the last room's
hint read "Exact: searched to the end, 0 rooms ahead (0 positions)"), in both languages, on
the terminal and on the web page alike."""

from __future__ import annotations

import io
import re

import pytest
from rich.console import Console

from games.scoundrel import GAME
from games.scoundrel.play.advice import advise
from games.scoundrel.text.counts import search_note
from tabletop.board import board_account
from tabletop.cli.board import advice_text
from tabletop.text import i18n
from tabletop.web.board import section_html

from .helpers import endgame

NOTES = {
    # (exact, depth, nodes): (English, German)
    (True, 0, 0): ("Exact: nothing left to search beyond this room.",
                   "Exakt: über diesen Raum hinaus ist nichts mehr zu durchsuchen."),
    (True, 0, 1): ("Exact: nothing left to search beyond this room.",
                   "Exakt: über diesen Raum hinaus ist nichts mehr zu durchsuchen."),
    (True, 1, 1): ("Exact: searched to the end, 1 room ahead (1 position).",
                   "Exakt: bis zum Ende durchsucht, 1 Raum voraus (1 Stellung)."),
    (True, 2, 40): ("Exact: searched to the end, 2 rooms ahead (40 positions).",
                    "Exakt: bis zum Ende durchsucht, 2 Räume voraus (40 Stellungen)."),
    (False, 0, 1): ("Estimate: this room played out, then a rule of thumb (1 position).",
                    "Schätzung: dieser Raum durchgespielt, dann Faustregel (1 Stellung)."),
    (False, 1, 7): ("Estimate: searched 1 room ahead, then a rule of thumb (7 positions).",
                    "Schätzung: 1 Raum voraus durchsucht, dann Faustregel (7 Stellungen)."),
    (False, 3, 1): ("Estimate: searched 3 rooms ahead, then a rule of thumb (1 position).",
                    "Schätzung: 3 Räume voraus durchsucht, dann Faustregel (1 Stellung)."),
}


@pytest.mark.parametrize(("found", "said"), NOTES.items(), ids=str)
def test_each_count_agrees_in_number(found: tuple[bool, int, int],
                                     said: tuple[str, str]) -> None:
    exact, depth, nodes = found
    for lang, sentence in zip(("en", "de"), said, strict=True):
        with i18n.speaking(lang):
            assert search_note({"exact": exact, "depth": depth, "nodes": nodes}) == sentence


def _plain(text: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", text).split())


def test_the_last_room_s_hint_says_nothing_is_left_to_search() -> None:
    """A real last room: the dungeon is empty, the search ends in the room itself."""
    state = endgame(["4H", "2C", "8H"], [], health=15)
    advice = advise(state, 0.05)
    assert advice.data["exact"] and advice.data["depth"] == 0
    for lang, sentence in (("en", "Exact: nothing left to search beyond this room."),
                           ("de", "Exakt: über diesen Raum hinaus ist nichts mehr zu "
                                  "durchsuchen.")):
        with i18n.speaking(lang):
            page = _plain(str(section_html(GAME, board_account(GAME).advice(advice))))
            screen = io.StringIO()
            Console(file=screen, width=200, color_system=None).print(advice_text(GAME, advice))
            for shown in (page, " ".join(screen.getvalue().split())):
                assert sentence in shown, shown
                assert not re.search(r"\b0 (rooms|positions|Räume|Stellungen)\b", shown)
