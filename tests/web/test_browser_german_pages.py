"""German all through (issue #23): a German phone plays the first phases of each game on the
board, opens the log and the rules, and no page it sees shows an English word. The scan reads
the page's visible text, its title and the labels a screen reader says."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page

from tests.web.browser import board_moves, new_context, play_move
from tests.web.conftest import LiveServer

GAMES = {"scoundrel": ["Anna"], "dungeon-dice": ["Anna", "Bert"],
         "halunken": ["Anna", "Bert", "Carl"]}
STEPS = 14  # the first phases of each game
# Words a German page never needs; each in English only (no German word is spelled so).
ENGLISH = re.compile(
    r"\b(the|and|your|you|turn|round|room|health|weapon|tap|undo|hint|rules|what|happened|"
    r"space|pushes|cards?|party|treasure|level|delve|chosen|waiting|choose|play|sound|earlier|"
    r"type|move|bare|damage|fight|defeats|opens|reroll|flee|retire|seek|glory|done|bid|pass|"
    r"harbour|captain|dive|moved|from|this|history|stats|tally|new game|log|player|score|"
    r"winner|left|none|empty|played|free|or|of|to|is|on|at)\b", re.IGNORECASE)
SAID = """() => [document.title, document.querySelector('main').innerText,
  ...[...document.querySelectorAll('main [aria-label], main [title]')]
     .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''))]
  .join('\\n')"""


def english_in(page: Page) -> list[str]:
    text: str = page.evaluate(SAID)
    return sorted({found.group(0) for found in ENGLISH.finditer(text)})


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_german_game_has_no_english_word(live: LiveServer, browser: Browser,
                                           game: str) -> None:
    context = new_context(browser, locale="de-DE")
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 360, "height": 740})
        page.goto(f"{live.url}/new/{game}")
        page.locator("input[name=mode][value=hotseat]").check()
        for seat, name in enumerate(GAMES[game]):
            page.locator(f"input[name=name{seat}]").fill(name)
        page.locator("form.newgame button.primary").click()
        page.wait_for_url("**/s/*")
        seat = page.url
        for step in range(STEPS):
            assert english_in(page) == [], f"{game} step {step}"
            ready = page.locator("#main .handover a.button")
            if ready.count():
                ready.click()
                page.wait_for_load_state()
                continue
            moves = board_moves(page)
            if not moves:
                break
            play_move(page, moves[0])
        for sub in ("/log", "/rules"):
            page.goto(seat.split("?")[0] + sub)
            assert english_in(page) == [], f"{game} {sub}"
    finally:
        context.close()
