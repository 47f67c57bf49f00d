"""Issue #23, "the story of the game": Halunken's log falls into chapters a group follows.
The harbour's setting up, then one chapter a round: it begins with the round's first decision
(the first bid for Black Jack, or the first movement card when nobody bids) and holds the
whole round: bids, the secret cards, the reveal, every move, take, push and robbery, to
"Round N is over"."""

from __future__ import annotations

import pytest

from games.halunken import GAME
from games.halunken.rules.state import HState, Phase
from tabletop.plugin import HasChapters
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.session.story import Part, parts


def played(players: int, variant: str, seed: int = 5) -> Driver:
    options = GAME.meta.options.model_validate({"variant": variant})
    names = ["Ana", "Ben", "Cem", "Dora"][:players]
    session = Session.start(GAME, options, names, mode="play", seed=seed, store=None,
                            bots=list(range(players)),
                            strategies=dict.fromkeys(range(players), "basic"))
    driver = Driver.for_session(session)
    driver.run()
    return driver


def keys(driver: Driver, part: Part) -> list[str]:
    return [line.key for index in range(part.start, part.end)
            for line in driver.narration(index)]


def test_halunken_has_chapters() -> None:
    assert isinstance(GAME, HasChapters)


@pytest.mark.parametrize(("players", "variant"), [(3, "standard"), (4, "intro"),
                                                  (2, "standard")])
def test_a_round_is_one_chapter_from_its_first_decision_to_its_end(players: int,
                                                                   variant: str) -> None:
    driver = played(players, variant)
    states, events = driver.session.states, driver.session.events
    setting_up, *rounds = parts(driver)
    assert (setting_up.start, setting_up.heading.key) == (0, "hs_ch_setup")
    assert all(states[i].phase in (Phase.PLACE, Phase.BLACK_JACK)
               for i in range(setting_up.start, setting_up.end))
    assert len(rounds) == 8
    for number, part in enumerate(rounds, start=1):
        first: HState = states[part.start]
        assert part.heading.key == "hs_ch_round" and part.heading.params == {"round": number}
        assert {states[i].round for i in range(part.start, part.end)} == {number - 1}
        if first.with_black_jack:  # the round opens with its bidding (H7)
            assert first.phase == Phase.BID and not any(first.bids_made)
            assert events[part.start].kind in ("bid", "pass")
        else:  # the round opens with its first movement card (H3)
            assert first.phase == Phase.CHOOSE and events[part.start].kind == "move"
        assert first.chosen == (None,) * players
        told = keys(driver, part)
        assert told.count("hs_n_revealed") == 1  # the whole reveal, no other round's
        assert told.index("hs_n_revealed") > told.index("hs_n_chose")
        assert any(key in told for key in ("hs_n_moved", "hs_n_stays"))
        assert "hs_n_round_over" in told  # to the round's end
        assert told.count("hs_n_round_over") == 1


def test_bids_steals_and_robberies_stay_in_their_round() -> None:
    """Seed 1 has bids, thefts and Black Jack robbing for his hirer (H7-H10)."""
    driver = played(3, "standard", seed=1)
    seen = {"hs_n_bid": 0, "hs_n_took_from": 0, "hs_n_jack_robs_for": 0}
    for part in parts(driver)[1:]:
        told = keys(driver, part)
        revealed = told.index("hs_n_revealed")
        for key in seen:
            if key in told:
                seen[key] += 1
                # bids come before the round's reveal; a theft and a robbery after it
                assert (told.index(key) < revealed) == (key == "hs_n_bid"), (part, key)
    assert all(seen.values()), seen
