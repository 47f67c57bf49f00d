"""Scoundrel, the solo dungeon crawl with a 44-card deck (rulings S1-S10)."""

from games.scoundrel.game import Scoundrel
from games.scoundrel.rules.options import MESSAGES as OPTIONS
from games.scoundrel.text import (
    board_words,
    bots,
    counts,
    messages,
    narration,
    rules_summary,
    tally_words,
)
from tabletop.text import i18n

i18n.register(messages.MESSAGES, counts.MESSAGES, narration.MESSAGES, board_words.MESSAGES,
              rules_summary.MESSAGES, OPTIONS, bots.NAMES, tally_words.MESSAGES)

GAME = Scoundrel()

__all__ = ["GAME", "Scoundrel"]
