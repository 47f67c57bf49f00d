"""Host verbs over the stored games: history, show, stats, export and import."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from tabletop import registry
from tabletop.cli.common import JsonOpt, PagerOpt, UsageProblem
from tabletop.cli.completion import complete_player
from tabletop.cli.numbers import IDS, LIMITS
from tabletop.text.errors import BadInput
from tabletop.text.i18n import t

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.table import Table

    from tabletop.archive.report import StatsReport
    from tabletop.cli.render import Fitted, Flow
    from tabletop.events import Record
    from tabletop.records.stats import PlayerStats
    from tabletop.store.database import Store
    from tabletop.store.results import GameRow

# What a verb draws (Rich), reads (the store, the records) and plays back (the play loop)
# loads inside it, when it runs: ``history`` on an empty store prints one line (issue #26).

GameOpt = Annotated[str | None, typer.Option("--game", help="Only this game.")]
PlayerFilter = Annotated[str | None, typer.Option(
    "--player", help="Only this person.", autocompletion=complete_player)]
MODES = ("play", "devices", "table", "tally")
"""The ways a game is played, as ``--mode`` names them (a replayed file is never stored)."""
ModeFilter = Annotated[str | None, typer.Option(
    "--mode", help="Only games played this way: play (one device passed around), devices (each "
    "on their own), table (real cards and dice) or tally.")]


def known_mode(mode: str | None) -> str | None:
    if mode is not None and mode not in MODES:
        raise UsageProblem(BadInput("err_unknown_mode", mode=mode[:20], known=", ".join(MODES)))
    return mode


def players_cell(row: GameRow) -> Flow:
    """Each person with their score, a bot marked as such (``Ana 31, Cy (bot) 83``): names as
    text, cut if need be. On a narrow screen it wraps between one person and the next, never
    inside one."""
    from rich.text import Text

    from tabletop.cli.render import Flow
    from tabletop.text.shown import shown_name

    totals = {i: p.get("total") for i, p in enumerate((row.result or {}).get("players", []))}
    parts = []
    for seat, name in enumerate(row.players):
        marks = [t("bot_mark")] if seat in row.bots else []
        total = totals.get(seat)
        if total is not None:
            marks.append(str(total))
        # The name's words, then the marks as one word: "Cy (bot) 83" breaks, if a long name
        # must, before "(bot) 83", never inside it.
        parts.append([*map(Text, shown_name(name).split(" ")), Text(" ".join(marks))])
    return Flow(parts)


HISTORY_LEVELS = 5
"""How far the history table gives way on a narrow screen: first the way each game was played
goes under the game and the players wrap (between one and the next), then the options column
goes (changed options then stand under the result), then the time of day, then the date moves
under the game."""


def games_table(rows: list[GameRow], title: str) -> Fitted:
    from tabletop.cli.render import Fitted

    return Fitted(lambda level: _games_table(rows, title, level), HISTORY_LEVELS)


def _games_table(rows: list[GameRow], title: str, level: int) -> Table:
    from rich.table import Table
    from rich.text import Text

    from tabletop.archive.rows import changed_in_words, local_time, result_cell, way_played

    table = Table(title=title, title_justify="left", padding=(0, 1))
    table.add_column(t("col_id"), justify="right", no_wrap=True)
    if level < 4:
        table.add_column(t("col_date"), no_wrap=True)
    table.add_column(t("col_game"), no_wrap=True)
    if level == 0:
        table.add_column(t("col_mode"), no_wrap=True)
    table.add_column(t("col_players_scores"), overflow="fold", no_wrap=level == 0)
    if level < 2:
        table.add_column(t("col_options"), overflow="fold")
    table.add_column(t("col_result"), overflow="fold")
    for row in rows:
        when = local_time(row.updated)
        when = when if level < 3 else when[:10]
        way = way_played(row)
        options = changed_in_words(row)
        result = Text(result_cell(row, way=False))
        if level >= 2 and options != t("options_default"):
            result.append("\n" + options, style="dim")
        cells: list[RenderableType] = [str(row.id)]
        if level < 4:
            cells.append(when)
        game = Text(row.game)
        if level >= 4:
            game.append("\n" + when, style="dim")
        if level > 0:
            game.append("\n" + way, style="dim")
        cells.append(game)
        if level == 0:
            cells.append(way)
        cells.append(players_cell(row))
        if level < 2:
            cells.append(options)
        table.add_row(*cells, result)
    return table


def rows_json(rows: list[GameRow]) -> list[dict[str, Any]]:
    """The rows as ``history --json`` lists them; an unfinished game's seed is null (see
    ``seed_shown``), and ``seed_hidden`` tells it from a game the people dealt."""
    from tabletop.archive.rows import seed_shown

    return [{"id": r.id, "game": r.game, "players": r.players, "bots": list(r.bots),
             "options": r.options, "mode": r.mode,
             "seed": r.seed if seed_shown(r) else None,
             "seed_hidden": r.seed is not None and not seed_shown(r), "status": r.status,
             "result": r.result, "created": r.created, "updated": r.updated,
             "entries": r.events, "challenge": r.challenge, "match": r.match_id}
            for r in rows]


def known_game(game: str | None) -> str | None:
    if game is not None:
        try:
            registry.get(game)
        except BadInput as exc:
            raise UsageProblem(exc) from None
    return game


def show_game(game_id: int, con: Console) -> None:
    from tabletop.store.database import Store

    store = Store()
    record = store.log.load(game_id)  # an ID not stored: its one line, before the game loads

    from rich.text import Text

    from tabletop.archive import tallying
    from tabletop.archive.rows import changed_in_words, local_time, seed_cell, way_played
    from tabletop.cli.loop import board, show_log  # the play loop loads for ``show`` alone
    from tabletop.cli.render import score_table
    from tabletop.cli.tally import show_tallied
    from tabletop.session import table as tables
    from tabletop.session.account import account
    from tabletop.session.session import Session
    from tabletop.session.table import WATCH, Place
    from tabletop.text import i18n
    from tabletop.text.shown import shown_name

    game = registry.get(record.game)
    row = store.results.row(game_id)
    if record.mode == tallying.MODE:
        show_tallied(game, game_id, record, changed_in_words(row), row.lang)
        return
    session = Session.from_record(game, record)
    title = game.meta.titles[i18n.language()]
    con.print(Text(t("show_header", id=game_id, title=title, date=local_time(record.created),
                     players=", ".join(map(shown_name, record.players)),
                     mode=way_played(row)),
                   style="bold"))
    con.print(Text(t("show_options", options=changed_in_words(row), seed=seed_cell(row)),
                   style="dim"))
    if not session.over:
        con.print(Text(t("show_unfinished"), style="yellow"))
    table = tables.Table(session)
    watching = account(table, Place(WATCH))
    show_log(con, table, Place(WATCH))
    con.print(board(table, watching))
    con.print(score_table(watching.sheet))


def game_json(game_id: int) -> dict[str, Any]:
    """``show --json``: the game's row as ``history --json`` lists it, its log in the game's
    notation (English, as transcripts write it), its score sheet and, for a game played here,
    the position it is in as ``replay --json`` prints it."""
    from tabletop.archive import tallying
    from tabletop.cli.render import sheet_json
    from tabletop.plugin import summary
    from tabletop.session.session import Session
    from tabletop.store.database import Store

    store = Store()
    record = store.log.load(game_id)
    game = registry.get(record.game)
    found: dict[str, Any] = {**rows_json([store.results.row(game_id)])[0], "uid": record.uid,
                             "dealer": record.dealer}
    if record.mode == tallying.MODE:
        found.update(tally=record.tally, log=[],
                     score=sheet_json(tallying.recorded(game, record,
                                                        store.results.row(game_id).lang)),
                     position=None)
        return found
    session = Session.from_record(game, record)
    found.update(log=[game.notation(event) for event in session.events],
                 score=sheet_json(game.score(session.state)),
                 position=summary(game, session.state))
    return found


# The stats table's columns, the least needed last: on a narrow screen they go first.
STATS_COLUMNS = ("col_played", "col_wins", "col_rate", "col_best", "col_mean", "col_streak",
                 "col_median", "col_trend")
STATS_KEPT = 2  # columns besides the player's that stay however narrow the screen


def stats_table(lines: list[PlayerStats], game: str) -> Fitted:
    """One game's players: the scores of different games don't compare."""
    from tabletop.cli.render import Fitted

    return Fitted(lambda level: _stats_table(lines, game, len(STATS_COLUMNS) - level),
                  len(STATS_COLUMNS) - STATS_KEPT + 1)


def _stats_table(lines: list[PlayerStats], game: str, kept: int) -> Table:
    from rich.table import Table

    from tabletop.archive.rows import title_of
    from tabletop.cli.charts import sparkline
    from tabletop.cli.render import name_text
    from tabletop.text import i18n

    table = Table(title=t("stats_title", game=title_of(game)), title_justify="left",
                  padding=(0, 1))
    table.add_column(t("col_player"), overflow="fold")
    keys = STATS_COLUMNS[:kept]
    order = [key for key in ("col_played", "col_wins", "col_rate", "col_best", "col_mean",
                             "col_median", "col_streak", "col_trend") if key in keys]
    for key in order:
        table.add_column(t(key), justify="left" if key == "col_trend" else "right",
                         no_wrap=True)
    for line in lines:
        cells = {"col_played": str(line.played), "col_wins": str(line.wins),
                 "col_rate": i18n.percent(line.win_rate), "col_best": _num(line.best),
                 "col_mean": _num(line.mean), "col_median": _num(line.median),
                 "col_streak": f"{line.current_streak}/{line.longest_streak}",
                 "col_trend": sparkline([s for _, s in line.scores[-12:]])}
        table.add_row(name_text(line.player), *(cells[key] for key in order))
    return table


def _num(value: float | None) -> str:
    from tabletop.text import i18n

    if value is None:
        return "–"
    return i18n.figure(value)


def game_charts(lines: list[PlayerStats], game: str) -> list[RenderableType]:
    """The score over time of the game's most frequent players, and how the scores spread."""
    from tabletop.archive.rows import local_time, title_of
    from tabletop.cli.charts import histogram, line_chart
    from tabletop.text.shown import shown_name

    top = lines[:4]
    series: dict[str, list[tuple[str, float]]] = {}
    for line in top:
        if line.scores:
            label = shown_name(line.player)
            while label in series:  # two long names alike in their first characters
                label += "'"
            series[label] = [(local_time(w)[:10], float(s)) for w, s in line.scores]
    if not series:
        return []
    name = title_of(game)
    scores = [s for line in lines for _, s in line.scores]
    return [line_chart(series, title=t("chart_over_time", game=name)),
            histogram(scores, title=t("chart_histogram", game=name))]


def print_stats(report: StatsReport, con: Console) -> None:
    if report.versus is None and not report.lines:
        con.print(t("stats_empty"))  # an empty store: one line, without the charts
        return
    from rich.text import Text

    from tabletop.cli import records_group as group

    if report.versus is not None:
        if not report.versus:
            con.print(t("versus_never"))
        for part in group.versus(report.versus):
            con.print(part)
        return
    for game_id in dict.fromkeys(line.game for line in report.lines):
        mine = [line for line in report.lines if line.game == game_id]
        con.print(stats_table(mine, game_id))
        for chart in game_charts(mine, game_id):
            con.print(chart)
        rated = [r for r in report.ratings if r.game == game_id]
        rivalled = [r for r in report.rivals if r.game == game_id]
        if rated or rivalled:
            con.print(group.group_table(game_id, rated, rivalled))
        rating_chart = group.rating_chart(game_id, report.histories.get(game_id, {}))
        if rating_chart is not None:
            con.print(rating_chart)
        bests = [b for b in report.bests if b.game == game_id]
        if bests:
            con.print(group.bests_table(game_id, bests))
        reviewed = [r for r in report.reviews if r.game == game_id]
        if reviewed:
            con.print(group.reviews_table(game_id, reviewed))
    con.print(Text(t("stats_caption"), style="dim"))
    if report.ratings:
        con.print(Text(t("group_caption"), style="dim"))
    if report.reviews:
        con.print(Text(t("reviews_caption"), style="dim"))


def register(app: typer.Typer) -> None:
    @app.command("history")
    def history(game: GameOpt = None, person: PlayerFilter = None, mode: ModeFilter = None,
                limit: Annotated[int, typer.Option(
                    help="At most this many games.", parser=LIMITS.parser("--limit"))] = 20,
                as_json: JsonOpt = False, pager: PagerOpt = True) -> None:
        """Games played, newest first: date, game and how it was played, players, scores,
        options, winner."""
        from tabletop.cli.render import console, json_text, paged
        from tabletop.store.database import Store
        rows = Store().results.games(game=known_game(game), player=person, limit=limit,
                             mode=known_mode(mode))
        if as_json:
            typer.echo(json_text({"games": rows_json(rows)}))
            return
        if not rows:
            console().print(t("history_empty"))
            return
        with paged(pager) as con:
            con.print(games_table(rows, t("history_title")))

    @app.command("show")
    def show(game_id: Annotated[int, typer.Argument(
                 help="The game's ID.", parser=IDS.parser("ID"))],
             as_json: JsonOpt = False,
             transcript: Annotated[bool, typer.Option(
                 "--transcript", help="Print the game as a transcript that replay reads.")
             ] = False,
             pager: PagerOpt = True) -> None:
        """A game's score sheet and its log."""
        from tabletop.cli.render import json_text, paged
        if as_json and transcript:
            raise UsageProblem(BadInput("err_json_or_transcript"))
        if as_json:
            typer.echo(json_text(game_json(game_id)))
            return
        if transcript:
            from rich.text import Text

            from tabletop.cli.show_transcript import game_transcript

            lines = game_transcript(game_id)
            with paged(pager) as con:  # as solve's line of play: a file gets it as it is
                for line in lines:
                    con.print(Text(line), soft_wrap=True)
            return
        with paged(pager) as con:
            show_game(game_id, con)

    @app.command("stats")
    def stats(game: GameOpt = None, person: PlayerFilter = None, mode: ModeFilter = None,
              versus: Annotated[str | None, typer.Option(
                  "--versus", help="With --player: the two people head to head, with the "
                  "IDs of their last games.",
                  metavar="PERSON", autocompletion=complete_player)] = None,
              as_json: JsonOpt = False, pager: PagerOpt = True) -> None:
        """Games, wins, scores and streaks per person and game, ratings, rivals and
        personal bests, with charts."""
        from tabletop.archive.report import stats_report
        from tabletop.cli.render import json_text, paged
        from tabletop.store.database import Store
        if versus is not None and person is None:
            raise UsageProblem(BadInput("err_versus_needs_player"))
        report = stats_report(Store(), game=known_game(game), person=person,
                              mode=known_mode(mode), versus=versus)
        if as_json:
            typer.echo(json_text(report.to_json()))
            return
        with paged(pager) as con:
            print_stats(report, con)

    @app.command("export")
    def export(args: Annotated[list[str] | None, typer.Argument(
                   help="The game's ID and the file to write (with --all: the file); - writes "
                        "to standard output. Without a file: tabletop-GAME-ID.json in the "
                        "current folder (tabletop-all.json with --all, .bgstats.json with "
                        "--format bgstats), named on standard error.")] = None,
               every: Annotated[bool, typer.Option(
                   "--all", help="Every stored game.")] = False,
               force: Annotated[bool, typer.Option(
                   "--force", help="Replace the file if it exists.")] = False,
               kind: Annotated[str, typer.Option(
                   "--format", metavar="FORMAT", help="tabletop (a record to import again) or "
                   "bgstats (plays for the BG Stats app, with the link that adds one).")
                   ] = "tabletop",
               with_seed: Annotated[bool, typer.Option(
                   "--with-seed", help="Write an unfinished game's seed too, to go on with it "
                   "elsewhere (whoever reads the file can tell its hidden cards).")] = False,
               ) -> None:
        """Write a game's record (or every game's) as a readable JSON file."""
        from tabletop.cli.render import note_line
        from tabletop.records.files import is_stdio, write_text
        from tabletop.store.database import Store
        words = list(args or [])
        if kind not in FORMATS:
            raise UsageProblem(BadInput("err_export_format", format=kind[:20],
                                        known=", ".join(FORMATS)))
        store = Store()
        if kind == "bgstats":
            export_bgstats(store, words, every=every, force=force)
            return
        if every:
            if len(words) > 1:
                raise UsageProblem(BadInput("err_export_usage"))
            path = Path(words[0]) if words else Path("tabletop-all.json")
            ids = store.results.game_ids()
            if not with_seed:
                secret_seeds(store.results.games(unfinished=True))
            chunks: Iterable[str] = exported_set(store, ids)
            count = len(ids)
        else:
            game_id = export_id(words)
            record = store.log.load(game_id)
            if not with_seed:
                secret_seeds([store.results.row(game_id)])
            path = Path(words[1]) if len(words) > 1 else Path(
                f"tabletop-{record.game}-{game_id}.json")
            chunks, count = [exported_text(record) + "\n"], 1
        write_text(path, chunks, force=force, store=store.path)
        if not is_stdio(path):
            note_line(t("msg_exported_count", path=path, count=count))

    @app.command("import")
    def import_(file: Annotated[Path, typer.Argument(
            help="A file written by export; - reads standard input.")]) -> None:
        """Add the games in an exported file to this machine's store (all or none)."""
        from tabletop.archive.importing import import_file
        from tabletop.cli.render import console
        from tabletop.records.files import is_stdio, readable
        from tabletop.store.database import Store
        if not is_stdio(file):
            readable(file)  # before the store is made
        done = import_file(Store(), file)
        console().print(t("msg_imported", count=len(done.ids), ids=done.id_range(),
                          skipped=done.skipped))


MAX_ID = 2**63 - 1  # the largest ID SQLite hands out
FORMATS = ("tabletop", "bgstats")


def secret_seeds(rows: list[GameRow]) -> None:
    """Refuse an export that would hold the seed of a game not over yet (the seed deals its
    hidden cards again). It is not left out instead: a game moved to another machine goes on
    there with the same deal only by its seed, and without it a record no longer says what
    deals the rest; ``--with-seed`` writes it all the same."""
    from tabletop.archive.rows import seed_shown

    hidden = [row.id for row in rows if row.seed is not None and not seed_shown(row)]
    if len(hidden) == 1:
        raise BadInput("err_export_seed", id=hidden[0])
    if hidden:
        raise BadInput("err_export_seeds", ids=", ".join(map(str, sorted(hidden))))


def export_id(words: list[str]) -> int:
    if not words or len(words) > 2 or not re.fullmatch(r"[0-9]{1,30}", words[0]):
        raise UsageProblem(BadInput("err_export_usage"))
    game_id = int(words[0])
    if game_id > MAX_ID:
        raise BadInput("err_no_such_game", id=game_id)
    return game_id


def bgstats_play(store: Store, game_id: int) -> dict[str, Any] | None:
    """A stored game as a BG Stats play; None while it is unfinished."""
    from tabletop.archive import bgstats
    from tabletop.text import i18n

    row = store.results.row(game_id)
    if row.status == "playing" or not row.result:
        return None
    record = store.log.load(game_id)
    game = registry.get(record.game)
    return bgstats.play(game, record, row.status, row.result, row.updated,
                        title=game.meta.titles[i18n.language()],
                        start=bgstats.start_seat(game, record))


def export_bgstats(store: Store, words: list[str], *, every: bool, force: bool) -> None:
    """``export --format bgstats``: one play (and the link that adds it, on standard output),
    or with ``--all`` every finished game's play in a list."""
    from tabletop.archive import bgstats
    from tabletop.cli.render import note_line
    from tabletop.records.files import is_stdio, write_text

    if every:
        if len(words) > 1:
            raise UsageProblem(BadInput("err_export_usage"))
        path = Path(words[0]) if words else Path("tabletop-all.bgstats.json")
        plays = [found for found in (bgstats_play(store, game_id)
                                     for game_id in store.results.game_ids()) if found is not None]
        write_text(path, [json.dumps(plays, indent=2, ensure_ascii=False) + "\n"],
                   force=force, store=store.path)
        if not is_stdio(path):
            note_line(t("msg_exported_plays", path=path, count=len(plays)))
        return
    game_id = export_id(words)
    found = bgstats_play(store, game_id)
    if found is None:
        raise BadInput("err_bgstats_unfinished", id=game_id)
    path = Path(words[1]) if len(words) > 1 else Path(
        f"tabletop-{found['game']['sourceGameId']}-{game_id}.bgstats.json")
    write_text(path, [json.dumps(found, indent=2, ensure_ascii=False) + "\n"], force=force,
               store=store.path)
    if not is_stdio(path):
        note_line(t("msg_exported_play", path=path))
        # One line however long: a link folded by the terminal no longer opens.
        typer.echo(bgstats.push_link(found))


def exported_text(record: Record) -> str:
    """A record as ``export`` writes it: indented, readable, with its schema version."""
    from tabletop.records import schema

    return json.dumps(schema.exported(record), indent=2, ensure_ascii=False)


def exported_set(store: Store, ids: list[int]) -> Iterator[str]:
    """``export --all`` one game at a time (as ``RecordSet`` would write it, indented), so a
    store of many games is written in the memory of one."""
    from tabletop.records import schema

    yield ('{\n  "format": "tabletop-records",\n'
           f'  "{schema.FIELD}": {schema.VERSION},\n  "records": [')
    for number, game_id in enumerate(ids):
        text = exported_text(store.log.load(game_id)).replace("\n", "\n    ")
        yield ("," if number else "") + "\n    " + text
    yield ("\n  ]" if ids else "]") + "\n}\n"
