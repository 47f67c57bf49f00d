"""The exact solver on hotseat deals: how many it settles, how fast, how many can be won.

Solves the deals of seeds 0..N-1 (each seed's deck as ``tabletop scoundrel play --seed`` deals
it, the whole order known) with the default rules, on every core. Prints the share settled
exactly within the time limit, the median and worst time per deal, the share of deals that
can be won (a found win proves it; a finished search without one proves the opposite) and
the scores. Times are given as median, 90th percentile, mean and worst.
Won and lost deals are timed apart: a lost deal's best loss must not be the slow case. Under
``dungeon_and_room`` each lost deal is solved again in the same run the way it was before
issue #15 (``baseline_solve``: the win search with scores above 0 only, then the branch and
bound without the memo's dominance of ``solver_losses``, which the default penalty still uses),
which must find the same score; the ratio of the two CPU times is printed.
Run: ``python benchmarks/scoundrel_solver.py [--seeds 1000] [--first 0] [--time-limit 10]
[--death-penalty dungeon_and_room]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
from dataclasses import dataclass, replace

from games.scoundrel.components import MAX_HEALTH
from games.scoundrel.engine import card_ids, deck_for_seed, seeded_under
from games.scoundrel.options import ScoundrelOptions
from games.scoundrel.solver import _best_win, solve_seed
from games.scoundrel.solver_losses import LossSearch
from games.scoundrel.solver_wins import Timeout, WinSearch


@dataclass(frozen=True, slots=True)
class Result:
    seed: int
    score: int
    exact: bool
    seconds: float  # wall clock
    cpu: float  # this process's own time: what the deal costs on an idle core
    nodes: int
    baseline: tuple[int, bool, float] | None = None  # a lost deal by the baseline


def solve_one(job: tuple[int, float, bool, str]) -> Result:
    seed, limit, cpu_clock, penalty = job
    options = ScoundrelOptions(death_penalty=penalty)
    cpu, wall = time.process_time(), time.perf_counter()
    solution = solve_seed(seed, options, limit,
                          clock=time.process_time if cpu_clock else time.perf_counter)
    result = Result(seed, solution.best_score, solution.exact, time.perf_counter() - wall,
                    time.process_time() - cpu, solution.nodes)
    if solution.best_score <= 0 and penalty == "dungeon_and_room":
        cpu = time.process_time()
        score, exact = baseline_solve(seed, options, cpu + 6 * limit)
        result = replace(result, baseline=(score, exact, time.process_time() - cpu))
    return result


def baseline_solve(seed: int, options: ScoundrelOptions, deadline: float) -> tuple[int, bool]:
    """The best score as the solver found it before issue #15 (CPU ``deadline``): the win
    search, and for a deal without a win a branch and bound over every state, no dominance."""
    ids = bytes(card_ids(deck_for_seed(seed)))
    under = seeded_under(seed)
    wins = WinSearch(1 if options.weapon_rule == "lower_or_equal" else 0, deadline,
                     time.process_time, under)
    exact, moves, _ = _best_win(wins, ids)
    if moves is not None or not exact:
        return (-1 if moves is None else 1), exact
    losses = LossSearch(options, deadline, time.process_time, under)
    try:
        losses.node(ids, -1, MAX_HEALTH, 0, 0, False)
    except Timeout:
        return losses.best, False
    return losses.best, True


def share(count: int, total: int) -> str:
    return f"{count}/{total} ({100 * count / total:.1f}%)"


def p90(ordered: list[float]) -> float:
    """The 90th percentile of sorted values (nearest rank)."""
    return ordered[max(0, -(-9 * len(ordered) // 10) - 1)]


def report(results: list[Result], wall: float, limit: float, clock: str) -> None:
    n = len(results)
    times = sorted(r.seconds for r in results)
    exact = [r for r in results if r.exact]
    won = [r for r in results if r.score > 0]
    lost_proved = [r for r in exact if r.score <= 0]
    print(f"deals:                    {n}, time limit {limit:g} s ({clock} clock)")
    print(f"settled exactly:          {share(len(exact), n)}")
    print(f"time per deal (wall):     median {statistics.median(times):.3f} s, "
          f"p90 {p90(times):.3f} s, mean {statistics.fmean(times):.3f} s, "
          f"worst {times[-1]:.2f} s")
    cpu = sorted(r.cpu for r in results)
    print(f"time per deal (cpu):      median {statistics.median(cpu):.3f} s, "
          f"p90 {p90(cpu):.3f} s, mean {statistics.fmean(cpu):.3f} s, worst {cpu[-1]:.2f} s")
    settled = sorted(r.cpu for r in exact)
    if settled:
        print(f"  settled deals (cpu):    median {statistics.median(settled):.3f} s, "
              f"worst {settled[-1]:.2f} s")
    print(f"winnable (order known):   {share(len(won), n)} proved winnable, "
          f"{share(len(lost_proved), n)} proved unwinnable, "
          f"{n - len(won) - len(lost_proved)} unknown")
    scores = [r.score for r in exact]
    if scores:
        print(f"best score (exact deals): mean {statistics.fmean(scores):.2f}, "
              f"median {statistics.median(scores)}, min {min(scores)}, max {max(scores)}")
        print(f"  of which the maximum (30): {share(scores.count(30), len(scores))}")
    for name, group in (("won deals", [r for r in results if r.score > 0]),
                        ("lost deals", [r for r in results if r.score <= 0])):
        if group:
            spent = sorted(r.cpu for r in group)
            print(f"  {name + ' (cpu):':<22} {len(group)}, "
                  f"median {statistics.median(spent):.3f} s, p90 {p90(spent):.3f} s, "
                  f"worst {spent[-1]:.2f} s")
    compared = [r for r in results if r.baseline is not None]
    if compared:
        now = sorted(r.cpu for r in compared)
        then = sorted(r.baseline[2] for r in compared if r.baseline is not None)
        same = sum(r.baseline is not None and r.baseline[1] and r.baseline[0] == r.score
                   for r in compared)
        print(f"  lost deals, branch and bound (same run, cpu): median "
              f"{statistics.median(then):.3f} s, worst {then[-1]:.2f} s, all {sum(then):.2f} s "
              f"against {sum(now):.2f} s now ({sum(then) / sum(now):.1f}x; worst "
              f"{then[-1] / now[-1]:.1f}x); same score: {share(same, len(compared))}")
        for r in compared:
            assert r.baseline is not None
            print(f"    seed {r.seed}: {r.score} in {r.cpu:.3f} s, branch and bound {r.baseline[0]}"
                  f"{'' if r.baseline[1] else ' (cut short)'} in {r.baseline[2]:.3f} s")
    nodes = sum(r.nodes for r in results)
    print(f"search:                   {nodes} nodes, {nodes / sum(times):.0f} nodes/s per core")
    print(f"wall clock:               {wall:.1f} s on {multiprocessing.cpu_count()} core(s)")
    unsettled = [r.seed for r in results if not r.exact]
    if unsettled:
        print(f"not settled (seeds):      {' '.join(map(str, unsettled[:40]))}"
              f"{' ...' if len(unsettled) > 40 else ''}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--death-penalty", default="dungeon",
                        choices=["dungeon", "dungeon_and_room"],
                        help="the S9 option: dungeon_and_room makes lost deals the hard ones")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="count the time limit in the worker's own CPU time: on a machine "
                        "shared with other work the wall clock mostly measures the others")
    args = parser.parse_args()
    jobs = [(seed, args.time_limit, args.cpu_clock, args.death_penalty)
            for seed in range(args.first, args.first + args.seeds)]
    start = time.perf_counter()
    # One deal per task and a fresh worker now and then: a hard deal's table is large.
    with multiprocessing.Pool(args.workers, maxtasksperchild=20) as pool:
        results = pool.map(solve_one, jobs, chunksize=1)
    report(results, time.perf_counter() - start, args.time_limit,
           "cpu" if args.cpu_clock else "wall")


if __name__ == "__main__":
    main()
