"""The booster-pack heroes on a phone (issue #24, D16-D20): a two-player Dungeon dice game with
the legendary heroes of pack 2 (sets=pack2), chosen on their cards and played to its end on
the dice alone; and the Scout's six scouted dice set as levels 1-3 with the picker (D18).
Each new phase is photographed at 360 px into ``build/screenshots/`` to be looked at."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page

from tests.web.browser import board_moves, play_move, play_version, settled
from tests.web.conftest import LiveServer

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE = {"width": 360, "height": 740}
WIDE = "() => document.documentElement.scrollWidth - window.innerWidth"
MOST = 600


def _start(page: Page, live: LiveServer, sets: str, names: list[str]) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{live.url}/new/dungeon-dice")
    page.locator("input[name=mode][value=hotseat]").check()
    for seat, name in enumerate(names):
        page.locator(f"input[name=name{seat}]").fill(name)
    page.locator("form.newgame details summary").first.click()
    page.locator("select[name=opt_sets]").select_option(sets)
    page.locator("input[name=seed]").fill("11")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")


def _shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert page.evaluate(WIDE) <= 0, f"{name}: wider than the phone"
    page.screenshot(path=str(SHOTS / f"heroes-{name}-phone.png"), full_page=True)


def _handover(page: Page) -> bool:
    ready = page.locator("#main .handover a.button")
    if ready.count():
        ready.click()
        page.wait_for_load_state()
        return True
    return False


def test_legendary_heroes_are_chosen_on_their_cards_and_play_to_the_end(
        live: LiveServer, page: Page) -> None:
    """D16, D20: the hero choice offers pack 2's eight; a whole game ends on the board."""
    _start(page, live, "pack2", ["Ada", "Bo"])
    moves = board_moves(page)
    assert {m.split()[-1] for m in moves if m.startswith("hero ")} >= {"cassandra", "szopin"}
    _shot(page, "choice")
    seen: set[str] = set()
    for _ in range(MOST):
        if page.locator("#main section.end").count():
            break
        if _handover(page):
            continue
        moves = board_moves(page)
        assert moves
        assert page.locator("#main .actions").count() == 0, "a generated list of actions"
        kind = "+".join(sorted({m.split()[0] for m in moves}))
        if kind not in seen:
            seen.add(kind)
            _shot(page, kind.replace("+", "-")[:60])
        pick = next((m for m in ("retire", "hero marpesia", "hero toulak") if m in moves),
                    moves[0])
        play_move(page, pick)
    else:
        raise AssertionError("no end")
    _shot(page, "end")


def test_the_scout_sets_his_levels_with_the_picker(live: LiveServer, page: Page) -> None:
    """D18: six dungeon dice rolled at forming, one tapped for level 1 and two for level 2;
    the other three are level 3, and level 1 begins with its die."""
    _start(page, live, "pack1", ["Ada", "Bo"])
    play_move(page, "hero scout")
    for _ in range(6):
        if page.locator("#main .compose[data-verb=set]").count():
            break
        _handover(page) or play_move(page, board_moves(page)[0])
    picker = page.locator("#main .compose[data-verb=set]")
    assert picker.count() == 1
    _shot(page, "scout-picker")
    levels = picker.locator(".counts")
    first = levels.nth(0).locator("input[data-word]").first
    taken = str(first.get_attribute("data-word"))
    levels.nth(0).locator("button.more").first.click()  # level 1: one die of the first face
    left = {str(i.get_attribute("data-word")): int(str(i.get_attribute("max")))
            for i in levels.nth(1).locator("input[data-word]").all()}
    left[taken] -= 1  # a row's limit is at most 2: with 2 shown, one more is surely left
    wanted = [face for face, n in sorted(left.items(), key=lambda f: f[0] == taken)
              for _ in range(n)][:2]
    for face in wanted:  # level 2: two of the dice still free
        levels.nth(1).locator(f".count:has(input[data-word={face}]) button.more").click()
    go = picker.locator("button.compose-go")
    words = str(go.get_attribute("value"))
    assert words.startswith("set ") and len(words.split()) == 4, words
    before = play_version(page)
    go.click()
    settled(page, before)
    story = page.locator("#main").inner_text()
    assert "level 1" in story.lower() or "Level 1" in story
    _shot(page, "scout-level1")
