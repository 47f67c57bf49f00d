"""Issue #40: a whole game of each kind played with the keyboard alone, never a mouse click: the
new-game form filled in and the game played to its end with Tab and Shift+Tab to a control,
Enter to press a button, follow a link or open a card's ways, the arrow keys to choose among
radios (a companion on the board, how the game is played). After every key the control that has
the focus shows it (an outline on it, or on the label or cell it stands for).

Each move is the one a hurried player makes (the first the board offers; the tavern at a
regroup, a party kept as rolled), with a fixed seed: Scoundrel alone, Dungeon dice alone and
Halunken for two on one device (its hand-over pages too)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, Page

from tests.web.browser import board_moves, play_version, settled
from tests.web.conftest import LiveServer

GAMES = {"scoundrel": ["Ada"], "dungeon-dice": ["Ada"], "halunken": ["Ana", "Ben"]}
SEED = "7"
MOST_MOVES = 300  # a two-player Halunken game is about 70
MOST_KEYS = 400  # to reach one control: a page has far fewer

# Where the focus stands against the control marked ``data-kb``: on it, before it, after it,
# or in its group of radios (where the arrow keys move, and Tab leaves the group).
WHERE = """() => {
  const t = document.querySelector('[data-kb]'), e = document.activeElement;
  if (e === t) return 'here';
  if (!e || e === document.body) return 'ahead';
  if (t.type === 'radio' && e.type === 'radio' && e.name === t.name && e.form === t.form)
    return 'group';
  return e.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING ? 'ahead' : 'behind';
}"""

# What has the focus, when nothing shows it: an outline on the control itself (not made
# transparent), else on the label or cell drawn for it (a hidden radio, a clear button over a
# cell of the board).
UNSEEN = """() => {
  const e = document.activeElement;
  if (!e || e === document.body) return null;
  const outlined = n => { const s = getComputedStyle(n);
    return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0; };
  if (outlined(e) && getComputedStyle(e).opacity !== '0') return null;
  for (let n = e.parentElement, i = 0; n && i < 3; n = n.parentElement, i += 1)
    if (outlined(n)) return null;
  return e.outerHTML.slice(0, 160);
}"""


def press(page: Page, key: str) -> None:
    page.keyboard.press(key)
    unseen = page.evaluate(UNSEEN)
    assert unseen is None, f"after {key} the focus is not shown: {unseen}"


def focus(page: Page, control: Locator) -> None:
    """Bring the focus to ``control`` with Tab, Shift+Tab and (among radios) the arrow keys."""
    control.evaluate("e => { document.querySelectorAll('[data-kb]')"
                     ".forEach(n => n.removeAttribute('data-kb')); e.dataset.kb = '1'; }")
    for _ in range(MOST_KEYS):
        where = page.evaluate(WHERE)
        if where == "here":
            return
        press(page, {"ahead": "Tab", "behind": "Shift+Tab", "group": "ArrowDown"}[where])
    raise AssertionError(f"no key reaches {control.evaluate('e => e.outerHTML.slice(0, 160)')}")


def choose(page: Page, radio: Locator) -> None:
    """A radio chosen: reached (the arrow keys choose as they move) and, if need be, Space."""
    focus(page, radio)
    if not radio.is_checked():
        press(page, "Space")
    assert radio.is_checked()


def typed(page: Page, field: Locator, text: str) -> None:
    focus(page, field)
    page.keyboard.press("Control+A")
    page.keyboard.type(text)


def pressed(page: Page, control: Locator) -> None:
    """A button pressed or a link followed with Enter (what it leads to is not looked at here:
    the page may be on its way)."""
    focus(page, control)
    page.keyboard.press("Enter")


REACH = """b => {
  const ways = b.closest('details');
  if (ways && !ways.open) return 'ways';
  const owner = b.closest('[data-src]');
  return owner ? owner.dataset.src : '';
}"""


def moved(page: Page, words: str) -> None:
    """The move the board writes as ``words`` made: its card's ways opened or its companion
    chosen first, as on a phone; then the page has moved on."""
    button = page.locator(f'#main .offer button.act[data-action="{words}"]').first
    how = str(button.evaluate(REACH))
    if how == "ways":
        pressed(page, button.locator("xpath=ancestor::details[1]/summary"))
    elif how:
        choose(page, page.locator(f"#b-{how}"))
    assert button.is_visible(), f"{words}: out of reach"
    before = play_version(page)
    pressed(page, button)
    settled(page, before)


def hurried(moves: list[str]) -> str:
    for quick in ("retire", "ready"):
        if quick in moves:
            return quick
    return moves[0]

SHOWN = "#main .offer button.act, #main section.end, #main .handover a.button"

@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_with_the_keyboard_alone(live: LiveServer, page: Page, game: str) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live.url}/new/{game}")
    choose(page, page.locator("input[name=mode][value=hotseat]"))
    for seat, name in enumerate(GAMES[game]):
        typed(page, page.locator(f"input[name=name{seat}]"), name)
    pressed(page, page.locator("form.newgame details summary").first)
    typed(page, page.locator("input[name=seed]"), SEED)
    pressed(page, page.locator("form.newgame button.primary"))
    page.wait_for_url("**/s/*")
    for _ in range(MOST_MOVES):
        # a hand-over's link loads a page: wait until it shows a move, a hand-over or the end
        page.locator(SHOWN).first.wait_for(state="attached")
        if page.locator("#main section.end").count():
            break
        ready = page.locator("#main .handover a.button")
        if ready.count():
            pressed(page, ready)
            page.wait_for_load_state()
            continue
        moves = board_moves(page)
        assert moves, page.locator("#main header.game .status").inner_text()
        moved(page, hurried(moves))
    else:
        raise AssertionError(f"{game}: no end after {MOST_MOVES} moves")
    # the end's own controls are reached the same way
    focus(page, page.locator("#main section.end .review-link a"))
