"""What a player types for a Dungeon dice event in the reader's language: the transcript line
with German words in German (``notation.parse`` reads both back)."""

from __future__ import annotations

from games.dungeon_dice.rules.components import localize
from games.dungeon_dice.rules.notation import notation
from tabletop.events import Event


def words(event: Event) -> str:
    """What a player types for ``event`` in the current language."""
    return localize(notation(event))
