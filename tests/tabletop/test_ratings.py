"""Ratings per person and game (issue #25): openskill's Plackett-Luce with its defaults, kept
in the store as games finish, equal to rating every game again from the first."""

from __future__ import annotations

import math
import sqlite3
from typing import Any

import pytest

from tabletop.events import Record
from tabletop.records.ratings import MU, SIGMA, Skill, placings, rate
from tabletop.store.database import Store
from tabletop.store.migrations import MIGRATIONS, SCHEMA_VERSION

BETA, TAU, KAPPA = MU / 6, MU / 300, 0.0001  # openskill's defaults beside mu and sigma


def by_hand(skills: list[tuple[float, float]], places: list[int]) -> list[tuple[float, float]]:
    """The Plackett-Luce update of Weng and Lin (2011, algorithm 4) as openskill applies it
    with its defaults, written out apart from the library: each sigma first grows by tau;
    c = sqrt(sum(sigma² + beta²)); C_q sums exp(mu/c) over the seats placed as q or behind,
    A_q counts the seats sharing q's place; for each seat i, over the seats q placed as i or
    ahead: Omega_i = sigma_i²/c · sum((1[q = i] - p)/A_q), Delta_i = gamma_i sigma_i²/c² ·
    sum(p(1 - p)/A_q), p = exp(mu_i/c)/C_q, gamma_i = sigma_i/c; mu_i + Omega_i, sigma_i ·
    sqrt(max(1 - Delta_i, kappa))."""
    grown = [sigma * sigma + TAU * TAU for _, sigma in skills]
    c = math.sqrt(sum(s2 + BETA * BETA for s2 in grown))
    e = [math.exp(mu / c) for mu, _ in skills]
    seats = range(len(skills))
    big_c = [sum(e[s] for s in seats if places[s] >= places[q]) for q in seats]
    big_a = [sum(1 for s in seats if places[s] == places[q]) for q in seats]
    after = []
    for i in seats:
        omega = delta = 0.0
        for q in seats:
            if places[q] <= places[i]:
                p = e[i] / big_c[q]
                omega += ((q == i) - p) / big_a[q]
                delta += p * (1 - p) / big_a[q]
        gamma = math.sqrt(grown[i]) / c
        after.append((skills[i][0] + grown[i] / c * omega,
                      math.sqrt(grown[i] * max(1 - gamma * grown[i] / c / c * delta, KAPPA))))
    return after


def finish(store: Store, players: list[str], totals: list[int | None], winners: list[str],
           *, game: str = "halunken", created: str | None = None) -> int:
    """A tallied game kept as ``score`` keeps it: tallied games count as games."""
    record = Record(game=game, options={}, players=players, mode="tally",
                    **({"created": created} if created else {}))
    result = {"status": "over", "winners": winners,
              "players": [{"name": n, "total": t} for n, t in zip(players, totals, strict=True)]}
    return store.results.save_finished(record, "over", result)


def skills(store: Store, game: str = "halunken") -> dict[str, tuple[float, float, int]]:
    return {r.player: (r.mu, r.sigma, r.games) for r in store.results.ratings(game=game)}


# --- the model: placings and one game by hand --------------------------------------------------


def test_placings_winners_first_then_by_total() -> None:
    result = {"winners": ["Bo"], "players": [{"name": "Ann", "total": 10},
                                             {"name": "Bo", "total": 15},
                                             {"name": "Cy", "total": 10},
                                             {"name": "Dee", "total": 12}]}
    assert placings(result) == [("Ann", 2), ("Bo", 0), ("Cy", 2), ("Dee", 1)]
    # co-winners share first place; a missing total comes last
    tied = {"winners": ["Ann", "Bo"], "players": [{"name": "Ann", "total": 9},
                                                  {"name": "Bo", "total": 9},
                                                  {"name": "Cy", "total": None}]}
    assert placings(tied) == [("Ann", 0), ("Bo", 0), ("Cy", 1)]


def test_nothing_to_rate_without_a_winner_or_a_second_seat() -> None:
    assert placings({"winners": [], "players": [{"name": "A", "total": 1},
                                                {"name": "B", "total": 2}]}) is None
    assert placings({"winners": ["A"], "players": [{"name": "A", "total": 1}]}) is None


def test_two_newcomers_by_hand() -> None:
    """Two people new to the game, one wins. sigma² = (25/3)² + (25/300)² = 69.451389; c² =
    2 (69.451389 + (25/6)²) = 173.625, c = 13.176684; equal mus give p = 1/2 everywhere. The
    winner: Omega = 69.451389 / 13.176684 · (1 - 1/2) = 2.635389; the loser: Omega =
    69.451389 / 13.176684 · (0 - 1/2) (its own term) = -2.635389. Delta = (8.333750 /
    13.176684) · (69.451389 / 173.625) · 1/4 = 0.063246 for both, so sigma = sqrt(69.451389 ·
    0.936754) = 8.065901."""
    won, lost = rate([Skill(), Skill()], [0, 1])
    assert won.mu == pytest.approx(27.635389, abs=1e-6)
    assert lost.mu == pytest.approx(22.364611, abs=1e-6)
    assert won.sigma == lost.sigma == pytest.approx(8.065901, abs=1e-6)
    assert won.ordinal == pytest.approx(27.635389 - 3 * 8.065901, abs=1e-5)


@pytest.mark.parametrize(("before", "places"), [
    ([(MU, SIGMA), (30.0, 6.0), (20.0, 7.0)], [1, 0, 1]),           # a tie for second
    ([(MU, SIGMA), (27.0, 5.0), (22.0, 8.0), (26.0, 4.0)], [0, 2, 1, 3]),
    ([(MU, SIGMA)] * 3, [0, 0, 1]),                                  # two share the win
])
def test_the_library_follows_the_formulas(before: list[tuple[float, float]],
                                          places: list[int]) -> None:
    got = rate([Skill(mu, sigma) for mu, sigma in before], places)
    for skill, (mu, sigma) in zip(got, by_hand(before, places), strict=True):
        assert skill.mu == pytest.approx(mu, abs=1e-9)
        assert skill.sigma == pytest.approx(sigma, abs=1e-9)


# --- the store: updated as games finish -------------------------------------------------------


GAMES: list[tuple[list[str], list[int | None], list[str]]] = [
    (["Ann", "Bo"], [10, 5], ["Ann"]),
    (["Ann", "Bo", "Cy"], [10, 15, 3], ["Bo"]),
    (["cy", "Dee", "ANN", "Bo"], [20, 20, 4, 9], ["cy", "Dee"]),  # names in any case: a person
    (["Bo", "Dee"], [7, 7], ["Bo", "Dee"]),
    (["Ann", "Cy"], [None, 3], ["Cy"]),
]


def test_stored_ratings_follow_the_formulas_game_after_game() -> None:
    store = Store()
    expected: dict[str, tuple[float, float]] = {}
    for players, totals, winners in GAMES:
        finish(store, players, totals, winners)
        result = {"winners": winners, "players": [{"name": n, "total": t}
                                                  for n, t in zip(players, totals, strict=True)]}
        placed = placings(result)
        assert placed is not None
        keys = [name.casefold() for name, _ in placed]
        after = by_hand([expected.get(k, (MU, SIGMA)) for k in keys], [p for _, p in placed])
        expected.update(zip(keys, after, strict=True))
    found = skills(store)
    assert {name.casefold(): (mu, sigma) for name, (mu, sigma, _) in found.items()} == {
        key: (pytest.approx(mu, abs=1e-9), pytest.approx(sigma, abs=1e-9))
        for key, (mu, sigma) in expected.items()}
    assert {name: games for name, (_, _, games) in found.items()} == {
        "Ann": 4, "Bo": 4, "Cy": 3, "Dee": 2}  # shown as first written


def test_incremental_equals_from_scratch() -> None:
    store = Store()
    for players, totals, winners in GAMES:
        finish(store, players, totals, winners)
    finish(store, ["Ann", "Bo"], [3, 4], ["Bo"], game="dungeon-dice")
    kept = {game: skills(store, game) for game in ("halunken", "dungeon-dice")}
    with store.transaction():
        store.conn.execute("UPDATE rating_kinds SET stale = 1")
    assert {game: skills(store, game) for game in kept} == kept
    assert store.results.stale_kinds() == []


def test_the_change_is_the_last_games() -> None:
    store = Store()
    finish(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    finish(store, ["Ann", "Bo"], [1, 5], ["Bo"])
    ann = next(r for r in store.results.ratings() if r.player == "Ann")
    first, _ = rate([Skill(), Skill()], [0, 1])
    assert ann.change == pytest.approx(ann.ordinal - first.ordinal)
    assert ann.change < 0 and ann.games == 2
    history = store.results.rating_history("halunken", ["Ann"])["Ann"]
    assert [value for _, value in history] == [pytest.approx(first.ordinal),
                                               pytest.approx(ann.ordinal)]


def test_solo_games_and_games_without_winners_are_not_rated() -> None:
    store = Store()
    finish(store, ["Ann"], [12], ["Ann"], game="scoundrel")
    finish(store, ["Ann", "Bo"], [3, 3], [])
    assert store.results.ratings() == []


def test_an_undo_of_the_last_game_takes_its_rating_back() -> None:
    store = Store()
    finish(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    before = skills(store)
    last = finish(store, ["Ann", "Bo", "Cy"], [1, 15, 3], ["Bo"])
    store.log.truncate(last, 0, revision=store.log.revision(last))  # reopened: no longer finished
    assert skills(store) == before
    assert store.results.stale_kinds() == []


def test_an_undo_of_an_earlier_game_rates_the_kind_again_once() -> None:
    store = Store()
    early = finish(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    finish(store, ["Ann", "Bo"], [1, 5], ["Bo"])
    store.log.truncate(early, 0, revision=store.log.revision(early))
    assert store.results.stale_kinds() == ["halunken"]
    fresh = Store(store.path.with_name("fresh.db"))
    finish(fresh, ["Ann", "Bo"], [1, 5], ["Bo"])
    assert skills(store) == skills(fresh)


def test_an_import_of_older_games_rates_their_kind_in_the_order_played() -> None:
    store = Store()
    finish(store, ["Ann", "Bo"], [10, 5], ["Ann"])
    old = finish(Store(store.path.with_name("other.db")), ["Ann", "Bo"], [1, 5], ["Bo"],
                 created="2020-01-01T10:00:00+00:00")
    other = Store(store.path.with_name("other.db"))
    record = other.log.load(old)
    row = other.results.row(old)
    assert row.result is not None
    store.imports.records([(record, row.status, row.result)])
    assert store.results.stale_kinds() == ["halunken"]
    found = skills(store)
    first, second = rate([Skill(), Skill()], [1, 0])  # the 2020 game first: Bo won it
    ann, bo = rate([first, second], [0, 1])
    assert found["Ann"][:2] == (pytest.approx(ann.mu), pytest.approx(ann.sigma))
    assert found["Bo"][:2] == (pytest.approx(bo.mu), pytest.approx(bo.sigma))


def test_an_import_of_newer_games_is_rated_as_it_arrives() -> None:
    store = Store()
    finish(store, ["Ann", "Bo"], [10, 5], ["Ann"], created="2020-01-01T10:00:00+00:00")
    other = Store(store.path.with_name("other.db"))
    new = finish(other, ["Ann", "Bo"], [1, 5], ["Bo"], created="2099-01-01T10:00:00+00:00")
    row = other.results.row(new)
    assert row.result is not None
    store.imports.records([(other.log.load(new), row.status, row.result)])
    assert store.results.stale_kinds() == []
    assert skills(store)["Ann"][2] == 2


def test_an_old_store_gets_its_ratings_once(tmp_path: Any) -> None:
    """A store of schema 8 (before ratings): migration 9 marks its kinds, the first read
    rates them, and the result is the one a store rating as it went would hold."""
    path = tmp_path / "old.db"
    store = Store(path)
    for players, totals, winners in GAMES:
        finish(store, players, totals, winners)
    kept = skills(store)
    store.close()
    conn = sqlite3.connect(path)
    # reviews came after, and the plugin version went after (the seats' devices, the
    # settings and a game's language came, and the choices made ahead got their name)
    conn.executescript("DROP TABLE ratings; DROP TABLE rating_changes; DROP TABLE rating_kinds;"
                       "DROP TABLE reviews; DROP TABLE deal_bests; DROP TABLE web_seat_devices;"
                       "DROP TABLE settings; ALTER TABLE games DROP COLUMN lang;"
                       " ALTER TABLE choices_ahead RENAME TO web_pending;"
                       " ALTER TABLE games ADD COLUMN"
                       " plugin_version TEXT NOT NULL DEFAULT '1'; ALTER TABLE games DROP COLUMN"
                       " revision; PRAGMA user_version = 8;")
    conn.close()
    assert SCHEMA_VERSION >= 9 and "CREATE TABLE ratings" in MIGRATIONS[8]
    reopened = Store(path)
    assert reopened.results.stale_kinds() == ["halunken"]
    assert skills(reopened) == kept
    assert reopened.results.stale_kinds() == []
