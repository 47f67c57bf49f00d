"""How long a Scoundrel hint takes: median, p90 and worst over the decisions of seeded games.

Each game is dealt by a seeded ``RandomDealer`` and played by the advice itself, so the hints
are timed on the positions a player following them would meet. For reference the greedy bot
decides every same position in the same run; the ratio of the medians says how much dearer a
hint is than a rule of thumb on this machine. Run:
``python benchmarks/scoundrel_hint.py [GAMES] [SECONDS]`` (defaults: 20 games, 0.15 s).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from games.scoundrel import GAME
from games.scoundrel.play.advice import DEFAULT_SECONDS, advise
from games.scoundrel.play.bots import greedy
from games.scoundrel.rules.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.playout import playout


def play(seed: int, seconds: float) -> tuple[list[float], list[float], list[bool], int]:
    """Hint and greedy times at each decision of game ``seed``, which hints were exact, and
    the final score."""
    hints: list[float] = []
    baseline: list[float] = []
    exact: list[bool] = []

    def decide(state: ScoundrelState, _now: Decision, _step: int) -> Event:
        started = time.perf_counter()
        greedy(state, 0, random.Random(seed))
        baseline.append(time.perf_counter() - started)
        started = time.perf_counter()
        advice = advise(state, seconds)
        hints.append(time.perf_counter() - started)
        exact.append(advice.exact)
        assert advice.best is not None
        return advice.best

    run = playout(GAME, GAME.setup(GAME.meta.options(), ["bench"]), seed, decide)
    total = GAME.score(run.final).players[0].total
    return hints, baseline, exact, total or 0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_SECONDS
    hints: list[float] = []
    baseline: list[float] = []
    exact: list[bool] = []
    scores: list[int] = []
    for seed in range(games):
        h, b, e, score = play(seed, seconds)
        hints += h
        baseline += b
        exact += e
        scores.append(score)
    median, base = statistics.median(hints), statistics.median(baseline)
    print(f"{games} games, {len(hints)} decisions, hint budget {seconds:.3f} s")
    print(f"hint    median {median * 1000:7.1f} ms  p90 {percentile(hints, 0.9) * 1000:7.1f} ms"
          f"  worst {max(hints) * 1000:7.1f} ms  exact {sum(exact)}/{len(exact)}")
    print(f"greedy  median {base * 1000:7.3f} ms  p90 {percentile(baseline, 0.9) * 1000:7.3f} ms"
          f"  worst {max(baseline) * 1000:7.3f} ms")
    print(f"ratio of medians (hint / greedy): {median / base:.0f}x")
    print(f"following the hints: mean score {statistics.mean(scores):.1f}, "
          f"{sum(s > 0 for s in scores)} of {games} won")


if __name__ == "__main__":
    main()
