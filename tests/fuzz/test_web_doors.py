"""Fuzz: the web's doors (issue #28). Every route and form field of ``tabletop serve`` with odd
bytes, sizes and headers: never a server error, and what must be refused (a name the server was
not started for, a field that is not UTF-8, a post from another site, headers or a body too
large) is refused with a 4xx, changing nothing in the store."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.text.i18n import t
from tabletop.web.app import create_app

from .web_requests import FIELDS, ROUTES, web_request

PORT = 8000
WEB_FUZZ = settings(max_examples=60, derandomize=True, deadline=None, database=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[TestClient, Store, list[str]]]:
    """An app over a store with a game under way of each kind, and its seats' links."""
    store = Store(tmp_path / "web.db")
    with TestClient(create_app(store), base_url=f"http://127.0.0.1:{PORT}") as client:
        seats = []
        for game, mode, names in (("scoundrel", "hotseat", ["Ada"]),
                                  ("halunken", "own", ["Ana", "Bo"]),
                                  ("dungeon-dice", "table", ["Cy"])):
            made = client.post(f"/new/{game}", data={"mode": mode, "seed": "3", **{
                f"name{i}": name for i, name in enumerate(names)}}, follow_redirects=False)
            assert made.status_code == 303, made.text
            seats.append(made.headers["location"])
        yield client, store, seats
    store.close()


@WEB_FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_no_door_gives_a_server_error_and_a_refusal_changes_nothing(
        served: tuple[TestClient, Store, list[str]], rng: random.Random) -> None:
    client, store, seats = served
    asked = web_request(rng, PORT, seats, ("run", "play 7D", "move rum"))
    before = list(store.conn.iterdump())
    answer = client.request(asked.method, asked.path,
                            headers=[(k.encode(), v) for k, v in asked.headers],
                            content=asked.body or None, follow_redirects=False)
    assert answer.status_code < 500, (answer.status_code, asked.describe(), answer.text[:300])
    if asked.refusals:
        assert 400 <= answer.status_code < 500, (asked.refusals, asked.describe())
        assert len(answer.text.strip().splitlines()) <= 1 or answer.text.startswith("<!doctype")
        assert list(store.conn.iterdump()) == before, (asked.refusals, asked.describe())


POSTS = sorted({route for method, route in ROUTES if method == "POST"})


@WEB_FUZZ
@given(route=st.sampled_from(POSTS), name=st.sampled_from(FIELDS), raw=st.binary(max_size=12),
       encoded=st.booleans())
def test_every_field_of_every_form_is_text_or_refused(
        served: tuple[TestClient, Store, list[str]], route: str, name: str, raw: bytes,
        encoded: bool) -> None:
    """Issue #28: bytes that are not UTF-8 in any field of any form (raw or as %XX) are refused
    in the one line naming the field, and nothing is kept; anything else is no server error."""
    client, store, seats = served
    path = route.format(game="scoundrel", seat=seats[1])
    sent = "".join(f"%{byte:02X}" for byte in raw).encode() if encoded else raw.replace(
        b"&", b"").replace(b"=", b"").replace(b"%", b"").replace(b"+", b"")
    before = list(store.conn.iterdump())
    answer = client.post(path, content=b"mode=hotseat&name0=Ada&" + name.encode() + b"=" + sent,
                         headers={"Content-Type": "application/x-www-form-urlencoded"},
                         follow_redirects=False)
    assert answer.status_code < 500, answer.text[:300]
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        shown = name if name and name.isidentifier() else ""
        refused = (t("web_err_field_bytes", field=name) if shown
                   else t("web_err_some_field_bytes"))
        assert (answer.status_code, answer.text) == (400, refused + "\n")
        assert list(store.conn.iterdump()) == before
