"""The Halunken und Spelunken plugin: binds the rules, notation, observation, narration, score,
bots, advice and fast model to the host's interface."""

from __future__ import annotations

from collections.abc import Mapping

from pydantic import BaseModel

from games.halunken.play import bots, review
from games.halunken.play.advice import advise
from games.halunken.play.fast_model import BoardModel
from games.halunken.rules import turn as rules
from games.halunken.rules.chapters import chapters
from games.halunken.rules.narrate import narrate
from games.halunken.rules.notation import commands_help, notation, parse, words
from games.halunken.rules.observe import observe
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.rounds import setup
from games.halunken.rules.score import sheet, summary
from games.halunken.rules.state import HState
from games.halunken.rules.tally import TALLY_FIELDS, tally
from games.halunken.text.rules_summary import rules_text
from tabletop.plugin import GameMeta, Strategy


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
