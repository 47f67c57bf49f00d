"""Load test of the web face (issue #12): many devices playing at once, and nothing lost.

Starts ``tabletop serve``'s app under uvicorn in this process over a temporary store (or plays
against ``--url``, whose store ``--store`` names for the checks). Each client is a thread with
its own HTTP client: it starts a game through the new-game form (the three games in turn, on
own devices, hotseat or at the table, some with a bot), plays random legal answers from the
pages (a random action button, one outcome tapped, or random counts at the table's pickers)
and starts another when one ends, until the time is up.

No two clients share a game, so every answer must be taken: any 5xx, any 4xx, any network
error counts as an error. At the end every game in the store must fold again, and every link's
accepted answers must be exactly its seat's events in the log (with a secret choice still
waiting on a phone counted as made): none lost, none doubled.
Run: ``python scripts/web_load.py [--clients 20] [--seconds 60] [--port 0]``; exits 1 on any
problem.
"""

from __future__ import annotations

import argparse
import random
import re
import socket
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import httpx2
import uvicorn

from tabletop import registry
from tabletop.plugin import HasBots
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.web.app import create_app

GAMES = ("scoundrel", "dungeon-dice", "halunken")
MODES = ("own", "hotseat", "table")
PART = {"X-Part": "main"}
OFFER = re.compile(r'<form class="offer[^"]*" method="post" action="([^"]+)">(.*?)</form>', re.S)
HIDDEN = re.compile(r'<input type="hidden" name="(\w+)" value="([^"]*)">')
ACT = re.compile(r'<button class="act[^"]*" name="n" value="(\d+)"')  # on the board, too
CONFIRM = re.compile(r'<form method="post" action="(/s/[^"/]+/end)">(.*?)</form>', re.S)
PICK = re.compile(r'<button class="pick" name="o" value="(\d+)"')
COUNT = re.compile(r'<input type="number" name="c(\d+)" value="0" min="0" max="(\d+)"')
NEED = re.compile(r'data-need="(\d+)"')
HAND_OVER = re.compile(r'<section class="handover">.*?href="(/s/[A-Za-z0-9_-]+\?ready=\d+)"',
                       re.S)
JOIN = re.compile(r'<li class="join"><b>.*?</b><a href="https?://[^/"]+(/s/[A-Za-z0-9_-]+)"')
STEPS = 2000  # answers in one game at most: every game here ends far sooner


@dataclass
class Tally:
    """What one client did: per link token, the decisions and reveals the server took."""

    decisions: Counter[str] = field(default_factory=Counter)
    reveals: Counter[str] = field(default_factory=Counter)
    games: Counter[str] = field(default_factory=Counter)
    finished: int = 0
    confirmed: int = 0  # table games whose end was confirmed (no entry in the log)
    pages: int = 0
    errors: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)


class Player:
    """One device (or one person with every seat's phone) playing games until ``deadline``."""

    def __init__(self, url: str, number: int, deadline: float, seed: int) -> None:
        self.http = httpx2.Client(base_url=url, timeout=60.0)
        self.number = number
        self.deadline = deadline
        self.rng = random.Random(f"{seed}:{number}")
        self.tally = Tally()

    def run(self) -> None:
        try:
            game = 0
            while time.monotonic() < self.deadline:
                self.play(self.number + game)
                game += 1
        except httpx2.HTTPError as exc:
            self.tally.errors.append(f"network: {exc!r}")
        finally:
            self.http.close()

    def get(self, path: str, *, part: bool = True) -> str:
        response = self.http.get(path, headers=PART if part else None)
        self.tally.pages += 1
        if response.status_code != 200:
            self.error(f"GET {path}", response)
        return response.text

    def error(self, what: str, response: httpx2.Response) -> None:
        self.tally.errors.append(f"{what}: {response.status_code} {response.text[:200]!r}")

    def start(self, turn: int) -> tuple[str, str, list[str]] | None:
        """A new game through the form: (game, mode, the links to play it with)."""
        game = GAMES[turn % len(GAMES)]
        rules = registry.get(game)
        modes = MODES if rules.meta.max_players > 1 else MODES[1:]
        mode = modes[(turn // len(GAMES)) % len(modes)]
        low, high = rules.meta.min_players, rules.meta.max_players
        players = self.rng.randint(max(2, low), min(4, high)) if high > 1 else 1
        form = {"mode": mode, "seed": str(self.rng.randrange(10**6))}
        strategies = list(rules.strategies()) if isinstance(rules, HasBots) else []
        bot = players > 1 and mode != "table" and strategies and self.rng.random() < 0.5
        for seat in range(players):
            form[f"name{seat}"] = f"C{self.number} P{seat + 1}"
            if bot and seat == players - 1:
                form[f"who{seat}"] = self.rng.choice(strategies)
        response = self.http.post(f"/new/{game}", data=form)
        if response.status_code != 303:
            self.error(f"POST /new/{game}", response)
            return None
        where = response.headers["location"]
        links = JOIN.findall(self.get(where, part=False)) if mode == "own" else [where]
        if not links:
            self.tally.errors.append(f"{game} {mode}: no link to play")
            return None
        self.tally.games[f"{game} {mode}"] += 1
        return game, mode, links

    def play(self, turn: int) -> None:
        started = self.start(turn)
        if started is None:
            return
        game, mode, links = started
        for _ in range(STEPS):
            if time.monotonic() >= self.deadline:
                return
            offers = []
            for link in links:
                html = self.get(link, part=self.rng.random() < 0.8)
                handed = HAND_OVER.search(html)
                if handed:
                    html = self.get(handed.group(1))
                offer = OFFER.search(html) or CONFIRM.search(html)  # a table game's end
                if offer:
                    offers.append((link, offer))
            if not offers:
                over = self.http.get(f"/api/s/{links[0].removeprefix('/s/')}").json()
                if not over.get("over"):
                    self.tally.errors.append(f"{game} {mode}: nothing to answer, not over")
                else:
                    self.tally.finished += 1
                return
            link, offer = self.rng.choice(offers)
            self.answer(link, offer)
            if self.rng.random() < 0.05:
                self.get(link + "/log", part=False)
        self.tally.errors.append(f"{game} {mode}: no end after {STEPS} answers")

    def answer(self, link: str, offer: re.Match[str]) -> None:
        """A random legal answer to the offer on the page; counted when the server takes it."""
        action, body = offer.group(1), offer.group(2)
        form = dict(HIDDEN.findall(body))
        acts, picks, counts = ACT.findall(body), PICK.findall(body), COUNT.findall(body)
        if acts:
            form["n"] = self.rng.choice(acts)
        elif picks:
            form["o"] = self.rng.choice(picks)
        else:
            need = NEED.search(body)
            chosen = Counter[str]()
            room = {index: int(most) for index, most in counts}
            for _ in range(int(need.group(1)) if need else 0):
                index = self.rng.choice([i for i, most in room.items() if chosen[i] < most])
                chosen[index] += 1
            form.update({f"c{index}": str(count) for index, count in chosen.items()})
        part = self.rng.random() < 0.5
        began = time.perf_counter()
        response = self.http.post(action, data=form, headers=PART if part else None)
        self.tally.latencies.append(time.perf_counter() - began)
        if response.status_code != (200 if part else 303):
            self.error(f"POST {action}", response)
            return
        if action.endswith("/end"):
            self.tally.confirmed += 1
            return
        token = link.removeprefix("/s/").split("?")[0]
        (self.tally.decisions if acts else self.tally.reveals)[token] += 1


def checked(path: Path, tallies: list[Tally]) -> tuple[int, list[str]]:
    """Every game folds again; every link's accepted answers are its events: the games
    checked and the problems found."""
    store = Store(path)
    problems: list[str] = []
    try:
        decisions, reveals = Counter[str](), Counter[str]()
        for tally in tallies:
            decisions.update(tally.decisions)
            reveals.update(tally.reveals)
        ids = store.results.game_ids()
        links = {token: (game, seat, role) for game_id in ids
                 for token, game, seat, role, *_ in store.links.of_game(game_id)}
        pending = Counter((game_id, seat) for game_id in ids
                          for seat in store.log.pending(game_id))
        for game_id in ids:
            record = store.log.load(game_id)
            try:
                Session.from_record(registry.get(record.game), record)
            except Exception as exc:  # any failure to fold is the finding
                problems.append(f"game {game_id} does not fold: {exc}")
        for token in set(decisions) | set(reveals):
            if token not in links:
                problems.append(f"link {token[:6]}… is in no game")
                continue
            game_id, seat, role = links[token]
            record = store.log.load(game_id)
            people = [s for s in range(len(record.players)) if s not in record.bots]
            mine = [seat] if role == "seat" else people
            logged = sum(1 for e in record.events if e.actor != "chance" and e.actor in mine)
            logged += sum(pending[(game_id, s)] for s in mine)
            chance = sum(1 for e in record.events if e.actor == "chance")
            for what, taken, held in (("decisions", decisions[token], logged),
                                      ("reveals", reveals[token],
                                       chance if record.mode == "table" else 0)):
                if taken != held:
                    kind = "lost" if held < taken else "doubled"
                    problems.append(f"{kind}: game {game_id} seat {seat} {what}: "
                                    f"{taken} taken, {held} in the log")
        return len(ids), problems
    finally:
        store.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(path: Path, port: int) -> tuple[uvicorn.Server, threading.Thread, str]:
    store = Store(path)
    port = port or free_port()
    config = uvicorn.Config(create_app(store), host="127.0.0.1", port=port, log_level="warning",
                            timeout_graceful_shutdown=2)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    for _ in range(1000):  # a start-up, not a timing: wait until it answers
        if server.started:
            return server, thread, f"http://127.0.0.1:{port}"
        time.sleep(0.01)
    raise SystemExit("the server did not start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--port", type=int, default=0, help="0: a free port")
    parser.add_argument("--url", help="play against this server instead of starting one")
    parser.add_argument("--store", type=Path, help="with --url: its store, for the checks")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    folder = tempfile.TemporaryDirectory(prefix="tabletop-load-")
    path: Path | None = args.store
    server = thread = None
    url = args.url
    if url is None:
        path = Path(folder.name) / "load.db"
        server, thread, url = serve(path, args.port)
    deadline = time.monotonic() + args.seconds
    players = [Player(url, number, deadline, args.seed) for number in range(args.clients)]
    threads = [threading.Thread(target=p.run) for p in players]
    began = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - began
    if server is not None and thread is not None:
        server.should_exit = True
        thread.join(timeout=10)

    tallies = [p.tally for p in players]
    kinds: Counter[str] = sum((t.games for t in tallies), Counter())
    errors = [e for t in tallies for e in t.errors]
    latencies = sorted(x for t in tallies for x in t.latencies)
    answers = len(latencies)
    print(f"web load: {args.clients} clients for {elapsed:.0f} s against {url}")
    print(f"games started {sum(kinds.values())}, finished {sum(t.finished for t in tallies)}: "
          + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    taken = sum(sum(t.decisions.values()) + sum(t.reveals.values()) + t.confirmed
                for t in tallies)
    print(f"answers taken {taken} of {answers} sent ({answers / elapsed:.0f}/s), pages read "
          f"{sum(t.pages for t in tallies)}")
    if latencies:
        p95 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.95))]
        print(f"answer round trip under load: p50 {statistics.median(latencies) * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms, worst {latencies[-1] * 1000:.0f} ms")
    print(f"errors {len(errors)}")
    for error in errors[:10]:
        print(f"  {error}")
    problems: list[str] = []
    if path is None:
        print("store not checked (give --store with --url)")
    else:
        games, problems = checked(path, tallies)
        lost = sum(1 for p in problems if p.startswith("lost"))
        doubled = sum(1 for p in problems if p.startswith("doubled"))
        print(f"store: {games} games fold again: "
              f"{'yes' if not any('fold' in p for p in problems) else 'NO'}; "
              f"lost {lost}, doubled {doubled}")
        for problem in problems[:10]:
            print(f"  {problem}")
    folder.cleanup()
    sys.exit(1 if errors or problems or not answers else 0)


if __name__ == "__main__":
    main()
