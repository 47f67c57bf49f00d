"""The ``score`` verb's questions for a game played without the app, and the sheet from the
answers (S9)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.scoundrel.components import MAX_HEALTH, is_monster, kind, parse_card, parse_cards, pretty
from games.scoundrel.score import tally
from tabletop.events import BadInput
from tabletop.plugin import ScoreSheet, TallyField

NONE_WORDS = {"none", "no", "-", "keine", "kein", "nichts", ""}
WON_WORDS = {"won", "win", "w", "gewonnen", "sieg", "g"}
LOST_WORDS = {"lost", "loss", "l", "verloren", "niederlage", "v"}


def _result(text: str) -> bool:
    word = text.strip().lower()
    if word in WON_WORDS:
        return True
    if word in LOST_WORDS:
        return False
    raise BadInput("sc_err_result")


def _health(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise BadInput("sc_err_health") from None


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


TALLY_FIELDS = (
    TallyField("result", "sc_ask_result", _result, help="sc_tally_help_result"),
    TallyField("health", "sc_ask_health", _health, help="sc_tally_help_health"),
    TallyField("last", "sc_ask_last", _last_card,
               ask=lambda a: bool(a.get("result")) and a.get("health") == MAX_HEALTH,
               default="none", help="sc_tally_help_last"),
    TallyField("monsters", "sc_ask_monsters", _monsters,
               ask=lambda a: a.get("result") is False, default="none",
               help="sc_tally_help_monsters"),
)


def tally_answers(answers: Mapping[str, Any]) -> ScoreSheet:
    """The score sheet from the answers, once they agree with each other."""
    won = bool(answers["result"])
    health = int(answers["health"])
    if won and not 1 <= health <= MAX_HEALTH:
        raise BadInput("sc_err_health_won")
    if not won and health > 0:
        raise BadInput("sc_err_health_lost")
    last = answers.get("last")
    if last is not None and kind(last) != "potion":
        last = None
    return tally(won=won, health=health, last_card=last,
                 monsters_left=answers.get("monsters") or [])
