"""The tally form in a real browser (issue #12): a game played without the app is scored
from how it ended (Scoundrel, S9); a wrong answer brings the form back with everything typed."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.conftest import LiveServer


def test_a_lost_game_is_scored_with_its_breakdown(live: LiveServer,
                                                  page: Page) -> None:
    page.goto(f"{live.url}/tally/scoundrel")
    page.locator("input[name=name]").fill("Ana")
    page.locator("details.typed-instead summary").click()  # typed, under the taps (issue #40)
    page.locator("input[name=result]").fill("lost")
    page.locator("input[name=health]").fill("0")
    page.locator("input[name=monsters]").fill("5S 10C")
    page.locator("form.tally button.primary").click()

    sheet = page.locator("table.scores")
    sheet.wait_for()
    assert sheet.locator("tr.line").count() >= 1
    # S9: a loss scores the health left minus the monsters left in the dungeon (5 + 10)
    assert sheet.locator("tr.total td.points").inner_text() == "-15"
    assert page.locator(".error").count() == 0


def test_a_wrong_answer_keeps_the_values_and_says_what_is_wrong(
        live: LiveServer, page: Page) -> None:
    page.goto(f"{live.url}/tally/scoundrel")
    page.locator("input[name=name]").fill("Ana")
    page.locator("details.typed-instead summary").click()  # typed, under the taps (issue #40)
    page.locator("input[name=result]").fill("lost")
    page.locator("input[name=health]").fill("nine")
    page.locator("input[name=monsters]").fill("5S")
    page.locator("form.tally button.primary").click()

    page.locator(".field.invalid").first.wait_for()
    health = page.locator("input[name=health]")
    assert health.get_attribute("aria-invalid") == "true"
    assert page.locator("#e-health").is_visible()
    assert page.locator("#e-health").inner_text().startswith("✗")
    assert health.input_value() == "nine"
    assert page.locator("input[name=result]").input_value() == "lost"
    assert page.locator("input[name=monsters]").input_value() == "5S"
    assert page.locator("table.scores").count() == 0
