"""Fixtures of the web face's tests: an app over a fresh store, a client that speaks to it
in-process, and a real server on a free port (for the browser and the load script)."""

from __future__ import annotations

import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.web.app import create_app

VERSION = re.compile(r'name="v" value="([^"]+)"')


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    store = Store(tmp_path / "web.db")
    yield store
    store.close()


@pytest.fixture
def client(store: Store) -> Iterator[TestClient]:
    with TestClient(create_app(store, hosts=["testserver"]),
                    base_url="http://testserver") as client:
        yield client


def start(client: TestClient, game: str, names: list[str], mode: str = "own",
          **fields: str) -> str:
    """Start a game through the new-game form; the address the form leads to."""
    data = {"mode": mode, **{f"name{i}": name for i, name in enumerate(names)}, **fields}
    response = client.post(f"/new/{game}", data=data, follow_redirects=False)
    assert response.status_code == 303, response.text
    return str(response.headers["location"])


def seat_links(client: TestClient, watch: str) -> list[str]:
    """The join links a watching page lists, in seat order."""
    html = client.get(watch).text
    return list(dict.fromkeys(re.findall(r'href="http://testserver(/s/[A-Za-z0-9_-]+)"', html)))


def version(html: str) -> str:
    found = VERSION.search(html)
    assert found, "the page offers nothing to answer"
    return found.group(1)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class LiveServer:
    """The app under uvicorn in a thread, as ``tabletop serve`` runs it."""

    def __init__(self, store: Store, *, lan: bool = False) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = uvicorn.Config(create_app(store, lan=lan), host="127.0.0.1", port=self.port,
                                log_level="warning", timeout_graceful_shutdown=1)
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> LiveServer:
        self.thread.start()
        for _ in range(500):  # a start-up, not a timing: wait until it answers
            if self.server.started:
                return self
            time.sleep(0.01)
        raise RuntimeError("the server did not start")

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture
def live(store: Store) -> Iterator[LiveServer]:
    with LiveServer(store) as server:
        yield server


# The browser tests' fixtures (issue #12): one Chromium per test process, started at the first
# browser test; Playwright is imported only then, so the other tests run without it.
@pytest.fixture(scope="session", name="browser")
def browser_fixture() -> Iterator[Any]:
    from tests.web.browser import launched

    yield from launched()


@pytest.fixture(name="context")
def context_fixture(browser: Any) -> Iterator[Any]:
    """A fresh context (cookies, language) in English."""
    from tests.web.browser import new_context

    made = new_context(browser)
    yield made
    made.close()


@pytest.fixture(name="page")
def page_fixture(context: Any) -> Any:
    return context.new_page()
