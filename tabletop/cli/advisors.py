"""Verbs that think for the players: ``hint`` on a position, ``solve`` a deal, ``simulate``:
what they do, loaded when one runs (``tabletop.cli.advisor_commands`` declares them)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from tabletop.archive.transcript import replay_file
from tabletop.archive.transcript_text import transcript_lines
from tabletop.cli import numbers
from tabletop.cli.board import advice_text
from tabletop.cli.charts import counted_histogram
from tabletop.cli.common import UsageProblem
from tabletop.cli.render import Fitted, console, error_console, json_text, paged
from tabletop.cli.seats import checked_names, default_players, options_for, read_bots
from tabletop.cli.thinking import thinking
from tabletop.events import BadInput
from tabletop.plugin import (
    Advice,
    Decision,
    Game,
    HasBots,
    Solution,
    Solver,
    Stop,
)
from tabletop.session import table as tables
from tabletop.session.dealers import RandomDealer
from tabletop.session.driver import HINT_SECONDS
from tabletop.session.simulate import SimulationResult, simulate
from tabletop.session.table import DEVICE, Place
from tabletop.text import i18n
from tabletop.text.i18n import t


def advise(table: tables.Table, place: Place, seconds: float | None,
           stop: Stop | None = None) -> Advice:
    """Advice for the decision this place owes; the table's one line when it refuses."""
    refusal = table.hint_refusal(place)
    advice = None if refusal else table.advice(
        place, HINT_SECONDS if seconds is None else seconds, stop)
    if advice is None:
        raise BadInput(refusal or "err_hint_no_decision")
    return advice


def advise_thinking(con: Console, table: tables.Table, place: Place,
                    seconds: float | None) -> tuple[Advice, bool]:
    """``advise`` with a status line while it thinks (on ``con``, at a terminal); Ctrl-C
    takes the best found so far. The advice and whether Ctrl-C cut it short."""
    return thinking(con, t("thinking_hint"), lambda stop: advise(table, place, seconds, stop))


def positive(value: float | None, option: str) -> None:
    numbers.seconds(value, option)


def stats_table(result: SimulationResult) -> Fitted:
    """The run's numbers per player; on a narrow screen without the bot column, whose name the
    player's label already starts with (issue #14: usable at 60 columns)."""
    return Fitted(lambda level: _stats_table(result, bots=level == 0), 2)


def _stats_table(result: SimulationResult, bots: bool) -> Table:
    table = Table(title=t("sim_title", games=result.games, seed=result.seed),
                  title_justify="left", padding=(0, 1))
    table.add_column(t("col_player"), overflow="fold")
    if bots:
        table.add_column(t("col_bot"), overflow="fold")
    table.add_column(t("col_win_rate"), justify="right", no_wrap=True)
    for key in ("col_mean", "col_median", "col_min", "col_max"):
        table.add_column(t(key), justify="right", no_wrap=True)
    for stats in result.seat_stats():
        if result.solo and not result.survival:
            rate = "–"  # a game played alone only for its score has nothing to win
        else:
            rate = i18n.percent(stats.won_share if result.solo else stats.win_rate, 1)
        cells = [stats.label, *([stats.strategy] if bots else []), rate]
        table.add_row(*cells, _fmt(stats.mean), _fmt(stats.median), _fmt(stats.low),
                      _fmt(stats.high))
    return table


def _fmt(value: float | None) -> str:
    if value is None:
        return "–"
    return i18n.figure(value, 2)


def run_simulation(game: Game[Any], bots: list[str], games: int, seed: int, jobs: int | None,
                   players: int | None, options: dict[str, Any], quiet: bool,
                   names: list[str] | None = None) -> SimulationResult:
    """The run, with a progress bar at a terminal; Ctrl-C stops it with the games so far.
    ``bots``: each seat's bot (or one for every seat); ``names``: the seats' names."""
    con = error_console()  # drawn no wider than a screen is
    if quiet or not con.is_terminal:
        return simulate(game.meta.id, bots or None, games=games, seed=seed, jobs=jobs,
                        players=players, options=options, names=names, interruptible=True)
    with Progress(TextColumn(t("sim_progress")), BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), console=con, transient=True) as progress:
        task = progress.add_task("", total=games)
        return simulate(game.meta.id, bots or None, games=games, seed=seed, jobs=jobs,
                        players=players, options=options, names=names, interruptible=True,
                        progress=lambda done: progress.update(task, completed=done))


def hint(game: Game[Any], file: Path, seconds: float | None, as_json: bool,
         player: list[str] | None) -> None:
    """``<game> hint``: the advice for the position ``file`` ends in."""
    positive(seconds, "--time")
    given = checked_names(player or [])  # a bad name is refused before the file is read
    session = replay_file(game, file, lambda: default_players(game, given),
                          given=bool(given))
    table = tables.Table(session)
    awaiting = table.awaiting()  # the file's position: asked for the seat awaited
    ready = awaiting.player if isinstance(awaiting, Decision) else None
    advice, stopped = advise_thinking(error_console(), table, Place(DEVICE, ready=ready),
                                      seconds)
    if stopped and not as_json:
        console().print(Text(t("hint_stopped"), style="dim"))
    if as_json:
        typer.echo(json_text({**dict(advice.data), "exact": advice.exact}))
    else:
        console().print(advice_text(game, advice))


def solve(game: Game[Any], seed: int | None, deck: str | None, seconds: float | None,
          option: list[str] | None, as_json: bool, pager: bool) -> None:
    """``<game> solve``: the best score of a deal known in full, and a line of play to it."""
    assert isinstance(game, Solver)  # only such a game has the verb
    positive(seconds, "--time")
    if (seed is None) == (deck is None):
        raise UsageProblem(BadInput("err_solve_usage"))
    options = options_for(game, option)

    def solved(stop: Stop) -> Solution:
        deals = None if seed is None else RandomDealer(seed)
        return game.solve(options, deals, deck, seconds, stop)

    try:
        solution, stopped = thinking(error_console(), t("thinking_hint"), solved)
    except BadInput as exc:
        raise UsageProblem(exc) from None
    if as_json:
        typer.echo(json_text({"best_score": solution.best_score,
                              "exact": solution.exact, "line": list(solution.line)}))
        return
    # The line is printed as a transcript (the prose as comments, the rule set, one event a
    # line), so ``solve ... > line.txt`` replays and hints as it stands; at a terminal, paged.
    heading = [t("hint_stopped")] if stopped else []
    heading.append(t("solve_best" if solution.exact else "solve_best_found",
                     score=solution.best_score))
    with paged(pager) as con:
        for line in transcript_lines(game.meta.id, solution.line, heading=heading,
                                     options=options.model_dump()):
            con.print(Text(line, style="bold" if line.startswith("#") else ""), soft_wrap=True)


def simulate_bots(game: Game[Any], strategy: list[str] | None, games: int, seed: int,
                  jobs: int | None, players: int | None, option: list[str] | None,
                  as_json: bool) -> None:
    """``<game> simulate``: bots play many games headless. ``strategy``: the ``--bot NAME[=BOT]``
    seats, as ``play`` reads them (a name alone: the game's best bot, its first)."""
    options = options_for(game, option).model_dump()
    seats = read_bots(game, strategy)
    names = checked_names([], [name for name, _ in seats]) if seats else None
    best = next(iter(game.strategies()), "") if isinstance(game, HasBots) else ""
    try:
        result = run_simulation(game, [bot or best for _, bot in seats], games, seed, jobs,
                                players, options, quiet=as_json, names=names)
    except BadInput as exc:
        raise UsageProblem(exc) from None
    if as_json:
        typer.echo(json_text(result.to_json()))
    else:
        con = console()
        con.print(stats_table(result))
        con.print(counted_histogram(result.pooled_counts(), title=t(
            "sim_histogram", title=game.meta.titles[i18n.language()])))
    if result.stopped:
        raise BadInput("err_sim_stopped", done=result.games, games=games)


def hint_command(con: Console, table: tables.Table, place: Place,
                 seconds: float | None = None) -> None:
    """``hint`` typed inside a game, ``hint 3`` to think three seconds."""
    if table.hint_refusal(place) == "msg_no_hints":
        con.print(Text(t("msg_no_hints"), style="dim"))
        return
    advice, stopped = advise_thinking(con, table, place, seconds)
    if stopped:
        con.print(Text(t("hint_stopped"), style="dim"))
    con.print(advice_text(table.game, advice))
