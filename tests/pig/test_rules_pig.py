"""Pig's rules, played from transcripts: what a game's own tests look like beside the
conformance suite (which checks only that a game keeps the protocol, not its rules)."""

from __future__ import annotations

import pytest

from tabletop.archive.transcript import replay_transcript
from tabletop.events import BadInput
from tabletop.narration import render
from tabletop.plugin import Decision, Over, Stop
from tabletop.text import i18n

from . import GAME

PLAYERS = ["Ana", "Ben"]


def test_a_one_loses_the_turn_and_hold_banks_it() -> None:
    session = replay_transcript(GAME, "roll\ndie 4\nroll\ndie 1\nroll\ndie 6\nhold", PLAYERS)
    assert session.state.scores == (0, 6)
    assert session.state.seat == 0


def test_reaching_the_target_wins_without_holding() -> None:
    text = "options target=10\nroll\ndie 5\nroll\ndie 6"
    session = replay_transcript(GAME, text, PLAYERS)
    assert isinstance(GAME.awaiting(session.state), Over)
    assert GAME.score(session.state).winners == ("Ana",)


def test_german_words_and_narration() -> None:
    session = replay_transcript(GAME, "würfeln\nwürfel 3\nhalten", PLAYERS)
    assert session.state.scores == (3, 0)
    i18n.set_language("de")
    said = GAME.narrate(session.states[1], session.events[1], session.states[2])
    assert [render(line) for line in said] == ["Ana würfelt eine 3: 3."]


def test_nothing_to_hold_before_a_roll() -> None:
    with pytest.raises(BadInput, match="Nothing to hold"):
        replay_transcript(GAME, "hold", PLAYERS)


def test_a_stopped_hint_names_a_listed_action() -> None:
    """The test game's rule of thumb searches nothing: stopped or not, it answers at once."""
    state = replay_transcript(GAME, "roll\ndie 4", PLAYERS).state
    now = GAME.awaiting(state)
    assert isinstance(now, Decision)
    stop = Stop()
    stop.set()
    advice = GAME.advise(state, now.player, 100.0, stop=stop)
    assert advice.best in now.actions and advice == GAME.advise(state, now.player, 0.0)
