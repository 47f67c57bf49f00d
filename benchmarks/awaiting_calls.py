"""How often the faces ask a game what it awaits (issue #22): one tap on a phone, the other
phones redrawing, and one move typed in the terminal.

Counts calls of each game's ``awaiting`` (work, not time, so the figures are the same on any
machine). The web: a Halunken game of three on their own phones (seed 42), a secret movement
card chosen by the seat after the one awaited (a tap: the answer and its page), then the two
other phones drawing their page. The terminal: a Scoundrel game (seed 3) played to its end
through the terminal loop, each prompt answered with the first move listed: the calls per
entry of its log. The baseline is the count of the same work with the table's snapshot
turned off (every question asked afresh), measured in the same run.
Run: ``python benchmarks/awaiting_calls.py``.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tabletop import registry

COUNT = {"n": 0}


def count_awaiting() -> None:
    for game in registry.games().values():
        real = game.awaiting

        def counted(state: Any, real: Any = real) -> Any:
            COUNT["n"] += 1
            return real(state)

        vars(game)["awaiting"] = counted


@contextmanager
def no_snapshot() -> Iterator[None]:
    """Every question asked afresh: what the faces cost without the table's snapshot."""
    from tabletop.session import session, table

    memo, awaiting = table.Table._memo, session.Session.awaiting
    table.Table._memo = lambda self, name, make: make()  # type: ignore[method-assign]
    session.Session.awaiting = lambda self: self.game.awaiting(self.state)  # type: ignore[method-assign]
    try:
        yield
    finally:
        table.Table._memo = memo  # type: ignore[method-assign]
        session.Session.awaiting = awaiting  # type: ignore[method-assign]


def web_tap() -> tuple[int, int]:
    from starlette.testclient import TestClient

    from tabletop.store.database import Store
    from tabletop.web.app import create_app

    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "b.db")
        with TestClient(create_app(store, hosts=["testserver"]),
                        base_url="http://testserver") as client:
            data = {"mode": "own", "seed": "42", "name0": "Ana", "name1": "Emil", "name2": "Finn"}
            watch = client.post("/new/halunken", data=data).text
            seats = list(dict.fromkeys(re.findall(r'href="http://testserver(/s/[\w-]+)"',
                                                  watch)))
            hub = client.app.state.hub  # type: ignore[attr-defined]
            for _ in range(200):
                awaiting = hub.table(1).awaiting()
                if awaiting.secret:
                    break
                page = client.get(seats[awaiting.player]).text
                version = re.search(r'name="v" value="([^"]+)"', page).group(1)  # type: ignore[union-attr]
                client.post(seats[awaiting.player] + "/act", data={"v": version, "n": "0"})
            later = seats[(awaiting.player + 1) % 3]
            page = client.get(later).text
            version = re.search(r'name="v" value="([^"]+)"', page).group(1)  # type: ignore[union-attr]
            COUNT["n"] = 0
            client.post(later + "/act", data={"v": version, "n": "0"})  # and its page
            tap = COUNT["n"]
            COUNT["n"] = 0
            for seat in seats:
                if seat != later:
                    client.get(seat, headers={"X-Part": "main"})
            redraw = COUNT["n"] // 2
        store.close()
    return tap, redraw


def terminal_move() -> float:
    """A whole Scoundrel game (seed 3) through the terminal loop, each prompt answered with
    the first move it lists: the calls per entry of its log."""
    import io

    from rich.console import Console

    from tabletop.cli import loop
    from tabletop.plugin import Decision, words
    from tabletop.session.session import Session

    game = registry.get("scoundrel")
    session = Session.start(game, game.meta.options(), ["Ana"], mode="play", seed=3, store=None)

    class First(Console):
        def input(self, *args: Any, **kwargs: Any) -> str:
            awaiting = session.awaiting()
            return words(game, awaiting.actions[0]) if isinstance(awaiting, Decision) else ""

    COUNT["n"] = 0
    loop.run(session, First(file=io.StringIO(), width=80))
    return COUNT["n"] / len(session.events)


def main() -> int:
    os.environ.update(TABLETOP_LANG="en", NO_COLOR="1", COLUMNS="80")
    count_awaiting()
    with no_snapshot():
        base = (*web_tap(), terminal_move())
    now = (*web_tap(), terminal_move())
    for label, before, after in zip(("one web tap (answer and its page)",
                                     "each other phone redrawing",
                                     "one terminal move"), base, now, strict=True):
        print(f"{label:36} awaiting() {after:6.1f} calls, without the snapshot {before:6.1f}"
              f"  ratio {after / before:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
