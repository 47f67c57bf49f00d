"""Fuzz: records given to ``import`` (issue #13, "Files": a date of 9999-12-31, 3,000 nested
brackets, a lone surrogate, integers past SQLite's range).

A valid export with one to three random edits anywhere in it: imported, or refused in one
line and nothing stored; either way the store is read afterwards and lost no game.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store, seeded
from .strategies import hostile

DEEP = "\u2063deep\u2063"  # replaced in the file's text by 3,000 nested brackets
VALUES: tuple[Any, ...] = (
    2**63, 2**64, -(2**63) - 1, 10**400, -1, 0, 1.5, float("nan"), float("inf"), True, None, "",
    "\ud800", "x" * 100_000, [], {}, [1, 2], {"a": 1}, "9999-12-31T23:59:59-12:00",
    "0001-01-01T00:00:00+14:00", "not a date", DEEP, "chance", "Ana", 7, "scoundrel",
    "halunken", "dungeon-dice")


def places(node: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) in a JSON value, depth first."""
    found: list[tuple[Any, Any]] = []
    keys = list(node) if isinstance(node, dict) else range(len(node)) \
        if isinstance(node, list) else []
    for key in keys:
        found.append((node, key))
        found.extend(places(node[key]))
    return found


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    record = json.loads(draw(st.sampled_from(sorted(seeded().exports.items())))[1])
    record["uid"] = draw(st.uuids()).hex  # a game the store has not seen
    for _ in range(draw(st.integers(1, 3))):
        spots = places(record)
        parent, key = draw(st.sampled_from(spots))
        edit = draw(st.sampled_from(("value", "value", "hostile", "drop", "repeat")))
        if edit == "value":
            parent[key] = draw(st.sampled_from(VALUES))
        elif edit == "hostile":
            parent[key] = draw(hostile)
        elif edit == "drop" and isinstance(parent, dict):
            del parent[key]
        elif edit == "repeat" and isinstance(parent, list):
            parent.extend([parent[key]] * draw(st.sampled_from((1, 300))))
    text = json.dumps(record).replace(json.dumps(DEEP), "[" * 3000 + "]" * 3000)
    return text.encode("utf-8")


@FUZZ
@given(data=mutated(), wrap=st.booleans(), stdin=st.booleans())
def test_mutated_records(data: bytes, wrap: bool, stdin: bool) -> None:
    if wrap:  # the same record inside an ``export --all`` file
        data = b'{"format": "tabletop-records", "records": [' + data + b"]}"
    with fresh_store({"games.json": data}):
        check("import", "-" if stdin else "games.json", input=data if stdin else None)


@FUZZ
@given(data=st.binary(max_size=200), cut=st.integers(0, 2000))
def test_damaged_files(data: bytes, cut: int) -> None:
    """An export cut short or with bytes that are no JSON, no UTF-8."""
    whole = next(iter(seeded().exports.values()))
    with fresh_store({"games.json": whole[:cut] + data}):
        check("import", "games.json")


@pytest.mark.parametrize(("key", "value"), [
    ("created", "9999-12-31T23:59:59-12:00"),
    ("created", "0001-01-01T00:00:00+14:00"),
    ("players", ["\ud800"]),
    ("players", ["[/]"]),
    ("players", ["x" * 200_000]),
    ("options", DEEP),
    ("seed", 2**64),
])
def test_the_records_of_issue_13(key: str, value: Any) -> None:
    """The imports issue #13 saw break ``history``, ``stats`` and ``show`` for good."""
    record = json.loads(seeded().exports[seeded().ids[-1]])
    record["uid"] = "f" * 32
    record[key] = value
    text = json.dumps(record).replace(json.dumps(DEEP), "[" * 3000 + "]" * 3000)
    with fresh_store({"games.json": text.encode("utf-8")}):
        check("import", "games.json")
