"""The JSON Schema of an export file (issue #14): made from the pydantic models, shipped with
the package, and the same as the models make it now (after changing a model, write it again
with ``python -m tabletop.records.schema``)."""

from __future__ import annotations

import json
from typing import Any

import pydantic
import pytest

from tabletop.events import BadInput, Record
from tabletop.records import schema

GENERATED_WITH = "2.14."
"""The pydantic the shipped file was written with: other versions word a schema a little
differently (titles, orders), so with them the file must agree in what it requires."""


def shape(found: dict[str, Any]) -> dict[str, Any]:
    """What a schema requires: each definition's properties and required names."""
    return {name: (sorted(part.get("properties", {})), sorted(part.get("required", [])))
            for name, part in found["$defs"].items()}


def test_the_shipped_schema_is_the_generated_one() -> None:
    shipped = schema.SCHEMA_FILE.read_text(encoding="utf-8")
    if pydantic.VERSION.startswith(GENERATED_WITH):
        assert shipped == schema.schema_text()
    else:
        assert shape(json.loads(shipped)) == shape(json.loads(schema.schema_text()))


def test_the_schema_knows_both_shapes_and_the_version() -> None:
    found = json.loads(schema.SCHEMA_FILE.read_text(encoding="utf-8"))
    assert found["$schema"] == schema.DIALECT
    record = found["$defs"]["ExportedRecord"]["properties"]
    assert record["schema_version"]["maximum"] == schema.VERSION
    assert record["format"]["const"] == "tabletop-record"
    assert found["$defs"]["ExportedRecordSet"]["properties"]["format"]["const"] == \
        "tabletop-records"


def test_a_record_is_written_with_its_version_after_its_format() -> None:
    written = schema.exported(Record(game="scoundrel", players=["Ann"]))
    assert list(written)[:2] == ["format", "schema_version"]
    assert written["schema_version"] == schema.VERSION


def test_older_files_read_and_newer_ones_are_refused() -> None:
    raw = {"format": "tabletop-record", "game": "scoundrel"}
    assert schema.readable(raw) == raw  # written before versions were kept
    assert schema.readable({**raw, "schema_version": 1}) == raw
    with pytest.raises(schema.NewerVersion) as newer:
        schema.readable({**raw, "schema_version": schema.VERSION + 1})
    assert "update tabletop" in newer.value.message()
    for wrong in ("1", 0, 1.0, True, None):
        with pytest.raises(BadInput):
            schema.readable({**raw, "schema_version": wrong})


def test_a_file_of_version_2_still_reads_with_its_plugin_version() -> None:
    # Version 3 dropped the plugin version ("1" in every game, read by nothing).
    raw = {"format": "tabletop-record", "schema_version": 2, "game": "scoundrel",
           "plugin_version": "1", "players": ["Ann"]}
    record = Record.model_validate(schema.readable(raw))
    assert record.players == ["Ann"]
    assert "plugin_version" not in schema.exported(record)


def test_json_outputs_carry_the_version_first() -> None:
    assert list(schema.stamped({"status": "won", "schema_version": 9})) == [
        "schema_version", "status"]
    assert schema.stamped({"status": "won"})["schema_version"] == schema.VERSION
