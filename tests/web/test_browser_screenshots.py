"""Pictures of the pages on a phone and on a tablet or laptop (issue #12): each game's main
screen in the middle of a game with something to tap, and the new-game page, saved to
build/screenshots/ for people to look at; on a phone no page is wider than the screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.web.browser import (  # noqa: F401 (fixtures)
    board_moves,
    browser_fixture,
    context_fixture,
    page_fixture,
    play_move,
    play_version,
    settled,
)
from tests.web.conftest import LiveServer

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SIZES = [(360, 740), (1280, 800)]
PHONE = 360
# A few plays into each game (the first button each time), from a fixed deal.
GAMES = {"scoundrel": (["Ada"], 3), "dungeon-dice": (["Ada"], 2),
         "halunken": (["Ann", "Bob", "Cy"], 5)}


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


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_main_screen_mid_game(live: LiveServer, page: Page, game: str) -> None:
    names, plays = GAMES[game]
    page.goto(f"{live.url}/new/{game}")
    page.locator("input[name=mode][value=hotseat]").check()
    for seat, name in enumerate(names):
        page.locator(f"input[name=name{seat}]").fill(name)
    page.locator("form.newgame details summary").click()
    page.locator("input[name=seed]").fill("7")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    for _ in range(plays):
        play_move(page, board_moves(page)[0])
    assert page.locator("#main .offer button.act").count() > 0
    pictures(page, game)


def test_the_new_game_page(live: LiveServer, page: Page) -> None:
    page.goto(f"{live.url}/new/halunken")
    page.locator("form.newgame details summary").click()  # the options too
    pictures(page, "new-game")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_end_comes_first(live: LiveServer, page: Page, game: str) -> None:
    """Issue #22: a finished game shows who won (a solo deal: its best too) at the top of the
    page, above the board, on a phone as on a laptop."""
    names = GAMES[game][0][:2]  # two are enough to reach an end with winners
    page.goto(f"{live.url}/new/{game}")
    page.locator("input[name=mode][value=hotseat]").check()
    for seat, name in enumerate(names):
        page.locator(f"input[name=name{seat}]").fill(name)
    page.locator("form.newgame details summary").click()
    page.locator("input[name=seed]").fill("7")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    for _ in range(2000):
        if page.locator("#main section.end").count():
            break
        ready = page.locator("#main .handover a.button")
        if ready.count():
            ready.click()
            page.wait_for_load_state()
            continue
        play_move(page, board_moves(page)[-1])
    end = page.locator("#main section.end")
    assert end.count() == 1
    page.set_viewport_size({"width": PHONE, "height": 740})
    assert end.bounding_box()["y"] < 400  # type: ignore[index]
    first = end.locator("p").first.inner_text()
    assert (first.startswith("Winner") or first.startswith(names[0])), first
    pictures(page, f"{game}-end")
