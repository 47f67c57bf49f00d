"""Installable and offline in a real browser (issue #23, item 9: "reopen it with no network but
the host's"): the service worker registers and takes over a game page; with the network gone
the game page reopens as this device last saw it (after a move made without a reload), with
a line saying it is a copy; a page it never had says the table is not reachable (in English
and German); while the table answers, a reload shows the game as it is, never a kept copy.
Screenshots of both at 360×740 and 1280×800 in build/screenshots/ (offline-*)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import BrowserContext, Page

from tabletop import registry
from tabletop.session.session import make_options
from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tests.web.browser import board_moves, play_move, play_version
from tests.web.conftest import LiveServer

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = ((360, 740), (1280, 800))
ACTIVATED = """() => navigator.serviceWorker.ready.then(r => r.active.state === 'activated'
    ? 'activated' : new Promise(done => r.active.addEventListener('statechange',
        () => r.active.state === 'activated' && done('activated'))))"""
KEPT = """v => caches.match(location.pathname).then(r => r ? r.text() : '')
    .then(html => html.includes('data-version="' + v + '"'))"""
STALE = """() => caches.keys().then(names => caches.open(names[0])).then(cache =>
    cache.put(location.pathname, new Response('<p>an old copy</p>',
                                              {headers: {'Content-Type': 'text/html'}})))"""


def pictures(page: Page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}x{height}.png", full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, name
    page.set_viewport_size({"width": 360, "height": 740})


def test_the_page_reopens_with_the_table_out_of_reach(live: LiveServer, store: Store,
                                                       context: BrowserContext,
                                                       page: Page) -> None:
    game = registry.get("scoundrel")
    link = Hub(store).begin(game, make_options(game, {}), ["Ada"], mode="play", seed=3,
                            bots=[], strategies={})
    seat = f"{live.url}/s/{link.token}"
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(seat)
    assert page.evaluate(ACTIVATED) == "activated"
    page.wait_for_function("navigator.serviceWorker.controller !== null")  # it took over

    play_move(page, board_moves(page)[0])  # the page follows the game: its copy too
    moved = play_version(page)
    page.wait_for_function(KEPT, arg=moved)
    context.set_offline(True)
    page.reload()
    assert play_version(page) == moved  # the game as this device last saw it, and says so
    assert page.locator(".offline-copy").inner_text().startswith("The table is not reachable")
    pictures(page, "offline-copy")
    page.goto(f"{live.url}/stats")  # never opened on this device
    assert page.locator("#main h1").all_inner_texts() == ["The table is not reachable",
                                                          "Der Tisch ist nicht erreichbar"]
    pictures(page, "offline")
    again = page.locator("#main a.button").first
    box = again.bounding_box()
    assert box and box["height"] >= 44 and box["width"] >= 44  # a tap target

    context.set_offline(False)
    again.click()  # try again: the page asked for, now that the table answers
    page.wait_for_url("**/stats")
    assert page.locator("#main h1").first.inner_text() != "The table is not reachable"

    page.goto(seat)
    page.evaluate(STALE)  # whatever the device kept, the table's answer wins while it answers
    page.reload()
    assert play_version(page) == moved and page.locator(".offline-copy").count() == 0
