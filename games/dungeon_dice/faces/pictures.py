"""Dungeon dice's pictures for the web face, drawn as short SVG: a die (party dice light,
dungeon dice dark, as on the table), a die still to roll, a treasure token, a hero's card and
the level track; the host lays them out.

A die's icon fills it and its name is printed under it in the page's own type, which stays
readable where a name drawn inside a 30 px die would not, so nobody has to guess what an icon
means; a button's face names its act in words instead.
"""

from __future__ import annotations

from markupsafe import Markup

from games.dungeon_dice.faces.hero_pictures import card
from games.dungeon_dice.rules.components import PARTY_FACES, TOKEN_FACE
from tabletop.board import Picture
from tabletop.text.i18n import t
from tabletop.web.pictures import picture as svg

PREFIX = "dd"
# A phone of 360 px holds five dice a row; a count stands on a die's corner, as a badge. A die
# just rolled tumbles onto its face (--motion, read by the page's motion.js). The heroes
# offered are cards to pick, four a row on a phone; the one picked shows its whole text under
# them (issue #40). A count's badge sticks out of a narrow chip to the right: the chip keeps
# room for it, so that the last of a line never reaches past a 360 px screen ("Drachenschuppen
# ×2"), and a long name wraps inside its chip. The tally's hero list is as wide as "Loeg
# Yllavyre, Herr der Drachen / ..." unless it may shrink (it overflowed a German phone by 8 px),
# and a token's name is set a little smaller so "Drachenschuppen" keeps whole beside its
# stepper.
CSS = """
.dd-chip{display:inline-flex;flex-direction:column;align-items:center;line-height:1.15;
 max-width:7em;text-align:center}
.dd-cap{font-size:.75em}
.dd-die{width:clamp(40px,12vw,56px);height:auto;flex:none;--motion:roll}
.dd-tiny{width:1.7em;height:auto;vertical-align:middle;flex:none}
.dd-token{width:clamp(30px,8vw,40px);height:auto;flex:none}
.dd-card{width:54px;height:72px;flex:none}
.dd-card-s{width:27px;height:36px;vertical-align:middle;flex:none}
.dd-track{width:clamp(150px,45vw,260px);height:auto;vertical-align:middle}
.dd-board .b-pic>.b-note{position:absolute;top:-6px;left:50%;margin-left:8px;background:#333;
 color:#fff;border-radius:9px;padding:0 .35em;font-size:.75em;line-height:1.4;white-space:nowrap}
.dd-board .b-pic:has(>.b-note){margin-right:.9em}
.dd-board .b-line{align-items:flex-end}
.dd-bag .dd-token{width:24px}
.dd-bag .b-line{gap:6px}
.dd-players .b-table{font-size:.9em}
.dd-players tr.b-you{background:color-mix(in srgb,#8e24aa 12%,var(--raised,#fff));font-weight:bold}
.dd-players td:nth-child(2) .dd-chip{flex-direction:row;gap:.3em;max-width:none}
.dd-heroes .b-line{display:grid;gap:.35em;grid-template-columns:repeat(auto-fill,minmax(76px,1fr))}
.dd-heroes .b-src{justify-content:flex-start}
.dd-heroes .dd-chip{max-width:7em}
.dd-heroes .dd-cap{font-size:.64em;font-weight:bold}
.dd-cap{overflow-wrap:break-word;hyphens:auto;max-width:100%}
.dd-board h3 .muted{font-weight:normal;font-size:.8em}
.dd-hero p{margin:.15em 0}
.dd-moves .b-acts .act{max-width:100%}
.dd-tap-hero select{min-width:0;max-width:100%}
.dd-tap-tokens span.dd-tap-name{font-size:.82em;overflow-wrap:break-word;hyphens:auto}
"""

# Icons in a 60×60 die, drawn between y=6 and y=43 above the name; ``{f}`` is the icon's colour
# and ``{b}`` the die's, for holes such as eyes.
_ICONS: dict[str, str] = {
    "fighter": '<g fill="{f}"><path d="M30 6l4 5v19h-8V11z"/><rect x="21" y="30" width="18" '
               'height="4" rx="1"/><rect x="28" y="34" width="4" height="6"/>'
               '<circle cx="30" cy="42" r="2.5"/></g>',
    "cleric": '<path fill="{f}" d="M26 7h8v9h9v8h-9v18h-8V24h-9v-8h9z"/>',
    "mage": '<path fill="{f}" d="M30 8L34 19L46 20L37 27L40 39L30 32L20 39L23 27L14 20L26 19z"/>',
    "thief": '<path fill="{f}" d="M10 19q20-9 40 0q0 14-11 14q-6 0-9-5q-3 5-9 5q-11 0-11-14z"/>'
             '<g fill="{b}"><ellipse cx="21" cy="23" rx="5" ry="3"/>'
             '<ellipse cx="39" cy="23" rx="5" ry="3"/></g>',
    "champion": '<path fill="{f}" d="M11 38V15l9 9 10-14 10 14 9-9v23z"/>'
                '<circle cx="30" cy="30" r="3" fill="{b}"/>',
    "scroll": '<g fill="{f}"><rect x="16" y="10" width="28" height="28"/><rect x="12" y="7" '
              'width="36" height="7" rx="3.5"/><rect x="12" y="35" width="36" height="7" '
              'rx="3.5"/></g><path d="M21 20h18M21 26h18M21 32h12" stroke="{b}" '
              'stroke-width="2"/>',
    "goblin": '<g fill="{f}"><circle cx="30" cy="26" r="12"/><path d="M20 23L6 14l9 16zM40 23'
              'l14-9-9 16z"/></g><g fill="{b}"><circle cx="25" cy="24" r="2.5"/>'
              '<circle cx="35" cy="24" r="2.5"/><path d="M24 32h12l-2 3h-8z"/></g>',
    "skeleton": '<g fill="{f}"><circle cx="30" cy="21" r="13"/><rect x="22" y="27" width="16" '
                'height="13" rx="3"/></g><g fill="{b}"><circle cx="25" cy="22" r="4"/>'
                '<circle cx="35" cy="22" r="4"/><path d="M26 34h2v6h-2zM31 34h2v6h-2z"/></g>',
    "ooze": '<path fill="{f}" d="M10 40q0-24 20-26q20 2 20 26q-3 4-6 0q-4 5-7 0q-4 5-7 0'
            'q-4 5-7 0q-4 5-7 0q-3 4-6 0z"/><g fill="{b}"><circle cx="24" cy="27" r="3"/>'
            '<circle cx="36" cy="27" r="3"/></g>',
    "chest": '<g fill="{f}"><path d="M11 20q19-15 38 0z"/><rect x="11" y="22" width="38" '
             'height="19" rx="2"/></g><rect x="27" y="24" width="6" height="8" rx="1" '
             'fill="{b}"/>',
    "potion": '<g fill="{f}"><rect x="25" y="5" width="10" height="5" rx="1"/>'
              '<path d="M27 10h6v9a13 13 0 1 1-6 0z"/></g>'
              '<path d="M19 30a11 11 0 0 0 22 0z" fill="{b}" opacity=".45"/>',
    "dragon": '<path fill="{f}" d="M8 36l11-15-4-13 10 9h10l10-9-4 13 11 15-13-4-9 9-9-9z"/>'
              '<g fill="{b}"><path d="M21 24l6 3-6 1zM39 24l-6 3 6 1z"/></g>',
    # treasure tokens without a face of their own
    "ring-of-invisibility": '<circle cx="30" cy="28" r="11" fill="none" stroke="{f}" '
                            'stroke-width="5"/><path fill="{f}" d="M30 5l6 7-6 6-6-6z"/>',
    "dragon-scales": '<path fill="none" stroke="{f}" stroke-width="4" d="M12 38a9 9 0 0 1 18 0'
                     'a9 9 0 0 1 18 0M21 26a9 9 0 0 1 18 0M12 26a9 9 0 0 1 9-9M48 26a9 9 0 '
                     '0 0-9-9"/>',
    "dragon-bait": '<g fill="{f}"><ellipse cx="25" cy="21" rx="14" ry="11"/>'
                   '<path d="M33 28l9 9-3 3-9-9z"/><circle cx="44" cy="36" r="4"/>'
                   '<circle cx="38" cy="42" r="4"/></g>',
    "town-portal": '<path fill="{f}" d="M14 42V24a16 16 0 0 1 32 0v18h-7V25a9 9 0 0 0-18 0v17z"/>',
}
_ICONS["elixir"] = _ICONS["potion"]
for _token, _face in TOKEN_FACE.items():
    _ICONS[_token] = _ICONS[_face]

PARTY_INK = {"fighter": "#3f6a96", "cleric": "#a8780a", "mage": "#6a3fb0", "thief": "#333",
             "champion": "#c77700", "scroll": "#8a6038"}
DUNGEON_INK = {"goblin": "#6fcf5a", "skeleton": "#f2efe6", "ooze": "#e07ae0", "chest": "#e0a04a",
               "potion": "#4fd0ee", "dragon": "#ff5a4a"}
PARTY_DIE, DUNGEON_DIE, TOKEN_COIN = "#fbf6e9", "#2d2d34", "#f3d27a"


def face_name(face: str) -> str:
    return t(f"dd_face_{face}")


# The icon band (y 6..43) scaled by 1.3 about the die's middle: the name is not printed inside,
# so the icon takes its room.
_FILL = "translate(-9 -1.85) scale(1.3)"
CAPTIONED = frozenset({"party", "dungeon", "ally", "hero-as", "token", "hero"})
BARE = frozenset({"act", "advice", "pick"})
"""Where a picture goes without its name printed: a button's face says the act in words, the
table's picker prints the name beside it."""


def picture(shown: Picture, where: str) -> Markup:
    """``shown`` at its size where it stands, its name printed under it in the board."""
    drawn = _drawn(shown, where)
    # a die counted in a picker needs no name under it: its face says it, the count's field
    # names it, and two counts then stand side by side on a phone (issue #40)
    counted_die = where == "count" and shown.kind in ("party", "dungeon")
    if where in BARE or shown.kind not in CAPTIONED or counted_die:
        return drawn
    caption = face_name(shown.id) if shown.kind in ("party", "dungeon") else shown.name
    return Markup('<span class="dd-chip">{}<small class="dd-cap">{}</small></span>').format(
        drawn, caption)


def _drawn(shown: Picture, where: str) -> Markup:
    small = where in BARE - {"pick"}
    if shown.kind == "hero":
        css = "dd-card" if where in ("heroes", "pick") else "dd-card-s"
        return card(shown.id, css=css, label=shown.name)
    if shown.kind == "token":
        return token(shown.id, "dd-tiny" if small else "dd-token")
    if shown.kind == "track":
        return svg("dd-track", f"0 0 {12 * int(shown.id.split('/')[1])} 12", shown.name,
                   _track(*(int(x) for x in shown.id.split("/"))))
    if shown.kind == "grave":
        return grave("dd-tiny" if small else "dd-die", shown.name)
    if shown.kind == "unrolled":
        round_ = shown.id == "treasure"  # a token to draw
        css = "dd-tiny" if small else "dd-token" if round_ else "dd-die"
        return unrolled(css, shown.name, round_)
    return die(shown.id, "dd-tiny" if small else "dd-die", shown.name)


def die(face: str, css: str, label: str) -> Markup:
    """One die showing ``face``: party dice light with dark ink, dungeon dice dark."""
    ground = PARTY_DIE if face in PARTY_FACES else DUNGEON_DIE
    ink = PARTY_INK.get(face) or DUNGEON_INK.get(face, "#888")
    return svg(css, "0 0 60 60", label, Markup(
        '<rect x="1.5" y="1.5" width="57" height="57" rx="9" fill="{ground}" stroke="#777" '
        'stroke-width="1.5"/><g transform="{fill}">{icon}</g>'
    ).format(ground=ground, fill=_FILL, icon=Markup(_ICONS.get(face, "")).format(f=ink, b=ground)))


def unrolled(css: str, label: str, token: bool = False) -> Markup:
    """A die still to be rolled, or a token still to be drawn (round)."""
    outline = '<circle cx="30" cy="30" r="28"' if token else \
        '<rect x="1.5" y="1.5" width="57" height="57" rx="9"'
    return svg(css, "0 0 60 60", label, Markup(
        '{} fill="none" stroke="#888" stroke-width="2" stroke-dasharray="5 4"/><text x="30" '
        'y="40" font-size="28" text-anchor="middle" fill="#888" font-family="sans-serif">?</text>'
    ).format(Markup(outline)))


def grave(css: str, label: str) -> Markup:
    """A party die in the graveyard: grey, a tombstone on it."""
    return svg(css, "0 0 60 60", label, Markup(
        '<rect x="1.5" y="1.5" width="57" height="57" rx="9" fill="#d6d3cc" stroke="#777" '
        'stroke-width="1.5"/><path d="M19 48V25a11 11 0 0 1 22 0v23z" fill="#6b665c"/>'
        '<path d="M30 27v13M25 32h10" stroke="#d6d3cc" stroke-width="3"/>'))


def token(name: str, css: str = "dd-token") -> Markup:
    """A round treasure token with its picture, named by its name."""
    return svg(css, "0 0 60 60", t(f"dd_token_{name}"), Markup(
        '<circle cx="30" cy="30" r="28" fill="{coin}" stroke="#a67c00" stroke-width="2"/><g '
        'transform="translate(7.5 9) scale(.75)">{icon}</g>'
    ).format(coin=TOKEN_COIN, icon=Markup(_ICONS.get(name, "")).format(f="#5a3b00", b=TOKEN_COIN)))


def _track(level: int, last: int) -> Markup:
    """The levels of the dungeon, the ones reached filled."""
    return Markup("").join(
        Markup('<rect x="{}" y="1" width="10" height="10" rx="2" fill="{}"/>').format(
            1 + 12 * n, "#8a2be2" if n < level else "#ddd") for n in range(last))
