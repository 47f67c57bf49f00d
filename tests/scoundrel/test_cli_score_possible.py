"""A Scoundrel loss and the monsters left must be possible together (issue #28: ``score
--result lost --health -1`` with all 26 monsters left was kept as -209; health -13 with every
monster left was accepted). Only monsters take health (S4), at most their value each, and
potions only give some back (S5): the health lost needs monsters not left worth that much, and
the last blow one worth at least 1 - health. Refused in one line, exit 2 like every tally answer
that can't be true; every loss the bots really play is still accepted."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.tally import MONSTERS, check_faced
from tabletop.plugin import Over
from tests.cli.support import assert_one_error, dealt_game, invoke, score_json

SCORE = ("scoundrel", "score", "--player", "Ana", "--result", "lost")
ALL = " ".join(MONSTERS)


def stored_games(home: Path) -> int:
    path = home / "tabletop.db"
    if not path.exists():
        return 0
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        conn.close()


def but(*played: str) -> str:
    """Every monster left except ``played``."""
    return " ".join(card for card in MONSTERS if card not in played)


@pytest.mark.parametrize(("health", "monsters", "english", "german"), [
    ("-1", ALL, "A loss with every monster left unplayed is not possible: only a monster takes "
     "health. Name the monsters left, not those played.",
     "Eine Niederlage, bei der alle Monster ungespielt blieben, ist nicht möglich"),
    ("-13", ALL, "A loss with every monster left unplayed", "alle Monster ungespielt"),
    ("0", but("2C"), "Health 0 after a loss means 20 health was lost, but the monsters not left "
     "are worth only 2 together: check the health and the monsters left.",
     "Lebenspunkte 0 nach einer Niederlage heißen, dass 20 Lebenspunkte verloren gingen, aber "
     "die nicht übrigen Monster sind zusammen nur 2 wert"),
    ("-13", but("AS"), "means 33 health was lost, but the monsters not left are worth only 14",
     "nur 14 wert"),
    ("-12", but(*(f"{rank}C" for rank in range(2, 11))),
     "Health -12 needs a last blow of at least 13, but the strongest monster not left is worth "
     "10: check the health and the monsters left.",
     "verlangen einen letzten Schlag von mindestens 13"),
], ids=["all-left", "all-left-lowest", "too-little", "ace-only", "no-blow"])
def test_a_loss_that_cant_have_happened_is_refused(
        home: Path, health: str, monsters: str, english: str, german: str) -> None:
    args = (*SCORE, "--health", health, "--monsters", monsters)
    assert_one_error(invoke(*args), 2, english)
    assert_one_error(invoke(*args, "--lang", "de"), 2, german)
    assert stored_games(home) == 0


def test_the_room_is_not_faced_under_dungeon_and_room(home: Path) -> None:
    """S9 option: the room's unplayed monsters were not faced either."""
    answers = ("--player", "Ana", "--result", "lost", "--health", "-1", "--monsters",
               but("KC", "QC", "AS"), "--no-save")
    assert score_json("scoundrel", *answers)["players"][0]["total"] < 0
    assert_one_error(invoke("scoundrel", "score", *answers, "--room", "KC QC AS", "-o",
                            "death_penalty=dungeon_and_room"),
                     2, "A loss with every monster left unplayed")


def test_every_loss_the_bots_play_is_accepted() -> None:
    """No false refusal: the real end of lost games (first-listed moves, seeds 1-40)."""
    losses = 0
    for seed in range(1, 41):
        session = dealt_game(GAME, ["Ana"], seed)
        state: ScoundrelState = session.state
        assert isinstance(GAME.awaiting(state), Over)
        if state.health > 0:
            continue
        losses += 1
        check_faced(state.health, [*state.unseen, *(c for b in state.batches for c in b)])
        check_faced(state.health, [*state.unseen, *(c for b in state.batches for c in b),
                                   *state.room])
    assert losses > 10
