"""The bodies of the record pages: the history of games, one game with its log, statistics.

The web's ``tabletop history``, ``show`` and ``stats``: the same rows, the same cells, drawn
as HTML from the templates under ``records/`` (everything a person typed is escaped there).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse

from tabletop import narration, registry
from tabletop.archive import bgstats, tallying
from tabletop.archive.report import StatsReport
from tabletop.archive.rows import (
    changed_in_words,
    local_time,
    result_cell,
    seed_cell,
    title_of,
    way_played,
)
from tabletop.events import BadInput, Record, TabletopError
from tabletop.plugin import Game, words
from tabletop.records.stats import HeadToHead, PersonalBest, PlayerStats, ReviewedPlay, Rivals
from tabletop.session.review import amount
from tabletop.session.session import Session
from tabletop.session.table import WATCH, Place, Table
from tabletop.store.database import Store
from tabletop.store.results import GameRow
from tabletop.store.skills import Rating
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.names import person_key
from tabletop.web import charts
from tabletop.web.layout import message
from tabletop.web.scores import score_sheet
from tabletop.web.templating import macro, render

CHART_PLAYERS = 4  # the line chart follows the most frequent players, as the terminal's does
TREND = 12  # scores in a table row's trend line
NAME_CHARS = 100  # a person's name in a filter: longer is no name anybody typed
LAST_MEETINGS = 10  # head to head: the games listed (all of them count in the figures)

Cell = Markup | str


class PageError(Exception):
    """A request this page cannot answer: shown as a one-line message page with ``status``."""

    def __init__(self, status: int, title_key: str, text: str) -> None:
        super().__init__(text)
        self.status = status
        self.title_key = title_key
        self.text = text


def error_page(request: Request, error: PageError) -> HTMLResponse:
    return message(request, t(error.title_key), error.text, status=error.status, host=True)


def not_found(text: str) -> PageError:
    return PageError(404, "web_err_not_found", text)


def bad_request(text: str) -> PageError:
    return PageError(400, "web_err_bad_request", text)


# cells shared by the pages


@dataclass(frozen=True, slots=True)
class PlayerCell:
    name: str
    bot: bool
    total: Any


def _cell(name: str, *args: Any) -> Markup:
    """A cell drawn by its macro in ``records/cells.html``."""
    drawn: Markup = macro("records/cells.html", name)(*args)
    return drawn


def when(stamp: str) -> Markup:
    return _cell("when", stamp, local_time(stamp))


def players_cell(row: GameRow) -> Markup:
    """Each person with their score, a bot marked as such."""
    totals = {i: p.get("total") for i, p in enumerate((row.result or {}).get("players", []))}
    return _cell("players", [PlayerCell(name, seat in row.bots, totals.get(seat))
                             for seat, name in enumerate(row.players)])


def filters(action: str, *, game: str | None, player: str | None,
            unfinished: bool | None, versus: str | None = None,
            with_versus: bool = False) -> Markup:
    """The form that narrows a listing (a GET form: the address says what is shown)."""
    games = [(key, known.meta.titles[i18n.language()])
             for key, known in sorted(registry.games().items())]
    return render("records/filters.html", action=action, games=games, game=game,
                  player=player or "", versus=versus or "", with_versus=with_versus,
                  unfinished=unfinished, most=NAME_CHARS)


# history


@dataclass(frozen=True, slots=True)
class HistoryRow:
    id: int
    date: Markup
    game: str
    players: Markup
    options: str
    result: str


def history(store: Store, *, game: str | None, player: str | None, unfinished: bool,
            limit: int, most: int) -> Markup:
    """The newest ``limit`` games that pass the filters; a link to more when there are."""
    rows = store.results.games(game=game, player=player, unfinished=unfinished, limit=limit + 1)
    more = None
    if len(rows) > limit and limit < most:
        query = {"game": game or "", "player": player or "",
                 "unfinished": "1" if unfinished else "", "limit": str(min(most, limit * 2))}
        more = "/history?" + urlencode({k: v for k, v in query.items() if v})
    return render(
        "records/history.html", more=more, rows=[_history_row(row) for row in rows[:limit]],
        filters=filters("/history", game=game, player=player, unfinished=unfinished),
        keys=("col_id", "col_date", "col_game", "col_players_scores", "col_options",
              "col_result"))


def _history_row(row: GameRow) -> HistoryRow:
    return HistoryRow(id=row.id, date=when(row.updated), game=title_of(row.game),
                      players=players_cell(row), options=changed_in_words(row),
                      result=result_cell(row))


# one game


def one_game(store: Store, game_id: int) -> tuple[str, Markup]:
    """The page title and body of a stored game: its facts, score sheet and log."""
    try:
        record = store.log.load(game_id)
        row = store.results.row(game_id)
    except BadInput as exc:
        if exc.key == "err_no_such_game":
            raise not_found(exc.message()) from None
        raise PageError(500, "web_game_broken", exc.message()) from None
    try:
        game = registry.get(record.game)
        if record.mode == tallying.MODE:
            return tallied_game(game, game_id, row, record)
        session = Session.from_record(game, record)
        sheet = game.score(session.state)
        log = game_log(Table(session))
    except TabletopError as exc:
        # The record no longer folds (a game changed its rules, a hand-edited file): say so.
        raise PageError(422, "web_game_broken", exc.message()) from None
    title = t("web_game_title", id=game_id, title=game.meta.titles[i18n.language()])
    return title, render("records/game.html", title=title, items=facts(row), game_id=game_id,
                         over=session.over, sheet=score_sheet(sheet),
                         push=bgstats_link(game, record, row), log=log)


def bgstats_link(game: Game[Any], record: Record, row: GameRow) -> str | None:
    """The link that adds a finished game's play to BG Stats (issue #25); a second time it
    updates the same play. None for a game not finished."""
    if row.status == "playing" or not row.result:
        return None
    found = bgstats.play(game, record, row.status, row.result, row.updated,
                         title=game.meta.titles[i18n.language()],
                         start=bgstats.start_seat(game, record))
    return bgstats.push_link(found)


def tallied_game(game: Game[Any], game_id: int, row: GameRow,
                 record: Record) -> tuple[str, Markup]:
    """A game played without the app: its facts and its sheet, scored again from the answers
    it was tallied from; it has no log and nothing to continue."""
    title = t("web_game_title", id=game_id, title=game.meta.titles[i18n.language()])
    return title, render("records/tallied.html", title=title, items=facts(row),
                         sheet=score_sheet(tallying.recorded(game, record, row.lang)),
                         push=bgstats_link(game, record, row))


def facts(row: GameRow) -> list[tuple[str, Cell]]:
    return [
        (t("col_players"), players_cell(row)),
        (t("col_date"), when(row.created)),
        (t("col_mode"), way_played(row)),
        (t("col_options"), changed_in_words(row)),
        (t("web_game_seed"), seed_cell(row)),  # an unfinished game's is hidden
        (t("web_game_status"), result_cell(row, way=False)),  # the way stands above
    ]


@dataclass(frozen=True, slots=True)
class LogEntry:
    number: int
    chance: bool
    who: str
    typed: str
    said: list[str]


def game_log(table: Table) -> Markup:
    """Every entry: its number, who, the words that replay it (a secret choice not yet revealed
    shows as such), and what it did."""
    session = table.session
    entries = []
    for item in table.log(Place(WATCH)):
        event, index = item.event, item.number - 1
        entries.append(LogEntry(
            number=index + 1, chance=event.is_chance,
            who=t("web_log_who_chance") if event.is_chance
            else session.record.players[int(event.actor)],
            typed=t("log_secret") if item.secret else words(table.game, event),
            said=[narration.render(line) for line in table.driver.narration(index)]))
    return render("records/game_log.html", entries=entries)


# statistics


@dataclass(frozen=True, slots=True)
class Section:
    """A game's part of the statistics page."""

    title: str
    table: Markup
    charts: list[Markup]
    group: Markup


def stats(report: StatsReport, *, game: str | None, player: str | None,
          versus: str | None = None) -> Markup:
    """A table and charts per game: the scores of different games don't compare. Then per
    game the group's record: ratings, rivals, personal bests (issue #25); with a person and
    ``versus`` the two head to head instead."""
    sections = []
    if report.versus is None:
        for game_id in dict.fromkeys(line.game for line in report.lines):
            mine = [line for line in report.lines if line.game == game_id]
            sections.append(Section(title_of(game_id), stats_table(mine),
                                    game_charts(mine, game_id), group_part(report, game_id)))
    return render(
        "records/stats.html", sections=sections, ratings=bool(report.ratings),
        reviews=bool(report.reviews),
        versus=None if report.versus is None else [versus_part(line) for line in report.versus],
        filters=filters("/stats", game=game, player=player, unfinished=None, versus=versus,
                        with_versus=True))


@dataclass(frozen=True, slots=True)
class CardsPart:
    """A titled table whose first cell names the row (on a phone each row a card), and the
    chart that goes with it."""

    title: str
    kind: str
    heads: list[str]
    rows: list[list[Cell]]
    chart: Markup | None = None


def group_part(report: StatsReport, game: str) -> Markup:
    """A game's ratings and rivals (a table and the rating chart) and its personal bests."""
    rated = [r for r in report.ratings if r.game == game]
    rivalled = [r for r in report.rivals if r.game == game]
    bests = [b for b in report.bests if b.game == game]
    reviewed = [r for r in report.reviews if r.game == game]
    parts = []
    if rated or rivalled:
        series = {name: [(local_time(when)[:10], value) for when, value in points]
                  for name, points in report.histories.get(game, {}).items() if points}
        chart = charts.line_chart(series, title=t("chart_rating", game=title_of(game))) \
            if series else None
        parts.append(_cards(t("group_title", game=title_of(game)), "group",
                            ("col_player", "col_rating", "col_change", "col_rival",
                             "col_nemesis"), group_rows(rated, rivalled), chart))
    if bests:
        parts.append(_cards(t("bests_title", game=title_of(game)), "bests",
                            ("col_player", "col_rules", "col_best", "col_played", "col_date"),
                            bests_rows(bests)))
    if reviewed:
        parts.append(_cards(t("reviews_title", game=title_of(game)), "reviews",
                            ("col_player", "col_reviewed", "col_given_up", "col_luck"),
                            reviews_rows(reviewed)))
    return render("records/group.html", parts=parts)


def _cards(title: str, kind: str, keys: Sequence[str], rows: list[list[Cell]],
           chart: Markup | None = None) -> CardsPart:
    return CardsPart(title, kind, [t(key) for key in keys], rows, chart)


def _counted(name: str | None, count: int) -> str:
    return "–" if name is None else f"{name} ({count})"


def group_rows(rated: Sequence[Rating], rivalled: Sequence[Rivals]) -> list[list[Cell]]:
    by_person = {person_key(r.player): r for r in rivalled}
    rows: list[list[Cell]] = []
    for rating in rated:
        found = by_person.pop(person_key(rating.player), None)
        rows.append([rating.player, i18n.decimal(rating.ordinal, 1),
                     i18n.decimal(rating.change, 1, signed=True), *_rival_cells(found)])
    rows += [[found.player, "–", "–", *_rival_cells(found)] for found in by_person.values()]
    return rows


def _rival_cells(found: Rivals | None) -> list[Cell]:
    if found is None:
        return ["–", "–"]
    return [_counted(found.rival, found.rival_games),
            _counted(found.nemesis, found.nemesis_wins)]


def bests_rows(bests: Sequence[PersonalBest]) -> list[list[Cell]]:
    return [[best.player, changed_in_words(best), str(best.best), str(best.played),
             when(best.when)] for best in bests]


def reviews_rows(lines: Sequence[ReviewedPlay]) -> list[list[Cell]]:
    """Each person's reviewed games: what their choices gave up a decision, their luck."""
    return [[line.player, str(line.reviewed), amount(line.unit, line.per_decision),
             "–" if line.luck is None else i18n.decimal(line.luck, 1, signed=True)]
            for line in lines]


def versus_part(line: HeadToHead) -> Markup:
    """Two people in one game: their counts and their last games."""
    first, second = line.first, line.second

    def won(first_won: bool, second_won: bool) -> str:
        if first_won and second_won:
            return t("versus_both_won")
        if first_won or second_won:
            return t("versus_won", name=first if first_won else second)
        return t("versus_neither_won")

    def total(value: int | None) -> str:
        return "–" if value is None else str(value)

    rows: list[list[Cell]] = [
        [when(m.when), total(m.first_total), total(m.second_total),
         won(m.first_won, m.second_won)] for m in line.meetings[-LAST_MEETINGS:]]
    return render("records/versus.html", first=first, second=second,
                  game=title_of(line.game), played=line.played, first_wins=line.first_wins,
                  second_wins=line.second_wins, first_mean=_num(line.mean(True)),
                  second_mean=_num(line.mean(False)), rows=rows)


@dataclass(frozen=True, slots=True)
class StatsRow:
    player: str
    figures: list[tuple[str, str]]
    trend: Markup


def stats_table(lines: Sequence[PlayerStats]) -> Markup:
    """A table on a wide screen; on a phone each person a card of captioned figures."""
    keys = ("col_player", "col_played", "col_wins", "col_rate", "col_best", "col_mean",
            "col_median", "col_streak", "col_trend")
    rows = []
    for line in lines:
        cells = (str(line.played), str(line.wins), i18n.percent(line.win_rate), _num(line.best),
                 _num(line.mean), _num(line.median),
                 f"{line.current_streak}/{line.longest_streak}")
        rows.append(StatsRow(line.player, list(zip(keys[1:-1], cells, strict=True)),
                             charts.sparkline([score for _, score in line.scores[-TREND:]])))
    return render("records/stats_table.html", keys=keys, rows=rows)


def _num(value: float | None) -> str:
    if value is None:
        return "–"
    return i18n.figure(value)


def game_charts(lines: Sequence[PlayerStats], game: str) -> list[Markup]:
    """The score over time of the game's most frequent players, and how the scores spread."""
    series: Mapping[str, list[tuple[str, float]]] = {
        line.player: [(local_time(w)[:10], float(s)) for w, s in line.scores]
        for line in lines[:CHART_PLAYERS] if line.scores}
    if not series:
        return []
    name = title_of(game)
    scores = [s for line in lines for _, s in line.scores]
    return [charts.line_chart(series, title=t("chart_over_time", game=name)),
            charts.histogram(scores, title=t("chart_histogram", game=name))]


def known_game(game_id: str) -> Game[Any]:
    """The game of that id, or the page saying there is none."""
    try:
        return registry.get(game_id)
    except BadInput:
        raise not_found(t("web_err_game_kind", game=game_id)) from None
