"""The Scoundrel plugin: ties the rules, notation, score and screen to the host's interface."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from games.scoundrel import advice, bots, notation, rules, solver
from games.scoundrel.components import (
    DECK,
    MAX_HEALTH,
    is_monster,
    kind,
    parse_card,
    parse_cards,
    pretty,
)
from games.scoundrel.engine import deck_for_seed
from games.scoundrel.fast_model import fast_model
from games.scoundrel.narrate import narrate
from games.scoundrel.observe import observe
from games.scoundrel.options import ScoundrelOptions
from games.scoundrel.rules_text import rules_text
from games.scoundrel.score import score, tally
from games.scoundrel.state import ScoundrelState
from tabletop.events import BadInput, Event
from tabletop.plugin import (
    Advice,
    Awaiting,
    GameMeta,
    ScoreSheet,
    Solution,
    Strategy,
    TallyField,
)

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


def whole_deck(text: str) -> list[str]:
    """All 44 cards, each once, top of the dungeon first: the deal ``solve`` is given."""
    cards = parse_cards(text)
    seen: set[str] = set()
    for card in cards:
        if card in seen:
            raise BadInput("sc_err_deck_twice", card=pretty(card))
        seen.add(card)
    if len(cards) != len(DECK):
        missing = " ".join(pretty(c) for c in DECK if c not in seen)
        raise BadInput("sc_err_deck_count", count=len(cards), missing=missing)
    return cards


class Scoundrel:
    meta = GameMeta(id="scoundrel", titles={"en": "Scoundrel", "de": "Scoundrel"},
                    version="1", min_players=1, max_players=1, options=ScoundrelOptions,
                    view="games.scoundrel.view",
                    tally_fields=TALLY_FIELDS)

    def setup(self, options: BaseModel, players: list[str]) -> ScoundrelState:
        assert isinstance(options, ScoundrelOptions)
        return rules.setup(options, players[0] if players else "")

    def awaiting(self, state: ScoundrelState) -> Awaiting:
        return rules.awaiting(state)

    def turn(self, state: ScoundrelState, event: Event) -> ScoundrelState:
        return rules.turn(state, event)

    def score(self, state: ScoundrelState) -> ScoreSheet:
        return score(state)

    observe = staticmethod(observe)
    narrate = staticmethod(narrate)
    fast_model = staticmethod(fast_model)

    def parse(self, state: ScoundrelState, text: str) -> Event:
        return notation.parse(state, text)

    def notation(self, event: Event) -> str:
        return notation.notation(event)

    def strategies(self) -> Mapping[str, Strategy]:
        return bots.STRATEGIES

    def advise(self, state: ScoundrelState, seat: int, seconds: float) -> Advice:
        # One seat, and everything in the state is what that player knows (S10).
        return advice.advise(state, seconds)

    def solve(self, options: BaseModel, seed: int | None, deal: str | None,
              seconds: float | None) -> Solution:
        assert isinstance(options, ScoundrelOptions)
        cards = deck_for_seed(seed or 0) if deal is None else whole_deck(deal)
        found = solver.solve(cards, options, seconds)
        return Solution(found.best_score, found.exact, tuple(found.line))

    def summary(self, state: ScoundrelState) -> dict[str, Any]:
        sheet = score(state)
        return {
            "status": sheet.status,
            "health": state.health,
            "score": sheet.players[0].total,
            "weapon": state.weapon,
            "last_slain": rules.weapon_limit(state),
            "slain": list(state.slain),
            "room": list(state.room),
            "dungeon": state.dungeon_size,
            "discard": len(state.discard),
            "can_run": rules.run_refusal(state) is None and sheet.status == "playing",
            "options": state.options.model_dump(),
        }

    def commands_help(self, state: ScoundrelState) -> list[tuple[str, str]]:
        if rules.needs_cards(state):
            return [("7D KS 5H 9C", "sc_cmd_room")]
        return [("play KS | 2", "sc_cmd_play"), ("play KS bare", "sc_cmd_bare"),
                ("run", "sc_cmd_run")]

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, ScoundrelOptions)
        return rules_text(options)

    def tally(self, answers: Mapping[str, Any]) -> ScoreSheet:
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
