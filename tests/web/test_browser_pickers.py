"""Pickers and tallies in a real browser (issue #40, item 4): Scoundrel's cards picked on a grid
of 4 suits by 13 ranks, turned on a 360 px phone so every cell is a thumb's (44×44 px) and the
13 ranks fit about 600 px; the tally tapped; an error replacing the notice of an undo."""

from __future__ import annotations

from playwright.sync_api import Page, ViewportSize

from tests.web.browser import new_game, play_version, settled
from tests.web.conftest import LiveServer
from tests.web.test_browser_dungeon_table import tap
from tests.web.test_browser_tally_tapped import score, thumb_sized, total_of

PHONE: ViewportSize = {"width": 360, "height": 740}
TABLET: ViewportSize = {"width": 1280, "height": 800}
THUMB = 44


def scoundrel_at_the_table(live: LiveServer, page: Page) -> None:
    new_game(page, live.url, "scoundrel", ["Ada"], "table")


def cell_boxes(page: Page) -> list[dict[str, float]]:
    boxes: list[dict[str, float]] = page.locator("#main .card-grid .g-cell").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return {x: r.x, y: r.y, width: r.width, height: r.height}; })")
    return boxes


def lines(boxes: list[dict[str, float]], key: str) -> int:
    return len({round(box[key]) for box in boxes})


def test_scoundrels_cards_on_a_phone_and_a_tablet(live: LiveServer, page: Page) -> None:
    page.set_viewport_size(PHONE)
    scoundrel_at_the_table(live, page)
    boxes = cell_boxes(page)
    assert len(boxes) == 52
    assert lines(boxes, "x") == 4 and lines(boxes, "y") == 13  # turned: a column a suit
    assert all(box["width"] >= THUMB - 0.5 and box["height"] >= THUMB - 0.5 for box in boxes)
    grid = page.locator("#main .card-grid").bounding_box()
    assert grid is not None and grid["height"] <= 640, grid
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    thumb_sized(page.locator("#main .card-grid button.pick"))
    # the ranks run down in order, the suits across
    column = page.locator('#main .card-grid button[data-outcome$="C"]').evaluate_all(
        "els => els.map(e => e.dataset.outcome)")
    assert column == ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC",
                      "AC"]
    # a card tapped is turned over: its place is empty now
    tap(page, '.card-grid button.pick[data-outcome="7D"]')
    assert page.locator('#main .card-grid [data-outcome="7D"]').count() == 0
    assert page.locator("#main .card-grid button.pick").count() == 43
    page.set_viewport_size(TABLET)
    boxes = cell_boxes(page)
    assert lines(boxes, "y") == 4 and lines(boxes, "x") == 13  # a row a suit
    assert all(box["width"] >= THUMB - 0.5 and box["height"] >= THUMB - 0.5 for box in boxes)


def test_scoundrels_tally_tapped_on_a_phone(live: LiveServer, page: Page) -> None:
    """S9: lost with -3 health and K♠ 9♣ left: 20 - ... = -25, as typed."""
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/tally/scoundrel")
    page.locator("#f-name").fill("Ada")
    page.locator(".tap-choice:has(input[value=lost])").click()
    for _ in range(3):
        page.locator(".tap-field-health button.less").click()
    assert page.locator("input[name=tap_health]").input_value() == "-3"
    page.get_by_role("checkbox", name="king of spades", exact=False).click()
    page.locator('.tap-field-monsters label[data-outcome="9C"]').click()
    thumb_sized(page.locator(".tap-field-monsters .g-tap, .tap-choice, .tap-field-health button"))
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    score(page)
    assert total_of(page, "Ada") == "-25"
    # the taps stay as they were, to put right
    assert page.locator('input[name=tap_monsters][value="KS"]').is_checked()
    assert page.locator("input[name=tap_result][value=lost]").is_checked()


def test_an_error_replaces_the_notice_of_an_undo(live: LiveServer, page: Page) -> None:
    """Issue #40: after a wrong roll count the error stacked on the old "Undone:" notice."""
    new_game(page, live.url, "dungeon-dice", ["Ada"], "table")
    tap(page, 'button.act[data-action="hero spellsword"]')
    for _ in range(7):
        page.locator('.count[data-outcome="fighter"] .more').click()
    tap(page, "button.done")
    before = play_version(page)
    page.locator("#main button.undo").click()
    settled(page, before)
    assert page.locator("#main .play > .notice").count() == 1
    for _ in range(6):
        page.locator('.count[data-outcome="fighter"] .more').click()
    page.locator("button.done").click()
    page.wait_for_selector("#main .play > .error")
    page.wait_for_function("() => !document.querySelector('#main.busy')")
    assert page.locator("#main .play > .notice").count() == 0
    assert page.locator("#main .play > .error").count() == 1


def test_the_new_game_forms_names_read_as_hints(live: LiveServer, page: Page) -> None:
    """Issue #40: placeholder names looked like names typed; they are muted and slanted, and
    the form says a blank start plays as them."""
    page.goto(f"{live.url}/new/halunken")
    hint = page.locator("input[name=name0]").evaluate(
        "e => { const s = getComputedStyle(e, '::placeholder'); return [s.fontStyle, s.color]; }")
    typed = page.locator("input[name=name0]").evaluate("e => getComputedStyle(e).color")
    assert hint[0] == "italic" and hint[1] != typed
    assert "Player 1, Player 2" in page.locator("form.newgame").inner_text()
    page.locator("form.newgame button.primary").click()  # blank: Player 1 and Player 2 play
    page.wait_for_url("**/s/*")
    assert page.locator(".error").count() == 0
