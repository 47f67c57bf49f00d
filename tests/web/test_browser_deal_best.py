"""Issue #26: a solo game's end screen in the browser says the deal's best is still being
worked out and fills in, live, once the background has it. The background is played by the
test (a job under way, then its answer), so the page is seen in both states; pictures at a
phone's size go to build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Browser

from tabletop import registry
from tabletop.session import deal_bests
from tabletop.store.database import Store
from tests.web.browser import new_context
from tests.web.conftest import LiveServer
from tests.web.test_browser_records_phone import fits
from tests.web.test_browser_screenshots import SCREENSHOTS
from tests.web.test_records_pages import played


def test_the_end_screen_fills_in_the_deals_best(live: LiveServer, store: Store,
                                                browser: Browser) -> None:
    session = played(store, "scoundrel", ["<b>Ann</b>"], 27)
    deal = deal_bests.deal_of(registry.get("scoundrel"), session.record)
    assert deal is not None
    job = deal_bests._Job()
    deal_bests._jobs[deal] = job  # the background is working on it
    context = new_context(browser)
    try:
        opened = context.request.post(f"{live.url}/open/{session.game_id}",
                                      headers={"Origin": live.url})
        assert opened.ok
        page = context.new_page()
        page.set_viewport_size({"width": 360, "height": 740})
        page.goto(opened.url)
        pending = page.locator(".end .best-pending")
        pending.wait_for()
        assert pending.inner_text() == "Best possible for this deal: still being worked out…"
        assert "<b>Ann</b>" in page.inner_text(".end")  # a name is shown as typed
        fits(page, "end-pending", 360)
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=SCREENSHOTS / "end-best-pending-360x740.png")
        deal_bests.done(deal, store, job, (30, True))  # the background's answer comes
        page.wait_for_selector(".end .best-pending", state="detached")
        said = page.inner_text(".end")
        assert "Best possible for this deal: 30" in said
        fits(page, "end-filled", 360)
        page.screenshot(path=SCREENSHOTS / "end-best-filled-360x740.png")
    finally:
        context.close()
        deal_bests._jobs.pop(deal, None)
