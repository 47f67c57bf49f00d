"""The story of a Scoundrel game in chapters: one a room, from the cards turned over to
fill it through the cards played (or the run) until the next room is dealt."""

from __future__ import annotations

from collections.abc import Sequence

from games.scoundrel.rules.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Chapter, Line


def chapters(states: Sequence[ScoundrelState], events: Sequence[Event]) -> list[Chapter]:
    # The only chance is a room's filling: it begins a room whenever it follows a decision
    # (at the table a room may be turned over card by card, in several events).
    found: list[Chapter] = []
    for index, event in enumerate(events):
        if index == 0 or (event.is_chance and not events[index - 1].is_chance):
            found.append(Chapter(index, Line("sc_ch_room", {"number": len(found) + 1})))
    return found
