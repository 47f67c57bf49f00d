"""The Halunken und Spelunken plugin: binds the rules, notation, observation, narration, score,
bots, advice and fast model to the host's interface.

The rules are bound as the class is made; what plays well (``play/``: the search, the
advice, the bots, the fast model, the review) is imported by the method that first asks for
it, so the game's help and the list of games never load a search (issue #26: start-up)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import BaseModel

from games.halunken.rules import turn as rules
from games.halunken.rules.chapters import chapters
from games.halunken.rules.narrate import narrate
from games.halunken.rules.notation import commands_help, entries, notation, parse, words
from games.halunken.rules.observe import observe
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.rounds import setup
from games.halunken.rules.score import sheet, summary
from games.halunken.rules.state import HState
from games.halunken.rules.tally import TALLY_FIELDS, tally
from games.halunken.text.rules_summary import rules_text
from tabletop.events import Event
from tabletop.plugin import Advice, Appraisal, GameMeta, Luck, Played, Stop, Strategy

if TYPE_CHECKING:
    from games.halunken.play.fast_model import BoardModel
    from tabletop.board import BoardAccount, Glyphs, WebPictures


class Halunken:
    meta = GameMeta(id="halunken", titles={"en": "Halunken und Spelunken",
                                           "de": "Halunken und Spelunken"},
                    min_players=2, max_players=4, options=HalunkenOptions)
    tally_fields = TALLY_FIELDS

    awaiting = staticmethod(rules.awaiting)
    turn = staticmethod(rules.turn)
    score = staticmethod(sheet)
    observe = staticmethod(observe)
    narrate = staticmethod(narrate)
    chapters = staticmethod(chapters)
    parse = staticmethod(parse)
    entries = staticmethod(entries)
    notation = staticmethod(notation)
    words = staticmethod(words)
    summary = staticmethod(summary)
    commands_help = staticmethod(commands_help)
    tally = staticmethod(tally)

    def setup(self, options: BaseModel, players: list[str]) -> HState:
        assert isinstance(options, HalunkenOptions)
        return setup(options, players)

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, HalunkenOptions)
        return rules_text(options)

    def strategies(self) -> Mapping[str, Strategy]:
        from games.halunken.play.bots import STRATEGIES

        return STRATEGIES

    def advise(self, state: HState, seat: int, seconds: float,
               stop: Stop | None = None) -> Advice:
        from games.halunken.play.advice import advise

        return advise(state, seat, seconds, stop)

    def fast_model(self) -> BoardModel:
        from games.halunken.play.fast_model import BoardModel

        return BoardModel()

    @property
    def review_unit(self) -> str:
        from games.halunken.play.review import UNIT

        return UNIT

    def appraise(self, state: HState, seat: int, chosen: Event,
                 effort: float) -> Appraisal | None:
        from games.halunken.play.review import appraise

        return appraise(state, seat, chosen, effort)

    def luck(self, played: Played, effort: float) -> list[Luck]:
        from games.halunken.play.review import luck

        return luck(played, effort)

    def board_account(self) -> BoardAccount:
        from games.halunken.text import board

        return board

    def glyphs(self) -> Glyphs:
        from games.halunken.faces import terminal

        return terminal

    def web_pictures(self) -> WebPictures:
        from games.halunken.faces import pictures

        return pictures

    def tap_tally(self) -> object:
        from games.halunken.faces import web_tally

        return web_tally
