"""Long-run fuzzer over every door of the CLI (issue #13): command lines of every verb,
``--player``/``--bot`` formats and tallies, transcripts for ``replay``/``hint``, import files,
and answers at every prompt of play, table, score, resume, challenge and match; and the web's
doors (issue #28): ``tabletop serve`` on 127.0.0.1, sent every route and form field with odd
bytes, sizes and headers over raw sockets (``scripts/fuzz_http.py``).

    python scripts/fuzz.py [--inputs N] [--seed S] [--doors options,players,...] [--sample K]

Each input runs the real app in-process (Click's CliRunner) on a private store that starts
from the same copy every time, so an input is judged alone and a run is the same for a seed.
Every K-th input also runs as a real process (``python -m tabletop``, half of them with a
cp1252 standard output) with a generous timeout. After each input the store must still be
read by ``history``, ``stats`` and ``show`` (of the games the input added) and keep its games.
The HTTP door's store is the server's own: refused requests must not change it (4xx, SQLite's
data_version unmoved), and it is read whole every 500 inputs and at the end.

Prints the inputs tried and, grouped by site: tracebacks (with the shortest input seen for
each site), wrong exits (a code other than 0/1/2, an error of more than one line), raw control
characters on the screen, hangs (an input that outlives its work budget: game turns or prompts
read after the end of input), stores left unreadable or short of games; then per door: inputs,
server errors, tracebacks and changed stores. Exits 1 if it found any.
"""

from __future__ import annotations

import argparse
import io
import itertools
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, TracebackType
from typing import Any

import typer
import typer.testing
from typer.testing import CliRunner, Result

from tabletop import registry
from tabletop.cli import advisors
from tabletop.cli.app import app
from tabletop.events import Event, Record
from tabletop.plugin import Chance, Decision, Game
from tabletop.session import deal_bests
from tabletop.session.driver import Driver

sys.path.insert(0, str(Path(__file__).resolve().parent))  # its sibling, run from anywhere
from fuzz_http import HttpDoor

ROOT = Path(__file__).resolve().parent.parent
DOORS = ("options", "players", "transcripts", "imports", "prompts", "http")
ANSWERS_AFTER_EOF = 50  # prompts read after the end of input before it counts as a hang

# ---- what hostile users type -------------------------------------------------------------

HOSTILE = (
    "", " ", "  Ana  ", "[/]", "[bold]Ana", "Bob [the builder]", "[link=https://example.com]x[/link]",
    "[red]", "\\[x]", "[", "]", "\x1b[2J", "\x1b]8;;https://example.com\x1b\\x", "a\nb", "a\rb",
    "\t", "\x00", "\x07", "\x7f", "\x85", "\u2028", "\u200b", "\u200bAna", "\u202eanA", "\ufeff",
    "Ａｎａ", "Аna", "ana", "ANA", "e\u0301", "é", "ß", "İ", "😀", "👨‍👩‍👧", "\ud800", "\udcff",
    "'", '"', "options '", "`", "\\", "%s", "{0}", "{name}", "{", "}", "$(id)", "--", "-", "-h",
    "--help", "--json", "=", ":", "#", ",", ";", "…", "null", "NaN", "-1", "0", "1e9", "9" * 400,
    "x" * 5000, "A" * 100_000, "Ana: ", ": r15", "=Ana", "Ana=", "Ana=bogus", "Ana==x",
)
INTS = (
    "0", "1", "2", "3", "5", "7", "42", "-1", "-0", "+1", " 5", "1_000", "0x10", "1e3", "1.5",
    "٣", "", "abc", "nan", "2147483647", "2147483648", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
    "18446744073709551616", "1" + "0" * 30, "9" * 5000,
)
TIMES = ("0.01", "0.02", "0", "-1", "-0.0", "abc", "1e-9", "")
SLOW_TIMES = ("nan", "inf", "1e9", "1e308")  # hint/solve search that long: real processes only
LANGS = ("en", "de", "xx", "", "EN", "de_DE", "[/]")
DD_TOKENS = ("vorpal-sword", "talisman", "scepter-of-power", "thieves-tools", "scroll-token",
             "ring-of-invisibility", "dragon-scales", "elixir", "dragon-bait", "town-portal")
HS_CARDS = tuple(f"{c}{v}" for c, values in (
    ("r", [*range(4, 12), 15]), ("p", [*range(3, 12), 14]), ("g", [*range(2, 12), 13]),
    ("y", range(1, 13))) for v in values)
MARKUP = re.compile(r"(?=[\x21-\x7e]{1,12}$).*\[.*")  # short, no spaces, a bracket
COMMANDS = ("help", "?", "undo", "u", "log", "score", "rules", "hint", "fix", "fix 1",
            "fix 1 x", "fix 0 run", "fix 99999999999999999999 run", "undo now", "", " ", "q x")


@dataclass
class Case:
    """One input: a command line, files in the working folder, and the lines on standard
    input (given, or chosen when asked by a ``Guide``)."""

    door: str
    argv: list[str]
    files: dict[str, bytes] = field(default_factory=dict)
    lines: list[bytes] = field(default_factory=list)
    guide: Guide | None = None
    process_only: bool = False  # too slow in-process by design (a search told to take days)
    expect_refusal: str | None = None  # an input the app must refuse (exit 1 or 2), and why
    shown: list[str] = field(default_factory=list)  # names a started game shows as typed
    env: dict[str, str] = field(default_factory=dict)  # the screen: its width

    def size(self) -> int:
        return (sum(len(a) + 1 for a in self.argv) + sum(len(f) for f in self.files.values())
                + sum(len(line) for line in self.lines))

    def describe(self, width: int = 400) -> str:
        parts = [f"  door: {self.door}", f"  argv: {short(repr(self.argv), width)}"]
        parts += [f"  env: {self.env}"] if self.env else []
        for name, data in self.files.items():
            parts.append(f"  file {name} ({len(data)} bytes): {short(repr(data), width)}")
        if self.lines:
            parts.append(f"  stdin ({len(self.lines)} lines): "
                         f"{short(repr(b''.join(self.lines)), width)}")
        return "\n".join(parts)


def short(text: str, width: int) -> str:
    return text if len(text) <= width else f"{text[:width]}… ({len(text)} chars)"


# ---- what the app is made of (read from it, so new verbs and options are fuzzed too) ------

@dataclass
class GameInfo:
    game: Game[Any]
    options: dict[str, list[str]]  # option -> allowed values (as typed)
    strategies: list[str]
    lines: list[str]  # transcript lines of played games: words the game understands
    transcripts: list[tuple[list[str], int]]  # a played game's lines, and its seats
    exports: list[bytes]  # exported records of this game


@dataclass
class Context:
    work: Path
    home: Path
    pristine: Path
    commands: list[tuple[list[str], Any]]  # each verb's path and its Click command
    games: dict[str, GameInfo]
    all_export: bytes
    unfinished: list[int]
    game_ids: list[int]
    http: HttpDoor | None = None  # the web's server, when its door is fuzzed


def commands() -> list[tuple[list[str], Any]]:
    found: list[tuple[list[str], Any]] = []

    def walk(command: Any, path: list[str]) -> None:
        subs = getattr(command, "commands", None)
        if subs:
            for name, sub in subs.items():
                walk(sub, [*path, name])
        elif path and path[0] != "serve":  # a web server waits for requests: not a door here
            found.append((path, command))

    walk(typer.main.get_command(app), [])
    return found


def option_values(game: Game[Any]) -> dict[str, list[str]]:
    schema = game.meta.options.model_json_schema()
    values: dict[str, list[str]] = {}
    for name, spec in schema.get("properties", {}).items():
        allowed = [str(v) for v in spec.get("enum", [])]
        if spec.get("type") == "integer":
            low, high = spec.get("minimum", 0), spec.get("maximum", 10)
            allowed = [str(v) for v in (low, high, low - 1, high + 1)]
        values[name] = allowed or ["x"]
    return values


# ---- running one input -------------------------------------------------------------------

class Budget(BaseException):
    """An input ran past its work budget: a hang. A BaseException, so no ``except Exception``
    in the app swallows it."""


@dataclass
class Watch:
    """What the app is waiting for (the last ``Driver.awaiting`` answered) and the work done."""

    game: Game[Any] | None = None
    now: Any = None
    turns: int = 0
    turn_limit: int = 200_000


WATCH = Watch()


class Answers(io.RawIOBase):
    """Standard input made line by line when the app reads it; reads after its end are counted
    so that an app asking again and again after the end of input is caught as a hang."""

    def __init__(self, source: Callable[[], bytes | None]) -> None:
        super().__init__()
        self.source = source
        self.pending = b""
        self.eofs = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        if not self.pending:
            line = self.source()
            if line is None:
                self.eofs += 1
                if self.eofs > ANSWERS_AFTER_EOF:
                    raise Budget("asks again and again after the end of input",
                                 f"{self.eofs} reads")
                return 0
            self.pending = line
        count = min(len(buffer), len(self.pending))
        buffer[:count] = self.pending[:count]
        self.pending = self.pending[count:]
        return count


class Guide:
    """Answers chosen when a prompt asks: mostly what the screen offers (a legal action, or a
    card or die that may come), else game words, host commands, tallies and hostile text."""

    def __init__(self, rng: random.Random, ctx: Context, game_id: str | None, limit: int,
                 tally: bool = False) -> None:
        self.rng, self.ctx, self.game_id, self.limit, self.tally = rng, ctx, game_id, limit, tally
        self.lines: list[bytes] = []
        self.raw = rng.random() < 0.05  # a few inputs carry bytes that are no UTF-8

    def __call__(self) -> bytes | None:
        if len(self.lines) >= self.limit:
            return None
        if self.rng.random() < 0.01:
            raise KeyboardInterrupt  # Ctrl-C at a prompt
        text = self.pick().replace("\n", " ") + "\n"
        line = encode(text, self.rng) if self.raw else text.encode("utf-8", "replace")
        self.lines.append(line)
        return line

    def pick(self) -> str:
        rng, roll = self.rng, self.rng.random()
        info = self.ctx.games.get(self.game_id or "")
        if self.tally and info is not None and roll < 0.6:
            return tally_entry(rng, info.game.meta.id)
        now, game = WATCH.now, WATCH.game
        if roll < 0.6 and game is not None and not self.tally:
            if isinstance(now, Decision) and now.actions:
                return game.notation(rng.choice(now.actions))
            if isinstance(now, Chance) and now.outcomes:
                return reveal(rng, game, now)
        if roll < 0.7 and info is not None:
            return rng.choice(info.lines)
        if roll < 0.82:
            command = rng.choice(COMMANDS)
            if command == "fix" and info is not None:
                return f"fix {rng.randint(1, 30)} {rng.choice(info.lines)}"
            return command
        if roll < 0.84:
            return rng.choice(("quit", "save", "q", "beenden"))
        return hostile_text(rng, info.lines if info else [])


def reveal(rng: random.Random, game: Game[Any], chance: Chance) -> str:
    outcomes = list(chance.outcomes)
    values = (rng.sample(outcomes, min(chance.count, len(outcomes))) if chance.distinct
              else [rng.choice(outcomes) for _ in range(chance.count)])
    if rng.random() < 0.1:
        values = values[:-1] or [*values, *values]  # one too few, or too many
    return game.notation(Event("chance", chance.kind, {"values": values}))


def encode(text: str, rng: random.Random) -> bytes:
    """UTF-8, with lone surrogates as the bytes a broken terminal would send."""
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.01:
        data = b"\xff\xfe" + data  # not UTF-8 at all
    return data


def hostile_text(rng: random.Random, words: list[str]) -> str:
    text = rng.choice(HOSTILE)
    roll = rng.random()
    if words and roll < 0.3:  # a real line with one word made hostile
        parts = rng.choice(words).split()
        parts[rng.randrange(len(parts))] = text
        return " ".join(parts)
    if roll < 0.4:
        return text * rng.choice((2, 3, 50))
    if roll < 0.5:
        return "".join(chr(rng.randrange(0, 0x3000)) for _ in range(rng.randint(1, 20)))
    return text


def tally_entry(rng: random.Random, game_id: str) -> str:
    name = rng.choice(("Ana", "Bo", "Cy", "Dee", "ana")) if rng.random() < 0.8 else \
        hostile_text(rng, [])
    if game_id == "dungeon-dice":
        items = []
        for _ in range(rng.randint(0, 6)):
            roll = rng.random()
            if roll < 0.3:
                items.append(rng.choice(("xp=", "ep=", "erfahrung=", "", "")) + rng.choice(
                    ("0", "12", "14", "35", "-3", "2", "99999999999999999999", "1e3", "")))
            elif roll < 0.8:
                items.append(rng.choice(DD_TOKENS))
            elif roll < 0.9:
                items.append(f"{rng.choice(INTS)} {rng.choice(DD_TOKENS)}")
            else:
                items.append(hostile_text(rng, []))
        return f"{name}: {' '.join(items)}" if rng.random() < 0.95 else " ".join(items)
    if game_id == "halunken":
        cards = [rng.choice(HS_CARDS) if rng.random() < 0.85 else rng.choice(
            ("y-3", "r99", "y0", "Y12", "gelb 3", "p", "15", "x1", hostile_text(rng, [])))
            for _ in range(rng.randint(0, 8))]
        return f"{name}: {' '.join(cards)}" if rng.random() < 0.95 else " ".join(cards)
    return rng.choice(("won", "lost", "0", "20", "-13", "-14", "-999999", "10", "none", "KS",
                       "2H", hostile_text(rng, [])))


@dataclass
class Outcome:
    problems: list[tuple[str, str, str]]  # (kind, site, what happened)


def invoke(argv: list[str], stdin: io.RawIOBase | bytes,
           env: dict[str, str] | None = None) -> Result:
    data: Any = io.BufferedReader(stdin) if isinstance(stdin, io.RawIOBase) else stdin
    return CliRunner().invoke(app, argv, input=data, env=env)


def stream_input(original: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    """Typer's runner takes text or bytes for standard input; a stream is taken as it is."""
    def make(given: Any, charset: str) -> Any:
        return given if hasattr(given, "read") else original(given, charset)

    return make


def traceback_site(tb: TracebackType | None, exc: BaseException) -> str:
    frames = traceback.extract_tb(tb)
    own = [f for f in frames if f.filename.startswith(str(ROOT)) and "/scripts/" not in
           f.filename]
    frame = own[-1] if own else (frames[-1] if frames else None)
    where = (f"{Path(frame.filename).resolve().relative_to(ROOT) if own else frame.filename}"
             f":{frame.lineno} in {frame.name}") if frame else "?"
    return f"{type(exc).__name__} at {where}"


# C0 and C1 controls and bidi overrides: raw on a terminal they wipe, move or reorder the screen.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def judge(result: Result, verb: str) -> list[tuple[str, str, str]]:
    """What is wrong with one run of the app: the contract of issue #13."""
    problems = []
    exc = result.exception
    if exc is not None and not isinstance(exc, SystemExit):
        tb = result.exc_info[2] if result.exc_info else None
        problems.append(("traceback", traceback_site(tb, exc), short(f"{exc!r}", 300)))
        return problems
    if result.exit_code not in (0, 1, 2):
        problems.append(("wrong exit code", f"{verb}: exit {result.exit_code}",
                         short(result.stderr.strip(), 300)))
    errors = [line for line in result.stderr.split("\n") if line.strip()]
    if result.exit_code != 0 and len(errors) > 1:
        problems.append(("error of several lines", f"{verb}: {len(errors)} lines",
                         short(" | ".join(errors[:4]), 300)))
    if "Traceback (most recent call last)" in result.output:
        problems.append(("traceback printed", verb, short(result.output, 300)))
    found = CONTROL.search(result.output)
    if found:
        problems.append(("raw control character on screen", f"{verb}: {found.group()!r}",
                         short(repr(result.output[max(0, found.start() - 40):found.end() + 40]),
                               200)))
    return problems


def games_listed(data: Any) -> list[dict[str, Any]]:
    """``history --json``'s games: a list, or under "games" with its schema's version."""
    games = data.get("games") if isinstance(data, dict) else data
    if not isinstance(games, list):
        raise TypeError("no list of games")
    return games


def verb_of(argv: list[str]) -> str:
    words = [a for a in argv[:3] if a and not a.startswith("-")]
    return " ".join(words[:2]) or "tabletop"


@contextmanager
def watchdog(seconds: float) -> Iterator[None]:
    """The last resort against a loop that neither turns the game nor reads a prompt."""
    def ring(_signum: int, _frame: FrameType | None) -> None:
        raise Budget("still running at the watchdog", f"{seconds:.0f} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def fresh(ctx: Context, case: Case) -> None:
    shutil.rmtree(ctx.home, ignore_errors=True)
    shutil.copytree(ctx.pristine, ctx.home, symlinks=True)
    shutil.rmtree(ctx.work, ignore_errors=True)
    ctx.work.mkdir()
    os.chdir(ctx.work)
    for name, data in case.files.items():
        path = ctx.work / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    if case.door == "options":  # export/import/replay may be pointed at these
        (ctx.work / "adir").mkdir(exist_ok=True)
        (ctx.work / "existing.json").write_text("keep me\n", encoding="utf-8")
        (ctx.work / "store-link").symlink_to(ctx.home / "tabletop.db")
        (ctx.work / "loop-link").symlink_to(ctx.work / "loop-link")


def run_case(ctx: Context, case: Case, watchdog_seconds: float) -> list[tuple[str, str, str]]:
    fresh(ctx, case)
    verb = verb_of(case.argv)
    WATCH.turns, WATCH.now, WATCH.game = 0, None, None
    stdin = Answers(case.guide) if case.guide is not None else b"".join(case.lines)
    try:
        with watchdog(watchdog_seconds):
            result = invoke(case.argv, stdin, case.env)
    except Budget as exc:
        return [("hang", f"{verb}: {exc.args[0]}", exc.args[1] if len(exc.args) > 1 else "")]
    except KeyboardInterrupt:  # Ctrl-C at a prompt that escaped the app
        return [("traceback", f"KeyboardInterrupt escaped from {verb}", "")]
    finally:
        if case.guide is not None:
            case.lines = list(case.guide.lines)
    problems = judge(result, verb)
    altered = [name for name in case.shown if name not in result.stdout]
    if result.exit_code == 0 and altered:
        problems.append(("name not shown as typed", f"{verb}: {altered[0]!r}",
                         short(result.stdout.strip(), 200)))
    if case.expect_refusal and result.exit_code == 0:
        problems.append(("accepted what must be refused", f"{verb}: {case.expect_refusal}",
                         short(result.output.strip(), 200)))
    return problems + store_problems(ctx, case)


def store_problems(ctx: Context, case: Case) -> list[tuple[str, str, str]]:
    """The store is still read by ``history``, ``stats`` and ``show`` and kept its games."""
    os.chdir(ctx.work)
    problems: list[tuple[str, str, str]] = []

    def check(argv: list[str]) -> Result | None:
        try:
            with watchdog(60):
                result = invoke(argv, b"")
        except Budget as exc:
            problems.append(("store unreadable afterwards", f"{argv[0]}: {exc.args[0]}", ""))
            return None
        error = result.exception
        crashed = error is not None and not isinstance(error, SystemExit)
        if result.exit_code != 0 or crashed:
            site = (traceback_site(result.exc_info[2] if result.exc_info else None, error)
                    if crashed and error is not None else f"exit {result.exit_code}")
            problems.append(("store unreadable afterwards", f"{argv[0]}: {site}",
                             short((result.stderr or repr(error)).strip(), 300)))
            return None
        return result

    listed = check(["history", "--json", "--limit", "1000"])
    check(["stats"])
    if listed is None:
        return problems
    try:
        rows = games_listed(json.loads(listed.stdout))
        ids = [int(row["id"]) for row in rows]
    except (ValueError, KeyError, TypeError) as exc:
        return [*problems, ("store unreadable afterwards", "history --json: not a list of games",
                            str(exc))]
    lost = set(ctx.game_ids) - set(ids)
    if lost:
        problems.append(("games lost", verb_of(case.argv), f"ids {sorted(lost)[:10]} gone"))
    for new in sorted(set(ids) - set(ctx.game_ids))[:3]:
        check(["show", str(new)])
    return problems


def run_process(ctx: Context, case: Case, timeout: float,
                cp1252: bool) -> list[tuple[str, str, str]]:
    """The same input given to a real ``python -m tabletop``."""
    fresh(ctx, case)
    env = {**os.environ, **case.env, "PYTHONIOENCODING": "cp1252" if cp1252 else "utf-8"}
    verb = verb_of(case.argv) + (" (cp1252)" if cp1252 else "")
    for attempt in (1, 2):  # a second try tells a hang from a machine busy for a while
        try:
            done = subprocess.run([sys.executable, "-m", "tabletop", *case.argv],
                                  input=b"".join(case.lines), capture_output=True, env=env,
                                  timeout=timeout, cwd=ctx.work, check=False)
            break
        except subprocess.TimeoutExpired:
            if attempt == 2:
                return [("hang", f"{verb}: no end after {timeout:.0f} s, twice (process)", "")]
            fresh(ctx, case)
    err = done.stderr.decode("utf-8", "replace")
    if "Traceback (most recent call last)" in err:
        where = [m for m in re.findall(r'File "([^"]+)", line (\d+), in (\S+)', err)
                 if m[0].startswith(str(ROOT))]
        raised = [line for line in err.splitlines()
                  if re.match(r"^[A-Za-z_.]+(Error|Exception|Interrupt|Exit)\b", line)]
        last = raised[-1] if raised else err.strip().splitlines()[-1]
        site = (f"{Path(where[-1][0]).relative_to(ROOT)}:{where[-1][1]} in {where[-1][2]}"
                if where else "?")
        return [("traceback", f"{last.split(':')[0]} at {site} (process)", short(last, 300))]
    problems = []
    if done.returncode not in (0, 1, 2):
        problems.append(("wrong exit code", f"{verb}: exit {done.returncode} (process)",
                         short(err.strip(), 300)))
    errors = [line for line in err.split("\n") if line.strip()]
    if done.returncode != 0 and len(errors) > 1:
        problems.append(("error of several lines", f"{verb}: {len(errors)} lines (process)",
                         short(" | ".join(errors[:4]), 300)))
    return problems


def real_arg(arg: str) -> str:
    """What a shell can pass: no NUL; undecodable bytes arrive as surrogates U+DC80-U+DCFF."""
    return "".join("" if c == "\x00" else "\udcff" if "\ud800" <= c <= "\udfff" and not
                   "\udc80" <= c <= "\udcff" else c for c in arg)


def passable(case: Case) -> bool:
    """A process's arguments can hold neither NUL nor lone surrogates."""
    try:
        for arg in case.argv:
            if "\x00" in arg:
                return False
            os.fsencode(arg)
    except UnicodeError:
        return False
    return True


# ---- the doors ---------------------------------------------------------------------------

def pick_game(rng: random.Random, ctx: Context) -> GameInfo:
    return ctx.games[rng.choice(sorted(ctx.games))]


def names(rng: random.Random, count: int) -> list[str]:
    plain = ["Ana", "Bo", "Cy", "Dee", "Eve"]
    return [rng.choice(plain) if rng.random() < 0.7 else hostile_text(rng, plain)
            for _ in range(count)]


def option_pairs(rng: random.Random, info: GameInfo) -> list[str]:
    pairs = []
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        roll = rng.random()
        if roll < 0.6 and info.options:
            key = rng.choice(sorted(info.options))
            pairs.append(f"{key}={rng.choice(info.options[key])}")
        elif roll < 0.8 and info.options:
            pairs.append(f"{rng.choice(sorted(info.options))}={rng.choice(HOSTILE + INTS)}")
        else:
            pairs.append(rng.choice(("nope=1", "=", "x", "a=b=c", "games=2", "games=99",
                                     hostile_text(rng, []))))
    return [arg for pair in pairs for arg in ("--option", pair)]


def value_for(rng: random.Random, ctx: Context, name: str, game: GameInfo | None) -> list[str]:
    """A value (or values) for the parameter ``name``: mostly sensible, often hostile."""
    hostile = rng.random() < 0.35
    if name in ("seed", "resume", "game_id", "limit"):
        return [rng.choice(INTS) if hostile else str(rng.choice((1, 2, 3, 5, 7, 11)))]
    if name in ("games", "players"):
        return [rng.choice(INTS) if hostile else str(rng.choice((1, 2, 3)))]
    if name == "jobs":
        return [rng.choice(INTS) if hostile and rng.random() < 0.5 else "1"]
    if name == "seconds":
        return [rng.choice(TIMES)]
    if name == "lang":
        return [rng.choice(LANGS)]
    if name in ("game",):
        return [rng.choice([*ctx.games, "chess", "", "Scoundrel", hostile_text(rng, [])])]
    if name == "deck":
        return [deck(rng)]
    if name in ("player", "person", "bot", "strategy"):
        if name == "strategy" and game is not None and game.strategies and not hostile:
            return [rng.choice(game.strategies)]
        return names(rng, 1)
    if name == "file":
        return [rng.choice(("transcript.txt", "record.json", "all.json", "-", "missing.txt",
                            "adir", "store-link", "loop-link", "/dev/null", "existing.json",
                            "", hostile_text(rng, [])))]
    if name == "args":
        ident = rng.choice([*map(str, ctx.game_ids), *INTS[:8]]) if hostile else str(
            rng.choice(ctx.game_ids))
        path = rng.choice(("out.json", "existing.json", "store-link", str(ctx.home / "tabletop.db"),
                           str(ctx.home / "tabletop.db-wal"), "adir", "-", "/dev/full",
                           "/dev/null", "sub/x.json", "", "loop-link", hostile_text(rng, [])))
        return rng.choice(([ident, path], [ident], [path], [ident, path, path]))
    if name == "result":
        return [rng.choice(("won", "lost", "abandoned", "WON", "gewonnen", hostile_text(rng, [])))]
    if name in ("health", "monsters"):
        return [rng.choice(("20", "0", "-13", "-14", "-999999", "5")) if not hostile
                else rng.choice(INTS)]
    if name == "last":
        return [rng.choice(("none", "KS", "10H", "2C", "AH", "ZZ", hostile_text(rng, [])))]
    if name == "port":
        return ["0"]
    return [rng.choice(INTS + HOSTILE)]


def deck(rng: random.Random) -> str:
    cards = [f"{r}{s}" for s in "CS" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10",
                                               "J", "Q", "K", "A")]
    cards += [f"{r}{s}" for s in "DH" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10")]
    rng.shuffle(cards)
    roll = rng.random()
    if roll < 0.2:
        cards = cards[:rng.randrange(len(cards))]
    elif roll < 0.35:
        cards[rng.randrange(len(cards))] = cards[0]
    elif roll < 0.45:
        cards[rng.randrange(len(cards))] = rng.choice(("KH", "ZZ", "1C", hostile_text(rng, [])))
    return rng.choice((" ", ",", ", ")).join(cards)


def options_case(rng: random.Random, ctx: Context) -> Case:
    """Command-line options and arguments of every verb."""
    path, command = rng.choice(ctx.commands)
    game = ctx.games.get(path[0])
    argv = list(path)
    for param in command.params:
        name = param.name or ""
        if name == "jobs" and "simulate" in path and rng.random() < 0.85:
            argv += ["--jobs", "1"]
            continue
        if name == "games" and rng.random() < 0.8:  # never the 100 (or 3) games of the default
            argv += ["--games", rng.choice(("1", "2", "0", "-1", "9223372036854775808"))]
            continue
        if name == "seconds" and rng.random() < 0.5:
            argv += ["--time", "0.02"]
            continue
        if rng.random() < 0.5:
            continue
        opts = [o for o in getattr(param, "opts", []) if o.startswith("-")]
        is_option = getattr(param, "param_type_name", "") == "option"
        if is_option and getattr(param, "is_flag", False):
            argv.append(rng.choice(opts))
        elif name == "option" and game is not None:
            argv += option_pairs(rng, game)
        elif is_option:
            for _ in range(2 if getattr(param, "multiple", False) and rng.random() < 0.3 else 1):
                value = value_for(rng, ctx, name, game)
                flag = rng.choice(opts)
                argv += [f"{flag}={value[0]}"] if rng.random() < 0.1 else [flag, value[0]]
        else:
            argv += value_for(rng, ctx, name, game)
    if rng.random() < 0.15:
        argv.insert(rng.randrange(len(argv) + 1), rng.choice(
            ("--lang", "--bogus", "--", "-p", "--json", "--help", "extra", "--lang=de")))
    if rng.random() < 0.1:
        argv = [*argv, "--lang", rng.choice(LANGS)]
    if rng.random() < 0.03 and {"hint", "solve"} & set(path):
        argv += ["--time", rng.choice(SLOW_TIMES)]
        return Case("options", argv, files=sample_files(rng, ctx, game), process_only=True)
    if "--help" in argv or "-h" in argv:
        pass  # help is fine, and cheap
    lines = [b"quit\n"] if rng.random() < 0.7 else [encode(hostile_text(rng, []) + "\n", rng)]
    return Case("options", argv, files=sample_files(rng, ctx, game), lines=lines)


def sample_files(rng: random.Random, ctx: Context, game: GameInfo | None) -> dict[str, bytes]:
    info = game or pick_game(rng, ctx)
    return {"transcript.txt": "\n".join(rng.choice(info.transcripts)[0]).encode(),
            "record.json": rng.choice(info.exports), "all.json": ctx.all_export}


def players_case(rng: random.Random, ctx: Context) -> Case:
    """``--player`` / ``--bot`` in every format, tallies included."""
    info = pick_game(rng, ctx)
    gid = info.game.meta.id
    verb = rng.choice(("play", "table", "score", "score", "score", "simulate", "replay",
                       "match" if info.game.meta.max_players > 1 else "challenge"))
    argv = [gid, verb]
    if verb == "score" and gid != "scoundrel":
        for _ in range(rng.choice((0, 1, 1, 2, 2, 3, 4, 5))):
            entry = tally_entry(rng, gid)
            argv += ["--player", entry] if rng.random() < 0.9 else [f"--player={entry}"]
        argv += ["--json"] if rng.random() < 0.5 else []
        return Case("players", argv, guide=Guide(rng, ctx, gid, rng.randint(0, 6), tally=True))
    if verb == "score":
        for name in ("--result", "--health", "--last", "--monsters"):
            if rng.random() < 0.7:
                argv += [name, value_for(rng, ctx, name[2:], info)[0]]
        return Case("players", argv, guide=Guide(rng, ctx, gid, rng.randint(0, 6), tally=True))
    if verb == "simulate":
        for _ in range(rng.choice((0, 1, 2, 3))):
            argv += ["--bot", rng.choice(info.strategies) if rng.random() < 0.6
                     else hostile_text(rng, info.strategies)]
        return Case("players", [*argv, "--games", "1", "--jobs", "1"])
    if verb == "replay":
        argv += ["transcript.txt", *[a for n in names(rng, rng.randint(0, 5))
                                     for a in ("-p", n)]]
        return Case("players", argv, files=sample_files(rng, ctx, info))
    people = rng.choice((0, 1, 1, 2, 3, 4, 5))
    bots = rng.choice((0, 0, 1, 2, 3))
    for name in names(rng, people):
        argv += [rng.choice(("--player", "-p")), name]
    for name in names(rng, bots):
        spec = name if rng.random() < 0.6 else f"{name}={rng.choice([*info.strategies, 'x', ''])}"
        argv += ["--bot", spec]
    if verb in ("play", "match", "challenge") and rng.random() < 0.8:
        argv += ["--seed", str(rng.randint(0, 50))]
    if verb == "match":
        argv += ["--games", "1"]
    # Markup-like names short enough never to be folded on the screen: shown as typed.
    shown = [name for flag, name in itertools.pairwise(argv)
             if flag in ("-p", "--player") and MARKUP.fullmatch(name)]
    return Case("players", argv, guide=Guide(rng, ctx, gid, rng.randint(0, 25)), shown=shown)


def mutate_transcript(rng: random.Random, lines: list[str], words: list[str]) -> list[str]:
    lines = list(lines)
    for _ in range(rng.choice((1, 1, 2, 3))):
        roll = rng.random()
        at = rng.randrange(len(lines) + 1)
        if roll < 0.25:
            lines = lines[:at]  # a game cut short: a position for hint
        elif roll < 0.35 and lines:
            del lines[min(at, len(lines) - 1)]
        elif roll < 0.45 and lines:
            lines.insert(at, lines[min(at, len(lines) - 1)])
        elif roll < 0.55:
            lines.insert(at, rng.choice(words))
        elif roll < 0.7 and lines:
            i = min(at, len(lines) - 1)
            lines[i] = hostile_text(rng, [lines[i]])
        elif roll < 0.8:
            lines.insert(rng.choice((0, at)), rng.choice((
                "options '", 'options "a b"', "options", "options x=y", "options =",
                "options games=2", "OPTIONS heroes=deal", "options variant=intro",
                "options weapon_rule=lower_or_equal", "options death_penalty=dungeon_and_room")))
        elif roll < 0.85:
            lines.insert(at, rng.choice(("# a comment", "", "   ", "\t#", "#" * 3)))
        elif roll < 0.9:
            lines.insert(at, rng.choice(("x" * 100_000, "\x1b[2J" * 3, "[/]" * 5)))
        else:
            lines = [line.upper() if rng.random() < 0.5 else line for line in lines]
    return lines


def transcripts_case(rng: random.Random, ctx: Context) -> Case:
    """Transcripts (and records) given to ``replay`` and ``hint``."""
    info = pick_game(rng, ctx)
    gid = info.game.meta.id
    every = [line for other in ctx.games.values() for line in other.lines[:50]]
    played, seats = rng.choice(info.transcripts)
    text = "\n".join(mutate_transcript(rng, played, info.lines + every))
    roll = rng.random()
    data = text.encode("utf-8", "surrogatepass")
    if roll < 0.05:
        data = b"\xef\xbb\xbf" + data
    elif roll < 0.1:
        data = data.replace(b"\n", b"\r\n")
    elif roll < 0.13:
        data = data[:rng.randrange(len(data) + 1)] + b"\xff\xc3"
    elif roll < 0.16:
        data = rng.choice(info.exports if rng.random() < 0.5 else
                          [e for o in ctx.games.values() for e in o.exports])
    elif roll < 0.18:
        data = bytes(rng.randrange(256) for _ in range(rng.randint(0, 200)))
    verb = "hint" if rng.random() < 0.4 and "hint" in {p[1] for p, _ in ctx.commands
                                                       if p[0] == gid} else "replay"
    argv = [gid, verb]
    name = "game.txt"
    if rng.random() < 0.1:
        argv.append("-")
        lines = [data]
    else:
        argv.append(name)
        lines = []
    if rng.random() < 0.4:
        argv.append("--json")
    people = names(rng, rng.randint(1, 4)) if rng.random() < 0.2 else [
        f"P{seat + 1}" for seat in range(seats)]
    for person in people:
        argv += ["-p", person]
    if verb == "hint":
        argv += ["--time", rng.choice(("0.02", "0.02", "0.05", "0"))]
    return Case("transcripts", argv, files={name: data}, lines=lines)


DEEP = "\u2063deep\u2063"  # stands for a value replaced by 3,000 nested brackets in the text


def mutate_json(rng: random.Random, value: Any) -> tuple[Any, str | None]:
    """One random edit somewhere in an exported record; the reason to refuse it if it must
    be refused."""
    paths: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key in list(node):
                paths.append((node, key))
                walk(node[key])
        elif isinstance(node, list):
            for index in range(len(node)):
                paths.append((node, index))
                walk(node[index])

    walk(value)
    if not paths:
        return value, None
    parent, key = rng.choice(paths)
    roll = rng.random()
    refusal = None
    if roll < 0.45:
        parent[key] = rng.choice((
            2**63, 2**64, -(2**63) - 1, 10**400, -1, 0, 1.5, float("nan"), float("inf"), True,
            None, "", "\ud800", "x" * 200_000, [], {}, [1, 2], {"a": 1},
            "9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00", "not a date",
            "2026-13-45", "[/]", "\x1b[2J", DEEP,
            "chance", "Ana", 7, "scoundrel", "halunken", "dungeon-dice")) if rng.random() < 0.85 \
            else hostile_text(rng, [])
    elif roll < 0.55 and isinstance(parent, dict):
        del parent[key]
    elif roll < 0.6 and isinstance(parent, list):
        parent.extend([parent[key]] * rng.choice((1, 2, 500)))
    elif roll < 0.65 and isinstance(parent, list):
        del parent[key:]
    elif roll < 0.7 and isinstance(parent, dict):
        parent[rng.choice(("extra", "uid", "seed", "zz"))] = rng.choice((1, "x", None))
    elif roll < 0.8 and isinstance(value, dict) and isinstance(value.get("seed"), int):
        value["seed"] = value["seed"] + rng.randint(1, 1000)  # a deal relabelled
        if isinstance(value.get("challenge"), str) and ":" in value["challenge"]:
            value["challenge"] = f"{value['seed']}:" + value["challenge"].split(":", 1)[1]
        events = value.get("events")
        if isinstance(events, list) and any(
                isinstance(e, dict) and e.get("actor") == "chance" for e in events):
            refusal = "a record whose seed does not deal its cards"
    else:
        parent[key] = rng.choice((True, False, None, 0, "x"))
    return value, refusal


def imports_case(rng: random.Random, ctx: Context) -> Case:
    """Import files: mutations of a valid export."""
    base = ctx.all_export if rng.random() < 0.2 else rng.choice(
        [e for info in ctx.games.values() for e in info.exports])
    raw = json.loads(base)
    refusal = None
    for record in raw.get("records", [raw]):
        record["uid"] = f"{rng.getrandbits(128):032x}"  # a game this store has not seen
    for _ in range(rng.choice((1, 1, 2, 3))):
        raw, why = mutate_json(rng, raw)
        refusal = refusal or why
    text = json.dumps(raw, ensure_ascii=rng.random() < 0.5 or "\ud800" in repr(raw),
                      indent=rng.choice((None, 2)))
    text = text.replace(json.dumps(DEEP, ensure_ascii=False), "[" * 3000 + "]" * 3000)
    text = text.replace(json.dumps(DEEP), "[" * 3000 + "]" * 3000)
    data = text.encode("utf-8", "surrogatepass")
    roll = rng.random()
    if roll < 0.05:
        data = data[:rng.randrange(len(data) + 1)]
    elif roll < 0.08:
        at = rng.randrange(len(data))
        data = data[:at] + bytes([rng.randrange(256)]) + data[at + 1:]
    elif roll < 0.1:
        data = b"\xef\xbb\xbf" + data
    elif roll < 0.12:
        data = data.replace(b'"game"', b'"game": "x", "game"', 1)  # a key twice
    if rng.random() < 0.1:
        return Case("imports", ["import", "-"], lines=[data], expect_refusal=refusal)
    return Case("imports", ["import", "games.json"], files={"games.json": data},
                expect_refusal=refusal)


def prompts_case(rng: random.Random, ctx: Context) -> Case:
    """Answers at every prompt: play, table, score, resume, challenge, match."""
    info = pick_game(rng, ctx)
    gid = info.game.meta.id
    meta = info.game.meta
    roll = rng.random()
    limit = rng.choice((5, 20, 60, 150))
    people = [f"P{i + 1}" for i in range(rng.randint(meta.min_players, meta.max_players))]
    seats = [a for name in people for a in ("-p", name)]
    if rng.random() < 0.3 and len(people) > 1:
        seats = seats[:2] + [a for name in people[1:] for a in ("--bot", name)]
    if roll < 0.3:
        return Case("prompts", [gid, "play", "--seed", str(rng.randint(0, 99)), *seats],
                    guide=Guide(rng, ctx, gid, limit))
    if roll < 0.55:
        return Case("prompts", [gid, "table", *seats], guide=Guide(rng, ctx, gid, limit))
    if roll < 0.7:
        return Case("prompts", [gid, "score"], guide=Guide(rng, ctx, gid, rng.randint(1, 10),
                                                           tally=True))
    if roll < 0.85:
        argv = ["resume"] + ([str(rng.choice(ctx.unfinished))] if rng.random() < 0.7 else [])
        return Case("prompts", argv, guide=Guide(rng, ctx, None, limit))
    if meta.max_players == 1:
        argv = [gid, "challenge", "--seed", str(rng.randint(0, 9)),
                *[a for n in people[:1] + ["Bo"] * rng.randint(0, 1) for a in ("-p", n)]]
        return Case("prompts", argv, guide=Guide(rng, ctx, gid, limit))
    return Case("prompts", [gid, "match", "--games", "2", "--seed", str(rng.randint(0, 9)),
                            *seats], guide=Guide(rng, ctx, gid, limit))


MAKERS: dict[str, Callable[[random.Random, Context], Case]] = {
    "options": options_case, "players": players_case, "transcripts": transcripts_case,
    "imports": imports_case, "prompts": prompts_case}


# ---- the store every input starts from ---------------------------------------------------

def setup(base: Path) -> Context:
    work, home, pristine = base / "work", base / "home", base / "pristine"
    work.mkdir()
    os.chdir(work)
    os.environ["TABLETOP_HOME"] = str(home)
    found = {game.meta.id: GameInfo(game, option_values(game),
                                    list(getattr(game, "strategies", dict)()), [], [], [])
             for game in registry.games().values()}

    def cli(*argv: str, stdin: str = "") -> Result:
        result = CliRunner().invoke(app, list(argv), input=stdin)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise SystemExit(f"setup failed: tabletop {' '.join(argv)}: {result.exception!r}")
        return result

    for gid, info in found.items():
        seats = max(info.game.meta.min_players, 2 if info.game.meta.max_players > 1 else 1)
        for seed in (1, 2):
            bots = [a for i in range(seats + (seed == 2 and info.game.meta.max_players > 2))
                    for a in ("--bot", f"B{i + 1}")]
            cli(gid, "play", "--seed", str(seed), *bots)
        cli(gid, "play", "--seed", "5", *[a for i in range(seats) for a in ("-p", f"P{i}")],
            stdin="help\nquit\n")
        cli(gid, "table", *[a for i in range(seats) for a in ("-p", f"T{i}")], stdin="quit\n")
    listed = games_listed(json.loads(cli("history", "--json", "--limit", "1000").stdout))
    for row in listed:
        cli("export", str(row["id"]), f"{row['id']}.json")
        data = (work / f"{row['id']}.json").read_bytes()
        info = found[row["game"]]
        info.exports.append(data)
        record = Record.model_validate_json(data)
        lines = [info.game.notation(e) for e in record.event_list()]
        options = " ".join(f"{k}={v}" for k, v in record.options.items())
        if lines:
            info.transcripts.append(([f"options {options}", *lines] if options else lines,
                                     len(record.players)))
            info.lines.extend(dict.fromkeys(lines))
    cli("export", "--all", "all.json")
    all_export = (work / "all.json").read_bytes()
    shutil.copytree(home, pristine, symlinks=True)
    return Context(work, home, pristine, commands(), found, all_export,
                   [int(r["id"]) for r in listed if r["status"] == "playing"],
                   [int(r["id"]) for r in listed])


def instrument(turn_limit: int) -> None:
    """Count the work an input does and remember what the app waits for."""
    WATCH.turn_limit = turn_limit
    for game in registry.games().values():
        original = game.turn  # bound, or a static function: called as the app calls it

        def turn(state: Any, event: Any, _original: Any = original) -> Any:
            WATCH.turns += 1
            if WATCH.turns > WATCH.turn_limit:
                raise Budget("past the budget of game turns", f"{WATCH.turn_limit} turns")
            return _original(state, event)

        setattr(game, "turn", turn)  # noqa: B010 (a method: mypy would refuse the assignment)

    awaiting = Driver.awaiting

    def watched(self: Driver) -> Any:
        now = awaiting(self)
        WATCH.game, WATCH.now = self.game, now
        return now

    Driver.awaiting = watched  # type: ignore[method-assign]
    # Searches told to take their time by default: an input need not wait for them.
    deal_bests.EFFORT = 0.0005  # a deal's best: a blink, worked out where it is asked
    deal_bests.BACKGROUND = False
    setattr(advisors, "HINT_SECONDS", 0.02)  # noqa: B010
    typer.testing.make_input_stream = stream_input(  # type: ignore[assignment]
        typer.testing.make_input_stream)
    # Typer builds the Click command anew for every call (a tenth of a second): build it once.
    command = typer.main.get_command(app)
    if hasattr(typer.testing, "_get_command"):
        setattr(typer.testing, "_get_command", lambda _app: command)  # noqa: B010
    seeds = random.Random(0)  # a game started without --seed still deals the same each run
    import tabletop.cli.together as together_module
    import tabletop.cli.verbs as verbs_module
    for module in (verbs_module, together_module):
        module.new_seed = lambda: seeds.randrange(1_000_000)  # type: ignore[attr-defined]


# ---- the run -----------------------------------------------------------------------------

@dataclass
class Finding:
    kind: str
    site: str
    count: int
    what: str
    case: Case


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--inputs", type=int, default=2000, help="inputs to try")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--doors", default=",".join(DOORS),
                        help=f"comma-separated, of: {', '.join(DOORS)}")
    parser.add_argument("--sample", type=int, default=50,
                        help="also run every K-th input as a real process (0: never)")
    parser.add_argument("--turns", type=int, default=200_000,
                        help="work budget: game turns per input")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds a real process may take (and the in-process watchdog)")
    parser.add_argument("--memory", type=int, default=3072, help="address space limit, MB")
    parser.add_argument("--verbose", action="store_true", help="print each finding as found")
    args = parser.parse_args(argv)
    doors = [d.strip() for d in args.doors.split(",") if d.strip()]
    unknown = set(doors) - set(DOORS)
    if unknown or not doors:
        parser.error(f"unknown door(s): {', '.join(sorted(unknown)) or '(none)'}")
    limit = args.memory * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (limit, resource.getrlimit(resource.RLIMIT_AS)[1]))
    for name, value in (("TABLETOP_LANG", "en"), ("NO_COLOR", "1"), ("COLUMNS", "80"),
                        ("LINES", "40"), ("USER", "fuzz"), ("TERM", "dumb")):
        os.environ[name] = value
    findings: dict[tuple[str, str], Finding] = {}
    tried = dict.fromkeys(doors, 0)
    began = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="tabletop-fuzz-") as folder:
        ctx = setup(Path(folder))
        instrument(args.turns)
        if "http" in doors:
            ctx.http = HttpDoor(Path(folder) / "web", ctx.pristine,
                                [line for info in ctx.games.values() for line in info.lines])
        print(f"fuzzing {args.inputs} inputs, seed {args.seed}, doors {', '.join(doors)} "
              f"(setup {time.monotonic() - began:.0f} s)", flush=True)
        signal.signal(signal.SIGINT, stop)
        for index in range(args.inputs):
            try:
                fuzz_one(ctx, args, doors, index, findings, tried)
            except KeyboardInterrupt:
                pass
            except Exception:  # the fuzzer's own bug: say so, and keep what was found
                print(f"  fuzzer error at input {index}:\n{traceback.format_exc()}", flush=True)
                COUNTS["errors"] += 1
            if COUNTS["stop"]:  # Ctrl-C: report what was found so far
                print(f"  interrupted at input {index}", flush=True)
                break
            if (index + 1) % 250 == 0:
                print(f"  {index + 1} inputs, {len(findings)} distinct findings, "
                      f"{time.monotonic() - began:.0f} s", flush=True)
            if ctx.http is not None and ((index + 1) % 500 == 0 or index + 1 == args.inputs):
                file(findings, "http", ctx.http.store_problems(), Case("http", ["(store)"]),
                     args.verbose, index)
        if ctx.http is not None:
            ctx.http.close()
        os.chdir(ROOT)
    report(findings, tried, COUNTS["processes"], COUNTS["skipped"], time.monotonic() - began)
    return 1 if findings or COUNTS["errors"] else 0


COUNTS = {"processes": 0, "skipped": 0, "stop": 0, "errors": 0}


def stop(_signum: int, _frame: FrameType | None) -> None:
    """Ctrl-C ends the run after the input at hand (whose findings are dropped)."""
    COUNTS["stop"] = 1
    raise KeyboardInterrupt


def fuzz_one(ctx: Context, args: argparse.Namespace, doors: list[str], index: int,
             findings: dict[tuple[str, str], Finding], tried: dict[str, int]) -> None:
    """Make input ``index`` (from the seed and the index alone), run it, file what it found."""
    door = doors[index % len(doors)]
    rng = random.Random(f"{args.seed}/{index}")
    if door == "http" and ctx.http is not None:
        WATCH.turns = 0  # the server's games count against this input's budget
        sent, found = ctx.http.run(rng)
        tried[door] += 1
        asked = sent.request
        case = Case("http", [sent.how, asked.method, asked.path],
                    lines=[k.encode() + b": " + v[:200] + b"\n" for k, v in asked.headers]
                    + [asked.body])
        file(findings, door, found, case, args.verbose, index)
        return
    case = MAKERS[door](rng, ctx)
    case.argv = [real_arg(arg) for arg in case.argv]
    if rng.random() < 0.15:  # every door in German too
        case.argv += ["--lang", "de"]
    if rng.random() < 0.15:  # a narrow or a very wide screen
        case.env["COLUMNS"] = rng.choice(("20", "40", "132", "1000"))
    tried[door] += 1
    problems: list[tuple[str, str, str]] = []
    if not case.process_only:
        problems += run_case(ctx, case, args.timeout)
    if case.process_only or (args.sample and index % args.sample == 0):
        if passable(case):
            COUNTS["processes"] += 1
            problems += run_process(ctx, case, args.timeout,
                                    cp1252=COUNTS["processes"] % 2 == 0)
        else:
            COUNTS["skipped"] += 1
    file(findings, door, problems if not COUNTS["stop"] else [], case, args.verbose, index)


# What each door's inputs did, counted once an input: the figures issue #28 asks for per door.
PER_DOOR: dict[str, dict[str, int]] = {}
SERVER_ERRORS = ("server error",)
TRACEBACKS = ("traceback", "traceback printed")
CHANGED_STORES = ("games lost", "store unreadable afterwards", "store changed on refusal")


def file(findings: dict[tuple[str, str], Finding], door: str,
         problems: list[tuple[str, str, str]], case: Case, verbose: bool, index: int) -> None:
    counted = PER_DOOR.setdefault(door, {})
    for kind in {kind for kind, _, _ in problems}:
        counted[kind] = counted.get(kind, 0) + 1
    for kind, site, what in problems:
        old = findings.get((kind, site))
        if old is None:
            findings[(kind, site)] = Finding(kind, site, 1, what, case)
            if verbose:
                print(f"[{index}] {kind}: {site}\n{case.describe(200)}", flush=True)
        else:
            old.count += 1
            if case.size() < old.case.size():
                old.case, old.what = case, what


def report(findings: dict[tuple[str, str], Finding], tried: dict[str, int], processes: int,
           skipped: int, seconds: float) -> None:
    print(f"\ninputs tried: {sum(tried.values())} "
          f"({', '.join(f'{d} {n}' for d, n in tried.items())}); "
          f"{processes} also as a process ({skipped} could not be); {seconds:.0f} s")
    print(f"\n{'door':<12}{'inputs':>8}{'server errors':>15}{'tracebacks':>12}"
          f"{'changed stores':>16}{'other findings':>16}")
    for door, inputs in tried.items():
        counted = PER_DOOR.get(door, {})

        def of(kinds: tuple[str, ...], counted: dict[str, int] = counted) -> int:
            return sum(n for kind, n in counted.items() if kind in kinds)

        other = sum(counted.values()) - of(SERVER_ERRORS + TRACEBACKS + CHANGED_STORES)
        print(f"{door:<12}{inputs:>8}{of(SERVER_ERRORS):>15}{of(TRACEBACKS):>12}"
              f"{of(CHANGED_STORES):>16}{other:>16}")
    if not findings:
        print("no findings")
        return
    by_kind: dict[str, list[Finding]] = {}
    for finding in findings.values():
        by_kind.setdefault(finding.kind, []).append(finding)
    for kind, group in sorted(by_kind.items()):
        print(f"\n== {kind}: {len(group)} site(s), {sum(f.count for f in group)} input(s)")
        for finding in sorted(group, key=lambda f: -f.count):
            print(f"- {finding.site}  [{finding.count}x]")
            if finding.what:
                print(f"  what: {short(finding.what, 300)}")
            print(finding.case.describe())


if __name__ == "__main__":
    sys.exit(main())
