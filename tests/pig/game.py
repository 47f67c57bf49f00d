"""The Pig plugin: binds the rules, notation, texts, bot and advice to the host's interface."""


from tabletop.plugin import GameMeta, TallyField

from .play import bots
from .rules import notation as written
from .rules import turn as rules
from .rules.turn import PigOptions
from .text import messages

PACKAGE = __name__.rpartition(".")[0]


class Pig:
    meta = GameMeta(id="pig", titles={"en": "Pig", "de": "Schweinerei"},
                    min_players=2, max_players=2, options=PigOptions,
                    view=PACKAGE + ".faces.terminal", web=PACKAGE + ".faces.pictures",
                    board=PACKAGE + ".text.board",
                    tally_fields=(TallyField("player", "pig_ask_player", written.tally_line,
                                             multiple=True),))
    setup, awaiting = staticmethod(rules.setup), staticmethod(rules.awaiting)
    turn, score = staticmethod(rules.turn), staticmethod(rules.score)
    tally, summary = staticmethod(rules.tally), staticmethod(rules.summary)
    observe, narrate = staticmethod(rules.observe), staticmethod(rules.narrate)
    parse, notation = staticmethod(written.parse), staticmethod(written.notation)
    commands_help = staticmethod(written.commands_help)
    advise, fast_model = staticmethod(bots.advise), staticmethod(bots.PigModel)
    rules_text, strategies = staticmethod(messages.rules_text), staticmethod(bots.strategies)
