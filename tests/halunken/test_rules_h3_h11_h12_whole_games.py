"""Whole games of Halunken und Spelunken played by the rules (issue #41: rule tests call the
rules, not the CLI; ``play`` has its smoke tests in test_cli_play.py). The games are dealt as
``play --seed`` deals them (``tests.cli.support.dealt_game``, ``hs_script``), every seat a bot.

H3, H11: 8 rounds, every movement card played once; no card lost or doubled; Black Jack keeps 4
of his 12 movement cards (H11), none of his 8 with two players (H12). H6: each hand scores the
sum of its cards, the colour held most counted twice.
"""

from __future__ import annotations

from typing import Any

from games.halunken import GAME
from games.halunken.rules.components import DECK_SET
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tests.cli.support import dealt_game, hs_h6, hs_script


def every_card(state: Any) -> list[str]:
    """Every card the table knows of: hands, harbour and face-up tops (face-down ones are
    counted by ``state.down``)."""
    cards = [c for hand in state.hands for c in hand]
    return cards + list(state.harbour) + [c for c in state.up if c]


def check_finished(state: Any, *, black_jack: bool = True) -> None:
    """H3, H11: 8 rounds, every movement card played once; no card lost or doubled."""
    assert state.phase == "over"
    assert state.round == 8
    for used in state.used:
        assert sorted(used) == sorted(("1", "2", "3", "4", "5", "6", "7", "rum"))
    known = every_card(state)
    assert len(known) == len(set(known))
    assert set(known) | state.unseen == DECK_SET
    assert len(known) + sum(state.down) == 42
    assert len(state.unseen) == sum(state.down)
    if black_jack:
        assert len(state.bj_deck) == (0 if state.two_player else 4)  # H11, H12
    else:
        assert state.bj is None and state.harbour == () and state.bj_deck == ()


def test_four_bots() -> None:
    state = dealt_game(GAME, ["A", "B", "C", "D"], 4, bots=[0, 1, 2, 3]).state
    check_finished(state)
    assert GAME.score(state).winners


def test_three_bots_score_by_h6() -> None:
    state = dealt_game(GAME, ["A", "B", "C"], 1, bots=[0, 1, 2]).state
    check_finished(state)
    sheet = GAME.score(state)
    assert sheet.status == "over"
    for player, hand in zip(sheet.players, state.hands, strict=True):
        assert player.total == hs_h6(list(hand)), (player.name, hand)
    best = max(p.total or 0 for p in sheet.players)
    assert list(sheet.winners) == [p.name for p in sheet.players if p.total == best]


def test_h12_two_bots() -> None:
    state = dealt_game(GAME, ["A", "B"], 5, bots=[0, 1]).state
    check_finished(state)  # Black Jack's pile of 8: one card a round
    assert GAME.score(state).winners


def test_h12_two_bots_always_finish() -> None:
    """Simulated as ``play`` runs it, with a bound instead of a hanging CLI."""
    for seed in (14, 15, 16):
        _, session = hs_script(seed, ["A", "B"], bots=2, limit=2000)
        check_finished(session.state)


def test_a_match_stored_in_one_record_adds_the_scores() -> None:
    """A match of two games kept in one record, as ``--option games=2`` stored it before
    matches were the host's (the ``match`` verb): the second game adds the first's scores."""
    options = GAME.meta.options.model_validate({"games": 2})
    session = Session.start(GAME, options, ["A", "B", "C"], mode="play", seed=6, store=None,
                            bots=[0, 1, 2])
    Driver.for_session(session).run()
    state = session.state
    check_finished(state)
    assert all(len(e) == 1 for e in state.earlier)
    sheet = GAME.score(state)
    for player, hand, earlier in zip(sheet.players, state.hands, state.earlier, strict=True):
        assert player.total == hs_h6(list(hand)) + earlier[0]
        assert player.details["earlier_games"] == list(earlier)
    # The first game was played out in full: 2 × 3 placements, 2 × 8 rounds.
    assert sum(1 for e in session.events if e.kind == "place") == 6
    assert sum(1 for e in session.events if e.kind == "move") == 2 * 8 * 3
