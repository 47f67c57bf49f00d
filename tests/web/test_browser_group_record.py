"""A group's record on a phone (issue #25): the statistics' ratings, rivals and the rating
chart, and two people head to head, fit a 360 px screen (no page wider than it, every control
at least 44 px); pictures go to build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Browser

from tabletop.store.database import Store
from tests.web.browser import new_context
from tests.web.conftest import LiveServer
from tests.web.test_browser_records_phone import PHONE, SMALLEST, fits
from tests.web.test_browser_screenshots import SCREENSHOTS
from tests.web.test_group_record_pages import tally


def test_the_group_record_fits_a_phone(live: LiveServer, store: Store,
                                       browser: Browser) -> None:
    names = ["Annemarie-Sophie", "Bartholomäus", "Dorothea von Hohenzollern"]
    for number, (first, second) in enumerate(((10, 5), (4, 9), (7, 8), (12, 3), (6, 6))):
        winners = [names[0]] if first >= second else [names[1]]
        tally(store, [names[0], names[1], names[2]], [first, second, 2], winners)
        if number % 2:
            tally(store, [names[1], names[2]], [second, first], [names[2]])
    context = new_context(browser)
    try:
        page = context.new_page()
        for name, path in (("stats-group", "/stats"),
                           ("stats-versus", f"/stats?player={names[0]}&versus={names[1]}")):
            page.goto(live.url + path)
            page.set_viewport_size({"width": PHONE, "height": 740})
            page.screenshot(path=SCREENSHOTS / f"{name}-{PHONE}.png", full_page=True)
            fits(page, name, PHONE)
            page.set_viewport_size({"width": SMALLEST, "height": 740})
            fits(page, name, SMALLEST)
        page.goto(live.url + "/stats")
        page.set_viewport_size({"width": PHONE, "height": 740})
        rival = page.locator("#main table.group td[data-label='Rival (games)']").first
        assert rival.is_visible() and "(" in rival.inner_text()
        assert page.get_by_text("rating over time").first.is_visible()
    finally:
        context.close()
