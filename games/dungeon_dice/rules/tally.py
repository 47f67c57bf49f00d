"""The ``score`` verb's tally of a game played without the app: each player's XP, treasure
tokens and, where it matters (D21), hero, scored by D13.

A player is written ``Ana: xp=12 2 dragon-scales town-portal leprechaun``: the XP (``xp=12``,
``ep=12``, ``12xp``, ``xp 12``, or a number standing first), the tokens, each named once or
counted (``2 dragon-scales``, ``2x dragon-scales``, ``dragon-scales x2``), and optionally the
hero (its name on either side, English or German, or ``hero=…``). A count always belongs to a
token, never to the XP; whatever could be read two ways is refused, naming why (issue #28:
``Ben: 3 elixir`` could be 3 XP and an Elixir, or 3 Elixirs).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

from games.dungeon_dice.rules.components import _WORDS, MAX_XP, TOKENS, word
from games.dungeon_dice.rules.heroes import ALL, MASTER_NAME
from games.dungeon_dice.rules.score import check_supply, over, player_score
from games.dungeon_dice.text.heroes import PACK_HERO_NAMES
from games.dungeon_dice.text.messages import HERO_NAMES
from tabletop.events import BadInput
from tabletop.plugin import ScoreSheet, TallyField
from tabletop.text.i18n import t

XP_WORDS = frozenset({"xp", "ep", "erfahrung"})
_XP_GIVEN = re.compile(r"^(?:xp|ep|erfahrung)[=:](.*)$", re.IGNORECASE)
_XP_AFTER = re.compile(r"^([+-]?\d+)(?:xp|ep)$", re.IGNORECASE)
_NUMBER = re.compile(r"^[+-]?\d+$")
_COUNT_BEFORE = re.compile(r"^(\d+)[x×*]$", re.IGNORECASE)
_COUNT_AFTER = re.compile(r"^[x×*](\d+)$", re.IGNORECASE)
_TIMES = frozenset({"x", "×", "*"})
_HERO_GIVEN = re.compile(r"^(?:hero|held)[=:](.*)$", re.IGNORECASE)
HERO_WORDS = frozenset({"hero", "held"})


def _spelled(name: str) -> str:
    """A hero's shown name as one word of a line: ``Herrin der Zeit`` -> ``herrin-der-zeit``;
    a legendary hero by the name before its title (``Cassandra, the Cursed`` -> ``cassandra``)."""
    return "-".join(name.split(",")[0].lower().split())


_NOVICE = {side: hero for hero in ALL for side in (hero, MASTER_NAME[hero])}
# Every side's shown name in both languages reads as its hero, so a tally takes the name on
# the card (``Kampfmagier``, ``Tomb Raider`` written ``tomb-raider``).
SHOWN_HEROES = {_spelled(name): _NOVICE[side]
                for side, names in {**HERO_NAMES, **PACK_HERO_NAMES}.items() if side in _NOVICE
                for name in names}
NAMED_HEROES = _WORDS["hero"]  # the notation's own names (slugs, ``spaeher``, ``loeg``)


def hero_word(text: str) -> str | None:
    """The hero a whole word names, else None: never a beginning of one (``drac`` is no
    Drake Kin, ``sc`` no Scout: a token's beginning stays a token's)."""
    key = text.strip().lower().replace("_", "-")
    return SHOWN_HEROES.get(key) or NAMED_HEROES.get(key)


class _Reader:
    """One player's items, read left to right."""

    def __init__(self, name: str, items: list[str]) -> None:
        self.name, self.items, self.at = name, items, 0
        self.xp: int | None = None
        self.held = [0] * len(TOKENS)
        self.last: int | None = None  # the token named last, while it may still be counted
        self.last_counted = False
        self.hero: str | None = None
        self.begun = False  # anything but the hero read yet: a number first may be the XP
        # A number standing first before a token (``12 town-portal``): a count of it, unless
        # the line gives no XP elsewhere; then it could be either and is asked about.
        self.either: str | None = None

    def peek(self, ahead: int = 0) -> str | None:
        index = self.at + ahead
        return self.items[index] if index < len(self.items) else None

    def take_xp(self, text: str) -> None:
        if self.xp is not None:
            raise BadInput("dd_err_xp_twice", name=self.name)
        if not _NUMBER.match(text.strip()):
            raise BadInput("dd_err_xp_value", text=text.strip()[:20], most=MAX_XP)
        xp = int(text)
        if not 0 <= xp <= MAX_XP:
            raise BadInput("dd_err_xp_range", xp=xp, most=MAX_XP)
        self.xp = xp
        self.last = None

    def take_tokens(self, text: str, count: int, counted: bool) -> None:
        index = TOKENS.index(word("token", text))
        self.held[index] += count
        self.last, self.last_counted = index, counted

    def is_token(self, text: str | None) -> bool:
        if text is None:
            return False
        try:
            word("token", text)
        except BadInput:
            return False
        return True

    def counted_token(self, count: int, text: str) -> None:
        """A count before a token (``2 dragon-scales``, ``2 x dragon-scales``)."""
        if self.peek() in _TIMES:
            self.at += 1
        following = self.peek()
        if following is None or not self.is_token(following):
            raise BadInput("dd_err_count_alone", text=text)
        self.at += 1
        self.take_tokens(following, count, True)

    def take_hero(self, text: str) -> None:
        hero = hero_word(text) if text else None
        if hero is None:
            hero = word("hero", text)  # the notation's one-line refusal, or a unique beginning
        if self.hero is not None:
            raise BadInput("dd_err_tally_hero_twice", name=self.name)
        self.hero = hero

    def step(self) -> None:
        item = self.items[self.at]
        self.at += 1
        low = item.lower()
        leading, self.begun = not self.begun, True
        given = _XP_GIVEN.match(item)
        hero_given = _HERO_GIVEN.match(item)
        if hero_given or low in HERO_WORDS:
            self.begun = not leading
            value = hero_given.group(1) if hero_given else ""
            if not value and self.peek() in ("=", ":"):
                self.at += 1
            if not value and self.peek() is not None:
                value = self.items[self.at]
                self.at += 1
            if not value:
                raise BadInput("dd_err_not_hero", text=item)
            self.take_hero(value)
        elif (hero := hero_word(item)) is not None and not self.is_token(item):
            self.begun = not leading
            self.take_hero(hero)
        elif given:
            value = given.group(1)
            if not value and self.peek() is not None and _NUMBER.match(self.peek() or ""):
                value = self.items[self.at]
                self.at += 1
            self.take_xp(value)
        elif low in XP_WORDS:
            if self.peek() in ("=", ":"):
                self.at += 1
            value = self.peek()
            if value is None or not _NUMBER.match(value):
                raise BadInput("dd_err_xp_value", text=item, most=MAX_XP)
            self.at += 1
            self.take_xp(value)
        elif match := _XP_AFTER.match(item):
            self.take_xp(match.group(1))
        elif _NUMBER.match(item):
            self.number(item, leading)
        elif match := _COUNT_BEFORE.match(item):
            self.counted_token(int(match.group(1)), item)
        elif match := _COUNT_AFTER.match(item):
            if self.last is None or self.last_counted:
                raise BadInput("dd_err_count_alone", text=item)
            self.held[self.last] += int(match.group(1)) - 1
            self.last_counted = True
        else:
            self.take_tokens(item, 1, False)

    def number(self, item: str, leading: bool) -> None:
        """A number: the XP before ``xp``, a count before a token, else the XP only when it
        stands first (``Ana: 12``); anywhere else it could be either, so it is refused. A
        number first right before a token is a count only if the XP is given elsewhere."""
        following = self.peek()
        if following is not None and following.lower() in XP_WORDS:
            self.at += 1
            self.take_xp(item)
        elif following in _TIMES or self.is_token(following):
            if item.startswith("-"):
                raise BadInput("dd_err_count_negative", text=item)
            if leading and following not in _TIMES and following is not None:
                self.either = f"{item} {following}"
            self.counted_token(int(item), item)
        elif leading:
            self.take_xp(item)
        else:
            raise BadInput("dd_err_tally_number_alone", name=self.name, text=item)

    def check_either(self) -> None:
        """issue #28: ``Ben: 3 elixir`` was 3 Elixirs and no XP without a word; now a number
        first before a token, with no XP given elsewhere, is asked about."""
        if self.either is None or self.xp is not None:
            return
        count, token = self.either.split(" ", 1)
        raise BadInput("dd_err_tally_xp_or_count", name=self.name, entry=self.either,
                       count=count, typed=token, token=t(f"dd_token_{word('token', token)}"))


class Entry(NamedTuple):
    """One player of a tally: the XP, the unused tokens (D21: an Archaeologist's kept after
    the final discard) and the hero, if given."""

    name: str
    xp: int
    tokens: tuple[int, ...]
    hero: str | None = None


def parse_player(text: str) -> Entry:
    """``Ana: xp=12 2 dragon-scales town-portal leprechaun`` (German names too)."""
    name, sep, rest = text.partition(":")
    if not sep or not name.strip():
        raise BadInput("dd_err_player_syntax", text=text.strip()[:60])
    reader = _Reader(name.strip(), [item for item in re.split(r"[\s,;]+", rest) if item])
    while reader.at < len(reader.items):
        reader.step()
    reader.check_either()
    return Entry(reader.name, reader.xp or 0, tuple(reader.held), reader.hero)


TALLY_FIELDS = (TallyField("player", "dd_tally_player_hero", parse_player, multiple=True,
                           help="dd_tally_help_player_hero",
                           metavar="dd_tally_metavar_player"),)


def tally_answers(answers: Mapping[str, Any]) -> ScoreSheet:
    entries = answers.get("player") or []
    if not entries:
        raise BadInput("dd_err_no_players")
    check_supply([entry.tokens for entry in entries])
    players = tuple(player_score(e.name, e.xp, e.tokens, e.hero) for e in entries)
    return over(players)
