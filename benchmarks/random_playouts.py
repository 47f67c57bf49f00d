"""Random Scoundrel games per second: our engine against a bare loop measured in the same run.

The engine plays through the plugin interface exactly as the conformance suite does (awaiting,
a seeded dealer for chance, a random legal action, turn). The baseline is a minimal list-based
Scoundrel written here, with no validation, no event objects and no immutable states: the
ceiling a rules engine could approach. Run: ``python benchmarks/random_playouts.py [GAMES]``.
"""

from __future__ import annotations

import random
import sys
import time

from games.scoundrel import GAME
from games.scoundrel.options import ScoundrelOptions
from tabletop.playout import random_playout

DECK = [(v, s) for s in "CS" for v in range(2, 15)] + [(v, s) for s in "DH" for v in range(2, 11)]


def engine_game(seed: int) -> int:
    run = random_playout(GAME, GAME.setup(ScoundrelOptions(), ["bench"]), seed)
    return int(run.final.health)


def baseline_game(seed: int) -> int:
    rng = random.Random(seed)
    dungeon = DECK[:]
    rng.shuffle(dungeon)
    health, weapon, last, room, ran = 20, 0, 99, [], False
    while health > 0 and (dungeon or room):
        while len(room) < 4 and dungeon:
            room.append(dungeon.pop())
        if len(room) == 4 and not ran and dungeon and rng.random() < 0.2:
            rng.shuffle(room)
            dungeon[:0] = room
            room, ran = [], True
            continue
        ran, potion = False, False
        for _ in range(min(3, len(room)) if dungeon else len(room)):
            value, suit = room.pop(rng.randrange(len(room)))
            if suit == "D":
                weapon, last = value, 99
            elif suit == "H":
                if not potion:
                    health = min(20, health + value)
                potion = True
            elif weapon and value < last and rng.random() < 0.5:
                health -= max(0, value - weapon)
                last = value
            else:
                health -= value
            if health <= 0:
                break
    return health


def rate(play: object, games: int) -> float:
    assert callable(play)
    start = time.perf_counter()
    for seed in range(games):
        play(seed)
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    base = rate(baseline_game, games)
    ours = rate(engine_game, games)
    print(f"baseline (bare loop):  {base:10.0f} games/s")
    print(f"engine (plugin API):   {ours:10.0f} games/s")
    print(f"ratio engine/baseline: {ours / base:10.2f}")


if __name__ == "__main__":
    main()
