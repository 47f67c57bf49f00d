"""Halunken und Spelunken: captains in a harbour of 14 dives (rulings H1-H12)."""

from games.halunken.game import Halunken
from games.halunken.play.bots import NAMES as BOTS
from games.halunken.rules.options import MESSAGES as OPTIONS
from games.halunken.text.messages import MESSAGES
from games.halunken.text.narration import MESSAGES as NARRATION
from games.halunken.text.tally import MESSAGES as TALLY
from games.halunken.text.web import MESSAGES as WEB
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(TALLY)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = Halunken()

__all__ = ["GAME", "Halunken"]
