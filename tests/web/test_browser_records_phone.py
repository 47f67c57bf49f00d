"""History and Stats on a phone (issue #23, item 8): at 360 px their tables were 539 px wide and
hid the scores and results, and a game's number was a 10 × 18 px link. On a phone each row is
now a card: no page is wider than the screen (320 or 360 px) and every link is at least 44 px
high (a game's number 44 × 44). Pictures of the history, the stats and one game at a phone's and
a tablet's size go to build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from tabletop.store.database import Store
from tests.web.browser import new_context
from tests.web.conftest import LiveServer
from tests.web.test_browser_screenshots import SCREENSHOTS, SIZES
from tests.web.test_records_pages import played

PHONE = 360
SMALLEST = 320  # the narrowest phone the issue names
TAP = 44
SMALL_TARGETS = """() => [...document.querySelectorAll(
    '#main a, #main button, #main select, #main input:not([type=checkbox])')]
  .map(e => [e.outerHTML.slice(0, 80), e.getBoundingClientRect()])
  .filter(([_, box]) => box.height > 0 && box.height < 44 - 0.5)
  .map(([html, box]) => html + ' ' + Math.round(box.width) + 'x' + Math.round(box.height))"""


def test_history_stats_and_a_game_fit_a_phone(live: LiveServer, store: Store,
                                              browser: Browser) -> None:
    # Long German words, four players with long names and a changed option: the widest rows.
    names = ["Annemarie-Sophie", "Bartholomäus", "Cy", "Dorothea von Hohenzollern"]
    played(store, "scoundrel", names[:1], 1, options={"death_penalty": "dungeon_and_room"})
    played(store, "halunken", names[:4], 2, steps=30)
    shown = played(store, "dungeon-dice", names[:4], 3)
    german = new_context(browser, locale="de-DE")
    try:
        page = german.new_page()
        for name, path in (("history", "/history"), ("stats", "/stats"),
                           ("history-game", f"/history/{shown.game_id}")):
            page.goto(live.url + path)
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                # the whole page, but a game's log is thousands of pixels: its top is enough
                page.screenshot(path=SCREENSHOTS / f"{name}-{width}x{height}.png",
                                full_page=name != "history-game")
                if width == PHONE:
                    fits(page, name, PHONE)
            page.set_viewport_size({"width": SMALLEST, "height": 740})
            fits(page, name, SMALLEST)
        page.goto(live.url + "/history")
        page.set_viewport_size({"width": PHONE, "height": 740})
        number = page.locator("#main td.id a").first.bounding_box()
        assert number is not None and number["width"] >= TAP and number["height"] >= TAP
        assert page.locator("#main thead").first.bounding_box()["height"] <= 1  # type: ignore[index]
        assert page.locator("#main td.result").first.is_visible()
    finally:
        german.close()


def fits(page: Page, name: str, width: int) -> None:
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= width, f"{name}: {wide} px wide on a {width} px phone"
    small = page.evaluate(SMALL_TARGETS)
    assert not small, f"{name}: tap targets under {TAP} px: {small}"
