"""One Halunken round on three phones in a real browser (issue #12): the join links of the
watching page, each opened in its own browser; the single-seat steps tapped where the buttons
are; then the movement cards chosen in secret on all three phones at once (H3), every page
following by itself (Server-Sent Events), and no page showing another's card before all are
revealed.

Three taps at once reach the server in some order; the tests hold the network back to fix
which arrives first, so each order is played every time.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlencode
from urllib.request import Request, urlopen

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route

from tests.web.browser import new_context, play_version, settled
from tests.web.conftest import LiveServer

NAMES = ["Ann", "Bob", "Cy"]
STEPS = 40  # the steps before the movement cards: placing, Black Jack, the bidding
PUMPS = 500  # round trips to the browser while a held request reaches the test
MOVE = 'button.act[data-action^="move "]'
PHASE = "#main .hs-round p"  # "Round 3 of 8 · <phase>"
CHOOSING = "choose movement cards in secret"
MOVING = "moving"
FACE_DOWN = "a movement card, face down"
CHOSEN = "Chosen. Waiting for the others…"

# Each page keeps what its board showed after every change of the main part: the phase, and
# the chosen cards of the other players as this page shows them.
WATCH_BOARD = """
window.seen = [];
function look() {
  const main = document.getElementById("main");
  const phase = main && main.querySelector(".hs-round p");
  if (!phase) return;
  // the others' chosen movement cards: the pictures noted "chosen" in their panels
  const chosen = Array.from(main.querySelectorAll(".hs-player .b-pic")).filter(
    pic => pic.querySelector(".b-note")?.textContent === "chosen");
  window.seen.push({phase: phase.textContent.split(" · ").pop(),
                    others: chosen.map(
                      pic => pic.querySelector("svg").getAttribute("aria-label"))});
}
document.addEventListener("DOMContentLoaded", function () {
  look();
  new MutationObserver(look).observe(document.getElementById("main"), {childList: true});
});
"""


def phone(browser: Browser, url: str) -> tuple[BrowserContext, Page]:
    context = new_context(browser)
    context.add_init_script(WATCH_BOARD)
    page = context.new_page()
    page.goto(url)
    return context, page


def seat_state(link: str) -> dict[str, Any]:
    """What a seat's link sees and may do now (the page's JSON twin)."""
    with urlopen(link.replace("/s/", "/api/s/", 1)) as response:
        seen: dict[str, Any] = json.load(response)
        return seen


def answer(link: str, version: str) -> None:
    """The first move offered to a seat, sent as its page's form sends it."""
    data = urlencode({"v": version, "n": "0"}).encode()
    with urlopen(Request(f"{link}/act", data=data, method="POST")) as response:
        assert response.status == 200


def same_version(pages: list[Page], version: str) -> None:
    for page in pages:
        page.wait_for_function(
            "v => document.querySelector('#main .play')?.dataset.version === v", arg=version)


def in_phase(page: Page, phase: str) -> None:
    page.wait_for_function(
        f"p => document.querySelector('{PHASE}')?.textContent.endsWith(' · ' + p)",
        arg=phase)


def idle(page: Page) -> None:
    page.wait_for_function("() => !document.querySelector('#main.busy')")


@pytest.fixture
def phones(live: LiveServer, browser: Browser) -> Iterator[list[Page]]:
    """Three phones at the round's secret movement cards, all drawn at the same version."""
    host = new_context(browser)
    contexts: list[BrowserContext] = []
    try:
        watch = host.new_page()
        watch.goto(f"{live.url}/new/halunken")
        assert watch.locator("input[name=mode][value=own]").is_checked()
        for seat, name in enumerate(NAMES):
            watch.locator(f"input[name=name{seat}]").fill(name)
        watch.locator("form.newgame details summary").click()
        watch.locator("input[name=seed]").fill("7")
        watch.locator("form.newgame button.primary").click()
        watch.wait_for_url("**/s/*")
        links = watch.locator("#main .lobby li.join a").evaluate_all(
            "links => links.map(a => a.href)")
        assert len(links) == 3
        # The single-seat steps before the round's movement cards (placing, Black Jack, the
        # bidding) are sent as the phones would send them; the pages are opened after.
        for _ in range(STEPS):
            seen = [seat_state(link) for link in links]
            if all(s["offer"] and s["offer"]["decision"][0].startswith("move ") for s in seen):
                break
            turn = [(link, s) for link, s in zip(links, seen, strict=True) if s["offer"]]
            assert len(turn) == 1, [s["offer"] for s in seen]
            answer(turn[0][0], turn[0][1]["version"])
        else:
            raise AssertionError(f"no secret movement cards after {STEPS} steps")
        opened = [phone(browser, link) for link in links]
        contexts = [context for context, _ in opened]
        pages = [page for _, page in opened]
        for seat, page in enumerate(pages):
            assert page.locator("#main .you").inner_text().endswith(NAMES[seat])
        for page in pages:
            assert page.locator(PHASE).inner_text().endswith(CHOOSING)
            assert page.locator("#main .offer").inner_text().startswith("Secret")
        yield pages
    finally:
        for context in contexts:
            context.close()
        host.close()


def hold(page: Page) -> list[Route]:
    """The page's answers stay in the network until released."""
    held: list[Route] = []

    def keep(route: Route) -> None:
        held.append(route)

    page.route("**/act", keep)
    return held


def arrived(held: list[Route], page: Page) -> None:
    for _ in range(PUMPS):
        if held:
            return
        page.evaluate("0")  # a round trip lets the held request reach the test
    raise AssertionError("the tap sent nothing")


def release(held: list[Route], page: Page) -> None:
    with page.expect_response("**/act"):
        held[0].continue_()
    idle(page)


def tap_all(pages: list[Page]) -> None:
    for seat, page in enumerate(pages):  # all at once: nobody waits for another
        page.locator(MOVE).nth(seat).click()


def check_the_reveal(pages: list[Page]) -> None:
    """Every page reached the moving by itself, with every chosen card face up, and showed
    no other player's card before."""
    for page in pages:
        in_phase(page, MOVING)
    for seat, page in enumerate(pages):
        assert page.locator("#main .error").count() == 0, page.locator("#main .error").inner_text()
        seen: list[dict[str, object]] = page.evaluate("window.seen")
        before_reveal = [look for look in seen if look["phase"] == CHOOSING]
        assert before_reveal, seen
        for look in before_reveal:
            others = look["others"]
            assert isinstance(others, list)
            assert all(label == FACE_DOWN for label in others), (NAMES[seat], look)
        shown = page.locator("#main .hs-player .b-pic, #main .hs-you .b-pic").evaluate_all(
            "pics => pics.filter(p => p.querySelector('.b-note')?.textContent === 'chosen')"
            ".map(p => p.querySelector('svg').getAttribute('aria-label'))")
        assert len(shown) == 3 and FACE_DOWN not in shown, shown


def test_the_awaited_player_arrives_last(phones: list[Page]) -> None:
    """Bob and Cy choose ahead of their turn; Ann, whose turn it is, arrives last and the
    round reveals all three."""
    ann, bob, cy = phones
    held = hold(ann)
    tap_all(phones)
    for page in (bob, cy):
        page.wait_for_function("s => document.querySelector('#main .status')?.textContent === s",
                               arg=CHOSEN)
        assert page.locator(PHASE).inner_text().endswith(CHOOSING)
    arrived(held, ann)
    release(held, ann)
    check_the_reveal(phones)


def test_the_awaited_player_arrives_first(phones: list[Page]) -> None:
    """Ann, whose turn it is, arrives first; Bob's and Cy's taps, made at the same time from
    the same page, arrive after her card was laid down."""
    ann, bob, cy = phones
    held = {page: hold(page) for page in (bob, cy)}
    before = play_version(ann)
    tap_all(phones)
    settled(ann, before)
    for page in (bob, cy):
        arrived(held[page], page)
        release(held[page], page)
        assert page.locator("#main .error").count() == 0, page.locator(
            "#main .error").inner_text()
    check_the_reveal(phones)


def test_a_card_chosen_ahead_is_announced_on_every_phone(phones: list[Page]) -> None:
    """Issue #22: Cy chooses while Ann, whose turn it is, still chooses. Every phone says by
    itself that Cy has chosen (never what); Cy sees his card and may take it back, and the
    others hear only that he did."""
    from tests.web.test_browser_screenshots import SCREENSHOTS

    ann, bob, cy = phones
    before = play_version(cy)
    cy.locator(MOVE).nth(2).click()
    settled(cy, before)
    same_version(phones, play_version(cy))
    for page in (ann, bob):
        chosen = page.locator("#main .owed li.chosen")
        assert chosen.all_inner_texts() == ["Cy"]
        assert page.locator("#main .owed li.choosing").all_inner_texts() == ["Ann", "Bob"]
    assert cy.locator("#main .status").inner_text() == CHOSEN
    # in a pocket (issue #23): the tab says whose turn it is, and it is no longer Cy's
    assert ann.title().startswith("● Your turn") and not cy.title().startswith("●")
    assert cy.locator("#main p.chosen").inner_text().startswith("Your choice: play movement card ")
    assert ann.locator("#main p.chosen").count() == 0
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    for name, page in (("ahead-chooser", cy), ("ahead-other", ann)):
        for width, height in ((360, 740), (820, 1180)):
            page.set_viewport_size({"width": width, "height": height})
            page.screenshot(path=SCREENSHOTS / f"halunken-{name}-{width}x{height}.png")
    before = play_version(cy)
    cy.locator("#main button.undo").click()
    settled(cy, before)
    same_version(phones, play_version(cy))
    assert cy.locator("#main .owed li.chosen").count() == 0
    assert cy.locator(MOVE).count() > 0
    card = cy.locator("#main .notice").inner_text()
    assert card.startswith("Taken back: your choice (play movement card ")
    # Issue #37: the others are told that Cy changed his mind, never which card it was.
    for page in (ann, bob):
        assert page.locator("#main .notice").inner_text() == "Cy took back their choice."
        assert "Taken back" not in page.locator("#main").inner_text()
    for name, page in (("took-back-chooser", cy), ("took-back-other", ann),
                       ("took-back-third", bob)):
        page.set_viewport_size({"width": 360, "height": 740})
        page.evaluate("window.scrollTo(0, 0)")  # where the notice is
        page.screenshot(path=SCREENSHOTS / f"halunken-{name}-360x740.png")


def chips(page: Page) -> tuple[list[str], list[str]]:
    """The names this phone's chips say have chosen, and still choose."""
    return (page.locator("#main .owed li.chosen").all_inner_texts(),
            page.locator("#main .owed li.choosing").all_inner_texts())


def test_three_phones_choose_first_between_and_last(phones: list[Page]) -> None:
    """Issue #23: three rounds, the three phones choosing their movement cards in turned
    orders, so each phone chooses first, between and last once; after every tap each phone's
    chips say, live, who has chosen and who still chooses (never what), and the round goes on
    by itself once the last one chose."""
    from tests.web.browser import board_moves, play_move

    orders = [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    for round_number, order in enumerate(orders, start=1):
        for step in range(STEPS):
            if all(page.locator(MOVE).count() for page in phones):
                break
            turn = [page for page in phones if board_moves(page)]
            assert len(turn) == 1, (round_number, step)
            play_move(turn[0], board_moves(turn[0])[0])
            same_version(phones, play_version(turn[0]))
        else:
            raise AssertionError(f"round {round_number}: no movement cards after {STEPS} steps")
        for done, seat in enumerate(order, start=1):
            if done < 3:
                expected = ([NAMES[s] for s in sorted(order[:done])],
                            [NAMES[s] for s in sorted(order[done:])])
            page = phones[seat]
            page.locator(MOVE).first.click()
            idle(page)
            for other in phones:
                if done < 3:
                    other.wait_for_function(
                        "n => document.querySelectorAll('#main .owed li.chosen').length === n",
                        arg=done)
                    got = chips(other)
                    assert (sorted(got[0]), sorted(got[1])) == expected, (order, done, got)
                else:  # all chose: the cards are revealed and the captains move
                    other.wait_for_function(
                        "() => !document.querySelector('#main .owed li.choosing')")
