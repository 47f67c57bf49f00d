"""Narration lines as text: what a face prints or shows after each event.

A line's parameters are JSON values; a parameter that must be translated too is a *term*
(``{"t": key, ...params}``), and a list reads as its items joined, so a game can say "2
skeletons, 1 ooze" in both languages without writing words of its own into the line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.i18n import decimal, t
from tabletop.plugin import Line
from tabletop.text.names import shown_name

TERM = "t"
MAX_PARAM = 80  # characters of a text parameter shown (issue #13); a name has at most 32


def term(key: str, /, **params: Any) -> dict[str, Any]:
    """A parameter that is itself a catalogue entry."""
    return {TERM: key, **params}


def _value(value: Any) -> Any:
    if isinstance(value, Mapping) and TERM in value:
        params = {k: _value(v) for k, v in value.items() if k != TERM}
        return t(str(value[TERM]), **params)
    if isinstance(value, list | tuple):
        return ", ".join(str(_value(item)) for item in value)
    if isinstance(value, float):
        return decimal(value, 1)  # an expected value (a review): a decimal comma in German
    if isinstance(value, str):
        # A name stored before the rules on names may hold controls or be megabytes long.
        return shown_name(value, most=MAX_PARAM)
    return value


def said(value: Any) -> Any:
    """A message's parameter as the reader reads it (an error's too, issue #14): a term, or a
    list holding terms, in the current language; any other value as it is."""
    if isinstance(value, Mapping) and TERM in value:
        return _value(value)
    if isinstance(value, list | tuple) and any(isinstance(v, Mapping) and TERM in v
                                               for v in value):
        return _value(value)
    return value


def render(line: Line) -> str:
    """The line in the current language."""
    return t(line.key, **{name: _value(value) for name, value in line.params.items()})


def keys(line: Line) -> set[str]:
    """Every catalogue key a line uses, its terms' included (the conformance suite checks each
    has both languages)."""
    found = {line.key}
    stack: list[Any] = list(line.params.values())
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            if TERM in value:
                found.add(str(value[TERM]))
            stack.extend(v for k, v in value.items() if k != TERM)
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return found
