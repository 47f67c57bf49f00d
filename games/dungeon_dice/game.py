"""The dungeon dice plugin: binds the rules, notation, observation, narration, score, bots,
advice and fast model to the host's interface.

The rules are bound as the class is made; what plays well (``play/``: the search, the
advice, the bots, the fast model, the review) is imported by the method that first asks for
it, so the game's help and the list of games never load a search (issue #26: start-up)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from pydantic import BaseModel

from games.dungeon_dice.rules import offers
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.chapters import chapters
from games.dungeon_dice.rules.narrate import narrate
from games.dungeon_dice.rules.notation import commands_help, parse
from games.dungeon_dice.rules.notation import notation as transcript_line
from games.dungeon_dice.rules.observe import observe
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.score import score, summary
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.tally import TALLY_FIELDS, tally_answers
from games.dungeon_dice.rules.words import words
from games.dungeon_dice.text.rules_summary import rules_text
from tabletop.events import Event
from tabletop.plugin import Advice, Appraisal, GameMeta, Luck, Played, Stop, Strategy

if TYPE_CHECKING:
    from games.dungeon_dice.play.fast_model import OddsModel
    from tabletop.board import BoardAccount, Glyphs, WebPictures


class DungeonDice:
    meta = GameMeta(id="dungeon-dice", titles={"en": "Dungeon dice", "de": "Dungeon-Würfel"},
                    min_players=1, max_players=4, options=DungeonDiceOptions)
    tally_fields = TALLY_FIELDS

    awaiting = staticmethod(rules.awaiting)
    turn = staticmethod(rules.turn)
    score = staticmethod(score)
    observe = staticmethod(observe)
    narrate = staticmethod(narrate)
    chapters = staticmethod(chapters)
    parse = staticmethod(parse)
    notation = staticmethod(transcript_line)
    words = staticmethod(words)
    summary = staticmethod(summary)
    commands_help = staticmethod(commands_help)
    choices = staticmethod(offers.choices)
    tally = staticmethod(tally_answers)

    def setup(self, options: BaseModel, players: list[str]) -> DDState:
        assert isinstance(options, DungeonDiceOptions)
        return rules.settle(rules.setup(options, players))

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, DungeonDiceOptions)
        return rules_text(options)

    def strategies(self) -> Mapping[str, Strategy]:
        from games.dungeon_dice.play.bots import STRATEGIES

        return STRATEGIES

    def advise(self, state: DDState, seat: int, seconds: float,
               stop: Stop | None = None) -> Advice:
        from games.dungeon_dice.play.advice import advise

        return advise(state, seat, seconds, stop)

    def fast_model(self) -> OddsModel:
        from games.dungeon_dice.play.fast_model import fast_model

        return fast_model()

    @property
    def review_unit(self) -> str:
        from games.dungeon_dice.play.review import UNIT

        return UNIT

    def appraise(self, state: DDState, seat: int, chosen: Event,
                 effort: float) -> Appraisal | None:
        from games.dungeon_dice.play.review import appraise

        return appraise(state, seat, chosen, effort)

    def luck(self, played: Played, effort: float) -> list[Luck]:
        from games.dungeon_dice.play.review import luck

        return luck(played, effort)

    def board_account(self) -> BoardAccount:
        from games.dungeon_dice.text import board

        return board

    def glyphs(self) -> Glyphs:
        from games.dungeon_dice.faces import terminal

        return terminal

    def web_pictures(self) -> WebPictures:
        from games.dungeon_dice.faces import pictures

        return pictures

    def tap_tally(self) -> object:
        from games.dungeon_dice.faces import web_tally

        return web_tally
