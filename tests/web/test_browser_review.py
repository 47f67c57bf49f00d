"""Issue #25: the Review page of a finished game, reached from the game's history page, fills in
as the review is made, and fits a phone; a game in progress has none. Pictures at a phone's and
a tablet's size go to build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Browser

from tabletop.store.database import Store
from tests.web.browser import new_context
from tests.web.conftest import LiveServer
from tests.web.test_browser_records_phone import fits
from tests.web.test_browser_screenshots import SCREENSHOTS, SIZES
from tests.web.test_records_pages import played


def test_the_review_page_fills_in_and_fits_a_phone(live: LiveServer, store: Store,
                                                   browser: Browser) -> None:
    game = played(store, "halunken", ["Ann", "<b>Bo</b>", "Cy"], 4)
    running = played(store, "scoundrel", ["Ann"], 5, steps=6)
    context = new_context(browser)
    try:
        page = context.new_page()
        page.set_viewport_size({"width": 360, "height": 740})
        page.goto(f"{live.url}/history/{game.game_id}")
        page.get_by_role("link", name="Review").click()
        page.wait_for_selector(".review-person", timeout=60_000)
        text = page.inner_text("#main")
        assert "<b>Bo</b>" in text  # a name is shown as typed, never as markup
        assert "decisions" in text and "Luck" in text
        assert page.locator(".review-person").count() == 3
        fits(page, "review", 360)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.screenshot(path=SCREENSHOTS / f"review-{width}x{height}.png", full_page=True)
        answer = page.goto(f"{live.url}/history/{running.game_id}/review")
        assert answer is not None and answer.status == 409
        assert "not finished" in page.inner_text("body")
    finally:
        context.close()
