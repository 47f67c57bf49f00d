"""A whole Scoundrel game by tapping in a real browser (issue #12): started through the
new-game form with a chosen deal, played by the first button offered until the game is over."""

from __future__ import annotations

from playwright.sync_api import Page

from tabletop.store.database import Store
from tests.web.browser import browser_fixture, context_fixture, page_fixture, play_version, settled  # noqa: F401 (fixtures)
from tests.web.conftest import LiveServer

TAPS = 200  # a Scoundrel game is 44 cards: far fewer plays than this


def test_a_whole_game_by_tapping(live: LiveServer, store: Store, page: Page) -> None:
    page.goto(f"{live.url}/new/scoundrel")
    page.get_by_label("The app deals").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame details summary").click()
    page.locator("input[name=seed]").fill("12")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")

    for _ in range(TAPS):
        buttons = page.locator("#main .offer button.act")
        if page.locator("#main table.scores").count():
            break
        assert buttons.count() > 0, page.locator("#main header.game .status").inner_text()
        before = play_version(page)
        buttons.first.click()
        settled(page, before)
    else:
        raise AssertionError(f"no end after {TAPS} taps")

    assert page.locator("#main header.game .status").inner_text() == "Game over."
    assert page.locator("#main table.scores").is_visible()
    assert page.locator("#main .offer").count() == 0
    games = store.games()
    assert len(games) == 1 and games[0].status != "playing", games
