"""What the security tests of the web face share (issue #12, "Nobody gets in where they don't
belong"): what the store holds of a game, and the parts of a page an attacker would use."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tabletop.store.database import Store

ACTION = re.compile(r'<form class="offer[^"]*" method="post" action="(/s/[A-Za-z0-9_-]+/act)"')
BUTTON = re.compile(r'<button class="act[^"]*" name="n" value="(\d+)" data-action="([^"]*)"')


def game_id(store: Store) -> int:
    """The newest game of the store (the one a test just started)."""
    return store.results.games()[0].id


def stored(store: Store, game: int) -> tuple[int, int]:
    """What the store holds of a game: its events and the secret choices waiting."""
    return len(store.log.load(game).events), len(store.conn.execute(
        "SELECT * FROM choices_ahead WHERE game_id = ?", (game,)).fetchall())


def tokens(store: Store) -> list[str]:
    return [row[0] for row in store.conn.execute("SELECT token FROM web_links")]


def token_of(path: str) -> str:
    return path.removeprefix("/s/").split("/")[0].split("?")[0]


def buttons(html: str) -> list[tuple[str, str]]:
    """The action buttons offered: (number, notation)."""
    return BUTTON.findall(html)


def seat_api(client: TestClient, path: str) -> dict[str, object]:
    answer: dict[str, object] = client.get(f"/api/s/{token_of(path)}").json()
    return answer


def to_secret_choice(client: TestClient, links: list[str]) -> int:
    """Play each first choice over the API until a secret choice is awaited: its seat."""
    for _ in range(300):
        for seat, link in enumerate(links):
            seen = seat_api(client, link)
            offer = seen["offer"]
            if not isinstance(offer, dict) or "decision" not in offer:
                continue
            if offer["secret"]:
                return seat
            response = client.post(link + "/act", data={"v": seen["version"], "n": "0"},
                                   follow_redirects=False)
            assert response.status_code == 303, response.text
            break
    raise AssertionError("no secret choice reached")
