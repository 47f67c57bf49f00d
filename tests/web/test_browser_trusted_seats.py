"""Seats you can trust, in a real browser (issue #37): Ana's link opened on a second phone is
told live on both phones (the second reads German) and on the host's, stays while both pages
are open (the first to act plays), and the host's page offers a joined seat's link only behind
a tap that every phone is told of. Pictures of the phones and the host's at 360×740 go to
build/screenshots/; no page is wider than the phone, and axe finds nothing new on them."""

from __future__ import annotations

import json
from urllib.parse import urlencode
from urllib.request import Request, urlopen

from playwright.sync_api import Browser, Page, ViewportSize

from tests.web.browser import (
    assert_accessible,
    axe_violations,
    board_moves,
    new_context,
    play_move,
)
from tests.web.conftest import LiveServer
from tests.web.test_browser_screenshots import SCREENSHOTS

PHONE: ViewportSize = {"width": 360, "height": 740}
TOLD = "#main p.seats-told"
ELSEWHERE = "Ana's seat was opened on another device: whoever acts first plays it."
ANDERSWO = ("Der Platz von Ana wurde auf einem weiteren Gerät geöffnet: Es spielt, wer zuerst "
            "handelt.")
SHOWN = "The host showed Ana's link again: a device that opens it can play that seat."
GEZEIGT = ("Der Gastgeber hat den Link von Ana wieder gezeigt: Ein Gerät, das ihn öffnet, kann "
           "diesen Platz spielen.")


# The lines about the seats and the join links: axe finds nothing at all in them, not even a
# minor thing (the whole page is held to issue #40's ``assert_accessible``).
OURS = {"include": [["#main p.seats-told"], ["#main .lobby"]]}


def picture(page: Page, name: str) -> None:
    """The page as a phone shows it (the screen, not the whole page: what a person sees
    first), ``<name>-360x740.png``; nothing sticks out sideways, axe finds nothing wrong on
    the page (issue #40), and nothing at all in the lines about the seats and the join links."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}-360x740.png")
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= PHONE["width"], f"{name}: {wide} px wide on a {PHONE['width']} px phone"
    assert_accessible(page, name)
    assert axe_violations(page, OURS) == [], name


def told(page: Page, lines: list[str]) -> None:
    """Wait until the page tells exactly ``lines`` of the game's seats (live, by its stream)."""
    page.wait_for_function(
        "want => JSON.stringify([...document.querySelectorAll('#main p.seats-told')]"
        ".map(p => p.textContent)) === JSON.stringify(want)", arg=lines)


def test_a_second_phone_on_a_seat_is_told_on_both(live: LiveServer, browser: Browser) -> None:
    host, first = new_context(browser), new_context(browser)
    second = new_context(browser, locale="de-DE")  # the other phone reads German
    try:
        watch = host.new_page()
        watch.set_viewport_size(PHONE)
        watch.goto(f"{live.url}/new/dungeon-dice")
        for seat, name in enumerate(("Ana", "Bo")):
            watch.locator(f"input[name=name{seat}]").fill(name)
        watch.locator("form.newgame button.primary").click()
        watch.wait_for_url("**/s/*")
        ana_link, bo_link = watch.locator("#main .lobby li.join a").evaluate_all(
            "links => links.map(a => a.href)")

        ana = first.new_page()
        ana.set_viewport_size(PHONE)
        ana.goto(ana_link)
        assert ana.locator(TOLD).count() == 0
        # The host's page: Ana has joined, her link and code are gone, Bo's stay.
        watch.locator("#main .lobby li.join form.show-link").wait_for()
        assert watch.locator("#main .lobby li.join a").count() == 1
        assert watch.locator("#main .lobby svg").count() == 1
        picture(watch, "seat-link-hidden-host")

        other = second.new_page()
        other.set_viewport_size(PHONE)
        other.goto(ana_link)
        told(other, [ANDERSWO])
        told(ana, [ELSEWHERE])  # the first phone hears of it by itself
        told(watch, [ELSEWHERE])
        picture(ana, "seat-elsewhere-first-phone")
        picture(other, "seat-elsewhere-second-phone")

        # The second phone acts first and plays; both pages stay open, so both are told still.
        play_move(other, board_moves(other)[0])
        told(ana, [ELSEWHERE])
        told(other, [ANDERSWO])

        # The host shows Ana's link again: every page says so, the host's shows it.
        watch.locator("#main .lobby form.show-link button").click()
        for page in (ana, watch):
            told(page, [ELSEWHERE, SHOWN])
        told(other, [ANDERSWO, GEZEIGT])
        assert watch.locator("#main .lobby li.join a").count() == 2
        watch.locator("#main .lobby li.join").first.scroll_into_view_if_needed()
        picture(watch, "seat-link-shown-host")
        picture(ana, "seat-link-shown-phone")

        # The second phone goes away; Bo chooses (from a script, as a phone without cookies
        # would), then Ana on her first phone: both lines go with her act, on every page.
        other.close()
        seen = json.load(urlopen(bo_link.replace("/s/", "/api/s/", 1)))
        urlopen(Request(f"{bo_link}/act", method="POST",
                        data=urlencode({"v": seen["version"], "n": "0"}).encode())).close()
        ana.locator("#main .offer button.act").first.wait_for(state="attached")
        play_move(ana, board_moves(ana)[0])
        told(ana, [])
        told(watch, [])
        # Ana's link is hidden again (Bo's too: the script followed his answer to his page)
        assert watch.locator("#main .lobby li.join a").count() == 0
    finally:
        for context in (host, first, second):
            context.close()
