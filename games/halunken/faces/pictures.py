"""Halunken's pictures for the web face, drawn as short SVG (the host lays the board out): a
scoundrel card (its colour, the colour's name or letters and its value), a movement card (a
number or a rum bottle) face up or down, a dive's face-down pile, an empty dive and the pieces.

Colour is never the only cue: each card names its colour in print and in its label.
"""

from __future__ import annotations

from functools import cache

from markupsafe import Markup

from games.halunken.rules.components import LETTERS, RUM, colour, value
from games.halunken.text.names import card_name
from tabletop.board import Picture
from tabletop.text.i18n import language, t
from tabletop.web.pictures import picture as svg

FILL = {"r": "#c62828", "p": "#6a1b9a", "g": "#6b6b6b", "y": "#f6c915"}
INK = {"r": "#fff", "p": "#fff", "g": "#fff", "y": "#222"}
SEAT_COLOURS = ("#1565c0", "#2e7d32", "#e65100", "#6d4c41")
CREW = ("player", "you", "black_jack")
"""Sections whose cards are small: a crew, the harbour, a standing bid."""

PREFIX = "hs"
# Seven dives fit a row of a 360 px phone (about 45 px each); the ring grows with the screen, a
# tablet lying on the table being its board. The face-up line repeats the ring for a terminal
# (issue #14): the page has the ring in view and leaves it out. A captain's eight movement cards
# stand in one line beside their label on a 360 px phone, even the German "Auf der Hand", so
# the deciding seat's panel stays short under the ring (issue #40); a card that is a control
# carries its word ("bid") under it, so a crew of six still takes two lines.
CSS = """
.hs-ring .b-grid{gap:2px}
.hs-ring .b-cell{flex-flow:row wrap;justify-content:center;align-content:flex-start;gap:1px;
 background:#faf3e0;border-color:#c8b98f;color:#3e2a10;min-height:6.2em}
.hs-ring .b-num{flex-basis:100%;text-align:center;color:#6d5b2e}
.hs-ring .b-pic:has(.hs-card,.hs-empty,.hs-down){flex-basis:100%}
.hs-card{width:100%;max-width:clamp(56px,7.5vw,100px);height:auto}
.hs-empty{width:100%;max-width:clamp(56px,7.5vw,100px);height:auto}
.hs-down{width:100%;max-width:40px;height:auto}
.hs-piece{width:clamp(20px,2vw + 12px,34px);height:auto;flex:none}
.hs-face_up{display:none}
.hs-player,.hs-you,.hs-black_jack{border:1px solid var(--line,#bbb);border-radius:8px;
 padding:.35em .6em}
.hs-you{border:2px solid #1565c0}
.hs-black_jack{background:var(--raised,#f4f4f4)}
.hs-player h3,.hs-you h3,.hs-black_jack h3{font-size:1em}
.hs-player dd,.hs-you dd{align-items:flex-start;column-gap:.2em}
.hs-player .b-facts,.hs-you .b-facts{column-gap:.5em}
.hs-player dt,.hs-you dt,.hs-black_jack dt{font-size:.85em}
.hs-player .hs-move,.hs-you .hs-move{width:clamp(22px,6.4vw,34px)}
.hs-player .b-note,.hs-you .b-note{font-size:.7em}
.hs-small{width:clamp(26px,7vw,36px);height:auto;flex:none}
.hs-board .b-tap{flex-direction:column;flex-wrap:nowrap;gap:0;padding:2px 3px}
.hs-board .b-tap small{font-size:.75em;line-height:1.1}
.hs-move{width:clamp(24px,7vw,34px);height:auto;flex:none}
.hs-mini{width:2em;height:auto;vertical-align:middle;flex:none}
.hs-hand .b-line{display:grid;grid-template-columns:repeat(4,minmax(0,1fr))}
.hs-hand .b-slot{width:auto}
.hs-hand .b-play>.b-pic:first-child .hs-move{width:2.6em}
.hs-hand .b-play{display:flex;flex-direction:column;align-items:center;text-align:center}
.hs-hand .b-label{font-size:1.8em;line-height:1.1}
.hs-hand .b-bad{color:var(--bad,#b71c1c)}
"""


def picture(shown: Picture, where: str) -> Markup:
    """Any of Halunken's pictures; its size says where it stands: a dive's card is large and
    names its colour, a crew's is small with its colour's letters, a button's smaller."""
    kind, ident = shown.kind, shown.id
    if kind == "card":
        if where == "ring":
            return _card(ident, shown.name, "hs-card", "word", language())
        css = "hs-small" if where in CREW else "hs-mini"
        return _card(ident, shown.name, css, "letter", language())
    if kind == "move":
        return _move(ident, "hs-move" if where != "act" else "hs-mini", shown.name)
    if kind == "piece":
        return piece(ident, shown.name)
    if kind == "down":
        return _down(int(ident), shown.name)
    return svg("hs-empty", "0 0 40 56", shown.name, Markup(
        '<rect x="2" y="2" width="36" height="52" rx="4" fill="none" stroke="#c8b98f" '
        'stroke-dasharray="3 2"/><text x="20" y="32" font-size="9" text-anchor="middle" '
        'font-family="sans-serif" fill="#8a7a50">{}</text>').format(shown.name))


def card(code: str, css: str = "hs-card") -> Markup:
    """A scoundrel card with its colour's name (the tally's cards, by tapping)."""
    return _card(code, card_name(code), css, "word", language())


# A board draws some fifty cards; each is drawn once a language.
@cache
def _card(code: str, name: str, css: str, band: str, lang: str) -> Markup:
    ink, fill = INK[colour(code)], FILL[colour(code)]
    word = t(f"hs_colour_{colour(code)}") if band == "word" else LETTERS[lang][colour(code)]
    # 11 units is 10.7 px on a dive of a 360 px phone; a long name is squeezed to the band. A
    # small card says the colour's letters, large enough to read on a crew's 26 px card.
    size = 11 if band == "word" else 15
    fit = Markup(' textLength="33" lengthAdjust="spacingAndGlyphs"') if len(word) > 5 else ""
    return svg(css, "0 0 40 56", name, Markup(
        '<rect x="1" y="1" width="38" height="54" rx="4" fill="{fill}" stroke="#333"/>'
        '<text x="20" y="{top}" font-size="{size}" text-anchor="middle" font-family="sans-serif" '
        'fill="{ink}"{fit}>{word}</text><text x="20" y="47" font-size="22" font-weight="bold" '
        'text-anchor="middle" font-family="sans-serif" fill="{ink}">{value}</text>'
    ).format(fill=fill, top=14 if band == "word" else 17, size=size, ink=ink, fit=fit, word=word,
             value=value(code)))


# The bottle fills the card: on a 26 px card it is the cue, its label too small to read.
_BOTTLE = Markup(
    '<path d="M16 5h8v9l6 7v27a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3V21l6-7z" fill="#5d3a1a"/>'
    '<rect x="10" y="27" width="20" height="13" fill="#f3e3b5"/>'
    '<text x="20" y="37" font-size="9" text-anchor="middle" font-family="sans-serif" '
    'font-weight="bold" fill="#5d3a1a">RUM</text>')


@cache
def _move(code: str, css: str, name: str) -> Markup:
    """A movement card: parchment with the number of steps, or the rum bottle; or its back."""
    if code == "down":
        return svg(css, "0 0 40 56", name, Markup(
            '<rect x="1" y="1" width="38" height="54" rx="4" fill="#3b5b7a" stroke="#23384d" '
            'stroke-width="1.5"/><path d="M8 10l24 36M32 10L8 46" stroke="#7fa1c3" '
            'stroke-width="2"/>'))
    face = _BOTTLE if code == RUM else Markup(
        '<text x="20" y="37" font-size="24" font-weight="bold" text-anchor="middle" '
        'font-family="serif" fill="#3e2a10">{}</text>').format(code)
    return svg(css, "0 0 40 56", name, Markup(
        '<rect x="1" y="1" width="38" height="54" rx="4" fill="#f1e2bd" stroke="#8a6d3b" '
        'stroke-width="1.5"/><circle cx="20" cy="28" r="15" fill="none" stroke="#c8ad73" '
        'stroke-width="1.2"/>{}').format(face))


def piece(ident: str, name: str) -> Markup:
    """A captain (``seat mark``) or Black Jack (``bj``) on the board: a disc with initials."""
    seat, _, mark = ident.partition(" ")
    fill = "#111" if ident == "bj" else SEAT_COLOURS[int(seat) % len(SEAT_COLOURS)]
    return svg("hs-piece", "0 0 24 24", name, Markup(
        '<circle cx="12" cy="12" r="11" fill="{fill}" stroke="#fff" stroke-width="1.5"/><text '
        'x="12" y="16" font-size="11" font-weight="bold" text-anchor="middle" '
        'font-family="sans-serif" fill="#fff">{mark}</text>'
    ).format(fill=fill, mark="BJ" if ident == "bj" else mark))


def _down(count: int, name: str) -> Markup:
    """A dive's face-down pile: a card back for each, counted past three; none, a dot."""
    if not count:
        return svg("hs-down", "0 0 40 12", name, Markup('<circle cx="20" cy="6" r="1.5" '
                                                         'fill="#c8b98f"/>'))
    backs = Markup("").join(Markup('<rect x="{}" y="1" width="7" height="10" rx="1" '
                                   'fill="#6d5b2e"/>').format(4 + 9 * i)
                            for i in range(min(count, 3)))
    more = Markup('<text x="34" y="10" font-size="10" font-family="sans-serif" fill="#6d5b2e">'
                  '×{}</text>').format(count) if count > 3 else Markup("")
    return svg("hs-down", "0 0 40 12", name, backs + more)
