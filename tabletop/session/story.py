"""The story of a game: its log cut into the chapters its game names (a round, a delve, a
room), each told in order with the narration's own lines, so every face tells the last one
whole and pages through the ones before it.

A game without chapters (``HasChapters``) is cut every ``CHUNK`` events. The narration is
what the whole table is told (a secret choice is told as made, never what it was), so every
face may show every chapter.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop import narration
from tabletop.plugin import Chapter, HasChapters, Line, words
from tabletop.session.driver import Driver
from tabletop.text.i18n import t

CHUNK = 8
"""Events in a chapter of a game that names none."""


@dataclass(frozen=True, slots=True)
class Part:
    """A chapter with its place in the log: events ``start`` to ``end`` (exclusive);
    ``number`` counts from 1."""

    number: int
    start: int
    end: int
    heading: Line


def parts(driver: Driver) -> list[Part]:
    """Every chapter of the log so far, the last one still going on unless the game is over."""
    session = driver.session
    events = session.events
    if not events:
        return []
    game = driver.game
    if isinstance(game, HasChapters):
        found = game.chapters(session.states, events)
    else:
        found = [Chapter(start, Line("story_entries", {
            "first": start + 1, "last": min(start + CHUNK, len(events))}))
            for start in range(0, len(events), CHUNK)]
    ends = [chapter.start for chapter in found[1:]] + [len(events)]
    return [Part(number, chapter.start, end, chapter.heading)
            for number, (chapter, end) in enumerate(zip(found, ends, strict=True), start=1)]


def said(driver: Driver, index: int) -> list[str]:
    """What event ``index`` did, in the reader's language: the game's narration, or for a
    chance event it leaves untold, what was revealed."""
    lines = [narration.render(line) for line in driver.narration(index)]
    event = driver.session.events[index]
    if not lines and event.is_chance:
        lines = [t("msg_dealt", entry=words(driver.game, event))]
    return lines


def heading(part: Part) -> str:
    return narration.render(part.heading)
