"""What a seat may know (issue 11, per-seat observations): in dungeon dice nothing is hidden.
The dice lie on the table, every player's treasure, XP and hero side in front of them
(``003_713d509ed6956a86.txt`` and D1-D15 hide nothing); only the bag's order is unknown, to
everyone, and its contents can be counted from D2's 36 tokens less what the players hold."""

from __future__ import annotations

import json
from dataclasses import replace

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import LAST_LEVEL, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.session.playout import random_playout

from .helpers import at


def states(seed: int, players: int = 2) -> list[DDState]:
    """Every state of a seeded random game."""
    start = GAME.setup(DungeonDiceOptions(), [f"P{i}" for i in range(players)])
    return list(random_playout(GAME, start, seed).states)


def test_every_seat_sees_the_same_and_it_survives_json() -> None:
    for state in states(1)[::5]:
        table = GAME.observe(state, None)
        assert json.loads(json.dumps(table)) == table
        for seat in (0, 1):
            seen = GAME.observe(state, seat)
            assert seen["seat"] == seat
            assert {**seen, "seat": None} == table


def test_d2_the_bag_holds_what_the_players_do_not() -> None:
    """D2: 36 tokens; a used token goes back to the pool. The bag's counts are what a player
    counts: the tokens of the game less those in front of the players."""
    state = at("knight", tokens=["elixir", "elixir", "town-portal"], others=1)
    seen = GAME.observe(state, 1)
    held = seen["players"][0]["tokens"]
    assert held == {"elixir": 2, "town-portal": 1}
    assert seen["players"][0]["token_count"] == 3
    for token, total in zip(TOKENS, TOKEN_COUNTS, strict=True):
        assert seen["bag"][token] == total - held.get(token, 0)
    assert seen["bag_total"] == sum(TOKEN_COUNTS) - 3


def test_the_delve_on_the_table() -> None:
    """D1/D4/D7: the party, the graveyard, the level's dungeon dice, the lair and what the
    dungeon master has left; the hero's side (D11) and its ultimate (D12)."""
    state = at("knight", party=["fighter", "champion"], dungeon=["goblin", "chest"], lair=2,
               level=3, xp=6)
    seen = GAME.observe(state, 0)
    assert seen["stage"] == "monsters" and seen["level"] == 3
    assert seen["party"] == {"fighter": 1, "cleric": 0, "mage": 0, "thief": 0,
                             "champion": 1, "scroll": 0}
    assert seen["graveyard"] == 5
    assert seen["dungeon"]["goblin"] == seen["dungeon"]["chest"] == 1
    assert (seen["lair"], seen["dungeon_pool"]) == (2, 3)
    me = seen["players"][0]
    assert (me["hero"], me["master"], me["hero_name"]) == ("knight", True, "dragon-slayer")
    assert seen["ultimate"] == "knight:master" and seen["dragon_needs"] == 2
    assert seen["advise"] is False


def test_at_the_regroup_the_screen_asks_for_the_odds() -> None:
    """D8: at the regroup the screen shows the chance to clear the next level; the host
    fetches it as advice (no search runs while the screen is drawn)."""
    state = at("knight", party=["fighter"], level=3, stage="regroup")
    assert GAME.observe(state, None)["advise"] is True
    last = at("knight", party=["fighter"], level=LAST_LEVEL - 1, stage="regroup")
    assert GAME.observe(last, None)["advise"] is True
    over = replace(state, stage=Stage.OVER)
    assert GAME.observe(over, None)["advise"] is False


def test_finished_delves_and_scores() -> None:
    """D8/D9/D13: how each delve ended, and the score as it stands."""
    state = at("knight", xp=4, tokens=["town-portal"])
    seats = (replace(state.seats[0], delves=("retired:4", "fled:2")),)
    seen = GAME.observe(replace(state, seats=seats), None)
    me = seen["players"][0]
    assert me["delves"] == [{"outcome": "retired", "level": 4},
                            {"outcome": "fled", "level": 2}]
    assert me["score"] == 4 + 2
