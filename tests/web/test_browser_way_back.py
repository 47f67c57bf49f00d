"""Never trapped (issue #23): a player's phone that opens the table's address (from its home
screen, or the bar) under ``--lan`` is turned away from the host's pages, and offered the seat
it last played, which it remembers."""

from __future__ import annotations

from playwright.sync_api import Browser

from tabletop.store.database import Store
from tabletop.web.links import Links
from tests.web.browser import new_context
from tests.web.conftest import LiveServer


def test_a_turned_away_phone_finds_its_seat(store: Store, browser: Browser) -> None:
    with LiveServer(store, lan=True) as live:
        key = Links(store).host_key()
        host, player = new_context(browser), new_context(browser)
        try:
            desk = host.new_page()
            desk.goto(f"{live.url}/k/{key}")  # the address the server prints
            desk.goto(f"{live.url}/new/halunken")
            for seat, name in enumerate(["Ann", "Bob", "Cy"]):
                desk.locator(f"input[name=name{seat}]").fill(name)
            desk.locator("form.newgame button.primary").click()
            desk.wait_for_url("**/s/*")
            seat = desk.locator("#main .lobby li.join a").first.get_attribute("href")
            assert seat is not None
            phone = player.new_page()
            phone.goto(seat)  # scanned from the host's page
            phone.goto(f"{live.url}/")  # later, from the home screen
            back = phone.locator("main .last-seat a")
            assert back.is_visible()
            back.click()
            phone.wait_for_url(seat)
            assert phone.locator("#main .you").inner_text().endswith("Ann")
        finally:
            host.close()
            player.close()
