"""simulate's outcomes pinned (issue #15): a seed is a set of deals and bot decisions, so making
the plugin path faster (a fast path, less overhead) must leave every game's outcome as it was.

The figures were computed with the code before the fast path (commit 2eadf96). A change to how
a bot plays changes its own pins on purpose: compute them again with ``simulate`` then and say
so; a change to the path alone must never change one.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.simulate import simulate

LOST_RANDOM_1000 = (-150, -175, -176, -167, -140, -188, -177, -142, -182, -146, -179, -178,
                    -176, -156, -188, -153, -179, -159, -172, -175, -172, -177, -155, -183,
                    -178, -184, -182, -165, -175, -154)
LOST_RANDOM_HARD = (-188, -186, -171, -188, -180, -188, -184, -168, -172, -188)

Pinned = list[tuple[str, tuple[int | None, ...], tuple[int, ...]]]

CASES: list[tuple[str, str | list[str], dict[str, Any], Pinned]] = [
    ("scoundrel", "random", {"games": 30, "seed": 1000},
     [("lost", (total,), ()) for total in LOST_RANDOM_1000]),
    ("scoundrel", "random", {"games": 10, "seed": 0, "options": {
        "weapon_rule": "lower_or_equal", "death_penalty": "dungeon_and_room"}},
     [("lost", (total,), ()) for total in LOST_RANDOM_HARD]),
    ("scoundrel", "greedy", {"games": 8, "seed": 77},
     [("won", (6,), (0,)), ("lost", (-8,), ()), ("lost", (-13,), ()), ("lost", (-34,), ()),
      ("lost", (-12,), ()), ("lost", (-16,), ()), ("lost", (-88,), ()), ("lost", (-9,), ())]),
    ("scoundrel", "expectimax", {"games": 2, "seed": 5},
     [("lost", (0,), ()), ("lost", (-1,), ())]),
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
