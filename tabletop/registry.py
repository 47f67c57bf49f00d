"""Finds the games: every plugin registered in the ``tabletop.games`` entry-point group
(the built-in games are registered there by this project's own ``pyproject.toml``)."""

from __future__ import annotations

import sys
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from tabletop.events import BadInput
from tabletop.plugin import Game

GROUP = "tabletop.games"


@cache
def games() -> dict[str, Game[Any]]:
    found: dict[str, Game[Any]] = {}
    for entry in sorted(entry_points(group=GROUP), key=lambda e: e.name):
        try:
            game = entry.load()
        except Exception as exc:  # a broken third-party plugin must not take the others down
            print(f"tabletop: plugin {entry.name!r} failed to load: {exc}", file=sys.stderr)
            continue
        found[game.meta.id] = game
    return found


def get(game_id: str) -> Game[Any]:
    try:
        return games()[game_id]
    except KeyError:
        raise BadInput("err_no_such_game_kind", game=game_id) from None
