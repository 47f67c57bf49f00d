"""How long the end of a hotseat Scoundrel game waits for its deal's best (issue #26).

Each seed's game is played by the greedy bot (about 44 decisions a game, as a person plays)
through the web's hub, as a phone or the terminal plays it, with ``PACE`` seconds of thought
before each decision (0.1 s: a game in about 4 s, far quicker than a person; people take longer,
which only helps). Two ways, in the same run:

- **ahead**: the deal's best is solved in a process of its own from the game's start (as
  ``play`` and ``serve`` do now); the end waits only for what is left of that solve;
- **at the end**: the best is solved when the end is drawn (as before issue #26).

For each it prints, in wall time (median, 90th percentile, worst), the answer to the tap that
ends the game with its page part drawn (the web), and the time from that tap until the deal's
best is on screen (the terminal's end and the web's page alike). The background's own solve
(its process started included) is printed too: the end waits only when a game is played
faster than that.
Run: ``python benchmarks/end_screen.py [GAMES] [PACE] [FIRST_SEED]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop import registry
from tabletop.plugin import Decision, Stop
from tabletop.session import deal_bests
from tabletop.session.answers import Pick
from tabletop.session.session import Session, make_options
from tabletop.session.table import Table
from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tabletop.web.table_page import main_part


def play(store: Store, seed: int, pace: float, ahead: bool) -> tuple[float, float, float]:
    """One game: (from the last tap until the deal's best is shown, that tap with its page
    part on the web, the wall time from the start until the best is known when ahead)."""
    deal_bests.BACKGROUND = ahead
    game = registry.get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ana"], mode="play", seed=seed,
                            store=store)
    hub = Hub(store)
    link = hub.start(session)
    table: Table = hub.table(link.game_id)  # the hub starts the solve, as serve does
    began = time.perf_counter()
    bot = game.strategies()["greedy"]  # type: ignore[attr-defined]
    rng = random.Random(seed)
    tap = 0.0
    while not table.over:
        offer = table.awaiting()
        assert isinstance(offer, Decision)
        event = bot(table.session.state, offer.player, rng)
        time.sleep(pace)
        start = time.perf_counter()
        hub.answer(link, table.version, Pick(offer.actions.index(event)))
        if table.over:
            with table.lock:
                main_part(table, link, mark=hub.mark(link.game_id, table))
            tap = time.perf_counter() - start
    over = time.perf_counter()
    table.end()
    table.wait_for_best(Stop())  # the terminal's end waits here (its status line)
    end = table.end()
    assert end is not None and end.best is not None and not end.pending
    shown = tap + time.perf_counter() - over
    return shown, tap, (time.perf_counter() - began) if ahead else 0.0


def summary(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (f"{name}: median {statistics.median(ordered) * 1000:.0f} ms, 90th percentile "
            f"{p90 * 1000:.0f} ms, worst {ordered[-1] * 1000:.0f} ms")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    pace = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    with tempfile.TemporaryDirectory() as folder:
        for ahead in (True, False):
            store = Store(Path(folder) / f"{ahead}.db")
            shown, taps = [], []
            for seed in range(first, first + games):
                deal_bests._known.clear()  # every way solves its deals afresh
                best_shown, tap, _ = play(store, seed, pace, ahead)
                shown.append(best_shown)
                taps.append(tap)
            label = "ahead" if ahead else "at the end"
            print(f"{label} ({games} games, {pace} s a decision):")
            print("  " + summary("the tap that ends the game, its page drawn", taps))
            print("  " + summary("from that tap until the deal's best is shown", shown))
            store.close()
        store = Store(Path(folder) / "solve.db")
        solves = []
        for seed in range(first, first + games):
            deal_bests._known.clear()
            solves.append(play(store, seed, 0.0, True)[2])  # played at once: the solve whole
        print(summary("the background's solve from the game's start (process included)",
                      solves))


if __name__ == "__main__":
    main()
