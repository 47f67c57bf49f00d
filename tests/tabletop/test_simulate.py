"""tabletop.session.simulate: bots-only games in bulk, the same for any number of processes."""

from __future__ import annotations

import json
from types import SimpleNamespace
from typing import Any

import pytest

from tabletop import registry
from tabletop.events import BadInput
from tabletop.plugin import HasBots
from tabletop.session.driver import Driver
from tabletop.session.session import Session, make_options
from tabletop.session.simulate import GameOutcome, SimulationResult, seating, simulate


def test_a_solo_run_of_dungeon_dice() -> None:
    result = simulate("dungeon-dice", "basic", games=6, seed=11, jobs=1)
    assert result.players == ("basic 1",) and result.solo
    assert [o.index for o in result.outcomes] == list(range(6))
    (seat,) = result.seat_stats()
    assert seat.games == 6 and seat.strategy == "basic"
    assert seat.low is not None and seat.high is not None and seat.mean is not None
    assert seat.low <= seat.mean <= seat.high
    assert [v for v, count in seat.counts for _ in range(count)] == sorted(result.totals(0))


def test_seats_named_as_play_names_them() -> None:
    """``names``: a name per seat, or one numbered for every seat; the winners map back."""
    named = simulate("halunken", ["strong", "basic"], names=["Ann", "Cy"], games=3, jobs=1)
    assert named.players == ("Ann", "Cy") and named.strategies == ("strong", "basic")
    assert {o.winners for o in named.outcomes} <= {(0,), (1,), (0, 1)}
    one = simulate("halunken", "basic", names=["Bo"], players=3, games=1, jobs=1)
    assert one.players == ("Bo 1", "Bo 2", "Bo 3")


def test_the_same_seed_gives_the_same_result_for_any_number_of_processes() -> None:
    seen: list[int] = []
    one = simulate("halunken", "basic", games=12, seed=40, jobs=1, players=3)
    two = simulate("halunken", "basic", games=12, seed=40, jobs=2, players=3,
                   progress=seen.append)
    assert one == two
    assert one.to_json() == two.to_json()
    assert seen == sorted(seen) and seen[-1] == 12 and len(seen) > 1
    other = simulate("halunken", "basic", games=12, seed=41, jobs=1, players=3)
    assert other.outcomes != one.outcomes


def test_a_simulated_game_is_the_hotseat_game_with_bots_in_every_seat() -> None:
    result = simulate("halunken", ["basic", "basic", "strong"], games=3, seed=7, jobs=1)
    game = registry.get("halunken")
    seats = seating(3, 2)  # game 2: the players turned by two places
    assert seats == (2, 0, 1)
    session = Session.start(game, make_options(game, {}),
                            [result.players[player] for player in seats], mode="play",
                            seed=7 + 2, store=None, bots=[0, 1, 2],
                            strategies={seat: result.strategies[player]
                                        for seat, player in enumerate(seats)})
    Driver.for_session(session).run()
    by_seat = [p.total for p in game.score(session.state).players]
    assert result.outcomes[2].totals == tuple(by_seat[seats.index(player)]
                                              for player in range(3))


def test_a_game_simulated_through_the_fast_model_is_the_hotseat_game() -> None:
    """Issue #15: Scoundrel's random bot is simulated on the engine (``FastPlayout``); each
    game still ends as the hotseat game of its seed, played event by event by the driver."""
    result = simulate("scoundrel", "random", games=12, seed=70, jobs=1)
    game = registry.get("scoundrel")
    for index, outcome in enumerate(result.outcomes):
        session = Session.start(game, make_options(game, {}), [result.players[0]],
                                mode="play", seed=70 + index, store=None, bots=[0],
                                strategies={0: "random"})
        Driver.for_session(session).run()
        sheet = game.score(session.state)
        assert (outcome.status, outcome.totals) == (sheet.status, (sheet.players[0].total,))


def test_every_player_goes_first_in_turn() -> None:
    """Issue #15: with the same bot in seats 1 and 3, seat 1 won 72 % because it always went
    first (and in Dungeon dice chose its hero first). Game i turns the seats by i places."""
    assert [seating(3, index)[0] for index in range(6)] == [0, 1, 2, 0, 1, 2]
    assert all(sorted(seating(4, index)) == [0, 1, 2, 3] for index in range(8))
    assert seating(1, 5) == (0,)
    result = simulate("dungeon-dice", ["basic", "basic"], games=40, seed=3, jobs=1)
    first, second = result.seat_stats()
    assert abs(first.win_rate - second.win_rate) < 0.35


def test_options_reach_the_game() -> None:
    result = simulate("halunken", games=1, seed=1, jobs=1, options={"games": 2})
    assert result.options["games"] == 2
    game = registry.get("halunken")
    assert isinstance(game, HasBots)
    default = next(iter(game.strategies()))
    assert result.strategies == (default, default)


def test_scoundrel_when_it_has_bots() -> None:
    game = registry.get("scoundrel")
    if not isinstance(game, HasBots):
        pytest.skip("scoundrel has no strategies yet")
    result = simulate("scoundrel", games=4, seed=3, jobs=1)
    assert {o.status for o in result.outcomes} <= {"won", "lost"}
    assert result.seat_stats()[0].won == sum(o.status == "won" for o in result.outcomes)


def hand_made() -> SimulationResult:
    outcomes = (
        GameOutcome(0, "over", (10, 20, 20), (1, 2)),  # a shared win
        GameOutcome(1, "over", (30, 5, None), (0,)),
        GameOutcome(2, "over", (-4, 7, 1), (1,)),
    )
    return SimulationResult("halunken", ("greedy", "basic", "basic"), ("a", "b", "c"), 9, {},
                            outcomes)


def test_aggregates_per_seat() -> None:
    first, second, third = hand_made().seat_stats()
    assert (first.games, first.wins) == (3, 1)
    assert first.win_rate == pytest.approx(1 / 3)
    assert (first.mean, first.median, first.low, first.high) == (12, 10, -4, 30)
    assert (second.wins, second.median, second.low, second.high) == (2, 7, 5, 20)
    assert (third.games, third.wins, third.mean, third.median) == (3, 1, 10.5, 10.5)
    assert third.counts == ((1, 1), (20, 1))  # a game without a total is left out


def test_aggregates_per_strategy_pool_the_seats() -> None:
    stats = hand_made().strategy_stats()
    assert list(stats) == ["greedy", "basic"]
    basic = stats["basic"]
    assert (basic.games, basic.wins, basic.win_rate) == (6, 3, 0.5)
    assert (basic.low, basic.high, basic.median) == (1, 20, 7)


def test_solo_share_won() -> None:
    outcomes = tuple(GameOutcome(i, status, (score,), (0,) if status == "won" else ())
                     for i, (status, score) in enumerate(
                         [("won", 12), ("lost", -7), ("lost", -20), ("won", 3)]))
    result = SimulationResult("scoundrel", ("basic",), ("a",), 0, {}, outcomes)
    (seat,) = result.seat_stats()
    assert result.solo
    assert (seat.won, seat.won_share, seat.wins, seat.low) == (2, 0.5, 2, -20)


def test_to_json_holds_the_numbers_and_every_score() -> None:
    data = json.loads(json.dumps(hand_made().to_json()))
    assert data["games"] == 3 and data["seed"] == 9
    assert data["seats"][1] == {"label": "b", "strategy": "basic", "games": 3, "wins": 2,
                                "win_rate": pytest.approx(2 / 3), "won": 0, "won_share": 0.0,
                                "mean": pytest.approx(32 / 3), "median": 7, "min": 5,
                                "max": 20}
    assert data["by_strategy"]["basic"]["wins"] == 3
    assert data["results"][0] == {"index": 0, "status": "over", "totals": [10, 20, 20],
                                  "winners": [1, 2]}


@pytest.mark.parametrize(("kwargs", "key"), [
    ({"game_id": "no-such-game"}, "err_no_such_game_kind"),
    ({"game_id": "halunken", "strategy": "genius"}, "err_unknown_strategy"),
    ({"game_id": "halunken", "strategy": ["basic", "genius"]}, "err_unknown_strategy"),
    ({"game_id": "halunken", "players": 1}, "err_players_count"),
    ({"game_id": "halunken", "strategy": ["basic"] * 3, "players": 2},
     "err_sim_strategy_seats"),
    ({"game_id": "halunken", "games": 0}, "err_sim_games"),
    ({"game_id": "halunken", "jobs": 0}, "err_sim_jobs"),
    ({"game_id": "halunken", "options": {"colour": "red"}}, "err_unknown_option"),
    ({"game_id": "halunken", "strategy": ["basic"] * 3, "names": ["A", "B"]},
     "err_sim_strategy_seats"),
    ({"game_id": "halunken", "strategy": ["basic"] * 2, "names": ["A", "A"]},
     "err_name_bots_twice"),
])
def test_bad_requests_are_bad_input(kwargs: dict[str, Any], key: str) -> None:
    with pytest.raises(BadInput) as caught:
        simulate(**kwargs)
    assert caught.value.key == key
    assert caught.value.message() != key  # the catalogue has the sentence


def test_a_game_without_bots(monkeypatch: pytest.MonkeyPatch) -> None:
    plain = SimpleNamespace(meta=SimpleNamespace(id="plain", titles={"en": "Plain"},
                                                 min_players=1, max_players=1))
    monkeypatch.setattr(registry, "get", lambda game_id: plain)
    with pytest.raises(BadInput) as caught:
        simulate("plain", games=1, jobs=1)
    assert caught.value.key == "err_no_bots"
    assert caught.value.message() == "Plain has no bots."
