"""The language of the pages in a real browser (issue #12): English unless the browser asks
for German, and the switch in the bar changes it and keeps the page."""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from tests.web.browser import new_context
from tests.web.conftest import LiveServer


def test_english_by_default_and_german_by_the_switch(live: LiveServer,
                                                     page: Page) -> None:
    page.goto(f"{live.url}/new/scoundrel")
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator("form.newgame button.primary").inner_text() == "Start"
    assert page.get_by_label("The app deals").count() == 1

    page.locator("header.bar .langs a[hreflang=de]").click()
    page.wait_for_url("**/new/scoundrel")
    assert page.locator("html").get_attribute("lang") == "de"
    assert page.locator("form.newgame button.primary").inner_text() == "Los geht's"
    assert page.get_by_label("Die App teilt aus").count() == 1
    assert page.locator("header.bar .langs b[aria-current]").inner_text() == "DE"

    page.goto(f"{live.url}/")  # the choice stays with the browser
    assert page.locator("main h1").inner_text() == "Ein Spiel beginnen"


def test_a_german_browser_gets_german_from_the_start(live: LiveServer,
                                                    browser: Browser) -> None:
    german = new_context(browser, locale="de-DE")
    try:
        page = german.new_page()
        page.goto(f"{live.url}/")
        assert page.locator("html").get_attribute("lang") == "de"
        assert page.locator("main h1").inner_text() == "Ein Spiel beginnen"
        page.locator("header.bar .langs a[hreflang=en]").click()
        page.wait_for_url(f"{live.url}/")
        assert page.locator("main h1").inner_text() == "Start a game"
    finally:
        german.close()
