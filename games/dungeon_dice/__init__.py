"""Dungeon dice: the push-your-luck dice game (rulings D1-D13)."""

from games.dungeon_dice.game import DungeonDice
from games.dungeon_dice.rules.options import MESSAGES as OPTIONS
from games.dungeon_dice.text import (
    board_words,
    bots,
    commands,
    hero_errors,
    hero_narration,
    hero_screen,
    heroes,
    messages,
    narration,
    rules_summary,
    tally,
)
from tabletop.text import i18n

i18n.register(messages.NAMES, messages.MESSAGES, commands.MESSAGES, hero_screen.MESSAGES,
              hero_narration.MESSAGES, hero_errors.MESSAGES, heroes.NAMES, heroes.LEGENDARY,
              heroes.LEGENDARY_MASTER, heroes.MESSAGES, narration.MESSAGES, board_words.MESSAGES,
              tally.MESSAGES, rules_summary.MESSAGES, OPTIONS, bots.NAMES)

GAME = DungeonDice()

__all__ = ["GAME", "DungeonDice"]
