"""Pig's die on the terminal: its number in brackets."""

from tabletop.board import Picture


def glyph(picture: Picture) -> tuple[str, str]:
    return f"[{picture.id}]", "bold"
