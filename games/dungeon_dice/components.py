"""Dice, treasure tokens and heroes of the dungeon dice game (D1, D2, D12), and reading their
names in English and German."""

from __future__ import annotations

import re
from collections.abc import Iterable

from tabletop.events import BadInput

PARTY_FACES = ("fighter", "cleric", "mage", "thief", "champion", "scroll")
MONSTERS = ("goblin", "skeleton", "ooze")
LEVEL_FACES = (*MONSTERS, "chest", "potion")  # what stays on the level; dragons go to the lair
DUNGEON_FACES = (*LEVEL_FACES, "dragon")
COMPANIONS = ("fighter", "cleric", "mage", "thief", "champion")
DICE = 7
LAST_LEVEL = 10
MASTER_XP = 5

# D5: whom a companion defeats all of; everyone else defeats one monster.
GOOD_AGAINST = {"fighter": "goblin", "cleric": "skeleton", "mage": "ooze"}

TOKENS = ("vorpal-sword", "talisman", "scepter-of-power", "thieves-tools", "scroll-token",
          "ring-of-invisibility", "dragon-scales", "elixir", "dragon-bait", "town-portal")
TOKEN_COUNTS = (3, 3, 3, 3, 3, 4, 6, 3, 4, 4)
TOKEN_INDEX = {name: i for i, name in enumerate(TOKENS)}
# D2: these tokens are used as one die of that face.
TOKEN_FACE = {"vorpal-sword": "fighter", "talisman": "cleric", "scepter-of-power": "mage",
              "thieves-tools": "thief", "scroll-token": "scroll"}

HEROES = ("spellsword", "mercenary", "knight", "half-goblin", "minstrel", "enchantress",
          "occultist", "crusader")
MASTER_NAME = {"spellsword": "battlemage", "mercenary": "commander", "knight": "dragon-slayer",
               "half-goblin": "chieftain", "minstrel": "bard", "enchantress": "beguiler",
               "occultist": "necromancer", "crusader": "paladin"}

_WORDS: dict[str, dict[str, str]] = {
    "party": {
        "fighter": "fighter", "fighters": "fighter", "krieger": "fighter",
        "cleric": "cleric", "clerics": "cleric", "priester": "cleric",
        "mage": "mage", "mages": "mage", "zauberer": "mage", "magier": "mage",
        "thief": "thief", "thieves": "thief", "dieb": "thief", "diebe": "thief",
        "champion": "champion", "champions": "champion",
        "scroll": "scroll", "scrolls": "scroll", "schriftrolle": "scroll",
        "schriftrollen": "scroll", "rolle": "scroll",
    },
    "dungeon": {
        "goblin": "goblin", "goblins": "goblin", "kobold": "goblin", "kobolde": "goblin",
        "skeleton": "skeleton", "skeletons": "skeleton", "skelett": "skeleton",
        "skelette": "skeleton",
        "ooze": "ooze", "oozes": "ooze", "schleim": "ooze", "schleimwesen": "ooze",
        "chest": "chest", "chests": "chest", "kiste": "chest", "kisten": "chest",
        "truhe": "chest", "schatzkiste": "chest",
        "potion": "potion", "potions": "potion", "trank": "potion", "tränke": "potion",
        "traenke": "potion",
        "dragon": "dragon", "dragons": "dragon", "drache": "dragon", "drachen": "dragon",
        "drachenkopf": "dragon",
    },
    "token": {
        **{name: name for name in TOKENS},
        "scroll": "scroll-token", "vorpal": "vorpal-sword", "sword": "vorpal-sword",
        "vorpalschwert": "vorpal-sword", "vorpal-schwert": "vorpal-sword",
        "zepter": "scepter-of-power", "zepter-der-macht": "scepter-of-power",
        "scepter": "scepter-of-power", "tools": "thieves-tools",
        "diebeswerkzeug": "thieves-tools", "schriftrolle": "scroll-token",
        "schriftrolle-marker": "scroll-token", "ring": "ring-of-invisibility",
        "ring-der-unsichtbarkeit": "ring-of-invisibility", "unsichtbarkeitsring":
        "ring-of-invisibility", "scales": "dragon-scales", "drachenschuppe": "dragon-scales",
        "drachenschuppen": "dragon-scales", "elixier": "elixir", "bait": "dragon-bait",
        "drachenköder": "dragon-bait", "drachenkoeder": "dragon-bait", "köder": "dragon-bait",
        "portal": "town-portal", "stadtportal": "town-portal",
    },
    "hero": {
        **{name: name for name in HEROES},
        **{master: novice for novice, master in MASTER_NAME.items()},
        "halfgoblin": "half-goblin", "halbgoblin": "half-goblin", "halb-goblin": "half-goblin",
        "schwertmagier": "spellsword", "söldner": "mercenary", "soeldner": "mercenary",
        "ritter": "knight", "spielmann": "minstrel", "zauberin": "enchantress",
        "okkultist": "occultist", "kreuzritter": "crusader",
    },
}

_COUNTED = re.compile(r"^([0-9]+)\s*[x×*]?$")
_DIGITS = re.compile(r"^[0-9]+$")


def word(kind: str, text: str) -> str:
    """The canonical name of a face, token or hero from English or German (or a prefix that
    names exactly one)."""
    key = text.strip().lower().replace("_", "-")
    words = _WORDS[kind]
    if key in words:
        return words[key]
    if len(key) >= 2:
        found = {canon for w, canon in words.items() if w.startswith(key)}
        if len(found) == 1:
            return found.pop()
    raise BadInput(f"dd_err_not_{kind}", text=text.strip())


MOST_FACES = 14
"""More dice than one line can name: every party and dungeon die together."""


def words(kind: str, text: str) -> list[str]:
    """Several names, each optionally counted: ``2 goblin dragon`` or ``goblin x2``."""
    tokens = [tok for tok in re.split(r"[\s,;]+", text.strip()) if tok]
    names: list[str] = []
    repeat = 1
    for tok in tokens:
        counted = _COUNTED.match(tok.lower())
        if counted:
            repeat = checked_count(counted.group(1), len(names))
            continue
        if tok.lower().startswith(("x", "×")) and _DIGITS.match(tok[1:]) and names:
            names.extend([names[-1]] * (checked_count(tok[1:], len(names)) - 1))
            continue
        names.extend([word(kind, tok)] * repeat)
        repeat = 1
    return names


def checked_count(digits: str, named: int) -> int:
    # A count is checked before it is multiplied out: "1000000000 goblin" would ask for
    # gigabytes (issue #13).
    if len(digits) > 3 or named + int(digits) > MOST_FACES:
        raise BadInput("dd_err_too_many_faces", most=MOST_FACES)
    return int(digits)


def counts(names: Iterable[str], faces: tuple[str, ...]) -> tuple[int, ...]:
    as_list = list(names)
    return tuple(as_list.count(face) for face in faces)


def expand(numbers: tuple[int, ...], faces: tuple[str, ...]) -> list[str]:
    return [face for face, n in zip(faces, numbers, strict=True) for _ in range(n)]
