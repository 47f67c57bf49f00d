"""Finds the games: every plugin registered in the ``tabletop.games`` entry-point group
(the built-in games are registered there by this project's own ``pyproject.toml``).

The names are read from the installed distributions' ``entry_points.txt`` files directly, and a
plugin is imported only when its game is asked for: ``tabletop --help`` and shell completion
list the games without importing one, nor ``importlib.metadata`` (which alone costs a third of
the start-up budget, issue #14)."""

from __future__ import annotations

import importlib
import os
import re
import sys
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the plugin interface brings pydantic: loaded with the first game
    from tabletop.plugin import Game

GROUP = "tabletop.games"
_INFO = (".dist-info", ".egg-info")


def _section(text: str, group: str) -> list[tuple[str, str]]:
    """The ``name = value`` lines of ``[group]`` in an ``entry_points.txt``."""
    found: list[tuple[str, str]] = []
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("["):
            inside = line == f"[{group}]"
        elif inside and "=" in line and not line.startswith(("#", ";")):
            name, _, value = line.partition("=")
            found.append((name.strip(), value.strip()))
    return found


def _distribution(folder_name: str) -> str:
    """A metadata folder's distribution, normalized as importlib.metadata does to keep only
    the first of its copies on the path."""
    stem = folder_name.rsplit(".", 1)[0].split("-", 1)[0]
    return stem.lower().replace(".", "_")


@cache
def entry_points() -> dict[str, str]:
    """Every game's entry point, ``name -> "module:attribute"``, in the order of ``sys.path``
    (the first distribution of a name wins, as with importlib.metadata)."""
    found: dict[str, str] = {}
    seen: set[str] = set()
    for folder in sys.path:
        try:
            with os.scandir(folder or ".") as listing:
                infos = sorted(e.name for e in listing if e.name.endswith(_INFO))
        except OSError:  # a zip file or a folder gone: no plugin comes from there
            continue
        for name in infos:
            distribution = _distribution(name)
            if distribution in seen:
                continue
            seen.add(distribution)
            try:
                with open(os.path.join(folder or ".", name, "entry_points.txt"),
                          encoding="utf-8") as file:
                    text = file.read()
            except (OSError, UnicodeDecodeError):
                continue
            for game, value in _section(text, GROUP):
                found.setdefault(game, value)
    return dict(sorted(found.items()))


def names() -> list[str]:
    """The games' names (as typed: ``tabletop <name> play``), without importing a plugin."""
    return list(entry_points())


def _loaded(value: str) -> Any:
    """What an entry point's ``module:attribute`` names, loaded as ``EntryPoint.load`` loads
    it, without importing ``importlib.metadata`` (issue #26: a game's help)."""
    found = ENTRY_POINT.fullmatch(value)
    if found is None:
        raise ValueError(f"not an entry point: {value!r}")
    target: Any = importlib.import_module(found["module"])
    for name in found["attr"].split(".") if found["attr"] else ():
        target = getattr(target, name)
    return target


ENTRY_POINT = re.compile(r"(?P<module>[\w.]+)\s*(:\s*(?P<attr>[\w.]+)\s*)?((?P<extras>\[.*\])\s*)?")
"""An entry point's value, as ``importlib.metadata.EntryPoint.pattern`` reads it."""


@cache
def _load(game_id: str) -> Game[Any] | None:
    try:
        game: Game[Any] = _loaded(entry_points()[game_id])
    except Exception as exc:  # a broken third-party plugin must not take the others down
        print(f"tabletop: plugin {game_id!r} failed to load: {exc}", file=sys.stderr)
        return None
    return game


def games() -> dict[str, Game[Any]]:
    """Every game that loads, by its name."""
    loaded = {name: _load(name) for name in names()}
    return {name: game for name, game in loaded.items() if game is not None}


def get(game_id: str) -> Game[Any]:
    game = _load(game_id) if game_id in entry_points() else None
    if game is None:
        from tabletop.events import BadInput

        raise BadInput("err_no_such_game_kind", game=game_id)
    return game

