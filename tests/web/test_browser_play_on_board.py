"""A whole game of each game played on its components alone (issue #23), in a real browser on
a 360×740 phone: every move is tapped on the card, die or space it acts on (a companion first,
a monster's two ways opened first), never typed and never picked from a generated list. At
the first sight of each phase the page is checked at phone and landscape-tablet size (no tap
target under 44×44 px, nothing wider than the screen; on the tablet the story beside the board)
and photographed at both into ``build/screenshots/`` (the end too, which comes first on the
page), to be looked at. A whole game is tapped at tablet size too: Scoundrel's, whose taps are
the others' kinds (a card's one tap, a card's two ways opened first)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Page

from tests.web.browser import board_moves, play_move
from tests.web.conftest import LiveServer

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE = {"width": 360, "height": 740}
TABLET = {"width": 1280, "height": 800}
GAMES = {"scoundrel": ["Ada"], "dungeon-dice": ["Ada", "Bo"], "halunken": ["Ana", "Ben"]}
MOST = 600  # taps: a two-player Halunken game (H12) is about 70, the others fewer
SMALL = """() => [...document.querySelectorAll(
    '#main .play button, #main .play a.button, #main .play summary, #main .play label.b-src')]
  .filter(e => e.offsetParent !== null)
  .map(e => [e.getBoundingClientRect(), e])
  .filter(([r]) => r.width < 43.5 || r.height < 43.5)
  .map(([r, e]) => `${e.tagName} ${e.dataset.action || e.textContent.trim().slice(0, 30)} `
       + `${Math.round(r.width)}×${Math.round(r.height)}`)"""
WIDE = "() => document.documentElement.scrollWidth - window.innerWidth"
SIDE_BY_SIDE = """() => { window.scrollTo(0, 0);  // the story sticks to the top as one scrolls
  const board = document.querySelector('#main .stage');
  const story = document.querySelector('#main .side');
  return {board: board.offsetTop, story: story.offsetTop,
          right: story.offsetLeft >= board.offsetLeft + board.offsetWidth}; }"""


def phase(moves: list[str]) -> str:
    """What kind of decision the board offers: the verbs of its moves."""
    return "+".join(sorted({words.split()[0] for words in moves}))


def photographed(page: Page, name: str, *, playing: bool = True) -> None:
    """The page at both sizes, each as wide as the screen, its tap targets at least 44 px; on
    the tablet, while a game is played, the story beside the board, their tops on one line."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size, tag in ((TABLET, "tablet"), (PHONE, "phone")):
        page.set_viewport_size(size)
        assert page.evaluate(WIDE) <= 0, f"{name}: wider than the {tag} screen"
        assert page.evaluate(SMALL) == [], f"{name}: tap targets under 44 px on the {tag}"
        if tag == "tablet" and playing:
            side_by_side(page)
        page.screenshot(path=str(SHOTS / f"board-{name}-{tag}.png"), full_page=True)


def side_by_side(page: Page) -> None:
    tops = page.evaluate(SIDE_BY_SIDE)
    assert tops["right"] and abs(tops["board"] - tops["story"]) < 2, tops


def chosen(game: str, moves: list[str]) -> str:
    """A move a hurried player might make: the first; at the regroup the tavern, so a delve
    ends; a party kept as rolled."""
    for quick in ("retire", "ready"):
        if quick in moves:
            return quick
    return moves[0]


# On a phone every game is played, in both languages, by test_browser_thumb.py, which checks
# each phase as this test does and photographs it; here the tablet's whole game.
@pytest.mark.parametrize(("game", "size"), [("scoundrel", "tablet")])
def test_a_whole_game_on_the_components(live: LiveServer, page: Page, game: str,
                                        size: str) -> None:
    """Played on a phone (each phase checked and photographed at both sizes), and tapped
    through on a landscape tablet, where the board and the story stand side by side."""
    screen = PHONE if size == "phone" else TABLET
    page.set_viewport_size(screen)
    page.goto(f"{live.url}/new/{game}")
    page.locator("input[name=mode][value=hotseat]").check()
    for seat, name in enumerate(GAMES[game]):
        page.locator(f"input[name=name{seat}]").fill(name)
    page.locator("form.newgame details summary").first.click()
    page.locator("input[name=seed]").fill("7")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    seen: set[str] = set()
    for _ in range(MOST):
        if page.locator("#main section.end").count():
            break
        ready = page.locator("#main .handover a.button")
        if ready.count():
            ready.click()
            page.wait_for_load_state()
            continue
        moves = board_moves(page)
        assert moves, page.locator("#main header.game .status").inner_text()
        assert page.locator("#main .actions").count() == 0, "a generated list of actions"
        kind = phase(moves)
        if kind not in seen:
            seen.add(kind)
            assert page.evaluate(SMALL) == [], f"{game} {kind}: tap targets under 44 px"
            assert page.evaluate(WIDE) <= 0, f"{game} {kind}: wider than the {size} screen"
            if size == "phone":
                photographed(page, f"{game}-{kind}")
                page.set_viewport_size(screen)
            else:
                side_by_side(page)
        play_move(page, chosen(game, moves))
    else:
        raise AssertionError(f"{game}: no end after {MOST} taps")
    assert page.locator("#main .offer").count() == 0
    assert page.evaluate(SMALL) == [], f"{game} end: tap targets under 44 px"
    # Issue #22: who won (a solo deal: how it went, and its best) comes first on the page.
    end = page.locator("#main section.end")
    assert end.bounding_box()["y"] < 400  # type: ignore[index]
    first = end.locator("p").first.inner_text()
    assert first.startswith("Winner") or first.startswith(GAMES[game][0]), first
    if size == "phone":
        photographed(page, f"{game}-end", playing=False)
