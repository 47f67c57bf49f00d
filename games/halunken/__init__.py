"""Halunken und Spelunken: captains in a harbour of 14 dives (rulings H1-H12)."""

from games.halunken.bots import NAMES as BOTS
from games.halunken.game import Halunken
from games.halunken.messages import MESSAGES
from games.halunken.messages_narration import MESSAGES as NARRATION
from games.halunken.messages_tally import MESSAGES as TALLY
from games.halunken.messages_web import MESSAGES as WEB
from games.halunken.options import MESSAGES as OPTIONS
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(TALLY)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = Halunken()

__all__ = ["GAME", "Halunken"]
