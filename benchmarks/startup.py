"""Start-up of the command line (issue #41): every everyday command at most 1.5 times a bare
Typer app with one command and one option, the floor of the chosen stack (issue #14 and #26 set
the list: the root's help, ``history``, ``stats``, ``show``, ``games``, each game's ``--help``;
issue #41 adds each game's ``play --help`` and ``show`` of a game that is in the store).

Each runs as a fresh process of this interpreter, in turns with the floor (floor, command,
floor, command, ...), so a machine that gets busier slows both alike; the floor's samples for a
command are the runs beside it. The clock is the child's CPU time (user and system, from
``resource.getrusage(RUSAGE_CHILDREN)`` before and after each run): on a machine shared with
other work it moves far less than wall time, which waits for the other work too (``--wall``
measures that instead). Printed: the median of each and its ratio to its floor; ``python -c
"import typer"`` beside them for scale. A command runs as the installed script does (``from
tabletop.cli.app import main``), through ``python -c`` like the floor so that both pay the
same interpreter start.

Run: ``python benchmarks/startup.py [RUNS] [--wall]`` (default 15 runs); the exit code is 1 when
any command misses its target.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

TARGET = 1.5
"""At most this times the floor (issue #41)."""
HELP_TARGET = 1.3
"""The root's help at most this times ``import typer`` (issue #14)."""
BASELINE = "import typer"
FLOOR = """import typer
app = typer.Typer()
@app.command()
def history(game: str | None = typer.Option(None, "--game")) -> None:
    print("No games yet.")
app()"""
STORED = ["scoundrel", "play", "--seed", "3", "--player", "Ana"]
"""A game in the store for ``show 1``: a deal just begun (its input ends at the first prompt, and
the game is kept). Showing a long game is the work of drawing its log, not start-up: a
four-seat Dungeon dice game of some 200 events takes about 2.5 times the floor to show."""


def commands() -> list[list[str]]:
    from tabletop import registry

    games = registry.names()
    return [["--help"], ["history"], ["stats"], ["show", "1"], ["games"],
            *([game, "--help"] for game in games), *([game, "play", "--help"] for game in games)]


def command(args: list[str]) -> str:
    return f"import sys; sys.argv[1:] = {args!r}; from tabletop.cli.app import main; main()"


def cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def once(code: str, home: str, clock: Callable[[], float]) -> float:
    # A person's interpreter keeps the bytecode it compiled: without it every start would
    # compile the project again (some shells set PYTHONDONTWRITEBYTECODE).
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env |= {"TABLETOP_LANG": "en", "COLUMNS": "80", "TABLETOP_HOME": home}
    start = clock()
    done = subprocess.run([sys.executable, "-c", code], check=False, env=env,
                          stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE)
    spent = clock() - start
    if done.returncode != 0:  # a timing of an error path says nothing of the command
        raise SystemExit(f"{code!r} failed ({done.returncode}):\n{done.stderr.decode()}")
    return spent


def main(runs: int, clock: Callable[[], float]) -> int:
    lines = commands()
    with tempfile.TemporaryDirectory() as home:
        once(command(STORED), home, clock)
        codes = [command(args) for args in lines]
        for code in (BASELINE, FLOOR, *codes):  # warm the file cache and the bytecode
            once(code, home, clock)
        base: list[float] = []
        floors: list[list[float]] = [[] for _ in codes]
        ours: list[list[float]] = [[] for _ in codes]
        for _ in range(runs):
            base.append(once(BASELINE, home, clock))
            for index, code in enumerate(codes):
                floors[index].append(once(FLOOR, home, clock))
                ours[index].append(once(code, home, clock))
    kind = "CPU" if clock is cpu else "wall"
    floor = statistics.median(value for values in floors for value in values)
    print(f"{'python -c ' + repr(BASELINE):<36}{statistics.median(base) * 1000:8.1f} ms "
          f"(median {kind} time of {runs})")
    print(f"{'typer: a command with one option':<36}{floor * 1000:8.1f} ms  (the floor)")
    missed = []
    for args, mine, beside in zip(lines, ours, floors, strict=True):
        ratio = statistics.median(mine) / statistics.median(beside)
        name = "tabletop " + " ".join(args)
        print(f"{name:<36}{statistics.median(mine) * 1000:8.1f} ms  ratio {ratio:.2f}")
        if ratio > TARGET:
            missed.append(name)
    help_ratio = statistics.median(ours[0]) / statistics.median(base)
    print(f"tabletop --help to {BASELINE!r}: ratio {help_ratio:.2f} (target {HELP_TARGET})")
    if help_ratio > HELP_TARGET:
        missed.append("tabletop --help beside import typer")
    print(f"target: each at most {TARGET} times the floor; "
          + (f"missed: {', '.join(missed)}" if missed else "all kept"))
    return 1 if missed else 0


if __name__ == "__main__":
    arguments = [arg for arg in sys.argv[1:] if arg != "--wall"]
    chosen = time.perf_counter if "--wall" in sys.argv[1:] else cpu
    sys.exit(main(int(arguments[0]) if arguments else 15, chosen))
