"""Dungeon dice: the push-your-luck dice game (rulings D1-D13)."""

from games.dungeon_dice.bots import NAMES as BOTS
from games.dungeon_dice.game import DungeonDice
from games.dungeon_dice.messages import MESSAGES
from games.dungeon_dice.messages_narration import MESSAGES as NARRATION
from games.dungeon_dice.messages_tally import MESSAGES as TALLY
from games.dungeon_dice.messages_web import MESSAGES as WEB
from games.dungeon_dice.options import MESSAGES as OPTIONS
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(TALLY)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = DungeonDice()

__all__ = ["GAME", "DungeonDice"]
