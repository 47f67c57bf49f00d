"""Start-up of the command line (issue #14): ``tabletop --help`` at most 1.3 times
``python -c "import typer"``; and (issue #26) each everyday command beside it: ``history``,
``stats``, ``show``, ``games`` and each game's ``--help``, on an empty store.

Each runs as a fresh process of this interpreter, in turns with the baseline (so a busy machine
slows both alike), several times; printed: the median of each and its ratio to the baseline's
median. A command runs as the installed script does (``from tabletop.cli.app import main``),
through ``python -c`` like the baseline so that both pay the same interpreter start.
Beside the baseline it times the floor of the chosen stack: a Typer app of its own whose one
command has one text option and prints a line. Typer (0.29) builds a pydantic adapter for
every parameter it reads, even one left out; tabletop reads those without it
(tabletop/cli/coercion.py), so a command may start below that floor where it needs no pydantic
of its own. Each command's ratio to the floor says what is the project's own (the store and
records, which are pydantic models, Rich's tables, the games).
Run: ``python benchmarks/startup.py [RUNS]`` (default 21); the exit code says whether
``--help`` kept its target.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

TARGET = 1.3
BASELINE = "import typer"
FLOOR = """import sys, typer
app = typer.Typer()
@app.command()
def history(game: str | None = typer.Option(None, "--game")) -> None:
    print("No games yet.")
@app.command()
def other() -> None:
    pass
sys.argv[1:] = ["history"]
app()"""
COMMANDS = (["--help"], ["history"], ["stats"], ["show", "1"], ["games"], ["scoundrel", "--help"],
            ["dungeon-dice", "--help"], ["halunken", "--help"])


def command(args: list[str]) -> str:
    return f"import sys; sys.argv[1:] = {args!r}; from tabletop.cli.app import main; main()"


def once(code: str, home: str) -> float:
    # A person's interpreter keeps the bytecode it compiled: without it every start would
    # compile the project again (some shells set PYTHONDONTWRITEBYTECODE).
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env |= {"TABLETOP_LANG": "en", "COLUMNS": "80", "TABLETOP_HOME": home}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=False, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(runs: int) -> int:
    with tempfile.TemporaryDirectory() as home:
        codes = [BASELINE, FLOOR, *(command(args) for args in COMMANDS)]
        for code in codes:  # warm the file cache and the bytecode (and make the store)
            once(code, home)
        times: list[list[float]] = [[] for _ in codes]
        for _ in range(runs):
            for spent, code in zip(times, codes, strict=True):
                spent.append(once(code, home))
    base, floor = statistics.median(times[0]), statistics.median(times[1])
    print(f"{'python -c ' + repr(BASELINE):<36}{base * 1000:8.1f} ms (median of {runs})")
    print(f"{'typer: a command with one option':<36}{floor * 1000:8.1f} ms"
          f"  ratio {floor / base:.2f}")
    ratios = []
    for args, spent in zip(COMMANDS, times[2:], strict=True):
        ours = statistics.median(spent)
        ratios.append(ours / base)
        print(f"{'tabletop ' + ' '.join(args):<36}{ours * 1000:8.1f} ms  ratio {ours / base:.2f}"
              f"  to the stack {ours / floor:.2f}")
    print(f"--help: ratio {ratios[0]:.2f} (target at most {TARGET})")
    return 0 if ratios[0] <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 21))
