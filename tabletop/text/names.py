"""What a player's name may be, who is the same person, and how any stored name is shown.

A name is data everywhere: never Rich markup, never HTML (the faces escape it). Here it is also
kept from holding what would fool a reader. One rule for every door (``--player`` and ``--bot``
of every verb, the name part of a tally's ``--player "Ana: …"``, a prompt, the web's seat form,
an imported record) -- ``clean_name`` says what a name may be:

- written one way: Unicode NFC, any run of blanks one blank, none at either end;
- 1 to ``MAX_NAME`` (32) characters (code points, after NFC);
- printable: no control (Cc: a tab or a line break too), format (Cf: zero-width, direction
  overrides), surrogate, private-use or unassigned character; at most ``MAX_MARKS``
  combining marks in a row (a Thai or Vietnamese name needs two, a tower of forty is a way
  to cover the screen);
- one alphabet among those whose letters look alike (Latin, Greek, Cyrillic, Armenian,
  Cherokee, Coptic): "Аna" with a Cyrillic А is refused. Other scripts mix freely ("Ana 川口").

Who is who:

- ``person_key`` (NFKC, case folded, blanks collapsed) is one person across games: "Ana",
  "ANA" and a full-width "Ａｎａ" are one person in the store, in ``stats`` and in filters.
- ``look_key`` also folds letters that look alike (Latin o, Greek ο, Cyrillic о; I, l and 1;
  O and 0; rn and m): the seats of one game must differ by it, so nobody sits twice under a
  name that only looks different, and a bot never takes a person's name.

Names stored before these rules (or by a damaged file) are shown through ``shown_name``: every
character a name may not hold becomes visible (a control picture such as ␛, or �), and a long
name is cut to ``MAX_NAME`` characters and "…", reading no more of it than that.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Collection, Iterable, Sequence

from tabletop.text.errors import BadInput
from tabletop.text.shown import MAX_NAME, UNPRINTABLE, escaped

MAX_MARKS = 4
MAX_READ = 8 * MAX_NAME  # characters of a text read to judge it as a name
MARKS = frozenset(("Mn", "Me"))
# Alphabets that share letter shapes; a name takes its letters from one of them.
LOOKALIKE_SCRIPTS = ("LATIN", "GREEK", "CYRILLIC", "ARMENIAN", "CHEROKEE", "COPTIC")
# Letters of other alphabets, as they are written (before case folding: a capital may pass for
# a Latin letter its small letter doesn't), that a reader takes for a Latin letter.
LOOKS_LIKE = str.maketrans({
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "Ё": "Ë", "Ѕ": "S", "І": "I", "Ї": "Ï", "Ј": "J", "К": "K",
    "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "У": "Y", "Ү": "Y", "Х": "X",
    "Һ": "H", "Ԁ": "D", "Ԛ": "Q", "Ԝ": "W", "Ӏ": "I", "а": "a", "е": "e", "ё": "ë", "о": "o",
    "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "ï", "ј": "j", "һ": "h",
    "ԁ": "d", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ү": "y",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "Ϲ": "C", "Ϳ": "J", "α": "a", "γ": "y",
    "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "υ": "u", "χ": "x", "ω": "w", "ϲ": "c",
    "ϳ": "j",
    # Armenian
    "Օ": "O", "Ս": "U", "օ": "o", "ս": "u", "ց": "g", "հ": "h", "ո": "n", "զ": "q",
    # Latin: a capital I passes for a small l, and so do the digit one and a bar
    "I": "l", "ı": "i", "1": "l", "|": "l", "0": "O",
})


def clean_name(text: str) -> str:
    """The name as it will be kept, or ``BadInput`` saying why it can't be one."""
    if len(text) > MAX_READ:  # too long even if NFC shortened it: no need to read it all
        raise BadInput("err_name_long", most=MAX_NAME)
    # A tab or a line break is a control character too, not a blank to be tidied away.
    if any(unicodedata.category(c) in UNPRINTABLE for c in text):
        raise BadInput("err_name_unprintable", name=escaped(text))
    name = " ".join(unicodedata.normalize("NFC", text).split())
    if not name:
        raise BadInput("err_name_empty")
    if len(name) > MAX_NAME:
        raise BadInput("err_name_long", most=MAX_NAME)
    run = 0
    for char in name:
        run = run + 1 if unicodedata.category(char) in MARKS else 0
        if run > MAX_MARKS:
            raise BadInput("err_name_marks", name=name, most=MAX_MARKS)
    scripts = sorted({script for char in name if (script := lookalike_script(char))})
    if len(scripts) > 1:
        raise BadInput("err_name_scripts", name=name, scripts=", ".join(
            s.capitalize() for s in scripts))
    return name


def lookalike_script(char: str) -> str | None:
    """Which of the look-alike alphabets a letter is from, if any."""
    if not unicodedata.category(char).startswith("L"):
        return None
    words = unicodedata.name(char, "").removeprefix("FULLWIDTH ").split(" ", 1)
    return words[0] if words[0] in LOOKALIKE_SCRIPTS else None


def person_key(name: str) -> str:
    """One person however the name is written: case (in any alphabet), width, blanks. A name
    stored before the rules on names may be megabytes long: its first characters tell it."""
    name = name[:MAX_READ]
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def look_key(name: str) -> str:
    """The name as a reader might take it: names equal here look alike on a screen."""
    plain = unicodedata.normalize("NFKC", name).translate(LOOKS_LIKE)
    return person_key(plain).replace("rn", "m").replace("vv", "w")


def seat_names(people: Iterable[str], bots: Iterable[str] = ()) -> list[str]:
    """The names of one game's seats, people first, then bots: each clean, and no two that
    look alike (one person in two seats, a bot in a person's name, two bots of one name)."""
    kept: list[str] = []
    seen: dict[str, bool] = {}  # look key: is it a bot's
    for is_bot, text in [(False, p) for p in people] + [(True, b) for b in bots]:
        name = clean_name(text)
        key = look_key(name)
        if key in seen:
            if is_bot and not seen[key]:
                raise BadInput("err_name_bot_person", name=name)
            raise BadInput("err_name_bots_twice" if is_bot else "err_name_twice", name=name)
        seen[key] = is_bot
        kept.append(name)
    return kept


def distinct_names(names: Iterable[str]) -> list[str]:
    """The names of one game's seats, all people: each clean, and no person twice."""
    return seat_names(names)


def record_names(players: Sequence[str], bots: Collection[int] = ()) -> list[str]:
    """The seat names of a record read from a file (``import``): checked as those typed at
    ``--player`` and ``--bot`` are, and returned as they are to be kept (NFC, blanks)."""
    people = [name for seat, name in enumerate(players) if seat not in bots]
    robots = [name for seat, name in enumerate(players) if seat in bots]
    kept = iter(seat_names(people, robots))
    cleaned = {seat: next(kept) for seat in range(len(players)) if seat not in bots}
    cleaned |= {seat: next(kept) for seat in range(len(players)) if seat in bots}
    return [cleaned[seat] for seat in range(len(players))]


DEFAULT_NAME = "P{seat}"
"""A seat nobody named: the same in every language, so ``stats`` sees one person however the
app was speaking when the game was played (issue #14; tabletop.records.stats merges the older
language-bound defaults, "Player 1" and "Spieler 1", into it)."""


def default_name(seat: int) -> str:
    """The name of seat ``seat`` (from 0) when nobody names it, on every face."""
    return DEFAULT_NAME.format(seat=seat + 1)


OLD_DEFAULTS = ("player", "spieler")
"""The default names of unnamed seats before issue #14, which followed the language ("Player 1",
"Spieler 1"; "Player" alone for a solo game without a login name)."""


def person(name: str) -> str:
    """The name a person is counted under: an unnamed seat's old default in either language is
    the one default of today, ``P1``, ``P2``, … (the same seat, whatever the app spoke)."""
    word, _, number = person_key(name).partition(" ")
    if word in OLD_DEFAULTS and (not number or (len(number) <= 3 and number.isdecimal()
                                 and number.isascii())):
        return f"P{int(number or 1)}"
    return name
