"""A tally is kept in the history as a game played without the app (issue #13: "today
tallies vanish"): ``history``, ``show`` and ``stats`` count it; ``--no-save`` only shows it.

Scores by S9 (`001_73f1761368d9ff15.txt`), H6 (`004_ec6843a48c78278b.txt`) and D13
(`dungeon_dice.md`), worked by hand in each test.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tabletop import registry
from tabletop.archive import tallying
from tabletop.events import BadInput, EventModel, Record
from tabletop.store.database import Store
from tabletop.web.app import create_app

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    invoke,
    player_flags,
    score_json,
    stored_events,
)
from .test_tally_support import stored_games

HALUNKEN = player_flags("Ana: r15 g13 y12 y3", "Ben: p14 p9 r4")  # H6: 58 and 50


def history() -> list[dict[str, Any]]:
    result = invoke("history", "--json")
    assert_ok(result)
    rows: list[dict[str, Any]] = json.loads(result.stdout)["games"]
    return rows


def test_a_tally_is_kept_as_a_game_played_without_the_app(home: Path) -> None:
    data = score_json("halunken", *HALUNKEN)
    (row,) = history()
    assert data["id"] == row["id"] == 1
    assert (row["game"], row["mode"], row["players"], row["status"], row["entries"]) == (
        "halunken", "tally", ["Ana", "Ben"], "over", 0)
    assert row["result"]["winners"] == ["Ana"]
    assert [p["total"] for p in row["result"]["players"]] == [58, 50]
    assert stored_events(home, 1) == []


def test_the_table_says_where_it_was_kept(home: Path) -> None:
    result = invoke("scoundrel", "score", "--result", "won", "--health", "12")
    assert_ok(result)
    assert "Kept in the history as game 1 ('tabletop show 1')." in result.output
    result = invoke("scoundrel", "score", "--result", "won", "--health", "12", "--lang", "de")
    assert "Im Verlauf als Spiel 2 gespeichert ('tabletop show 2')." in result.output


def test_no_save_keeps_nothing(home: Path) -> None:
    data = score_json("dungeon-dice", "--player", "Ana: 3", "--no-save")
    assert data["id"] is None
    result = invoke("dungeon-dice", "score", "--player", "Ana: 3", "--no-save")
    assert_ok(result)
    assert "Kept in the history" not in result.output
    assert stored_games(home) == 0


def test_history_marks_it_tallied(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")  # each row on one line
    score_json("halunken", *HALUNKEN)
    result = invoke("history")
    assert_ok(result)
    screen = " ".join(result.output.replace("│", " ").split())
    # The way it was played in a column of its own on a wide screen, not again in the result.
    assert "halunken tallied Ana 58, Ben 50 defaults won by Ana " in screen
    german = " ".join(invoke("history", "--lang", "de").output.replace("│", " ").split())
    assert "halunken abgerechnet Ana 58, Ben 50 Standard Sieg: Ana " in german


@pytest.mark.parametrize("lang", ["en", "de"])
def test_show_draws_the_breakdown_and_no_log(home: Path, lang: str) -> None:
    score_json("scoundrel", "--result", "lost", "--health", "-3", "--monsters", "KS 9C",
               "--player", "Ana")
    result = invoke("show", "1", "--lang", lang)
    assert_ok(result)
    out = result.output
    words = {"en": ("Game 1: Scoundrel", "Ana (tallied)", "no log of moves", "health left",
                    "monsters left in the dungeon", "K♠", "-25"),
             "de": ("Spiel 1: Scoundrel", "Ana (abgerechnet)", "kein Protokoll",
                    "verbleibende Lebenspunkte", "Monster im Dungeon übrig", "-25")}[lang]
    for text in words:
        assert text in out, text
    assert "Log" not in out and "Protokoll (" not in out


def test_stats_count_it_with_its_scores_and_winner(home: Path) -> None:
    score_json("halunken", *HALUNKEN)
    score_json("halunken", *player_flags("ana: y1", "Ben: y2"))  # Ana is one person
    result = invoke("stats", "--json")
    assert_ok(result)
    lines = {line["player"]: line for line in json.loads(result.stdout)["stats"]}
    assert (lines["Ana"]["played"], lines["Ana"]["wins"], lines["Ana"]["best"]) == (2, 1, 58)
    assert (lines["Ben"]["played"], lines["Ben"]["wins"], lines["Ben"]["best"]) == (2, 1, 50)
    solo = score_json("scoundrel", "--result", "won", "--health", "9", "--player", "Cy")
    assert solo["winners"] == ["Cy"]
    cy = [line for line in json.loads(invoke("stats", "--json").stdout)["stats"]
          if line["player"] == "Cy"]
    assert [(c["game"], c["played"], c["wins"], c["best"]) for c in cy] == [
        ("scoundrel", 1, 1, 9)]


def test_a_tally_is_not_resumed_nor_replayed(home: Path, tmp_path: Path) -> None:
    score_json("dungeon-dice", "--player", "Ana: xp=14 2 dragon-scales")
    assert_one_error(invoke("resume", "1"), 1, "tallied after it was played without the app")
    path = tmp_path / "tally.json"
    assert_ok(invoke("export", "1", str(path)))
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert (exported["mode"], exported["events"], exported["tally"]) == (
        "tally", [], {"player": ["Ana: xp=14 2 dragon-scales"]})
    assert_one_error(invoke("dungeon-dice", "replay", str(path)), 1, "no moves to replay")


def test_a_kept_tally_is_scored_again_from_its_answers(home: Path) -> None:
    score_json("scoundrel", "--result", "lost", "--health", "-2", "--monsters", "KS",
               "--room", "QC", "-o", "death_penalty=dungeon_and_room", "--player", "Ana")
    store = Store(db_path(home))
    try:
        record = store.log.load(1)
    finally:
        store.close()
    game = registry.get("scoundrel")
    sheet = tallying.recorded(game, record)
    assert (sheet.status, sheet.players[0].name, sheet.players[0].total) == (
        "lost", "Ana", -2 - 13 - 12)
    assert record.options["death_penalty"] == "dungeon_and_room"
    # answers that can't be true, or to no question, are not believed
    for bad in (record.model_copy(update={"tally": {**(record.tally or {}), "x": "1"}}),
                record.model_copy(update={"tally": {"result": "won", "health": "25"}}),
                record.model_copy(update={"players": ["Ana", "Bo"]})):
        with pytest.raises(BadInput):
            tallying.recorded(game, bad)


def test_a_kept_tally_must_name_its_players(home: Path) -> None:
    score_json("halunken", *HALUNKEN)
    store = Store(db_path(home))
    try:
        record = store.log.load(1)
    finally:
        store.close()
    game = registry.get("halunken")
    assert [p.total for p in tallying.recorded(game, record).players] == [58, 50]
    for bad in (record.model_copy(update={"players": ["Ben", "Ana"]}),
                record.model_copy(update={"events": [EventModel(actor=0, kind="bid")]}),
                record.model_copy(update={"mode": "play"})):
        with pytest.raises(BadInput):
            tallying.recorded(game, bad)


def test_the_web_shows_a_kept_tally(home: Path) -> None:
    score_json("halunken", *HALUNKEN)
    store = Store(db_path(home))
    try:
        with TestClient(create_app(store, hosts=["testserver"]),
                        base_url="http://testserver") as client:
            page = client.get("/history/1")
            listing = client.get("/history")
    finally:
        store.close()
    assert page.status_code == 200, page.text
    assert "2 × yellow: y12 y3 (doubled)" in page.text and "58" in page.text
    assert "no log of moves" in page.text
    assert "won by Ana (tallied)" in listing.text


def test_a_played_record_file_is_as_it_was() -> None:
    """A played game's export has no ``tally`` key: older files and newer ones agree."""
    record = Record(game="scoundrel", players=["Ana"])
    assert "tally" not in json.loads(record.model_dump_json())


def test_a_tally_read_from_a_file_is_kept_as_scored_again(home: Path, tmp_path: Path) -> None:
    """What ``import`` keeps for a tally: the status and scores of its answers, not of the
    file's word (``tallying.kept``)."""
    score_json("dungeon-dice", "--player", "Ana: xp=14 2 dragon-scales", "--player", "Bo: 3")
    store = Store(db_path(home))
    try:
        record = store.log.load(1)
        row = store.results.row(1)
    finally:
        store.close()
    game = registry.get("dungeon-dice")
    assert tallying.kept(game, record) == (row.status, row.result)
    forged = record.model_copy(update={"tally": {"player": ["Ana: xp=999", "Bo: 3"]}})
    with pytest.raises(BadInput):
        tallying.kept(game, forged)
