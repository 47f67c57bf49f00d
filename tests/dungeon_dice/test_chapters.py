"""Issue #23, "the story of the game": Dungeon dice's log falls into the chapters a group
watching a delve follows: the heroes chosen, then each level of each delve. A level opens
with its dungeon roll (the first with the party's roll) and ends with the seeking, retiring
or fleeing that closes it; a delve's end is told in its last level."""

from __future__ import annotations

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.state import Stage
from tabletop.plugin import HasChapters
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.session.story import parts


def played(players: int, seed: int = 5) -> Driver:
    names = ["Ana", "Ben", "Cem", "Dora"][:players]
    session = Session.start(GAME, GAME.meta.options(), names, mode="play", seed=seed,
                            store=None, bots=list(range(players)),
                            strategies=dict.fromkeys(range(players), "basic"))
    driver = Driver.for_session(session)
    driver.run()
    return driver


def test_a_chapter_is_a_level_of_a_delve() -> None:
    assert isinstance(GAME, HasChapters)
    driver = played(3)
    states, events = driver.session.states, driver.session.events
    heroes, *levels = parts(driver)
    assert (heroes.start, heroes.heading.key) == (0, "dd_ch_heroes")
    assert all(states[i].stage == Stage.HERO for i in range(heroes.start, heroes.end))
    delves: list[tuple[int, int]] = []
    for part in levels:
        first = states[part.start]
        assert {(states[i].round, states[i].delver, max(states[i].level, 1))
                for i in range(part.start, part.end)} == {
            (first.round, first.delver, max(first.level, 1))}
        assert part.heading.key == "dd_ch_level"
        assert part.heading.params == {"number": first.round + 1, "delves": 3,
                                       "player": first.seat.name,
                                       "level": max(first.level, 1)}
        opening = events[part.start]
        assert opening.is_chance and opening.kind == ("party" if first.stage == Stage.FORM
                                                      else "dungeon"), part
        if first.stage == Stage.FORM:
            delves.append((first.round, first.delver))
    assert len(delves) == 9  # three delves for each of three players


def test_the_end_of_a_delve_is_told_in_its_last_level() -> None:
    """A delve ends by retiring, fleeing or as a legend (D8, D9): the line that says so, and
    the next delve's start, close the delve's last level; a level that goes on deeper ends
    with seeking glory."""
    driver = played(2, seed=3)
    events, states = driver.session.events, driver.session.states
    ended = 0
    for part in parts(driver)[1:]:
        told = [line.key for line in driver.narration(part.end - 1)]
        if states[part.end].stage in (Stage.FORM, Stage.OVER):
            ended += 1
            assert {"dd_n_retires", "dd_n_flees", "dd_n_legend"} & set(told), told
            assert {"dd_n_delve", "dd_n_over"} & set(told), told
        else:
            assert events[part.end - 1].kind == "seek", told
    assert ended == 6
