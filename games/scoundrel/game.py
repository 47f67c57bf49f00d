"""The Scoundrel plugin: binds the rules, notation, observation, narration, score, bots, advice,
solver and fast model to the host's interface.

The rules are bound as the class is made; what plays well (``play/``: the solver, the
advice, the bots, the fast model, the review) is imported by the method that first asks for
it, so the game's help and the list of games never load a search (issue #26: start-up)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from pydantic import BaseModel

from games.scoundrel.rules import turn as rules
from games.scoundrel.rules.chapters import chapters
from games.scoundrel.rules.narrate import narrate
from games.scoundrel.rules.notation import commands_help, parse, whole_deck
from games.scoundrel.rules.notation import notation as transcript_line
from games.scoundrel.rules.observe import observe
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.score import score as score_sheet
from games.scoundrel.rules.score import summary
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.tally import TALLY_FIELDS, tally_answers
from games.scoundrel.rules.words import words as said
from games.scoundrel.text.rules_summary import rules_text
from tabletop.events import Event
from tabletop.plugin import (
    Advice,
    Appraisal,
    Deals,
    GameMeta,
    Luck,
    Played,
    Solution,
    Stop,
    Strategy,
)

if TYPE_CHECKING:
    from games.scoundrel.play.fast_model import EngineModel
    from tabletop.board import BoardAccount, Glyphs, WebPictures

DEAL_NODES = 1_000_000
"""The solver's budget for a deal's best score, solved in the background while it is played
(turn starts searched, about 40,000 a second): the hardest of 1,000 deals needs a quarter of
it, about 6 s."""


FOREVER = 1e9  # seconds: a solve without a time limit still looks at its clock, for a stop


class Scoundrel:
    meta = GameMeta(id="scoundrel", titles={"en": "Scoundrel", "de": "Scoundrel"},
                    min_players=1, max_players=1, options=ScoundrelOptions,
                    bgg_id=191095)  # boardgamegeek.com/boardgame/191095/scoundrel
    tally_fields = TALLY_FIELDS

    awaiting = staticmethod(rules.awaiting)
    turn = staticmethod(rules.turn)
    score = staticmethod(score_sheet)
    observe = staticmethod(observe)
    narrate = staticmethod(narrate)
    chapters = staticmethod(chapters)
    parse = staticmethod(parse)
    notation = staticmethod(transcript_line)
    words = staticmethod(said)
    summary = staticmethod(summary)
    commands_help = staticmethod(commands_help)
    tally = staticmethod(tally_answers)

    def setup(self, options: BaseModel, players: list[str]) -> ScoundrelState:
        assert isinstance(options, ScoundrelOptions)
        return rules.setup(options, players[0] if players else "")

    def rules_text(self, options: BaseModel) -> str:
        assert isinstance(options, ScoundrelOptions)
        return rules_text(options)

    def strategies(self) -> Mapping[str, Strategy]:
        from games.scoundrel.play.bots import STRATEGIES

        return STRATEGIES

    def advise(self, state: ScoundrelState, seat: int, seconds: float,
               stop: Stop | None = None) -> Advice:
        from games.scoundrel.play.advice import advise

        # One seat, and everything in the state is what that player knows (S10).
        return advise(state, seconds, stop)

    def fast_model(self) -> EngineModel:
        from games.scoundrel.play.fast_model import fast_model

        return fast_model()

    @property
    def review_unit(self) -> str:
        from games.scoundrel.play.review import UNIT

        return UNIT

    def appraise(self, state: ScoundrelState, seat: int, chosen: Event,
                 effort: float) -> Appraisal | None:
        from games.scoundrel.play.review import appraise

        return appraise(state, seat, chosen, effort)

    def luck(self, played: Played, effort: float) -> list[Luck]:
        from games.scoundrel.play.review import luck

        return luck(played, effort)

    def solve(self, options: BaseModel, deals: Deals | None, deal: str | None,
              seconds: float | None, stop: Stop | None = None) -> Solution:
        from games.scoundrel.play import solver

        assert isinstance(options, ScoundrelOptions)
        limit = FOREVER if seconds is None else seconds
        clock = stopped_clock(stop)
        if deal is not None:
            found = solver.solve(whole_deck(deal), options, limit, clock=clock)
        else:
            # S6: a dealer deals the fled rooms again too; a deal written out does not say how.
            assert deals is not None, "a deal written out or dealt"
            found = solver.solve_dealt(deals, options, limit, clock=clock)
        return Solution(found.best_score, found.exact, tuple(found.line))

    def deal_best(self, options: BaseModel, deals: Deals, effort: float,
                  stop: Stop | None = None) -> tuple[int, bool]:
        from games.scoundrel.play import solver

        assert isinstance(options, ScoundrelOptions)
        nodes = max(1, int(effort * DEAL_NODES))
        if stop is None:  # work alone bounds it: the same answer on any machine
            found = solver.solve_dealt(deals, options, None, max_nodes=nodes)
        else:  # a limit never reached but for the stop: the clock is looked at for it
            found = solver.solve_dealt(deals, options, FOREVER, clock=stopped_clock(stop),
                                       max_nodes=nodes)
        return found.best_score, found.exact

    def board_account(self) -> BoardAccount:
        from games.scoundrel.text import board

        return board

    def glyphs(self) -> Glyphs:
        from games.scoundrel.faces import terminal

        return terminal

    def web_pictures(self) -> WebPictures:
        from games.scoundrel.faces import pictures

        return pictures

    def tap_tally(self) -> object:
        from games.scoundrel.faces import web_tally

        return web_tally


def stopped_clock(stop: Stop | None) -> Callable[[], float]:
    """The solver looks at its clock between positions: once ``stop`` is set, its time is up."""
    if stop is None:
        return time.perf_counter

    def clock() -> float:
        return math.inf if stop.is_set() else time.perf_counter()

    return clock
