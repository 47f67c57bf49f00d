"""Lines typed at ``tabletop halunken play --seed N`` by Ana beside two bots, read by the rules
(issue #41: typed at the session's table as ``play`` reads them, not through the command line,
whose smoke tests are test_cli_play.py). H2: the captains are placed on free spaces first; H9:
when Black Jack robs, the card is given as asked and a rum is no answer.
"""

from __future__ import annotations

import pytest

from games.halunken import GAME
from tabletop.session.session import Session
from tests.cli.support import hs_lines, hs_script
from tests.replays import session_record, typed

PLAYERS = ["Ana", "B", "C"]


def ana_types(seed: int, *lines: str) -> tuple[Session, list[str]]:
    return typed(GAME, PLAYERS, lines, mode="play", seed=seed, bots=[1, 2])


def anas(session: Session) -> list[str]:
    return hs_lines(session_record(session), actor=0)


def test_wrong_lines_at_the_first_prompt() -> None:
    session, errors = ana_types(5, "place 99", "move 3", "bid y12", "pass", "card y12", "fly",
                                "place", "jack 2", "place 3")
    assert errors == [
        "'99' is not a space (1-14).",
        "That is not possible now.",
        "That is not possible now.",
        "That is not possible now.",
        "Nothing is being turned now.",
        "'fly' is not a space (1-14).",
        "'place' needs more: see 'help'.",
        "That is not possible now.",
    ]
    assert anas(session) == ["place 3"]


@pytest.mark.parametrize("line", ["take r15", "give y3", "rob harbour", "rum 5"])
def test_a_choice_typed_when_nothing_is_to_be_chosen_is_refused(line: str) -> None:
    session, errors = ana_types(5, line, "place 3")
    assert len(errors) == 1
    assert anas(session) == ["place 3"]


def test_h9_rum_typed_when_black_jack_robs_is_refused() -> None:
    # the first seed from 75 on where Ana's bot-like play has her give a card to Black Jack
    seed, lines = next((seed, lines) for seed in range(75, 130)
                       for lines in [hs_script(seed, PLAYERS, bots=2)[0]]
                       if any(line.startswith("give ") for line in lines))
    at = next(i for i, line in enumerate(lines) if line.startswith("give "))
    session, errors = ana_types(seed, *lines[:at], "rum 3", lines[at])
    mine = anas(session)
    assert "rum 3" not in mine[at:]  # 'rum 3' is refused ...
    assert mine == lines[:at + 1]  # ... and the card is given as asked
    assert len(errors) == 1
