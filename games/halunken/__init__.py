"""Halunken und Spelunken: captains in a harbour of 14 dives (rulings H1-H12)."""

from games.halunken.game import Halunken
from games.halunken.rules.options import MESSAGES as OPTIONS
from games.halunken.text import board_words, bots, messages, narration, rules_summary, tally
from tabletop.text import i18n

i18n.register(messages.MESSAGES, narration.MESSAGES, board_words.MESSAGES, tally.MESSAGES,
              rules_summary.MESSAGES, OPTIONS, bots.NAMES)

GAME = Halunken()

__all__ = ["GAME", "Halunken"]
