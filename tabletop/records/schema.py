"""The version every JSON text of tabletop carries, and the JSON Schema of its export files
(issue #14).

``schema_version`` stands in every ``--json`` output and in every exported record and set. It
goes up when a reader of the version before would misread a text of the new one or refuse it:
a field renamed, removed or meaning something else, or one an older ``import`` can't skip. A
field added to a ``--json`` output leaves it as it is (a script skips what it doesn't know).
Files without it were written before versions were kept; they read as version 1.

2. A record says which dealer edition dealt it (``dealer``,
   ``tabletop.session.dealers``; missing: 1).
3. A record no longer says a plugin version (``plugin_version``, "1" in every game and read by
   nothing): a reader of version 2 would refuse a file without it. Files of versions 1 and 2
   that say it read as before.

The JSON Schema of an export file is made from the models below (the record's own with its
version added) and ships with the package as ``export.schema.json``; ``python -m
tabletop.records.schema`` writes it again after the models changed.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from tabletop.events import BadInput, Record

VERSION = 3
"""The version of the JSON this tabletop writes; it reads this one and every one before."""

FIELD = "schema_version"
SCHEMA_FILE = Path(__file__).with_name("export.schema.json")
DIALECT = "https://json-schema.org/draft/2020-12/schema"

VERSION_HELP = ("The version of tabletop's JSON formats the file follows (missing: written "
                f"before versions were kept, read as 1); this tabletop reads up to {VERSION}.")


class NewerVersion(BadInput):
    """A text of a later version than this tabletop reads: one line, and nothing happens."""

    def __init__(self, version: int) -> None:
        super().__init__("err_schema_newer", version=version, known=VERSION)
        self.version = version


class BadVersion(BadInput):
    def __init__(self) -> None:
        super().__init__("err_json_schema_version")


def stamped(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with this version first (``format``, where it has one, stays in front)."""
    head = {"format": data["format"]} if "format" in data else {}
    rest = {key: value for key, value in data.items() if key not in ("format", FIELD)}
    return {**head, FIELD: VERSION, **rest}


def exported(record: Record) -> dict[str, Any]:
    """A record as ``export`` writes it."""
    return stamped(record.model_dump(mode="json"))


def version_of(raw: Any) -> int:
    """The version a text read from a file says it follows: 1 when it says none; raises
    ``NewerVersion`` for one after this tabletop's and ``BadVersion`` for no version number."""
    if not isinstance(raw, dict) or FIELD not in raw:
        return 1
    version = raw[FIELD]
    if type(version) is not int or version < 1:
        raise BadVersion()
    if version > VERSION:
        raise NewerVersion(version)
    return version


def readable(raw: Any) -> Any:
    """A record read from a file, its version checked and taken off (the record's own model
    has no version: the store keeps records of one version, this one)."""
    version_of(raw)
    if isinstance(raw, dict) and FIELD in raw:
        return {key: value for key, value in raw.items() if key != FIELD}
    return raw


# The JSON Schema of an export file


def _version_field() -> Any:
    return Field(default=VERSION, ge=1, le=VERSION, description=VERSION_HELP)


class ExportedRecord(Record):
    """One game: what ``export ID`` writes (and each record of ``export --all``)."""

    schema_version: int = _version_field()


class ExportedRecordSet(BaseModel):
    """Several games: what ``export --all`` writes."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["tabletop-records"] = "tabletop-records"
    schema_version: int = _version_field()
    records: list[ExportedRecord]


def export_schema() -> dict[str, Any]:
    """The JSON Schema of a file ``export`` writes and ``import`` and ``replay`` read."""
    schema = TypeAdapter(ExportedRecord | ExportedRecordSet).json_schema()
    return {"$schema": DIALECT, "title": "tabletop export",
            "description": f"A game or several exported by tabletop (schema_version {VERSION}).",
            **schema}


def schema_text() -> str:
    return json.dumps(export_schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


def main() -> None:
    """Write the shipped schema file again (or to the path given)."""
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else SCHEMA_FILE
    path.write_text(schema_text(), encoding="utf-8")


if __name__ == "__main__":
    main()
