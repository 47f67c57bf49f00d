"""Issue #12, "Nobody gets in where they don't belong": names and every other text are data,
never markup. Players named like an attack appear escaped, as typed, on every page that shows
them: game pages, join lists, the log, the hand-over, the score sheet, history, one game and
statistics."""

from __future__ import annotations

import re
from html.parser import HTMLParser

from starlette.testclient import TestClient

from tabletop import registry
from tabletop.events import EventModel
from tabletop.session.driver import Driver
from tabletop.session.session import Session, make_options, result_json
from tabletop.store.database import Store
from tests.web.conftest import seat_links, start, version
from tests.web.security_kit import buttons, game_id

NAMES = ["<script>alert(1)</script>", "[/]", '"><img src=x onerror=alert(1)>']


class Parsed(HTMLParser):
    """The tags a browser would build from a page, and the text it would show."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.texts: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.texts.append(data)

    @property
    def text(self) -> str:
        return "".join(self.texts)


def harmless(html: str, where: str, *, shown: list[str] = NAMES) -> None:
    """No tag or attribute came from a name, no script but ours, and the names read as typed
    (in the text or an attribute such as a label)."""
    parsed = Parsed(html)
    assert "<script>alert" not in html and "<img src=x" not in html, where
    for tag, attrs in parsed.tags:
        assert tag != "img" or attrs.get("src") != "x", where
        assert not any(name.startswith("on") for name in attrs), (where, tag, attrs)
        if tag == "script":
            assert (attrs.get("src") or "").startswith(("/static/app.js", "/static/motion.js")), \
                where
    readable = parsed.text + " ".join(value or "" for _, attrs in parsed.tags
                                      for value in attrs.values())
    for name in shown:
        assert name in readable, (where, name)


QUICK = {"dungeon-dice": "basic", "scoundrel": "random", "halunken": "basic"}


def finished(store: Store, game: str, names: list[str], seed: int) -> int:
    """A game played to its end by quick bots in every seat, stored as a played game (in one
    transaction: a commit per event would be most of the test's time)."""
    rules = registry.get(game)
    session = Session.start(rules, make_options(rules, {}), names, mode="play", seed=seed,
                            store=None, bots=list(range(len(names))),
                            strategies=dict.fromkeys(range(len(names)), QUICK[game]))
    Driver.for_session(session).run()
    assert session.over
    sheet = rules.score(session.state)
    record = session.record.model_copy(update={"events": [
        EventModel(actor=e.actor, kind=e.kind, data=e.data) for e in session.events]})
    return store.imports.records([(record, sheet.status, result_json(sheet))])[0]


def log_pages(client: TestClient, link: str) -> str:
    """Every page of a game's log (one chapter a page, issue #23), one after the other."""
    pages = int(re.search(r"Page 1 of (\d+)", client.get(link + "/log?page=1").text)[1])
    return "".join(client.get(f"{link}/log?page={page}").text for page in range(1, pages + 1))


def test_names_are_escaped_on_game_pages_join_lists_and_the_log(
        client: TestClient, store: Store) -> None:
    """#12: names escaped in the game pages (each seat's, the watching one with its join
    list, the main part alone), after moves narrated with the names, and in the log."""
    watch = start(client, "dungeon-dice", NAMES, mode="own", seed="4")
    harmless(client.get(watch).text, "join list")
    links = seat_links(client, watch)
    assert len(links) == len(NAMES)
    for _ in range(6):
        for link in links:
            html = client.get(link).text
            offered = buttons(html)
            if offered:
                client.post(link + "/act", data={"v": version(html), "n": offered[-1][0]})
                break
    acted = sorted({e.actor for e in store.log.load(game_id(store)).events if e.actor != "chance"})
    assert acted, "nobody acted"
    for link in links:
        harmless(client.get(link).text, link)
        harmless(client.get(link, headers={"X-Part": "main"}).text, link + " part")
        harmless(log_pages(client, link), link + "/log",
                 shown=[NAMES[int(seat)] for seat in acted])
    answer = client.get("/api/s/" + links[0].removeprefix("/s/"))
    assert answer.headers["content-type"] == "application/json"
    assert answer.json()["players"] == NAMES  # data in JSON: exactly as typed


def test_names_are_escaped_at_the_hand_over_and_on_the_score_sheet(
        client: TestClient, store: Store) -> None:
    """#12: names escaped on the hotseat hand-over screen ("give the device to ...") and on
    the score sheet of a finished game opened in the browser."""
    device = start(client, "halunken", NAMES, mode="hotseat", seed="3")
    for _ in range(200):
        html = client.get(device).text
        offered = buttons(html)
        if not offered:
            break
        client.post(device + "/act", data={"v": version(html), "n": offered[0][0]})
    assert 'class="handover"' in html, "no hand-over reached"
    handed = re.search(r'href="/s/[A-Za-z0-9_-]+\?ready=(\d)"', html)
    assert handed, "the hand-over names no player"
    harmless(html, "hand-over", shown=[NAMES[int(handed.group(1))]])

    game = finished(store, "dungeon-dice", NAMES, seed=11)
    opened = client.post(f"/open/{game}")
    assert opened.status_code == 200 and 'class="scores' in opened.text
    harmless(opened.text, "score sheet")


def test_names_are_escaped_in_history_one_game_and_statistics(
        client: TestClient, store: Store) -> None:
    """#12: names escaped in the host's record pages: the history list (and filtered by a
    name), one game with its log and score sheet, and the statistics with their charts."""
    dice = finished(store, "dungeon-dice", NAMES, seed=11)
    finished(store, "dungeon-dice", NAMES, seed=12)
    solo = finished(store, "scoundrel", NAMES[:1], seed=5)
    start(client, "halunken", NAMES, mode="own", seed="3")  # unfinished: listed too
    pages = {"history": (client.get("/history"), NAMES),
             "one game": (client.get(f"/history/{solo}"), NAMES[:1]),
             "other game": (client.get(f"/history/{dice}"), NAMES),
             "stats": (client.get("/stats"), NAMES), "home": (client.get("/"), NAMES)}
    for name in NAMES:
        pages[f"history of {name}"] = (client.get("/history", params={"player": name}), [name])
        pages[f"stats of {name}"] = (client.get("/stats", params={"player": name}), [name])
    for where, (response, shown) in pages.items():
        assert response.status_code == 200, where
        harmless(response.text, where, shown=shown)
