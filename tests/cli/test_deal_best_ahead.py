"""Answers ready before they are asked (issue #26): a solo deal's best is solved in the
background while it is played and kept with the deal, so the end screen, a challenge's
leaderboard and a second game of the same deal read it (solved once); Ctrl-C during a hint
keeps the best found so far and exits 0."""

from __future__ import annotations

import _thread
import signal
import sqlite3
import threading
from pathlib import Path
from typing import Any, ClassVar

import pytest

from games.scoundrel.play import search as advice_search
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.cli import thinking
from tabletop.plugin import Stop
from tabletop.session import deal_bests
from tabletop.session.answers import Pick
from tabletop.session.session import Session
from tabletop.session.table import DEVICE, Place, Table
from tabletop.store.database import Store
from tests.processes import TIMEOUT, running, wait_for

from .support import assert_ok, db_path, invoke, lines_to_the_end, moves

QUICK_SEED = 27  # settled in a few hundred positions: the tests' small effort is plenty
FIRST_CARD_EVERY_TIME = moves(*["1", "2", "3"] * 50)  # more than any Scoundrel game needs


def never_here(*args: Any, **kwargs: Any) -> None:
    raise AssertionError("the deal was solved where it was asked for, not in the background")


def kept_bests(home: Path) -> list[tuple[Any, ...]]:
    with sqlite3.connect(db_path(home)) as conn:
        return conn.execute("SELECT game, seed, best, exact FROM deal_bests").fetchall()


@pytest.mark.background_solve
def test_the_background_solve_serves_both_end_screens_and_the_leaderboard(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deal_bests, "best_for_deal", never_here)  # this process never solves
    # each player: Enter at the hand-over, the deal, Enter under their end screen
    to_the_end = lines_to_the_end(QUICK_SEED, ["1", "2", "3"] * 50)
    result = invoke("scoundrel", "challenge", "--seed", str(QUICK_SEED), "-p", "Ana", "-p", "Bo",
                    input=(moves("", *to_the_end, "")) * 2 + moves(""))
    assert_ok(result)
    [(game, seed, best, exact)] = kept_bests(home)  # kept with the deal, once
    assert (game, seed, exact) == ("scoundrel", QUICK_SEED, 1)
    assert deal_bests.solves == 1
    out = " ".join(result.output.split())
    # Ana's end screen, Bo's (a second game of the deal) and the leaderboard all say it
    assert out.count(f"Best possible for this deal: {best}") == 2, out
    assert f"Best possible score for this deal: {best}" in out


@pytest.mark.background_solve
def test_a_game_started_solves_its_deal_in_the_background_and_its_end_fills_in() -> None:
    store = Store()
    session = Session.start(deal_bests_game(), ScoundrelOptions(), ["Ana"], mode="play",
                            seed=QUICK_SEED, store=store, opened=True)
    table = Table(session)
    told: list[bool] = []
    heard = threading.Event()

    def best_known() -> None:
        told.append(True)
        heard.set()

    table.best_known = best_known
    table.solve_ahead()
    play_out(table)
    end = table.end()
    assert end is not None
    if end.pending:  # it says so, and fills in once the background has it
        assert [line.key for line in end.lines()][-1] == "deal_best_pending"
        table.wait_for_best(Stop())
        end = table.end()
        assert end is not None
    # The best is kept a moment before the listeners are told (the end drawn between the two
    # shows it already): the telling is waited for, not raced.
    assert heard.wait(TIMEOUT), "the background never told its listener"
    assert told == [True] and not end.pending and end.best is not None and end.exact
    assert deal_bests.solves == 1
    # a second game of the deal (here a replay of it) reads it: nothing is started
    again = Table(Session.start(deal_bests_game(), ScoundrelOptions(), ["Bo"], mode="play",
                                seed=QUICK_SEED, store=store))
    again.solve_ahead()
    assert not deal_bests.pending(deal_bests.deal_of(again.game, again.session.record))
    assert deal_bests.solves == 1


def test_without_a_background_the_end_solves_once_and_keeps_it(home: Path) -> None:
    store = Store()
    ends = []
    for player in ("Ana", "Bo"):
        table = Table(Session.start(deal_bests_game(), ScoundrelOptions(), [player],
                                    mode="play", seed=QUICK_SEED, store=store))
        table.solve_ahead()  # off in the tests: nothing starts
        play_out(table)
        ends.append(table.end())
        assert len(kept_bests(home)) == 1  # the store keeps it, for the next process too
    assert deal_bests.solves == 1
    assert ends[0] is not None and ends[1] is not None and ends[0].best == ends[1].best


def play_out(table: Table) -> None:
    """Every decision the first action listed; the dealer deals."""
    while True:
        table.advance()
        if table.over:
            return
        table.answer(Place(DEVICE), Pick(0))


def deal_bests_game() -> Any:
    from tabletop import registry

    return registry.get("scoundrel")


# ---- Ctrl-C during a hint --------------------------------------------------------------


def test_ctrl_c_during_hint_prints_the_best_found_and_exits_0(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C comes after a fixed number of positions (never the clock): the search stops
    at its next look and answers with the deepest depth it finished."""
    tick = advice_search.Search.tick
    searched = [0]

    def ctrl_c_midway(search: advice_search.Search) -> None:
        searched[0] += 1
        if searched[0] == 20_000:
            _thread.interrupt_main()  # what Ctrl-C does: KeyboardInterrupt in the main thread
        tick(search)

    monkeypatch.setattr(advice_search.Search, "tick", ctrl_c_midway)
    game = tmp_path / "game.txt"
    game.write_text("room 7D KS 5H 9C\nplay 7D\n", encoding="utf-8")
    result = invoke("scoundrel", "hint", str(game), "--time", "100")
    assert_ok(result)
    out = result.output
    assert "Cut short: the best found so far." in out
    assert "Advice (expected final score):" in out
    assert searched[0] < 100 * 50_000  # stopped long before the budget of 100 seconds


class Seen(threading.Event):
    """The thinking line's stop, each one made kept: a search that presses Ctrl-C waits
    until the main thread has set it, so what it finds after is the same in every run."""

    made: ClassVar[list[threading.Event]] = []

    def __init__(self) -> None:
        super().__init__()
        Seen.made.append(self)


def ctrl_c_and_wait() -> None:
    """Ctrl-C as a person presses it (KeyboardInterrupt in the main thread), from the
    searching thread, which goes on once the thinking line has set its stop."""
    _thread.interrupt_main()
    assert Seen.made[-1].wait(TIMEOUT), "Ctrl-C never set the search's stop"


def test_ctrl_c_during_a_dungeon_dice_hint_prints_the_best_found_and_exits_0(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C at the regroup's 200th position searched (work, never the clock): the search
    sees its stop at its next look and the best found so far is printed; a hundred seconds
    would have searched millions."""
    from games.dungeon_dice.play import search as odds
    from games.dungeon_dice.play.search_exact import CLOCK_EVERY, Budget

    from .test_advisors import DD_REGROUP

    tick = Budget.tick
    searched = [0]

    def ctrl_c_midway(budget: Budget) -> None:
        searched[0] += 1
        if searched[0] == 200:
            ctrl_c_and_wait()
        tick(budget)

    odds.forget()  # a search from nothing: the same positions in every run
    monkeypatch.setattr(Budget, "tick", ctrl_c_midway)
    monkeypatch.setattr(thinking, "Stop", Seen)
    game = tmp_path / "game.txt"
    game.write_text(DD_REGROUP, encoding="utf-8")
    result = invoke("dungeon-dice", "hint", str(game), "--time", "100")
    odds.forget()
    assert_ok(result)
    out = result.output
    assert "Cut short: the best found so far." in out
    assert "advice: " in out  # the regroup's advice: seek or retire, as far as it got
    assert searched[0] <= 200 + CLOCK_EVERY  # it stopped at its next look


def test_ctrl_c_during_a_halunken_hint_prints_the_best_found_and_exits_0(
        home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C once 10 rounds are sampled: the sampling looks at its stop before the next
    round, and the table of the 10 is printed, said to be cut short."""
    from games.halunken.play import search
    from games.halunken.rules.components import MOVES

    from .test_advisors import HS_MOVE, HS_PLAYERS

    judge = search.judge
    judged = [0]

    def ctrl_c_midway(sit: search.Situation, *args: Any, **kwargs: Any) -> None:
        judge(sit, *args, **kwargs)
        judged[0] += 1
        cards = len([m for m in MOVES if m not in sit.state.used[sit.seat]])
        if judged[0] == 10 * cards:  # every card judged over 10 rounds
            ctrl_c_and_wait()

    monkeypatch.setattr(search, "judge", ctrl_c_midway)
    monkeypatch.setattr(thinking, "Stop", Seen)
    game = tmp_path / "game.txt"
    game.write_text(HS_MOVE, encoding="utf-8")
    result = invoke("halunken", "hint", str(game), *HS_PLAYERS)
    assert_ok(result)
    out = " ".join(result.output.split())
    assert "Cut short: the best found so far." in out
    assert "Advice for Ana: " in out and "To play it, type: move " in out
    assert "Over 10 sampled rounds" in out, out


def test_ctrl_c_at_a_terminal_stops_the_thinking_hint(home: Path, tmp_path: Path) -> None:
    """The real thing: the status line says it thinks (Rich takes the output for a terminal),
    then SIGINT; the best found so far is printed and the exit code is 0."""
    game = tmp_path / "game.txt"
    game.write_text("room 7D KS 5H 9C\nplay 7D\n", encoding="utf-8")
    out = tmp_path / "out.txt"
    with running(home, out, "scoundrel", "hint", str(game), "--time", "300",
                 TTY_COMPATIBLE="1", TERM="xterm") as (proc, _):
        wait_for("the thinking line", lambda: "Thinking" in out.read_text(
            encoding="utf-8", errors="replace"), proc)
        proc.send_signal(signal.SIGINT)
        assert proc.wait(TIMEOUT) == 0
    said = out.read_text(encoding="utf-8")
    assert "Cut short: the best found so far." in said
    assert "Advice (expected final score):" in said
    assert "Traceback" not in said


def test_a_review_reads_the_deals_best_kept_with_the_deal(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from games.scoundrel.play import solver
    from tests.web.test_records_pages import played

    store = Store()
    session = played(store, "scoundrel", ["Ana"], QUICK_SEED)
    deal = deal_bests.deal_of(session.game, session.record)
    assert deal is not None and session.game_id is not None
    store.caches.keep_deal_best(deal.row(), 29, True, 1.0)  # solved while it was played
    store.close()
    monkeypatch.setattr(solver, "solve_dealt", never_here)
    result = invoke("review", str(session.game_id))
    assert_ok(result)
    assert "this deal's best score is 29" in " ".join(result.output.split())


def test_ctrl_c_during_solve_prints_the_best_found_and_exits_0(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The solver looks at its stop between positions; Ctrl-C comes at its 50th look (work,
    never the clock), long before seed 8 (the hardest of seeds 0-29) is settled."""
    from tabletop import plugin

    is_set = plugin.Stop.is_set
    looks = [0]

    def looked(stop: plugin.Stop) -> bool:
        looks[0] += 1
        if looks[0] == 50:
            _thread.interrupt_main()
        return is_set(stop)

    monkeypatch.setattr(plugin.Stop, "is_set", looked)
    result = invoke("scoundrel", "solve", "--seed", "8", "--json")
    assert_ok(result)
    assert '"exact": false' in result.stdout  # seed 8 settled says 17, exact
    assert looks[0] < 1000  # it stopped at once


class CtrlCAt(threading.Event):
    """The thinking line's stop, pressing Ctrl-C at the search's ``at``-th look at it: work
    (the solver looks every thousand positions or so), never the clock."""

    looks = 0
    at = 5

    def is_set(self) -> bool:
        CtrlCAt.looks += 1
        if CtrlCAt.looks == CtrlCAt.at:
            _thread.interrupt_main()  # what Ctrl-C does: KeyboardInterrupt in the main thread
        return super().is_set()


HARD_SEED = 8  # the hardest of seeds 0-29: far from settled after a few looks


def test_ctrl_c_while_the_leaderboard_solves_shows_the_best_found_and_keeps_nothing(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A challenge whose deal's best was never kept (here: dropped from the store) is solved
    where the leaderboard asks for it, behind the thinking line: Ctrl-C there answers with
    the best found so far, said to be cut short, exits 0 and keeps nothing."""
    played = invoke("scoundrel", "challenge", "--seed", str(HARD_SEED), "-p", "Ana",
                    input=moves("") + FIRST_CARD_EVERY_TIME)
    assert_ok(played)
    with sqlite3.connect(db_path(home)) as conn:
        conn.execute("DELETE FROM deal_bests")
    monkeypatch.setattr(deal_bests, "_known", {})
    monkeypatch.setattr(deal_bests, "solves", 0)
    monkeypatch.setattr(deal_bests, "EFFORT", 1.0)  # the full budget: many looks from done
    monkeypatch.setattr(thinking, "Stop", CtrlCAt)
    CtrlCAt.looks = 0
    result = invoke("scoundrel", "challenge", "--seed", str(HARD_SEED), "-p", "Ana")
    assert_ok(result)
    out = " ".join(result.output.split())
    assert "Ana has played this deal already" in out and "Leaderboard" in out, out
    assert "Best score found for this deal (search cut short):" in out, out
    assert CtrlCAt.at <= CtrlCAt.looks < 50  # it stopped at its next look
    assert kept_bests(home) == [] and deal_bests.solves == 0  # a best cut short is not kept


def test_a_review_while_the_deal_is_solved_in_the_background_waits_for_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A game reviewed as soon as it ends, its deal's best still being worked out in the
    background: the review waits for that answer instead of solving the deal a second time.
    The background here is a job this test finishes once the review waits on it (no clock)."""
    from games.scoundrel.play import solver
    from tabletop.session.review import review
    from tests.web.test_records_pages import played

    store = Store()
    session = played(store, "scoundrel", ["Ana"], QUICK_SEED)
    deal = deal_bests.deal_of(session.game, session.record)
    assert deal is not None
    waiting = threading.Event()

    class Watched(threading.Event):
        def wait(self, timeout: float | None = None) -> bool:
            waiting.set()
            return super().wait(timeout)

    job = deal_bests._Job(done=Watched())
    deal_bests._jobs[deal] = job  # under way, as from the game's start

    def background() -> None:
        assert waiting.wait(TIMEOUT), "the review never waited for the background"
        deal_bests.done(deal, store, job, (29, True))

    answering = threading.Thread(target=background, daemon=True)
    answering.start()
    monkeypatch.setattr(solver, "solve_dealt", never_here)
    found = review(session, effort=0.001, jobs=1, store=store)
    answering.join(TIMEOUT)
    [person] = found.people
    said = [item.line for item in person.luck if item.value is None]
    assert said and said[0].params["best"] == 29  # the background's answer
    assert deal_bests.solves == 1 and not deal_bests.pending(deal)  # solved once, not here
