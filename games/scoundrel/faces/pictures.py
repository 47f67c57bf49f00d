"""Scoundrel's pictures for the web face, drawn as short SVG: a playing card (rank, suit, what it
is in the dungeon and its value) and a face-down card; the host lays them out.

A card is readable without colour: the kind is an icon and a word on a band, the suit a symbol.
"""

from __future__ import annotations

from markupsafe import Markup

from games.scoundrel.rules.components import SYMBOLS, kind, value
from tabletop.board import Picture
from tabletop.text.i18n import t
from tabletop.web.pictures import picture as svg

RED_SUITS = frozenset("DH")
# Drawn in a 72×100 card; each icon stands between y=26 and y=72.
ICONS = {
    "monster": Markup(
        '<g fill="#3b1010"><circle cx="36" cy="45" r="14"/>'
        '<rect x="28" y="50" width="16" height="13" rx="3"/></g>'
        '<g fill="#fff"><circle cx="30.5" cy="45" r="4"/><circle cx="41.5" cy="45" r="4"/>'
        '<path d="M31 57h2v5h-2zM35 57h2v5h-2zM39 57h2v5h-2z"/></g>'),
    "weapon": Markup(
        '<g fill="#244f7a"><path d="M36 24l4 6v26h-8V30z"/><rect x="26" y="56" width="20" '
        'height="4" rx="1"/><rect x="34" y="60" width="4" height="9"/>'
        '<circle cx="36" cy="71" r="2.6"/></g>'),
    "potion": Markup(
        '<g fill="#1f6b3a"><rect x="31" y="25" width="10" height="5" rx="1"/>'
        '<path d="M33 30h6v9a14 14 0 1 1-6 0z"/></g>'
        '<path d="M27 53a9 9 0 0 0 18 0z" fill="#8fd19e"/>'),
}
PREFIX = "sc"
# Four room cards fit one row of a 360 px phone (about 70 px each) and grow on a tablet.
CSS = """
.sc-card{width:clamp(62px,19vw,132px);height:auto;display:block}
.sc-mini{width:2em;height:auto;vertical-align:middle;flex:none}
.sc-room .b-line{flex-wrap:nowrap}
.sc-room .b-slot{width:clamp(62px,19vw,132px)}
.sc-room .b-play .sc-card,.sc-room .b-choose>summary .sc-card{width:100%}
.sc-weapon .b-slot{flex-direction:row;flex-wrap:wrap;align-items:flex-end;max-width:100%}
.sc-weapon .b-slot+.b-slot .sc-card{width:clamp(46px,13vw,88px)}
.sc-weapon .b-slot+.b-slot .b-pic+.b-pic{margin-left:calc(clamp(46px,13vw,88px)*-0.62)}
.sc-weapon .b-caption{flex-basis:100%}
.sc-corner{display:inline-block;padding:.1em .3em;border-radius:4px;background:#fffdf7;
 color:#111;font:bold 1.25rem/1.2 sans-serif;white-space:nowrap}
.sc-corner.sc-red{color:#c0142a}
"""
BAND = {"monster": "#5a1d1d", "weapon": "#244f7a", "potion": "#1f6b3a"}


def picture(shown: Picture, where: str) -> Markup:
    """A card, face up or down; small in a button's face."""
    css = "sc-card sc-mini" if where in ("act", "count", "advice") else "sc-card"
    if shown.id == "down":
        return face_down(shown.name, css)
    if where == "grid":
        return corner(shown.id)
    return card(shown.id, shown.name, css)


def corner(card: str) -> Markup:
    """A card as its corner reads, rank and suit, in type: a whole card in a 44 px cell of the
    deck's grid would have a rank 7 px high (issue #40), and a grid draws 44 of them. The cell
    names the card; this is for the eye."""
    return Markup('<span class="sc-corner{}" aria-hidden="true">{}{}</span>').format(
        " sc-red" if card[-1] in RED_SUITS else "", card[:-1], SYMBOLS[card[-1]])


def card(card: str, label: str, css: str = "sc-card") -> Markup:
    """One card face: rank and suit in the corners, the kind's icon, a band with kind and value."""
    what = kind(card)
    colour = "#c0142a" if card[-1] in RED_SUITS else "#111"
    band_text = t(f"sc_kind_{what}", value=value(card))
    return svg(css, "0 0 72 100", label, Markup(
        '<rect x="1" y="1" width="70" height="98" rx="6" fill="#fffdf7" stroke="#555"/><g '
        'fill="{colour}" font-family="sans-serif" font-weight="bold"><text x="5" y="19" '
        'font-size="17">{rank}</text><text x="67" y="19" font-size="17" text-anchor="end">'
        '{suit}</text></g>{icon}<rect x="1" y="77" width="70" height="22" rx="5" fill="{band}"/>'
        '<text x="36" y="93" font-size="12.5" font-family="sans-serif" font-weight="bold" '
        'fill="#fff" text-anchor="middle"{fit}>{kind}</text>'
    ).format(colour=colour, rank=card[:-1], suit=SYMBOLS[card[-1]], icon=ICONS[what],
             band=BAND[what], kind=band_text, fit=_fit(band_text)))


def _fit(text: str) -> Markup:
    """Long band words (``Monster 12``) squeezed to the band's width instead of past its ends."""
    return Markup(' textLength="64" lengthAdjust="spacingAndGlyphs"') if len(text) > 9 else Markup()


def face_down(label: str, css: str) -> Markup:
    """A card still to be turned over from the dungeon."""
    return svg(f"{css} sc-back", "0 0 72 100", label, Markup(
        '<rect x="1" y="1" width="70" height="98" rx="6" fill="#3d3552" stroke="#555"/><rect '
        'x="7" y="7" width="58" height="86" rx="4" fill="none" stroke="#a99bd1" '
        'stroke-dasharray="4 3"/><text x="36" y="60" font-size="28" fill="#a99bd1" '
        'text-anchor="middle" font-family="sans-serif">?</text>'
    ))
