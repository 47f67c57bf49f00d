"""What every conformance check walks through: the games (the registry's and Pig, the game that
lives only in the tests), and random games of each, played once and shared by all checks.

Games are driven only through the plugin interface: chance is resolved by a seeded
``RandomDealer``, decisions by a seeded random choice among the listed actions.
"""

from __future__ import annotations

import copy
import functools
import io
import json
import os
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pig import GAME as PIG
from pydantic import BaseModel
from rich.cells import cell_len
from rich.console import Console

from tabletop.events import Event, EventModel, Record
from tabletop.plugin import Chance, Decision, Game, Over
from tabletop.registry import games
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.store.database import Store

MAX_STEPS = 5_000  # no game may need more events than this to finish under random play
TERMINATION_SEEDS = range(3)  # a bounded sample: scripts/soak.py plays 10,000 games a game
STATE_SAMPLE = 40  # states per game for the checks that are costly per state
SEEDS = range(8)  # games that the heavier checks walk through step by step
DEEP_SEEDS = range(2)  # games played by a policy that avoids ending early (each costs seconds)
ROLLOUTS = 2  # random continuations per action: enough to lean towards long games
STORE_SEEDS = range(3)  # SQLite commits once per event: fewer games (and the deep one)
WIDTH = 80

# Options a game is played under here, where its defaults would make the suite slow.
SUITE_OPTIONS: dict[str, dict[str, Any]] = {
    "pig": {"target": 30},  # 100 takes 130 events
    "dungeon-dice": {"sets": "all"},  # D16: random heroes of every set in every seat
}

# (game id, check) -> reason: a known failure of one game, so the check stays strict for others.
KNOWN_BUGS: dict[tuple[str, str], str] = {}


@cache
def all_games() -> dict[str, Game[Any]]:
    """The registered games and Pig, which is not registered: the suite proves it plays too."""
    return {**games(), PIG.meta.id: PIG}


def cases(check: str | None = None) -> list[Any]:
    params = []
    for game_id, game in sorted(all_games().items()):
        for seats in sorted({game.meta.min_players, game.meta.max_players}):
            reason = KNOWN_BUGS.get((game_id, check)) if check else None
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            params.append(pytest.param(game_id, seats, id=f"{game_id}-{seats}p", marks=marks))
    return params


CASES = cases()


def game_of(game_id: str) -> Game[Any]:
    return all_games()[game_id]


def players_of(seats: int) -> list[str]:
    return [f"P{n}" for n in range(1, seats + 1)]


def options_of(game: Game[Any]) -> BaseModel:
    return game.meta.options(**SUITE_OPTIONS.get(game.meta.id, {}))


def options_lines(game: Game[Any]) -> list[str]:
    """The transcript's ``options`` line for the options the suite plays under."""
    default = game.meta.options().model_dump()
    changed = {k: v for k, v in options_of(game).model_dump().items() if default[k] != v}
    return [" ".join(["options", *(f"{k}={v}" for k, v in changed.items())])] if changed else []


@dataclass(frozen=True)
class Played:
    """One random game: ``states[i]`` is the state before ``events[i]``; ``states[-1]`` the end."""

    game_id: str
    seats: int
    seed: int
    policy: str
    states: tuple[Any, ...]
    copies: tuple[Any, ...]  # deep copies taken the moment each state was produced
    events: tuple[Event, ...]

    @property
    def game(self) -> Game[Any]:
        return game_of(self.game_id)

    @property
    def label(self) -> str:
        return f"{self.policy} game, seed {self.seed}"

    @property
    def players(self) -> list[str]:
        return players_of(self.seats)


def _rollout(game: Game[Any], state: Any, rng: random.Random) -> int:
    """How many more events a random continuation of ``state`` lasts."""
    for steps in range(MAX_STEPS):
        awaiting = game.awaiting(state)
        if isinstance(awaiting, Over):
            return steps
        if isinstance(awaiting, Chance):
            event = RandomDealer(rng.randrange(10**9)).deal(awaiting, 0)
        else:
            assert isinstance(awaiting, Decision), awaiting
            event = rng.choice(awaiting.actions)
        state = game.turn(state, event)
    return MAX_STEPS


def _choose(game: Game[Any], state: Any, actions: tuple[Event, ...], rng: random.Random,
            policy: str, recent: list[Any]) -> Event:
    if policy == "random":
        return rng.choice(actions)

    # "deep": the action whose random continuations last longest, so that the late game
    # (and what random play rarely reaches) gets checked too; but never back to a state just
    # left while another action leads on: two players may bid the same card over and over
    # (Halunken, H12), which lasts longest and ends never.
    onward = [a for a in actions if game.turn(state, a) not in recent] or list(actions)
    return max(onward, key=lambda action: (
        sum(_rollout(game, game.turn(state, action), rng) for _ in range(ROLLOUTS)),
        rng.random()))


SHARED: Path | None = None
"""A folder every test process of one run sees (tests/conformance/conftest.py sets it): a deep
game's decisions, which take seconds of rollouts to choose, are chosen once in a run and read
by the other processes."""

Deep = tuple[str, int, int]  # a deep game: game id, seats, seed

WANTED: list[Deep] = []
"""The deep games of the cases this run's conformance tests walk, in the order the tests come
(conftest.py fills it once the tests are collected)."""

_CHOSEN_HERE: dict[Deep, Played] = {}


@functools.cache  # each game is played once per test process: the checks only read it
def play(game_id: str, seats: int, seed: int, policy: str = "random") -> Played:
    if policy == "deep" and SHARED is not None:
        return _shared_deep((game_id, seats, seed))
    return _play(game_id, seats, seed, policy, None)


def _play(game_id: str, seats: int, seed: int, policy: str, chosen: list[Event] | None,
          ) -> Played:
    """``chosen``: the decisions to take, as a deep game chose them (else chosen here)."""
    game = game_of(game_id)
    state = game.setup(options_of(game), players_of(seats))
    states, copies, events = [state], [copy.deepcopy(state)], list[Event]()
    dealer, rng, dealt = RandomDealer(seed), random.Random(seed), 0
    for _ in range(MAX_STEPS):
        awaiting = game.awaiting(state)
        if isinstance(awaiting, Over):
            break
        if isinstance(awaiting, Chance):
            event = dealer.deal(awaiting, dealt)
            dealt += 1
        else:
            assert isinstance(awaiting, Decision), awaiting
            assert awaiting.actions, f"seed {seed}: no actions to choose at step {len(events)}"
            if chosen is None:
                event = _choose(game, state, awaiting.actions, rng, policy, states[-4:])
            else:  # chosen in this run by another process, from this very state
                event = chosen.pop(0)
                assert event in awaiting.actions, (game_id, seed, len(events), event)
        state = game.turn(state, event)
        states.append(state)
        copies.append(copy.deepcopy(state))
        events.append(event)
    return Played(game_id, seats, seed, policy, tuple(states), tuple(copies), tuple(events))


def _shared_deep(deep: Deep) -> Played:
    """A deep game whose decisions are chosen by one process of the run and read by the others.
    The first process to need a game claims it, and writes its decisions when done. One that
    needs it while another still chooses it chooses, meanwhile, the deep games of ``WANTED``
    that nobody has claimed (the run needs them, and they cost seconds each); only when none
    is left and the game is still not written does it choose the game too, so no process
    waits on another."""
    if deep in _CHOSEN_HERE:
        return _CHOSEN_HERE[deep]
    chosen = _written(deep)
    if chosen is None and _claim(deep):
        return _choose_and_write(deep)
    for other in WANTED:  # another process is choosing it: choose what nobody has claimed
        if chosen is not None:
            break
        if _claim(other):
            _choose_and_write(other)
            chosen = _written(deep)
    return _play(*deep, "deep", chosen)  # None: still not written, so chosen here too


def _done(deep: Deep) -> Path:
    assert SHARED is not None
    game_id, seats, seed = deep
    return SHARED / f"deep-{game_id}-{seats}-{seed}.json"


def _written(deep: Deep) -> list[Event] | None:
    """The decisions of a deep game a process of this run chose, if it wrote them."""
    done = _done(deep)
    return [Event.from_json(raw) for raw in json.loads(done.read_text())] if done.exists() else None


def _claim(deep: Deep) -> bool:
    """Claim a deep game for this process (False: a process claimed it before, this one too)."""
    try:
        os.close(os.open(_done(deep).with_suffix(".claimed"), os.O_CREAT | os.O_EXCL))
    except FileExistsError:
        return False
    return True


def _choose_and_write(deep: Deep) -> Played:
    played = _CHOSEN_HERE[deep] = _play(*deep, "deep", None)
    partial = _done(deep).with_suffix(".partial")
    partial.write_text(json.dumps([e.to_json() for e in played.events if not e.is_chance]))
    partial.replace(_done(deep))  # whole or not at all for a process reading it
    return played


def sampled(count: int, most: int = STATE_SAMPLE) -> list[int]:
    """At most ``most`` indexes spread evenly over ``range(count)``, first and last included."""
    if count <= most:
        return list(range(count))
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def walk(game_id: str, seats: int, seeds: range = SEEDS, deep: range = DEEP_SEEDS,
         ) -> Iterator[Played]:
    """Random games from ``seeds``, then longer-lasting games from ``deep``."""
    for seed in seeds:
        yield play(game_id, seats, seed)
    for seed in deep:
        yield play(game_id, seats, seed, "deep")


def record_of(played: Played, upto: int) -> Record:
    game = played.game
    return Record(game=game.meta.id,
                  options=options_of(game).model_dump(), players=played.players,
                  seed=played.seed, dealer=DEALER, mode="play",
                  events=[EventModel(**e.to_json()) for e in played.events[:upto]])


def quick_store(path: Path | None = None) -> Store:
    """A store as the app opens it, committing every event as the app does, but without
    waiting for the disk at each commit (``synchronous = OFF``): the checks read back what
    was committed, what survives a power cut is not theirs to check, and on a disk busy with
    other work that wait made the store's checks the slowest of the suite."""
    store = Store(path)
    store.conn.execute("PRAGMA synchronous = OFF")
    return store


def key_of(event: Event) -> str:
    return json.dumps(event.to_json(), sort_keys=True)


# --- JSON values and screens ----------------------------------------------------------------


def json_problem(value: Any, where: str = "") -> str | None:
    """Where ``value`` holds something that is no JSON value (a tuple, a set, a non-str key,
    an object, a float that is not finite); None when all of it is JSON."""
    if value is None or isinstance(value, bool | int | str):
        return None
    if isinstance(value, float):
        return None if value == value and abs(value) != float("inf") else f"{where}: {value}"
    if isinstance(value, list):
        return next((p for i, v in enumerate(value) if (p := json_problem(v, f"{where}[{i}]"))),
                    None)
    if isinstance(value, dict):
        for name, item in value.items():
            if not isinstance(name, str):
                return f"{where}: key {name!r} is no str"
            if problem := json_problem(item, f"{where}.{name}"):
                return problem
        return None
    return f"{where}: {type(value).__name__} {value!r:.80}"


def assert_json(value: Any, where: str) -> None:
    problem = json_problem(value)
    assert problem is None, f"{where}: not JSON at {problem}"
    assert json.loads(json.dumps(value, allow_nan=False)) == value, f"{where}: changes in JSON"


_SGR = re.compile(r"\x1b\[([0-9;]*)m")
_COLOUR_CODES = {str(n) for n in [*range(30, 50), *range(90, 98), *range(100, 108)]}


def rendered(renderable: Any, **console_options: Any) -> str:
    console_options.setdefault("width", WIDTH)
    out = io.StringIO()
    Console(file=out, force_terminal=True, **console_options).print(renderable, crop=False)
    return out.getvalue()


def assert_fits(renderable: Any, where: str) -> None:
    """Drawn at 80 columns: something shows, no line is wider, nothing is cut off with an
    ellipsis that a wide terminal would show in full, and NO_COLOR draws no colour."""
    colour = rendered(renderable, color_system="truecolor")
    plain = _SGR.sub("", colour)
    assert plain.strip(), f"{where}: nothing drawn"
    for line in plain.splitlines():
        assert cell_len(line) <= WIDTH, f"{where}: {cell_len(line)} > {WIDTH}: {line}"
    if cut := plain.count("…"):  # none: nothing to compare with a wide drawing (a third)
        wide = _SGR.sub("", rendered(renderable, width=200))
        assert cut <= wide.count("…"), f"{where}: cropped\n{plain}"
    bare = rendered(renderable, no_color=True)
    for params in _SGR.findall(bare):
        assert not set(params.split(";")) & _COLOUR_CODES, f"{where}: {params!r}"
    assert _SGR.sub("", bare) == plain, where
