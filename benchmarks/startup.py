"""Start-up of the command line (issue #14): ``tabletop --help`` at most 1.3 times
``python -c "import typer"``.

Both run as fresh processes of this interpreter, in turns (so a busy machine slows both alike),
several times; printed: the median of each and the ratio of the medians. ``tabletop --help``
runs as the installed script does (``from tabletop.cli.app import main``), through
``python -c`` like the baseline so that both pay the same interpreter start.
Run: ``python benchmarks/startup.py [RUNS]`` (default 21).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time

TARGET = 1.3
BASELINE = "import typer"
TABLETOP = "import sys; sys.argv[1:] = ['--help']; from tabletop.cli.app import main; main()"


def once(code: str) -> float:
    env = {**os.environ, "TABLETOP_LANG": "en", "COLUMNS": "80"}
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], check=False, env=env,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main(runs: int) -> int:
    for code in (BASELINE, TABLETOP):  # warm the file cache and the bytecode
        once(code)
    baseline, tabletop = [], []
    for _ in range(runs):
        baseline.append(once(BASELINE))
        tabletop.append(once(TABLETOP))
    base, ours = statistics.median(baseline), statistics.median(tabletop)
    ratio = ours / base
    print(f"python -c 'import typer': {base * 1000:7.1f} ms (median of {runs})")
    print(f"tabletop --help:          {ours * 1000:7.1f} ms (median of {runs})")
    print(f"ratio: {ratio:.2f} (target at most {TARGET})")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 21))
