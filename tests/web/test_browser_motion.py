"""Motion that explains (issue #40, item 3): a die just rolled tumbles onto its face, a captain
glides from the dive he left; every motion is short (≤ 400 ms), decoration over a page that is
already in place and answers a tap during it, and none plays under prefers-reduced-motion.
``scripts/motion_frames.py`` photographs the same two motions frame by frame."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import urlencode
from urllib.request import Request, urlopen

from playwright.sync_api import Page

from tests.web.browser import board_moves, play_move, play_version, settled
from tests.web.conftest import LiveServer

LONGEST_MS = 400
# Every animation on the page: what it moves (its data-pic, or its tag) and how long it lasts.
ANIMATIONS = """() => document.getAnimations().map(a => {
  const t = a.effect.target;
  const pic = t.closest('[data-pic]');
  return {pic: pic ? pic.dataset.pic : t.tagName, ms: a.effect.getTiming().duration,
          state: a.playState};
})"""
# Animations are paused the moment the board is swapped in, so a test (or a frame) sees them
# from their first frame, on a machine of any speed.
FREEZE = """
document.addEventListener("tabletop:swapped", function () {
  queueMicrotask(function () {
    if (!window.freezeMotion) return;
    window.states = document.getAnimations().map(function (a) { return a.playState; });
    document.getAnimations().forEach(function (a) { a.pause(); a.currentTime = 0; });
    window.frozen = (window.frozen || 0) + 1;
  });
});
"""


def delving(live: LiveServer, page: Page, seed: int = 3) -> None:
    """A Dungeon dice seat whose dice the app rolls, at its first level's fight (the hero
    chosen); the next "seek" rolls the dungeon dice of level 2."""
    page.goto(f"{live.url}/new/dungeon-dice")
    page.locator("input[name=mode][value=own]").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame details summary").click()
    page.locator("input[name=seed]").fill(str(seed))
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    page.goto(str(page.locator("#main .lobby li.join a").first.get_attribute("href")))
    play_move(page, "hero spellsword")
    play_move(page, "fight fighter ooze")  # seed 3: one ooze at level 1


def _state(link: str) -> dict[str, Any]:
    with urlopen(link.replace("/s/", "/api/s/", 1)) as response:
        seen: dict[str, Any] = json.load(response)
        return seen


def _answer(link: str, version: str, n: int = 0) -> None:
    data = urlencode({"v": version, "n": str(n)}).encode()
    with urlopen(Request(f"{link}/act", data=data, method="POST")) as response:
        assert response.status == 200


def sailing(live: LiveServer, page: Page) -> None:
    """A Halunken seat (Ann's, of three) at the round's movement cards, Bob's 2 and Cy's 3
    chosen (seed 7): her 1 moves her first, from dive 1 to 2."""
    data = urlencode({"mode": "own", "name0": "Ann", "name1": "Bob", "name2": "Cy",
                      "seed": "7"}).encode()
    with urlopen(Request(f"{live.url}/new/halunken", data=data, method="POST")) as response:
        html = response.read().decode()
    links = list(dict.fromkeys(re.findall(r'href="(http://[^"]+/s/[A-Za-z0-9_-]+)"', html)))
    for _ in range(20):  # placing, Black Jack, the bidding: one seat at a time
        seen = [_state(link) for link in links]
        if all(s["offer"] for s in seen):
            break
        link, state = next((link, s) for link, s in zip(links, seen, strict=True) if s["offer"])
        _answer(link, state["version"])
    for n, link in enumerate(links[1:], start=1):
        _answer(link, _state(link)["version"], n)
    page.goto(links[0])


def frozen_after(page: Page, tap: str) -> list[dict[str, Any]]:
    """Tap ``tap`` with the motion frozen at its first frame; the animations then running."""
    page.evaluate("window.freezeMotion = true; window.frozen = 0")
    before = play_version(page)
    page.locator(tap).first.click()
    settled(page, before)
    page.wait_for_function("() => window.frozen > 0")
    found: list[dict[str, Any]] = page.evaluate(ANIMATIONS)
    return found


def test_a_roll_tumbles_briefly_and_the_page_answers_meanwhile(live: LiveServer,
                                                               page: Page) -> None:
    page.add_init_script(FREEZE)
    delving(live, page)
    running = frozen_after(page, '#main button.act[data-action="seek"]')
    rolled = [a["pic"] for a in running if a["pic"].startswith("dungeon:")]
    assert rolled, running  # the new level's dice tumble
    assert all(a["ms"] <= LONGEST_MS for a in running), running
    assert set(page.evaluate("window.states")) == {"running"}  # as the page was swapped in
    # the page is in place under the motion: a tap in the middle of it is answered
    page.evaluate("document.getAnimations().forEach(a => { a.currentTime = 200; })")
    play_move(page, next(m for m in board_moves(page) if m.startswith("fight ")))


def test_no_motion_when_the_device_asks_for_none(live: LiveServer, page: Page) -> None:
    page.emulate_media(reduced_motion="reduce")
    delving(live, page)
    page.evaluate("document.addEventListener('tabletop:swapped', () => queueMicrotask(() =>"
                  " { window.moving = document.getAnimations().length; }))")
    play_move(page, "seek")
    assert page.evaluate("window.moving") == 0


def test_a_captain_glides_from_the_dive_he_left(live: LiveServer, page: Page) -> None:
    page.add_init_script(FREEZE)
    sailing(live, page)
    assert page.evaluate("document.getAnimations().length") == 0  # none on a first load
    captain = '#main .hs-ring [data-pic^="piece:0 "]:not(.b-was)'
    on_ring = ("p => { const a = p.getBoundingClientRect(), r = p.closest('.hs-ring')"
               ".getBoundingClientRect(); return [a.x - r.x, a.y - r.y]; }")
    was = page.locator(captain).evaluate(on_ring)
    running = frozen_after(page, '#main button.act[data-action="move 1"]')
    glides = [a for a in running if a["pic"].startswith("piece:")]
    assert glides and all(a["ms"] <= LONGEST_MS for a in running), running
    # ringed as moved; at its first frame it stands where it stood, at its last in dive 2
    assert page.locator(captain).get_attribute("class") == "b-pic b-moved"
    first = page.locator(captain).evaluate(on_ring)
    assert abs(first[0] - was[0]) < 3 and abs(first[1] - was[1]) < 3, (was, first)
    page.evaluate("document.getAnimations().forEach(a => a.finish())")
    landed = page.locator(captain).evaluate(on_ring)
    assert abs(landed[0] - was[0]) > 20 or abs(landed[1] - was[1]) > 20, (was, landed)
