"""The browser of the web face's browser tests (issue #12): the distribution's Chromium driven
by Playwright, one browser per test process and one fresh context per test.

Playwright's own browser download is not reachable everywhere, so the tests launch the
Chromium the system has. Without one they are skipped, unless ``TABLETOP_REQUIRE_BROWSER=1``
(as in CI), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

REQUIRED = os.environ.get("TABLETOP_REQUIRE_BROWSER") == "1"
if not REQUIRED:  # required, a missing Playwright is an import error like any other
    pytest.importorskip("playwright.sync_api", reason="Playwright is not installed")

from playwright.sync_api import Browser, BrowserContext, Locator, Page, sync_playwright  # noqa: E402

ARGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 10_000  # one page answer or update; a whole test stays far below the suite's budget


def chromium() -> str | None:
    """The system's Chromium, if there is one."""
    if Path("/usr/bin/chromium").is_file():
        return "/usr/bin/chromium"
    return shutil.which("chromium") or shutil.which("chromium-browser")


def no_browser(reason: str) -> None:
    if REQUIRED:
        pytest.fail(f"{reason} (TABLETOP_REQUIRE_BROWSER=1 asks for the browser tests)")
    pytest.skip(reason)


def launched() -> Iterator[Browser]:
    """The browser, for the session's ``browser`` fixture (``tests/web/conftest.py``): one
    Chromium per test process, a fresh context per test."""
    path = chromium()
    if path is None:
        no_browser("no Chromium found (/usr/bin/chromium, chromium or chromium-browser on PATH)")
    assert path is not None
    with sync_playwright() as playwright:
        try:
            launched = playwright.chromium.launch(executable_path=path, args=ARGS,
                                                  headless=True)
        except Exception as exc:  # a browser that does not start is the same as none
            no_browser(f"Chromium at {path} did not start: {exc}")
            raise
        yield launched
        launched.close()


def new_context(browser: Browser, locale: str = "en-US", *,
                motion: bool = True) -> BrowserContext:
    """Another context in the same test (another phone); the caller closes it. ``motion``
    false: the phone asks for reduced motion (what moves is then drawn in place at once), for a
    test about where things end up rather than how they get there."""
    made = browser.new_context(locale=locale, reduced_motion=None if motion else "reduce")
    made.set_default_timeout(TIMEOUT_MS)
    return made


def new_game(page: Page, url: str, game: str, names: list[str], mode: str = "hotseat",
             seed: str = "") -> str:
    """Start a game on the new-game form as a person does (a seed under the options); the
    address of the page it leads to."""
    page.goto(f"{url}/new/{game}")
    page.locator(f"input[name=mode][value={mode}]").check()
    for seat, name in enumerate(names):
        page.locator(f"input[name=name{seat}]").fill(name)
    if seed:
        page.locator("form.newgame details summary").first.click()
        page.locator("input[name=seed]").fill(seed)
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    return page.url

def play_version(page: Page) -> str:
    """The game's version the page shows now."""
    return str(page.locator("#main .play").get_attribute("data-version"))


def settled(page: Page, before: str) -> None:
    """Wait until the page shows a version other than ``before`` (app.js swapped it in)."""
    page.wait_for_function(
        "v => { const p = document.querySelector('#main .play');"
        " return p && p.dataset.version !== v && !document.querySelector('#main.busy'); }",
        arg=before)


# Playing on the board (issue #23): a move is a button on the component it acts on. Some are
# one tap (a room card, a movement card, a free space); a monster fought with the weapon or
# bare-handed opens both ways first; a die's target shows once the companion is tapped.
REACH = """b => {
  const ways = b.closest('details');
  if (ways && !ways.open) return 'summary:' + [...document.querySelectorAll('#main details')]
      .indexOf(ways);
  const owner = b.closest('[data-src]');
  if (owner) return 'source:' + owner.dataset.src;
  return 'ready';
}"""


def reach(page: Page, button: Locator) -> None:
    """Do what a person does to bring a move's button into view: open the card's ways, or
    tap the companion first."""
    how = str(button.evaluate(REACH))
    if how.startswith("summary:"):
        page.locator("#main details").nth(int(how.split(":")[1])).locator("summary").click()
    elif how.startswith("source:"):
        page.locator(f'label.b-src:has(#b-{how.split(":")[1]})').click()
    assert button.is_visible(), f"{button.get_attribute('data-action')} stays out of reach"


def play_move(page: Page, words: str) -> None:
    """Make the move the game writes as ``words`` on the board, and wait until it is made."""
    button = page.locator(f'#main .offer button.act[data-action="{words}"]')
    reach(page, button.first)
    before = play_version(page)
    button.first.click()
    settled(page, before)


def board_moves(page: Page) -> list[str]:
    """The words of every move the board offers now, visible or one tap away."""
    return [str(b.get_attribute("data-action"))
            for b in page.locator("#main .offer button.act").all()]


def axe_violations(page: Page, within: str | dict[str, Any] = "html",
                   skip: Iterable[str] = ()) -> list[str]:
    """What axe-core (the copy axe-playwright-python ships) finds wrong with the part of the
    page ``within`` (a selector, or axe's include/exclude context), one line a rule: its id,
    impact and the first element it names; ``skip``: rules not run. Empty when clean."""
    from axe_playwright_python.sync_playwright import Axe

    options = {"resultTypes": ["violations"],
               "rules": {rule: {"enabled": False} for rule in skip}}
    found = Axe().run(page, context=within, options=options).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['nodes'][0]['html'][:120]}" for v in found]


# Issue #40: axe-core over every page and phase, in both languages, on a phone and a tablet.
# A moderate violation is fixed, or named here with why (the README's "Accessibility" says the
# same); a serious or critical one is never allowed.
ALLOWED_MODERATE: dict[str, str] = {}
SEVERE = ("serious", "critical")


def assert_accessible(page: Page, where: str) -> None:
    """Fail, listing them, on axe's serious and critical violations of the page as it is now,
    and on its moderate ones not in ``ALLOWED_MODERATE`` (minor ones are not checked)."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(page, options={"resultTypes": ["violations"]}).response["violations"]
    wrong = [f"{v['id']} ({v['impact']}, {len(v['nodes'])}×): "
             + "; ".join(" ".join(map(str, n["target"])) for n in v["nodes"][:3])
             for v in found
             if v["impact"] in SEVERE or (v["impact"] == "moderate"
                                          and v["id"] not in ALLOWED_MODERATE)]
    assert not wrong, f"{where}: " + " | ".join(wrong)


# German all through (issue #23): a German page shows no English word in its visible text, its
# title or the labels a screen reader says. The whole-game thumb test reads every phase of a
# German game with it.
# Words a German page never needs; each in English only (no German word is spelled so).
ENGLISH = re.compile(
    r"\b(the|and|your|you|turn|round|room|health|weapon|tap|undo|hint|rules|what|happened|"
    r"space|pushes|cards?|party|treasure|level|delve|chosen|waiting|choose|play|sound|earlier|"
    r"type|move|bare|damage|fight|defeats|opens|reroll|flee|retire|seek|glory|done|bid|pass|"
    r"harbour|captain|dive|moved|from|this|history|stats|tally|new game|log|player|score|"
    r"winner|left|none|empty|played|free|or|of|to|is|on|at)\b", re.IGNORECASE)
SAID = """() => [document.title, document.querySelector('main').innerText,
  ...[...document.querySelectorAll('main [aria-label], main [title]')]
     .map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''))]
  .join('\\n')"""


def english_in(page: Page) -> list[str]:
    text: str = page.evaluate(SAID)
    return sorted({found.group(0) for found in ENGLISH.finditer(text)})
