"""Halunken und Spelunken: captains in a harbour of 14 dives (rulings H1-H12)."""

from games.halunken.game import Halunken
from games.halunken.messages import MESSAGES
from tabletop import i18n

i18n.register(MESSAGES)

GAME = Halunken()

__all__ = ["GAME", "Halunken"]
