"""Issue #12, "Nobody gets in where they don't belong": only a seat's link acts for it, and only
on the position its page showed; bodies are bounded; other sites cannot post; the host's pages
need the host's key on the network; every answer carries the headers that keep it from being
framed or sniffed. Each test names the point of the issue it checks."""

from __future__ import annotations

import re
from collections.abc import Iterator

import httpx2
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.text.i18n import t
from tabletop.web.app import create_app
from tabletop.web.guard import HOST_COOKIE, MAX_BODY
from tabletop.web.links import new_token
from tests.web.conftest import LiveServer, seat_links, start, version
from tests.web.security_kit import (
    buttons,
    game_id,
    seat_api,
    stored,
    to_secret_choice,
    token_of,
    tokens,
)


def test_an_action_needs_the_seats_token(client: TestClient, store: Store) -> None:
    """#12: every action needs the seat's token: a forged one (the right shape, unknown), a
    malformed one or none is refused and nothing is stored."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    game = game_id(store)
    v = version(client.get(page).text)
    before = stored(store, game)
    forged, bad = new_token(), "../" + token_of(page)[:10] + "!"
    for path in (f"/s/{forged}/act", f"/s/{bad}/act", "/s//act", "/s/act", "/s/%00/act"):
        for answer in ("act", "undo"):
            target = path.replace("/act", f"/{answer}")
            response = client.post(target, data={"v": v, "n": "0"}, follow_redirects=False)
            assert 400 <= response.status_code < 500, (target, response.status_code)
    for path in (f"/s/{forged}", f"/api/s/{forged}", f"/s/{forged}/log", f"/s/{forged}/hint"):
        response = client.get(path)
        assert response.status_code == 404 and "data-action" not in response.text, path
    assert stored(store, game) == before


def test_an_answer_to_a_page_drawn_before_the_game_moved_on_is_refused(
        client: TestClient, store: Store) -> None:
    """#12: a stale action (the game moved on since the page was drawn) is 409 with a clear
    message, and nothing is stored."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    game = game_id(store)
    old = version(client.get(page).text)
    act = page + "/act"
    assert client.post(act, data={"v": old, "n": "0"}, follow_redirects=False).status_code == 303
    before = stored(store, game)
    for headers in ({}, {"X-Part": "main"}):
        stale = client.post(act, data={"v": old, "n": "1"}, headers=headers)
        assert stale.status_code == 409
        assert t("err_stale").replace("'", "&#39;") in stale.text
        assert version(stale.text) != old  # the page as it is now, to choose again
    assert stored(store, game) == before


def test_a_seat_acts_only_for_itself(client: TestClient, store: Store) -> None:
    """#12: the wrong seat acting (another seat's link, the watching link) is refused and
    nothing is stored."""
    watch = start(client, "dungeon-dice", ["Ann", "Bob"], mode="own", seed="4")
    game = game_id(store)
    ann, bob = seat_links(client, watch)
    v = version(client.get(ann).text)
    assert buttons(client.get(ann).text) and not buttons(client.get(bob).text)
    before = stored(store, game)
    for link in (bob, watch):
        response = client.post(link + "/act", data={"v": v, "n": "0"}, follow_redirects=False)
        assert 400 <= response.status_code < 500, (link, response.status_code)
        assert t("err_not_now") in response.text
        assert client.post(link + "/undo", data={"v": v}).status_code in (400, 409)
    assert stored(store, game) == before
    assert seat_api(client, bob)["offer"] is None


def test_the_same_post_again_is_refused(client: TestClient, store: Store) -> None:
    """#12: a replayed request (the same POST sent again) is 409, and nothing more is stored;
    also for a secret choice made ahead, which moves no version on."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    game = game_id(store)
    form = {"v": version(client.get(page).text), "n": "0"}
    assert client.post(page + "/act", data=form, follow_redirects=False).status_code == 303
    before = stored(store, game)
    assert client.post(page + "/act", data=form, follow_redirects=False).status_code == 409
    assert stored(store, game) == before

    watch = start(client, "halunken", ["Ann", "Bob", "Cy"], mode="own", seed="3")
    game = game_id(store)
    links = seat_links(client, watch)
    secret = to_secret_choice(client, links)
    later = next(link for seat, link in enumerate(links) if seat != secret)
    form = {"v": str(seat_api(client, later)["version"]), "n": "2"}
    assert client.post(later + "/act", data=form, follow_redirects=False).status_code == 303
    before = stored(store, game)
    assert before[1] == 1  # the choice waits for its turn
    assert client.post(later + "/act", data=form, follow_redirects=False).status_code == 409
    assert stored(store, game) == before


def test_a_body_over_the_limit_is_refused(client: TestClient, store: Store) -> None:
    """#12: an oversized body is 413 and nothing is stored, whether its length is announced
    (over the limit) or not (a chunked body: counted as it arrives)."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    game = game_id(store)
    v = version(client.get(page).text)
    before = stored(store, game)
    body = f"v={v}&n=0&pad=".encode() + b"x" * MAX_BODY
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    announced = client.post(page + "/act", content=body, headers=form)
    assert announced.status_code == 413

    def chunks() -> Iterator[bytes]:
        for start_at in range(0, len(body), 4096):
            yield body[start_at:start_at + 4096]

    chunked = client.post(page + "/act", content=chunks(), headers=form)
    assert chunked.status_code == 413
    assert stored(store, game) == before
    small = client.post(page + "/act", content=f"v={v}&n=0".encode(), headers=form,
                        follow_redirects=False)
    assert small.status_code == 303  # the same post within the limit is taken


def test_a_chunked_body_over_the_limit_is_refused_by_the_real_server(
        live: LiveServer, store: Store) -> None:
    """#12: an oversized chunked body (no Content-Length) sent to uvicorn is 413, nothing is
    stored, and the server answers the next request."""
    with httpx2.Client(base_url=live.url, follow_redirects=True) as http:
        made = http.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ada", "seed": "3"})
        page = str(made.url.path)
        game = game_id(store)
        v = version(made.text)
        before = stored(store, game)

        def chunks() -> Iterator[bytes]:
            yield f"v={v}&n=0&pad=".encode()
            for _ in range(MAX_BODY // 8192 + 2):
                yield b"x" * 8192

        response = http.post(page + "/act", content=chunks(),
                             headers={"Content-Type": "application/x-www-form-urlencoded"})
        assert response.status_code == 413
        assert "content-length" not in response.request.headers
        assert stored(store, game) == before
        assert http.get(page).status_code == 200


def test_a_post_from_another_site_is_refused(client: TestClient, store: Store) -> None:
    """#12: cross-site requests can't act: a POST naming a foreign (or opaque) origin is 403
    and nothing is stored; no cookie ever holds a link's token."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    game = game_id(store)
    v = version(client.get(page).text)
    before = stored(store, game)
    for origin in ("http://evil.example", "null", "http://testserver.evil.example",
                   "https://evil.example/testserver"):
        for path in ("/act", "/undo"):
            response = client.post(page + path, data={"v": v, "n": "0"},
                                   headers={"Origin": origin}, follow_redirects=False)
            assert response.status_code == 403, (origin, path)
        made = client.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Eve"},
                           headers={"Origin": origin}, follow_redirects=False)
        assert made.status_code == 403
    assert stored(store, game) == before and len(store.results.games()) == 1
    same = client.post(page + "/act", data={"v": v, "n": "0"},
                       headers={"Origin": "http://testserver"}, follow_redirects=False)
    assert same.status_code == 303


def test_no_cookie_holds_a_token(client: TestClient, store: Store) -> None:
    """#12: tokens are not in cookies: no answer along a whole visit (start, pages, act, undo,
    log, hint, the language switch) sets a cookie holding a link's token."""
    watch = start(client, "dungeon-dice", ["Ann", "Bob"], mode="own", seed="4")
    ann, _bob = seat_links(client, watch)
    set_cookies: list[str] = []
    responses = [client.get("/"), client.get(watch), client.get(ann),
                 client.get(f"/api/s/{token_of(ann)}"), client.get(ann + "/log"),
                 client.get(ann + "/hint"),
                 client.get(f"/lang/de?next={ann}", follow_redirects=False)]
    v = version(client.get(ann).text)
    responses.append(client.post(ann + "/act", data={"v": v, "n": "0"}, follow_redirects=False))
    v = version(client.get(ann).text)  # the undo form's
    responses.append(client.post(ann + "/undo", data={"v": v}, follow_redirects=False))
    for response in responses:
        set_cookies += response.headers.get_list("set-cookie")
    assert set_cookies  # the language switch did set one: the check sees cookies
    for token in tokens(store):
        assert not any(token in cookie for cookie in set_cookies)
    assert not any(token in value for token in tokens(store) for value in client.cookies.values())


def test_on_the_network_the_host_pages_need_the_host_key(store: Store) -> None:
    """#12 (`--lan`): host pages are 403 without the host's cookie; /k/<key> sets it (HttpOnly)
    and they open; a wrong key is 404; seat links work without the cookie."""
    app = create_app(store, lan=True, hosts=["testserver"])
    key = app.state.host_key
    with TestClient(app, base_url="http://testserver") as host, \
            TestClient(app, base_url="http://testserver") as phone:
        for path in ("/", "/history", "/stats", "/new/scoundrel", "/tally", "/history/1"):
            assert host.get(path).status_code == 403, path
        for path in ("/s/%2e%2e/history", "/static/%2e%2e/stats", "/static/..%2fhistory",
                     "/api/s/%2e%2e/%2e%2e/history", "/lang/%2e%2e/history"):
            assert host.get(path, follow_redirects=False).status_code in (403, 404), path
        made = host.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ada"},
                         follow_redirects=False)
        assert made.status_code == 403 and not store.results.games()
        assert host.get(f"/k/{new_token()}").status_code == 404
        assert host.get(f"/k/{key}x").status_code == 404
        assert HOST_COOKIE not in host.cookies
        door = host.get(f"/k/{key}", follow_redirects=False)
        assert door.status_code == 303
        cookie = door.headers["set-cookie"]
        assert cookie.startswith(f"{HOST_COOKIE}={key}") and "httponly" in cookie.lower()
        for path in ("/", "/history", "/stats", "/new/scoundrel", "/tally"):
            assert host.get(path).status_code == 200, path
        page = start(host, "scoundrel", ["Ada"], mode="hotseat", seed="3")
        assert not phone.cookies
        seen = phone.get(page)
        assert seen.status_code == 200 and buttons(seen.text)
        acted = phone.post(page + "/act", data={"v": version(seen.text), "n": "0"},
                           follow_redirects=False)
        assert acted.status_code == 303 and len(store.log.load(game_id(store)).events) > 4
        assert phone.get(f"/api/s/{token_of(page)}").status_code == 200
        assert phone.get("/").status_code == 403


def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    """#12: security headers on pages, parts, refusals, errors and static files: a content
    policy that forbids framing and foreign scripts, and no content sniffing."""
    page = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    answers = [client.get("/"), client.get(page), client.get(page, headers={"X-Part": "main"}),
               client.get(f"/api/s/{token_of(page)}"), client.get("/static/app.css"),
               client.get("/games.css"), client.get("/no/such/page"),
               client.post(page + "/act", data={"v": "0", "n": "0"},
                           headers={"Origin": "http://evil.example"}),
               client.post(page + "/act", content=b"x" * (MAX_BODY + 1)),
               client.put(page + "/act")]
    for response in answers:
        policy = response.headers.get("content-security-policy", "")
        where = (response.request.method, response.request.url.path, response.status_code)
        assert re.search(r"frame-ancestors 'none'", policy), where
        assert re.search(r"script-src 'self'(;|$)", policy), where
        assert "default-src 'self'" in policy, where
        assert response.headers.get("x-content-type-options") == "nosniff", where
        assert response.headers.get("x-frame-options") == "DENY", where
    assert {r.status_code for r in answers} >= {200, 403, 404, 405, 413}


def test_digits_that_are_not_ascii_are_refused_not_a_crash(client: TestClient,
                                                           store: Store) -> None:
    """``"²".isdigit()`` is true but ``int("²")`` fails: every number the web reads is ASCII
    digits of a bounded length (issue #13)."""
    watch = start(client, "scoundrel", ["Ann"], mode="table")
    for path in ("/open/²", "/open/" + "9" * 5000, f"{watch}/fix/²"):
        response = client.get(path)
        assert response.status_code < 500, path
