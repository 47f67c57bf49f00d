"""Issue #23, "the story of the game", in a real browser on a phone (360×740): the last round
is told with no box of its own to scroll, its last line whole on the page; the log's pages
and the way to them are thumb-sized. Pictures of both at 360×740 and 1280×800 go to
build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Page
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.web.app import create_app
from tests.web.conftest import LiveServer
from tests.web.test_browser_screenshots import PHONE, SCREENSHOTS, SIZES
from tests.web.test_story import halunken_into_round_two

TAP = 44  # px: the least a tap target may measure (the project's rule)

CLIPPED = """() => {
  const section = document.querySelector('#main section.told');
  const lines = section.querySelectorAll('li');
  const last = lines[lines.length - 1];
  last.scrollIntoView({block: 'end'});
  const box = section.getBoundingClientRect(), line = last.getBoundingClientRect();
  return {scroll: section.scrollHeight, client: section.clientHeight,
          overflow: getComputedStyle(section).overflowY, lines: lines.length,
          inside: line.bottom <= box.bottom + 0.5 && line.top >= box.top,
          seen: line.top >= 0 && line.bottom <= window.innerHeight + 0.5};
}"""

SMALL = """sel => [...document.querySelectorAll(sel)].map(a => a.getBoundingClientRect())
  .filter(r => r.width < 44 || r.height < 44).map(r => [r.width, r.height])"""


def test_the_story_needs_no_inner_scroll_and_the_log_pages(live: LiveServer, store: Store,
                                                           page: Page) -> None:
    # Played up to round 2 in-process (the browser only looks): the server reads the store.
    with TestClient(create_app(store, hosts=["testserver"]),
                    base_url="http://testserver") as client:
        ann = halunken_into_round_two(client)
    page.set_viewport_size({"width": PHONE, "height": 740})
    page.goto(live.url + ann)
    told = page.evaluate(CLIPPED)
    assert told["lines"] > 15, told  # a whole round and the next one's start
    assert told["scroll"] == told["client"], told  # nothing scrolls inside the story
    assert told["overflow"] == "visible", told
    assert told["inside"] and told["seen"], told  # the last line is whole, on the screen
    assert page.evaluate(SMALL, "#main .told a") == []
    shots(page, "story-halunken")
    page.locator("#main .told a.earlier").click()  # the round before, one tap away
    page.wait_for_url("**/log?page=1")
    page.goto(f"{live.url}{ann}/log?page=2")
    assert page.locator("#main .chapter h2").inner_text() == "Round 1"
    page.set_viewport_size({"width": PHONE, "height": 740})
    assert page.evaluate(SMALL, "#main .log-pages a, #main .log-turns a") == []
    shots(page, "story-log")


def shots(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}x{height}.png", full_page=True)
        if width == PHONE:
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= PHONE, f"{name}: {wide} px wide on a {PHONE} px phone"
