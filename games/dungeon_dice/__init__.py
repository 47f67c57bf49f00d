"""Dungeon dice: the push-your-luck dice game (rulings D1-D13)."""

from games.dungeon_dice.game import DungeonDice
from games.dungeon_dice.messages import MESSAGES
from tabletop import i18n

i18n.register(MESSAGES)

GAME = DungeonDice()

__all__ = ["GAME", "DungeonDice"]
