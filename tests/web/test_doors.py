"""Issue #28, "the web's doors": a name pointed at this machine by another site (DNS rebinding)
is refused before anything runs; a form field that is not UTF-8 text is refused in one line,
changing nothing; a client that goes away mid-body is no error; a seat's JSON is never cached;
huge headers are refused; the host's key is compared in constant time."""

from __future__ import annotations

import hmac
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx2
import pytest
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.text.i18n import speaking, t
from tabletop.web.app import create_app
from tabletop.web.doors import host_of
from tests.web.conftest import start
from tests.web.security_kit import token_of

REBIND = "http://rebind.example:8000"
LOOPBACK_NAMES = "127.0.0.1, [::1], localhost"


def snapshot(store: Store) -> list[str]:
    """Every row of the store, as SQL: equal before and after means nothing changed."""
    return list(store.conn.iterdump())


@pytest.fixture
def local(store: Store) -> Iterator[TestClient]:
    """A browser on this machine, at the address ``tabletop serve`` prints."""
    with TestClient(create_app(store), base_url="http://127.0.0.1:8000") as client:
        yield client


def refused_line(response: httpx2.Response, status: int, key: str, lang: str = "en",
                 **params: str) -> None:
    assert response.status_code == status
    with speaking(lang):
        assert response.text == t(key, **params) + "\n"


# -- DNS rebinding ---------------------------------------------------------------------------

def test_a_name_pointed_at_this_machine_is_refused_before_anything_runs(
        store: Store, local: TestClient) -> None:
    """Issue #28 (DNS rebinding): with Host and Origin both ``rebind.example`` the origin check
    passed, so any site the host visits could start games, read the history and take a
    device link. Only the names the server was started for are answered; nothing changes."""
    watch = start(local, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    before = snapshot(store)
    with TestClient(local.app, base_url=REBIND,
                    headers={"Origin": REBIND, "Accept-Language": "de"}) as rebound:
        for method, path in (("POST", "/new/scoundrel"), ("GET", "/history"),
                             ("POST", "/open/1"), ("GET", "/"), ("GET", watch),
                             ("GET", f"/api/s/{token_of(watch)}"), ("POST", watch + "/act"),
                             ("GET", "/stats"), ("POST", "/tally/scoundrel")):
            answer = rebound.request(method, path, data={"mode": "hotseat", "name0": "Eve"}
                                     if method == "POST" else None, follow_redirects=False)
            refused_line(answer, 421, "web_err_wrong_host", "de", names=LOOPBACK_NAMES)
            assert "Ada" not in answer.text and "/s/" not in answer.text
    assert snapshot(store) == before


@pytest.mark.parametrize("host", ["localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST",
                                  "127.0.0.1"])
def test_the_loopback_names_are_answered(local: TestClient, host: str) -> None:
    """Issue #28: the names every browser on this machine may use still open the table."""
    assert local.get("/history", headers={"Host": host}).status_code == 200


@pytest.mark.parametrize("host", ["rebind.example", "127.0.0.1.rebind.example:8000",
                                  "localhost.example", "127.0.0.2:8000", "[::2]:8000",
                                  "127.0.0.1:80x", "[::1]x", "[::1", "0.0.0.0:8000", ""])
def test_other_names_are_refused(store: Store, local: TestClient, host: str) -> None:
    """Issue #28: a name, an address or a port that is not one the server serves at."""
    before = snapshot(store)
    answer = local.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Eve"},
                        headers={"Host": host, "Origin": f"http://{host}"})
    refused_line(answer, 421, "web_err_wrong_host", names=LOOPBACK_NAMES)
    assert snapshot(store) == before


def test_on_the_network_the_lan_address_is_answered_and_no_other(store: Store) -> None:
    """Issue #28 (``--lan``): the phones reach the address the server was started at; a name
    pointed at it is still refused."""
    app = create_app(store, lan=True, hosts=["192.168.1.20"])
    with TestClient(app, base_url="http://192.168.1.20:8000") as phone:
        assert phone.get("/manifest.webmanifest").status_code == 200
        assert phone.get(f"/k/{app.state.host_key}", follow_redirects=False).status_code == 303
        made = phone.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ada"},
                          headers={"Origin": "http://192.168.1.20:8000"}, follow_redirects=False)
        assert made.status_code == 303
    with TestClient(app, base_url=REBIND, headers={"Origin": REBIND}) as rebound:
        answer = rebound.get(f"/k/{app.state.host_key}", follow_redirects=False)
        refused_line(answer, 421, "web_err_wrong_host",
                     names="127.0.0.1, 192.168.1.20, [::1], localhost")


def test_a_host_header_is_read_as_a_name_and_a_port() -> None:
    assert host_of("[::1]:8000") == "[::1]" and host_of("LocalHost") == "localhost"
    assert host_of("127.0.0.1:") == "127.0.0.1" and host_of("a:b") is None
    assert host_of(None) is None and host_of("[::1]8000") is None


# -- bytes that are not UTF-8 ----------------------------------------------------------------

FORM = "application/x-www-form-urlencoded"


@pytest.mark.parametrize("name", [b"\xff\xfeA", b"%FF%FEA", b"A%C3", b"%ED%A0%80"])
def test_a_name_that_is_not_utf8_is_refused_in_a_new_game(
        store: Store, local: TestClient, name: bytes) -> None:
    """Issue #28: ``\\xff\\xfe`` or ``%FF%FE`` in a form field was kept as the name 'ÿþA' or
    '��A'. Refused in one line (as the terminal refuses such an argument), nothing kept."""
    before = snapshot(store)
    answer = local.post("/new/scoundrel", content=b"mode=hotseat&name0=" + name,
                        headers={"Content-Type": FORM})
    refused_line(answer, 400, "web_err_field_bytes", field="name0")
    assert snapshot(store) == before and not store.results.games()


def test_a_kept_tally_with_bytes_that_are_not_utf8_is_refused(
        store: Store, local: TestClient) -> None:
    """Issue #28: the same in a tally kept in the history, and in a multipart form, a typed
    move and an address's query; in German for a German reader."""
    watch = start(local, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    before = snapshot(store)
    tally = b"name=%FF%FEA&result=won&health=5&keep=1"
    refused_line(local.post("/tally/scoundrel", content=tally, headers={"Content-Type": FORM}),
                 400, "web_err_field_bytes", field="name")
    refused_line(local.post("/tally/scoundrel", content=tally, headers={
        "Content-Type": FORM, "Accept-Language": "de"}), 400, "web_err_field_bytes", "de",
        field="name")
    parts = (b'--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n\xff\xfeA\r\n--b--\r\n')
    refused_line(local.post("/tally/scoundrel", content=parts,
                            headers={"Content-Type": "multipart/form-data; boundary=b"}),
                 400, "web_err_field_bytes", field="name")
    refused_line(local.post(watch + "/act", content=b"v=1&typed=run%FF",
                            headers={"Content-Type": FORM}), 400, "web_err_field_bytes",
                 field="typed")
    refused_line(local.post("/new/scoundrel", content=b"mode=hotseat&name%FF=A",
                            headers={"Content-Type": FORM}), 400, "web_err_some_field_bytes")
    refused_line(local.get("/history?player=%FF%FEA"), 400, "web_err_field_bytes",
                 field="player")
    assert snapshot(store) == before
    assert local.get("/history?player=%C3%9F").status_code == 200  # ß is text


# -- a client that goes away -----------------------------------------------------------------

def test_a_client_that_goes_away_mid_body_is_no_error(store: Store) -> None:
    """Issue #28: a body shorter than its Content-Length, then a closed connection, ended in an
    unhandled ClientDisconnect; now nobody is answered and nothing is raised or kept."""
    import anyio

    app = create_app(store)
    sent: list[dict[str, Any]] = []
    messages: Iterator[dict[str, Any]] = iter([
        {"type": "http.request", "body": b"mode=hotseat&na", "more_body": True},
        {"type": "http.disconnect"}])

    async def receive() -> dict[str, Any]:
        return next(messages)

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": "/new/scoundrel", "raw_path": b"",
             "query_string": b"", "root_path": "", "scheme": "http", "http_version": "1.1",
             "server": ("127.0.0.1", 8000), "client": ("127.0.0.1", 5000),
             "headers": [(b"host", b"127.0.0.1:8000"), (b"content-type", FORM.encode()),
                         (b"content-length", b"100")]}
    # Its own thread: a browser test earlier in this worker may leave an event loop running here.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(anyio.run, app, scope, receive, send).result()  # type: ignore[arg-type]
    assert sent == [] and not store.results.games()


# -- caches, header sizes, the host's key ------------------------------------------------------

def test_a_seats_json_is_never_cached(local: TestClient) -> None:
    """Issue #28: /api/s/{token} answered without Cache-Control: no-store (the pages had it);
    so does its refusal."""
    watch = start(local, "scoundrel", ["Ada"], mode="hotseat", seed="3")
    for path in (f"/api/s/{token_of(watch)}", "/api/s/unknown", "/api/nothing"):
        assert local.get(path).headers["cache-control"] == "no-store", path


def test_huge_headers_are_refused(store: Store, local: TestClient) -> None:
    """Issue #28: a request with a 100 KB header was accepted; now 431, nothing runs."""
    before = snapshot(store)
    answer = local.post("/new/scoundrel", data={"mode": "hotseat", "name0": "Ada"},
                        headers={"X-Padding": "a" * 100_000})
    refused_line(answer, 431, "web_err_headers_big")
    answer = local.get("/history", headers={"Cookie": "x=" + "b" * 40_000})
    refused_line(answer, 431, "web_err_headers_big")
    assert snapshot(store) == before
    assert local.get("/history", headers={"Cookie": "x=" + "b" * 4_000}).status_code == 200


def test_the_host_key_is_compared_in_constant_time(store: Store,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue #28: the host's key was compared with ``!=``; every comparison is now
    ``hmac.compare_digest``'s, for the door (/k/KEY) and the cookie alike."""
    compared: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)
    app = create_app(store, lan=True)
    key = app.state.host_key
    with TestClient(app, base_url="http://127.0.0.1:8000") as host:
        assert host.get(f"/k/{key[:-1]}é", follow_redirects=False).status_code == 404
        assert host.get(f"/k/{key}", follow_redirects=False).status_code == 303
        assert host.get("/history").status_code == 200
    assert (f"{key[:-1]}é".encode(), key.encode()) in compared
    assert compared.count((key.encode(), key.encode())) >= 2


def test_an_answer_the_server_cannot_send_is_no_error(store: Store) -> None:
    """Issue #28 (scripts/fuzz.py, HTTP door): a chunked GET with a lying chunk was answered
    and closed by the server itself; the page's own answer then raised h11's
    LocalProtocolError into the log. An answer with nobody to go to now ends quietly."""
    import anyio
    import h11

    app = create_app(store)
    messages: Iterator[dict[str, Any]] = iter([{"type": "http.request", "body": b""}])

    async def receive() -> dict[str, Any]:
        return next(messages)

    async def send(message: dict[str, Any]) -> None:
        raise h11.LocalProtocolError("can't handle event type Response when state=MUST_CLOSE")

    scope = {"type": "http", "method": "GET", "path": "/history", "raw_path": b"",
             "query_string": b"", "root_path": "", "scheme": "http", "http_version": "1.1",
             "server": ("127.0.0.1", 8000), "client": ("127.0.0.1", 5000),
             "headers": [(b"host", b"127.0.0.1:8000")]}
    with ThreadPoolExecutor(1) as pool:  # a browser test may leave a loop running here
        pool.submit(anyio.run, app, scope, receive, send).result()  # type: ignore[arg-type]
