"""A move typed on a phone at the table (issue #14): Dungeon dice's loot, where the buttons list a
quaff of one face only, played by typing a mixed quaff in the field under the buttons (Enter
sends it, the page moves on without a reload); a wrong line shows one line of error and keeps
the text; the hint's move is a button that plays it. Pictures at a phone's size are saved to
build/screenshots/ for people to look at."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, ViewportSize

from tests.web.browser import play_version, settled
from tests.web.conftest import LiveServer

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE: ViewportSize = {"width": 360, "height": 740}


def typed(page: Page, line: str, *, moves: bool = True) -> None:
    """Type ``line`` into the field and press Enter, as a phone's keyboard sends it."""
    before = play_version(page)
    field = page.locator("#main form.typed input[name=typed]")
    field.fill(line)
    field.press("Enter")
    if moves:
        settled(page, before)
    else:
        page.locator("#main .play > .error").wait_for()


def test_a_quaff_typed_on_a_phone(live: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/new/dungeon-dice")
    page.locator("input[name=mode][value=table]").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    for line in ("hero spellsword", "f f p m t c s", "goblin", "fight fighter goblin", "seek",
                 "potion potion"):
        typed(page, line)
    assert page.locator('#main .offer button.act[data-action="quaff thief fighter mage"]'
                        ).count() == 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / "dungeon-dice-typed-360x740.png", full_page=True)

    typed(page, "quaff thief fighter mage cleric", moves=False)
    assert page.locator("#main .play > .error").inner_text() == \
        "✗ Not that many potions: 2 on this level."
    assert page.locator("#main form.typed input[name=typed]").input_value() == \
        "quaff thief fighter mage cleric"
    page.screenshot(path=SCREENSHOTS / "dungeon-dice-typed-error-360x740.png", full_page=True)

    typed(page, "quaff thief fighter mage")
    told = " ".join(page.locator("#main .told li").all_inner_texts())
    assert "Fighter" in told and "Mage" in told, told
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= PHONE["width"], f"the page is {wide} px wide on a phone"

    page.locator("#main nav.tools button.hint").click()
    play = page.locator("#hint form.hinted button")
    play.wait_for()
    page.screenshot(path=SCREENSHOTS / "dungeon-dice-hinted-360x740.png", full_page=True)
    before = play_version(page)
    play.click()
    settled(page, before)
