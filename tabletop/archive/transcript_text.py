"""Writing a transcript: what the app prints as one (``solve``, ``show --transcript``) must read
back with ``replay`` and ``hint FILE`` as it stands, with no flag to add (``players`` and
``options`` lines, prose as ``#`` comments, one event a line)."""

from __future__ import annotations

import shlex
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tabletop.archive.transcript import PLAYERS


def comment(text: str) -> list[str]:
    """Prose as comment lines, one ``#`` a line (a sentence may hold a line break)."""
    return [f"# {line}".rstrip() for line in text.splitlines() or [""]]


def option_words(options: Mapping[str, Any]) -> str:
    """``k=v`` pairs as an ``options`` line reads them (quoted where a value has a blank)."""
    return " ".join(shlex.quote(f"{key}={_value(value)}") for key, value in options.items())


def _value(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


def transcript_lines(game_id: str, events: Iterable[str], *,
                     options: Mapping[str, Any] | None = None,
                     players: Sequence[str] | None = None,
                     heading: Sequence[str] = ()) -> list[str]:
    """A transcript: ``heading`` (prose, made comments), the seats in order, the rule set, and
    the events in the game's notation. Names are quoted as a shell would, so a name with a blank
    or a ``#`` reads back as it was."""
    lines = [f"# {game_id} transcript"]
    for text in heading:
        lines += comment(text)
    if players:
        lines.append(" ".join([PLAYERS, *(shlex.quote(name) for name in players)]))
    if options:
        lines.append(f"options {option_words(options)}")
    return [*lines, *events]
