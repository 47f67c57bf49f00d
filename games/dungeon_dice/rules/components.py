"""Dice, treasure tokens and heroes of the dungeon dice game (D1, D2, D12), and reading their
names in English and German."""

from __future__ import annotations

import re
from collections.abc import Iterable

from games.dungeon_dice.rules.heroes import ALL as ALL_HEROES
from games.dungeon_dice.rules.heroes import MASTER_NAME as MASTER_NAME
from tabletop.events import BadInput
from tabletop.text.i18n import language

PARTY_FACES = ("fighter", "cleric", "mage", "thief", "champion", "scroll")
MONSTERS = ("goblin", "skeleton", "ooze")
LEVEL_FACES = (*MONSTERS, "chest", "potion")  # what stays on the level; dragons go to the lair
DUNGEON_FACES = (*LEVEL_FACES, "dragon")
COMPANIONS = ("fighter", "cleric", "mage", "thief", "champion")
DICE = 7
LAST_LEVEL = 10
DELVES = 3  # each player delves three times (003_713d509ed6956a86.txt)
# The most XP a player can end with (D6-D8): each of the delves ends with at most the last
# level's XP; on the way each level rolls at most DICE dungeon dice, each worth at most 1 XP
# (a chest opened when the treasure is gone), and a dragon, fought at most once a level and
# never on level 1 (it takes 3 dice in the lair), gives 1 XP and a treasure (or 1 XP more).
LEVEL_DICE = sum(min(level, DICE) for level in range(1, LAST_LEVEL + 1))
MAX_XP = DELVES * (LAST_LEVEL + LEVEL_DICE + 2 * (LAST_LEVEL - 1))
MASTER_XP = 5

LAIR_ALLY = "ally-dragon"
"""D20 Loeg Yllavyre's ultimate: a lair die serving as a companion of no type until the
regroup: it defeats 1 monster, opens 1 chest, or quaffs."""

# D5: whom a companion defeats all of; everyone else defeats one monster.
GOOD_AGAINST = {"fighter": "goblin", "cleric": "skeleton", "mage": "ooze"}

TOKENS = ("vorpal-sword", "talisman", "scepter-of-power", "thieves-tools", "scroll-token",
          "ring-of-invisibility", "dragon-scales", "elixir", "dragon-bait", "town-portal")
TOKEN_COUNTS = (3, 3, 3, 3, 3, 4, 6, 3, 4, 4)
TOKEN_INDEX = {name: i for i, name in enumerate(TOKENS)}
# D2: these tokens are used as one die of that face.
TOKEN_FACE = {"vorpal-sword": "fighter", "talisman": "cleric", "scepter-of-power": "mage",
              "thieves-tools": "thief", "scroll-token": "scroll"}

HEROES = ALL_HEROES  # every hero a name is read for; a game offers those of its sets (D16)

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
        "wikinger": "viking", "untoter-wikinger": "viking", "thaumaturg": "alchemist",
        "späher": "scout", "spaeher": "scout", "höhlenforscher": "scout",
        "hoehlenforscher": "scout", "magierin": "sorceress", "drachenblut": "sorceress",
        "archäologin": "archaeologist", "archaeologin": "archaeologist",
        "grabräuberin": "archaeologist", "grabraeuberin": "archaeologist",
        "zwerg": "dwarf", "fährtenleser": "tracker", "faehrtenleser": "tracker",
        "waldläufer": "tracker", "waldlaeufer": "tracker", "gildenführer": "guild-leader",
        "gildenfuehrer": "guild-leader", "gildenmeister": "guild-leader",
        "zeitreisender": "time-traveler", "herrin-der-zeit": "time-traveler",
        "tou'lak": "toulak", "tou-lak": "toulak", "amarsuen": "amar-suen", "loeg": "loeg-yllavyre",
    },
}

# What a German player types for each canonical name (``words``): one of the German words
# above, so ``word`` reads it back; a name missing here reads the same in both languages.
GERMAN = {
    "fighter": "krieger", "cleric": "priester", "mage": "zauberer", "thief": "dieb",
    "scroll": "schriftrolle", "goblin": "kobold", "skeleton": "skelett", "ooze": "schleim",
    "chest": "kiste", "potion": "trank", "dragon": "drache",
    "vorpal-sword": "vorpalschwert", "scepter-of-power": "zepter",
    "thieves-tools": "diebeswerkzeug", "scroll-token": "schriftrolle-marker",
    "ring-of-invisibility": "ring", "dragon-scales": "drachenschuppen", "elixir": "elixier",
    "dragon-bait": "drachenköder", "town-portal": "stadtportal",
    "spellsword": "schwertmagier", "mercenary": "söldner", "knight": "ritter",
    "half-goblin": "halbgoblin", "minstrel": "spielmann", "enchantress": "zauberin",
    "occultist": "okkultist", "crusader": "kreuzritter",
    "viking": "wikinger", "scout": "späher", "sorceress": "magierin",
    "archaeologist": "archäologin", "dwarf": "zwerg", "tracker": "fährtenleser",
    "guild-leader": "gildenführer", "time-traveler": "zeitreisender",
}

# What a German player types for each verb of the notation (``words``): the imperative, as the
# rule text and the messages say it; each is a key of ``VERBS``.
GERMAN_VERBS = {
    "hero": "held", "deal": "austeilen", "mulligan": "neuwurf", "ready": "bereit",
    "fight": "kämpfe", "open": "öffne", "quaff": "trinke", "done": "fertig",
    "reroll": "würfle", "dragon": "drache", "flee": "fliehen", "retire": "taverne",
    "seek": "tiefer", "use": "nutze", "ultimate": "ultimativ", "party": "gruppe",
    "dungeon": "dungeon", "treasure": "schatz", "ability": "fähigkeit", "set": "setze",
    "discard": "ablegen",
}


def localize(line: str) -> str:
    """A line of the notation in the words of the current language: the verb and every name
    of a face, token or hero in German; the English line as it is."""
    if language() != "de":
        return line
    parts = line.split()
    if not parts:
        return line
    said = [GERMAN_VERBS.get(parts[0], parts[0])]
    for part in parts[1:]:
        plus = "+" if part.startswith("+") else ""
        said.append(plus + localized_name(part.removeprefix("+")))
    return " ".join(said)


def localized_name(name: str) -> str:
    """A face, token, hero or companion source (``ally-fighter``) as the current language
    types it."""
    if language() != "de":
        return name
    prefix, _, face = name.partition("-")
    if prefix in ("ally", "hero") and (face in PARTY_FACES or face == "dragon"):
        german = "verbündeter" if prefix == "ally" else "held"
        return f"{german}-{GERMAN.get(face, face)}"
    return GERMAN.get(name, name)


def counted(key: str, count: int) -> str:
    """The key of a sentence about ``count`` things: ``_one`` for one, ``_many`` otherwise."""
    return f"{key}_one" if count == 1 else f"{key}_many"


# One letter a face, typed fast at the table (issue #14): the English and the German initial
# where no other face of the same place claims it, read alike whatever language is spoken
# (a German "k" is never read as something else by an English screen). Cleric is "p" in both
# languages (priest, Priester): "c" is the Champion in both.
LETTERS: dict[str, dict[str, str]] = {
    "party": {"f": "fighter", "k": "fighter", "p": "cleric", "m": "mage", "z": "mage",
              "t": "thief", "d": "thief", "c": "champion", "s": "scroll"},
    "dungeon": {"g": "goblin", "k": "goblin", "s": "skeleton", "o": "ooze", "c": "chest",
                "p": "potion", "t": "potion", "d": "dragon"},
}
# Where party and dungeon dice are named in one line (a Scroll's reroll), a letter both
# places claim for different faces names neither.
MIXED_LETTERS = {letter: face for place in LETTERS.values() for letter, face in place.items()
                 if all(other.get(letter, face) == face for other in LETTERS.values())}
# The letters each language's help shows, in the order of the faces.
SHOWN_LETTERS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {"party": ("f", "p", "m", "t", "c", "s"), "dungeon": ("g", "s", "o", "c", "p", "d")},
    "de": {"party": ("k", "p", "z", "d", "c", "s"), "dungeon": ("k", "s", "o", "c", "t", "d")},
}

_COUNTED = re.compile(r"^([0-9]+)\s*[x×*]?$")
_DIGITS = re.compile(r"^[0-9]+$")


def word(kind: str, text: str) -> str:
    """The canonical name of a face, token or hero from English or German (or a prefix that
    names exactly one)."""
    key = text.strip().lower().replace("_", "-")
    if len(key) == 1 and kind in LETTERS:
        if key in LETTERS[kind]:
            return LETTERS[kind][key]
        raise BadInput(f"dd_err_not_{kind}", text=text.strip())
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
