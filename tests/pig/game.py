"""The Pig plugin: the eight members of a game bound to its rules and notation, and what it can
do beyond them (a bot and its advice, a tally, a board and pictures of its own)."""

from collections.abc import Mapping

from tabletop.board import BoardAccount, Glyphs, WebPictures
from tabletop.plugin import GameMeta, Strategy, TallyField

from .play import bots
from .rules import notation as written
from .rules import turn as rules
from .rules.turn import PigOptions


class Pig:
    meta = GameMeta(id="pig", titles={"en": "Pig", "de": "Schweinerei"},
                    min_players=2, max_players=2, options=PigOptions)
    setup, awaiting = staticmethod(rules.setup), staticmethod(rules.awaiting)
    turn, score = staticmethod(rules.turn), staticmethod(rules.score)
    observe, narrate = staticmethod(rules.observe), staticmethod(rules.narrate)
    parse, notation = staticmethod(written.parse), staticmethod(written.notation)

    tally_fields = (TallyField("player", "pig_ask_player", written.tally_line, multiple=True),)
    tally = staticmethod(rules.tally)
    advise, fast_model = staticmethod(bots.advise), staticmethod(bots.PigModel)

    def strategies(self) -> Mapping[str, Strategy]:
        return bots.STRATEGIES

    def board_account(self) -> BoardAccount:
        from .text import board

        return board

    def glyphs(self) -> Glyphs:
        from .faces import terminal

        return terminal

    def web_pictures(self) -> WebPictures:
        from .faces import pictures

        return pictures
