"""Narration lines as text: what a face prints or shows after each event.

A line's parameters are JSON values; a parameter that must be translated too is a *term*
(``{"t": key, ...params}``), and a list reads as its items joined, so a game can say "2
skeletons, 1 ooze" in both languages without writing words of its own into the line.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.plugin import Line
from tabletop.text.i18n import t
from tabletop.text.terms import TERM, spoken


def render(line: Line) -> str:
    """The line in the current language."""
    return t(line.key, **{name: spoken(value) for name, value in line.params.items()})


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
