"""The exact solver on hotseat deals: how many it settles, how fast, how many can be won.

Solves the deals of seeds 0..N-1 (each seed's deck as ``tabletop scoundrel play --seed`` deals
it, the whole order known) with the default rules, on every core. Prints the share settled
exactly within the time limit, the median and worst time per deal, the share of deals that
can be won (a found win proves it; a finished search without one proves the opposite) and
the scores. Times are given as median, 90th percentile, mean and worst.
Won and lost deals are timed apart: a lost deal's best loss must not be the slow case.
Run: ``python benchmarks/scoundrel_solver.py [--seeds 1000] [--time-limit 10]
[--death-penalty dungeon_and_room]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import time
from dataclasses import dataclass

from games.scoundrel.options import ScoundrelOptions
from games.scoundrel.solver import solve_seed


@dataclass(frozen=True, slots=True)
class Result:
    seed: int
    score: int
    exact: bool
    seconds: float  # wall clock
    cpu: float  # this process's own time: what the deal costs on an idle core
    nodes: int


def solve_one(job: tuple[int, float, bool, str]) -> Result:
    seed, limit, cpu_clock, penalty = job
    cpu, wall = time.process_time(), time.perf_counter()
    solution = solve_seed(seed, ScoundrelOptions(death_penalty=penalty), limit,
                          clock=time.process_time if cpu_clock else time.perf_counter)
    return Result(seed, solution.best_score, solution.exact, time.perf_counter() - wall,
                  time.process_time() - cpu, solution.nodes)


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
            for seed in range(args.seeds)]
    start = time.perf_counter()
    # One deal per task and a fresh worker now and then: a hard deal's table is large.
    with multiprocessing.Pool(args.workers, maxtasksperchild=20) as pool:
        results = pool.map(solve_one, jobs, chunksize=1)
    report(results, time.perf_counter() - start, args.time_limit,
           "cpu" if args.cpu_clock else "wall")


if __name__ == "__main__":
    main()
