"""Dungeon dice pictures for the web face, drawn as short SVG: a die face (an icon and its name),
a die still to roll, a treasure token, a hero's shield and the level track.

Party dice are light and dungeon dice dark, as on the table. A die's icon fills it: its name is
printed under it by ``chip`` in the page's own type, which stays readable where a name drawn
inside a 30 px die would not, so nobody has to guess what an icon means.
"""

from __future__ import annotations

from markupsafe import Markup

from games.dungeon_dice.rules.components import PARTY_FACES, TOKEN_FACE
from tabletop.i18n import t
from tabletop.web.pictures import picture

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


# The icon band (y 6..43) scaled by 1.3 about the die's middle: the name is no longer printed
# inside, so the icon takes its room.
_FILL = "translate(-9 -1.85) scale(1.3)"


def die(face: str, css: str = "dd-die", *, ally: bool = False) -> Markup:
    """One die showing ``face``: party dice light with dark ink, dungeon dice dark; an ally (a
    monster serving as a companion) is drawn as the companion it serves as."""
    party = face in PARTY_FACES
    key = "dd_n_ally" if ally else "dd_web_party_die" if party else "dd_web_dungeon_die"
    label = t(key, face=face_name(face))
    ground = PARTY_DIE if party else DUNGEON_DIE
    ink = PARTY_INK.get(face) or DUNGEON_INK.get(face, "#888")
    return picture(css, "0 0 60 60", label, Markup(
        '<rect x="1.5" y="1.5" width="57" height="57" rx="9" fill="{ground}" stroke="#777" '
        'stroke-width="1.5"/><g transform="{fill}">{icon}</g>'
    ).format(ground=ground, fill=_FILL, icon=Markup(_ICONS.get(face, "")).format(f=ink, b=ground)))


def chip(pictures: Markup, name: str, css: str = "") -> Markup:
    """Pictures with their name printed under them."""
    return Markup('<span class="dd-chip{}"><span class="dd-pics">{}</span><small>{}</small>'
                  '</span>').format(f" {css}" if css else "", pictures, name)


def unrolled(css: str = "dd-die") -> Markup:
    """A die still to be rolled."""
    label = t("dd_web_unrolled")
    return picture(css, "0 0 60 60", label, Markup(
        '<rect x="1.5" y="1.5" width="57" height="57" rx="9" fill="none" stroke="#888" '
        'stroke-width="2" stroke-dasharray="5 4"/><text x="30" y="40" font-size="28" '
        'text-anchor="middle" fill="#888" font-family="sans-serif">?</text>'
    ))


def token(name: str, css: str = "dd-token") -> Markup:
    """A round treasure token with its picture; its name is the picture's name."""
    label = t(f"dd_token_{name}")
    return picture(css, "0 0 60 60", label, Markup(
        '<circle cx="30" cy="30" r="28" fill="{coin}" stroke="#a67c00" stroke-width="2"/><g '
        'transform="translate(7.5 9) scale(.75)">{icon}</g>'
    ).format(coin=TOKEN_COIN, icon=Markup(_ICONS.get(name, "")).format(f="#5a3b00", b=TOKEN_COIN)))


def shield(name: str, master: bool = False, css: str = "dd-shield") -> Markup:
    """A hero as a shield with the first letter of their name: silver novice, gold master."""
    label = t(f"dd_hero_{name}")
    return picture(css, "0 0 60 60", label, Markup(
        '<path d="M9 5h42v21q0 21-21 31Q9 47 9 26z" fill="{fill}" stroke="#555" '
        'stroke-width="2"/><text x="30" y="36" font-size="24" font-family="serif" '
        'font-weight="bold" text-anchor="middle" fill="#222">{letter}</text>'
    ).format(fill="#e8c04a" if master else "#c9d1da", letter=label[:1]))


def level_track(level: int, last: int) -> Markup:
    """The levels of the dungeon, the ones reached filled."""
    label = t("dd_web_level", level=level, last=last)
    cells = Markup("").join(
        Markup('<rect x="{}" y="1" width="10" height="10" rx="2" fill="{}"/>').format(
            1 + 12 * n, "#8a2be2" if n < level else "#ddd") for n in range(last))
    return picture("dd-track", f"0 0 {12 * last} 12", label, cells)
