"""simulate's outcomes pinned (issue #15): a seed is a set of deals and bot decisions, so making
the plugin path faster (a fast path, less overhead) must leave every game's outcome as it was.

The figures were computed with the code before the fast path (commit 2eadf96). A change to how
a bot plays changes its own pins on purpose: compute them again with ``simulate`` then and say
so; a change to the path alone must never change one. Scoundrel's were computed again for the
second dealer edition (``tabletop.session.dealers``: every seed deals another deck), with the
expectimax bot playing to win; ``benchmarks/random_playouts.py`` checks in the same run that
the fast path and the event-by-event rules path play the same games. The random bot's were
computed again when a decision's random source became a hash of its seed, seat and step
(``tabletop.session.decision_random``, issue #26): its draws changed on purpose, and the fast path
and the rules path still agree on them; the other bots never draw from it, so their
pins stand.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.session.simulate import simulate

LOST_RANDOM_1000 = (-186, -186, -176, -160, -176, -142, -188, -181, -176, -188, -185, -185,
                    -175, -174, -149, -168, -175, -159, -152, -145, -175, -188, -169, -169,
                    -186, -177, -188, -170, -172, -184)
LOST_RANDOM_HARD = (-188, -188, -178, -188, -188, -188, -188, -182, -182, -181)

Pinned = list[tuple[str, tuple[int | None, ...], tuple[int, ...]]]

CASES: list[tuple[str, str | list[str], dict[str, Any], Pinned]] = [
    ("scoundrel", "random", {"games": 30, "seed": 1000},
     [("lost", (total,), ()) for total in LOST_RANDOM_1000]),
    ("scoundrel", "random", {"games": 10, "seed": 0, "options": {
        "weapon_rule": "lower_or_equal", "death_penalty": "dungeon_and_room"}},
     [("lost", (total,), ()) for total in LOST_RANDOM_HARD]),
    ("scoundrel", "greedy", {"games": 8, "seed": 77},
     [("lost", (-17,), ()), ("lost", (-6,), ()), ("lost", (-12,), ()), ("lost", (-18,), ()),
      ("lost", (0,), ()), ("lost", (-9,), ()), ("lost", (-2,), ()), ("lost", (-1,), ())]),
    ("scoundrel", "expectimax", {"games": 2, "seed": 5},
     [("won", (2,), (0,)), ("lost", (-31,), ())]),
    ("dungeon-dice", "basic", {"games": 4, "seed": 11},
     [("over", (13,), (0,)), ("over", (15,), (0,)), ("over", (18,), (0,)),
      ("over", (13,), (0,))]),
    ("dungeon-dice", ["basic", "basic"], {"games": 3, "seed": 3},
     [("over", (19, 17), (0,)), ("over", (5, 16), (1,)), ("over", (9, 11), (1,))]),
    ("halunken", "basic", {"games": 3, "seed": 40, "players": 3},
     [("over", (102, 94, 62), (0,)), ("over", (22, 63, 22), (1,)),
      ("over", (102, 59, 66), (0,))]),
]


@pytest.mark.parametrize(("game", "strategy", "kwargs", "pinned"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[2]['seed']}" for c in CASES])
def test_the_same_seed_gives_the_same_outcomes_as_before(
        game: str, strategy: str | list[str], kwargs: dict[str, Any], pinned: Pinned) -> None:
    result = simulate(game, strategy, jobs=1, **kwargs)
    assert [(o.status, o.totals, o.winners) for o in result.outcomes] == pinned
