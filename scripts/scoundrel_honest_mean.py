"""The mean score of the advice playing Scoundrel deals without peeking, per rule set: the
expectation a review holds a deal's honest score to (``games.scoundrel.play.review.HONEST_MEAN``).

Plays the deals of seeds FIRST..FIRST+N-1 (dealer edition of new games) as the review plays a
deal, with the review's default effort, on every core, and prints each rule set's mean, its
standard error and the line to paste. Run: ``python scripts/scoundrel_honest_mean.py [N] [FIRST]``
(defaults 60 and 100000: seeds no test or benchmark uses).
"""

from __future__ import annotations

import itertools
import multiprocessing
import statistics
import sys

from games.scoundrel import GAME
from games.scoundrel.play.review import honest_score
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.session.review import EFFORT


def one(job: tuple[str, str, int]) -> tuple[str, str, int]:
    weapon_rule, death_penalty, seed = job
    options = ScoundrelOptions(weapon_rule=weapon_rule, death_penalty=death_penalty)  # type: ignore[arg-type]
    start = GAME.setup(options, ["bench"])
    return weapon_rule, death_penalty, honest_score(start, RandomDealer(seed, DEALER).deal, EFFORT)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    rules = list(itertools.product(("lower", "lower_or_equal"), ("dungeon", "dungeon_and_room")))
    jobs = [(w, d, seed) for w, d in rules for seed in range(first, first + count)]
    with multiprocessing.Pool() as pool:
        results = pool.map(one, jobs)
    for w, d in rules:
        scores = [s for rw, rd, s in results if (rw, rd) == (w, d)]
        mean, error = statistics.fmean(scores), statistics.stdev(scores) / len(scores) ** 0.5
        print(f'    ("{w}", "{d}"): {mean:.1f},  # ± {error:.1f} over {len(scores)} deals')


if __name__ == "__main__":
    main()
