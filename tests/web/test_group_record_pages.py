"""The web's statistics with a group's record, and a finished game offered to BG Stats
(issue #25), over the store the terminal tests fill the same way."""

from __future__ import annotations

from starlette.testclient import TestClient

from tabletop import registry
from tabletop.events import Record
from tabletop.session.playout import play_on
from tabletop.session.session import Session, make_options
from tabletop.store.database import Store


def played(store: Store, game_id: str, players: list[str], seed: int) -> Session:
    """A hotseat game to its end, each person taking the first action listed."""
    game = registry.get(game_id)
    session = Session.start(game, make_options(game, {}), players, mode="play", seed=seed,
                            store=store)
    return play_on(session, seed, lambda _state, now, _step: now.actions[0], limit=5000)


def tally(store: Store, players: list[str], totals: list[int], winners: list[str]) -> int:
    record = Record(game="halunken", options={}, players=players,
                    mode="tally")
    return store.results.save_finished(record, "over", {
        "status": "over", "winners": winners,
        "players": [{"name": n, "total": t} for n, t in zip(players, totals, strict=True)]})


def test_web_stats_versus_and_the_bgstats_link(client: TestClient, store: Store) -> None:
    tally(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    tally(store, ["Ann", "Bo", "Cy"], [8, 12, 3], ["Bo"])
    tally(store, ["Ann", "Bo"], [9, 4], ["Ann"])
    page = client.get("/stats", params={"player": "Ann", "versus": "Bo"})
    assert page.status_code == 200
    assert "Games together: 3 · Ann won 2 · Bo won 1" in page.text
    assert client.get("/stats", params={"versus": "Bo"}).status_code == 400
    whole = client.get("/stats").text
    assert "ratings and rivals" in whole and "Bo (3)" in whole
    session = played(store, "halunken", ["Ann", "Bo"], 7)
    one = client.get(f"/history/{session.game_id}").text
    assert 'href="https://app.bgstatsapp.com/createPlay.html?data=' in one
    assert "Add to BG Stats" in one


def test_names_in_the_group_record_are_text(client: TestClient, store: Store) -> None:
    evil = "<b>x</b>"
    tally(store, [evil, "Bo"], [10, 5], [evil])
    text = client.get("/stats", params={"player": evil, "versus": "Bo"}).text
    assert evil not in text and "&lt;b&gt;x&lt;/b&gt;" in text
    assert evil not in client.get("/stats").text
