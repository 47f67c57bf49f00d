"""The ``score`` verb's tally of a game played without the app: each player's XP and
treasure tokens, scored by D13.

A player is written ``Ana: xp=12 2 dragon-scales town-portal``: the XP (``xp=12``, ``ep=12``,
``12xp``, ``xp 12``, or a number standing first), and the tokens, each named once or counted
(``2 dragon-scales``, ``2x dragon-scales``, ``dragon-scales x2``). A count always belongs to a
token, never to the XP; whatever could be read two ways is refused, naming why.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.components import MAX_XP, TOKENS, word
from games.dungeon_dice.score import check_supply, player_score, winners
from tabletop.events import BadInput
from tabletop.plugin import ScoreSheet, TallyField

XP_WORDS = frozenset({"xp", "ep", "erfahrung"})
_XP_GIVEN = re.compile(r"^(?:xp|ep|erfahrung)[=:](.*)$", re.IGNORECASE)
_XP_AFTER = re.compile(r"^([+-]?\d+)(?:xp|ep)$", re.IGNORECASE)
_NUMBER = re.compile(r"^[+-]?\d+$")
_COUNT_BEFORE = re.compile(r"^(\d+)[x×*]$", re.IGNORECASE)
_COUNT_AFTER = re.compile(r"^[x×*](\d+)$", re.IGNORECASE)
_TIMES = frozenset({"x", "×", "*"})


class _Reader:
    """One player's items, read left to right."""

    def __init__(self, name: str, items: list[str]) -> None:
        self.name, self.items, self.at = name, items, 0
        self.xp: int | None = None
        self.held = [0] * len(TOKENS)
        self.last: int | None = None  # the token named last, while it may still be counted
        self.last_counted = False

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

    def step(self) -> None:
        item = self.items[self.at]
        self.at += 1
        low = item.lower()
        given = _XP_GIVEN.match(item)
        if given:
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
            self.number(item)
        elif match := _COUNT_BEFORE.match(item):
            self.counted_token(int(match.group(1)), item)
        elif match := _COUNT_AFTER.match(item):
            if self.last is None or self.last_counted:
                raise BadInput("dd_err_count_alone", text=item)
            self.held[self.last] += int(match.group(1)) - 1
            self.last_counted = True
        else:
            self.take_tokens(item, 1, False)

    def number(self, item: str) -> None:
        """A number: the XP before ``xp``, a count before a token, else the XP only when it
        stands first (``Ana: 12``); anywhere else it could be either, so it is refused."""
        following = self.peek()
        if following is not None and following.lower() in XP_WORDS:
            self.at += 1
            self.take_xp(item)
        elif following in _TIMES or self.is_token(following):
            if item.startswith("-"):
                raise BadInput("dd_err_count_negative", text=item)
            self.counted_token(int(item), item)
        elif self.at == 1:
            self.take_xp(item)
        else:
            raise BadInput("dd_err_number_alone", text=item)


def parse_player(text: str) -> tuple[str, int, tuple[int, ...]]:
    """``Ana: xp=12 2 dragon-scales town-portal`` (German token names too)."""
    name, sep, rest = text.partition(":")
    if not sep or not name.strip():
        raise BadInput("dd_err_player_syntax", text=text.strip()[:60])
    reader = _Reader(name.strip(), [item for item in re.split(r"[\s,;]+", rest) if item])
    while reader.at < len(reader.items):
        reader.step()
    return reader.name, reader.xp or 0, tuple(reader.held)


TALLY_FIELDS = (TallyField("player", "dd_tally_player", parse_player, multiple=True,
                           help="dd_tally_help_player"),)


def tally_answers(answers: Mapping[str, Any]) -> ScoreSheet:
    entries = answers.get("player") or []
    if not entries:
        raise BadInput("dd_err_no_players")
    check_supply([tokens for _, _, tokens in entries])
    players = tuple(player_score(name, xp, tokens) for name, xp, tokens in entries)
    return ScoreSheet("over", players, winners(players))
