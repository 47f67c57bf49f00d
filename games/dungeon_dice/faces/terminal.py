"""Dungeon dice's pictures as a terminal draws them: a die or token by its name in the colour
of what it is, a hero by its name, the level track as a bar (the host lays the board out)."""

from __future__ import annotations

from tabletop.board import Picture
from tabletop.text.i18n import t

STYLE = {"goblin": "green", "skeleton": "white", "ooze": "magenta", "chest": "yellow",
         "potion": "cyan", "dragon": "bold red"}


def glyph(picture: Picture) -> tuple[str, str]:
    if picture.kind == "track":
        level, last = (int(x) for x in picture.id.split("/"))
        return "█" * level + "░" * (last - level), "bold"
    if picture.kind == "grave":
        return "†", "dim"
    if picture.kind == "unrolled":
        return "?", "dim"
    if picture.kind in ("party", "dungeon"):
        return t(f"dd_face_{picture.id}"), STYLE.get(picture.id, "bold")
    if picture.kind == "token":
        return picture.name, "yellow"
    return picture.name, "bold"  # a hero, an ally, the hero as a companion
