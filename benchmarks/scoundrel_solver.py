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

With ``--decks FILE`` it solves decks written out in full instead (``solver_decks``: one a line,
top first, optionally a label and the expected best score, which is checked), fled rooms
coming back in room order, and prints a table per deal. Another solver's CPU times for the same
decks, one line a deck (``seconds [score]``), give each deal its ratio: ``--reference-times
FILE``, or ``--reference-command "CMD"`` run in the same run, first, its output read the same
way (``{decks}`` in it stands for the decks file). One worker by default in this mode, like a
single-process reference.
"""

from __future__ import annotations

import argparse
import multiprocessing
import shlex
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, replace

from games.scoundrel.play.engine import card_ids, dealt_deck, dealt_under
from games.scoundrel.play.solver import _best_win, solve, solve_dealt
from games.scoundrel.play.solver_decks import DeckLine, TimeLine, read_decks, read_times
from games.scoundrel.play.solver_losses import LossSearch
from games.scoundrel.play.solver_wins import Timeout, WinSearch
from games.scoundrel.rules.components import MAX_HEALTH
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.session.dealers import RandomDealer


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
    solution = solve_dealt(RandomDealer(seed), options, limit,
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
    ids = bytes(card_ids(dealt_deck(RandomDealer(seed))))
    under = dealt_under(RandomDealer(seed))
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


@dataclass(frozen=True, slots=True)
class DeckResult:
    deck: DeckLine
    score: int
    exact: bool
    cpu: float
    nodes: int


def solve_deck(job: tuple[DeckLine, float, str]) -> DeckResult:
    deck, limit, penalty = job
    cpu = time.process_time()
    solution = solve(deck.cards, ScoundrelOptions(death_penalty=penalty), limit,
                     clock=time.process_time)
    return DeckResult(deck, solution.best_score, solution.exact, time.process_time() - cpu,
                      solution.nodes)


def reference_times(args: argparse.Namespace, count: int) -> list[TimeLine] | None:
    if args.reference_command:
        command = shlex.split(args.reference_command.replace("{decks}", args.decks))
        text = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    elif args.reference_times:
        with open(args.reference_times, encoding="utf-8") as source:
            text = source.read()
    else:
        return None
    times = read_times(text)
    if len(times) != count:
        sys.exit(f"the reference gave {len(times)} times for {count} decks")
    return times


def spread(values: list[float], unit: str = " s") -> str:
    ordered = sorted(values)
    return (f"median {statistics.median(ordered):.3f}{unit}, p90 {p90(ordered):.3f}{unit}, "
            f"worst {ordered[-1]:.3f}{unit}")


def report_decks(results: list[DeckResult], reference: list[TimeLine] | None,
                 wall: float) -> bool:
    """The table and its summary; False if a score differs from the one expected."""
    right = True
    print(f"{'deal':>8} {'best':>5} {'cpu s':>7} {'nodes':>8}"
          + (f" {'ref s':>7} {'ratio':>6}" if reference else ""))
    for i, r in enumerate(results):
        wanted = [w for w in (r.deck.expected, reference[i].score if reference else None)
                  if w is not None]
        wrong = not r.exact or any(w != r.score for w in wanted)
        right = right and not wrong
        line = f"{r.deck.label:>8} {r.score:>5} {r.cpu:7.3f} {r.nodes:>8}"
        if reference:
            line += f" {reference[i].seconds:7.3f} {r.cpu / reference[i].seconds:6.2f}"
        print(line + (f"  WRONG: expected {' / '.join(map(str, wanted))}"
                      f"{'' if r.exact else ', cut short'}" if wrong else ""))
    for name, keep in (("all deals", lambda r: True), ("won deals", lambda r: r.score > 0),
                       ("lost deals", lambda r: r.score <= 0)):
        chosen = [i for i, r in enumerate(results) if keep(r)]
        if not chosen:
            continue
        print(f"{name}: {len(chosen)}")
        print(f"  cpu a deal:        {spread([results[i].cpu for i in chosen])}")
        if reference:
            theirs = [reference[i].seconds for i in chosen]
            ratios = [results[i].cpu / reference[i].seconds for i in chosen]
            ours = [results[i].cpu for i in chosen]
            print(f"  reference:         {spread(theirs)}")
            print(f"  ratio a deal:      {spread(ratios, 'x')}; "
                  f"{sum(q > 1.5 for q in ratios)} over 1.5x; ratio of the medians "
                  f"{statistics.median(ours) / statistics.median(theirs):.2f}x; "
                  f"of the sums {sum(ours) / sum(theirs):.2f}x")
    print(f"scores:            {'all as expected' if right else 'SOME WRONG (see the table)'}")
    print(f"wall clock:        {wall:.1f} s")
    return right


def main_decks(args: argparse.Namespace) -> None:
    with open(args.decks, encoding="utf-8") as source:
        decks = read_decks(source.read())
    start = time.perf_counter()
    reference = reference_times(args, len(decks))
    jobs = [(deck, args.time_limit, args.death_penalty) for deck in decks]
    with multiprocessing.Pool(args.workers or 1, maxtasksperchild=20) as pool:
        results = pool.map(solve_deck, jobs, chunksize=1)
    if not report_decks(results, reference, time.perf_counter() - start):
        sys.exit(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=0,
                        help="processes (default: every core; one with --decks)")
    parser.add_argument("--death-penalty", default="dungeon",
                        choices=["dungeon", "dungeon_and_room"],
                        help="the S9 option: dungeon_and_room makes lost deals the hard ones")
    parser.add_argument("--cpu-clock", action="store_true",
                        help="count the time limit in the worker's own CPU time: on a machine "
                        "shared with other work the wall clock mostly measures the others")
    parser.add_argument("--decks", help="solve the decks of this file (see the docstring)")
    parser.add_argument("--reference-times", help="another solver's CPU times for --decks")
    parser.add_argument("--reference-command",
                        help="a command printing another solver's CPU times for --decks, "
                        "run first in the same run; {decks} stands for the decks file")
    args = parser.parse_args()
    if args.decks:
        main_decks(args)
        return
    args.workers = args.workers or multiprocessing.cpu_count()
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
