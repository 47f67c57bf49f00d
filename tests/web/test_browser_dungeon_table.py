"""A Dungeon dice delve at the table in a real browser (issue #12): the people roll real dice
and tap the faces (counts with the steppers, then Done); undo takes the last entry back, and
an entry made wrong is fixed from the log and the rest folded again."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.web.browser import new_game, play_version, reach, settled
from tests.web.conftest import LiveServer


def tap(page: Page, selector: str) -> None:
    """Tap a button of the offer (a move on the board: its companion first) and wait until the
    page shows the game moved on."""
    before = play_version(page)
    button = page.locator(f"#main {selector}").first
    if selector.startswith("button.act"):
        reach(page, button)
    button.click()
    settled(page, before)


def count(page: Page, faces: dict[str, int]) -> None:
    """Set each face's count with its + stepper, then press Done (which says it is ready)."""
    for face, times in faces.items():
        for _ in range(times):
            page.locator(f'.count[data-outcome="{face}"] .more').click()
    done = page.locator("button.done")
    assert "ready" in (done.get_attribute("class") or ""), done.get_attribute("data-picked")


def entries(page: Page) -> list[str]:
    return page.locator("#main .told li").all_inner_texts()


def test_a_delve_with_undo_and_a_fix(live: LiveServer, page: Page) -> None:
    game = new_game(page, live.url, "dungeon-dice", ["Ada"], "table")

    tap(page, 'button.act[data-action="hero spellsword"]')

    # the party roll: seven dice, counted per face
    party = page.locator('.count[data-outcome="fighter"] input[type=number]')
    page.locator('.count[data-outcome="fighter"] .more').click()
    page.locator('.count[data-outcome="fighter"] .less').click()
    assert party.input_value() == "0"
    page.locator('.count[data-outcome="fighter"] .less').click()  # never below nothing
    assert party.input_value() == "0"
    count(page, {"fighter": 3, "cleric": 2, "mage": 1, "thief": 1})
    tap(page, "button.done")
    assert "Party dice rolled" in " ".join(entries(page))

    # level 1: one dungeon die, one tap; tapped wrong, taken back, tapped again
    tap(page, 'button.pick[data-outcome="goblin"]')
    assert page.locator('#main .offer button.act[data-action^="fight"]').count() > 0
    before = play_version(page)
    page.locator("#main nav.tools button.undo").click()
    settled(page, before)
    # (the notice saying what was undone is not checked: the live update may redraw the page
    # without it before the answer to the tap arrives)
    assert "Dungeon dice rolled: Goblin." not in entries(page)
    assert page.locator('#main .offer button.pick[data-outcome="skeleton"]').count() == 1
    tap(page, 'button.pick[data-outcome="skeleton"]')
    tap(page, 'button.act[data-action="fight cleric skeleton"]')
    tap(page, 'button.act[data-action="seek"]')

    # level 2: two dungeon dice, counted
    assert page.locator("button.done").inner_text() == "Done (2)"
    count(page, {"goblin": 1, "ooze": 1})
    tap(page, "button.done")
    assert page.locator('#main .offer button.act[data-action^="fight"]').count() > 0

    # the party roll was four fighters, not three: fixed from the log
    page.locator("#main nav.tools a[href$='/log']").click()
    page.wait_for_url("**/log")
    # the log shows one chapter a page, the last first: level 1 is the page before
    page.locator('#main .log-turns a.older').click()
    page.wait_for_url("**/log?page=2")
    roll = page.locator('ol.log > li[value="2"]')
    assert roll.locator("code").inner_text() == "party fighter fighter fighter cleric cleric " \
        "mage thief"
    roll.locator("a[href*='/fix/2']").click()
    page.wait_for_url("**/fix/2")
    count(page, {"fighter": 4, "cleric": 2, "thief": 1})
    page.locator("button.done").click()
    page.locator("p.keeps").wait_for()  # the preview: nothing after it is dropped
    page.locator("form.confirm-fix button.confirm").click()
    page.wait_for_url(game)
    page.goto(f"{game}/log?page=2")
    assert page.locator('ol.log > li[value="2"] code').inner_text() == (
        "party fighter fighter fighter fighter cleric cleric thief")
    # what came after still fits the new roll, so it is kept
    assert page.locator('ol.log > li[value="4"] code').inner_text() == "fight cleric skeleton"
    assert page.locator("ol.log > li").count() == 4  # level 1: entries 2 to 5
    page.goto(f"{game}/log")
    assert page.locator('ol.log > li[value="6"] code').inner_text() == "dungeon goblin ooze"


def test_the_picker_counts_as_you_tap_and_keeps_the_counts_on_a_wrong_total(
        live: LiveServer, page: Page) -> None:
    """Issue #23: "6 of 7" as the faces are tapped; Done with six of seven says so and keeps
    the six, so one more tap puts it right."""
    page.goto(f"{live.url}/new/dungeon-dice")
    page.locator("input[name=mode][value=table]").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    tap(page, 'button.act[data-action="hero spellsword"]')
    for _ in range(6):
        page.locator('.count[data-outcome="fighter"] .more').click()
    assert page.locator("form.counted .progress").inner_text() == "6 of 7"
    page.locator("button.done").click()
    page.wait_for_selector("#main .play > .error")
    page.wait_for_function("() => !document.querySelector('#main.busy')")
    assert "7" in page.locator("#main .play > .error").inner_text()
    fighters = page.locator('.count[data-outcome="fighter"] input[type=number]')
    assert fighters.input_value() == "6"
    assert page.locator("form.counted .progress").inner_text() == "6 of 7"
    page.locator('.count[data-outcome="mage"] .more').click()
    assert page.locator("form.counted .progress").inner_text() == "7 of 7"
    tap(page, "button.done")
    assert "Party dice rolled" in " ".join(entries(page))


def test_any_dice_rerolled_by_count_on_the_board(live: LiveServer, page: Page) -> None:
    """Issue #23: a Scroll rerolls any dice (003_713d509ed6956a86.txt: "Schriftrolle =
    Beliebige Gruppen- oder Dungeonwürfel erneut würfeln"): tapped on the Scroll, then counted
    per face on the board, the move sent is the reroll of exactly those dice, no word typed."""
    page.goto(f"{live.url}/new/dungeon-dice")
    page.locator("input[name=mode][value=table]").check()
    page.locator("input[name=name0]").fill("Ada")
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    tap(page, 'button.act[data-action="hero spellsword"]')
    count(page, {"fighter": 3, "cleric": 2, "mage": 1, "scroll": 1})
    tap(page, "button.done")
    tap(page, 'button.pick[data-outcome="goblin"]')  # level 1: one goblin
    page.locator('label.b-src:has(input[value="scroll"])').click()
    panel = page.locator('#main .compose[data-verb="reroll scroll"]:visible')
    panel.locator('.count:has(input[data-word="fighter"]) .more').click()
    panel.locator('.count:has(input[data-word="fighter"]) .more').click()
    panel.locator('.count:has(input[data-word="goblin"]) .more').click()
    go = panel.locator(".compose-go")
    assert go.get_attribute("value") == "reroll scroll fighter fighter goblin"
    before = play_version(page)
    go.click()
    settled(page, before)
    assert page.locator("#main .error").count() == 0
    # the three dice are now rolled again at the table: the picker asks for them
    assert page.locator("#main form.counted").count() == 1
