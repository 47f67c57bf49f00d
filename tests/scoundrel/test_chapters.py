"""Issue #23, "the story of the game": a Scoundrel game falls into rooms, the chapters its
log is told and paged in. A room opens with the cards turned over to fill it (at the table
perhaps in several entries) and holds every card played from it, or the run, to the next
filling."""

from __future__ import annotations

from games.scoundrel import GAME
from tabletop.plugin import HasChapters
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.session.story import parts


def test_a_chapter_is_a_room() -> None:
    assert isinstance(GAME, HasChapters)
    session = Session.start(GAME, GAME.meta.options(), ["Ada"], mode="play", seed=4,
                            store=None, bots=[0], strategies={0: "greedy"})
    driver = Driver.for_session(session)
    driver.run()
    events = session.events
    rooms = parts(driver)
    runs = 0
    assert [part.heading.params for part in rooms] == [
        {"number": n} for n in range(1, len(rooms) + 1)]
    assert {part.heading.key for part in rooms} == {"sc_ch_room"}
    for part in rooms:
        kinds = [events[i].kind for i in range(part.start, part.end)]
        dealt = [k for k in kinds if k == "room"]
        assert kinds[:len(dealt)] == dealt, kinds  # the filling first, then the room played
        chosen = kinds[len(dealt):]
        runs += chosen == ["run"]
        assert chosen == ["run"] or (set(chosen) <= {"play"} and len(chosen) <= 3), kinds
        said = [line.key for i in range(part.start, part.end) for line in driver.narration(i)]
        assert said.count("sc_n_room") == 1, said  # one room, complete
    assert runs  # a room run from is a chapter too (S6)


def test_at_the_table_a_room_turned_card_by_card_is_one_chapter() -> None:
    session = Session.start(GAME, GAME.meta.options(), ["Ada"], mode="table", seed=None,
                            store=None)
    driver = Driver.for_session(session)
    for text in ("room 7D KS 5H", "room 9C", "play 7D", "play 5H", "play 9C", "room 2S",
                 "room 3S 4S"):
        driver.submit(GAME.parse(session.state, text))
    assert [(part.start, part.end, part.heading.params["number"])
            for part in parts(driver)] == [(0, 5, 1), (5, 7, 2)]
