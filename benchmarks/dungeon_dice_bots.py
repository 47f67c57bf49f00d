"""How fast and how strong Dungeon dice's bots are, through the path ``simulate`` plays.

Plays seeded games in this process (``simulate --jobs 1``): first with the basic bot in every
seat, the baseline measured in the same run, then with the odds bot (the default). Prints the
CPU seconds a game, the ratio against the basic bot, the odds bot's mean score, the estimate
for ``simulate --games 1000`` on 2 cores, and the memory this process reached (the odds bot's
memo is the bulk of it). Run:
``python benchmarks/dungeon_dice_bots.py [GAMES] [PLAYERS]`` (defaults: 200 games, 1 player).
"""

from __future__ import annotations

import resource
import sys
import time

from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play.search_exact import stored
from tabletop.session.simulate import SimulationResult, simulate

CORES = 2
TARGET_GAMES = 1000


def run(strategy: str, games: int, players: int) -> tuple[float, SimulationResult]:
    odds.forget()  # each strategy starts from an empty memo, as a fresh worker does
    started = time.process_time()
    result = simulate("dungeon-dice", [strategy] * players, games=games, jobs=1)
    return time.process_time() - started, result


def mean_score(result: SimulationResult) -> float:
    stats = result.strategy_stats()
    return next(iter(stats.values())).mean or 0.0


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    basic_cpu, basic = run("basic", games, players)
    odds_cpu, by_odds = run("odds", games, players)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    per_game = odds_cpu / games
    print(f"{games} games, {players} player(s), one process")
    print(f"basic bot  {basic_cpu / games * 1000:8.1f} ms CPU a game"
          f"  mean score {mean_score(basic):5.2f}")
    print(f"odds bot   {per_game * 1000:8.1f} ms CPU a game  mean score {mean_score(by_odds):5.2f}")
    print(f"ratio (odds / basic bot): {odds_cpu / max(basic_cpu, 1e-9):.0f}x")
    print(f"simulate --games {TARGET_GAMES} on {CORES} cores: about "
          f"{per_game * TARGET_GAMES / CORES:.0f} s")
    print(f"peak memory of this process: {rss:.0f} MB (memo entries now: {stored()})")


if __name__ == "__main__":
    main()
