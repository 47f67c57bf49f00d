"""``tabletop history / show / stats / export / import``: the books kept over many games.

Finished games are made quickly: the bots play them out without the CLI (the same seeded dealer
and bots ``play`` uses) and the records go into the store in one transaction; only a few tests
play through the CLI. Every screen must fit 80 columns, in English and in German.
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from tabletop import registry
from tabletop.events import Record, challenge_key
from tabletop.plugin import HasBots
from tabletop.records import schema
from tabletop.session.answers import Pick
from tabletop.session.dealers import DEALER
from tabletop.session.session import Session, chosen_options, result_json
from tabletop.store.database import Store

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    dealt_game,
    invoke,
    moves,
    open_store,
    record_of,
    skip_disk_waits,
)

# --- making games -------------------------------------------------------------------------------


@cache
def simulated(game_id: str, seed: int, players: tuple[str, ...], *, cut: int = 0,
              options: tuple[tuple[str, str], ...] = ()) -> Record:
    """The record of a game played without the CLI: by the bots (as ``play --bot ...`` stores
    it), or for Scoundrel by a person who always takes the first listed action; ``cut`` drops
    the last events."""
    game = registry.get(game_id)
    opts = chosen_options(game, dict(options))  # as ``play --option`` picks them
    bots = list(range(len(players))) if isinstance(game, HasBots) and game_id != "scoundrel" else []
    return record_of(dealt_game(game, list(players), seed, options=opts, bots=bots), cut)


def outcome(record: Record) -> tuple[str, dict[str, Any] | None]:
    """The status and result the store keeps for a record, worked out by folding it."""
    game = registry.get(record.game)
    session = Session.from_record(game, record)
    if not session.over:
        return "playing", None
    sheet = game.score(session.state)
    return sheet.status, result_json(sheet)


def fresh(record: Record, day: int, hour: int = 12) -> Record:
    """The same game as a new one: its own uid, played on 2024-03-DAY."""
    return record.model_copy(update={"uid": uuid.uuid4().hex,
                                     "created": f"2024-03-{day:02d}T{hour:02d}:00:00+00:00"})


@pytest.fixture(autouse=True)
def no_waiting_for_the_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every commit of the store waits for the disk (a killed game loses nothing; that is
    tested elsewhere); here it need not, which keeps these many small tests quick."""
    skip_disk_waits(monkeypatch)


def put(home: Path, *records: Record) -> list[int]:
    """Store the records (finished ones with their result) in one transaction."""
    store = open_store(home)
    try:
        return store.imports.records([(r, *outcome(r)) for r in records])
    finally:
        store.close()


def put_result(home: Path, game: str, players: list[str], totals: list[int | None],
               winners: list[str], *, status: str = "over", day: int = 1) -> int:
    """A game with exactly the result given (for statistics; its log is empty)."""
    record = Record(game=game, players=players,
                    created=f"2024-04-{day:02d}T12:00:00+00:00")
    result = {"status": status, "winners": winners,
              "players": [{"name": n, "total": t} for n, t in zip(players, totals, strict=True)]}
    store = open_store(home)
    try:
        (game_id,) = store.imports.records([(record, status, result)])
        return game_id
    finally:
        store.close()


def dd(seed: int, players: tuple[str, ...] = ("Ann", "Bo"), cut: int = 0, **kw: Any) -> Record:
    return simulated("dungeon-dice", seed, players, cut=cut, **kw)


def local(stamp: str) -> str:
    """A stored UTC time as the screens show it: in local time, to the minute."""
    return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")


def fits(output: str, width: int = 80) -> None:
    too_wide = [line for line in output.splitlines() if cell_len(line) > width]
    assert not too_wide, "\n".join(too_wide)


def rows(home: Path) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(db_path(home))
    try:
        return conn.execute("SELECT * FROM games ORDER BY id").fetchall() + \
            conn.execute("SELECT * FROM events ORDER BY game_id, seq").fetchall()
    finally:
        conn.close()


def json_out(*args: str) -> Any:
    """What ``ARGS --json`` lists: ``history``'s games, ``stats``' lines (each under a key, beside
    the schema version)."""
    result = invoke(*args, "--json")
    assert_ok(result)
    data = json.loads(result.stdout)
    assert data["schema_version"] == schema.VERSION
    return data["games" if args[0] == "history" else "stats"]


# --- history ------------------------------------------------------------------------------------


def test_history_is_empty_at_first(home: Path) -> None:
    result = invoke("history")
    assert_ok(result)
    assert result.output.strip() == "No games yet."
    assert invoke("history", "--lang", "de").output.strip() == "Noch keine Spiele."
    assert json_out("history") == []


def stock(home: Path) -> dict[str, Record]:
    """Four games over four days: finished, unfinished, with changed options, solo."""
    games = {
        "dd": fresh(dd(3), 1),
        "open": fresh(dd(4, ("Ann", "Cy"), cut=7), 2),
        "deal": fresh(dd(5, ("Bo", "Dee"), options=(("heroes", "deal"),)), 3),
        "solo": fresh(simulated("scoundrel", 8, ("Ann",)), 4),
    }
    assert put(home, *games.values()) == [1, 2, 3, 4]
    return games


def test_history_lists_finished_and_unfinished_games_newest_first(home: Path) -> None:
    games = stock(home)
    listed = json_out("history")
    assert [g["id"] for g in listed] == [4, 3, 2, 1]
    by_id = {g["id"]: g for g in listed}
    for game_id, record in zip((1, 2, 3, 4), games.values(), strict=True):
        status, result = outcome(record)
        entry = by_id[game_id]
        # an unfinished game's seed deals its hidden cards again (issue #37): not shown
        seed = record.seed if status != "playing" else None
        assert (entry["game"], entry["players"], entry["bots"], entry["seed"]) == (
            record.game, record.players, record.bots, seed)
        assert entry["seed_hidden"] is (status == "playing")
        assert (entry["status"], entry["result"], entry["entries"]) == (
            status, result, len(record.events))
        assert entry["options"] == record.options
        assert entry["created"] == record.created
    assert by_id[2]["status"] == "playing" and by_id[2]["result"] is None
    assert by_id[3]["options"] == {"heroes": "deal", "sets": "base", "mirror": "no",
                                   "edition": 2}
    assert by_id[1]["result"]["winners"] and by_id[1]["status"] == "over"


def test_history_table_en_and_de_fits_80_columns(home: Path) -> None:
    games = stock(home)
    result = invoke("history")
    assert_ok(result)
    out = result.output
    fits(out)
    for text in ("History", "ID", "Date", "Game", "Players", "Options", "Result",
                 local(games["dd"].created), local(games["solo"].created), "dungeon-dic",
                 "scoundrel", "(bot)", "won by", "defaults", "Heroes:", "unfinished"):
        assert text in out, text
    _, result_1 = outcome(games["dd"])
    assert result_1 is not None
    assert all(name in out for name in result_1["winners"])
    solo_status, _ = outcome(games["solo"])
    assert {"won": "won", "lost": "lost"}[solo_status] in out
    # newest first
    assert out.index("scoundrel") < out.index("Heroes:")  # the options in words (#28)
    german = invoke("history", "--lang", "de")
    assert_ok(german)
    fits(german.output)
    for text in ("Verlauf", "Datum", "Spiel", "Spieler", "Optionen", "Ergebnis", "(Bot)",
                 "Sieg:", "Standard", "offen"):
        assert text in german.output, text


def test_history_shows_each_players_score(home: Path) -> None:
    record = fresh(dd(3), 1)
    put(home, record)
    _, result = outcome(record)
    assert result is not None
    out = invoke("history").output
    flat = " ".join(line.strip("│ ") for line in out.splitlines())
    for seat in result["players"]:
        assert f"{seat['name']} (bot)" in out
        assert str(seat["total"]) in flat


def test_history_filters(home: Path) -> None:
    stock(home)
    assert [g["id"] for g in json_out("history", "--game", "scoundrel")] == [4]
    assert [g["id"] for g in json_out("history", "--game", "dungeon-dice")] == [3, 2, 1]
    assert [g["id"] for g in json_out("history", "--player", "Ann")] == [4, 2, 1]
    assert [g["id"] for g in json_out("history", "--player", "aNN")] == [4, 2, 1]
    assert [g["id"] for g in json_out("history", "--player", "DEE")] == [3]
    assert [g["id"] for g in json_out("history", "--player", "ann", "--game",
                                      "dungeon-dice")] == [2, 1]
    assert json_out("history", "--player", "Nobody") == []
    assert [g["id"] for g in json_out("history", "--limit", "2")] == [4, 3]
    assert [g["id"] for g in json_out("history", "--limit", "1", "--player", "bo")] == [3]
    text = invoke("history", "--player", "cy")
    assert_ok(text)
    assert "Cy" in text.output and "Dee" not in text.output


@pytest.mark.parametrize(("args", "fragment"), [
    (["--limit", "0"], "--limit"),
    (["--limit", "-3"], "--limit"),
    (["--game", "chess"], "chess"),
    (["--lang", "fr"], "--lang"),
])
def test_history_usage_errors(home: Path, args: list[str], fragment: str) -> None:
    assert_one_error(invoke("history", *args), 2, fragment)


def test_history_player_filter_ignores_case_beyond_ascii(home: Path) -> None:
    """Not only A-Z: 'Jürgen' and 'JÜRGEN' are one person (SQLite's NOCASE would not say so)."""
    put(home, fresh(dd(3, ("Jürgen", "Bo")), 1), fresh(dd(4, ("JÜRGEN", "Bo")), 2),
        fresh(dd(5, ("Straße", "Bo")), 3))
    assert [g["id"] for g in json_out("history", "--player", "jürgen")] == [2, 1]
    assert [g["id"] for g in json_out("history", "--player", "STRASSE")] == [3]
    assert [(s["player"], s["played"]) for s in json_out("stats", "--player", "JÜRGEN")] == [
        ("Jürgen", 2)]


# --- show ---------------------------------------------------------------------------------------


def test_show_prints_the_sheet_and_the_log(home: Path) -> None:
    record = fresh(dd(3), 1)
    put(home, record)
    game = registry.get("dungeon-dice")
    _, result = outcome(record)
    assert result is not None
    result_en = invoke("show", "1")
    assert_ok(result_en)
    out = result_en.output
    assert out.startswith(f"Game 1: Dungeon dice, {local(record.created)}, ")
    assert "Ann, Bo (hotseat)" in out.splitlines()[0]
    assert "Options: defaults · seed: 3" in out
    assert "Log" in out
    first = record.event_list()[0]
    assert f"{record.players[int(first.actor)]}: {game.notation(first)}" in out
    assert str(len(record.events)) in out  # the last entry's number
    assert "Score" in out and "Total" in out
    assert f"Winner: {', '.join(result['winners'])}" in out
    for seat in result["players"]:
        assert seat["name"] in out
    assert "not finished" not in out
    german = invoke("show", "1", "--lang", "de")
    assert_ok(german)
    assert german.output.startswith(f"Spiel 1: Dungeon-Würfel, {local(record.created)}, ")
    for text in ("Optionen: Standard · Seed: 3", "Protokoll", "Wertung", "Summe", "Gewinner:"):
        assert text in german.output, text


def test_show_an_unfinished_game(home: Path) -> None:
    put(home, fresh(dd(4, ("Ann", "Cy"), cut=7), 1))
    result = invoke("show", "1")
    assert_ok(result)
    assert "This game is not finished ('tabletop resume' continues it)." in result.output
    assert "Winner:" not in result.output
    german = invoke("show", "1", "--lang", "de")
    assert "Dieses Spiel ist nicht beendet" in german.output


def test_show_a_solo_game_with_changed_options(home: Path) -> None:
    record = fresh(simulated("scoundrel", 8, ("Ann",),
                             options=(("weapon_rule", "lower_or_equal"),)), 1)
    put(home, record)
    result = invoke("show", "1")
    assert_ok(result)
    assert result.output.startswith(f"Game 1: Scoundrel, {local(record.created)}, Ann ")
    # issue #28: a screen says the option in words, as the web does
    assert "Options: Weapon after a kill: against equal ones too · seed: 8" in result.output


def test_show_errors(home: Path) -> None:
    put(home, fresh(dd(3), 1))
    assert_one_error(invoke("show", "9"), 1, "There is no saved game with ID 9.")
    assert_one_error(invoke("show", "9", "--lang", "de"), 1, "kein gespeichertes Spiel")
    result = invoke("show", "abc")
    assert result.exit_code == 2 and "Traceback" not in result.output


# --- stats --------------------------------------------------------------------------------------


def stats_stock(home: Path) -> None:
    """Ann and Bo: five dungeon dice games (one a tie, one unfinished), two solo games each."""
    put_result(home, "dungeon-dice", ["Ann", "Bo"], [10, 12], ["Bo"], day=1)
    put_result(home, "dungeon-dice", ["Ann", "Bo"], [15, 11], ["Ann"], day=2)
    put_result(home, "dungeon-dice", ["Bo", "Ann"], [9, 9], ["Bo", "Ann"], day=3)  # a tie
    put_result(home, "dungeon-dice", ["Ann", "Bo"], [20, 3], ["Ann"], day=4)
    put(home, fresh(dd(4, ("Ann", "Bo"), cut=7), 5))  # unfinished: not counted
    put_result(home, "scoundrel", ["Ann"], [-40], [], status="lost", day=6)
    put_result(home, "scoundrel", ["Ann"], [12], ["Ann"], status="won", day=7)
    put_result(home, "scoundrel", ["Bo"], [5], [], status="won", day=8)


def test_stats_json_has_the_right_numbers(home: Path) -> None:
    stats_stock(home)
    lines = {(s["player"], s["game"]): s for s in json_out("stats")}
    assert set(lines) == {("Ann", "dungeon-dice"), ("Bo", "dungeon-dice"), ("Ann", "scoundrel"),
                          ("Bo", "scoundrel")}
    ann = lines["Ann", "dungeon-dice"]
    assert (ann["played"], ann["wins"], ann["win_rate"]) == (4, 3, 0.75)
    assert (ann["best"], ann["mean"], ann["median"]) == (20, 13.5, 12.5)
    assert (ann["current_streak"], ann["longest_streak"]) == (3, 3)
    assert [s["total"] for s in ann["scores"]] == [10, 15, 9, 20]
    bo = lines["Bo", "dungeon-dice"]
    assert (bo["played"], bo["wins"], bo["win_rate"]) == (4, 2, 0.5)
    assert (bo["best"], bo["mean"], bo["median"]) == (12, 8.75, 10)
    assert (bo["current_streak"], bo["longest_streak"]) == (0, 1)
    solo_ann = lines["Ann", "scoundrel"]
    assert (solo_ann["played"], solo_ann["wins"], solo_ann["best"], solo_ann["median"]) == (
        2, 1, 12, -14)
    assert (solo_ann["current_streak"], solo_ann["longest_streak"]) == (1, 1)
    solo_bo = lines["Bo", "scoundrel"]  # won by its status, though nobody is listed as winner
    assert (solo_bo["played"], solo_bo["wins"], solo_bo["win_rate"]) == (1, 1, 1.0)


def test_stats_filters(home: Path) -> None:
    stats_stock(home)
    assert {(s["player"], s["game"]) for s in json_out("stats", "--game", "scoundrel")} == {
        ("Ann", "scoundrel"), ("Bo", "scoundrel")}
    for typed in ("Ann", "ann", "ANN"):
        found = json_out("stats", "--player", typed)
        assert {(s["player"], s["game"]) for s in found} == {("Ann", "dungeon-dice"),
                                                             ("Ann", "scoundrel")}
        assert {s["game"]: s["played"] for s in found} == {"dungeon-dice": 4, "scoundrel": 2}
    assert [(s["player"], s["played"]) for s in json_out(
        "stats", "--player", "bo", "--game", "dungeon-dice")] == [("Bo", 4)]
    assert json_out("stats", "--player", "nobody") == []
    assert json_out("stats", "--game", "halunken") == []
    assert_one_error(invoke("stats", "--game", "chess"), 2, "chess")


def test_stats_tables_and_charts_fit_80_columns(home: Path) -> None:
    stats_stock(home)
    result = invoke("stats")
    assert_ok(result)
    out = result.output
    fits(out)
    for text in ("Dungeon dice: statistics", "Scoundrel: statistics", "Player", "Games", "Wins",
                 "Rate", "Best", "Mean", "Median", "Streak", "Trend", "75%",
                 "Dungeon dice: score over time", "Dungeon dice: how often each score",
                 "Streak: current/longest run of wins."):
        assert text in out, text
    assert "13.5" in out and "12.5" in out and "3/3" in out  # Ann's mean, median, streaks
    german = invoke("stats", "--lang", "de")
    assert_ok(german)
    fits(german.output)
    for text in ("Dungeon-Würfel: Statistik", "Spieler", "Spiele", "Siege", "Quote", "Mittel",
                 "Serie", "Verlauf", "Dungeon-Würfel: Punkte im Verlauf",
                 "Dungeon-Würfel: Häufigkeit der Punkte", "Siegesserie"):
        assert text in german.output, text


def test_stats_with_many_long_names_still_fit(home: Path) -> None:
    names = ["Maximiliane von Hohenzollern-Sigmaringen", "Bartholomäus Kleinschmidt",
             "Cy", "Dorothea"]
    for day in range(1, 9):
        put_result(home, "halunken", names, [day * 7 % 40, 30, day * 3, 101 - day],
                   [names[3]], day=day)
    for lang in ("en", "de"):
        result = invoke("stats", "--lang", lang)
        assert_ok(result)
        fits(result.output)
        history = invoke("history", "--lang", lang)
        assert_ok(history)
        fits(history.output)


def test_stats_without_finished_games(home: Path) -> None:
    assert invoke("stats").output.strip() == "No finished games yet."
    put(home, fresh(dd(4, cut=7), 1))
    assert invoke("stats").output.strip() == "No finished games yet."
    assert invoke("stats", "--lang", "de").output.strip() == "Noch keine beendeten Spiele."
    assert json_out("stats") == []


def test_stats_of_real_bot_games(home: Path) -> None:
    records = [fresh(dd(seed), seed) for seed in (3, 4, 5)]
    put(home, *records)
    expected: dict[str, list[tuple[int, bool]]] = {}
    for record in records:
        _, result = outcome(record)
        assert result is not None
        for seat in result["players"]:
            expected.setdefault(seat["name"], []).append(
                (seat["total"], seat["name"] in result["winners"]))
    for line in json_out("stats", "--game", "dungeon-dice"):
        mine = expected[line["player"]]
        assert line["played"] == len(mine) == 3
        assert line["wins"] == sum(won for _, won in mine)
        assert line["best"] == max(total for total, _ in mine)
        assert [s["total"] for s in line["scores"]] == [total for total, _ in mine]


def test_stats_follow_a_person_whatever_the_case(home: Path) -> None:
    put_result(home, "dungeon-dice", ["Ann", "Bo"], [10, 2], ["Ann"], day=1)
    put_result(home, "dungeon-dice", ["ann", "Bo"], [11, 2], ["ann"], day=2)
    put_result(home, "dungeon-dice", ["Bo", "ANN"], [7, 1], ["Bo"], day=3)
    found = json_out("stats", "--player", "ANN")
    assert [(s["player"], s["game"], s["played"], s["wins"], s["longest_streak"],
             s["current_streak"]) for s in found] == [("Ann", "dungeon-dice", 3, 2, 2, 0)]
    everyone = json_out("stats")
    assert sorted((s["player"], s["played"]) for s in everyone) == [("Ann", 3), ("Bo", 3)]
    text = invoke("stats")
    assert_ok(text)
    assert "ann " not in text.output and "ANN" not in text.output  # shown as first written


# --- export -------------------------------------------------------------------------------------


def test_export_one_game(home: Path, tmp_path: Path) -> None:
    record = fresh(dd(3), 1)
    put(home, record)
    path = tmp_path / "one.json"
    result = invoke("export", "1", str(path))
    assert_ok(result)
    # the line wraps at 80 columns where it may: compare the words
    assert " ".join(result.output.split()).startswith(f"Wrote {path} (games: 1).")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tabletop-record"
    assert Record.model_validate(data) == record
    assert data["uid"] == record.uid and data["created"] == record.created
    assert len(data["events"]) == len(record.events)


def test_export_default_file_name_and_german(home: Path) -> None:
    put(home, fresh(dd(3), 1), fresh(simulated("scoundrel", 8, ("Ann",)), 2))
    result = invoke("export", "2", "--lang", "de")
    assert_ok(result)
    assert "tabletop-scoundrel-2.json geschrieben (Spiele: 1)." in result.output
    assert json.loads(Path("tabletop-scoundrel-2.json").read_text())["game"] == "scoundrel"
    result = invoke("export", "--all")
    assert_ok(result)
    assert "Wrote tabletop-all.json (games: 2)." in result.output
    assert len(json.loads(Path("tabletop-all.json").read_text())["records"]) == 2


def test_export_all(home: Path, tmp_path: Path) -> None:
    games = stock(home)
    path = tmp_path / "all.json"
    # game 2 is not over: its seed deals its hidden cards again (issue #37)
    assert_one_error(invoke("export", "--all", str(path)), 1, "Game 2 is not over",
                     "--with-seed")
    assert not path.exists()
    result = invoke("export", "--all", str(path), "--with-seed")
    assert_ok(result)
    assert "(games: 4)" in " ".join(result.output.split())
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "tabletop-records"
    assert [Record.model_validate(r) for r in data["records"]] == list(games.values())


def test_export_of_an_empty_store(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "none.json"
    assert_ok(invoke("export", "--all", str(path)))
    assert json.loads(path.read_text()) == {"format": "tabletop-records",
                                            "schema_version": schema.VERSION, "records": []}


@pytest.mark.parametrize(("args", "code"), [
    ([], 2), (["abc"], 2), (["1", "a.json", "b.json"], 2), (["--all", "a.json", "b.json"], 2),
    (["7", "x.json"], 1), (["1", "no-such-folder/x.json"], 1),
])
def test_export_errors(home: Path, args: list[str], code: int) -> None:
    put(home, fresh(dd(3), 1))
    result = invoke("export", *args)
    assert_one_error(result, code)
    assert not Path("x.json").exists()


# --- import -------------------------------------------------------------------------------------


def test_a_game_moves_to_another_home_and_goes_on_there(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    finished, unfinished = fresh(dd(3), 1), fresh(dd(6, ("Ann", "Cy"), cut=4), 2)
    put(home, finished, unfinished)
    first_rows = rows(home)
    path = tmp_path / "carry.json"
    assert_ok(invoke("export", "--all", str(path), "--with-seed"))
    other = tmp_path / "other-home"
    monkeypatch.setenv("TABLETOP_HOME", str(other))
    # the other home has a game of its own already
    put(other, fresh(simulated("scoundrel", 8, ("Dee",)), 9))
    result = invoke("import", str(path))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 2 (IDs 2–3); already here: 0."
    listed = {g["id"]: g for g in json_out("history")}
    assert set(listed) == {1, 2, 3}
    assert (listed[2]["result"], listed[2]["entries"]) == (outcome(finished)[1],
                                                           len(finished.events))
    assert (listed[3]["status"], listed[3]["entries"]) == ("playing", len(unfinished.events))
    shown = invoke("show", "2")
    assert_ok(shown)
    assert shown.output.startswith(f"Game 2: Dungeon dice, {local(finished.created)}, ")
    assert {s["player"] for s in json_out("stats", "--game", "dungeon-dice")} == {"Ann", "Bo"}
    # the unfinished game goes on in the new home, exactly as it would have in the old one
    resumed = invoke("resume", "3")
    assert_ok(resumed)
    assert f"Resuming game 3 · Dungeon dice · {len(unfinished.events)} entries" in resumed.output
    assert resumed.output.rstrip().endswith("Game over.")
    store = Store(db_path(other))
    try:
        assert store.log.load(3).events == dd(6, ("Ann", "Cy")).events
        assert store.results.row(3).result == outcome(dd(6, ("Ann", "Cy")))[1]
    finally:
        store.close()
    assert rows(home) == first_rows  # the first home is untouched


def test_importing_the_same_games_again_skips_them(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    put(home, fresh(dd(3), 1), fresh(dd(4, cut=7), 2))
    one, every = tmp_path / "one.json", tmp_path / "all.json"
    assert_ok(invoke("export", "1", str(one)))
    assert_ok(invoke("export", "--all", str(every), "--with-seed"))
    # into the home they came from: nothing new
    result = invoke("import", str(every))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 0 (IDs –); already here: 2."
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "second"))
    assert invoke("import", str(one)).output.strip() == \
        "Games imported: 1 (IDs 1); already here: 0."
    assert invoke("import", str(every)).output.strip() == \
        "Games imported: 1 (IDs 2); already here: 1."
    before = rows(tmp_path / "second")
    again = invoke("import", str(every), "--lang", "de")
    assert_ok(again)
    assert again.output.strip() == "Spiele übernommen: 0 (IDs –); schon vorhanden: 2."
    assert rows(tmp_path / "second") == before


def test_a_game_twice_in_one_file_is_imported_once(home: Path, tmp_path: Path) -> None:
    record = fresh(dd(3), 1)
    payload = {"format": "tabletop-records",
               "records": [json.loads(record.model_dump_json())] * 2}
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(payload), encoding="utf-8")
    result = invoke("import", str(path))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 1 (IDs 1); already here: 1."
    assert [g["id"] for g in json_out("history")] == [1]


def test_an_imported_game_keeps_its_result_and_people(home: Path, tmp_path: Path) -> None:
    record = fresh(dd(3, ("Ann", "Bo")), 1)
    path = tmp_path / "g.json"
    path.write_text(record.model_dump_json(), encoding="utf-8")
    assert_ok(invoke("import", str(path)))
    store = Store(db_path(home))
    try:
        assert store.log.load(1) == record
        assert store.results.row(1).result == outcome(record)[1]
        assert store.results.row(1).status == "over"
        assert store.results.player_name("ann") == "Ann"
        assert [r.id for r in store.results.games(player="BO")] == [1]
    finally:
        store.close()


def test_a_challenge_game_joins_its_challenge_in_the_other_home(home: Path,
                                                                 tmp_path: Path) -> None:
    """A same-deal challenge is named by its deal and rules, the same in every home: exported
    and imported, the game is on that challenge's leaderboard there too."""
    options = registry.get("scoundrel").meta.options().model_dump()
    record = fresh(simulated("scoundrel", 8, ("Ann",)), 1).model_copy(
        update={"challenge": challenge_key(8, options, DEALER)})
    path = tmp_path / "g.json"
    path.write_text(record.model_dump_json(), encoding="utf-8")
    assert_ok(invoke("import", str(path)))
    store = Store(db_path(home))
    try:
        played = store.results.games(challenge=challenge_key(8, options, DEALER))
        assert [r.id for r in played] == [1]
        assert store.log.load(1).challenge == challenge_key(8, options, DEALER)
    finally:
        store.close()
    exported = tmp_path / "back.json"
    assert_ok(invoke("export", "1", str(exported)))
    assert Record.model_validate_json(exported.read_text("utf-8")).challenge == record.challenge


GOOD = dd(3)


def good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOOD.model_copy(update={"uid": "f" * 32}).model_dump_json())
    return data


def without(key: str) -> dict[str, Any]:
    data = good()
    del data[key]
    return data


def changed(**values: Any) -> dict[str, Any]:
    return {**good(), **values}


def with_event(index: int, event: dict[str, Any]) -> dict[str, Any]:
    data = good()
    data["events"][index] = event
    return data


def record_set(*records: dict[str, Any]) -> dict[str, Any]:
    return {"format": "tabletop-records", "records": list(records)}


BAD_FILES: dict[str, tuple[Any, str]] = {
    "not json": ("{this is not json", "not JSON"),
    "empty file": ("", "not JSON"),
    "truncated": (json.dumps(good())[:-40], "not JSON"),
    "a json list": ([1, 2, 3], "no tabletop format field"),
    "a json string": ("\"tabletop-record\"", "no tabletop format field"),
    "no format field": ({k: v for k, v in good().items() if k != "format"},
                        "no tabletop format field"),
    "wrong format field": (changed(format="chess-pgn"), "no tabletop format field"),
    "a record labelled as a set": (changed(format="tabletop-records"), "is damaged"),
    "missing players": (without("players"), "players"),
    "missing game": (without("game"), "game"),
    "missing events of a set": ({"format": "tabletop-records"}, "records"),
    "an event missing its kind": (with_event(0, {"actor": 0, "data": {}}), "events.0.kind"),
    "unknown game": (changed(game="chess"), "unknown kind 'chess'"),
    "unknown option": (changed(options={"castling": True}), "does not replay"),
    "bad option value": (changed(options={"heroes": "all"}), "does not replay"),
    "an unknown action": (with_event(5, {"actor": 0, "kind": "teleport", "data": {}}),
                          "does not replay"),
    "events in the wrong order": (changed(events=list(reversed(good()["events"]))),
                                  "does not replay"),
    "a decision by a seat nobody has": (with_event(0, {"actor": 5, "kind": "hero",
                                                       "data": {"hero": "knight"}}),
                                        "does not replay"),
    "event data of the wrong shape": (with_event(0, {"actor": 0, "kind": "hero",
                                                     "data": {"hero": [1, 2]}}),
                                      "does not replay"),
    "players not a list": (changed(players="Ann, Bo"), "players"),
    "seed not a number": (changed(seed="three"), "seed"),
    "actor not a seat": (with_event(0, {"actor": "somebody", "kind": "hero", "data": {}}),
                         "actor"),
    "events not a list": (changed(events={"0": "hero knight"}), "events"),
    "options not an object": (changed(options=["heroes", "deal"]), "options"),
    "bots not seats": (changed(bots=["Robo"]), "bots"),
    "mode unknown": (changed(mode="online"), "mode"),
    "an extra field": (changed(cheat=True), "cheat"),
    "a set with one unknown game": (record_set(good(), changed(uid="e" * 32, game="chess")),
                                    "Game 2 in the file is of an unknown kind 'chess'"),
    "a set with one game that does not replay": (
        record_set(good(), {**with_event(3, {"actor": 1, "kind": "teleport", "data": {}}),
                            "uid": "d" * 32}),
        "Game 2 in the file does not replay"),
    "a set with a damaged record": (record_set(good(), without("players")), "records.1"),
    "no players at all": (json.loads(Record(game="halunken", players=[])
                                     .model_dump_json()), "not 0"),
    "two players for a solo game": (json.loads(Record(game="scoundrel",
                                                      players=["Ann", "Bo"], seed=4)
                                               .model_dump_json()), "not 2"),
    "more players than the game has seats": (changed(players=list("ABCDE")), "not 5"),
    "a bot in a seat nobody has": (changed(bots=[0, 7]), "seat 7"),
    "a bot the game does not have": (changed(strategies={"0": "cheater"}), "cheater"),
    "a challenge of another deal": (changed(challenge="99:{}"), "challenge '99:{}'"),
}


def test_the_file_the_bad_ones_are_made_from_imports(home: Path, tmp_path: Path) -> None:
    put(home, fresh(dd(4, cut=7), 1))
    path = tmp_path / "good.json"
    path.write_text(json.dumps(good()), encoding="utf-8")
    result = invoke("import", str(path))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 1 (IDs 2); already here: 0."


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_bad_file_changes_nothing_and_says_why(home: Path, tmp_path: Path, case: str) -> None:
    put(home, fresh(dd(4, cut=7), 1))
    payload, fragment = BAD_FILES[case]
    path = tmp_path / "bad.json"
    path.write_text(payload if isinstance(payload, str) else json.dumps(payload),
                    encoding="utf-8")
    before = db_path(home).read_bytes()
    before_rows = rows(home)
    line = assert_one_error(invoke("import", str(path)), 1, fragment)
    assert line.endswith("Nothing was imported."), line
    assert rows(home) == before_rows
    assert db_path(home).read_bytes() == before


def test_a_bad_file_says_why_in_german(home: Path, tmp_path: Path) -> None:
    put(home, fresh(dd(3), 1))
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(changed(game="chess")), encoding="utf-8")
    before = db_path(home).read_bytes()
    assert_one_error(invoke("import", str(path), "--lang", "de"), 1, "unbekannter Art 'chess'",
                     "Nichts wurde übernommen.")
    path.write_text("{", encoding="utf-8")
    assert_one_error(invoke("import", str(path), "--lang", "de"), 1, "kein JSON")
    assert db_path(home).read_bytes() == before


def test_a_file_that_is_not_text(home: Path, tmp_path: Path) -> None:
    put(home, fresh(dd(3), 1))
    path = tmp_path / "photo.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe")
    before = db_path(home).read_bytes()
    assert_one_error(invoke("import", str(path)), 1, "is not UTF-8 text")  # issue #28
    assert db_path(home).read_bytes() == before


def test_a_bad_file_into_an_empty_home_leaves_no_games(home: Path, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text("nonsense", encoding="utf-8")
    assert_one_error(invoke("import", str(path)), 1, "not JSON")
    assert not db_path(home).exists() or rows(home) == []


def test_import_usage_errors(home: Path, tmp_path: Path) -> None:
    put(home, fresh(dd(3), 1))
    before = db_path(home).read_bytes()
    assert_one_error(invoke("import", str(tmp_path / "missing.json")), 2,
                     f"File not found: {tmp_path / 'missing.json'}")
    assert_one_error(invoke("import", str(tmp_path)), 2, "is a folder")  # issue #28
    result = invoke("import")
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert db_path(home).read_bytes() == before


def test_an_unfinished_human_game_moves_and_resumes(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hotseat game left at the first prompt is carried over and resumed there."""
    started = invoke("dungeon-dice", "play", "--seed", "4", "--player", "Ann", "--bot", "Robo",
                     input=moves("quit"))
    assert_ok(started)
    assert "Saved. Continue with: tabletop resume 1" in started.output
    path = tmp_path / "carry.json"
    # its seed deals the rest: written only when asked for (issue #37)
    assert_one_error(invoke("export", "1", str(path)), 1, "Game 1 is not over", "--with-seed")
    assert not path.exists()
    assert_ok(invoke("export", "1", str(path), "--with-seed"))
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "laptop"))
    assert_ok(invoke("import", str(path)))
    assert json_out("history")[0]["status"] == "playing"
    resumed = invoke("resume", "1", input=moves("hero knight", "quit"))
    assert_ok(resumed)
    assert "Resuming game 1 · Dungeon dice" in resumed.output
    assert "Saved. Continue with: tabletop resume 1" in resumed.output
    store = Store(db_path(tmp_path / "laptop"))
    try:
        record = store.log.load(1)
    finally:
        store.close()
    assert [(e.actor, e.kind, e.data) for e in record.event_list()][:1] == [
        (0, "hero", {"hero": "knight"})]


def test_history_and_stats_keep_the_games_of_one_mode(home: Path) -> None:
    """Issue #22: a game says how it was played (own devices, one device passed around, at the
    table, tallied), and history and stats can keep one way."""
    from tabletop.registry import get
    from tabletop.session.session import Session, make_options
    from tabletop.session.table import DEVICE, SEAT, Place, Table
    from tabletop.store.database import Store

    game = get("halunken")
    store = Store()
    for mode, names in (("devices", ["Ann", "Bo"]), ("play", ["Cy", "Di"])):
        session = Session.start(game, make_options(game, {}), names, mode=mode, seed=3,
                                store=store)
        table = Table(session)
        table.advance()
        while not table.over:
            awaiting = table.awaiting()
            place = Place(SEAT, awaiting.player) if mode == "devices" else Place(
                DEVICE, ready=awaiting.player)  # type: ignore[union-attr]
            table.answer(place, Pick(0))
    store.close()
    own = invoke("history", "--mode", "devices", "--json")
    assert_ok(own)
    rows = json.loads(own.stdout)["games"]
    assert [(row["mode"], row["players"]) for row in rows] == [("devices", ["Ann", "Bo"])]
    stats = json.loads(invoke("stats", "--mode", "play", "--json").stdout)["stats"]
    assert {line["player"] for line in stats} == {"Cy", "Di"}
    wrong = invoke("stats", "--mode", "phones")
    assert wrong.exit_code == 2
    assert "Unknown mode 'phones'; modes are: play, devices, table, tally." in wrong.output
