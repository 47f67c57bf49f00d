"""Soak test: many random games of every registered game, through the plugin interface only.

For each game: every listed action applies, every game ends within a step bound, the final
score has a total for each player, and folding the whole log again gives the final state.
Run before resolving an issue: ``python scripts/soak.py [GAMES_PER_GAME]`` (default 10,000).
"""

from __future__ import annotations

import argparse
import random
import time

from tabletop.events import fold
from tabletop.play.playout import random_playout
from tabletop.play.registry import games


def soak(game_id: str, count: int) -> tuple[int, float, dict[str, int]]:
    game = games()[game_id]
    steps = 0
    outcomes: dict[str, int] = {}
    began = time.perf_counter()
    for seed in range(count):
        seats = random.Random(seed).randint(game.meta.min_players, game.meta.max_players)
        start = game.setup(game.meta.options(), [f"P{i + 1}" for i in range(seats)])
        run = random_playout(game, start, seed)
        steps += len(run.events)
        sheet = game.score(run.final)
        if any(p.total is None for p in sheet.players):
            raise SystemExit(f"{game_id} seed {seed}: finished without totals")
        if fold(start, run.events, game.turn) != run.final:
            raise SystemExit(f"{game_id} seed {seed}: folding the log gives another state")
        outcomes[sheet.status] = outcomes.get(sheet.status, 0) + 1
    return steps, time.perf_counter() - began, outcomes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=10_000,
                        help="random games of each game (default 10,000)")
    count = parser.parse_args().games
    for game_id in games():
        steps, seconds, outcomes = soak(game_id, count)
        print(f"{game_id}: {count} games, {steps} events, {seconds:.1f} s "
              f"({count / seconds:.0f} games/s), outcomes {outcomes}")


if __name__ == "__main__":
    main()
