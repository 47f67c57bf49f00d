"""The shape of each stored column, checked as it is read (issue #13).

SQLite keeps whatever a cell is given: a row edited by hand or written by another program may
hold NULL, text that is not JSON, or JSON of another kind. Each reader here returns the value
tabletop wrote or raises ``Shape`` naming the column, so a damaged row is reported as such
instead of failing later in a screen or a sum.
"""

from __future__ import annotations

import json
from typing import Any

MAX_INTEGER = 2**63 - 1
"""SQLite's largest integer: no id, seed or count beyond it can be stored or looked up."""


class Shape(ValueError):
    """A column that is not in the shape tabletop writes: a catalogue key and the column."""

    def __init__(self, key: str, column: str) -> None:
        super().__init__(f"{column}: {key}")
        self.key = key
        self.column = column

    def reason(self) -> str:
        from tabletop.text.i18n import t

        return t(self.key, column=self.column)


def text(value: Any, column: str) -> str:
    if not isinstance(value, str):
        raise Shape("store_row_missing" if value is None else "store_row_wrong_type", column)
    return value


def optional_text(value: Any, column: str) -> str | None:
    return None if value is None else text(value, column)


def integer(value: Any, column: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise Shape("store_row_missing" if value is None else "store_row_wrong_type", column)
    return value


def optional_integer(value: Any, column: str) -> int | None:
    return None if value is None else integer(value, column)


def parsed(value: Any, column: str) -> Any:
    """The JSON a text cell holds."""
    try:
        return json.loads(text(value, column))
    except (ValueError, RecursionError):
        raise Shape("store_row_not_json", column) from None


def mapping(value: Any, column: str) -> dict[str, Any]:
    found = parsed(value, column)
    if not isinstance(found, dict):
        raise Shape("store_row_wrong_type", column)
    return found


def names(value: Any, column: str) -> list[str]:
    found = parsed(value, column)
    if not isinstance(found, list) or not all(isinstance(name, str) for name in found):
        raise Shape("store_row_wrong_type", column)
    return found


def seats(value: Any, column: str) -> list[int]:
    found = parsed(value, column)
    if not isinstance(found, list) or not all(
            isinstance(seat, int) and not isinstance(seat, bool) for seat in found):
        raise Shape("store_row_wrong_type", column)
    return found


def seat_strategies(value: Any, column: str) -> dict[int, str]:
    """A bot seat's strategy by seat: JSON keys are text, each a seat number."""
    found = mapping(value, column)
    if not all(key.isascii() and key.isdigit() and len(key) < 4 and isinstance(name, str)
               for key, name in found.items()):
        raise Shape("store_row_wrong_type", column)
    return {int(key): name for key, name in found.items()}


def result(value: Any, column: str = "games.result") -> dict[str, Any] | None:
    """A finished game's result: its status, winners' names and each player's name and total
    (a tally may keep more beside them)."""
    if value is None or value == "":
        return None
    found = mapping(value, column)
    players = found.get("players", [])
    winners = found.get("winners", [])
    if (not isinstance(found.get("status", ""), str)
            or not isinstance(winners, list) or not all(isinstance(w, str) for w in winners)
            or not isinstance(players, list) or not all(_player(p) for p in players)):
        raise Shape("store_row_wrong_type", column)
    return found


def _player(entry: Any) -> bool:
    total = entry.get("total") if isinstance(entry, dict) else None
    return (isinstance(entry, dict) and isinstance(entry.get("name", ""), str)
            and (total is None or (isinstance(total, int) and not isinstance(total, bool))))
