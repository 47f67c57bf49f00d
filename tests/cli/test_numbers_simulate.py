"""``simulate --games 1000000000000`` (issue #13): it grew by 200 MB a second. A run is tallied as
its games finish, in memory that does not grow with the count; a huge count starts at once,
and Ctrl-C stops it with the numbers of the games played."""

from __future__ import annotations

import json
import statistics
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.session import simulate as simulate_module
from tabletop.session.simulate import (
    KEEP_OUTCOMES,
    GameOutcome,
    SimulationResult,
    Tallies,
    _Chunks,
    simulate,
)

from .support import invoke

TRILLION = 10**12


def stop_after(calls: int) -> Any:
    """A progress callback that presses Ctrl-C on its ``calls``-th call."""
    seen: list[int] = []

    def progress(done: int) -> None:
        seen.append(done)
        if len(seen) >= calls:
            raise KeyboardInterrupt

    return progress


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_trillion_games_start_at_once_and_ctrl_c_keeps_what_was_played(jobs: int) -> None:
    result = simulate("scoundrel", "greedy", games=TRILLION, seed=3, jobs=jobs,
                      progress=stop_after(3), interruptible=True)
    assert result.stopped
    assert 3 <= result.games < 1000  # the first chunks hold a game or a few
    assert result.outcomes == ()  # a run this long keeps no list of its games
    data = json.loads(json.dumps(result.to_json()))
    assert data["stopped"] is True and "results" not in data
    assert data["games"] == result.games == data["seats"][0]["games"]


def test_without_interruptible_ctrl_c_is_the_callers() -> None:
    with pytest.raises(KeyboardInterrupt):
        simulate("scoundrel", "greedy", games=TRILLION, jobs=1, progress=stop_after(1))


def test_the_games_are_handed_out_never_listed() -> None:
    chunks = _Chunks(TRILLION, workers=4)
    assert chunks.take() == range(0, 1)  # the first game alone: how fast is a game?
    chunks.timed(1, 0.001)
    assert len(chunks.take() or ()) == simulate_module.MAX_CHUNK  # fast: as many as allowed
    chunks.timed(50, 100.0)
    assert len(chunks.take() or ()) == 1  # slow: a game at a time, so Ctrl-C answers at once


def test_tallies_do_not_grow_with_the_games() -> None:
    tallies = Tallies(2, keep=False)
    for start in range(0, 200_000, 1000):
        tallies.add(GameOutcome(i, "over", (i % 30, None if i % 7 else -(i % 5)),
                                (i % 2,)) for i in range(start, start + 1000))
    assert tallies.kept is None
    assert tallies.games == 200_000
    assert [len(counts) for counts in tallies.counts] == [30, 5]


def test_short_runs_keep_each_game() -> None:
    result = simulate("scoundrel", "greedy", games=3, seed=1, jobs=1)
    assert [o.index for o in result.outcomes] == [0, 1, 2] and KEEP_OUTCOMES >= 3
    assert [r["index"] for r in result.to_json()["results"]] == [0, 1, 2]


outcomes_strategy = st.lists(
    st.tuples(st.sampled_from(["won", "lost", "over"]),
              st.lists(st.one_of(st.none(), st.integers(-40, 60)), min_size=2, max_size=2),
              st.lists(st.integers(0, 1), max_size=2, unique=True)),
    min_size=1, max_size=40)


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(outcomes_strategy)
def test_the_tallies_say_what_the_list_of_games_says(games: list[Any]) -> None:
    """The numbers from counts are the numbers of the totals themselves."""
    outcomes = tuple(GameOutcome(i, status, tuple(totals), tuple(winners))
                     for i, (status, totals, winners) in enumerate(games))
    result = SimulationResult("halunken", ("basic", "basic"), ("a", "b"), 0, {}, outcomes)
    for seat, stats in enumerate(result.seat_stats()):
        totals = [total for o in outcomes if (total := o.totals[seat]) is not None]
        assert stats.games == len(outcomes)
        assert stats.wins == sum(seat in o.winners for o in outcomes)
        assert stats.won == sum(o.status == "won" for o in outcomes)
        if totals:
            assert stats.mean == pytest.approx(statistics.fmean(totals))
            assert stats.median == statistics.median(totals)
            assert (stats.low, stats.high) == (min(totals), max(totals))
        else:
            assert stats.mean is stats.median is stats.low is stats.high is None
    pooled = result.strategy_stats()["basic"]
    assert pooled.games == 2 * len(outcomes)
    assert sum(result.pooled_counts().values()) == sum(
        total is not None for o in outcomes for total in o.totals)


def test_ctrl_c_on_the_command_line_prints_the_games_so_far(
        home: object, monkeypatch: pytest.MonkeyPatch) -> None:
    played = simulate_module.timed_chunk
    calls: list[int] = []

    def interrupted(plan: Any, indices: range) -> Any:
        calls.append(len(indices))
        if len(calls) == 3:
            raise KeyboardInterrupt
        return played(plan, indices)

    monkeypatch.setattr(simulate_module, "timed_chunk", interrupted)
    args = ("scoundrel", "simulate", "--bot", "greedy", "--games", str(TRILLION), "--jobs", "1")
    result = invoke(*args)
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    done = sum(calls[:2])
    assert result.stdout.startswith(f"Games: {done}, seeds from 0")
    assert f"n={done} · mean" in result.stdout
    errors = [line for line in result.stderr.splitlines() if line.strip()]
    assert errors == [f"✗ Stopped after {done} of {TRILLION} games: the numbers are of those."]

    calls.clear()  # chunks grow as fast as games play, so this run's first two are its own
    data = json.loads(invoke(*args, "--json").stdout)
    assert (data["games"], data["stopped"]) == (sum(calls[:2]), True)
    assert "results" not in data
