"""Halunken und Spelunken bots: the time of a whole game and the strong bot's win rate.

Time: whole 4-player standard games with four strong bots, median and worst over the seeds,
against a baseline measured in the same run (the same seeds with four basic bots), printed as
a ratio. Strength: mixed tables (half the seats strong, which ones chosen per game) for 2, 3
and 4 players; the strong seats' mean score, the basic seats' and the strong seats' share of
the wins (a shared win split). Run: ``python benchmarks/halunken_bots.py [SEEDS] [GAMES]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from games.halunken import GAME
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.score import player_score
from games.halunken.rules.state import HState
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.playout import playout


def play(seed: int, seats: list[str]) -> HState:
    """A whole game through the plugin, seat ``i`` played by the bot ``seats[i]``."""
    table = GAME.strategies()

    def decide(state: HState, now: Decision, step: int) -> Event:
        rng = random.Random(f"{seed}:{now.player}:{step}")
        return table[seats[now.player]](state, now.player, rng)

    start = GAME.setup(HalunkenOptions(), [f"P{i + 1}" for i in range(len(seats))])
    final: HState = playout(GAME, start, seed, decide).final
    return final


def timed(seed: int, seats: list[str]) -> tuple[float, float]:
    """Wall-clock and CPU seconds of one game: on a shared machine the CPU time is the
    steadier figure."""
    wall, cpu = time.perf_counter(), time.process_time()
    play(seed, seats)
    return time.perf_counter() - wall, time.process_time() - cpu


def timing(seeds: int) -> None:
    base = [timed(seed, ["basic"] * 4) for seed in range(seeds)]
    strong = [timed(seed, ["strong"] * 4) for seed in range(seeds)]
    print(f"whole 4-player games, {seeds} seeds (wall clock; CPU time in brackets)")
    for name, runs in (("4 basic bots (baseline)", base), ("4 strong bots", strong)):
        print(f"{name:24} {_line([w for w, _ in runs], [c for _, c in runs], 1000, ' ms')}")
    print(f"{'ratio strong/basic':24} " + _line(
        [w / b for (w, _), (b, _) in zip(strong, base, strict=True)],
        [c / b for (_, c), (_, b) in zip(strong, base, strict=True)], 1, " x"))


def _line(wall: list[float], cpu: list[float], scale: float, unit: str) -> str:
    return (f"median {statistics.median(wall) * scale:7.1f}{unit} "
            f"({statistics.median(cpu) * scale:6.1f}{unit})   "
            f"worst {max(wall) * scale:7.1f}{unit} ({max(cpu) * scale:6.1f}{unit})")


def strength(games: int) -> None:
    for players in (2, 3, 4):
        strong_points, basic_points, wins = 0.0, 0.0, 0.0
        for game in range(games):
            seed = 1000 + game
            chosen = set(random.Random(seed).sample(range(players), max(1, players // 2)))
            seats = ["strong" if i in chosen else "basic" for i in range(players)]
            scores = [player_score("", hand).total or 0 for hand in play(seed, seats).hands]
            strong_points += sum(scores[i] for i in chosen) / len(chosen)
            basic_points += sum(s for i, s in enumerate(scores) if i not in chosen) / \
                (players - len(chosen))
            winners = [i for i, s in enumerate(scores) if s == max(scores)]
            wins += sum(1 for i in winners if i in chosen) / len(winners)
        share = max(1, players // 2) / players
        print(f"{players} players, {games} games: strong {strong_points / games:6.1f} points, "
              f"basic {basic_points / games:6.1f}; strong seats won {wins / games:4.0%} "
              f"(their share of the seats: {share:.0%})")


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    timing(seeds)
    strength(games)


if __name__ == "__main__":
    main()
