"""S10: the observation holds what the table sees, counts and faces, never the dungeon's order."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.observe import observe
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import turn
from tabletop.session.playout import random_playout

from .helpers import RUN, endgame, play, start


def strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def played_states(seed: int) -> list[ScoundrelState]:
    run = random_playout(GAME, GAME.setup(GAME.meta.options(), ["P"]), seed)
    states, state = [run.start], run.start
    for event in run.events:
        state = turn(state, event)
        states.append(state)
    return states


@pytest.mark.parametrize("seed", range(3))
def test_s10_every_observation_round_trips_and_names_no_dungeon_card(seed: int) -> None:
    """000_29c9095678974fbe.txt: 'platziere sie in einem verdeckten Stapel' (face down)."""
    for state in played_states(seed):
        seen = observe(state, 0)
        assert json.loads(json.dumps(seen)) == seen
        assert observe(state, None) == {**seen, "seat": None}
        assert not set(strings(seen)) & state.dungeon_cards()
        assert seen["dungeon"]["count"] == state.dungeon_size


def test_s10_the_dungeon_is_counted_never_listed() -> None:
    """000_29c9095678974fbe.txt: 'legt sie unter den Kerker' (the fled room is counted apart)."""
    state = turn(start("7D", "KS", "5H", "9C"), RUN)
    seen = observe(state, 0)
    assert seen["dungeon"] == {"count": 44, "unseen": 40, "under": 4}
    assert seen["turn"]["ran_last"] is True
    assert seen["run"] is None  # cards must be turned over first
    assert seen["needs_cards"] == 4


def test_s4_room_cards_say_what_playing_them_does() -> None:
    """002_1fb84a41f10de15f.txt: 'Mit einer Waffe ... 13 − 7 = 6'; S3, S4 and S5. With the
    health each way leaves (issue #23: the card says it before it is played)."""
    state = play(start("7D", "KS", "5H", "9C", health=14), "7D")
    room = {entry["card"]: entry for entry in observe(state, 0)["room"]}
    assert room["KS"] == {"card": "KS", "number": 2, "kind": "monster", "value": 13,
                          "effect": "fight", "damage": 6, "bare": 13,
                          "after": 8, "after_bare": 1}
    assert room["5H"] == {"card": "5H", "number": 3, "kind": "potion", "value": 5,
                          "effect": "heal", "heal": 5, "after": 19}
    after = play(play(state, "KS"), "5H")
    # the turn is over: the card left is the first of the next room
    assert observe(after, 0)["room"] == [{"card": "9C", "number": 1, "kind": "monster",
                                          "value": 9, "effect": "fight", "damage": 2, "bare": 9,
                                          "after": 11, "after_bare": 4}]


def test_s5_a_second_potion_shows_no_heal() -> None:
    """002_1fb84a41f10de15f.txt: 'Weitere Tränke, die du dort nimmst, werden ohne Heilung
    abgelegt.'"""
    state = play(start("9H", "5H", "2C", "3D", health=16), "9H")
    seen = observe(state, 0)
    assert [e["effect"] for e in seen["room"]] == ["no_heal", "bare", "equip"]
    assert seen["turn"] == {"played": 1, "potion_used": True, "last_room": False,
                            "ran_last": False}
    assert seen["run"] == {"allowed": False, "refusal": "sc_err_run_played"}


def test_s3_the_weapon_shows_its_limit_and_whether_it_is_fresh() -> None:
    """000_29c9095678974fbe.txt: 'kann diese Waffe nur noch benutzt werden, um Monster mit einem
    niedrigeren Wert als dem des vorigen Monsters zu besiegen'."""
    fresh = play(start("7D", "KS", "5H", "9C"), "7D")
    assert observe(fresh, 0)["weapon"] == {"card": "7D", "value": 7, "slain": [], "limit": None,
                                           "fresh": True, "or_equal": False}
    used = replace(endgame(["9C"], ["2C"], weapon="7D", weapon_rule="lower_or_equal"),
                   slain=("KS",))
    assert observe(used, 0)["weapon"] == {"card": "7D", "value": 7, "slain": ["KS"],
                                          "limit": 13, "fresh": False, "or_equal": True}
    assert observe(start("2C", "3C", "4C", "5C"), 0)["weapon"] is None


def test_s7_the_last_room_may_not_be_fled() -> None:
    """002_1fb84a41f10de15f.txt: 'Ist der Dungeon leer, spiele die übrigen Karten zu Ende.'"""
    seen = observe(endgame(["9C", "3D", "4H", "2S"]), 0)
    assert seen["turn"]["last_room"] is True
    assert seen["run"] == {"allowed": False, "refusal": "sc_err_run_last_room"}


def test_s8_a_finished_game_shows_its_status_and_no_run() -> None:
    """000_29c9095678974fbe.txt: 'Das Spiel endet ...'"""
    won = play(play(endgame(["9C", "3D"], health=15), "9C"), "3D")
    seen = observe(won, None)
    assert (seen["status"], seen["run"], seen["room"]) == ("won", None, [])
    lost = play(endgame(["AS", "3D", "4H", "2S"], ["2C"], health=5), "AS")
    assert observe(lost, 0)["status"] == "lost"


def test_the_discard_is_summed_by_kind() -> None:
    """S10: 'what is in the discard, as a player at a table could count'."""
    state = play(play(play(start("9C", "5H", "2H", "7D"), "9C"), "5H"), "2H")
    assert observe(state, 0)["discard"] == {"count": 3, "monsters": 1, "monster_sum": 9,
                                            "weapons": 0, "potions": 2}


def test_the_game_observes_through_the_plugin() -> None:
    state = start("7D", "KS", "5H", "9C")
    rng = random.Random(0)
    assert GAME.observe(state, rng.choice([0, None]))["health"] == 20
