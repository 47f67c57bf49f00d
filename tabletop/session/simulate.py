"""Many games played by bots alone, headless and over several processes: how strong is a strategy,
how do the scores spread, does a rule change shift the balance.

Game ``i`` of a run is dealt by ``RandomDealer(seed + i)`` and each of its decisions draws from
``tabletop.session.driver.bot_rng(seed + i, seat, step)``, exactly as a hotseat session with bots
in every seat and seed ``seed + i`` would: a striking game can be replayed in the app. Nothing
depends on which process plays a game, so the same seed gives the same result for any ``jobs``.

The players take turns at going first: in game ``i`` the seats are the run's players turned by
``i`` places (``seating``), so neither the first move nor the first choice of a hero falls to
one of them every game (issue #15); the numbers are told by player, whatever seat they sat in.

A run is tallied as its games finish (counts, sums and how often each total occurred: scores are
whole numbers in a small range), so its memory is the same for ten games or a trillion (issue
#13); each game's own outcome is kept for runs of up to ``KEEP_OUTCOMES`` games.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from queue import SimpleQueue
from typing import Any

from pydantic import BaseModel

from tabletop import registry
from tabletop.events import BadInput, Event
from tabletop.plugin import (
    Decision,
    FastPlayout,
    FastStrategy,
    Game,
    HasBots,
    HasFastModel,
    ScoreSheet,
    Strategy,
)
from tabletop.records.charting import counted_median
from tabletop.session.driver import bot_rng
from tabletop.session.playout import fast_playout, playout
from tabletop.session.session import make_options
from tabletop.store.columns import MAX_INTEGER
from tabletop.text.i18n import language

STEP_LIMIT = 100_000
"""Events after which a game counts as endless: a rules or bot bug, never a user's error."""

MAX_CHUNK = 50
"""Games per task at most, so progress moves visibly even on long runs."""

CHUNK_SECONDS = 0.5
"""About how long a task should take: a run starts with one game a task and hands out as
many as fit this time as it learns how fast the bots play, so progress moves and Ctrl-C
answers at once whether a game takes a millisecond or a second."""

KEEP_OUTCOMES = 10_000
"""Runs of up to this many games keep each game's outcome (``results`` in the JSON)."""

IN_FLIGHT = 2
"""Chunks handed to each worker at a time: enough to keep it busy, few enough to stay small."""

MOST_WORKERS = 61 if sys.platform == "win32" else 256  # Windows waits on at most 61 processes


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One finished game, compactly: ``totals`` and ``winners`` by seat (a seat's name is
    ``SimulationResult.players[seat]``)."""

    index: int  # dealt from seed + index
    status: str
    totals: tuple[int | None, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "status": self.status, "totals": list(self.totals),
                "winners": list(self.winners)}


@dataclass(frozen=True, slots=True)
class Stats:
    """The totals of one seat, or of every seat that played one strategy (pooled).

    ``games`` counts seat-games: a strategy in two seats of 100 games has 200. ``wins`` counts
    every game the seat was among the winners, so a shared win is a win for each who shares
    it and win rates of a run may add up to more than 1. ``won`` counts games whose sheet says
    ``won`` (solo games); ``mean`` … ``high`` are None when no game had a total, and
    ``counts`` says how often each total occurred, lowest first.
    """

    label: str
    strategy: str
    games: int
    wins: int
    won: int
    mean: float | None
    median: float | None
    low: int | None
    high: int | None
    counts: tuple[tuple[int, int], ...] = field(repr=False, default=())

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def won_share(self) -> float:
        return self.won / self.games if self.games else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"label": self.label, "strategy": self.strategy, "games": self.games,
                "wins": self.wins, "win_rate": self.win_rate, "won": self.won,
                "won_share": self.won_share, "mean": self.mean, "median": self.median,
                "min": self.low, "max": self.high}


@dataclass(frozen=True, slots=True)
class SeatTally:
    """One seat's games so far: how many, won by it, won (solo, or ``lost``: how many ended
    that way), and how often each total occurred, lowest first."""

    games: int = 0
    wins: int = 0
    won: int = 0
    lost: int = 0
    counts: tuple[tuple[int, int], ...] = ()

    def __add__(self, other: SeatTally) -> SeatTally:
        counts = Counter(dict(self.counts))
        counts.update(dict(other.counts))
        return SeatTally(self.games + other.games, self.wins + other.wins,
                         self.won + other.won, self.lost + other.lost,
                         tuple(sorted(counts.items())))

    def stats(self, label: str, strategy: str) -> Stats:
        counted = sum(count for _, count in self.counts)
        total = sum(value * count for value, count in self.counts)
        return Stats(label=label, strategy=strategy, games=self.games, wins=self.wins,
                     won=self.won, mean=total / counted if counted else None,
                     median=counted_median(dict(self.counts)) if counted else None,
                     low=self.counts[0][0] if counted else None,
                     high=self.counts[-1][0] if counted else None, counts=self.counts)


class Tallies:
    """The running tallies of a run, one per seat, and the outcomes it keeps."""

    def __init__(self, seats: int, keep: bool) -> None:
        self.games = 0
        self.wins = [0] * seats
        self.won = 0
        self.lost = 0
        self.counts: list[Counter[int]] = [Counter() for _ in range(seats)]
        self.kept: list[GameOutcome] | None = [] if keep else None

    def add(self, outcomes: Iterable[GameOutcome]) -> None:
        for outcome in outcomes:
            self.games += 1
            self.won += outcome.status == "won"
            self.lost += outcome.status == "lost"
            for seat in outcome.winners:
                self.wins[seat] += 1
            for seat, total in enumerate(outcome.totals):
                if total is not None:
                    self.counts[seat][total] += 1
            if self.kept is not None:
                self.kept.append(outcome)

    def seats(self) -> tuple[SeatTally, ...]:
        return tuple(SeatTally(self.games, wins, self.won, self.lost,
                               tuple(sorted(counts.items())))
                     for wins, counts in zip(self.wins, self.counts, strict=True))


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """A run's numbers: per seat (``tallies``), and each game's outcome in game order when
    the run kept them. Made from ``outcomes`` alone, it tallies them itself."""

    game: str
    strategies: tuple[str, ...]  # per seat
    players: tuple[str, ...]  # the seats' names on the score sheets
    seed: int
    options: Mapping[str, Any]
    outcomes: tuple[GameOutcome, ...] = ()
    tallies: tuple[SeatTally, ...] = ()
    stopped: bool = False  # interrupted (Ctrl-C): the numbers are of the games played

    def __post_init__(self) -> None:
        if not self.tallies:
            tallies = Tallies(len(self.players), keep=False)
            tallies.add(self.outcomes)
            object.__setattr__(self, "tallies", tallies.seats())

    @property
    def games(self) -> int:
        return self.tallies[0].games if self.tallies else 0

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def survival(self) -> bool:
        """A solo game that is won or lost (Scoundrel), not only scored (solo Dungeon dice)."""
        return self.solo and any(t.won or t.lost for t in self.tallies)

    def seat_stats(self) -> tuple[Stats, ...]:
        return tuple(tally.stats(name, strategy) for tally, name, strategy
                     in zip(self.tallies, self.players, self.strategies, strict=True))

    def strategy_stats(self) -> dict[str, Stats]:
        """Seats that played the same strategy pooled, in seat order of first appearance."""
        pooled: dict[str, SeatTally] = {}
        for tally, strategy in zip(self.tallies, self.strategies, strict=True):
            pooled[strategy] = pooled.get(strategy, SeatTally()) + tally
        return {strategy: tally.stats(strategy, strategy) for strategy, tally in pooled.items()}

    def pooled_counts(self) -> dict[int, int]:
        """How often each total occurred, over every seat, lowest first."""
        counts: Counter[int] = Counter()
        for tally in self.tallies:
            counts.update(dict(tally.counts))
        return dict(sorted(counts.items()))

    def totals(self, seat: int) -> list[int]:
        """The seat's final totals in game order (games without one left out), of the
        outcomes kept."""
        return [total for o in self.outcomes if (total := o.totals[seat]) is not None]

    def to_json(self) -> dict[str, Any]:
        data = {
            "game": self.game, "seed": self.seed, "games": self.games,
            "options": dict(self.options), "players": list(self.players),
            "strategies": list(self.strategies),
            "seats": [s.to_json() for s in self.seat_stats()],
            "by_strategy": {name: s.to_json() for name, s in self.strategy_stats().items()},
            "stopped": self.stopped,
        }
        if len(self.outcomes) == self.games:  # every game's outcome was kept
            data["results"] = [o.to_json() for o in self.outcomes]
        return data


@dataclass(frozen=True, slots=True)
class _Plan:
    """Everything a worker needs, picklable: the game travels by id, not as an object."""

    game: str
    strategies: tuple[str, ...]
    players: tuple[str, ...]
    seed: int
    options: dict[str, Any]


def simulate(game_id: str, strategy: str | Sequence[str] | None = None, *, games: int = 100,
             seed: int = 0, jobs: int | None = None, players: int | None = None,
             options: Mapping[str, Any] | None = None, names: Sequence[str] | None = None,
             progress: Callable[[int], None] | None = None, keep: bool | None = None,
             interruptible: bool = False) -> SimulationResult:
    """Play ``games`` games with a bot in every seat.

    ``strategy``: one name for every seat, or one per seat (None: the game's first bot).
    ``players``: the number of seats (None: as many as strategies named, else the game's
    minimum). ``names``: the seats' names, one per strategy named, distinct (None: each
    seat's strategy and number); one name for several seats is numbered the same way.
    ``jobs``: worker processes (None: one per CPU; 1 plays in this process).
    ``progress`` is called after each chunk of games with the number of games done so far.
    ``keep``: keep each game's outcome (None: for runs of up to ``KEEP_OUTCOMES`` games).
    ``interruptible``: Ctrl-C returns the games played so far, marked ``stopped``.
    Bad names or numbers raise ``BadInput``.
    """
    game = registry.get(game_id)
    seats = _seat_strategies(game, strategy, players)
    options_model = make_options(game, dict(options or {}))
    if games < 1:
        raise BadInput("err_sim_games", games=games)
    if not 0 <= seed <= MAX_INTEGER - (games - 1):  # game i is dealt from seed + i
        raise BadInput("err_number_range", option="--seed", low=0,
                       high=max(0, MAX_INTEGER - (games - 1)), value=seed)
    workers = (os.cpu_count() or 1) if jobs is None else jobs
    if workers < 1:
        raise BadInput("err_sim_jobs", jobs=workers)
    plan = _Plan(game_id, seats, _seat_names(seats, names), seed, options_model.model_dump())
    tallies = Tallies(len(seats), games <= KEEP_OUTCOMES if keep is None else keep)
    stopped = False
    try:
        for done in _chunk_results(plan, games, min(workers, MOST_WORKERS)):
            tallies.add(done)
            if progress is not None:
                progress(tallies.games)
    except KeyboardInterrupt:
        if not interruptible:
            raise
        stopped = True
    kept = sorted(tallies.kept or (), key=lambda o: o.index)
    return SimulationResult(game_id, plan.strategies, plan.players, seed, plan.options,
                            tuple(kept), tallies.seats(), stopped)


def _seat_strategies(game: Game[Any], strategy: str | Sequence[str] | None,
                     players: int | None) -> tuple[str, ...]:
    title = game.meta.titles.get(language(), game.meta.id)
    if not isinstance(game, HasBots):
        raise BadInput("err_no_bots", game=title)
    table: Mapping[str, Strategy] = game.strategies()
    if not table:
        raise BadInput("err_no_bots", game=title)
    named = [strategy] if isinstance(strategy, str) else list(strategy or [])
    count = players if players is not None else (
        len(named) if len(named) > 1 else game.meta.min_players)
    if (refused := game.meta.seats_refusal(count)) is not None:
        raise refused
    if len(named) > 1 and len(named) != count:
        raise BadInput("err_sim_strategy_seats", given=len(named), seats=count)
    for name in named:
        if name not in table:
            raise BadInput("err_unknown_strategy", strategy=name, game=title,
                           known=", ".join(table))
    chosen = named or [next(iter(table))]
    return tuple(chosen * count if len(chosen) == 1 else chosen)


def _seat_names(strategies: Sequence[str], names: Sequence[str] | None = None) -> tuple[str, ...]:
    # Neutral of the language so a worker names seats alike whatever its locale; unique so
    # winners on a score sheet map back to seats.
    if names is not None and len(names) == len(strategies):
        twice = [name for index, name in enumerate(names) if name in names[:index]]
        if twice:
            raise BadInput("err_name_bots_twice", name=twice[0])
        return tuple(names)
    if names is not None and len(names) != 1:
        raise BadInput("err_sim_strategy_seats", given=len(names), seats=len(strategies))
    return tuple(f"{names[0] if names else name} {seat + 1}"
                 for seat, name in enumerate(strategies))


class _Chunks:
    """The games of a run, handed out a chunk at a time (never a list: a trillion games are
    a counter), each chunk as big as plays in about ``CHUNK_SECONDS``. Which process plays
    which games changes nothing in the results."""

    def __init__(self, games: int, workers: int) -> None:
        self.games = games
        self.start = 0
        self.size = 1
        # A few chunks per worker at least, so the last ones even out among the workers.
        self.most = max(1, min(MAX_CHUNK, math.ceil(games / (workers * 4))))

    def take(self) -> range | None:
        if self.start >= self.games:
            return None
        chunk = range(self.start, min(self.start + self.size, self.games))
        self.start = chunk.stop
        return chunk

    def timed(self, games: int, seconds: float) -> None:
        """Learn from a chunk played: ``games`` took ``seconds``."""
        fitting = CHUNK_SECONDS * games / seconds if seconds > 0 else self.most
        self.size = max(1, min(self.most, round(fitting)))


Answer = tuple[list[GameOutcome], float] | BaseException


def _chunk_results(plan: _Plan, games: int, workers: int) -> Iterator[list[GameOutcome]]:
    chunks = _Chunks(games, workers)
    if workers == 1 or games == 1:
        while (chunk := chunks.take()) is not None:
            done, seconds = timed_chunk(plan, chunk)
            chunks.timed(len(done), seconds)
            yield done
        return
    answers: SimpleQueue[Answer] = SimpleQueue()
    # Leaving the pool ends its workers at once: after the last chunk, and on Ctrl-C or a
    # failed game, when the games they still hold are not wanted.
    with multiprocessing.Pool(min(workers, games), initializer=_leave_interrupts) as pool:

        def hand_out() -> int:
            chunk = chunks.take()
            if chunk is None:
                return 0
            pool.apply_async(timed_chunk, (plan, chunk), callback=answers.put,
                             error_callback=answers.put)
            return 1

        out = sum(hand_out() for _ in range(workers * IN_FLIGHT))
        while out:
            answer = answers.get()
            if isinstance(answer, BaseException):
                raise answer
            done, seconds = answer
            chunks.timed(len(done), seconds)
            out += hand_out() - 1
            yield done


def timed_chunk(plan: _Plan, indices: range) -> tuple[list[GameOutcome], float]:
    """The chunk's outcomes and the seconds they took to play."""
    started = time.perf_counter()
    done = play_chunk(plan, indices)
    return done, time.perf_counter() - started


def _leave_interrupts() -> None:
    """In a worker: Ctrl-C is for the process that started the run, which stops it and
    reports; the workers finish the few games they hold instead of each printing a trace."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def play_chunk(plan: _Plan, indices: range) -> list[GameOutcome]:
    game = registry.get(plan.game)
    assert isinstance(game, HasBots)  # the plan was made for a game with bots
    options = make_options(game, plan.options)
    model = game.fast_model() if isinstance(game, HasFastModel) else None
    if isinstance(model, FastPlayout):
        fast = model.fast_strategies()
        if all(name in fast for name in plan.strategies):
            fast_bots = [fast[name] for name in plan.strategies]
            return [play_fast(model, options, plan, fast_bots, index) for index in indices]
    table: Mapping[str, Strategy] = game.strategies()
    bots = [table[name] for name in plan.strategies]
    return [play_one(game, options, plan, bots, index) for index in indices]


def play_one(game: Game[Any], options: BaseModel, plan: _Plan, bots: Sequence[Strategy],
             index: int) -> GameOutcome:
    """Game ``index`` of the plan, dealt and decided as a bots-only hotseat session would."""
    seed = plan.seed + index

    seats = seating(len(plan.players), index)

    def decide(state: Any, now: Decision, steps: int) -> Event:
        seat = now.player
        return bots[seats[seat]](state, seat, bot_rng(seed, seat, steps))

    names = [plan.players[player] for player in seats]
    run = playout(game, game.setup(options, names), seed, decide, limit=STEP_LIMIT)
    return _outcome(index, game.score(run.final), plan.players, seats)


def play_fast(model: FastPlayout, options: BaseModel, plan: _Plan,
              bots: Sequence[FastStrategy], index: int) -> GameOutcome:
    """Game ``index`` as ``play_one`` plays it, through the game's fast model (issue #15)."""
    seats = seating(len(plan.players), index)
    sheet = fast_playout(model, options, [plan.players[player] for player in seats],
                         plan.seed + index, [bots[player] for player in seats],
                         limit=STEP_LIMIT)
    return _outcome(index, sheet, plan.players, seats)


def seating(players: int, index: int) -> tuple[int, ...]:
    """Which of the run's players sits in each seat of game ``index``: turned by ``index``."""
    return tuple((seat + index) % players for seat in range(players))


def _outcome(index: int, sheet: ScoreSheet, names: Sequence[str],
             seats: Sequence[int]) -> GameOutcome:
    """The outcome by player (the run's order), from a sheet by seat."""
    totals: list[int | None] = [None] * len(names)
    for seat, line in enumerate(sheet.players):
        totals[seats[seat]] = line.total
    return GameOutcome(index=index, status=sheet.status, totals=tuple(totals),
                       winners=tuple(player for player, name in enumerate(names)
                                     if name in sheet.winners))
