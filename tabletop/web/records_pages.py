"""The bodies of the record pages: the history of games, one game with its log, statistics.

The web's ``tabletop history``, ``show`` and ``stats``: the same rows, the same cells, drawn
as HTML. Everything a person typed (names, options) is escaped by ``Markup.format``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup
from starlette.requests import Request
from starlette.responses import HTMLResponse

from tabletop import i18n, narration
from tabletop.events import BadInput, Record, TabletopError
from tabletop.i18n import t, tn
from tabletop.play import registry
from tabletop.play.review import amount
from tabletop.play.session import Session
from tabletop.play.table import WATCH, Place, Table
from tabletop.plugin import Game, words
from tabletop.records import bgstats, tallying
from tabletop.records.report import StatsReport
from tabletop.records.rows import (
    changed_in_words,
    local_time,
    result_cell,
    seed_cell,
    title_of,
)
from tabletop.records.stats import HeadToHead, PersonalBest, PlayerStats, ReviewedPlay, Rivals
from tabletop.store.database import GameRow, Store
from tabletop.store.ratings import Rating
from tabletop.text.names import person_key
from tabletop.web import charts
from tabletop.web.layout import message
from tabletop.web.scores import score_sheet

CHART_PLAYERS = 4  # the line chart follows the most frequent players, as the terminal's does
TREND = 12  # scores in a table row's trend line
NAME_CHARS = 100  # a person's name in a filter: longer is no name anybody typed
LAST_MEETINGS = 10  # head to head: the games listed (all of them count in the figures)


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


def when(stamp: str) -> Markup:
    return Markup('<time datetime="{}">{}</time>').format(stamp, local_time(stamp))


def players_cell(row: GameRow) -> Markup:
    """Each person with their score, a bot marked as such."""
    totals = {i: p.get("total") for i, p in enumerate((row.result or {}).get("players", []))}
    cells = []
    for seat, name in enumerate(row.players):
        bot = Markup(' <span class="bot">{}</span>').format(t("bot_mark")) \
            if seat in row.bots else Markup("")
        total = totals.get(seat)
        score = Markup(' <span class="total">{}</span>').format(total) \
            if total is not None else Markup("")
        cells.append(Markup('<span class="player">{}{}{}</span>').format(name, bot, score))
    return Markup(", ").join(cells)


def filters(action: str, *, game: str | None, player: str | None,
            unfinished: bool | None, versus: str | None = None,
            with_versus: bool = False) -> Markup:
    """The form that narrows a listing (a GET form: the address says what is shown)."""
    options = [Markup('<option value="">{}</option>').format(t("web_filter_all"))]
    for key, known in sorted(registry.games().items()):
        selected = Markup(" selected") if key == game else Markup("")
        options.append(Markup('<option value="{}"{}>{}</option>').format(
            key, selected, known.meta.titles[i18n.language()]))
    parts = [
        Markup('<label>{} <select name="game">{}</select></label>').format(
            t("col_game"), Markup("").join(options)),
        Markup('<label>{} <input type="text" name="player" value="{}" size="12"'
               ' maxlength="{}"></label>').format(t("web_filter_player"), player or "",
                                                  NAME_CHARS),
    ]
    if with_versus:
        parts.append(Markup('<label>{} <input type="text" name="versus" value="{}" size="12"'
                            ' maxlength="{}"></label>').format(t("web_versus_label"),
                                                               versus or "", NAME_CHARS))
    if unfinished is not None:
        checked = Markup(" checked") if unfinished else Markup("")
        parts.append(Markup('<label><input type="checkbox" name="unfinished" value="1"{}> {}'
                            '</label>').format(checked, t("web_filter_unfinished")))
    parts.append(Markup("<button>{}</button>").format(t("web_filter_show")))
    return Markup('<form class="filters" method="get" action="{}">{}</form>').format(
        action, Markup(" ").join(parts))


# history


def history(store: Store, *, game: str | None, player: str | None, unfinished: bool,
            limit: int, most: int) -> Markup:
    """The newest ``limit`` games that pass the filters; a link to more when there are."""
    rows = store.games(game=game, player=player, unfinished=unfinished, limit=limit + 1)
    more = len(rows) > limit
    rows = rows[:limit]
    head = Markup("<h1>{}</h1>{}").format(
        t("history_title"), filters("/history", game=game, player=player, unfinished=unfinished))
    if not rows:
        return head + Markup('<p class="empty">{}</p>').format(t("web_history_none"))
    table = games_table(rows)
    tail = Markup('<p class="shown">{}</p>').format(tn("web_history_shown", len(rows)))
    if more and limit < most:
        query = {"game": game or "", "player": player or "",
                 "unfinished": "1" if unfinished else "", "limit": str(min(most, limit * 2))}
        address = "/history?" + urlencode({k: v for k, v in query.items() if v})
        tail += Markup('<p class="more"><a href="{}" rel="next">{}</a></p>').format(
            address, t("web_history_more"))
    return head + table + tail


def games_table(rows: Sequence[GameRow]) -> Markup:
    """A table on a wide screen; on a phone each row a card, its cells captioned by their
    ``data-label`` (issue #23: the table was wider than the phone and hid the scores)."""
    keys = ("col_id", "col_date", "col_game", "col_players_scores", "col_options", "col_result")
    heads = Markup("").join(Markup('<th scope="col">{}</th>').format(t(key)) for key in keys)
    label = {key: t(key) for key in keys}
    body = Markup("").join(
        Markup('<tr><td class="id" data-label="{l[col_id]}"><a href="/history/{id}">{id}</a></td>'
               '<td class="date" data-label="{l[col_date]}">{date}</td>'
               '<td class="which" data-label="{l[col_game]}">{game}</td>'
               '<td class="players" data-label="{l[col_players_scores]}">{players}</td>'
               '<td class="options" data-label="{l[col_options]}">{options}</td>'
               '<td class="result" data-label="{l[col_result]}">{result}</td></tr>'
               ).format(id=row.id, date=when(row.updated), game=title_of(row.game),
                        players=players_cell(row), options=changed_in_words(row),
                        result=result_cell(row), l=label)
        for row in rows)
    return Markup('<div class="tablewrap"><table class="games cards"><thead><tr>{}</tr></thead>'
                  '<tbody>{}</tbody></table></div>').format(heads, body)


# one game


def one_game(store: Store, game_id: int) -> tuple[str, Markup]:
    """The page title and body of a stored game: its facts, score sheet and log."""
    try:
        record = store.load(game_id)
        row = store.row(game_id)
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
    body = Markup("<h1>{}</h1>{}{}{}{}<h2>{}</h2>{}"
                  '<p class="back"><a href="/history">{}</a></p>').format(
        title, facts(row), continue_part(game_id, session.over),
        score_sheet(sheet), bgstats_part(game, record, row), t("log_title"), log,
        t("web_game_back"))
    return title, body


def bgstats_part(game: Game[Any], record: Record, row: GameRow) -> Markup:
    """A finished game offers itself to BG Stats (issue #25): the link that adds the play
    (a second time it updates the same play)."""
    if row.status == "playing" or not row.result:
        return Markup("")
    found = bgstats.play(game, record, row.status, row.result, row.updated,
                         title=game.meta.titles[i18n.language()],
                         start=bgstats.start_seat(game, record))
    return Markup('<p class="bgstats"><a href="{}" rel="external">{}</a> '
                  '<span class="note">{}</span></p>').format(
        bgstats.push_link(found), t("web_bgstats_link"), t("web_bgstats_note"))


def tallied_game(game: Game[Any], game_id: int, row: GameRow,
                 record: Record) -> tuple[str, Markup]:
    """A game played without the app: its facts and its sheet, scored again from the answers
    it was tallied from; it has no log and nothing to continue."""
    title = t("web_game_title", id=game_id, title=game.meta.titles[i18n.language()])
    body = Markup('<h1>{}</h1>{}<p class="intro">{}</p>{}{}'
                  '<p class="back"><a href="/history">{}</a></p>').format(
        title, facts(row), t("show_tallied"),
        score_sheet(tallying.recorded(game, record)), bgstats_part(game, record, row),
        t("web_game_back"))
    return title, body


def facts(row: GameRow) -> Markup:
    items: list[tuple[str, Markup | str]] = [
        ("col_players", players_cell(row)),
        ("col_date", when(row.created)),
        ("col_mode", t("mode_" + row.mode)),
        ("col_options", changed_in_words(row)),
        ("web_game_seed", seed_cell(row)),  # an unfinished game's is hidden
        ("web_game_status", result_cell(row)),
    ]
    return Markup('<dl class="facts">{}</dl>').format(Markup("").join(
        Markup("<dt>{}</dt><dd>{}</dd>").format(t(key), value) for key, value in items))


def continue_part(game_id: int, over: bool) -> Markup:
    if over:  # a finished game may be reviewed (issue #25)
        return Markup('<p class="review-link"><a class="button" href="/history/{}/review">{}'
                      '</a></p>').format(game_id, t("web_review_link"))
    return Markup('<section class="notice"><p>{}</p><form method="post" action="/open/{}">'
                  '<button>{}</button></form></section>').format(
        t("web_game_unfinished"), game_id, t("web_game_continue"))


def game_log(table: Table) -> Markup:
    """Every entry: its number, who, the words that replay it (a secret choice not yet revealed
    shows as such), and what it did."""
    session = table.session
    if not session.events:
        return Markup('<p class="empty">{}</p>').format(t("log_empty"))
    rows = []
    for item in table.log(Place(WATCH)):
        event, index = item.event, item.number - 1
        who = t("web_log_who_chance") if event.is_chance \
            else session.record.players[int(event.actor)]
        entry = t("log_secret") if item.secret else words(table.game, event)
        said = Markup("").join(Markup("<p>{}</p>").format(narration.render(line))
                               for line in table.driver.narration(index))
        chance = Markup(' class="chance"') if event.is_chance else Markup("")
        rows.append(Markup('<tr{}><td class="number">{}</td><td class="who">{}</td>'
                           '<td class="entry"><code>{}</code></td><td class="said">{}</td></tr>'
                           ).format(chance, index + 1, who, entry, said))
    heads = Markup("").join(Markup('<th scope="col">{}</th>').format(t(key)) for key in (
        "web_col_number", "web_col_who", "web_col_entry", "web_col_said"))
    # On a phone each entry is a card (number, who, entry on a line, what it did below): the
    # cells say what they are without captions.
    return Markup('<div class="tablewrap"><table class="log cards"><thead><tr>{}</tr></thead>'
                  '<tbody>{}</tbody></table></div>').format(heads, Markup("").join(rows))


# statistics


def stats(report: StatsReport, *, game: str | None, player: str | None,
          versus: str | None = None) -> Markup:
    """A table and charts per game: the scores of different games don't compare. Then per
    game the group's record: ratings, rivals, personal bests (issue #25); with a person and
    ``versus`` the two head to head instead."""
    head = Markup("<h1>{}</h1>{}").format(
        t("web_stats_title"), filters("/stats", game=game, player=player, unfinished=None,
                                      versus=versus, with_versus=True))
    if report.versus is not None:
        if not report.versus:
            return head + Markup('<p class="empty">{}</p>').format(t("versus_never"))
        return head + Markup("").join(versus_part(line) for line in report.versus)
    lines = report.lines
    if not lines:
        return head + Markup('<p class="empty">{}</p>').format(t("stats_empty"))
    sections = []
    for game_id in dict.fromkeys(line.game for line in lines):
        mine = [line for line in lines if line.game == game_id]
        sections.append(Markup('<section class="stats"><h2>{}</h2>{}{}{}</section>').format(
            title_of(game_id), stats_table(mine), Markup("").join(game_charts(mine, game_id)),
            group_part(report, game_id)))
    caption = Markup('<p class="caption">{}</p>').format(t("stats_caption"))
    if report.ratings:
        caption += Markup('<p class="caption">{}</p>').format(t("group_caption"))
    if report.reviews:
        caption += Markup('<p class="caption">{}</p>').format(t("reviews_caption"))
    return head + Markup("").join(sections) + caption


def group_part(report: StatsReport, game: str) -> Markup:
    """A game's ratings and rivals (a table and the rating chart) and its personal bests."""
    rated = [r for r in report.ratings if r.game == game]
    rivalled = [r for r in report.rivals if r.game == game]
    bests = [b for b in report.bests if b.game == game]
    parts = []
    if rated or rivalled:
        parts.append(Markup("<h3>{}</h3>{}").format(t("group_title", game=title_of(game)),
                                                    group_table(rated, rivalled)))
        series = {name: [(local_time(when)[:10], value) for when, value in points]
                  for name, points in report.histories.get(game, {}).items() if points}
        if series:
            parts.append(charts.line_chart(series, title=t("chart_rating",
                                                           game=title_of(game))))
    if bests:
        parts.append(Markup("<h3>{}</h3>{}").format(t("bests_title", game=title_of(game)),
                                                    bests_table(bests)))
    reviewed = [r for r in report.reviews if r.game == game]
    if reviewed:
        parts.append(Markup("<h3>{}</h3>{}").format(t("reviews_title", game=title_of(game)),
                                                    reviews_table(reviewed)))
    return Markup("").join(parts)


def _cards(keys: Sequence[str], rows: Sequence[Sequence[Markup | str]], kind: str) -> Markup:
    """A table whose first cell names the row; on a phone each row a card of captioned
    figures (as the statistics table)."""
    heads = Markup("").join(Markup('<th scope="col">{}</th>').format(t(key)) for key in keys)
    body = []
    for cells in rows:
        figures = Markup("").join(Markup('<td data-label="{}">{}</td>').format(t(key), cell)
                                  for key, cell in zip(keys[1:], cells[1:], strict=True))
        body.append(Markup('<tr><th scope="row">{}</th>{}</tr>').format(cells[0], figures))
    return Markup('<div class="tablewrap"><table class="stats {} cards"><thead><tr>{}</tr>'
                  '</thead><tbody>{}</tbody></table></div>').format(kind, heads,
                                                                    Markup("").join(body))


def _counted(name: str | None, count: int) -> Markup:
    if name is None:
        return Markup("–")
    return Markup("{} ({})").format(name, count)


def group_table(rated: Sequence[Rating], rivalled: Sequence[Rivals]) -> Markup:
    by_person = {person_key(r.player): r for r in rivalled}
    rows: list[list[Markup | str]] = []
    for rating in rated:
        found = by_person.pop(person_key(rating.player), None)
        rows.append([rating.player, i18n.decimal(rating.ordinal, 1),
                     i18n.decimal(rating.change, 1, signed=True), *_rival_cells(found)])
    rows += [[found.player, "–", "–", *_rival_cells(found)] for found in by_person.values()]
    return _cards(("col_player", "col_rating", "col_change", "col_rival", "col_nemesis"), rows,
                  "group")


def _rival_cells(found: Rivals | None) -> list[Markup | str]:
    if found is None:
        return ["–", "–"]
    return [_counted(found.rival, found.rival_games),
            _counted(found.nemesis, found.nemesis_wins)]


def bests_table(bests: Sequence[PersonalBest]) -> Markup:
    rows: list[list[Markup | str]] = [
        [best.player, changed_in_words(best), str(best.best), str(best.played),
         when(best.when)] for best in bests]
    return _cards(("col_player", "col_rules", "col_best", "col_played", "col_date"), rows,
                  "bests")


def reviews_table(lines: Sequence[ReviewedPlay]) -> Markup:
    """Each person's reviewed games: what their choices gave up a decision, their luck."""
    rows: list[list[Markup | str]] = [
        [line.player, str(line.reviewed), amount(line.unit, line.per_decision),
         "–" if line.luck is None else i18n.decimal(line.luck, 1, signed=True)]
        for line in lines]
    return _cards(("col_player", "col_reviewed", "col_given_up", "col_luck"), rows, "reviews")


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

    heads = Markup("").join(Markup('<th scope="col">{}</th>').format(text) for text in (
        t("col_date"), first, second, t("col_result")))
    rows = Markup("").join(
        Markup('<tr><th scope="row">{}</th><td data-label="{}">{}</td>'
               '<td data-label="{}">{}</td><td data-label="{}">{}</td></tr>').format(
            when(m.when), first, total(m.first_total), second, total(m.second_total),
            t("col_result"), won(m.first_won, m.second_won))
        for m in line.meetings[-LAST_MEETINGS:])
    means = t("versus_means", first=first, second=second,
              first_mean=_num(line.mean(True)), second_mean=_num(line.mean(False)))
    return Markup('<section class="stats versus"><h2>{}</h2><p class="summary">{}</p>'
                  '<p class="means">{}</p><div class="tablewrap"><table class="stats versus '
                  'cards"><thead><tr>{}</tr></thead><tbody>{}</tbody></table></div></section>'
                  ).format(t("versus_title", first=first, second=second,
                             game=title_of(line.game)),
                           t("versus_summary", played=line.played, first=first,
                             first_wins=line.first_wins, second=second,
                             second_wins=line.second_wins),
                           means, heads, rows)


def stats_table(lines: Sequence[PlayerStats]) -> Markup:
    """A table on a wide screen; on a phone each person a card of captioned figures."""
    keys = ("col_player", "col_played", "col_wins", "col_rate", "col_best", "col_mean",
            "col_median", "col_streak", "col_trend")
    heads = Markup("").join(Markup('<th scope="col">{}</th>').format(t(key)) for key in keys)
    rows = []
    for line in lines:
        cells = (str(line.played), str(line.wins), i18n.percent(line.win_rate), _num(line.best),
                 _num(line.mean), _num(line.median),
                 f"{line.current_streak}/{line.longest_streak}")
        figures = Markup("").join(Markup('<td class="num" data-label="{}">{}</td>').format(
            t(key), c) for key, c in zip(keys[1:-1], cells, strict=True))
        rows.append(Markup('<tr><th scope="row">{}</th>{}<td class="trend" data-label="{}">{}'
                           '</td></tr>').format(
            line.player, figures, t("col_trend"),
            charts.sparkline([score for _, score in line.scores[-TREND:]])))
    return Markup('<div class="tablewrap"><table class="stats cards"><thead><tr>{}</tr></thead>'
                  '<tbody>{}</tbody></table></div>').format(heads, Markup("").join(rows))


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
