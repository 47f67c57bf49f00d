"""A survey of the web face with axe-core (issue #40): every host page and every phase of a
whole game of each game, in English and German, on a 360×740 phone and a 1280×800 tablet.

Starts the app over a fresh store (as the browser tests' ``LiveServer``), drives the system's
Chromium through the front page, each game's new-game form, history, stats, the tally pages, a
game's record, log, rules, fix page and review, an own-devices game's lobby and seat, and a
whole game of each game played by the first move a hurried player takes: on one device
(Halunken with 2 and with 4 players) and at the table (the pickers and counters too). Each
page or new kind of decision is checked at both sizes; every violation is printed with its
impact, rule, where and the elements axe names.

Run: ``python scripts/axe_survey.py [--lang en,de] [--games scoundrel,...] [--quick]
[--every N] [--dark]`` (``--quick``: host pages only; ``--every``: every N-th move checked too;
``--dark``: in the dark colour scheme). Exits 1 on a serious or critical violation.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # the server and the browser are the browser tests' own
    sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, Route, sync_playwright  # noqa: E402

from tabletop.store.database import Store  # noqa: E402
from tests.web.browser import ARGS, TIMEOUT_MS, chromium, play_version, reach, settled  # noqa: E402
from tests.web.conftest import LiveServer  # noqa: E402

SIZES = {"phone": {"width": 360, "height": 740}, "tablet": {"width": 1280, "height": 800}}
LOCALES = {"en": "en-US", "de": "de-DE"}
GAMES = {"scoundrel": [["Ada"]], "dungeon-dice": [["Ada", "Bo"]],
         "halunken": [["Ana", "Ben"], ["Ana", "Ben", "Cy", "Di"]]}
TABLE = {"scoundrel": ["Ada"], "dungeon-dice": ["Ada"], "halunken": ["Ana", "Ben"]}
SEED = "7"
MOST = 900  # taps in one game: a four-player Halunken game is the longest
SEVERE = ("serious", "critical")


@dataclass
class Survey:
    """Every violation seen: (impact, rule) → the places and the elements named."""

    found: dict[tuple[str, str], dict[str, set[str]]] = field(
        default_factory=lambda: defaultdict(lambda: defaultdict(set)))
    checked: int = 0
    every: int = 0  # also every so many moves (0: only each kind of decision's first sight)

    def check(self, page: Page, where: str) -> None:
        from axe_playwright_python.sync_playwright import Axe

        for size, screen in SIZES.items():
            page.set_viewport_size(screen)
            result = Axe().run(page, options={"resultTypes": ["violations"]}).response
            self.checked += 1
            print(f"{where} [{size}]: {len(result['violations'])} rules broken", file=sys.stderr,
                  flush=True)
            for rule in result["violations"]:
                for node in rule["nodes"]:
                    target = " ".join(str(t) for t in node["target"])
                    html = re.sub(r"\s+", " ", node["html"])[:140]
                    self.found[(str(rule["impact"]), rule["id"])][f"{target} :: {html}"].add(
                        f"{where} [{size}]")

    def report(self) -> int:
        order = {"critical": 0, "serious": 1, "moderate": 2, "minor": 3}
        print(f"{self.checked} checks")
        for (impact, rule), nodes in sorted(self.found.items(),
                                            key=lambda item: (order.get(item[0][0], 9), item[0])):
            print(f"\n{impact.upper()} {rule}: {len(nodes)} elements")
            for node, places in sorted(nodes.items()):
                shown = sorted(places)
                more = f" … and {len(shown) - 6} more" if len(shown) > 6 else ""
                print(f"  {node}\n    at {'; '.join(shown[:6])}{more}")
        return 1 if any(impact in SEVERE for impact, _ in self.found) else 0


def new_game(page: Page, url: str, game: str, names: list[str], mode: str) -> str:
    """Start a game through the form; the address of the page it leads to."""
    page.goto(f"{url}/new/{game}")
    page.locator(f"input[name=mode][value={mode}]").check()
    for seat, name in enumerate(names):
        page.locator(f"input[name=name{seat}]").fill(name)
    if mode != "table":
        page.locator("form.newgame details summary").first.click()
        page.locator("input[name=seed]").fill(SEED)
    page.locator("form.newgame button.primary").click()
    page.wait_for_url("**/s/*")
    return page.url


COUNTED = """() => {  // each face as many as it may have, in order, until the dice are counted
  const done = document.querySelector('#main button.done');
  let left = Number(done.dataset.need);
  for (const box of document.querySelectorAll('#main .count input[type=number]')) {
    const n = Math.min(left, Number(box.max)); box.value = String(n); left -= n;
    box.dispatchEvent(new Event('input', {bubbles: true}));
  }
}"""


def kind_of(page: Page) -> str:
    """What kind of decision the page offers: the verbs of its moves, or its picker."""
    if page.locator("#main .offer button.done").count():
        return "count"
    if page.locator("#main .offer button.pick").count():
        return "pick"
    moves = [str(b.get_attribute("data-action"))
             for b in page.locator("#main .offer button.act").all()]
    return "+".join(sorted({words.split()[0] for words in moves})) or "none"


def step(page: Page) -> None:
    """Take the first move a hurried player would (the tavern at a regroup, a party kept)."""
    before = play_version(page)
    if page.locator("#main .offer button.done").count():
        page.evaluate(COUNTED)
        page.locator("#main .offer button.done").click()
    elif page.locator("#main .offer button.pick").count():
        page.locator("#main .offer button.pick").first.click()
    else:
        moves = [str(b.get_attribute("data-action"))
                 for b in page.locator("#main .offer button.act").all()]
        assert moves, page.locator("#main").inner_text()[:400]
        words = next((quick for quick in ("retire", "ready") if quick in moves), moves[0])
        button = page.locator(f'#main .offer button.act[data-action="{words}"]').first
        reach(page, button)
        button.click()
    settled(page, before)


def whole_game(survey: Survey, page: Page, where: str) -> None:
    """Play to the end, checking the first sight of each kind of decision and the end."""
    seen: set[str] = set()
    for move in range(MOST):
        if page.locator("#main section.end").count():
            survey.check(page, f"{where} end")
            return
        ready = page.locator("#main .handover a.button")
        if ready.count():
            if "handover" not in seen:
                seen.add("handover")
                survey.check(page, f"{where} hand-over")
            ready.click()
            page.wait_for_load_state()
            continue
        kind = kind_of(page)
        if survey.every and move % survey.every == 0 and kind in seen:
            survey.check(page, f"{where} move {move} {kind}")
        if kind not in seen:
            seen.add(kind)
            survey.check(page, f"{where} {kind}")
            if kind.startswith(("hero", "fight")):  # the ways of a card, opened, too
                opened = page.locator("#main .offer details:not([open]) summary")
                if opened.count():
                    opened.first.click()
                    survey.check(page, f"{where} {kind} (ways open)")
        step(page)
    raise AssertionError(f"{where}: no end after {MOST} taps")


def visit(survey: Survey, page: Page, url: str, where: str,
          then: Callable[[Page], None] | None = None) -> None:
    page.goto(url)
    if then is not None:
        then(page)
    survey.check(page, where)


def open_details(page: Page) -> None:
    page.evaluate("() => document.querySelectorAll('#main details')"
                  ".forEach(d => { d.open = true; })")


def host_pages(survey: Survey, page: Page, url: str, games: list[str], lang: str) -> None:
    visit(survey, page, f"{url}/", f"{lang} front")
    for game in games:
        visit(survey, page, f"{url}/new/{game}", f"{lang} new {game}", open_details)
    visit(survey, page, f"{url}/history", f"{lang} history")
    visit(survey, page, f"{url}/stats", f"{lang} stats")
    visit(survey, page, f"{url}/tally", f"{lang} tally")
    for game in games:
        visit(survey, page, f"{url}/tally/{game}", f"{lang} tally {game}", open_details)
    visit(survey, page, f"{url}/no-such-page", f"{lang} not found")


def game_pages(survey: Survey, page: Page, url: str, game: str, lang: str) -> None:
    """The pages around one game: its lobby and a seat (own devices), its log, rules, a fix
    (at the table), its record and review once it is over."""
    if len(GAMES[game][0]) > 1:
        watch = new_game(page, url, game, GAMES[game][0], "own")
        survey.check(page, f"{lang} {game} lobby")
        seat = page.locator("#main .lobby a.button").first.get_attribute("href")
        page.goto(str(seat))
        survey.check(page, f"{lang} {game} own seat")
        page.goto(watch)
    table = new_game(page, url, game, TABLE[game], "table")
    step(page)
    step(page)
    visit(survey, page, f"{table}/log", f"{lang} {game} log")
    visit(survey, page, f"{table}/rules", f"{lang} {game} rules", open_details)
    fix = page.locator("#main a.fix").first
    page.goto(f"{table}/log")
    if fix.count():
        visit(survey, page, f"{url}{fix.get_attribute('href')}", f"{lang} {game} fix")


def review(survey: Survey, page: Page, address: str, lang: str) -> None:
    """The review filling in (held still: the page reloads itself) and made."""
    page.route(address, steady)
    page.goto(address)
    if not page.locator(".review-person").count():
        survey.check(page, f"{lang} review (filling in)")
    page.unroute(address)
    for _ in range(240):
        if "review-person" in page.request.get(address).text():  # asked aside, not loaded
            page.goto(address)
            survey.check(page, f"{lang} review")
            return
        page.wait_for_timeout(500)


def steady(route: Route) -> None:
    """The answer without its Refresh header, so the page stays while axe reads it."""
    answer = route.fetch()
    route.fulfill(response=answer, headers={k: v for k, v in answer.headers.items()
                                            if k.lower() != "refresh"})


def records(survey: Survey, page: Page, url: str, lang: str) -> None:
    page.goto(f"{url}/history?game=dungeon-dice")  # its review is quick
    first = page.locator("#main a[href^='/history/']").first
    if first.count():
        record = f"{url}{first.get_attribute('href')}"
        visit(survey, page, record, f"{lang} a game's record")
        review(survey, page, f"{record}/review", lang)
    visit(survey, page, f"{url}/history", f"{lang} history (games)")
    visit(survey, page, f"{url}/stats", f"{lang} stats (games)")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", default="en,de")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--quick", action="store_true", help="host pages only")
    parser.add_argument("--every", type=int, default=0,
                        help="check every so many moves too, not only each kind's first sight")
    parser.add_argument("--dark", action="store_true", help="in the dark colour scheme")
    args = parser.parse_args(argv)
    games = args.games.split(",")
    path = chromium()
    if path is None:
        print("no Chromium", file=sys.stderr)
        return 2
    survey = Survey(every=args.every)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        store = Store(Path(folder) / "survey.db")
        browser = playwright.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            with LiveServer(store) as live:
                for lang in args.lang.split(","):
                    context = browser.new_context(
                        locale=LOCALES[lang], color_scheme="dark" if args.dark else "light")
                    context.set_default_timeout(TIMEOUT_MS)
                    page = context.new_page()
                    host_pages(survey, page, live.url, games, lang)
                    if not args.quick:
                        for game in games:
                            game_pages(survey, page, live.url, game, lang)
                            for names in GAMES[game]:
                                new_game(page, live.url, game, names, "hotseat")
                                whole_game(survey, page, f"{lang} {game} {len(names)}p hotseat")
                            new_game(page, live.url, game, TABLE[game], "table")
                            whole_game(survey, page, f"{lang} {game} table")
                        records(survey, page, live.url, lang)
                    context.close()
        finally:
            browser.close()
            store.close()
    return survey.report()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

