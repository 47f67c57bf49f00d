"""Numbers where they enter the command line (issue #13).

Every id, seed, count and limit has a range it is checked against as it is read, so a number
too big for the store (SQLite keeps integers up to 2**63 - 1) or for the task is one usage
error naming the option and its range, never a traceback. A seed dealt to the games of a run
or a match (seed, seed + 1, …) must leave room for the last of them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tabletop.cli.common import UsageProblem
from tabletop.text.errors import BadInput

MAX_INTEGER = 2**63 - 1
"""The store's largest integer (tabletop.store.columns.MAX_INTEGER, which a test holds this
to): written here so that reading a number does not load the store and pydantic with it."""

WHOLE = re.compile(r"[+-]?[0-9]{1,40}")
"""A whole number as typed: ASCII digits (no ``²``, no ``1_000``), at most 40 of them."""

SHOWN = 40
"""Characters of a refused value repeated in the error line."""


@dataclass(frozen=True, slots=True)
class Range:
    low: int
    high: int

    def check(self, value: int | str, name: str) -> int:
        """``value`` as a number in this range, or the usage error naming ``name``."""
        number = value if isinstance(value, int) else whole(value)
        if number is None or not self.low <= number <= self.high:
            raise UsageProblem(BadInput("err_number_range", option=name, low=self.low,
                                        high=self.high, value=shown(value)))
        return number

    def parser(self, name: str) -> Callable[[Any], int]:
        """For ``typer.Option(parser=…)``: Typer hands it the text typed (or the default)."""
        return lambda value: self.check(value, name)


SEEDS = Range(0, MAX_INTEGER)
IDS = Range(1, MAX_INTEGER)
LIMITS = Range(1, 1_000_000)
SIM_GAMES = Range(1, 10**12)
MATCH_GAMES = Range(1, 1_000)
JOBS = Range(1, 64)
SEATS = Range(1, 99)

MOST_SECONDS = 3600.0
"""The longest a search may be given (``--time``)."""


def whole(text: str) -> int | None:
    text = text.strip()
    return int(text) if WHOLE.fullmatch(text) else None


def shown(value: object) -> str:
    text = str(value)
    text = "".join(c if c.isprintable() else "?" for c in text[:SHOWN + 1])
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def seeds_for(seed: int, count: int, name: str = "--seed") -> int:
    """A first seed whose ``count`` games (seed, seed + 1, …) all have a seed in range."""
    return Range(SEEDS.low, SEEDS.high - (count - 1)).check(seed, name)


def seconds_parser(name: str = "--time") -> Callable[[Any], float | None]:
    """For ``typer.Option(parser=…)``: a search's time as typed, read here so a word is the
    option's own one line, not the library's English (issue #28)."""

    def parse(value: Any) -> float | None:
        if value is None or isinstance(value, float | int):
            return seconds(value, name)
        try:
            number = float(str(value).strip())
        except ValueError:
            raise UsageProblem(BadInput("err_seconds_range", option=name,
                                        high=f"{MOST_SECONDS:g}", value=shown(value))) from None
        return seconds(number, name)

    return parse


def seconds(value: float | None, name: str = "--time") -> float | None:
    """A search's time: finite, above 0, at most an hour."""
    if value is not None and not (math.isfinite(value) and 0 < value <= MOST_SECONDS):
        raise UsageProblem(BadInput("err_seconds_range", option=name, high=f"{MOST_SECONDS:g}",
                                    value=shown(value)))
    return value
