"""The advice's estimate of the final score at its horizon, from what is still to come.

Estimate at the horizon (a turn boundary, before the refill). What is still to come decides the
game: the monster points M in the room and the dungeon, the potion points P, the weapon points W,
and the current weapon's hold on them, A = what it would take off each monster it may still
fight (min(monster, weapon)). A logistic model gives the share s of the remaining monster points
the player gets through,

    s = 1 / (1 + exp(-(B_CONST + B_HEALTH*health + B_POTIONS*P + B_ABSORBED*A + B_WEAPONS*W
                        + B_MONSTERS*M + B_RAN*[just ran]) / 10)),

and the estimate is -M * (1 - s), the monsters still in the dungeon at death (S9), plus
s * (B_WIN * health + win_bonus) for the wins (the search's bonus for a won game, 0 for the
advice). The coefficients are least-squares fits to the final scores of
seeded self-play (about 30,000 turn boundaries). Their signs are those the rules give: health,
potions, weapons and the weapon's hold raise the estimate, monsters and a run just made lower it,
so more health is always better and every monster costs something. The estimate is never used
where the game ends inside the tree: terminal scores are the engine's (``final_score``).
"""

from __future__ import annotations

import math

from games.scoundrel.play.engine import FIGHT, KINDS, MONSTER, VALUES, WEAPON
from games.scoundrel.play.search_positions import Dungeon, Node

# The estimate's coefficients (see the module docstring), fitted on seeded self-play.
B_CONST = 27.27
B_HEALTH = 1.17
B_POTIONS = 0.414
B_ABSORBED = 0.101
B_WEAPONS = 0.882
B_MONSTERS = -0.508
B_RAN = -3.18
B_WIN = 0.0


def estimate(node: Node, dungeon: Dungeon, win_bonus: float = 0.0) -> float:
    """The expected final score at a turn boundary beyond the horizon (module docstring)."""
    monsters, potions, weapons = dungeon.monster_sum, dungeon.potion_sum, dungeon.weapon_sum
    top = node.cap - 1 if node.weapon else 0  # the strongest monster the weapon may fight
    absorbed = _absorbed(dungeon, node.weapon, top)
    for card in node.room:
        value, what = VALUES[card], KINDS[card]
        if what == MONSTER:
            monsters += value
            if FIGHT[card] < node.cap:
                absorbed += min(value, node.weapon)
        elif what == WEAPON:
            weapons += value
        else:
            potions += value
    z = (B_CONST + B_HEALTH * node.health + B_POTIONS * potions + B_ABSORBED * absorbed
         + B_WEAPONS * weapons + B_MONSTERS * monsters + (B_RAN if node.ran_last else 0.0))
    through = 1.0 / (1.0 + math.exp(min(-z / 10.0, 700.0)))  # 700: math.exp's range
    return -monsters * (1.0 - through) + through * (B_WIN * node.health + win_bonus)


def _absorbed(dungeon: Dungeon, weapon: int, top: int) -> int:
    """What the current weapon would take off the dungeon's monsters it may still fight (those
    up to ``top``)."""
    if not weapon:
        return 0
    below = min(weapon, top)
    return (dungeon.sum_upto[below]
            + weapon * (dungeon.count_upto[top] - dungeon.count_upto[below]))
