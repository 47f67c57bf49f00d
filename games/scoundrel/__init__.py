"""Scoundrel, the solo dungeon crawl with a 44-card deck (rulings S1-S10)."""

from games.scoundrel.game import Scoundrel
from games.scoundrel.play.bots import NAMES as BOTS
from games.scoundrel.rules.options import MESSAGES as OPTIONS
from games.scoundrel.text.messages import MESSAGES
from games.scoundrel.text.narration import MESSAGES as NARRATION
from games.scoundrel.text.web import MESSAGES as WEB
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = Scoundrel()

__all__ = ["GAME", "Scoundrel"]
