"""Halunken pictures for the web face, drawn as short SVG: a scoundrel card (its colour, the
colour's name and its value), a movement card (a number or a rum bottle), a movement card face
down, and the pieces on the board.

Colour is never the only cue: each card names its colour in print and in its label.
"""

from __future__ import annotations

from functools import cache

from markupsafe import Markup

from games.halunken.rules.components import RUM, colour, value
from tabletop.i18n import language, t
from tabletop.web.pictures import picture

FILL = {"r": "#c62828", "p": "#6a1b9a", "g": "#6b6b6b", "y": "#f6c915"}
INK = {"r": "#fff", "p": "#fff", "g": "#fff", "y": "#222"}
SEAT_COLOURS = ("#1565c0", "#2e7d32", "#e65100", "#6d4c41")


def card_name(card: str) -> str:
    """``red 15`` / ``rot 15``."""
    return t("hs_n_card", colour=t(f"hs_colour_{colour(card)}"), value=value(card))


def card(card: str, css: str = "hs-card", *, word: bool = True) -> Markup:
    """A scoundrel card: its colour, the colour's name on top and the value big. Without the
    ``word`` where the card is too small for it to be read and the name is printed beside."""
    return _card(card, css, word, language())


# A board draws some fifty cards; each is drawn once a language.
@cache
def _card(card: str, css: str, word: bool, lang: str) -> Markup:
    ink, fill = INK[colour(card)], FILL[colour(card)]
    label = card_name(card)
    name = t(f"hs_colour_{colour(card)}")
    band = Markup("")
    if word:
        # 11 units is 10.7 px on a dive of a 360 px phone; a long name is squeezed to the band.
        fit = Markup(' textLength="33" lengthAdjust="spacingAndGlyphs"') if len(name) > 5 else ""
        band = Markup(
            '<rect x="3" y="3" width="34" height="13" rx="2" fill="#fff" opacity=".25"/>'
            '<text x="20" y="13.5" font-size="11" text-anchor="middle" font-family="sans-serif" '
            'fill="{ink}"{fit}>{name}</text>').format(ink=ink, fit=fit, name=name)
    return picture(css, "0 0 40 56", label, Markup(
        '<rect x="1" y="1" width="38" height="54" rx="4" fill="{fill}" stroke="#333"/>'
        '{band}<text x="20" y="{y}" font-size="{size}" font-weight="bold" text-anchor="middle" '
        'font-family="sans-serif" fill="{ink}">{value}</text>'
    ).format(fill=fill, band=band, y=44 if word else 38, size=21 if word else 24, ink=ink,
             value=value(card)))


# The bottle fills the card: on a 26 px card it is the cue, its label too small to read.
_BOTTLE = Markup(
    '<path d="M16 5h8v9l6 7v27a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3V21l6-7z" fill="#5d3a1a"/>'
    '<rect x="10" y="27" width="20" height="13" fill="#f3e3b5"/>'
    '<text x="20" y="37" font-size="9" text-anchor="middle" font-family="sans-serif" '
    'font-weight="bold" fill="#5d3a1a">RUM</text>')


def move(card: str, css: str = "hs-move") -> Markup:
    """A movement card: parchment with the number of steps, or the rum bottle."""
    return _move(card, css, language())


@cache
def _move(card: str, css: str, lang: str) -> Markup:
    label = t("hs_web_move_rum") if card == RUM else t("hs_web_move_card", card=card)
    face = _BOTTLE if card == RUM else Markup(
        '<text x="20" y="37" font-size="24" font-weight="bold" text-anchor="middle" '
        'font-family="serif" fill="#3e2a10">{}</text>').format(card)
    return picture(css, "0 0 40 56", label, Markup(
        '<rect x="1" y="1" width="38" height="54" rx="4" fill="#f1e2bd" stroke="#8a6d3b" '
        'stroke-width="1.5"/><circle cx="20" cy="28" r="15" fill="none" stroke="#c8ad73" '
        'stroke-width="1.2"/>{face}'
    ).format(face=face))


def move_down(css: str = "hs-move") -> Markup:
    """A movement card lying face down: chosen, not yet shown."""
    label = t("hs_web_move_down")
    return picture(css, "0 0 40 56", label, Markup(
        '<rect x="1" y="1" width="38" height="54" rx="4" fill="#3b5b7a" stroke="#23384d" '
        'stroke-width="1.5"/><path d="M8 10l24 36M32 10L8 46" stroke="#7fa1c3" stroke-width="2"/>'
    ))


def piece(mark: str, name: str, seat: int | None) -> Markup:
    """A captain (``seat``) or Black Jack (``None``) on the board: a disc with initials."""
    fill = "#111" if seat is None else SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    label = name if seat is None else t("hs_web_captain", player=name)
    return picture("hs-piece", "0 0 24 24", label, Markup(
        '<circle cx="12" cy="12" r="11" fill="{fill}" stroke="#fff" stroke-width="1.5"/><text '
        'x="12" y="16" font-size="11" font-weight="bold" text-anchor="middle" '
        'font-family="sans-serif" fill="#fff">{mark}</text>'
    ).format(fill=fill, mark=mark))
