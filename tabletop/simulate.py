"""Many games played by bots alone, headless and over several processes: how strong is a
strategy, how do the scores spread, does a rule change shift the balance.

Game ``i`` of a run is dealt by ``RandomDealer(seed + i)`` and each of its decisions draws from
``tabletop.driver.bot_rng(seed + i, seat, step)``, exactly as a hotseat session with bots in every
seat and seed ``seed + i`` would: a striking game can be replayed in the app. Nothing depends
on which process plays a game, so the same seed gives the same result for any ``jobs``.
"""

from __future__ import annotations

import math
import os
import statistics
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from tabletop import registry
from tabletop.driver import bot_rng
from tabletop.events import BadInput, Event
from tabletop.i18n import language
from tabletop.playout import playout
from tabletop.plugin import Decision, Game, HasBots, ScoreSheet, Strategy
from tabletop.session import make_options

STEP_LIMIT = 100_000
"""Events after which a game counts as endless: a rules or bot bug, never a user's error."""

MAX_CHUNK = 50
"""Games per task at most, so progress moves visibly even on long runs."""


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
    ``won`` (solo games); ``mean`` … ``high`` are None when no game had a total.
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
    totals: tuple[int, ...] = field(repr=False, default=())

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
class SimulationResult:
    game: str
    strategies: tuple[str, ...]  # per seat
    players: tuple[str, ...]  # the seats' names on the score sheets
    seed: int
    options: Mapping[str, Any]
    outcomes: tuple[GameOutcome, ...]  # in game order

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def survival(self) -> bool:
        """A solo game that is won or lost (Scoundrel), not only scored (solo Dungeon dice)."""
        return self.solo and any(o.status in ("won", "lost") for o in self.outcomes)

    def seat_stats(self) -> tuple[Stats, ...]:
        return tuple(_stats(name, strategy, self.outcomes, (seat,))
                     for seat, (name, strategy) in enumerate(zip(self.players, self.strategies,
                                                                strict=True)))

    def strategy_stats(self) -> dict[str, Stats]:
        """Seats that played the same strategy pooled, in seat order of first appearance."""
        seats: dict[str, list[int]] = {}
        for seat, strategy in enumerate(self.strategies):
            seats.setdefault(strategy, []).append(seat)
        return {strategy: _stats(strategy, strategy, self.outcomes, tuple(chosen))
                for strategy, chosen in seats.items()}

    def totals(self, seat: int) -> list[int]:
        """The seat's final totals in game order (games without one left out)."""
        return [total for o in self.outcomes if (total := o.totals[seat]) is not None]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game, "seed": self.seed, "games": len(self.outcomes),
            "options": dict(self.options), "players": list(self.players),
            "strategies": list(self.strategies),
            "seats": [s.to_json() for s in self.seat_stats()],
            "by_strategy": {name: s.to_json() for name, s in self.strategy_stats().items()},
            "results": [o.to_json() for o in self.outcomes],
        }


def _stats(label: str, strategy: str, outcomes: Sequence[GameOutcome],
           seats: tuple[int, ...]) -> Stats:
    totals = [total for o in outcomes for seat in seats
              if (total := o.totals[seat]) is not None]
    wins = sum(1 for o in outcomes for seat in seats if seat in o.winners)
    won = sum(1 for o in outcomes if o.status == "won") * len(seats)
    return Stats(label=label, strategy=strategy, games=len(outcomes) * len(seats), wins=wins,
                 won=won, mean=statistics.fmean(totals) if totals else None,
                 median=float(statistics.median(totals)) if totals else None,
                 low=min(totals, default=None), high=max(totals, default=None),
                 totals=tuple(totals))


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
             options: Mapping[str, Any] | None = None,
             progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Play ``games`` games with a bot in every seat.

    ``strategy``: one name for every seat, or one per seat (None: the game's first bot).
    ``players``: the number of seats (None: as many as strategies named, else the game's
    minimum). ``jobs``: worker processes (None: one per CPU; 1 plays in this process).
    ``progress`` is called after each chunk of games with the number of games done so far.
    Bad names or numbers raise ``BadInput``.
    """
    game = registry.get(game_id)
    seats = _seat_strategies(game, strategy, players)
    options_model = make_options(game, dict(options or {}))
    if games < 1:
        raise BadInput("err_sim_games", games=games)
    workers = (os.cpu_count() or 1) if jobs is None else jobs
    if workers < 1:
        raise BadInput("err_sim_jobs", jobs=workers)
    plan = _Plan(game_id, seats, _seat_names(seats), seed, options_model.model_dump())
    outcomes = _run(plan, _chunks(games, workers), workers, progress)
    return SimulationResult(game_id, plan.strategies, plan.players, seed, plan.options,
                            tuple(sorted(outcomes, key=lambda o: o.index)))


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
    if not game.meta.min_players <= count <= game.meta.max_players:
        raise BadInput("err_players_count", game=title, low=game.meta.min_players,
                       high=game.meta.max_players, count=count)
    if len(named) > 1 and len(named) != count:
        raise BadInput("err_sim_strategy_seats", given=len(named), seats=count)
    for name in named:
        if name not in table:
            raise BadInput("err_unknown_strategy", strategy=name, game=title,
                           known=", ".join(table))
    chosen = named or [next(iter(table))]
    return tuple(chosen * count if len(chosen) == 1 else chosen)


def _seat_names(strategies: Sequence[str]) -> tuple[str, ...]:
    # Neutral of the language so a worker names seats alike whatever its locale; unique so
    # winners on a score sheet map back to seats.
    return tuple(f"{name} {seat + 1}" for seat, name in enumerate(strategies))


def _chunks(games: int, workers: int) -> list[range]:
    # A few chunks per worker evens out games of uneven length.
    size = max(1, min(MAX_CHUNK, math.ceil(games / (workers * 4))))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def _run(plan: _Plan, chunks: list[range], workers: int,
         progress: Callable[[int], None] | None) -> list[GameOutcome]:
    outcomes: list[GameOutcome] = []
    for done in _chunk_results(plan, chunks, workers):
        outcomes.extend(done)
        if progress is not None:
            progress(len(outcomes))
    return outcomes


def _chunk_results(plan: _Plan, chunks: list[range],
                   workers: int) -> Iterator[list[GameOutcome]]:
    if workers == 1 or len(chunks) == 1:
        for chunk in chunks:
            yield play_chunk(plan, chunk)
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
        futures: list[Future[list[GameOutcome]]] = [
            pool.submit(play_chunk, plan, chunk) for chunk in chunks]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            for future in futures:  # a failed game or Ctrl-C: don't play the rest
                future.cancel()


def play_chunk(plan: _Plan, indices: range) -> list[GameOutcome]:
    game = registry.get(plan.game)
    assert isinstance(game, HasBots)  # the plan was made for a game with bots
    table: Mapping[str, Strategy] = game.strategies()
    bots = [table[name] for name in plan.strategies]
    options = make_options(game, plan.options)
    return [play_one(game, options, plan, bots, index) for index in indices]


def play_one(game: Game[Any], options: BaseModel, plan: _Plan, bots: Sequence[Strategy],
             index: int) -> GameOutcome:
    """Game ``index`` of the plan, dealt and decided as a bots-only hotseat session would."""
    seed = plan.seed + index

    def decide(state: Any, now: Decision, steps: int) -> Event:
        seat = now.player
        return bots[seat](state, seat, bot_rng(seed, seat, steps))

    run = playout(game, game.setup(options, list(plan.players)), seed, decide, limit=STEP_LIMIT)
    return _outcome(index, game.score(run.final), plan.players)


def _outcome(index: int, sheet: ScoreSheet, names: Sequence[str]) -> GameOutcome:
    return GameOutcome(index=index, status=sheet.status,
                       totals=tuple(p.total for p in sheet.players),
                       winners=tuple(seat for seat, name in enumerate(names)
                                     if name in sheet.winners))
