"""tabletop.records.stats: outcomes, streaks, medians and wins over stored game rows (pure
functions)."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from tabletop.records.stats import Outcome, PlayerStats, outcomes, player_stats, streaks, summarise
from tabletop.store.results import GameRow


def row(game_id: int, players: list[str], totals: list[int | None] | None = None, *,
        status: str = "over", winners: list[str] | None = None, game: str = "dungeon-dice",
        when: str | None = None, result: dict[str, Any] | None = None) -> GameRow:
    """A stored game row as ``store.results.games`` gives it; ``status='playing'`` has no result."""
    stamp = when or f"2024-01-{game_id:02d}T12:00:00+00:00"
    if result is None and status != "playing":
        result = {"status": status, "winners": list(winners or []),
                  "players": [{"name": name, "total": total}
                              for name, total in zip(players, totals or [None] * len(players),
                                                     strict=True)]}
    return GameRow(id=game_id, game=game, players=players, options={}, mode="play",
                   status=status, result=result, created=stamp, updated=stamp, events=10)


def solo(game_id: int, name: str, total: int, status: str, **kw: Any) -> GameRow:
    return row(game_id, [name], [total], status=status, game="scoundrel", **kw)


def one(lines: list[PlayerStats], player: str, game: str = "dungeon-dice") -> PlayerStats:
    found = [line for line in lines if (line.player, line.game) == (player, game)]
    assert len(found) == 1, lines
    return found[0]


# --- outcomes: who played and who won --------------------------------------------------------


def test_an_unfinished_game_has_no_outcomes() -> None:
    assert outcomes(row(1, ["Ann", "Bo"], status="playing")) == []
    # a finished status without a result (a damaged row) counts for nothing either
    assert outcomes(row(2, ["Ann", "Bo"], status="over", result={})) == []


def test_multiplayer_win_is_being_among_the_winners() -> None:
    found = outcomes(row(3, ["Ann", "Bo", "Cy"], [10, 14, 9], winners=["Bo"]))
    assert [(o.player, o.total, o.won) for o in found] == [
        ("Ann", 10, False), ("Bo", 14, True), ("Cy", 9, False)]
    assert {(o.game_id, o.game, o.when) for o in found} == {
        (3, "dungeon-dice", "2024-01-03T12:00:00+00:00")}


def test_a_tie_counts_as_a_win_for_each_winner() -> None:
    found = outcomes(row(1, ["Ann", "Bo", "Cy"], [14, 14, 9], winners=["Ann", "Bo"]))
    assert [o.won for o in found] == [True, True, False]
    lines = player_stats([row(1, ["Ann", "Bo", "Cy"], [14, 14, 9], winners=["Ann", "Bo"])])
    assert [(s.player, s.wins) for s in lines] == [("Ann", 1), ("Bo", 1), ("Cy", 0)]


def test_a_solo_game_is_won_by_its_status_alone() -> None:
    won = outcomes(solo(1, "Ann", 12, "won"))
    lost = outcomes(solo(2, "Ann", -40, "lost"))
    assert [(o.player, o.total, o.won) for o in won] == [("Ann", 12, True)]
    assert [(o.player, o.total, o.won) for o in lost] == [("Ann", -40, False)]
    # the winners list does not decide a solo game: the status does
    assert outcomes(solo(3, "Ann", -3, "lost", winners=["Ann"]))[0].won is False
    assert outcomes(solo(4, "Ann", 5, "won", winners=[]))[0].won is True


def test_a_multiplayer_game_without_winners_is_won_by_nobody() -> None:
    found = outcomes(row(1, ["Ann", "Bo"], [3, 3], winners=[]))
    assert [o.won for o in found] == [False, False]


def test_missing_or_odd_totals_and_names() -> None:
    result = {"status": "over", "winners": ["Ann"],
              "players": [{"name": "Ann", "total": None}, {"name": "Bo", "total": "12"},
                          {"name": 7, "total": 3}, {"total": 4}, {"name": "Cy", "total": 5}]}
    found = outcomes(row(1, ["Ann", "Bo", "Cy"], result=result))
    # a seat without a readable name is left out; a total that is no integer is unknown
    assert [(o.player, o.total, o.won) for o in found] == [
        ("Ann", None, True), ("Bo", None, False), ("Cy", 5, False)]


# --- streaks ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("wins", "expected"), [
    ([], (0, 0)),
    ([False], (0, 0)),
    ([True], (1, 1)),
    ([True, True, False, True], (1, 2)),
    ([False, True, True, True, False], (0, 3)),
    ([True, False, True, True], (2, 2)),
    ([True] * 5, (5, 5)),
    ([True, True, True, False, True, True], (2, 3)),
])
def test_streaks(wins: list[bool], expected: tuple[int, int]) -> None:
    assert streaks(wins) == expected


# --- summarise: one person in one game ---------------------------------------------------------


def outcome(game_id: int, total: int | None, won: bool, when: str | None = None) -> Outcome:
    return Outcome(game_id, "dungeon-dice", "Ann", when or f"2024-02-{game_id:02d}", total, won)


def test_summarise_orders_by_time_before_counting_streaks() -> None:
    # given newest first: the streaks and the score series must follow time, not input order
    results = [outcome(4, 20, True), outcome(3, 18, True), outcome(2, 5, False),
               outcome(1, 9, True)]
    stats = summarise("Ann", "dungeon-dice", results)
    assert (stats.played, stats.wins) == (4, 3)
    assert (stats.current_streak, stats.longest_streak) == (2, 2)
    assert stats.scores == (("2024-02-01", 9), ("2024-02-02", 5), ("2024-02-03", 18),
                            ("2024-02-04", 20))
    assert stats.win_rate == pytest.approx(0.75)


def test_summarise_breaks_equal_times_by_game_id() -> None:
    same = "2024-03-01T10:00:00+00:00"
    results = [outcome(7, 1, False, same), outcome(5, 2, True, same), outcome(6, 3, True, same)]
    stats = summarise("Ann", "dungeon-dice", results)
    assert [s for _, s in stats.scores] == [2, 3, 1]
    assert (stats.current_streak, stats.longest_streak) == (0, 2)


@pytest.mark.parametrize("totals", [[7], [3, 9], [10, -4, 6], [1, 2, 3, 4], [5, 5, 5, 1, 100],
                                    [-30, -12, -50, -12]])
def test_best_mean_median(totals: list[int]) -> None:
    stats = summarise("Ann", "g", [outcome(i + 1, s, False) for i, s in enumerate(totals)])
    assert stats.best == max(totals)
    assert stats.mean == pytest.approx(sum(totals) / len(totals))
    assert stats.median == statistics.median(totals)


def test_median_of_an_even_count_is_the_middle_pair_averaged() -> None:
    stats = summarise("Ann", "g", [outcome(1, 10, False), outcome(2, 1, False),
                                   outcome(3, 4, False), outcome(4, 7, False)])
    assert stats.median == 5.5
    assert stats.to_json()["median"] == 5.5


def test_games_without_a_total_count_as_played_but_not_as_scores() -> None:
    stats = summarise("Ann", "g", [outcome(1, None, True), outcome(2, 8, False),
                                   outcome(3, None, True)])
    assert (stats.played, stats.wins, stats.best, stats.mean, stats.median) == (3, 2, 8, 8, 8)
    assert stats.scores == (("2024-02-02", 8),)
    nothing = summarise("Ann", "g", [outcome(1, None, False)])
    assert (nothing.best, nothing.mean, nothing.median, nothing.scores) == (None, None, None, ())


def test_win_rate_and_json_rounding() -> None:
    stats = summarise("Ann", "g", [outcome(1, 1, True), outcome(2, 1, False),
                                   outcome(3, 0, False)])
    data = stats.to_json()
    assert data == {"player": "Ann", "game": "g", "played": 3, "wins": 1, "win_rate": 0.3333,
                    "best": 1, "mean": 0.67, "median": 1, "current_streak": 0,
                    "longest_streak": 1,
                    "scores": [{"when": "2024-02-01", "total": 1},
                               {"when": "2024-02-02", "total": 1},
                               {"when": "2024-02-03", "total": 0}]}
    empty = PlayerStats(player="Ann", game="g", played=0, wins=0, best=None, mean=None,
                        median=None, current_streak=0, longest_streak=0)
    assert empty.win_rate == 0.0
    assert empty.to_json()["mean"] is None


# --- player_stats: every person in every game -------------------------------------------------


def history() -> list[GameRow]:
    return [
        row(1, ["Ann", "Bo"], [10, 12], winners=["Bo"]),
        row(2, ["Ann", "Bo"], [15, 11], winners=["Ann"]),
        row(3, ["Ann", "Bo", "Cy"], [9, 9, 4], winners=["Ann", "Bo"]),
        row(4, ["Ann", "Bo"], status="playing"),  # unfinished: not counted
        row(5, ["Bo", "Ann"], [20, 3], winners=["Bo"]),
        solo(6, "Ann", 11, "won"),
        solo(7, "Ann", -60, "lost"),
        solo(8, "Ann", 4, "won"),
        row(9, ["Cy", "Ann"], [80, 60], winners=["Cy"], game="halunken"),
        row(10, ["Bo"], [9], status="playing", game="scoundrel"),  # unfinished solo game
    ]


def test_player_stats_per_person_and_game() -> None:
    lines = player_stats(history())
    assert [(s.game, s.player) for s in lines] == [
        ("dungeon-dice", "Bo"), ("dungeon-dice", "Ann"), ("dungeon-dice", "Cy"),
        ("halunken", "Cy"), ("halunken", "Ann"), ("scoundrel", "Ann")]
    ann = one(lines, "Ann")
    assert (ann.played, ann.wins, ann.best, ann.median) == (4, 2, 15, 9.5)
    assert ann.mean == pytest.approx((10 + 15 + 9 + 3) / 4)
    assert (ann.current_streak, ann.longest_streak) == (0, 2)
    bo = one(lines, "Bo")
    assert (bo.played, bo.wins, bo.best, bo.current_streak, bo.longest_streak) == (4, 3, 20, 2, 2)
    cy = one(lines, "Cy")
    assert (cy.played, cy.wins, cy.best) == (1, 0, 4)
    solo_ann = one(lines, "Ann", "scoundrel")
    assert (solo_ann.played, solo_ann.wins, solo_ann.best, solo_ann.median) == (3, 2, 11, 4)
    assert (solo_ann.current_streak, solo_ann.longest_streak) == (1, 1)
    assert one(lines, "Cy", "halunken").wins == 1
    assert one(lines, "Ann", "halunken").wins == 0


def test_unfinished_games_are_left_out() -> None:
    lines = player_stats(history())
    assert all(line.played > 0 for line in lines)
    assert ("Bo", "scoundrel") not in {(s.player, s.game) for s in lines}
    only_open = player_stats([row(1, ["Ann", "Bo"], status="playing"),
                              solo(2, "Ann", 0, "playing", result={})])
    assert only_open == []


def test_sorted_by_game_then_games_played_then_wins_then_name() -> None:
    rows = [row(1, ["bea", "Al", "Cy", "Dee"], [1, 2, 3, 4], winners=["Dee"]),
            row(2, ["bea", "Al", "Cy"], [5, 6, 7], winners=["Al"]),
            row(3, ["x"], [1], game="aaa-first")]
    lines = player_stats(rows)
    assert [(s.game, s.player) for s in lines] == [
        ("aaa-first", "x"), ("dungeon-dice", "Al"), ("dungeon-dice", "bea"),
        ("dungeon-dice", "Cy"), ("dungeon-dice", "Dee")]


@pytest.mark.parametrize("typed", ["Ann", "ann", "ANN", "aNn"])
def test_the_player_filter_ignores_case(typed: str) -> None:
    lines = player_stats(history(), player=typed)
    assert {(s.player, s.game) for s in lines} == {
        ("Ann", "dungeon-dice"), ("Ann", "scoundrel"), ("Ann", "halunken")}


def test_the_player_filter_folds_case_beyond_ascii() -> None:
    rows = [row(1, ["Jürgen", "Straße"], [3, 4], winners=["Straße"])]
    assert [s.player for s in player_stats(rows, player="JÜRGEN")] == ["Jürgen"]
    assert [s.player for s in player_stats(rows, player="STRASSE")] == ["Straße"]
    assert player_stats(rows, player="Nobody") == []


def test_one_person_written_in_different_cases_is_one_line() -> None:
    rows = [row(1, ["Ann", "Bo"], [10, 5], winners=["Ann"]),
            row(2, ["ann", "Bo"], [12, 5], winners=["ann"]),
            row(3, ["ANN", "Bo"], [2, 5], winners=["Bo"])]
    lines = [s for s in player_stats(rows) if s.player.casefold() == "ann"]
    assert len(lines) == 1, [(s.player, s.played) for s in lines]
    assert lines[0].player == "Ann"  # as first written
    assert (lines[0].played, lines[0].wins, lines[0].best, lines[0].longest_streak) == (3, 2, 12,
                                                                                        2)
    filtered = player_stats(rows, player="ann")
    assert [(s.played, s.wins) for s in filtered] == [(3, 2)]
