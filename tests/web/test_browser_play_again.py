"""Never trapped, in a real browser on a phone (issue #23): play again from the end screen, and
another phone of the game follows to its own seat of the new game by itself; the join links
first on the host's phone, updated live as seats join; a correction at the table previewed
before it is confirmed. Screenshots of each at 360×740 and 1280×800 in build/screenshots/."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Locator, Page, ViewportSize

from tabletop import registry
from tabletop.plugin import Decision
from tabletop.session.answers import Pick
from tabletop.session.session import make_options
from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tabletop.web.links import SEAT, Link
from tests.web.browser import new_context
from tests.web.conftest import LiveServer

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE: ViewportSize = {"width": 360, "height": 740}
SIZES = [(360, 740), (1280, 800)]
THUMB = 44  # px: the least tap target on a game page


def pictures(page: Page, name: str) -> None:
    """The page at both sizes, ``<name>-<width>x<height>.png``; no wider than a phone."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=SCREENSHOTS / f"{name}-{width}x{height}.png", full_page=True)
        if width == PHONE["width"]:
            wide = page.evaluate("document.documentElement.scrollWidth")
            assert wide <= width, f"{name}: {wide} px wide on a {width} px phone"
    page.set_viewport_size(PHONE)


def thumb_sized(target: Locator) -> None:
    box = target.bounding_box()
    assert box and box["width"] >= THUMB and box["height"] >= THUMB, box


def finished_on_phones(store: Store) -> tuple[Hub, list[Link]]:
    """A Dungeon dice game of Ana and Bo on their phones and the bot Cy, played to its end
    (each person's last choice), as the live server will find it in the store."""
    game = registry.get("dungeon-dice")
    hub = Hub(store)
    watch = hub.begin(game, make_options(game, {}), ["Ana", "Bo", "Cy"], mode="devices",
                      seed=3, bots=[2], strategies={2: "basic"})
    links = hub.links.of_game(watch.game_id)
    table = hub.table(watch.game_id)
    while isinstance(table.awaiting(), Decision):
        awaiting = table.awaiting()
        assert isinstance(awaiting, Decision)
        link = next(x for x in links if x.role == SEAT and x.seat == awaiting.player)
        hub.answer(link, table.version, Pick(len(awaiting.actions) - 1))
    assert table.over
    return hub, links


def test_play_again_and_the_other_phone_follows(live: LiveServer, store: Store,
                                                browser: Browser) -> None:
    hub, links = finished_on_phones(store)
    ana_link, bo_link = (f"{live.url}/s/{x.token}" for x in links[:2])
    ana_phone, bo_phone = new_context(browser), new_context(browser)
    try:
        ana, bo = ana_phone.new_page(), bo_phone.new_page()
        for page, url in ((ana, ana_link), (bo, bo_link)):
            page.set_viewport_size(PHONE)
            page.goto(url)
        end = ana.locator("#main section.end")
        again = end.locator("form.again button")
        assert end.locator("table.scores").is_visible() and again.is_visible()
        assert end.locator("p").first.inner_text().startswith("Winner")  # the result first
        thumb_sized(again)
        thumb_sized(ana.locator("header.bar a.brand"))
        assert ana.locator("header.bar a.brand").get_attribute("href") == f"/s/{links[0].token}"
        pictures(ana, "play-again-end")

        again.click()
        ana.wait_for_url(lambda url: "/s/" in url and url != ana_link)
        new_links = {x.seat: f"{live.url}/s/{x.token}" for x in hub.links.of_game(2)
                     if x.role == SEAT}
        assert ana.url == new_links[0]
        assert ana.locator("#main header.game .you").inner_text() == "You are Ana"
        bo.wait_for_url(new_links[1])  # by itself, from the old game's live stream
        assert bo.locator("#main header.game .you").inner_text() == "You are Bo"
        assert bo.locator("#main section.end").count() == 0
        assert len(store.results.games()) == 2
    finally:
        ana_phone.close()
        bo_phone.close()


def test_the_join_links_come_first_and_tell_who_has_joined(live: LiveServer, page: Page,
                                                            browser: Browser) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/new/halunken")
    for seat, name in enumerate(["Ann", "Bob", "Cy"]):
        page.locator(f"input[name=name{seat}]").fill(name)
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    lobby = page.locator("#main section.lobby.first")
    box, board = lobby.bounding_box(), page.locator("#main .board").bounding_box()
    assert box and board and box["y"] < board["y"]
    assert box["y"] < PHONE["height"] / 2  # in view without scrolling
    thumb_sized(lobby.locator("a.button").first)
    pictures(page, "lobby-first")
    phone = new_context(browser)
    try:
        phone.new_page().goto(str(lobby.locator("a.button").first.get_attribute("href")))
        page.locator("#main .lobby li.join .joined").wait_for()  # live, on the host's page
        assert "1 of 3 have joined." in lobby.inner_text()
    finally:
        phone.close()


def test_a_fix_is_previewed_before_it_is_made(live: LiveServer, store: Store,
                                              page: Page) -> None:
    game = registry.get("scoundrel")
    hub = Hub(store)
    device = hub.begin(game, make_options(game, {}), ["Ana"], mode="table", seed=None,
                       bots=[], strategies={})
    session = hub.table(device.game_id).session
    for line in ("room 7D KS 5H 9C", "play 7D", "play KS", "play 5H"):
        session.apply(game.parse(session.state, line))
    seat = f"{live.url}/s/{device.token}"
    page.set_viewport_size(PHONE)
    page.goto(seat + "/log")
    fix = page.locator('a.button.fix[href$="/fix/2"]')
    thumb_sized(fix)
    thumb_sized(page.locator("a.button.back"))
    fix.click()
    page.wait_for_url("**/fix/2")
    page.locator('button[data-action="play KS"]').click()
    page.locator("form.confirm-fix").wait_for()
    assert page.locator("ol.dropped li code").all_inner_texts() == ["play KS", "play 5H"]
    assert len(store.log.load(device.game_id).events) == 4  # nothing changed before the confirm
    pictures(page, "fix-preview")
    page.locator("form.confirm-fix button.confirm").click()
    page.wait_for_url(seat)
    assert "Entry 3 no longer applies" in page.locator("#main .notice").inner_text()
    assert len(store.log.load(device.game_id).events) == 2
