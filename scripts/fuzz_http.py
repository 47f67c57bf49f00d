"""The HTTP door of ``scripts/fuzz.py`` (issue #28, "the web's doors"): ``tabletop serve`` as it
runs (uvicorn, on 127.0.0.1 only, a free port) over a store of its own, sent requests over raw
sockets: every route and form field with odd bytes, sizes and headers (``tests/fuzz/
web_requests.py`` makes them), and what only a real connection can do: a body cut short of its
Content-Length and the connection closed, a request line of noise, a chunked body that lies.

Judged per input: a 5xx answer is a server error; anything the server logs at ERROR (with its
traceback's site) is a traceback; an input that must be refused (a name the server was not
started for, a field that is not UTF-8, a post from another site, headers or a body too large)
must get a 4xx and leave the store as it was (SQLite's ``data_version`` does not move).
Bounded: every socket waits at most ``TIMEOUT`` seconds, a request is at most a few hundred KB.
"""

from __future__ import annotations

import contextlib
import logging
import random
import shutil
import socket
import sqlite3
import sys
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import uvicorn

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # the requests are the fuzz tests' own
    sys.path.insert(0, str(ROOT))

from tabletop.session import deal_bests  # noqa: E402
from tabletop.store.database import Store  # noqa: E402
from tabletop.web import app as app_module  # noqa: E402
from tabletop.web.app import create_app  # noqa: E402
from tests.fuzz.web_requests import WebRequest, web_request  # noqa: E402

TIMEOUT = 30.0  # seconds a socket waits for the server: a busy machine, never a hang
Problem = tuple[str, str, str]  # (kind, site, what happened)


class Logged(logging.Handler):
    """What the server logged at ERROR: with a traceback, its site."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.seen: list[tuple[str, str]] = []
        self.guard = threading.Lock()

    def emit(self, record: logging.LogRecord) -> None:
        site, what = record.getMessage()[:200], ""
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            site, what = traceback_site(record.exc_info[2], exc), repr(exc)[:300]
        with self.guard:
            self.seen.append((site, what))

    def drain(self) -> list[tuple[str, str]]:
        with self.guard:
            seen, self.seen = self.seen, []
        return seen


def traceback_site(tb: Any, exc: BaseException) -> str:
    frames = traceback.extract_tb(tb)
    own = [f for f in frames if f.filename.startswith(str(ROOT))]
    frame = own[-1] if own else (frames[-1] if frames else None)
    where = (f"{Path(frame.filename).name}:{frame.lineno} in {frame.name}" if frame else "?")
    return f"{type(exc).__name__} at {where} (server)"


@dataclass
class Sent:
    """What went over the wire, for the report."""

    request: WebRequest
    how: str  # whole, cut short, noise, chunked


class HttpDoor:
    """A server over a copy of the fuzz store, for the run; seats of three games under way."""

    def __init__(self, folder: Path, pristine: Path, words: list[str]) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / "tabletop.db"
        for name in ("tabletop.db", "tabletop.db-wal", "tabletop.db-shm"):
            if (pristine / name).exists():
                shutil.copy2(pristine / name, folder / name)
        self.store = Store(self.path)
        self.words = tuple(dict.fromkeys(words))[:400]
        deal_bests.EFFORT = 0.0005  # a deal's best: a blink (searches are not fuzzed here)
        setattr(app_module, "HINT_SECONDS", 0.02)  # noqa: B010
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            self.port = int(probe.getsockname()[1])
        config = uvicorn.Config(create_app(self.store), host="127.0.0.1", port=self.port,
                                log_config=None, access_log=False, timeout_graceful_shutdown=1)
        self.logged = Logged()
        for name in ("uvicorn", "uvicorn.error", "uvicorn.asgi"):
            logger = logging.getLogger(name)
            logger.handlers, logger.propagate = [self.logged], False
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        for _ in range(3000):  # a start-up, not a judgement: wait until it answers
            if self.server.started:
                break
            time.sleep(0.01)
        else:
            raise SystemExit("the HTTP door's server did not start")
        self.watch = sqlite3.connect(self.path)
        self.seats = [self._start(game, mode, names) for game, mode, names in (
            ("scoundrel", "hotseat", ["Ada"]), ("halunken", "own", ["Ana", "Bo"]),
            ("dungeon-dice", "table", ["Cy"]))]
        self.logged.drain()

    def _start(self, game: str, mode: str, names: list[str]) -> str:
        fields = "&".join([f"mode={mode}", "seed=3",
                           *(f"name{i}={name}" for i, name in enumerate(names))]).encode()
        asked = WebRequest("POST", f"/new/{game}", [
            ("Host", f"127.0.0.1:{self.port}".encode()),
            ("Content-Type", b"application/x-www-form-urlencoded")], fields)
        status, head = self._exchange(self._wire(asked, len(fields)))
        location = [line.split(b":", 1)[1].strip().decode() for line in head.split(b"\r\n")
                    if line.lower().startswith(b"location:")]
        if status != 303 or not location:
            raise SystemExit(f"the HTTP door could not start a {game} game ({status})")
        return location[0]

    def close(self) -> None:
        self.watch.close()
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.store.close()

    # -- one input -------------------------------------------------------------------------

    def run(self, rng: random.Random) -> tuple[Sent, list[Problem]]:
        asked = web_request(rng, self.port, self.seats, self.words)
        roll = rng.random()
        how = ("cut short" if roll < 0.06 else "noise" if roll < 0.08
               else "chunked" if roll < 0.10 else "whole")
        before = self._version()
        problems: list[Problem] = []
        route = f"{asked.method} {route_of(asked.path)}"
        if how == "whole":
            status, _ = self._exchange(self._wire(asked, len(asked.body)))
            if status is None:
                problems.append(("no answer", route, "the connection closed without one"))
            elif status >= 500:
                problems.append(("server error", f"{route}: {status}", ""))
            elif asked.refusals and not 400 <= status < 500:
                problems.append(("accepted what must be refused",
                                 f"{route}: {asked.refusals[0]}", f"answered {status}"))
        elif how == "cut short":  # a tab closed mid-post: nobody waits for an answer
            self._send_and_close(self._wire(asked, len(asked.body) + rng.randrange(1, 5000)))
        elif how == "noise":
            noise = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
            status, _ = self._exchange(noise + b"\r\n\r\n")
            if status is not None and status >= 500:
                problems.append(("server error", f"noise: {status}", ""))
        else:
            status, _ = self._exchange(self._chunked(asked, rng))
            if status is not None and status >= 500:
                problems.append(("server error", f"{route} (chunked): {status}", ""))
        if asked.refusals and how == "whole" and self._version() != before:
            problems.append(("store changed on refusal", f"{route}: {asked.refusals[0]}", ""))
        problems += [("traceback", site, what) for site, what in self.logged.drain()]
        return Sent(asked, how), problems

    def store_problems(self) -> list[Problem]:
        """The door's store is still read whole: every game loads."""
        try:
            reader = Store(self.path)
            try:
                for row in reader.results.games():
                    reader.log.load(row.id)
            finally:
                reader.close()
        except Exception as exc:  # any failure to read is the finding
            return [("store unreadable afterwards", f"http: {type(exc).__name__}",
                     repr(exc)[:300])]
        return []

    def _version(self) -> int:
        return int(self.watch.execute("PRAGMA data_version").fetchone()[0])

    # -- the wire --------------------------------------------------------------------------

    def _wire(self, asked: WebRequest, length: int) -> bytes:
        lines = [f"{asked.method} {asked.path} HTTP/1.1".encode("latin-1", "replace")]
        lines += [name.encode() + b": " + value for name, value in asked.headers]
        if asked.body or asked.method == "POST":
            lines.append(b"Content-Length: " + str(length).encode())
        lines.append(b"Connection: close")
        return b"\r\n".join(lines) + b"\r\n\r\n" + asked.body

    def _chunked(self, asked: WebRequest, rng: random.Random) -> bytes:
        head = self._wire(WebRequest(asked.method, asked.path, [
            *asked.headers, ("Transfer-Encoding", b"chunked")], b""), 0)
        head = head.replace(b"Content-Length: 0\r\n", b"")
        size = len(asked.body) + rng.choice((0, 0, 7, -3))  # a chunk that says too much or little
        return head + f"{max(size, 0):x}\r\n".encode() + asked.body + b"\r\n0\r\n\r\n"

    def _connect(self) -> socket.socket:
        return socket.create_connection(("127.0.0.1", self.port), timeout=TIMEOUT)

    def _exchange(self, data: bytes) -> tuple[int | None, bytes]:
        """Sends it all, reads the answer's status line and head (the server closes after)."""
        answer = b""
        with self._connect() as conn:
            # the server may answer (413, 431) and close before reading it all
            with contextlib.suppress(OSError):
                conn.sendall(data)
            try:
                while b"\r\n\r\n" not in answer and len(answer) < 65536:
                    chunk = conn.recv(65536)
                    if not chunk:
                        break
                    answer += chunk
            except OSError:
                pass
        head = answer.split(b"\r\n\r\n", 1)[0]
        parts = head.split(b" ", 2)
        if len(parts) >= 2 and parts[0].startswith(b"HTTP/") and parts[1].isdigit():
            return int(parts[1]), head
        return None, head

    def _send_and_close(self, data: bytes) -> None:
        with self._connect() as conn, contextlib.suppress(OSError):
            conn.sendall(data)


def route_of(path: str) -> str:
    """A path with its seat's token and query left out: the site a finding is filed under."""
    parts = path.split("?")[0].split("/")
    return "/".join("{token}" if len(part) > 20 else part for part in parts)
