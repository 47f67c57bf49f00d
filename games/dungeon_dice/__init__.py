"""Dungeon dice: the push-your-luck dice game (rulings D1-D13)."""

from games.dungeon_dice.game import DungeonDice
from games.dungeon_dice.play.bots import NAMES as BOTS
from games.dungeon_dice.rules.options import MESSAGES as OPTIONS
from games.dungeon_dice.text.messages import MESSAGES
from games.dungeon_dice.text.narration import MESSAGES as NARRATION
from games.dungeon_dice.text.tally import MESSAGES as TALLY
from games.dungeon_dice.text.web import MESSAGES as WEB
from tabletop import i18n

i18n.register(MESSAGES)
i18n.register(NARRATION)
i18n.register(WEB)
i18n.register(TALLY)
i18n.register(OPTIONS)
i18n.register(BOTS)

GAME = DungeonDice()

__all__ = ["GAME", "DungeonDice"]
