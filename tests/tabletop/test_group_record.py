"""A group's record over stored rows (issue #25): head to head, rival and nemesis, personal
bests per rule set (pure functions over hand-made rows)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.records.stats import head_to_head, personal_bests, rivals
from tabletop.store.results import GameRow


def row(game_id: int, players: list[str], totals: list[int | None], winners: list[str], *,
        game: str = "halunken", status: str = "over",
        options: dict[str, Any] | None = None) -> GameRow:
    stamp = f"2024-02-{game_id:02d}T20:00:00+00:00"
    result = {"status": status, "winners": winners,
              "players": [{"name": n, "total": t} for n, t in zip(players, totals, strict=True)]}
    return GameRow(id=game_id, game=game, players=players, options=options or {}, mode="play",
                   status=status, result=result, created=stamp, updated=stamp, events=5)


GROUP = [
    row(1, ["Ann", "Bo"], [10, 5], ["Ann"]),
    row(2, ["Ann", "Bo", "Cy"], [8, 12, 3], ["Bo"]),
    row(3, ["bo", "Cy"], [4, 9], ["Cy"]),
    row(4, ["Ann", "Cy"], [2, 9], ["Cy"]),
    row(5, ["Ann", "Bo"], [7, 7], ["Ann", "Bo"]),              # a shared win
    row(6, ["Ann", "Bo"], [9, 4], ["Ann"], game="dungeon-dice"),
    row(7, ["Ann", "Bo"], [1, 2], [], status="playing"),       # unfinished: counts nowhere
]
GROUP[-1] = replace(GROUP[-1], result=None)


def test_head_to_head_counts_games_wins_and_scores() -> None:
    lines = head_to_head(GROUP, "ann", "BO")
    assert [(h.game, h.played, h.first_wins, h.second_wins) for h in lines] == [
        ("halunken", 3, 2, 2), ("dungeon-dice", 1, 1, 0)]
    halunken = lines[0]
    assert (halunken.first, halunken.second) == ("Ann", "Bo")  # as first written in a game
    assert [(m.game_id, m.first_total, m.second_total) for m in halunken.meetings] == [
        (1, 10, 5), (2, 8, 12), (5, 7, 7)]
    assert halunken.mean(True) == 25 / 3 and halunken.mean(False) == 8
    assert halunken.to_json()["wins"] == [2, 2]


def test_head_to_head_of_people_who_never_met() -> None:
    assert head_to_head(GROUP, "Ann", "Dee") == []
    assert head_to_head(GROUP, "Ann", "ann") == []


def test_rival_is_the_most_met_and_nemesis_the_most_beaten_by() -> None:
    found = {(r.player, r.game): r for r in rivals(GROUP)}
    ann = found[("Ann", "halunken")]
    # Ann met Bo 3 times and Cy twice; Bo beat her once (game 2; game 5 she won too), Cy once
    # (game 4): a tie goes to the name first in the alphabet
    assert (ann.rival, ann.rival_games, ann.nemesis, ann.nemesis_wins) == ("Bo", 3, "Bo", 1)
    cy = found[("Cy", "halunken")]
    assert (cy.rival, cy.rival_games) == ("Ann", 2)  # Ann 2, Bo 2: alphabetical
    assert (cy.nemesis, cy.nemesis_wins) == ("Bo", 1)
    bo = found[("Bo", "halunken")]
    assert (bo.nemesis, bo.nemesis_wins) == ("Ann", 1)  # game 1; Cy beat Bo in game 3 too
    assert found[("Bo", "dungeon-dice")].to_json() == {
        "player": "Bo", "game": "dungeon-dice", "rival": {"name": "Ann", "games": 1},
        "nemesis": {"name": "Ann", "wins": 1}}
    assert found[("Ann", "dungeon-dice")].nemesis is None


def test_rivals_of_one_person() -> None:
    assert {(r.player, r.game) for r in rivals(GROUP, player="cy")} == {("Cy", "halunken")}


def test_personal_bests_per_rule_set() -> None:
    lower = {"weapon_rule": "lower"}
    equal = {"weapon_rule": "lower_or_equal"}
    rows = [
        row(1, ["Ann"], [5], ["Ann"], game="scoundrel", status="won", options=lower),
        row(2, ["Ann"], [12], ["Ann"], game="scoundrel", status="won", options=lower),
        row(3, ["ann"], [12], ["ann"], game="scoundrel", status="won", options=lower),
        row(4, ["Ann"], [-20], [], game="scoundrel", status="lost", options=equal),
        row(5, ["Bo"], [3], ["Bo"], game="scoundrel", status="won", options=lower),
        row(6, ["Ann", "Bo"], [30, 2], ["Ann"]),  # not solo: no personal best
    ]
    found = [(b.player, b.options, b.best, b.game_id, b.played) for b in personal_bests(rows)]
    # the first game to reach 12 holds the best; a loss under other rules is its own record
    assert found == [("Ann", lower, 12, 2, 3), ("Ann", equal, -20, 4, 1), ("Bo", lower, 3, 5, 1)]
    assert [b.player for b in personal_bests(rows, player="BO")] == ["Bo"]
