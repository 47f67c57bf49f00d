"""``tabletop import`` (and ``replay`` of an exported file) checks everything in a record before
anything is stored (issue #13): dates every screen can show, integers SQLite can hold, sizes,
nesting, characters that are characters, names a person may have, and a seed's deal."""

from __future__ import annotations

import json
import sqlite3
import uuid
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from tabletop import registry
from tabletop.events import challenge_key
from tabletop.session.dealers import DEALER

from .support import (
    assert_ok,
    assert_one_error,
    db_path,
    dealt_game,
    invoke,
    open_store,
    record_of,
    skip_disk_waits,
)


@pytest.fixture(autouse=True)
def quick_commits(monkeypatch: pytest.MonkeyPatch) -> None:
    skip_disk_waits(monkeypatch)


@cache
def _played(game_id: str, seed: int, players: tuple[str, ...]) -> str:
    session = dealt_game(registry.get(game_id), list(players), seed)
    return record_of(session).model_dump_json()


def played(game_id: str = "scoundrel", seed: int = 4,
           players: tuple[str, ...] = ("Ann",)) -> dict[str, Any]:
    """A finished game as ``export`` writes it, with a uid of its own."""
    data: dict[str, Any] = json.loads(_played(game_id, seed, players))
    data["uid"] = uuid.uuid4().hex
    return data


def write(data: Any, name: str = "game.json") -> Path:
    path = Path(name)
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def snapshot(home: Path) -> list[Any]:
    if not db_path(home).exists():
        return []
    conn = sqlite3.connect(db_path(home))
    try:
        return [conn.execute(f"SELECT * FROM {table}").fetchall()
                for table in ("games", "events", "players", "seats")]
    finally:
        conn.close()


def refused(home: Path, data: Any, *fragments: str) -> str:
    """Import refuses with one line and exit 1, and the store is as it was; replaying the same
    file is refused too."""
    open_store(home).close()
    before = snapshot(home)
    path = write(data)
    line = assert_one_error(invoke("import", str(path)), 1, *fragments)
    assert line.endswith("Nothing was imported."), line
    assert snapshot(home) == before
    record = data if isinstance(data, dict) and data.get("format") == "tabletop-record" else None
    if record is not None and record.get("game") in registry.games():
        assert_one_error(invoke(record["game"], "replay", str(path)), 1)
    return line


def test_a_valid_record_imports_and_every_screen_shows_it(home: Path) -> None:
    assert_ok(invoke("import", str(write(played()))))
    for command in (["history"], ["stats"], ["show", "1"]):
        assert_ok(invoke(*command))


# --- dates --------------------------------------------------------------------------------------


@pytest.mark.parametrize("date", [
    "9999-12-31T23:59:59-12:00",  # accepted once, then history, stats and show crashed
    "0001-01-01T00:00:00+14:00", "1969-12-31T23:59:59+00:00", "9999-01-01T00:00:00",
    "yesterday", "", "2024-02-30T12:00:00+00:00", "2024-03-01T25:00:00+00:00"])
def test_a_date_out_of_bounds_is_refused(home: Path, date: str) -> None:
    refused(home, {**played(), "created": date}, "Game 1 in the file is refused", "date")


@pytest.mark.parametrize("date", ["2024-03-01T12:00:00+00:00", "2024-03-01T12:00:00",
                                  "2024-03-01T12:00:00Z", "1970-01-02T00:00:00+00:00",
                                  "9998-06-01T00:00:00-12:00"])
def test_a_sane_date_is_taken_and_shown(home: Path, date: str) -> None:
    assert_ok(invoke("import", str(write({**played(), "created": date}))))
    for command in (["history"], ["stats"], ["show", "1"]):
        assert_ok(invoke(*command))


# --- integers, sizes, nesting, characters -------------------------------------------------------


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, 2**64, 10**30])
def test_an_integer_sqlite_cannot_hold_is_refused(home: Path, value: int) -> None:
    refused(home, {**played(), "seed": value}, "number at seed", "out of range")
    data = played()
    data["events"][1]["data"]["extra"] = [1, {"n": value}]
    refused(home, data, "events.1.data.extra.1.n")


def test_the_largest_integers_sqlite_holds_are_taken(home: Path) -> None:
    for seed in (2**63 - 1, -(2**63)):
        data = {**played(), "seed": seed, "events": []}
        assert_ok(invoke("import", str(write(data))))


def test_a_huge_name_is_refused_quickly_and_in_full(home: Path) -> None:
    """A 50 MB name made ``history`` run for minutes (issue #13)."""
    line = refused(home, {**played(), "players": ["x" * 50_000_000]}, "more than 4 MB")
    assert len(line) < 200


@pytest.mark.parametrize("name", ["x" * 33, "Ann\x1b[2J", "Ann\u200b", "", "   "])
def test_a_name_nobody_may_have_is_refused(home: Path, name: str) -> None:
    line = refused(home, {**played(), "players": [name]}, "name of player 1")
    assert "\x1b" not in line


def test_a_name_is_kept_as_the_names_module_writes_it(home: Path) -> None:
    assert_ok(invoke("import", str(write({**played(), "players": ["  Ann   Lee "]}))))
    assert json.loads(invoke("history", "--json").stdout)["games"][0]["players"] == ["Ann Lee"]


def test_a_long_text_anywhere_is_refused(home: Path) -> None:
    refused(home, {**played(), "uid": "1" * 5000}, "uid",
            "longer than 4096")


@pytest.mark.parametrize("depth", [40, 3000, 100_000])
def test_deep_nesting_is_one_line(home: Path, depth: int) -> None:
    """3,000 nested brackets gave a RecursionError (issue #13)."""
    text = json.dumps({**played(), "options": "HOLE"}).replace(
        '"HOLE"', "[" * depth + "]" * depth)
    line = refused(home, text, "nested")
    assert len(line) < 300


@pytest.mark.parametrize("where", ["players", "kind", "key", "data"])
def test_a_lone_surrogate_is_refused(home: Path, where: str) -> None:
    """``\\ud800`` crashed replay and the insert (issue #13)."""
    data = played()
    if where == "players":
        data["players"] = ["Ann\ud800"]
    elif where == "kind":
        data["events"][0]["kind"] = "\udfff"
    elif where == "key":
        data["events"][0]["data"]["\ud800"] = 1
    else:
        data["events"][0]["data"]["values"] = ["\ud800"]
    refused(home, json.dumps(data), "surrogate")


def test_a_pair_of_surrogates_is_one_character(home: Path) -> None:
    text = json.dumps({**played(), "players": ["Ann \U0001f600"]})
    assert "\\ud83d\\ude00" in text
    assert_ok(invoke("import", str(write(text))))


@pytest.mark.parametrize("number", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_numbers_json_does_not_have(home: Path, number: str) -> None:
    text = json.dumps({**played(), "seed": "HOLE"}).replace('"HOLE"', number)
    open_store(home).close()
    before = snapshot(home)
    assert_one_error(invoke("import", str(write(text))), 1, "Nothing was imported.")
    assert snapshot(home) == before


@pytest.mark.parametrize("uid", ["", "x" * 65, "a b", "../../etc", "ünï"])
def test_a_uid_that_is_no_uid(home: Path, uid: str) -> None:
    refused(home, {**played(), "uid": uid}, "uid")


# --- the deal of a seed -------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "players"), [("scoundrel", ("Ann",)),
                                               ("dungeon-dice", ("Ann", "Bo")),
                                               ("halunken", ("Ann", "Bo", "Cy"))])
def test_a_game_relabelled_with_another_seed_is_refused(home: Path, game: str,
                                                        players: tuple[str, ...]) -> None:
    """Played on seed 1, relabelled seed 7, it topped seed 7's leaderboard (issue #13)."""
    data = played(game, 1, players)
    assert_ok(invoke("import", str(write(data))))
    line = refused(home, {**played(game, 1, players), "seed": 7},
                   "Game 1 in the file is refused", "seed 7 deals")
    assert "entry" in line


def test_a_relabelled_challenge_game_stays_off_the_leaderboard(home: Path) -> None:
    data = played("scoundrel", 1)
    key = challenge_key(7, data["options"], DEALER)
    refused(home, {**data, "seed": 7, "challenge": key}, "seed 7 deals")
    store = open_store(home)
    try:
        assert store.results.games(challenge=key) == []
    finally:
        store.close()


def test_the_seeds_own_cards_in_other_entries_are_still_its_deal(home: Path) -> None:
    """A room written as one entry of four cards, as a transcript writes it, is the same deal
    as the dealer's four entries of one card."""
    data = played("scoundrel", 3)
    chances = [e for e in data["events"][:4] if e["actor"] == "chance"]
    assert len(chances) == 4
    room = {"actor": "chance", "kind": chances[0]["kind"],
            "data": {"values": [v for e in chances for v in e["data"]["values"]]}}
    assert_ok(invoke("import", str(write({**data, "events": [room, *data["events"][4:]]}))))


def test_a_game_without_a_seed_may_have_any_deal(home: Path) -> None:
    assert_ok(invoke("import", str(write({**played("scoundrel", 1), "seed": None,
                                          "mode": "table"}))))


def test_dice_in_another_order_are_named(home: Path) -> None:
    """The same faces rolled in another order are another roll of the seed."""
    data = played("dungeon-dice", 2, ("Ann", "Bo"))
    index = max(i for i, e in enumerate(data["events"]) if e["actor"] == "chance"
                and len(set(e["data"]["values"])) > 1)
    values = data["events"][index]["data"]["values"]
    first = next(i for i, v in enumerate(values) if v != values[0])
    values[0], values[first] = values[first], values[0]
    refused(home, data, f"entry {index + 1} is not what seed 2 deals")


# --- many games ---------------------------------------------------------------------------------


def test_many_games_are_summarised_by_their_id_range(home: Path) -> None:
    records = [played("scoundrel", seed) for seed in range(1, 31)]
    path = write({"format": "tabletop-records", "records": [*records, records[0]]})
    result = invoke("import", str(path))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 30 (IDs 1–30); already here: 1."


def test_one_bad_game_at_the_end_of_many_stores_none(home: Path) -> None:
    records = [played("scoundrel", seed) for seed in range(1, 6)]
    records.append({**played("scoundrel", 9), "created": "9999-12-31T23:59:59-12:00"})
    line = refused(home, {"format": "tabletop-records", "records": records},
                   "Game 6 in the file is refused")
    assert "date" in line


def test_a_tally_moves_with_its_answers_and_is_scored_again(home: Path) -> None:
    """A game played without the app is kept as its answers: imported, it is scored again, so
    a result edited in the file changes nothing."""
    assert_ok(invoke("dungeon-dice", "score", "-p", "Ann: xp=5", "-p", "Bo: xp=3"))
    exported = invoke("export", "1", "-")
    assert_ok(exported)
    data = json.loads(exported.stdout)
    result = invoke("import", "-", input=json.dumps({**data, "uid": uuid.uuid4().hex}))
    assert_ok(result)
    assert result.output.strip() == "Games imported: 1 (IDs 2); already here: 0."
    games = {g["id"]: g for g in json.loads(invoke("history", "--json").stdout)["games"]}
    assert games[2]["result"] == games[1]["result"]
    forged = {**data, "uid": uuid.uuid4().hex, "tally": {"player": ["Ann: xp=99", "Bo: xp=3"]},
              "players": ["Ann", "Cy"]}
    refused(home, forged, "Game 1 in the file")


def test_one_person_in_two_seats_is_refused(home: Path) -> None:
    """Seats in a file are checked as --player and --bot are: no person twice (issue #13)."""
    record = {**played("dungeon-dice", 4, ("Ana", "Bo")), "players": ["Ana", "ANA"]}
    refused(home, record, "seats can't be kept")
