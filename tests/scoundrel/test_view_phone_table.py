"""Scoundrel's board for a phone table (issue #40): an act that is no thing on the board
(running from the room) is a section's act, a tray at the thumb can hold; each card of the
room is the control of its ways, each way said in words, and a card that is a control shows
words on it (what it is, what playing it does)."""

from __future__ import annotations

import pytest

from games.scoundrel import GAME
from tabletop.board import Move, acts_of, board_account
from tabletop.plugin import Decision, words
from tabletop.text import i18n
from tests.web_view_checks import play

TOLD = board_account(GAME)


@pytest.mark.parametrize("language", ["en", "de"])
def test_running_is_a_section_act_and_every_card_says_its_ways(language: str) -> None:
    run = {"en": "run from the room", "de": "aus dem Raum fliehen"}[language]
    ran = ways = 0
    with i18n.speaking(language):
        for seed in range(4):
            played = play(GAME, ["A"], seed)
            for state, awaiting in zip(played.states, played.waits, strict=True):
                if not isinstance(awaiting, Decision):
                    continue
                moves = [Move(n, e, words(GAME, e)) for n, e in enumerate(awaiting.actions)]
                drawn = TOLD.board(GAME.observe(state, awaiting.player), moves)
                assert sorted(a.index for a in acts_of(drawn)) == list(range(len(moves)))
                for section in drawn.sections:
                    for act in section.acts:  # acts of no row: running, and only that
                        assert moves[act.index].event.kind == "run" and act.said == run
                        ran += 1
                    for row in section.rows:
                        if not row.acts:
                            continue
                        assert row.pictures and row.values  # a card with words on it
                        said = [a.said for a in row.acts]
                        assert len(set(said)) == len(said) and all(said)
                        ways += len(said) > 1
    assert ran and ways
