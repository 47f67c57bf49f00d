"""Scoundrel's tally by tapping (S9, issue #40): how the game ended, the health left on a
stepper, the last card and the monsters left tapped on the deck's grid as the table's picker
draws it. What was tapped is written as it would be typed (``won``, ``-3``, ``5H``, ``KS 9C``)
and the tally reads it as a typed answer, so a game scores the same either way; an answer
typed below is taken instead.
"""

from __future__ import annotations

from collections.abc import Mapping

from markupsafe import Markup

from games.scoundrel.faces.pictures import corner
from games.scoundrel.rules.components import LOWEST_HEALTH, MAX_HEALTH, is_monster
from games.scoundrel.text.board import card, grid
from tabletop.board import Grid
from tabletop.text.i18n import t
from tabletop.web.card_grid import Face, ticked
from tabletop.web.tally_tapped import Posted, first, stepper

RESULTS = ("won", "lost")
CARDS = ("last", "monsters", "room")


def tapped(field: str) -> str:
    return f"tap_{field}"


def answers(posted: Posted) -> Mapping[str, str]:
    return {"result": first(posted, tapped("result")), "health": first(posted, tapped("health")),
            **{field: " ".join(posted.get(tapped(field)) or []) for field in CARDS}}


def field_controls(posted: Posted) -> Mapping[str, tuple[str, Markup]]:
    result = first(posted, tapped("result"))
    choices = Markup("").join(
        Markup('<label class="tap-choice"><input type="radio" name="{name}" value="{value}"'
               '{checked}>{word}</label>').format(
            name=tapped("result"), value=value, word=t(f"sc_tap_{value}"),
            checked=Markup(" checked") if result == value else Markup(""))
        for value in RESULTS)
    health = stepper(tapped("health"), first(posted, tapped("health")) or "0",
                     least=LOWEST_HEALTH, most=MAX_HEALTH, label=t("sc_tap_health_label"),
                     less=t("sc_tap_health_less"), more=t("sc_tap_health_more"))
    last = first(posted, tapped("last"))
    unnamed = Markup('<label class="tap-choice"><input type="radio" name="{}" value=""{}>{}'
                     '</label>').format(tapped("last"), Markup("") if last else Markup(" checked"),
                                        t("sc_tap_last_none"))
    return {
        "result": (t("sc_tap_result"), Markup('<div class="tap-choices">{}</div>').format(choices)),
        "health": (t("sc_tap_health"), health),
        "last": (t("sc_tap_last"), unnamed + folded(cards(grid("room"), posted, "last"), last)),
        "monsters": (t("sc_tap_monsters"), cards(monsters(), posted, "monsters")),
        "room": (t("sc_tap_room"), folded(cards(monsters(), posted, "room"),
                                          bool(posted.get(tapped("room"))))),
    }


def monsters() -> Grid:
    """The deck's grid with its monsters alone: the clubs and spades (S1)."""
    whole = grid("room")
    rows = [(label, tuple(c if c and is_monster(c) else "" for c in line))
            for label, line in zip(whole.rows, whole.cells, strict=True)]
    kept = [(label, line) for label, line in rows if any(line)]
    return Grid(rows=tuple(label for label, _ in kept), columns=whole.columns,
                cells=tuple(line for _, line in kept))


def cards(layout: Grid, posted: Posted, field: str) -> Markup:
    """The grid's cards to tick, as ``posted`` left them: one card for the last card played,
    any number of monsters."""
    chosen = set(posted.get(tapped(field)) or [])
    faces = [Face(index, code, corner(code), card(code).name, code in chosen)
             for index, code in enumerate(c for line in layout.cells for c in line if c)]
    return ticked(layout, faces, tapped(field), several=field != "last")


def folded(drawn: Markup, opened: bool | str) -> Markup:
    """A grid that matters after few games, folded until it is opened or holds a choice."""
    return Markup('<details class="tap-fold"{}><summary>{}</summary>{}</details>').format(
        Markup(" open") if opened else Markup(""), t("sc_tap_cards"), drawn)
