"""How much memory ``tabletop import`` takes for a large export (issue #13: at most about 200 MB
for 10,000 games; it took 996 MB before imports streamed).

Builds an ``export --all`` file of GAMES games played by the bots (a few hundred distinct deals
of every game with bots, repeated under new uids, so each is imported and checked on its own),
then imports it into an empty home in a child process and prints the file's size, the time
and the child's peak resident memory.

    python scripts/big_import.py [GAMES]        # default 10000
    python scripts/big_import.py GAMES --while-playing

With ``--while-playing`` (issue #28), a game of bots is played on the same store while the
import runs, one move at a time as a person would: each move's write is timed, and the longest
wait is printed beside the same moves' waits with no import running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tabletop import registry  # noqa: E402
from tabletop.events import EventModel, Record  # noqa: E402
from tabletop.plugin import HasBots  # noqa: E402
from tabletop.session.driver import Driver  # noqa: E402
from tabletop.session.session import Session  # noqa: E402

DISTINCT = 300  # deals played by the bots; the rest are copies under new uids


def played(game_id: str, seed: int) -> Record:
    game = registry.get(game_id)
    seats = max(game.meta.min_players, 2 if game.meta.max_players >= 2 else 1)
    players = [f"Bot {n + 1}" for n in range(seats)]
    session = Session.start(game, game.meta.options(), players, mode="play", seed=seed,
                            store=None, bots=list(range(seats)))
    Driver.for_session(session).run()
    return session.record.model_copy(update={
        "events": [EventModel(**e.to_json()) for e in session.events],
        "created": f"2024-{1 + seed % 12:02d}-{1 + seed % 28:02d}T12:00:00+00:00"})


def build(path: Path, games: int) -> None:
    kinds = [gid for gid, game in registry.games().items() if isinstance(game, HasBots)]
    base = [played(kinds[n % len(kinds)], n) for n in range(min(DISTINCT, games))]
    with path.open("w", encoding="utf-8") as out:
        out.write('{\n  "format": "tabletop-records",\n  "records": [')
        for number in range(games):
            record = base[number % len(base)].model_copy(update={"uid": uuid.uuid4().hex})
            text = record.model_dump_json(indent=2).replace("\n", "\n    ")
            out.write(("," if number else "") + "\n    " + text)
        out.write("\n  ]\n}\n")


# Run in the child: its own high-water mark, read as it exits (``ru_maxrss`` of a child would
# count the pages it shared with this process before its ``exec``).
CHILD = """
import atexit, resource, runpy, sys

def peak_kb():
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss

atexit.register(lambda: print("PEAK_KB", peak_kb(), file=sys.stderr))
sys.argv = ["tabletop", "import", sys.argv[1]]
runpy.run_module("tabletop", run_name="__main__", alter_sys=True)
"""


def measure(path: Path, home: Path) -> dict[str, Any]:
    env = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": "en"}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], env=env, cwd=ROOT,
                          capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    lines = (done.stdout + done.stderr).strip().splitlines()
    peak = [int(line.split()[1]) for line in lines if line.startswith("PEAK_KB")]
    return {"exit": done.returncode,
            "output": "\n".join(line for line in lines if not line.startswith("PEAK_KB")),
            "seconds": round(seconds, 1), "peak_mb": round(peak[0] / 1024, 1) if peak else None}


def moves_timed(store: Any, until: Callable[[], bool], most: int = 100_000) -> list[float]:
    """Play games of bots on ``store`` one move at a time, a pause between moves as a
    person's, until ``until()``; the seconds each move's write took (its wait included)."""
    from tabletop.store.faults import StoreFault

    game = registry.get("halunken")
    waits: list[float] = []
    seed = 0
    while not until() and len(waits) < most:
        seed += 1
        start = time.perf_counter()
        try:
            session = Session.start(game, game.meta.options(), ["A", "B", "C"], mode="play",
                                    seed=seed, store=store, bots=[0, 1, 2])
        except StoreFault as exc:
            waits.append(float("inf"))
            print("start refused:", exc.message(), file=sys.stderr)
            continue
        waits.append(time.perf_counter() - start)
        driver = Driver.for_session(session)
        while not session.over and not until() and len(waits) < most:
            start = time.perf_counter()
            try:
                driver.advance(1)
            except StoreFault as exc:  # gave up waiting: the failure the issue saw
                waits.append(float("inf"))
                print("move refused:", exc.message(), file=sys.stderr)
                break
            waits.append(time.perf_counter() - start)
            time.sleep(0.02)
    return waits


def summary(waits: list[float]) -> dict[str, Any]:
    ordered = sorted(waits)
    return {"moves": len(waits), "refused": sum(1 for w in waits if w == float("inf")),
            "longest_s": round(ordered[-1], 3),
            "p99_s": round(ordered[int(len(ordered) * 0.99) - 1], 3),
            "median_s": round(ordered[len(ordered) // 2], 4)}


def while_playing(path: Path, home: Path) -> dict[str, Any]:
    from tabletop.store.database import Store

    env = {**os.environ, "TABLETOP_HOME": str(home), "TABLETOP_LANG": "en"}
    store = Store(home / "tabletop.db")
    quiet = summary(moves_timed(store, lambda: False, most=300))
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", "tabletop", "import", str(path)], env=env,
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True)
    waits = moves_timed(store, lambda: child.poll() is not None)
    output = child.communicate()[0].strip()
    seconds = time.perf_counter() - start
    store.close()
    return {"import_exit": child.returncode, "import_output": output,
            "import_seconds": round(seconds, 1), "moves_during_import": summary(waits),
            "moves_without_import": quiet}


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 10_000
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.json"
        build(path, games)
        size_mb = path.stat().st_size / 1024 / 1024
        if "--while-playing" in sys.argv:
            result = while_playing(path, Path(folder) / "home")
        else:
            result = measure(path, Path(folder) / "home")
    print(json.dumps({"games": games, "file_mb": round(size_mb, 1), **result}, indent=2))


if __name__ == "__main__":
    main()
