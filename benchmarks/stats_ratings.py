"""``tabletop stats`` over 10,000 stored games with ratings (issue #25): at most 2 times the
same ``stats`` without them.

A store in a temporary folder gets GAMES finished games (Halunken of 2-4 people among eight,
and solo Scoundrel), imported as one batch: they are rated as the batch completes, one game
at a time, as games finishing one by one would be. Then ``stats`` is drawn whole (the tables
and charts the terminal prints, to a console that discards them), in turns: without ratings
(the baseline: the statistics, rivals and bests) and with them (the ratings read from the
store and their chart). Printed: the median of each, their ratio, and once each, the time the
import took to rate its games and the time an old store's ratings take to fill the first time
(``rebuild``).
Run: ``python benchmarks/stats_ratings.py [GAMES] [RUNS]`` (defaults 10000 and 7).
"""

from __future__ import annotations

import io
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rich.console import Console

TARGET = 2.0
PEOPLE = ["Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal"]


def games(count: int) -> list[tuple[Any, str, dict[str, Any]]]:
    from tabletop.events import Record

    rng = random.Random(25)
    found = []
    for number in range(count):
        # in the order played: a month a twelfth of the games, an hour each
        stamp = f"2024-{1 + number * 12 // count:02d}-01T{number % 24:02d}:00:00+00:00"
        if rng.random() < 0.2:
            players, game = [rng.choice(PEOPLE)], "scoundrel"
            totals = [rng.randint(-60, 20)]
            status, winners = ("won", players) if totals[0] > 0 else ("lost", [])
            options = {"weapon_rule": rng.choice(["lower", "lower_or_equal"])}
        else:
            players, game = rng.sample(PEOPLE, rng.randint(2, 4)), "halunken"
            totals = [rng.randint(20, 110) for _ in players]
            status, options = "over", {}
            winners = [p for p, t in zip(players, totals, strict=True) if t == max(totals)]
        record = Record(game=game, options=options, players=players,
                        mode="tally", created=stamp)
        found.append((record, status, {"status": status, "winners": winners,
                                       "players": [{"name": p, "total": t} for p, t in
                                                   zip(players, totals, strict=True)]}))
    return found


def draw(store: Any, ratings: bool) -> float:
    from tabletop.archive.report import stats_report
    from tabletop.cli.records import print_stats

    start = time.perf_counter()
    report = stats_report(store, ratings=ratings)
    print_stats(report, Console(file=io.StringIO(), width=80, no_color=True))
    return time.perf_counter() - start


def main(count: int, runs: int) -> int:
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        from tabletop.store.database import Store

        store = Store(Path(home) / "bench.db")
        made = games(count)
        start = time.perf_counter()
        store.imports.records(made)
        imported = time.perf_counter() - start
        start = time.perf_counter()
        for game in ("halunken", "scoundrel"):
            store.results.rebuild(game)
        rebuilt = time.perf_counter() - start
        draw(store, False), draw(store, True)  # warm the caches and the imports
        without, with_ratings = [], []
        for _ in range(runs):
            without.append(draw(store, False))
            with_ratings.append(draw(store, True))
        base, ours = statistics.median(without), statistics.median(with_ratings)
        ratio = ours / base
        print(f"games: {count}; import (rating each game as its batch completes): "
              f"{imported:.2f} s; an old store's first fill: {rebuilt:.2f} s")
        print(f"stats without ratings: {base * 1000:.0f} ms; with ratings: {ours * 1000:.0f} ms;"
              f" ratio {ratio:.2f} (target ≤ {TARGET})")
        store.close()
        return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:3]]
    sys.exit(main(*(arguments + [10000, 7][len(arguments):])))
