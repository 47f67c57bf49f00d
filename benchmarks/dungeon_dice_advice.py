"""How long Dungeon dice advice takes: at every regroup and every decision within a level.

Plays seeded games (one delver, heroes dealt) in which the advice itself decides, so it is
timed on the positions a player following it would meet, with the budget ``hint`` gives it.
For reference the basic bot decides every same position in the same run; the ratio of the
medians says how much dearer advice is than a rule of thumb on this machine. Each game starts
with an empty memo, as a freshly started ``tabletop`` does. Run:
``python benchmarks/dungeon_dice_advice.py [GAMES] [SECONDS]`` (defaults: 30 games, 0.1 s).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter

from games.dungeon_dice import GAME, odds
from games.dungeon_dice.advice import advise
from games.dungeon_dice.bots import basic
from games.dungeon_dice.options import DungeonDiceOptions
from games.dungeon_dice.score import player_score
from games.dungeon_dice.state import DDState
from tabletop.events import Event
from tabletop.play.driver import HINT_SECONDS
from tabletop.play.playout import playout
from tabletop.plugin import Decision


class Timings:
    def __init__(self) -> None:
        self.regroup: list[float] = []
        self.level: list[float] = []
        self.basic: list[float] = []
        self.ahead: Counter[int] = Counter()
        self.scores: list[int] = []


def play(seed: int, seconds: float, seen: Timings) -> None:
    odds.forget()

    def decide(state: DDState, now: Decision, _step: int) -> Event:
        started = time.perf_counter()
        fallback = basic(state, now.player, random.Random(seed))
        seen.basic.append(time.perf_counter() - started)
        started = time.perf_counter()
        advice = advise(state, now.player, seconds)
        spent = time.perf_counter() - started
        if state.stage == "regroup":
            seen.regroup.append(spent)
            if "levels_ahead" not in advice.data:
                seen.ahead[-1] += 1  # the first look cut short: an estimate or a rule of thumb
            else:
                seen.ahead[advice.data["levels_ahead"] if not advice.exact else 0] += 1
        else:
            seen.level.append(spent)
        return advice.best if advice.best is not None else fallback

    start = GAME.setup(DungeonDiceOptions(heroes="deal"), ["bench"])
    state: DDState = playout(GAME, start, seed, decide).final
    seat = state.seats[0]
    seen.scores.append(player_score(seat.name, seat.xp, seat.tokens).total or 0)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def line(name: str, values: list[float], unit: float = 1000.0) -> str:
    return (f"{name:<9} {len(values):5d} decisions  median {statistics.median(values) * unit:7.2f}"
            f" ms  p90 {percentile(values, 0.9) * unit:7.2f} ms"
            f"  worst {max(values) * unit:7.2f} ms")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else HINT_SECONDS
    seen = Timings()
    for seed in range(games):
        play(seed, seconds, seen)
    print(f"{games} games, advice budget {seconds:.3f} s")
    print(line("regroup", seen.regroup))
    print(line("in level", seen.level))
    print(line("basic bot", seen.basic))
    everything = seen.regroup + seen.level
    print(f"ratio of medians (advice / basic bot): "
          f"{statistics.median(everything) / statistics.median(seen.basic):.0f}x")
    exact, cut = seen.ahead.pop(0, 0), seen.ahead.pop(-1, 0)
    ahead = ", ".join(f"{n} level(s) ahead: {c}" for n, c in sorted(seen.ahead.items()))
    print(f"regroup values exact to level 10: {exact} of {len(seen.regroup)}"
          + (f"; otherwise {ahead}" if ahead else "")
          + f"; first look cut short by the budget: {cut}")
    print(f"following the advice: mean score {statistics.mean(seen.scores):.1f}")


if __name__ == "__main__":
    main()
