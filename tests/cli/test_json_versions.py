"""Every JSON text tabletop writes says its ``schema_version`` (issue #14): the ``--json``
outputs, ``show --json`` and the export files, which validate against the shipped JSON
Schema; ``import`` and ``replay`` read exports with and without it and refuse a newer one in
one line."""

from __future__ import annotations

import json
import uuid
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from tabletop import plugin, registry
from tabletop.events import Record
from tabletop.records import schema
from tabletop.session.session import Session

from .support import (
    assert_ok,
    assert_one_error,
    dealt_game,
    invoke,
    record_of,
    skip_disk_waits,
    store_records,
)

PLAYERS = {"dungeon-dice": ["Ann", "Bo"], "halunken": ["Ann", "Bo", "Cy"], "scoundrel": ["Ann"]}


@cache
def records() -> tuple[Record, ...]:
    made = []
    for game_id, players in PLAYERS.items():
        game = registry.get(game_id)
        bots = [] if game_id == "scoundrel" else list(range(len(players)))
        session = dealt_game(game, players, 3, bots=bots)
        made.append(record_of(session).model_copy(update={"uid": uuid.uuid4().hex}))
    return tuple(made)


@pytest.fixture
def stored(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    skip_disk_waits(monkeypatch)
    store_records(home, records())
    tallied = invoke("scoundrel", "score", "--result", "won", "--health", "7", "--player",
                     "Dee", "--json")
    assert_ok(tallied)
    return home


def out_json(*args: str) -> Any:
    result = invoke(*args)
    assert_ok(result)
    return json.loads(result.stdout)


def validator() -> jsonschema.protocols.Validator:
    found = json.loads(schema.SCHEMA_FILE.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(found)
    cls.check_schema(found)
    return cls(found)  # type: ignore[no-any-return]


# ---- --json outputs ------------------------------------------------------------------------


def test_records_verbs_print_their_version(stored: Path) -> None:
    history = out_json("history", "--json")
    assert history["schema_version"] == schema.VERSION
    assert [g["id"] for g in history["games"]] == [4, 3, 2, 1]
    stats = out_json("stats", "--json")
    assert stats["schema_version"] == schema.VERSION
    assert {(s["player"], s["game"]) for s in stats["stats"]} >= {("Ann", "scoundrel")}


def test_show_json_has_the_log_the_score_and_the_position(stored: Path) -> None:
    for game_id, record in enumerate(records(), 1):
        shown = out_json("show", str(game_id), "--json")
        assert next(iter(shown)) == "schema_version"
        game = registry.get(record.game)
        assert shown["log"] == [game.notation(e) for e in record.event_list()]
        assert shown["game"] == record.game and shown["uid"] == record.uid
        assert shown["dealer"] == record.dealer
        assert shown["score"]["status"] == shown["status"]
        names = [p["name"] for p in shown["score"]["players"]]
        assert names == record.players
        assert shown["position"] == json.loads(json.dumps(
            plugin.summary(game, Session.from_record(game, record).state)))
    tallied = out_json("show", "4", "--json")
    assert tallied["mode"] == "tally" and tallied["log"] == [] and tallied["position"] is None
    assert tallied["tally"] and tallied["score"]["players"][0]["name"] == "Dee"


def test_show_json_of_no_such_game_is_one_line(stored: Path) -> None:
    assert_one_error(invoke("show", "99", "--json"), 1, "99")


def test_game_verbs_print_their_version(stored: Path, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    assert_ok(invoke("export", "3", str(path)))
    replayed = out_json("scoundrel", "replay", str(path), "--json")
    assert replayed["schema_version"] == schema.VERSION and "status" in replayed
    scored = out_json("scoundrel", "score", "--result", "won", "--health", "5", "--no-save",
                      "--json")
    assert scored["schema_version"] == schema.VERSION and scored["status"] == "won"
    simulated = out_json("scoundrel", "simulate", "--games", "2", "--jobs", "1", "--json")
    assert simulated["schema_version"] == schema.VERSION


# ---- export files and the schema -----------------------------------------------------------


def test_exports_validate_with_and_without_their_version(stored: Path, tmp_path: Path) -> None:
    check = validator()
    for game_id in range(1, 5):
        path = tmp_path / f"{game_id}.json"
        assert_ok(invoke("export", str(game_id), str(path)))
        data = json.loads(path.read_text(encoding="utf-8"))
        assert list(data)[:2] == ["format", "schema_version"]
        check.validate(data)
    every = tmp_path / "all.json"
    assert_ok(invoke("export", "--all", str(every)))
    data = json.loads(every.read_text(encoding="utf-8"))
    assert list(data) == ["format", "schema_version", "records"] and len(data["records"]) == 4
    check.validate(data)
    assert list(check.iter_errors({**data, "records": [{"game": 1}]}))
    assert list(check.iter_errors({**data, "schema_version": schema.VERSION + 1}))


def test_the_schema_refuses_what_import_refuses(stored: Path, tmp_path: Path) -> None:
    check = validator()
    path = tmp_path / "1.json"
    assert_ok(invoke("export", "1", str(path)))
    data = json.loads(path.read_text(encoding="utf-8"))
    for broken in ({**data, "extra": 1}, {k: v for k, v in data.items() if k != "game"},
                   {**data, "events": [{"actor": "nobody", "kind": "x"}]}):
        assert list(check.iter_errors(broken)), broken


# ---- reading older and newer files ---------------------------------------------------------


def exported(home: Path, tmp_path: Path, game_id: int = 3) -> dict[str, Any]:
    path = tmp_path / "game.json"
    assert_ok(invoke("export", str(game_id), str(path), "--force"))
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def fresh_home(home: Path) -> None:
    for file in home.iterdir():
        file.unlink()


def write(tmp_path: Path, name: str, data: Any) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_import_reads_files_with_and_without_a_version(stored: Path, tmp_path: Path) -> None:
    data = exported(stored, tmp_path)
    older = {k: v for k, v in data.items() if k != "schema_version"}
    fresh_home(stored)
    assert_ok(invoke("import", write(tmp_path, "older.json", older)))
    again = {**data, "uid": uuid.uuid4().hex}
    assert_ok(invoke("import", write(tmp_path, "now.json", again)))
    as_set = {"format": "tabletop-records", "records": [{**older, "uid": uuid.uuid4().hex}]}
    assert_ok(invoke("import", write(tmp_path, "set.json", as_set)))
    assert [g["id"] for g in out_json("history", "--json")["games"]] == [3, 2, 1]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_newer_export_is_refused_in_one_line(stored: Path, tmp_path: Path, lang: str) -> None:
    data = {**exported(stored, tmp_path), "uid": uuid.uuid4().hex,
            "schema_version": schema.VERSION + 1}
    words = {"en": ("newer tabletop", "update tabletop", "Nothing was imported"),
             "de": ("neueres tabletop", "aktualisiere tabletop", "Nichts wurde übernommen")}
    before = out_json("history", "--json")
    single = write(tmp_path, "newer.json", data)
    assert_one_error(invoke("import", single, "--lang", lang), 1, "newer.json", *words[lang])
    as_set = {"format": "tabletop-records", "schema_version": schema.VERSION + 1,
              "records": [{**data, "schema_version": schema.VERSION}]}
    assert_one_error(invoke("import", write(tmp_path, "set.json", as_set), "--lang", lang), 1,
                     "set.json", *words[lang][:2])
    assert_one_error(invoke("scoundrel", "replay", single, "--lang", lang), 1, words[lang][0])
    assert out_json("history", "--json") == before  # nothing changed
