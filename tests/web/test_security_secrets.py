"""Issue #12, "Nobody gets in where they don't belong": a page or API answer for one seat never
holds another seat's secrets, nor what nobody at the table may know yet.

Halunken (H3): the same deal played twice, seat B choosing a different secret movement card
each time. Everything the other seats and the watching link receive (pages, main parts, the
log, the hint, the JSON) must be the same both times, byte for byte once the links' random
tokens are set aside: while B's choice waits on B's phone, and once it is in the log but not
yet revealed. Scoundrel (S10): the page names no card still unseen in the dungeon, and the
cards it would have named are those the dealer then deals.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from games.scoundrel.rules.components import pretty
from games.scoundrel.text.board import card_name
from tabletop import registry
from tabletop.session.dealers import deck_order
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.web import app as web_app
from tabletop.web.app import create_app
from tests.web.conftest import seat_links, start, version
from tests.web.security_kit import buttons, game_id, seat_api, to_secret_choice, token_of

Seen = dict[str, str]  # what one game showed: where -> the answer, tokens set aside


def state_of(store: Store, game: int) -> Any:
    record = store.log.load(game)
    return Session.from_record(registry.get(record.game), record).state


def answers(client: TestClient, store: Store, links: dict[str, str]) -> Seen:
    """Every answer the given links get, with each link's token replaced by its name."""
    names = {token_of(link): name for name, link in links.items()}
    seen: Seen = {}
    for name, link in links.items():
        for where, path, headers in (("page", link, {}), ("part", link, {"X-Part": "main"}),
                                     ("log", link + "/log", {}),
                                     ("hint", link + "/hint", {"X-Part": "main"}),
                                     ("api", f"/api/s/{token_of(link)}", {})):
            response = client.get(path, headers=headers)
            assert response.status_code == 200, (name, where, response.status_code)
            text = re.sub(r'<details class="lobby".*?</details>', "", response.text, flags=re.S)
            for token, named in names.items():
                text = text.replace(token, named)
            seen[f"{name} {where}"] = text
    return seen


def halunken_round(path: Path, card: int) -> tuple[Seen, Seen]:
    """A 3-player Halunken game on own devices up to its first secret movement cards; seat B
    chooses its ``card``-th card ahead of its turn. What the others see while it waits, and
    after A's choice puts it in the log (C still to choose)."""
    store = Store(path)
    try:
        with TestClient(create_app(store, hosts=["testserver"]),
                        base_url="http://testserver") as client:
            watch = start(client, "halunken", ["Ann", "Bob", "Cy"], mode="own", seed="3")
            links = seat_links(client, watch)
            first = to_secret_choice(client, links)
            a, b, c = (links[(first + step) % 3] for step in range(3))
            others = {"A": a, "C": c, "watch": watch}
            game = game_id(store)
            seen = seat_api(client, b)
            client.post(b + "/act", data={"v": seen["version"], "n": str(card)})
            assert store.conn.execute("SELECT count(*) FROM choices_ahead").fetchone()[0] == 1
            secret = registry.get("halunken")
            observed = seat_api(client, a)["observation"]
            assert observed == secret.observe(state_of(store, game), first)
            waiting = answers(client, store, others)

            client.post(a + "/act", data={"v": seat_api(client, a)["version"], "n": "0"})
            logged = store.log.load(game).events[-1]
            assert (logged.actor, logged.data) == ((first + 1) % 3, {"card": str(card + 1)})
            offer = seat_api(client, c)["offer"]
            assert isinstance(offer, dict) and offer["secret"], "C is to choose: not revealed"
            observed = seat_api(client, a)["observation"]
            assert isinstance(observed, dict)
            assert observed == secret.observe(state_of(store, game), first)
            chosen = observed["players"][(first + 1) % 3]
            assert chosen["chosen"] and chosen["card"] is None  # that B chose, never what
            return waiting, answers(client, store, others)
    finally:
        store.close()


def test_no_seat_sees_another_seats_secret_choice(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """#12: a page or API answer for seat A never holds seat B's secrets: Halunken, 3 players
    on own devices; B chooses its movement card ahead (it waits as pending), then it is logged
    while C still chooses. A's, C's and the watching link's pages, main parts, logs, hints
    and JSON are the same whichever card B chose (its version, the hash of a position, too)."""
    monkeypatch.setattr(web_app, "HINT_SECONDS", 60.0)  # whole advice: the same every time
    low_wait, low_logged = halunken_round(tmp_path / "low.db", card=1)
    high_wait, high_logged = halunken_round(tmp_path / "high.db", card=5)
    assert low_wait.keys() == high_wait.keys() == low_logged.keys()
    for where in low_wait:
        assert low_wait[where] == high_wait[where], f"{where} while B's choice waits"
    for where in low_logged:
        assert low_logged[where] == high_logged[where], f"{where} once B's choice is logged"
    assert low_wait["A api"] != low_logged["A api"]  # the game did move on in between


def unseen_names(state: Any) -> dict[str, list[str]]:
    """Every way a page may name each card never seen yet: its face, its spoken name, its
    notation (which the caller looks for as a whole word)."""
    return {code: [pretty(code), card_name(code)] for code in state.unseen}


def test_no_page_names_the_dungeons_unseen_cards(client: TestClient, store: Store) -> None:
    """#12: Scoundrel's pages and API never hold the dungeon's unseen cards (the observation
    has counts only), let alone in the order they will be dealt: the check looks for the
    cards the seeded dealer deals next, and the game then deals exactly those."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="21")
    game = game_id(store)
    seed = store.log.load(game).seed
    assert seed is not None
    for _ in range(3):  # a turn played: a room filled again from the dungeon
        html = client.get(page).text
        client.post(page + "/act", data={"v": version(html), "n": buttons(html)[0][0]})
    state = state_of(store, game)
    assert not state.batches and state.unseen  # nothing fled yet: the order is the deal's
    coming = deck_order(seed, sorted(state.unseen))
    texts = {"page": client.get(page).text,
             "part": client.get(page, headers={"X-Part": "main"}).text,
             "log": client.get(page + "/log").text,
             "hint": client.get(page + "/hint", headers={"X-Part": "main"}).text,
             "api": json.dumps(seat_api(client, page), ensure_ascii=False)}
    names = unseen_names(state)
    for where, text in texts.items():
        text = text.replace(token_of(page), "TOKEN")
        for code, forms in names.items():
            assert not re.search(rf"\b{code}\b", text), (where, code)
            assert not any(form in text for form in forms), (where, code)
        order = ".*?".join(re.escape(pretty(code)) for code in coming[:4])
        assert not re.search(order, text, flags=re.S), where

    before = len(store.log.load(game).events)
    while True:  # play on to the next deal: the cards looked for were the next ones
        html = client.get(page).text
        client.post(page + "/act", data={"v": version(html), "n": buttons(html)[0][0]})
        events = store.log.load(game).event_list()[before:]
        dealt = [e for e in events if e.is_chance]
        if dealt:
            break
    assert dealt[0].data["values"] == coming[:len(dealt[0].data["values"])]


def version_of_page(html: str) -> str:
    """The version a page was drawn at, also where it offers nothing to answer."""
    found = re.search(r'data-version="([^"]+)"', html)
    assert found
    return found.group(1)


def test_the_next_player_on_the_hotseat_device_cannot_take_back_a_secret_choice(
        client: TestClient, store: Store) -> None:
    """Issue #22: the device handed to Bo after Ana's secret card offers no undo, and a forced
    one is refused in one line that names no card; Ana's card stays (issue #12: the hand-over
    screen is seen by everyone)."""
    device = start(client, "halunken", ["Ana", "Bo", "Cy"], mode="hotseat", seed="4")
    for _ in range(60):
        html = client.get(device).text
        ready = re.search(r'href="(/s/[^"?]+\?ready=\d)"', html)
        if ready:
            break
        client.post(device + "/act", data={"v": version(html), "n": "0"})
    assert ready, "no secret choice reached"
    html = client.get(ready.group(1)).text
    chosen = buttons(html)[-1]  # (number, the words of the choice)
    client.post(device + "/act", data={"v": version(html), "n": chosen[0],
                                       "ready": ready.group(1)[-1]})
    html = client.get(device).text  # the hand-over to the next player
    assert 'class="undo"' not in html
    events = len(store.log.load(1).events)
    answer = client.post(device + "/undo", data={"v": version_of_page(html)},
                         headers={"x-part": "main"})
    assert answer.status_code in (400, 409)
    error = re.search(r'class="error"[^>]*>([^<]*)<', answer.text)
    assert error and chosen[1] not in error.group(1)
    assert len(store.log.load(1).events) == events
