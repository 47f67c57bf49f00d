"""Lines typed at ``tabletop scoundrel play --seed 799``, read by the rules (issue #41: typed at
the session's table as ``play`` reads them, not through the command line, whose smoke tests are
test_cli_play.py). Seed 799's first room is a weapon and three monsters (``deck_for_seed``).
S2-S6: a card is played from the room; 'bare' and 'weapon' apply to monsters; no room is turned
over while the room is full; nobody runs once a card of the room was played.
"""

from __future__ import annotations

from games.scoundrel import GAME
from games.scoundrel.rules.components import pretty
from tests.replays import typed
from tests.scoundrel.helpers import deck_for_seed

SEED = 799
DEAL = deck_for_seed(SEED)
WEAPON = DEAL[0]


def test_a_refused_move_changes_nothing() -> None:
    deep = DEAL[-1]  # the bottom card of the dungeon
    session, errors = typed(GAME, ["Ana"], [f"play {deep}", "5", "xyz", "play 2 weapon",
                                            "play 1 bare", "room 2H", "1", "run"],
                            mode="play", seed=SEED)
    assert errors == [
        f"{pretty(deep)} is not in the room.",
        "There is no card 5; the room holds 4.",
        "'xyz' is not a card (try KS, K♠, 10D or Pik König).",
        "You have no weapon equipped.",
        "'bare' and 'weapon' apply to monsters only.",
        "The room is full; no card is turned over now.",  # hotseat: the app deals, not you
        "You cannot run: a card of this room was already played.",
    ]
    assert [(e.kind, e.data) for e in session.events if e.actor != "chance"] == [
        ("play", {"card": WEAPON})]
