"""``import``: the games of an exported file into the store, all or none (issue #13).

The file is read one game at a time and each game is checked (see ``record_checks``) and
stored as one batch (``store.imports.records``: short transactions, the batch unseen until its
last game is in): a game that fails deletes every earlier one, a game in play on the same
store waits a moment at most, and ten thousand games take about the memory of one. Games the
store has already (by their uid, also a game twice in the file) are skipped unchecked: they
change nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tabletop.archive.checks import (
    MAX_RECORD,
    Refused,
    UnknownGame,
    checked,
    parse_record,
    shortened,
)
from tabletop.events import BadInput
from tabletop.records.files import open_text, read_chunk, shown
from tabletop.records.json_stream import BadShape, JsonReader, NotJson, NotTabletop, records
from tabletop.records.schema import VERSION, NewerVersion
from tabletop.store.database import Store
from tabletop.store.imports import Checked


@dataclass(frozen=True, slots=True)
class Imported:
    ids: list[int]
    skipped: int

    def id_range(self) -> str:
        """The new games' IDs as ranges ("3–99, 101–240"): a game started while the import
        ran takes an ID among them."""
        if not self.ids:
            return "–"
        runs: list[list[int]] = []
        for number in sorted(self.ids):
            if runs and number == runs[-1][1] + 1:
                runs[-1][1] = number
            else:
                runs.append([number, number])
        return ", ".join(str(low) if low == high else f"{low}–{high}" for low, high in runs)


def import_file(store: Store, path: Path) -> Imported:
    with open_text(path) as stream:
        reader = JsonReader(lambda size: read_chunk(stream, size, path), MAX_RECORD)
        feed = _Feed(store, reader, shown(path))
        ids = store.imports.records(feed.ready())
    return Imported(ids, feed.skipped)


class _Feed:
    """The file's new games, checked, one at a time; errors as the one line import prints."""

    def __init__(self, store: Store, reader: JsonReader, path: str) -> None:
        self.store, self.reader, self.path = store, reader, path
        self.skipped = 0
        self.uids: set[str] = set()

    def ready(self) -> Iterator[Checked]:
        items = records(self.reader)
        number = 0
        while True:
            try:
                where, raw = next(items)
            except StopIteration:
                return
            except BadInput as exc:
                raise self._problem(exc, number + 1) from None
            number += 1
            try:
                record = parse_record(raw, where)
                # A game twice in the file may wait to be written when it comes again.
                if record.uid in self.uids or self.store.imports.has_uid(record.uid):
                    self.skipped += 1
                    continue
                item = checked(record)
                self.uids.add(record.uid)
            except BadInput as exc:
                raise self._problem(exc, number) from None
            yield item

    def _problem(self, exc: BadInput, number: int) -> BadInput:
        if exc.key in ("err_file_not_utf8", "err_file_damaged"):  # the file, not a game in it
            return BadInput("err_import_unreadable", reason=exc.message())
        if isinstance(exc, NotJson):
            return BadInput("err_import_not_json", path=self.path, reason=exc.message())
        if isinstance(exc, NewerVersion):
            return BadInput("err_import_newer", path=self.path, version=exc.version,
                            known=VERSION)
        if isinstance(exc, NotTabletop):
            return BadInput("err_import_foreign", path=self.path)
        if isinstance(exc, BadShape):
            return BadInput("err_import_invalid", path=self.path, reason=exc.message())
        if isinstance(exc, UnknownGame):
            return BadInput("err_import_unknown_game", number=number, game=exc.game)
        reason = shortened(exc.message())
        if isinstance(exc, Refused) or exc.key.startswith("err_json_"):
            return BadInput("err_import_refused", number=number, reason=reason)
        return BadInput("err_import_record", number=number, reason=reason)
