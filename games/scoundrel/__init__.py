"""Scoundrel, the solo dungeon crawl with a 44-card deck (rulings S1-S10)."""

from games.scoundrel.bots import NAMES as BOTS
from games.scoundrel.game import Scoundrel
from games.scoundrel.messages import MESSAGES
from games.scoundrel.messages_narration import MESSAGES as NARRATION
from games.scoundrel.messages_web import MESSAGES as WEB
from games.scoundrel.options import MESSAGES as OPTIONS
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = Scoundrel()

__all__ = ["GAME", "Scoundrel"]
