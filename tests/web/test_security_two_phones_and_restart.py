"""Issue #12, "Nobody gets in where they don't belong": two phones answering at the same moment
make exactly one move, and a server restart loses nothing (the log, the links, a secret choice
made ahead on a phone, a page drawn before it). Each test names the point of the issue."""

from __future__ import annotations

import threading

import httpx2
from starlette.testclient import TestClient

from tabletop import registry
from tabletop.store.database import Store
from tabletop.web.app import create_app
from tests.web.conftest import LiveServer, seat_links, start, version
from tests.web.security_kit import game_id, seat_api, stored, to_secret_choice

ROUNDS = 6  # races at several positions of one game


def decisions(store: Store, game: int) -> int:
    return sum(1 for event in store.log.load(game).events if event.actor != "chance")


def at_once(phones: list[httpx2.Client], path: str, form: dict[str, str]) -> list[int]:
    """The same post from every phone, let go together; the answers' status codes."""
    barrier = threading.Barrier(len(phones))
    codes: list[int] = []

    def send(phone: httpx2.Client) -> None:
        barrier.wait()
        codes.append(phone.post(path, data=form).status_code)

    threads = [threading.Thread(target=send, args=(phone,)) for phone in phones]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return codes


def test_two_phones_sending_the_same_decision_at_once_make_one_move(
        live: LiveServer, store: Store) -> None:
    """#12: two phones acting at the same moment (two threads post the same decision of the
    same version at once to a real server): exactly one succeeds, the other hears 409, and
    the store holds exactly one new decision."""
    with httpx2.Client(base_url=live.url, follow_redirects=True) as http:
        page = str(http.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ada",
                                                     "seed": "8"}).url.path)
    game = game_id(store)
    phones = [httpx2.Client(base_url=live.url) for _ in range(2)]
    try:
        for _ in range(ROUNDS):
            form = {"v": version(phones[0].get(page).text), "n": "0"}
            before = decisions(store, game)
            codes = at_once(phones, page + "/act", form)
            assert sorted(codes) == [303, 409], codes
            assert decisions(store, game) == before + 1
    finally:
        for phone in phones:
            phone.close()


def test_a_restart_loses_nothing(client: TestClient, store: Store) -> None:
    """#12: a server restart loses nothing: moves made before it stay, the same links play on
    over a new app on the same store file, and a page drawn before the restart still acts."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="8")
    game = game_id(store)
    for _ in range(3):
        client.post(page + "/act", data={"v": version(client.get(page).text), "n": "0"})
    held = client.get(page).text  # a phone keeps this page over the restart
    before = store.log.load(game).events

    store.close()  # the server stops: the games it held are free for the next one
    again = Store(store.path)
    try:
        with TestClient(create_app(again, hosts=["testserver"]),
                        base_url="http://testserver") as restarted:
            assert again.log.load(game).events == before
            assert version(restarted.get(page).text) == version(held)
            answer = restarted.post(page + "/act", data={"v": version(held), "n": "0"},
                                    follow_redirects=False)
            assert answer.status_code == 303
            assert again.log.load(game).events[:len(before)] == before
            assert len(again.log.load(game).events) > len(before)
    finally:
        again.close()


def test_a_secret_choice_made_ahead_survives_a_restart(client: TestClient, store: Store) -> None:
    """#12: a restart loses nothing, including a secret choice made ahead on a phone: it waits
    in the store and is applied when its seat's turn comes, on the new app."""
    watch = start(client, "halunken", ["Ann", "Bob", "Cy"], mode="own", seed="3")
    game = game_id(store)
    links = seat_links(client, watch)
    awaited = to_secret_choice(client, links)
    ahead = (awaited + 1) % len(links)
    seen = seat_api(client, links[ahead])
    offer = seen["offer"]
    assert isinstance(offer, dict) and offer["secret"]
    chosen = offer["decision"][2]
    client.post(links[ahead] + "/act", data={"v": seen["version"], "n": "2"})
    events, waiting = stored(store, game)
    assert waiting == 1

    store.close()  # the server stops: the games it held are free for the next one
    again = Store(store.path)
    try:
        with TestClient(create_app(again, hosts=["testserver"]),
                        base_url="http://testserver") as restarted:
            assert seat_api(restarted, links[ahead])["offer"] is None  # still chosen
            for _ in range(len(links)):
                for link in links:
                    seen = seat_api(restarted, link)
                    if isinstance(seen["offer"], dict) and seen["offer"]["secret"]:
                        restarted.post(link + "/act", data={"v": seen["version"], "n": "0"})
            halunken = registry.get("halunken")
            made = [halunken.notation(e) for e in again.log.load(game).event_list()[events:]
                    if e.actor == ahead]
            assert made[:1] == [chosen]
            assert stored(again, game)[1] == 0
    finally:
        again.close()
