"""Mutated exports: whatever a file holds, ``import`` takes it or refuses it with one line and
exit 1, never a traceback, and a refusal changes nothing in the store; ``replay`` of the same
file gives a result or one line (issue #13)."""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop import registry

from .support import dealt_game, invoke, record_of

ODD_TEXTS = ["\ud800", "\udfff", "x" * 5000, "9999-12-31T23:59:59-12:00", "0001-01-01",
             "2024-03-01T12:00:00", "chance", "room", "hero", "values", "scoundrel",
             "dungeon-dice", "halunken", "tabletop-record", "tabletop-records", "[/]",
             "\x1b[2J", "", " ", "7D", "KS", "knight"]

scalars = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 0, -1, 7]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12), st.sampled_from(ODD_TEXTS))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=8)


@cache
def export(game_id: str, seed: int, players: tuple[str, ...]) -> str:
    return record_of(dealt_game(registry.get(game_id), list(players), seed)).model_dump_json()


GAMES = [("scoundrel", 3, ("Ann",)), ("dungeon-dice", 5, ("Ann", "Bo")),
         ("halunken", 2, ("Ann", "Bo", "Cy"))]


def paths(value: Any, where: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield where
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, (*where, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from paths(inner, (*where, index))


def mutate(data: Any, draw: st.DrawFn) -> Any:
    where = draw(st.sampled_from(list(paths(data))))
    if not where:
        return draw(values)
    parent = data
    for step in where[:-1]:
        parent = parent[step]
    last = where[-1]
    action = draw(st.sampled_from(["replace", "delete", "insert", "copy"]))
    if action == "replace":
        parent[last] = draw(values)
    elif action == "delete":
        del parent[last]
    elif action == "insert" and isinstance(parent, dict):
        parent[draw(st.sampled_from([*parent, "extra", "seed", "uid"]))] = draw(values)
    elif action == "insert":
        parent.insert(last, draw(values))
    else:
        parent[last] = json.loads(json.dumps(data))
    return data


@st.composite
def mutated_files(draw: st.DrawFn) -> str:
    records = [json.loads(export(*draw(st.sampled_from(GAMES))))
               for _ in range(draw(st.integers(1, 2)))]
    data: Any = records[0] if len(records) == 1 and draw(st.booleans()) else {
        "format": "tabletop-records", "records": records}
    for _ in range(draw(st.integers(1, 3))):
        data = mutate(data, draw)
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    cut = draw(st.sampled_from(["none", "none", "truncate", "brackets", "byte"]))
    at = draw(st.integers(0, len(text)))
    if cut == "truncate":
        text = text[:at]
    elif cut == "brackets":
        depth = draw(st.integers(1, 4000))
        text = text[:at] + "[" * depth + "]" * depth + text[at:]
    elif cut == "byte":
        text = text[:at] + draw(st.sampled_from(["{", "}", ",", '"', "\\", "\ufeff", "\x00"])) \
            + text[at:]
    return text


@contextmanager
def a_home() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        saved = {key: os.environ.get(key) for key in ("TABLETOP_HOME", "TABLETOP_LANG",
                                                      "NO_COLOR", "COLUMNS")}
        os.environ.update(TABLETOP_HOME=str(Path(folder) / "home"), TABLETOP_LANG="en",
                          NO_COLOR="1", COLUMNS="80")
        try:
            yield Path(folder)
        finally:
            for key, value in saved.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value


def snapshot(home: Path) -> list[Any]:
    path = home / "tabletop.db"
    if not path.exists():
        return []
    conn = sqlite3.connect(path)
    try:
        return [conn.execute(f"SELECT * FROM {t}").fetchall() for t in ("games", "events")]
    finally:
        conn.close()


def one_line_or_ok(result: Any, what: str) -> None:
    assert "Traceback" not in result.output, (what, result.output)
    assert isinstance(result.exception, SystemExit) or result.exception is None, \
        (what, repr(result.exception))
    assert result.exit_code in (0, 1), (what, result.exit_code, result.output)
    if result.exit_code == 1:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("✗ "), (what, result.stderr)
        assert len(lines[0]) < 1000, (what, len(lines[0]))


EXAMPLES = int(os.environ.get("TABLETOP_FUZZ_EXAMPLES", "40"))  # more for a long run


@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=mutated_files())
def test_a_mutated_export_is_taken_or_refused_in_one_line(text: str) -> None:
    """Issue #13."""
    with a_home() as folder:
        home = folder / "home"
        base = folder / "base.json"
        base.write_text(export("scoundrel", 8, ("Dee",)), encoding="utf-8")
        assert invoke("import", str(base)).exit_code == 0  # a store with a game in it
        path = folder / "mutated.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        before = snapshot(home)
        result = invoke("import", str(path))
        one_line_or_ok(result, "import")
        if result.exit_code == 1:
            assert snapshot(home) == before
        for game_id in ("scoundrel", "dungeon-dice", "halunken"):
            one_line_or_ok(invoke(game_id, "replay", str(path), "--json"), "replay")
