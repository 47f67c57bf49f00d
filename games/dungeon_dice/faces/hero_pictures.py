"""Dungeon dice hero cards for the web face, drawn as short SVG: a portrait card with one emblem
a hero (the Viking's horned helmet, the Alchemist's flask, ...), framed in the colour of the set
it comes from (D12, D16, D18-D20) and filled silver for a novice, gold for a master. A legendary
hero (D16) has one side: silver, with a diamond under it.

Each card stays well under 1.5 KB, as pages show up to 26 of them within a size budget.
"""

from __future__ import annotations

from markupsafe import Markup

from games.dungeon_dice.rules.heroes import BASE, LEGENDARY, MASTER_NAME, PACK1, PACK2, PROMO
from tabletop.text.i18n import t
from tabletop.web.pictures import picture

# Emblems in a 48×48 box, placed on the card's panel; ``{f}`` is the ink and ``{b}`` the
# panel's colour, for holes and lines cut into the ink.
_EMBLEMS: dict[str, str] = {
    "spellsword": '<g fill="{f}"><path d="M20 6l3-4 3 4v26h-6z"/><rect x="12" y="32" '
                  'width="22" height="4" rx="1"/><rect x="21" y="36" width="4" height="7"/>'
                  '<circle cx="23" cy="45" r="2.5"/><path d="M39 4l2 5 5 2-5 2-2 5-2-5-5-2 '
                  '5-2z"/></g>',
    "mercenary": '<g stroke="{f}" stroke-linecap="round"><path d="M8 6L34 32M40 6L14 32" '
                 'stroke-width="4"/><path d="M29 37L39 27M9 27L19 37" stroke-width="4"/>'
                 '<path d="M34 32l8 8M14 32l-8 8" stroke-width="5"/></g>',
    "knight": '<path fill="{f}" d="M8 46V24a16 16 0 0 1 32 0v22zM22 9q4-9 16-7-8 2-10 8z"/>'
              '<rect x="12" y="23" width="24" height="4" fill="{b}"/>'
              '<path d="M24 31v12M18 33v8M30 33v8" stroke="{b}" stroke-width="2"/>',
    "half-goblin": '<g fill="{f}"><circle cx="24" cy="26" r="13"/><path d="M13 22L0 12l9 18z'
                   'M35 22l13-10-9 18z"/></g><g fill="{b}"><circle cx="19" cy="24" r="2.5"/>'
                   '<circle cx="29" cy="24" r="2.5"/><path d="M18 32h12l-2 3h-8z"/></g>',
    "minstrel": '<g fill="{f}"><ellipse cx="18" cy="32" rx="13" ry="14"/><path d="M22 24'
                'L38 6l4 4-16 18z"/><rect x="37" y="1" width="9" height="6" rx="1"/></g>'
                '<circle cx="18" cy="30" r="4" fill="{b}"/><path d="M8 40L40 8" stroke="{b}"/>',
    "enchantress": '<path fill="{f}" d="M28 3a21 21 0 1 0 16 33A17 17 0 0 1 28 3zM38 8l2 5 5 '
                   '2-5 2-2 5-2-5-5-2 5-2z"/>',
    "occultist": '<g fill="{f}"><circle cx="24" cy="20" r="15"/><rect x="15" y="28" '
                 'width="18" height="16" rx="3"/></g><g fill="{b}"><circle cx="18" cy="21" '
                 'r="4.5"/><circle cx="30" cy="21" r="4.5"/><path d="M24 27l-3 5h6zM19 37h2v7'
                 'h-2zM23 37h2v7h-2zM27 37h2v7h-2z"/></g>',
    "crusader": '<path fill="{f}" d="M6 3h36v19q0 18-18 25Q6 40 6 22z"/><path fill="{b}" '
                'd="M21 7h6v11h11v6H27v17h-6V24H10v-6h11z"/>',
    "viking": '<g fill="{f}"><path d="M10 34a14 14 0 0 1 28 0zM11 25Q1 21 4 4q4 12 12 14z'
              'M37 25q10-4 7-21-4 12-12 14z"/><rect x="7" y="34" width="34" height="5" rx="2"/>'
              '<rect x="22" y="38" width="4" height="9"/></g>',
    "alchemist": '<g fill="{f}"><rect x="16" y="1" width="16" height="5" rx="1"/><path d="M19 '
                 '6h10v12l13 22q2 6-4 6H10q-6 0-4-6l13-22z"/></g><path fill="{b}" '
                 'd="M12 33h24l4 8H8z" opacity=".5"/><circle cx="23" cy="26" r="2" fill="{b}"/>',
    "scout": '<g fill="{f}" transform="rotate(-35 24 24)"><rect x="-2" y="20" width="16" '
             'height="9" rx="1"/><rect x="14" y="18" width="15" height="13" rx="1"/><rect '
             'x="29" y="15" width="20" height="19" rx="2"/></g>',
    "sorceress": '<path fill="{f}" d="M24 1q4 10 12 17t4 18q-2 10-16 11Q8 46 8 32q0-8 6-14 0 8 '
                 '5 10-3-14 5-27z"/><path fill="{b}" d="M24 25q8 7 6 13-1 6-6 6t-6-6q0-5 4-6 0 '
                 '4 3 4-2-4-1-11z"/>',
    "archaeologist": '<g fill="{f}"><path d="M2 16Q24-3 46 16Q24 7 2 16z"/><rect x="21.5" '
                     'y="6" width="5" height="41" rx="2"/></g>',
    "leprechaun": '<g fill="{f}" stroke="{b}"><circle cx="16" cy="12" r="5"/><circle cx="32" '
                  'cy="12" r="5"/><circle cx="24" cy="8" r="5"/></g><g fill="{f}"><rect x="5" '
                  'y="17" width="38" height="6" rx="3"/><path d="M9 23h30q5 11-2 20H11q-7-9-2-20'
                  'z"/></g><path d="M12 30h24" stroke="{b}" stroke-width="2"/>',
    "dwarf": '<g fill="{f}"><rect x="21.5" y="2" width="5" height="45" rx="2"/><path d="M27 6'
             'q12-4 18-2-4 9 0 19-6-4-18 0zM21 6Q9 2 3 4q4 9 0 19 6-4 18 0z"/></g>',
    "tracker": '<g fill="{f}"><ellipse cx="14" cy="31" rx="6" ry="8"/><ellipse cx="14" '
               'cy="43" rx="4.5" ry="3.5"/><ellipse cx="34" cy="9" rx="6" ry="8"/><ellipse '
               'cx="34" cy="21" rx="4.5" ry="3.5"/></g>',
    "guild-leader": '<g fill="{f}"><path d="M17 12h14l-4 6q17 6 15 20-2 8-18 8T6 38q-2-14 '
                    '15-20zM13 5l6 6h10l6-6z"/></g><circle cx="24" cy="33" r="7" fill="none" '
                    'stroke="{b}" stroke-width="2.5"/>',
    "time-traveler": '<g fill="{f}"><rect x="8" y="1" width="32" height="5" rx="2"/><rect '
                     'x="8" y="42" width="32" height="5" rx="2"/><path d="M12 6h24q0 12-10 18 '
                     '10 6 10 18H12q0-12 10-18-10-6-10-18z"/></g><path fill="{b}" d="M16 9h16q-2'
                     ' 7-8 11-6-4-8-11zM24 31l7 8H17z"/>',
    "cassandra": '<path fill="{f}" d="M2 22Q24 0 46 22 24 44 2 22zM24 35q4 7 0 11-4-4 0-11z"/>'
                 '<circle cx="24" cy="22" r="9" fill="{b}"/><circle cx="24" cy="22" r="4.5" '
                 'fill="{f}"/>',
    "marpesia": '<g fill="{f}"><path d="M24 0l6 12-6 4-6-4zM17 16h14v3H17z"/><rect x="22" '
                'y="16" width="4" height="32" rx="1"/><path d="M3 28q10-2 13 9-10-1-13-9zM45 28'
                'q-10-2-13 9 10-1 13-9z"/></g>',
    "toulak": '<g fill="{f}"><path d="M14 16Q0 14 2 2q4 8 14 8zM34 16q14-2 12-14-4 8-14 8z'
              'M12 14h24l-2 20q-2 11-10 11t-10-11z"/></g><g fill="{b}"><circle cx="18" cy="22" '
              'r="2.5"/><circle cx="30" cy="22" r="2.5"/><ellipse cx="24" cy="37" rx="6" '
              'ry="3"/></g>',
    "amar-suen": '<g fill="{f}"><path d="M4 38V12l10 10 10-16 10 16 10-10v26z"/><rect x="4" '
                 'y="40" width="40" height="5" rx="1"/><circle cx="4" cy="10" r="3"/><circle '
                 'cx="24" cy="4" r="3"/><circle cx="44" cy="10" r="3"/></g><circle cx="24" '
                 'cy="29" r="4" fill="{b}"/>',
    "tristan": '<g fill="{f}"><circle cx="24" cy="3" r="2.5"/><rect x="22" y="5" width="4" '
               'height="7"/><rect x="12" y="12" width="24" height="4" rx="1"/><path d="M21 16h6'
               'v22l-3 4-3-4zM3 45q21-8 42 0v2H3z"/></g>',
    "loeg-yllavyre": '<path fill="{f}" d="M3 6q22-4 42 8-2 8-7 9 3 7-2 13-4-4-9-4 1 7-4 11-2-7'
                     '-9-9 0 7-5 9Q3 30 3 6z"/><path d="M3 6l35 18M3 6l27 27M3 6l13 33" '
                     'stroke="{b}" stroke-width="1.5"/>',
    "alexandra": '<path fill="{f}" d="M2 10q12-4 21 2v32q-9-6-21-2zM46 10q-12-4-21 2v32q9-6 21'
                 '-2z"/><path d="M6 18q7-2 13 1M6 24q7-2 13 1M6 30q7-2 13 1M29 19q6-3 13-1M29 '
                 '25q6-3 13-1M29 31q6-3 13-1" stroke="{b}" stroke-width="1.5" fill="none"/>',
    "szopin": '<g fill="{f}"><rect x="8" y="3" width="4" height="45" rx="1"/><circle cx="10" '
              'cy="3" r="3"/><path d="M12 6h32l-8 10 8 10H12z"/></g><path fill="{b}" d="M24 '
              '9l2 4 4.5.5-3.3 3 1 4.5-4.2-2.3-4.2 2.3 1-4.5-3.3-3 4.5-.5z"/>',
}

SET_FRAME = {"base": "#4f6478", "pack1": "#2f7d4f", "promo": "#7a3fa0", "pack2": "#a8760a"}
_SET_OF = {hero: name for name, heroes in
           (("base", BASE), ("pack1", PACK1), ("promo", PROMO), ("pack2", PACK2))
           for hero in heroes}
_NOVICE_OF = {shown: novice for novice, shown in MASTER_NAME.items()}
NOVICE_PANEL, MASTER_PANEL, INK = "#c9d1da", "#e8c04a", "#2b2b33"
# Under the panel: a star on a master's card, a diamond on a legendary hero's.
_MASTER_MARK = '<path fill="#f7e7a0" d="M30 67l1.5 3 3.3.4-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3' \
               '-2.4-2.3 3.3-.4z"/>'
_LEGEND_MARK = '<path fill="#f7e7a0" d="M30 67l4 4.5-4 4.5-4-4.5z"/>'


def card(hero: str, master: bool = False, css: str = "dd-card", label: str = "") -> Markup:
    """The hero's card: ``hero`` is a novice's id (``master`` picks the side) or the id of the
    side shown, such as ``battlemage``; a legendary hero is never gold (D16). ``label``: its
    name, the side's name unless given."""
    novice = _NOVICE_OF.get(hero, hero)
    gold = (master or hero != novice) and novice not in LEGENDARY
    shown = MASTER_NAME.get(novice, novice) if gold else novice
    panel = MASTER_PANEL if gold else NOVICE_PANEL
    mark = _LEGEND_MARK if novice in LEGENDARY else _MASTER_MARK if gold else ""
    label = label or t(f"dd_hero_{shown}")
    return picture(css, "0 0 60 80", label, Markup(
        '<rect x="1.5" y="1.5" width="57" height="77" rx="6" fill="{frame}" stroke="#333" '
        'stroke-width="1.5"/><rect x="6" y="6" width="48" height="58" rx="3" fill="{panel}"/><g '
        'transform="translate(6 11)">{emblem}</g>{mark}'
    ).format(frame=SET_FRAME.get(_SET_OF.get(novice, ""), "#666"), panel=panel,
             mark=Markup(mark), emblem=Markup(_EMBLEMS.get(novice, "")).format(f=INK, b=panel)))

