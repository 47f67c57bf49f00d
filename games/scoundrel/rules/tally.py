"""The ``score`` verb's questions for a game played without the app, and the sheet from the
answers (S9).

What can't have happened is refused: health after a win is 1 to 20; after a loss it is 0 or
below, and never below ``LOWEST_HEALTH``, since the blow that kills falls on at least 1 health
and no monster is worth more than the ace (S1). With ``death_penalty=dungeon_and_room`` (S9) the
room's unplayed monsters count too: at most 3 of them, since the room held 4 cards and the fatal
one was played from it.

A loss and the monsters left must agree (issue #28: every monster left and a loss was scored
-209). Only a monster takes health (S4), and one played barehanded takes at most its value, so
the monsters not left (those played; under the default rules also the room's, which are not
asked) took at most their values together, and potions only gave some back (S5): the 20 - health
lost needs monsters not left worth that much, and the last blow one worth at least 1 - health.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.scoundrel.rules.components import (
    LOWEST_HEALTH,
    MAX_HEALTH,
    VALUE,
    is_monster,
    kind,
    parse_card,
    parse_cards,
    pretty,
)
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.score import tally
from tabletop.events import BadInput
from tabletop.plugin import ScoreSheet, TallyField

NONE_WORDS = {"none", "no", "-", "keine", "kein", "nichts", ""}
WON_WORDS = {"won", "win", "w", "gewonnen", "sieg", "g"}
LOST_WORDS = {"lost", "loss", "l", "verloren", "niederlage", "v"}

MONSTERS = tuple(card for card in VALUE if is_monster(card))
ROOM_LEFT = 3  # unplayed cards of the room in which the player died (S2, S8)


def _result(text: str) -> bool:
    word = text.strip().lower()
    if word in WON_WORDS:
        return True
    if word in LOST_WORDS:
        return False
    raise BadInput("sc_err_result")


def _health(text: str) -> int:
    """A health the game can end with, whichever way it ended."""
    try:
        health = int(text.strip())
    except ValueError:
        raise BadInput("sc_err_health") from None
    if health > MAX_HEALTH:
        raise BadInput("sc_err_health_won")
    if health < LOWEST_HEALTH:
        raise BadInput("sc_err_health_low", lowest=LOWEST_HEALTH, most=1 - LOWEST_HEALTH)
    return health


def _last_card(text: str) -> str | None:
    return None if text.strip().lower() in NONE_WORDS else parse_card(text)


def _monsters(text: str) -> list[str]:
    if text.strip().lower() in NONE_WORDS:
        return []
    cards = parse_cards(text)
    seen: set[str] = set()
    for card in cards:
        if not is_monster(card):
            raise BadInput("sc_err_tally_not_monster", card=pretty(card))
        if card in seen:
            raise BadInput("sc_err_tally_twice", card=pretty(card))
        seen.add(card)
    return cards


def options_of(answers: Mapping[str, Any]) -> ScoundrelOptions:
    options = answers.get("options")
    return options if isinstance(options, ScoundrelOptions) else ScoundrelOptions()


def with_room(answers: Mapping[str, Any]) -> bool:
    return options_of(answers).death_penalty == "dungeon_and_room"


TALLY_FIELDS = (
    TallyField("result", "sc_ask_result", _result, help="sc_tally_help_result",
               metavar="sc_tally_metavar_result"),
    TallyField("health", "sc_ask_health", _health, help="sc_tally_help_health",
               metavar="sc_tally_metavar_health"),
    TallyField("last", "sc_ask_last", _last_card,
               ask=lambda a: bool(a.get("result")) and a.get("health") == MAX_HEALTH,
               default="none", help="sc_tally_help_last", metavar="sc_tally_metavar_last"),
    TallyField("monsters", "sc_ask_monsters", _monsters,
               ask=lambda a: a.get("result") is False, default="none",
               help="sc_tally_help_monsters", metavar="sc_tally_metavar_monsters"),
    TallyField("room", "sc_ask_room", _monsters,
               ask=lambda a: a.get("result") is False and with_room(a), default="none",
               help="sc_tally_help_room", metavar="sc_tally_metavar_room"),
)


def check_health(won: bool, health: int) -> None:
    if won and not 1 <= health <= MAX_HEALTH:
        raise BadInput("sc_err_health_won")
    if not won and health > 0:
        raise BadInput("sc_err_health_lost")
    if not won and health < LOWEST_HEALTH:
        raise BadInput("sc_err_health_low", lowest=LOWEST_HEALTH, most=1 - LOWEST_HEALTH)


def check_faced(health: int, left: list[str]) -> None:
    """A loss at ``health`` with the monsters ``left`` unplayed could have happened."""
    faced = [VALUE[card] for card in MONSTERS if card not in set(left)]
    if not faced:
        raise BadInput("sc_err_tally_none_faced")
    if sum(faced) < MAX_HEALTH - health:
        raise BadInput("sc_err_tally_too_little", health=health, lost=MAX_HEALTH - health,
                       total=sum(faced))
    if max(faced) < 1 - health:
        raise BadInput("sc_err_tally_no_blow", health=health, blow=1 - health,
                       strongest=max(faced))


def tally_answers(answers: Mapping[str, Any]) -> ScoreSheet:
    """The score sheet from the answers, once they agree with each other (and with what the
    game allows)."""
    won = bool(answers["result"])
    health = int(answers["health"])
    check_health(won, health)
    last = answers.get("last")
    if last is not None and kind(last) != "potion":
        last = None
    left = list(answers.get("monsters") or [])
    room = list(answers.get("room") or []) if with_room(answers) else []
    if len(room) > ROOM_LEFT:
        raise BadInput("sc_err_tally_room", most=ROOM_LEFT)
    for card in room:
        if card in left:
            raise BadInput("sc_err_tally_twice", card=pretty(card))
    if not won:
        check_faced(health, left + room)
    return tally(won=won, health=health, last_card=last, monsters_left=left + room,
                 player=str(answers.get("player") or ""), with_room=with_room(answers))
