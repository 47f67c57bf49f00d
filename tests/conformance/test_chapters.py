"""Issue #23, "the story of the game": a game that cuts its log into chapters (``HasChapters``)
cuts every log it may have: the first chapter begins with the first event, each later one
after the one before it, and every heading is a line in both languages. A game without
chapters (Pig) is told in chunks of the same size."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop import narration
from tabletop.plugin import Chapter, HasChapters, Line
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.session.story import CHUNK, parts
from tabletop.text import i18n

from .cases import CASES, assert_json, game_of, walk


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_chapters_cut_every_log_from_its_first_event(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, HasChapters):
        pytest.skip(f"{game_id} names no chapters: its story is told {CHUNK} events a part")
    headings: dict[str, Line] = {}
    for played in walk(game_id, seats, range(4), range(0)):
        for upto in sorted({0, 1, len(played.events) // 2, len(played.events)}):
            found = game.chapters(played.states[:upto + 1], played.events[:upto])
            where = f"{played.label}, {upto} events"
            assert all(isinstance(chapter, Chapter) for chapter in found), where
            starts = [chapter.start for chapter in found]
            assert starts == sorted(set(starts)), where
            assert starts[:1] == ([0] if upto else []), where
            assert all(start < upto for start in starts), where
            for chapter in found:
                assert_json(dict(chapter.heading.params), f"{where}: {chapter.heading.key}")
                headings.setdefault(f"{chapter.heading.key} {chapter.heading.params}",
                                    chapter.heading)
    catalogue = i18n.catalogue()
    for line in headings.values():
        for key in narration.keys(line):
            assert catalogue.get(key, {}).get("en") and catalogue[key].get("de"), key
        for lang in ("en", "de"):
            i18n.set_language(lang)
            assert narration.render(line).strip(), (lang, line)


def test_a_game_without_chapters_is_told_in_chunks() -> None:
    game: Any = game_of("pig")
    assert not isinstance(game, HasChapters)
    session = Session.start(game, game.meta.options(target=30), ["Ana", "Ben"], mode="play",
                            seed=3, store=None, bots=[0, 1])
    driver = Driver.for_session(session)
    driver.run()
    found = parts(driver)
    count = len(session.events)
    assert [(part.start, part.end) for part in found] == [
        (start, min(start + CHUNK, count)) for start in range(0, count, CHUNK)]
    assert narration.render(found[1].heading) == f"Entries {CHUNK + 1}–{2 * CHUNK}"
