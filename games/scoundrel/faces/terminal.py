"""Scoundrel's cards as a terminal draws them: rank and suit, coloured by what the card is in
the dungeon (the host lays the board out)."""

from __future__ import annotations

from games.scoundrel.rules.components import kind, pretty
from tabletop.board import Picture

STYLE = {"monster": "bold red", "weapon": "bold cyan", "potion": "bold green"}


def glyph(picture: Picture) -> tuple[str, str]:
    if picture.id == "down":
        return "??", "dim"
    return pretty(picture.id), STYLE[kind(picture.id)]
