"""The dungeon dice plugin: ties rules, notation, score, screen and bot to the host."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from games.dungeon_dice import advice, bots, notation, rules
from games.dungeon_dice.components import LEVEL_FACES, PARTY_FACES, TOKENS, expand, word
from games.dungeon_dice.fast_model import OddsModel
from games.dungeon_dice.narrate import narrate
from games.dungeon_dice.observe import observe
from games.dungeon_dice.options import DungeonDiceOptions
from games.dungeon_dice.rules_text import rules_text
from games.dungeon_dice.score import check_supply, player_score, score, winners
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import BadInput, Event
from tabletop.plugin import Advice, Awaiting, GameMeta, ScoreSheet, Strategy, TallyField

_XP = re.compile(r"^(?:xp|ep|erfahrung)=(-?\d+)$|^(-?\d+)(?:xp|ep)?$", re.IGNORECASE)


def parse_player(text: str) -> tuple[str, int, tuple[int, ...]]:
    """``Ana: xp=12 dragon-scales dragon-scales town-portal`` (German token names too)."""
    name, sep, rest = text.partition(":")
    if not sep or not name.strip():
        raise BadInput("dd_err_player_syntax", text=text.strip())
    xp = 0
    held = [0] * len(TOKENS)
    for item in rest.split():
        match = _XP.match(item)
        if match:
            xp = int(match.group(1) or match.group(2))
            continue
        held[TOKENS.index(word("token", item))] += 1
    return name.strip(), xp, tuple(held)


TALLY_FIELDS = (TallyField("player", "dd_tally_player", parse_player, multiple=True,
                           help="dd_tally_help_player"),)


class DungeonDice:
    meta = GameMeta(id="dungeon-dice", titles={"en": "Dungeon dice", "de": "Dungeon-Würfel"},
                    version="1", min_players=1, max_players=4, options=DungeonDiceOptions,
                    view="games.dungeon_dice.view", tally_fields=TALLY_FIELDS)

    def setup(self, options: BaseModel, players: list[str]) -> DDState:
        assert isinstance(options, DungeonDiceOptions)
        return rules.settle(rules.setup(options, players))

    def awaiting(self, state: DDState) -> Awaiting:
        return rules.awaiting(state)

    def turn(self, state: DDState, event: Event) -> DDState:
        return rules.turn(state, event)

    def score(self, state: DDState) -> ScoreSheet:
        return score(state)

    observe = staticmethod(observe)
    narrate = staticmethod(narrate)

    def parse(self, state: DDState, text: str) -> Event:
        return notation.parse(state, text)

    def notation(self, event: Event) -> str:
        return notation.notation(event)

    def strategies(self) -> Mapping[str, Strategy]:
        return bots.STRATEGIES

    def advise(self, state: DDState, seat: int, seconds: float) -> Advice:
        return advice.advise(state, seat, seconds)

    def fast_model(self) -> OddsModel:
        return OddsModel()

    def summary(self, state: DDState) -> dict[str, Any]:
        sheet = score(state)
        summary: dict[str, Any] = {
            "status": "over" if state.stage == Stage.OVER else "playing",
            "players": [
                {"name": s.name, "hero": s.hero, "side": "master" if s.master else "novice",
                 "xp": s.xp, "treasures": expand(s.tokens, TOKENS), "score": p.total,
                 "delves": list(s.delves)}
                for s, p in zip(state.seats, sheet.players, strict=True)],
            "winners": list(sheet.winners),
        }
        if state.stage != Stage.OVER:
            summary.update({
                "delver": state.seats[state.delver].name, "delve": state.round + 1,
                "stage": str(state.stage), "level": state.level,
                "party": expand(state.party, PARTY_FACES), "graveyard": state.graveyard,
                "dungeon": expand(state.dungeon, LEVEL_FACES), "lair": state.lair,
                "allies": expand(state.allies, PARTY_FACES),
                "ultimate_used": state.ultimate_used, "treasure_pool": sum(state.pool),
            })
        return summary

    def commands_help(self, state: DDState) -> list[tuple[str, str]]:
        pending = rules.chance(state)
        if pending is not None:
            return [("deal knight" if pending.kind == "hero" else "goblin goblin dragon",
                     "dd_cmd_token" if pending.kind == "treasure" else "dd_cmd_roll")]
        if state.stage == Stage.HERO:
            return [("hero knight | deal", "dd_cmd_hero")]
        if state.stage == Stage.MULLIGAN:
            return [("mulligan scroll | ready", "dd_cmd_mulligan")]
        commands = {
            "monsters": [("fight fighter goblin", "dd_cmd_fight"), ("flee", "dd_cmd_flee")],
            "loot": [("open thief", "dd_cmd_open"), ("quaff scroll champion", "dd_cmd_quaff"),
                     ("done", "dd_cmd_done")],
            "dragon": [("dragon fighter cleric mage", "dd_cmd_dragon"),
                       ("flee", "dd_cmd_flee")],
            "regroup": [("retire", "dd_cmd_retire"), ("seek", "dd_cmd_seek")],
        }.get(state.stage, [])
        return [*commands, ("reroll scroll goblin", "dd_cmd_reroll"),
                ("use elixir champion", "dd_cmd_use"), ("ultimate …", "dd_cmd_ultimate")]

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, DungeonDiceOptions)
        return rules_text(options)

    def tally(self, answers: Mapping[str, Any]) -> ScoreSheet:
        entries = answers.get("player") or []
        if not entries:
            raise BadInput("dd_err_no_players")
        check_supply([tokens for _, _, tokens in entries])
        players = tuple(player_score(name, xp, tokens) for name, xp, tokens in entries)
        return ScoreSheet("over", players, winners(players))
