"""A whole Scoundrel game by tapping in a real browser (issue #12): started through the
new-game form with a chosen deal, played on the room's cards alone (issue #23: the board is the
control, no typed move, no list of actions) until the game is over."""

from __future__ import annotations

from playwright.sync_api import Page, Route

from tabletop.store.database import Store
from tests.web.browser import board_moves, play_move, play_version, reach, settled
from tests.web.conftest import LiveServer

TAPS = 200  # a Scoundrel game is 44 cards: far fewer plays than this


def test_a_whole_game_by_tapping(live: LiveServer, store: Store, page: Page) -> None:
    page.goto(f"{live.url}/new/scoundrel")
    page.get_by_label("The app deals").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame details summary").click()
    page.locator("input[name=seed]").fill("12")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")

    for _ in range(TAPS):
        if page.locator("#main table.scores").count():
            break
        offered = board_moves(page)
        assert offered, page.locator("#main header.game .status").inner_text()
        assert page.locator("#main .actions").count() == 0  # no generated list of actions
        play_move(page, offered[0])
    else:
        raise AssertionError(f"no end after {TAPS} taps")

    assert page.locator("#main header.game .status").inner_text() == "Game over."
    assert page.locator("#main table.scores").is_visible()
    assert page.locator("#main .offer").count() == 0
    games = store.results.games()
    assert len(games) == 1 and games[0].status != "playing", games


def test_a_double_tap_is_one_move_and_no_error(live: LiveServer, store: Store,
                                               page: Page) -> None:
    """Issue #23: the second tap of a double tap, made while the first is on its way, is not
    sent: one move is stored and nothing says "the game moved on"."""
    page.goto(f"{live.url}/new/scoundrel")
    page.get_by_label("The app deals").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    assert page.title().startswith("● Your turn · Scoundrel")  # the tab says it, in a pocket
    icon = page.locator('link[rel="icon"][type="image/svg+xml"]')
    assert icon.get_attribute("href") == "/static/icon-turn.svg"  # and its icon has a dot
    sound = page.locator("#main button.sound")
    assert sound.get_attribute("aria-pressed") == "false"
    sound.click()  # the device asks for a tone on its turn; remembered across pages
    assert sound.get_attribute("aria-pressed") == "true"
    assert page.evaluate("localStorage.getItem('tabletop-sound')") == "on"
    sent: list[Route] = []
    page.route("**/act", lambda route: sent.append(route))
    before = play_version(page)
    first = page.locator("#main .offer button.act").first
    reach(page, first)
    first.evaluate("b => { b.click(); b.click(); }")
    for _ in range(500):  # round trips to the browser until the held request reaches the test
        if sent:
            break
        page.evaluate("0")
    page.evaluate("0")
    assert len(sent) == 1, len(sent)
    sent[0].continue_()
    settled(page, before)
    page.wait_for_function("() => !document.querySelector('#main.busy')")
    assert page.locator("#main .error").count() == 0
    decisions = [e for e in store.log.load(1).events if e.actor != "chance"]
    assert len(decisions) == 1, decisions
