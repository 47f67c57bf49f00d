"""Halunken's pictures as a terminal draws them (the host lays the board out): a scoundrel card
in the reader's letters and its colour, a movement card, a dive's face-down pile, a piece."""

from __future__ import annotations

from games.halunken.rules.components import RUM, colour, shown
from tabletop.board import Picture
from tabletop.text.i18n import t

STYLE = {"r": "bold red", "p": "bold magenta", "g": "bold white", "y": "bold yellow"}


def glyph(picture: Picture) -> tuple[str, str]:
    kind, ident = picture.kind, picture.id
    if kind == "card":
        return shown(ident), STYLE[colour(ident)]
    if kind == "down":  # a dive's pile: a bar a card, counted past three
        count = int(ident)
        return ("▮" * count if count <= 3 else f"▮×{count}") if count else "·", "dim"
    if kind == "piece":
        mark = "BJ" if ident == "bj" else ident.split(" ", 1)[1]
        # Where a piece stood, in brackets: plain text has no faded letters.
        return (f"({mark})" if picture.mark == "was" else mark), "bold cyan"
    if kind == "move":
        if ident == "down":
            return "▮", "bold"
        # A captain's played card is a gap in his row of eight, seen without colour too.
        if picture.mark == "used":
            return "·", "dim"
        return (t("hs_adv_rum") if ident == RUM else ident), "bold"
    return "—", "dim"  # an empty dive
