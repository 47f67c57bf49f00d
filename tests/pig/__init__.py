"""Pig: a fourth game that lives only in the tests, the worked example of docs/ADDING_A_GAME.md
(it joins every conformance case without being registered as an entry point)."""

from tabletop.text import i18n

from .game import Pig
from .text.messages import MESSAGES

i18n.register(MESSAGES)
GAME = Pig()
