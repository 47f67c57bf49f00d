"""The web face's answer time and page weight (issues #12 and #23): with four phones connected,
an action reaches the updated page of the acting phone and of every other phone within 100 ms
at the 95th percentile; a game's first load, with every file the service worker keeps, is at
most 80 KB on the wire and its heaviest page at most 150 KB (issue #40); and the worker keeps
every file the pages load. Exits 1 when a target is missed.

A real server (``tabletop serve``'s app under uvicorn, in a subprocess over a temporary store)
on localhost. The baseline, measured in the same run between the actions, is a GET of a static
file (``/static/app.css``): what any answer costs on this machine and connection.

1. Four phones: a Halunken game with four people, each on a phone of its own. Each phone is a
   thread with its own connections doing what ``app.js`` does: it follows the live stream
   (``/s/<token>/events``) and fetches its main part (``X-Part: main``) when the version
   named differs from the one it shows (not while its own action is on its way; then, if the
   stream named a newer one meanwhile). An action is a random button of a phone that is
   offered one, posted with ``X-Part: main``; timed from sending to the acting phone's
   answer received, and to each other phone's updated part received. The next action waits
   until every phone shows the game as it is.
2. One device at a time, as before: games of the three games played by random buttons
   (Scoundrel hotseat, Dungeon dice and Halunken on own devices), each action timed from
   sending to the whole updated main part received. The tap that ends a solo deal is timed
   apart: its answer searches the deal's best possible score once (random play ends a
   Scoundrel game every few taps, a person every fifty or so).
3. Weight: per game the first load of its page with every file the service worker keeps at
   install (the pages' styles and script, the icons, the manifest, the offline page) and the
   worker itself, in bytes on the wire (the server compresses what it sends; uncompressed
   too, for comparison), and the heaviest page met while playing; and whether every file the
   pages' heads name is on the worker's list.
Run: ``python benchmarks/web_actions.py [ACTIONS]`` (default 150 for each part and game).
"""

from __future__ import annotations

import json
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx2

PART = {"X-Part": "main"}
OFFER = re.compile(r'<form class="offer[^"]*" method="post" action="([^"]+)">(.*?)</form>', re.S)
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')
ACT = re.compile(r'<button class="act(?: [^"]*)?" name="n" value="(\d+)"')
JOIN = re.compile(r'<li class="join"><b>.*?</b><a href="https?://[^/"]+(/s/[A-Za-z0-9_-]+)"')
VERSION = re.compile(r'<div class="play" data-version="([^"]*)"')
END = '<section class="end"'
MARK = re.compile(r'data-mark="([^"]*)"')
HEAD_FILES = re.compile(r'<(?:link|script)\b[^>]*?(?:href|src)="(/[^"]*)"')
PRECACHE = re.compile(r"^const PRECACHE = (\[.*\]);$", re.M)
GAMES = (("scoundrel", "hotseat", 1), ("dungeon-dice", "own", 3), ("halunken", "own", 3))
PHONES = 4
TARGET_MS = 100.0
TARGET_FIRST_KB = 80.0
TARGET_KB = 150.0
SETTLE_SECONDS = 10.0  # every phone shows an action's result long before; else it is a fault
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


def shown(part: str) -> str:
    """The version a main part shows, as app.js compares it with the stream's: the game's
    version and the mark of what is around it (who joined, the next game)."""
    version, mark = VERSION.search(part), MARK.search(part)
    return (version.group(1) if version else "") + (mark.group(1) if mark else "")


def action_of(part: str, rng: random.Random) -> tuple[str, dict[str, str]] | None:
    """A random button of the offer a main part shows, as the form it sends; None if none."""
    offer = OFFER.search(part)
    if offer is None or not ACT.search(offer.group(2)):
        return None
    form = dict(HIDDEN.findall(offer.group(2)))
    form["n"] = rng.choice(ACT.findall(offer.group(2)))
    return offer.group(1), form


def new_game(http: httpx2.Client, rng: random.Random, game: str, mode: str,
             players: int) -> tuple[list[str], str | None]:
    """The links to play a new game with, and the host's watching page (own devices)."""
    form = {"mode": mode, "seed": str(rng.randrange(10**6)),
            **{f"name{seat}": f"Player {seat + 1}" for seat in range(players)}}
    made = http.post(f"/new/{game}", data=form)
    assert made.status_code == 303, made.text
    where = made.headers["location"]
    if mode != "own":
        return [where], None
    watch = http.get(where).text  # the watching page with its join links and their codes
    return JOIN.findall(watch), watch


class Phone:
    """One device of the game, doing what app.js does: it follows the stream and fetches its
    main part again when the version named differs from the one it shows."""

    def __init__(self, base: str, link: str) -> None:
        self.link = link
        self.stream = httpx2.Client(base_url=base, timeout=30.0)
        self.http = httpx2.Client(base_url=base, timeout=30.0)  # its page and its taps
        self.lock = threading.Lock()
        self.part = self.http.get(link, headers=PART).text
        self.version = shown(self.part)
        self.announced = self.version
        self.sending = False
        self.arrived: dict[str, float] = {}  # version -> when its part was received
        self.closed = False
        self.thread = threading.Thread(target=self.follow, daemon=True)
        self.thread.start()

    def follow(self) -> None:
        try:
            with self.stream.stream("GET", f"{self.link}/events") as events:
                for line in events.iter_lines():
                    if not line.startswith("data: "):
                        continue
                    with self.lock:
                        self.announced = line.removeprefix("data: ")
                        stale = not self.sending and self.announced != self.version
                    if stale:
                        self.refresh()
        except httpx2.HTTPError:
            if not self.closed:
                raise

    def refresh(self) -> None:
        self.took(self.http.get(self.link, headers=PART).text)

    def took(self, part: str) -> None:
        now = time.perf_counter()
        with self.lock:
            self.part, self.version = part, shown(part)
            self.arrived.setdefault(self.version, now)

    def act(self, target: str, form: dict[str, str]) -> str:
        """Post a tap; the version its answer shows."""
        with self.lock:
            self.sending = True
        answer = self.http.post(target, data=form, headers=PART)
        assert answer.status_code == 200, (answer.status_code, answer.text[:300])
        self.took(answer.text)
        with self.lock:
            self.sending = False
            behind = self.announced != self.version
        if behind:  # the stream named a newer version while the tap was on its way
            self.refresh()
        return shown(answer.text)

    def close(self) -> None:
        self.closed = True
        self.stream.close()
        self.http.close()


class FourPhones:
    """Part 1: a Halunken game with a person on each of four phones, played by random taps."""

    def __init__(self, http: httpx2.Client, base: str, rng: random.Random) -> None:
        self.http = http
        self.base = base
        self.rng = rng
        self.acting: list[float] = []
        self.others: list[float] = []  # each other phone's time to its updated page
        self.everyone: list[float] = []  # the last phone's time: every page updated
        self.baseline: list[float] = []

    def table(self) -> list[Phone]:
        links, _ = new_game(self.http, self.rng, "halunken", "own", PHONES)
        assert len(links) == PHONES, links
        return [Phone(self.base, link) for link in links]

    def play(self, actions: int) -> None:
        phones = self.table()
        done = 0
        try:
            while done < actions:
                offers = [(phone, found) for phone in phones
                          if (found := action_of(phone.part, self.rng)) is not None]
                if not offers:  # over: the next game
                    for phone in phones:
                        phone.close()
                    phones = self.table()
                    continue
                phone, (target, form) = self.rng.choice(offers)
                began = time.perf_counter()
                version = phone.act(target, form)
                self.acting.append(time.perf_counter() - began)
                others = [other for other in phones if other is not phone]
                self.settle(phones, version)
                times = [other.arrived[version] - began for other in others]
                self.others.extend(times)
                self.everyone.append(max(times))
                began = time.perf_counter()
                self.http.get("/static/app.css")
                self.baseline.append(time.perf_counter() - began)
                done += 1
        finally:
            for phone in phones:
                phone.close()

    @staticmethod
    def settle(phones: list[Phone], version: str) -> None:
        deadline = time.perf_counter() + SETTLE_SECONDS
        while any(version not in phone.arrived for phone in phones):
            if time.perf_counter() > deadline:
                late = [phone.link for phone in phones if version not in phone.arrived]
                raise SystemExit(f"version {version} never reached {late}")
            time.sleep(0.0005)


class OneDevice:
    """Part 2: one device's taps in each game, and the weight of the pages met."""

    def __init__(self, http: httpx2.Client, rng: random.Random) -> None:
        self.http = http
        self.rng = rng
        self.actions: list[float] = []
        self.baseline: list[float] = []
        self.by_game: dict[str, list[float]] = {}
        self.solo_ends: list[float] = []  # a solo deal's last tap: its best score is searched
        self.watching: dict[str, int] = {}
        self.heads: dict[str, set[str]] = {}  # page -> the files its head names
        worker = http.get("/sw.js")
        found = PRECACHE.search(worker.text)
        assert found, "sw.js names no PRECACHE list"
        self.kept: list[str] = json.loads(found.group(1))
        files = [worker, *(http.get(url) for url in self.kept)]
        self.assets = sum(f.num_bytes_downloaded for f in files)
        self.unpacked = sum(len(f.content) for f in files)
        self.last = 0  # the bytes on the wire of the last page fetched

    def page(self, link: str, name: str) -> str:
        response = self.http.get(link)
        self.last = response.num_bytes_downloaded
        html = response.text
        self.heads.setdefault(name, set(HEAD_FILES.findall(html.split("</head>")[0])))
        return html

    def new_game(self, game: str, mode: str, players: int) -> tuple[list[str], int]:
        """Links to play a new game with, and the bytes of its page's first load."""
        links, watch = new_game(self.http, self.rng, game, mode, players)
        if watch is not None:
            self.watching[game] = self.last + self.assets
            self.heads[f"{game} watching"] = set(HEAD_FILES.findall(watch.split("</head>")[0]))
        self.page(links[0], game)
        return links, self.last + self.assets

    def play(self, game: str, mode: str, players: int, actions: int) -> tuple[int, int]:
        """``actions`` timed actions over as many games as it takes; the first load and the
        heaviest page (with the assets) in bytes."""
        links, first = self.new_game(game, mode, players)
        heaviest = first
        done = 0
        fresh = True
        while done < actions:
            offers = []
            for link in links:
                page = self.page(link, game)
                heaviest = max(heaviest, self.last + self.assets)
                found = action_of(page, self.rng)
                if found is not None:
                    offers.append(found)
            if not offers:  # over: the next game
                if fresh:
                    raise SystemExit(f"a new {game} game offers no button to tap")
                links, _ = self.new_game(game, mode, players)
                fresh = True
                continue
            fresh = False
            target, form = self.rng.choice(offers)
            began = time.perf_counter()
            answer = self.http.post(target, data=form, headers=PART)
            took = time.perf_counter() - began
            assert answer.status_code == 200, (answer.status_code, answer.text[:300])
            if players == 1 and END in answer.text:
                self.solo_ends.append(took)
            else:
                self.actions.append(took)
                self.by_game.setdefault(game, []).append(took)
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


def line(name: str, values: list[float], unit: str = "requests") -> str:
    return (f"{name:40} p50 {statistics.median(values) * 1000:6.1f} ms   "
            f"p95 {p95(values) * 1000:6.1f} ms   ({len(values)} {unit})")


def verdict(values: list[float], baseline: list[float]) -> str:
    met = "met" if p95(values) * 1000 <= TARGET_MS else "MISSED"
    return (f"{'':40} ratio to the baseline (p95) {p95(values) / p95(baseline):5.1f} x   "
            f"target p95 <= {TARGET_MS:.0f} ms: {met}")


def main() -> None:
    actions = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as folder:
        server = subprocess.Popen([sys.executable, "-c", SERVER, str(Path(folder) / "b.db"),
                                   str(port)])
        try:
            with httpx2.Client(base_url=base, timeout=30.0) as http:
                started(http, server)
                phones = FourPhones(http, base, random.Random(23))
                phones.play(actions)
                single = OneDevice(http, random.Random(12))
                sizes = {game: single.play(game, mode, players, actions)
                         for game, mode, players in GAMES}
                offline = single.page("/offline", "the offline page")
        finally:
            server.terminate()
            server.wait(timeout=10)
    del offline
    print(f"web actions on localhost: {PHONES} phones in a Halunken game, {len(phones.acting)} "
          f"actions")
    print(line("GET /static/app.css (baseline)", phones.baseline))
    print(line("tap to the acting phone's page", phones.acting, "actions"))
    print(verdict(phones.acting, phones.baseline))
    print(line("tap to each other phone's page", phones.others, "pages"))
    print(verdict(phones.others, phones.baseline))
    print(line("tap to every phone's page updated", phones.everyone, "actions"))
    print(verdict(phones.everyone, phones.baseline))
    print(f"one device at a time, {len(single.actions)} actions over "
          f"{', '.join(game for game, _, _ in GAMES)}")
    print(line("GET /static/app.css (baseline)", single.baseline))
    print(line("action POST, X-Part: main", single.actions))
    for game, values in single.by_game.items():
        print(line(f"  {game}", values))
    print(verdict(single.actions, single.baseline))
    if single.solo_ends:
        print(line("  the last tap of a solo deal", single.solo_ends, "games ended"))
        print(f"{'':40} (apart: the deal's best possible score is searched once, for the end "
              f"screen; worst {max(single.solo_ends) * 1000:.0f} ms)")
    print(f"first load (the page, the service worker and the {len(single.kept)} files it keeps: "
          f"{single.assets / 1024:.1f} KB on the wire besides the page, "
          f"{single.unpacked / 1024:.1f} KB uncompressed), targets: first <= "
          f"{TARGET_FIRST_KB:.0f} KB, heaviest <= {TARGET_KB:.0f} KB:")
    missed = [values for values in (phones.acting, phones.others, phones.everyone,
                                    single.actions) if p95(values) * 1000 > TARGET_MS]
    for game, (first, heaviest) in sizes.items():
        met = first / 1024 <= TARGET_FIRST_KB and heaviest / 1024 <= TARGET_KB
        missed += [] if met else [[first, heaviest]]
        print(f"  {game:14} first {first / 1024:6.1f} KB   heaviest while playing "
              f"{heaviest / 1024:6.1f} KB   {'met' if met else 'MISSED'}")
    for game, size in single.watching.items():
        met = size / 1024 <= TARGET_KB
        missed += [] if met else [[size]]
        print(f"  {game:14} the host's watching page with {players_of(game)} join codes "
              f"{size / 1024:6.1f} KB   {'met' if met else 'MISSED'}")
    named = set().union(*single.heads.values())
    missing = sorted(named - set(single.kept))
    print(f"the service worker keeps every file the pages' heads name ({len(named)} files over "
          f"{len(single.heads)} pages): {'yes' if not missing else 'NO, not ' + str(missing)}")
    if missed or missing:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
