"""The record pages of the web face (issue #12): history, one game and statistics, as the
terminal's ``history``, ``show`` and ``stats`` show them, over the same store."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from tabletop import narration, registry
from tabletop.plugin import Decision
from tabletop.session.answers import Pick
from tabletop.session.playout import play_on
from tabletop.session.session import Session, make_options
from tabletop.session.table import DEVICE, Place, Table
from tabletop.store.database import Store

EVIL = "<script>x</script>"
ROW = re.compile(r'<tr(?: class="chance")?><td class="number">(\d+)</td><td class="who">(.*?)</td>'
                 r'<td class="entry"><code>(.*?)</code></td><td class="said">(.*?)</td></tr>')


def played(store: Store, game_id: str, players: list[str], seed: int, *,
           steps: int | None = None, options: dict[str, Any] | None = None) -> Session:
    """A hotseat game as the app deals it, each person taking the first action listed; to its
    end or for ``steps`` events."""
    game = registry.get(game_id)
    session = Session.start(game, make_options(game, options or {}), players, mode="play",
                            seed=seed, store=store)
    return play_on(session, seed, lambda _state, now, _step: now.actions[0], steps=steps,
                   limit=5000)


def with_secret(store: Store) -> tuple[Session, set[int]]:
    """A Halunken game of three people on one device, stopped while a secret movement choice
    is awaited after another was made (H3: the movement cards are chosen secretly)."""
    game = registry.get("halunken")
    session = Session.start(game, make_options(game, {}), ["Ana", "Ben", "Cy"], mode="play",
                            seed=3, store=store)
    table = Table(session)
    while not table.hidden():
        assert len(session.events) < 500
        now = table.awaiting()
        assert isinstance(now, Decision)
        table.answer(Place(DEVICE, ready=now.player), Pick(0))
    return session, set(table.hidden())


def log_rows(page: str) -> list[tuple[int, str, str, str]]:
    return [(int(n), who, entry, said) for n, who, entry, said in ROW.findall(page)]


def ids_listed(page: str) -> list[int]:
    return [int(found) for found in re.findall(r'<a href="/history/(\d+)">', page)]


# history


def test_history_lists_the_games_newest_first(client: TestClient, store: Store) -> None:
    first = played(store, "scoundrel", ["Ann"], 1)
    second = played(store, "halunken", ["Ann", "Bo"], 2, steps=6)
    third = played(store, "dungeon-dice", ["Ann", "Bo", "Cy"], 3)
    page = client.get("/history")
    assert page.status_code == 200
    assert ids_listed(page.text) == [third.game_id, second.game_id, first.game_id]
    for text in ("History", "Scoundrel", "Dungeon dice", "Halunken und Spelunken",
                 "hotseat, 6 entries, unfinished", "Players (score)"):
        assert text in page.text, text
    result = store.results.row(third.game_id).result
    assert result is not None
    assert html.escape(f"won by {', '.join(result['winners'])}", quote=False) in page.text


def test_history_filters(client: TestClient, store: Store) -> None:
    done = played(store, "scoundrel", ["Ann"], 1)
    going = played(store, "scoundrel", ["Bo"], 2, steps=3)
    dice = played(store, "dungeon-dice", ["Ann", "Bo"], 3, steps=4)
    assert ids_listed(client.get("/history?game=scoundrel").text) == [going.game_id,
                                                                     done.game_id]
    assert ids_listed(client.get("/history?unfinished=1").text) == [dice.game_id,
                                                                   going.game_id]
    assert ids_listed(client.get("/history?game=scoundrel&unfinished=1").text) == [
        going.game_id]
    assert ids_listed(client.get("/history?player=ann").text) == [dice.game_id, done.game_id]
    assert ids_listed(client.get("/history?game=&unfinished=0&limit=").text) == [
        dice.game_id, going.game_id, done.game_id]
    none = client.get("/history?game=halunken")
    assert none.status_code == 200 and "No games match." in none.text


def test_history_limit_and_more(client: TestClient, store: Store) -> None:
    ids = [played(store, "scoundrel", ["Ann"], seed, steps=1).game_id for seed in range(5)]
    page = client.get("/history?limit=2&game=scoundrel").text
    assert ids_listed(page) == ids[::-1][:2]
    more = re.search(r'<a href="([^"]+)" rel="next">Show more</a>', page)
    assert more is not None
    address = html.unescape(more.group(1))
    assert "limit=4" in address and "game=scoundrel" in address
    assert ids_listed(client.get(address).text) == ids[::-1][:4]
    assert 'rel="next"' not in client.get("/history?limit=5").text


@pytest.mark.parametrize("query", [
    "limit=0", "limit=-1", "limit=abc", "limit=1e3", "limit=2.5", "limit=501",
    "limit=99999999999999999999999999", "limit=%EF%BC%93",  # a full-width 3
    "unfinished=yes", "unfinished=2", "game=chess", f"game={EVIL}", "player=" + "x" * 101,
])
def test_bad_queries_are_a_400_page(client: TestClient, query: str) -> None:
    for path in ("/history", "/stats"):
        if path == "/stats" and not query.startswith(("game", "player")):
            continue
        page = client.get(f"{path}?{query}")
        assert page.status_code == 400, (path, query)
        assert "Traceback" not in page.text
        assert "Bad request" in page.text
        assert "<script>x" not in page.text


def test_history_escapes_names(client: TestClient, store: Store) -> None:
    played(store, "dungeon-dice", [EVIL, "Bo", "Cy"], 4)
    played(store, "scoundrel", [EVIL], 5, steps=2)
    for path in ("/history", f"/history?player={EVIL}", "/stats"):
        page = client.get(path).text
        assert EVIL not in page, path
        assert "&lt;script&gt;x&lt;/script&gt;" in page, path


def test_german_history(client: TestClient, store: Store) -> None:
    played(store, "scoundrel", ["Ann"], 1, steps=2)
    page = client.get("/history", headers={"Accept-Language": "de-DE,de;q=0.9"}).text
    for text in ("Verlauf", "Spieler (Punkte)", "Optionen", "Ergebnis", "Standard",
                 "Hotseat, 2 Einträge, offen", "Alle Spiele", "Nur unbeendete"):
        assert text in page, text
    bad = client.get("/history?limit=x", headers={"Accept-Language": "de"})
    assert bad.status_code == 400
    assert "ganze Zahl von 1 bis 500" in bad.text


# one game


def test_a_finished_game(client: TestClient, store: Store) -> None:
    session = played(store, "dungeon-dice", ["Ann", "Bo"], 7)
    game = session.game
    page = client.get(f"/history/{session.game_id}")
    assert page.status_code == 200
    text = page.text
    assert f"Game {session.game_id}: Dungeon dice" in text
    assert 'action="/open/' not in text
    sheet = game.score(session.state)
    for player in sheet.players:
        assert f"{player.total}</td>" in text
    rows = log_rows(text)
    assert [n for n, *_ in rows] == list(range(1, len(session.events) + 1))
    driver = Table(session).driver
    for (_, who, entry, said), index in zip(rows, range(len(session.events)), strict=True):
        event = session.events[index]
        assert who == ("chance" if event.is_chance else session.record.players[int(event.actor)])
        assert html.unescape(entry) == game.notation(event)
        assert html.unescape(said) == "".join(
            f"<p>{narration.render(line)}</p>" for line in driver.narration(index))


def test_an_unfinished_game_can_be_continued(client: TestClient, store: Store) -> None:
    session = played(store, "scoundrel", ["Ann"], 2, steps=5)
    page = client.get(f"/history/{session.game_id}").text
    assert (f'<form method="post" action="/open/{session.game_id}"><button>'
            "Continue this game on this device</button></form>") in page
    assert "This game is not finished." in page
    assert "still playing" in page
    assert len(log_rows(page)) == 5


def test_a_secret_choice_stays_secret_until_revealed(client: TestClient, store: Store) -> None:
    session, hidden = with_secret(store)
    rows = log_rows(client.get(f"/history/{session.game_id}").text)
    assert len(rows) == len(session.events)
    for number, _, entry, _ in rows:
        index = number - 1
        if index in hidden:
            assert entry == "(secret until revealed)"
        else:
            assert html.unescape(entry) == session.game.notation(session.events[index])
    # once the last choice is made, the game reveals them (H3), and so does the log
    table = Table(session)
    while table.hidden():
        now = table.awaiting()
        assert isinstance(now, Decision)
        table.answer(Place(DEVICE, ready=now.player), Pick(0))
    page = client.get(f"/history/{session.game_id}").text
    assert "(secret until revealed)" not in page


def test_an_unknown_game_is_404(client: TestClient, store: Store) -> None:
    played(store, "scoundrel", ["Ann"], 1, steps=1)
    for path in ("/history/2", "/history/0", "/history/abc", "/history/-1",
                 "/history/99999999999999999999999999", "/history/%EF%BC%91"):
        page = client.get(path)
        assert page.status_code == 404, path
        assert "Traceback" not in page.text
        assert "Not found" in page.text


def test_a_record_that_no_longer_folds_is_a_message(client: TestClient, store: Store) -> None:
    session = played(store, "scoundrel", ["Ann"], 1, steps=3)
    with store.transaction():
        store.conn.execute("UPDATE events SET data = ? WHERE game_id = ? AND seq = 1",
                           (json.dumps({"card": "ZZ"}), session.game_id))
    page = client.get(f"/history/{session.game_id}")
    assert page.status_code == 422
    assert "Traceback" not in page.text
    assert "This game cannot be shown" in page.text
    assert "Entry 2 of the saved game no longer applies" in page.text

    other = played(store, "scoundrel", ["Bo"], 2, steps=1)
    with store.transaction():
        store.conn.execute("UPDATE games SET game = 'chess' WHERE id = ?", (other.game_id,))
    page = client.get(f"/history/{other.game_id}")
    assert page.status_code == 422
    assert "chess" in page.text
    assert client.get("/history").status_code == 200  # the list still shows the rest


def test_german_game_page(client: TestClient, store: Store) -> None:
    session = played(store, "scoundrel", ["Ann"], 2, steps=4)
    page = client.get(f"/history/{session.game_id}", headers={"Accept-Language": "de"}).text
    for text in (f"Spiel {session.game_id}: Scoundrel", "Protokoll", "Wer", "Eintrag",
                 "Was geschah", "Zufall", "Dieses Spiel auf diesem Gerät fortsetzen",
                 "Wertung", "Summe", "läuft noch"):
        assert text in page, text
    with_german = log_rows(page)
    from tabletop.text.i18n import speaking

    with speaking("de"):
        driver = Table(session).driver
        expected = ["".join(f"<p>{narration.render(line)}</p>" for line in driver.narration(i))
                    for i in range(len(session.events))]
    assert [html.unescape(said) for *_, said in with_german] == expected


# statistics


def test_stats_tables_and_charts(client: TestClient, store: Store) -> None:
    sessions = [played(store, "dungeon-dice", ["Ann", "Bo"], seed) for seed in (1, 2, 3)]
    played(store, "scoundrel", ["Ann"], 4)
    played(store, "scoundrel", ["Cy"], 5, steps=2)  # unfinished: not in the stats
    page = client.get("/stats")
    assert page.status_code == 200
    text = page.text
    for fragment in ("Statistics", "Dungeon dice", "Scoundrel", "Player", "Games", "Wins",
                     "Rate", "Best", "Mean", "Median", "Streak", "Trend",
                     "Dungeon dice: score over time", "Dungeon dice: how often each score",
                     "Streak: current/longest run of wins."):
        assert fragment in text, fragment
    # two score charts per game, and the rating chart of the game played by two (issue #25)
    assert text.count('<figure class="chart">') == 5
    assert "Dungeon dice: rating over time" in text
    assert ">Cy<" not in text
    wins = {"Ann": 0, "Bo": 0}
    for session in sessions:
        for name in session.game.score(session.state).winners:
            wins[name] += 1
    section = text.split("<h2>Dungeon dice</h2>")[1].split("</section>")[0]
    for name, won in wins.items():
        assert re.search(rf'<th scope="row">{name}</th><td class="num" data-label="Games">3</td>'
                         rf'<td class="num" data-label="Wins">{won}</td>', section), name
    only = client.get("/stats?game=scoundrel").text
    assert "Dungeon dice: score over time" not in only and "Scoundrel: score over time" in only


def test_stats_without_finished_games(client: TestClient, store: Store) -> None:
    assert "No finished games yet." in client.get("/stats").text
    played(store, "scoundrel", ["Ann"], 1, steps=1)
    assert "No finished games yet." in client.get("/stats").text
    page = client.get("/stats", headers={"Accept-Language": "de"}).text
    assert "Noch keine beendeten Spiele." in page and "Statistik" in page


def test_german_stats(client: TestClient, store: Store) -> None:
    played(store, "scoundrel", ["Ann"], 1)
    page = client.get("/stats", headers={"Accept-Language": "de"}).text
    for text in ("Statistik", "Spieler", "Spiele", "Siege", "Quote", "Mittel", "Serie",
                 "Verlauf", "Scoundrel: Punkte im Verlauf", "Scoundrel: Häufigkeit der Punkte"):
        assert text in page, text

