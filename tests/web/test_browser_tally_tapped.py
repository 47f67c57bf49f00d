"""The tally by tapping in a real browser on a phone (issue #23, item 6): each game's end
tapped in, scored with its breakdown; every control a thumb can hit (44×44 px) and nothing
wider than the screen. Pictures of each form and result go to build/screenshots/."""

from __future__ import annotations

from playwright.sync_api import Locator, Page, ViewportSize

from tests.web.conftest import LiveServer
from tests.web.test_browser_screenshots import pictures

PHONE: ViewportSize = {"width": 360, "height": 740}
THUMB = 44


def thumb_sized(targets: Locator) -> None:
    """Issue #23: every tap target at least 44×44 px."""
    assert targets.count() > 0
    for box in targets.evaluate_all(
            "els => els.filter(e => e.offsetParent).map(e => e.getBoundingClientRect())"
            ".map(r => [r.width, r.height])"):
        assert box[0] >= THUMB - 0.5 and box[1] >= THUMB - 0.5, box


def total_of(page: Page, name: str) -> str:
    group = page.locator("table.scores tbody.player", has=page.locator(f"th:text-is('{name}')"))
    return group.locator("tr.total td.points").inner_text()


def score(page: Page) -> None:
    page.locator("form.tally button.primary").click()
    page.locator("table.scores").wait_for()


def tap_card(page: Page, player: int, card: str) -> None:
    page.locator("label.tap-card", has=page.locator(
        f"input[name=card{player}][value={card}]")).click()


def test_halunken_piles_tapped(live: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/tally/halunken")
    page.locator("input[name=name0]").fill("Ana")
    for card in ("r15", "g13", "y12", "y3"):
        tap_card(page, 0, card)
    ana = page.locator(".tap-player[data-player='0']")
    assert ana.locator(".tap-count").inner_text() == "4 cards"
    assert ana.locator(".tap-said").inner_text() == "Ana"
    # H1: every card exists once, so Ana's cards are taken in Ben's grid
    assert page.locator("input[name=card1][value=r15]").is_disabled()
    page.locator("input[name=name1]").fill("Ben")
    for card in ("p14", "p9", "r4"):
        tap_card(page, 1, card)
    tap_card(page, 1, "r5")
    tap_card(page, 1, "r5")  # a second tap puts the card back
    assert page.locator(".tap-player[data-player='1'] .tap-count").inner_text() == "3 cards"
    thumb_sized(page.locator("label.tap-card"))
    thumb_sized(page.locator(".tap-player summary, .typed-instead summary"))
    pictures(page, "tally-halunken-form")

    page.set_viewport_size(PHONE)
    score(page)
    assert (total_of(page, "Ana"), total_of(page, "Ben")) == ("58", "50")  # H6
    assert page.locator("tr.winners").inner_text() == "Winner: Ana"
    assert page.locator("input[name=card0]:checked").count() == 4  # the piles stay
    pictures(page, "tally-halunken-result")


def test_dungeon_dice_tokens_on_steppers(live: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/tally/dungeon-dice")
    page.locator("input[name=name0]").fill("Ana")
    page.locator("input[name=xp0]").fill("11")
    page.locator(".tap-xp .more").first.click()  # 12 XP
    ana = page.locator(".tap-player[data-player='0']")
    for token, taps in (("dragon-scales", 2), ("town-portal", 2)):
        more = ana.locator(".tap-token", has=page.locator(f"input[name='tok0_{token}']"))
        for _ in range(taps):
            more.locator(".more").click()
    ana.locator(".tap-token", has=page.locator("input[name='tok0_town-portal']")).locator(
        ".less").click()
    assert page.locator("input[name=xp0]").input_value() == "12"
    assert ana.locator(".tap-count").inner_text() == "3 tokens"
    page.locator(".tap-player[data-player='1'] summary").click()
    page.locator("input[name=name1]").fill("Ben")
    page.locator("input[name=xp1]").fill("14")
    thumb_sized(page.locator("form.tally .stepper button"))
    thumb_sized(page.locator(".tap-player summary, .typed-instead summary"))
    pictures(page, "tally-dungeon-dice-form")

    page.set_viewport_size(PHONE)
    score(page)
    # D13: 12 XP, 3 tokens, a Town Portal 1 more, a pair of Dragon Scales 2 more
    assert (total_of(page, "Ana"), total_of(page, "Ben")) == ("18", "14")
    assert page.locator("tr.winners").inner_text() == "Winner: Ana"
    pictures(page, "tally-dungeon-dice-result")


def test_scoundrel_with_a_name(live: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/tally/scoundrel")
    page.locator("details.typed-instead summary").click()  # typed, under the taps (issue #40)
    page.locator("input[name=result]").fill("lost")
    page.locator("input[name=health]").fill("0")
    page.locator("input[name=monsters]").fill("5S 10C")
    page.locator("form.tally button.primary").click()
    page.locator("#e-name").wait_for()  # who played is asked, never a stand-in
    assert page.locator("input[name=monsters]").input_value() == "5S 10C"
    page.locator("input[name=name]").fill("Ana")
    pictures(page, "tally-scoundrel-form")

    page.set_viewport_size(PHONE)
    score(page)
    assert total_of(page, "Ana") == "-15"  # S9
    pictures(page, "tally-scoundrel-result")
