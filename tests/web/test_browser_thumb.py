"""The decision at the thumb (issue #40): a whole game of each kind played in Chromium on a
360×740 phone, in English and in German, tapped on the board and its tray. After every tap the
page has gone where the next decision is: every control of it lies inside the first screen, and
a tap at its middle lands on it (nothing, not even the tray stuck to the bottom, covers it).

Each phase seen is also checked as before (no tap target under 44 px, nothing wider than the
screen, no serious or critical finding of axe-core) and photographed at phone and tablet size
into ``build/screenshots/``; a German game shows no English word on any phase, in its log or
its rules (issue #23)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.web.browser import (
    assert_accessible,
    board_moves,
    english_in,
    new_context,
    new_game,
    play_move,
    play_version,
    reach,
    settled,
)
from tests.web.conftest import LiveServer

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE = {"width": 360, "height": 740}
TABLET = {"width": 1280, "height": 800}
PLAYERS = {"scoundrel": ["Ada"], "dungeon-dice": ["Ada", "Bo"], "halunken": ["Ana", "Ben"]}
LOCALES = {"en": "en-US", "de": "de-DE"}
MOST = 600  # taps: a two-player Halunken game is about 70, the others fewer

# Every control of the decision shown now: the acts on the board and in its tray, a
# companion to pick, a card's ways, a picker's faces and counts; each with where it stands and
# whether a tap at its middle reaches it. The fold of the odds under the board is no part of
# the decision: it is read, or folded away, before deciding.
CONTROLS = """() => {
  const offer = [...document.querySelectorAll('#main .stage .offer')];
  const found = offer.flatMap(o => [...o.querySelectorAll(
      'button, summary, label.b-src, input[type=number]')]);
  return found.filter(e => e.checkVisibility({visibilityProperty: true})
                           && !e.closest('details[data-fold]'))
    .map(e => {
      const r = e.getBoundingClientRect();
      const x = r.left + r.width / 2, y = r.top + r.height / 2;
      const hit = document.elementFromPoint(x, y);
      // a card's ways, opened, lie over what is under them until one is tapped or they close
      const over = hit !== null && hit.closest('.b-ways') !== null && !e.closest('.b-ways');
      const reached = hit !== null && (e.contains(hit) || hit.contains(e) || over
                      || (e.closest('label') !== null && e.closest('label').contains(hit)));
      return {what: e.dataset.action || e.getAttribute('aria-label')
                    || e.textContent.trim().slice(0, 40),
              top: Math.round(r.top), bottom: Math.round(r.bottom),
              left: Math.round(r.left), right: Math.round(r.right), reached};
    });
}"""
SMALL = """() => [...document.querySelectorAll(
    '#main .play button, #main .play a.button, #main .play summary, #main .play label.b-src')]
  .filter(e => e.offsetParent !== null)
  .map(e => [e.getBoundingClientRect(), e])
  .filter(([r]) => r.width < 43.5 || r.height < 43.5)
  .map(([r, e]) => `${e.tagName} ${e.dataset.action || e.textContent.trim().slice(0, 30)} `
       + `${Math.round(r.width)}×${Math.round(r.height)}`)"""
WIDE = "() => document.documentElement.scrollWidth - window.innerWidth"
# A landscape tablet at the table (issue #23): the board and the story side by side, their tops
# on one line (the story sticks to the top as one scrolls).
SIDE_BY_SIDE = """() => { window.scrollTo(0, 0);
  const board = document.querySelector('#main .stage');
  const story = document.querySelector('#main .side');
  return {board: board.offsetTop, story: story.offsetTop,
          right: story.offsetLeft >= board.offsetLeft + board.offsetWidth}; }"""


SETTLED = "() => Promise.all(document.getAnimations().map(a => a.finished.catch(() => null)))"


def out_of_reach(page: Page) -> list[str]:
    """The controls of the decision that a thumb cannot tap without scrolling first, once what
    moves has come to rest (a die's tumble shifts it for 400 ms at most)."""
    page.evaluate(SETTLED)
    screen = page.viewport_size
    assert screen is not None
    far: list[str] = []
    for c in page.evaluate(CONTROLS):
        inside = c["top"] >= 0 and c["bottom"] <= screen["height"] \
            and c["left"] >= 0 and c["right"] <= screen["width"]
        if not (inside and c["reached"]):
            far.append(f"{c['what']!r} at {c['top']}..{c['bottom']}"
                       f"{'' if c['reached'] else ' (covered)'}")
    return far


def tapped(page: Page, words: str, where: str) -> None:
    """Make a move as a thumb does: bring it into reach first (tap its companion, open a
    card's ways), where what that showed is on the screen too, then tap it."""
    button = page.locator(f'#main .offer button.act[data-action="{words}"]').first
    reach(page, button)
    far = out_of_reach(page)
    assert far == [], f"{where}, ready to {words!r}: {far}"
    before = play_version(page)
    button.click()
    settled(page, before)


def phase(moves: list[str]) -> str:
    """What kind of decision the board offers: the verbs of its moves."""
    return "+".join(sorted({words.split()[0] for words in moves}))


def chosen(moves: list[str]) -> str:
    """A move a hurried player might make: the first; at the regroup the tavern, so a delve
    ends; a party kept as rolled."""
    for quick in ("retire", "ready"):
        if quick in moves:
            return quick
    return moves[0]


def photographed(page: Page, name: str, *, shots: bool = True, playing: bool = True) -> None:
    """The page as wide as the screen, its tap targets at least 44 px, with no serious or
    critical finding of axe-core (issue #40: every page and phase of every game, both
    languages, at 360×740; the English ones at 1280×800 too, photographed); on the tablet,
    while a game is played, the board and the story side by side; back at the phone's size,
    scrolled to the decision as after a tap."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    # a page's words change nothing of its layout on the tablet, where nothing is tight: the
    # German pages are checked at the phone's size, the English ones at both
    sizes = ((TABLET, "tablet"), (PHONE, "phone")) if shots else ((PHONE, "phone"),)
    for size, tag in sizes:
        page.set_viewport_size(size)
        assert page.evaluate(WIDE) <= 0, f"{name}: wider than the {tag} screen"
        assert page.evaluate(SMALL) == [], f"{name}: tap targets under 44 px on the {tag}"
        assert_accessible(page, f"{name} on the {tag}")
        if tag == "tablet" and playing:
            tops = page.evaluate(SIDE_BY_SIDE)
            assert tops["right"] and abs(tops["board"] - tops["story"]) < 2, f"{name}: {tops}"
        if shots:
            page.screenshot(path=str(SHOTS / f"board-{name}-{tag}.png"), full_page=True)
    if shots:
        page.screenshot(path=str(SHOTS / f"thumb-{name}.png"))  # the first screen alone


def started(page: Page, url: str, game: str, mode: str = "hotseat") -> None:
    page.set_viewport_size(PHONE)
    new_game(page, url, game, PLAYERS[game], mode, seed="7")


SHOWN = "#main .offer button.act, #main section.end, #main .handover a.button"

@pytest.mark.parametrize("lang", sorted(LOCALES))
@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_every_control_of_each_decision_is_on_the_first_screen(
        live: LiveServer, browser: Browser, game: str, lang: str) -> None:
    context = new_context(browser, locale=LOCALES[lang], motion=False)
    page: Any = context.new_page()
    try:
        started(page, live.url, game)
        seen: set[str] = set()
        taps = 0
        for _ in range(MOST):
            # a hand-over's link loads a page: wait until it shows a move, a hand-over or the end
            page.locator(SHOWN).first.wait_for(state="attached")
            if page.locator("#main section.end").count():
                break
            ready = page.locator("#main .handover a.button")
            if ready.count():
                ready.click()
                page.wait_for_load_state()
                continue
            moves = board_moves(page)
            assert moves, page.locator("#main header.game .status").inner_text()
            kind = phase(moves)
            far = out_of_reach(page)
            if far:  # the screen as the player saw it, to look at
                page.screenshot(path=str(SHOTS / f"thumb-far-{game}-{kind}-{lang}.png"))
            assert far == [], f"{game} {lang} {kind}: {far}"
            if kind not in seen:
                seen.add(kind)
                if lang == "de":  # issue #23: German all through, not an English word
                    assert english_in(page) == [], f"{game} {kind}"
                # the German pages are checked alike; the English ones are photographed
                photographed(page, f"{game}-{kind}-{lang}", shots=lang == "en")
                page.set_viewport_size(PHONE)
                # as the page first loads for this decision (a phone is not resized)
                page.evaluate("() => window.scrollTo(0, 0)")
                page.reload()
                assert out_of_reach(page) == [], f"{game} {lang} {kind} on load"
            tapped(page, chosen(moves), f"{game} {lang} {kind}")
            taps += 1
        else:
            raise AssertionError(f"{game}: no end after {MOST} taps")
        photographed(page, f"{game}-end-{lang}", shots=lang == "en", playing=False)
        if lang == "de":
            seat = page.url.split("?")[0]
            for sub in ("/log", "/rules"):
                page.goto(seat + sub)
                assert english_in(page) == [], f"{game} {sub}"
    finally:
        context.close()


def revealed(page: Page) -> None:
    """Tap what the table turned up: the first card or die offered, or, for several, ``+``
    down the faces until the count is complete, then the button that sends them."""
    before = page.locator("#main .play").get_attribute("data-version")
    single = page.locator("#main .stage form.offer button[name=o]")
    if single.count():
        single.first.click()
    else:
        done = page.locator("#main .stage form.counted .done")
        need = int(done.get_attribute("data-need") or "0")
        for more in page.locator("#main .stage form.counted button.more").all():
            while need and more.is_enabled() and \
                    more.evaluate("b => { const i = b.parentElement.querySelector('input');"
                                  " return +i.value < +i.max; }"):
                more.click()
                need -= 1
        done.click()
    page.wait_for_function(
        "v => { const p = document.querySelector('#main .play');"
        " return p && p.dataset.version !== v && !document.querySelector('#main.busy'); }",
        arg=before)


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_at_the_table_the_picker_and_the_board_are_at_the_thumb(
        live: LiveServer, page: Page, game: str) -> None:
    """Played with real cards and dice: what was turned up is tapped on the picker (cards on
    their grid), each time with every control of it on the first screen, as the moves."""
    started(page, live.url, game, "table")
    picks = 0
    for _ in range(MOST):
        if page.locator("#main section.end").count() or picks > 16:
            break
        picking = page.locator("#main .stage form.offer:not(:has(.b-board))").count()
        if picking and picks == 0:
            page.screenshot(path=str(SHOTS / f"thumb-{game}-table-pick.png"))
        assert out_of_reach(page) == [], f"{game} table: {out_of_reach(page)}"
        if picking:
            revealed(page)
            picks += 1
            continue
        play_move(page, chosen(board_moves(page)))
    assert picks > 0, f"{game}: the table asked for nothing"
