"""The web face's answer time and page weight (issue #12): p95 of an action ≤ 100 ms, a game's
first load ≤ 150 KB.

A real server (``tabletop serve``'s app under uvicorn, in a subprocess over a temporary store)
on localhost. Games of the three games are played by random buttons (Scoundrel hotseat, Dungeon
dice and Halunken on own devices, people in every seat so no bot's thinking is timed); each
action is a POST with ``X-Part: main``, timed from sending to the whole updated main part
received. The baseline, measured in the same run between the actions, is a GET of a static
file (``/static/app.css``): what any answer costs on this machine and connection. Printed: p50
and p95 of both, the ratio of the p95s, and per game the first load of its page (the HTML,
``/static/app.css``, ``/games.css`` and ``/static/app.js``, uncompressed) and the heaviest
page met while playing.
Run: ``python benchmarks/web_actions.py [ACTIONS_PER_GAME]`` (default 150).
"""

from __future__ import annotations

import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx2

PART = {"X-Part": "main"}
OFFER = re.compile(r'<form class="offer[^"]*" method="post" action="([^"]+)">(.*?)</form>', re.S)
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')
ACT = re.compile(r'<button class="act" name="n" value="(\d+)"')
JOIN = re.compile(r'<li class="join"><b>.*?</b><a href="https?://[^/"]+(/s/[A-Za-z0-9_-]+)"')
ASSETS = ("/static/app.css", "/games.css", "/static/app.js")
GAMES = (("scoundrel", "hotseat", 1), ("dungeon-dice", "own", 3), ("halunken", "own", 3))
TARGET_MS = 100.0
TARGET_KB = 150.0
SERVER = """
import sys
from pathlib import Path
import uvicorn
from tabletop.store.database import Store
from tabletop.web.app import create_app
uvicorn.run(create_app(Store(Path(sys.argv[1]))), host="127.0.0.1", port=int(sys.argv[2]),
            log_level="warning")
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def started(http: httpx2.Client, server: subprocess.Popen[bytes]) -> None:
    for _ in range(1000):  # a start-up, not a timing: wait until it answers
        if server.poll() is not None:
            raise SystemExit("the server stopped")
        try:
            if http.get("/static/app.css").status_code == 200:
                return
        except httpx2.TransportError:
            time.sleep(0.02)
    raise SystemExit("the server did not start")


class Bench:
    def __init__(self, http: httpx2.Client, rng: random.Random) -> None:
        self.http = http
        self.rng = rng
        self.actions: list[float] = []
        self.baseline: list[float] = []
        self.by_game: dict[str, list[float]] = {}
        self.watching: dict[str, int] = {}
        self.assets = sum(len(http.get(path).content) for path in ASSETS)

    def new_game(self, game: str, mode: str, players: int) -> tuple[list[str], int]:
        """Links to play a new game with, and the bytes of its page's first load."""
        form = {"mode": mode, "seed": str(self.rng.randrange(10**6)),
                **{f"name{seat}": f"Player {seat + 1}" for seat in range(players)}}
        made = self.http.post(f"/new/{game}", data=form)
        assert made.status_code == 303, made.text
        where = made.headers["location"]
        if mode == "own":  # the watching page with its join links and their codes
            watch = self.http.get(where)
            self.watching[game] = len(watch.content) + self.assets
        links = JOIN.findall(watch.text) if mode == "own" else [where]
        first = len(self.http.get(links[0]).content) + self.assets
        return links, first

    def play(self, game: str, mode: str, players: int, actions: int) -> tuple[int, int]:
        """``actions`` timed actions over as many games as it takes; the first load and the
        heaviest page (with the assets) in bytes."""
        links, first = self.new_game(game, mode, players)
        heaviest = first
        done = 0
        while done < actions:
            offers = []
            for link in links:
                page = self.http.get(link)
                heaviest = max(heaviest, len(page.content) + self.assets)
                offer = OFFER.search(page.text)
                if offer and ACT.search(offer.group(2)):
                    offers.append(offer)
            if not offers:  # over: the next game
                links, _ = self.new_game(game, mode, players)
                continue
            offer = self.rng.choice(offers)
            form = dict(HIDDEN.findall(offer.group(2)))
            form["n"] = self.rng.choice(ACT.findall(offer.group(2)))
            began = time.perf_counter()
            answer = self.http.post(offer.group(1), data=form, headers=PART)
            self.actions.append(time.perf_counter() - began)
            assert answer.status_code == 200, (answer.status_code, answer.text[:300])
            self.by_game.setdefault(game, []).append(self.actions[-1])
            began = time.perf_counter()
            self.http.get("/static/app.css")
            self.baseline.append(time.perf_counter() - began)
            done += 1
        return first, heaviest


def players_of(game: str) -> int:
    return next(players for name, _, players in GAMES if name == game)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]


def line(name: str, values: list[float]) -> str:
    return (f"{name:34} p50 {statistics.median(values) * 1000:6.1f} ms   "
            f"p95 {p95(values) * 1000:6.1f} ms   ({len(values)} requests)")


def main() -> None:
    per_game = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    port = free_port()
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as folder:
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(Path(folder) / "b.db"),
                                   str(port)])
        try:
            with httpx2.Client(base_url=f"http://127.0.0.1:{port}", timeout=30.0) as http:
                started(http, server)
                bench = Bench(http, random.Random(12))
                sizes = {game: bench.play(game, mode, players, per_game)
                         for game, mode, players in GAMES}
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"web actions on localhost, {len(bench.actions)} actions over "
          f"{', '.join(game for game, _, _ in GAMES)}")
    print(line("GET /static/app.css (baseline)", bench.baseline))
    print(line("action POST, X-Part: main", bench.actions))
    for game, values in bench.by_game.items():
        print(line(f"  {game}", values))
    ratio = p95(bench.actions) / p95(bench.baseline)
    verdict = "met" if p95(bench.actions) * 1000 <= TARGET_MS else "MISSED"
    print(f"{'ratio action/baseline (p95)':34} {ratio:6.1f} x   "
          f"target p95 <= {TARGET_MS:.0f} ms: {verdict}")
    print(f"first load (page + app.css + games.css + app.js, uncompressed; "
          f"assets {bench.assets / 1024:.1f} KB), target <= {TARGET_KB:.0f} KB:")
    for game, (first, heaviest) in sizes.items():
        verdict = "met" if max(first, heaviest) / 1024 <= TARGET_KB else "MISSED"
        print(f"  {game:14} first {first / 1024:6.1f} KB   heaviest while playing "
              f"{heaviest / 1024:6.1f} KB   {verdict}")
    for game, size in bench.watching.items():
        verdict = "met" if size / 1024 <= TARGET_KB else "MISSED"
        print(f"  {game:14} the host's watching page with {players_of(game)} join codes "
              f"{size / 1024:6.1f} KB   {verdict}")


if __name__ == "__main__":
    main()
