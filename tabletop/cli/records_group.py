"""A group's record in the terminal (issue #25): ratings with their change and a chart over
time, each person's rival and nemesis, solo personal bests per rule set, and two people head
to head. The figures come from tabletop.records.stats and the store's ratings."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from tabletop.archive.rows import changed_in_words, local_time, title_of
from tabletop.cli.charts import line_chart, sparkline
from tabletop.cli.render import name_text
from tabletop.records.stats import HeadToHead, PersonalBest, ReviewedPlay, Rivals
from tabletop.store.skills import Rating
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.names import person_key
from tabletop.text.shown import shown_name

LAST_MEETINGS = 10  # head to head: the games listed (all of them count in the figures)


def rating_text(value: float) -> str:
    return i18n.decimal(value, 1)


def change_text(value: float) -> str:
    """A change with its sign (plain ASCII, as a pipe or a log keeps it)."""
    return i18n.decimal(value, 1, signed=True)


def counted(name: str | None, count: int) -> Text:
    if name is None:
        return Text("–")
    return name_text(name) + Text(f" ({count})")


def group_table(game: str, ratings: Sequence[Rating], rivals: Sequence[Rivals]) -> Table:
    """One game's people with their rating, its change in their last game, their rival and
    nemesis; the highest rating first, then the people without one."""
    table = Table(title=t("group_title", game=title_of(game)), title_justify="left",
                  padding=(0, 1))
    table.add_column(t("col_player"), overflow="fold")
    table.add_column(t("col_rating"), justify="right", no_wrap=True)
    table.add_column(t("col_change"), justify="right", no_wrap=True)
    table.add_column(t("col_rival"), overflow="fold")
    table.add_column(t("col_nemesis"), overflow="fold")
    by_person = {person_key(r.player): r for r in rivals}
    shown = set()
    for rating in ratings:
        key = person_key(rating.player)
        shown.add(key)
        found = by_person.get(key)
        table.add_row(name_text(rating.player), rating_text(rating.ordinal),
                      change_text(rating.change), *_rival_cells(found))
    for found in rivals:
        if person_key(found.player) not in shown:
            table.add_row(name_text(found.player), "–", "–", *_rival_cells(found))
    return table


def _rival_cells(found: Rivals | None) -> tuple[Text, Text]:
    if found is None:
        return Text("–"), Text("–")
    return counted(found.rival, found.rival_games), counted(found.nemesis, found.nemesis_wins)


def rating_chart(game: str, history: dict[str, list[tuple[str, float]]]) -> RenderableType | None:
    series: dict[str, list[tuple[str, float]]] = {}
    for name, points in history.items():
        if points:
            label = shown_name(name)
            while label in series:
                label += "'"
            series[label] = [(local_time(when)[:10], value) for when, value in points]
    if not series:
        return None
    return line_chart(series, title=t("chart_rating", game=title_of(game)))


def bests_table(game: str, bests: Sequence[PersonalBest]) -> Table:
    """A solo game's personal bests, one line per person and rule set (in words: only what
    differs from the game's defaults)."""
    table = Table(title=t("bests_title", game=title_of(game)), title_justify="left",
                  padding=(0, 1))
    table.add_column(t("col_player"), overflow="fold")
    table.add_column(t("col_rules"), overflow="fold")
    table.add_column(t("col_best"), justify="right", no_wrap=True)
    table.add_column(t("col_played"), justify="right", no_wrap=True)
    table.add_column(t("col_date"), no_wrap=True)
    for best in bests:
        table.add_row(name_text(best.player), changed_in_words(best), str(best.best),
                      str(best.played), local_time(best.when)[:10])
    return table


def versus(lines: Sequence[HeadToHead]) -> list[RenderableType]:
    """Two people head to head, a part per game: the counts, then their last games."""
    parts: list[RenderableType] = []
    for line in lines:
        first, second = shown_name(line.first), shown_name(line.second)
        summary = Text(t("versus_summary", played=line.played, first=first,
                         first_wins=line.first_wins, second=second,
                         second_wins=line.second_wins))
        means = Text(t("versus_means", first=first, second=second,
                       first_mean=_mean(line.mean(True)), second_mean=_mean(line.mean(False))),
                     style="dim")
        table = Table(title=t("versus_title", first=first, second=second,
                              game=title_of(line.game)),
                      title_justify="left", padding=(0, 1))
        table.add_column(t("col_id"), justify="right", no_wrap=True)  # for 'tabletop show ID'
        table.add_column(t("col_date"), no_wrap=True)
        table.add_column(first, justify="right", overflow="fold")
        table.add_column(second, justify="right", overflow="fold")
        table.add_column(t("col_result"), overflow="fold")
        for meeting in line.meetings[-LAST_MEETINGS:]:
            table.add_row(str(meeting.game_id), local_time(meeting.when)[:10],
                          _total(meeting.first_total),
                          _total(meeting.second_total),
                          _won(first, second, meeting.first_won, meeting.second_won))
        parts.append(Group(table, summary, means))
    return parts


def _mean(value: float | None) -> str:
    return "–" if value is None else i18n.figure(value)


def _total(value: int | None) -> str:
    return "–" if value is None else str(value)


def _won(first: str, second: str, first_won: bool, second_won: bool) -> str:
    if first_won and second_won:
        return t("versus_both_won")
    if first_won or second_won:
        return t("versus_won", name=first if first_won else second)
    return t("versus_neither_won")


def reviews_table(game: str, lines: Sequence[ReviewedPlay]) -> Table:
    """Each person's reviewed games (``tabletop review``): what their choices gave up a
    decision, its trend over time, and their mean luck a game."""
    from tabletop.session.review import amount

    table = Table(title=t("reviews_title", game=title_of(game)), title_justify="left",
                  padding=(0, 1))
    table.add_column(t("col_player"), overflow="fold")
    table.add_column(t("col_reviewed"), justify="right", no_wrap=True)
    table.add_column(t("col_given_up"), justify="right", no_wrap=True)
    table.add_column(t("col_luck"), justify="right", no_wrap=True)
    table.add_column(t("col_trend"), no_wrap=True)
    for line in lines:
        luck = "–" if line.luck is None else i18n.decimal(line.luck, 1, signed=True)
        table.add_row(name_text(line.player), str(line.reviewed),
                      amount(line.unit, line.per_decision),
                      luck, sparkline([v for _, v in line.series], width=12))
    return table
