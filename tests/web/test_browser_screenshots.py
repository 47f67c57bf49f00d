"""Pictures of the pages on a phone and on a tablet or laptop (issue #12): the new-game page,
saved to build/screenshots/ for people to look at; on a phone no page is wider than the screen.
Each game's phases and its end are photographed as they are played on the board
(``test_browser_thumb.py``)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

from tests.web.conftest import LiveServer

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = [(360, 740), (1280, 800)]
PHONE = 360


def pictures(page: Page, name: str) -> None:
    """The page at every size, saved as ``<name>-<width>x<height>.png``; at a phone's width
    nothing sticks out sideways."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}x{height}.png", full_page=True)
        if width == PHONE:
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= PHONE, f"{name}: the page is {wide} px wide on a {PHONE} px phone"


def test_the_new_game_page(live: LiveServer, page: Page) -> None:
    page.goto(f"{live.url}/new/halunken")
    page.locator("form.newgame details summary").click()  # the options too
    pictures(page, "new-game")


def test_the_longest_choice_of_an_option_fits_a_phone(live: LiveServer, page: Page) -> None:
    """Scoundrel's "those in the dungeon and the room's unplayed ones" made its select, and so
    the page, 442 px wide on a 360 px phone."""
    page.goto(f"{live.url}/new/scoundrel")
    page.locator("form.newgame details summary").click()
    pictures(page, "new-game-scoundrel")
