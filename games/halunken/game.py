"""The Halunken und Spelunken plugin: ties rules, notation, score, observation, narration, bots,
advice and the search board to the host."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel

from games.halunken.play import bots, review
from games.halunken.play.advice import advise
from games.halunken.play.fast_model import BoardModel
from games.halunken.rules import turn as rules
from games.halunken.rules.chapters import chapters
from games.halunken.rules.components import DIVES
from games.halunken.rules.narrate import narrate
from games.halunken.rules.notation import notation, parse, words
from games.halunken.rules.observe import observe
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.queries import moves_left
from games.halunken.rules.rounds import setup
from games.halunken.rules.score import player_score, winners
from games.halunken.rules.state import HState, Phase
from games.halunken.rules.tally import TALLY_FIELDS, tally
from games.halunken.text.rules_summary import rules_text
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, GameMeta, ScoreSheet, Strategy


def sheet(state: HState) -> ScoreSheet:
    players = tuple(player_score(name, hand, earlier) for name, hand, earlier
                    in zip(state.players, state.hands, state.earlier, strict=True))
    if state.phase != Phase.OVER:
        return ScoreSheet("playing", players)
    return ScoreSheet("over", players, winners(players))


def summary(state: HState) -> dict[str, Any]:
    scores = sheet(state)
    return {
        "status": "over" if state.phase == Phase.OVER else "playing",
        "round": min(state.round + 1, 8),
        "phase": str(state.phase),
        "game": len(state.earlier[0]) + 1 if state.earlier else 1,
        "players": [
            {"name": name, "space": None if space is None else space + 1,
             "cards": list(hand), "score": p.total, "doubled": p.details["doubled"],
             "movement_cards_left": moves_left(state, seat),
             "earlier_games": list(state.earlier[seat])}
            for seat, (name, space, hand, p) in enumerate(zip(
                state.players, state.captains, state.hands, scores.players, strict=True))],
        "black_jack": {
            "space": None if state.bj is None else state.bj + 1,
            "harbour": list(state.harbour),
            "controller": None if state.controller is None
            else state.players[state.controller],
            "movement_cards_left": len(state.bj_deck)},
        "dives": [{"dive": d + 1, "face_up": state.up[d], "face_down": state.down[d]}
                  for d in range(DIVES)],
        "winners": list(scores.winners),
    }


HELP = {"place": "hs_cmd_place", "jack": "hs_cmd_jack", "bid": "hs_cmd_bid",
        "pass": "hs_cmd_bid", "move": "hs_cmd_move", "jack_card": "hs_cmd_jack_card",
        "take": "hs_cmd_take", "give": "hs_cmd_give", "rob": "hs_cmd_rob", "rum": "hs_cmd_rum"}


def commands_help(state: HState) -> list[tuple[str, str]]:
    """What can be typed now, in the reader's words: a legal example or two of each kind."""
    now = rules.awaiting(state)
    if isinstance(now, Chance):
        turned = "7" if now.kind == "jack" else "y12"
        example = words(Event(CHANCE, now.kind, {"values": [turned]}))
        key = "hs_chance_jack" if now.kind == "jack" else "hs_cmd_card"
        return [(f"{example} | {example.split()[1]}", key)]
    if not isinstance(now, Decision):
        return []
    kinds: dict[str, list[Event]] = {}
    for action in now.actions:
        kinds.setdefault(action.kind, []).append(action)
    rows: dict[str, list[str]] = {}
    for kind, actions in kinds.items():
        # the first and the last of a kind: "spiele 1 | spiele rum", "nimm r4 | nimm ge12"
        rows.setdefault(HELP[kind], []).extend(words(a) for a in (actions[0], actions[-1]))
    return [(" | ".join(dict.fromkeys(examples)), key) for key, examples in rows.items()]


class Halunken:
    meta = GameMeta(id="halunken", titles={"en": "Halunken und Spelunken",
                                           "de": "Halunken und Spelunken"},
                    min_players=2, max_players=4, options=HalunkenOptions,
                    view="games.halunken.faces.terminal", web="games.halunken.faces.web",
                    tally_fields=TALLY_FIELDS, web_tally="games.halunken.faces.web_tally")

    awaiting = staticmethod(rules.awaiting)
    turn = staticmethod(rules.turn)
    score = staticmethod(sheet)
    observe = staticmethod(observe)
    narrate = staticmethod(narrate)
    chapters = staticmethod(chapters)
    parse = staticmethod(parse)
    notation = staticmethod(notation)
    words = staticmethod(words)
    advise = staticmethod(advise)
    fast_model = staticmethod(BoardModel)
    summary = staticmethod(summary)
    commands_help = staticmethod(commands_help)
    tally = staticmethod(tally)
    review_unit = review.UNIT
    appraise = staticmethod(review.appraise)
    luck = staticmethod(review.luck)

    def setup(self, options: BaseModel, players: list[str]) -> HState:
        assert isinstance(options, HalunkenOptions)
        return setup(options, players)

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, HalunkenOptions)
        return rules_text(options)

    def strategies(self) -> Mapping[str, Strategy]:
        return bots.STRATEGIES
