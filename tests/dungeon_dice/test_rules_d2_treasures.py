"""D2: the treasure tokens - their effects, the shared pool they are drawn from and go back to."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.dungeon_dice.rules.components import TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision

from .helpers import (
    act,
    at,
    draw,
    dungeon,
    fight,
    illegal,
    level_count,
    party,
    party_count,
    pool_count,
    token_count,
)


def full(token: str) -> int:
    return TOKEN_COUNTS[TOKENS.index(token)]


@pytest.mark.parametrize(("token", "target", "left"), [
    ("vorpal-sword", "goblin", (0, 2, 2)), ("vorpal-sword", "skeleton", (3, 1, 2)),
    ("talisman", "skeleton", (3, 0, 2)), ("talisman", "goblin", (2, 2, 2)),
    ("scepter-of-power", "ooze", (3, 2, 0)), ("scepter-of-power", "skeleton", (3, 1, 2)),
    ("thieves-tools", "ooze", (3, 2, 1)),
])
def test_d2_companion_tokens_fight_as_their_companion(token: str, target: str,
                                                      left: tuple[int, int, int]) -> None:
    """dungeon_dice.md D2: "Vorpal Sword | used as one Fighter", "Talisman | used as one
    Cleric", "Scepter of Power | used as one Mage", "Thieves' Tools | used as one Thief";
    "A used token goes back to the pool." """
    state = at("knight", party=["thief"], dungeon=["goblin"] * 3 + ["skeleton"] * 2 +
               ["ooze"] * 2, level=7, tokens=[token, token])
    state = fight(state, token, target)
    assert (level_count(state, "goblin"), level_count(state, "skeleton"),
            level_count(state, "ooze")) == left
    assert token_count(state, token) == 1
    assert pool_count(state, token) == full(token) - 1
    assert state.graveyard == 6  # no die was used


def test_d2_thieves_tools_open_every_chest() -> None:
    """dungeon_dice.md D2: "Thieves' Tools | used as one Thief" (D6: "a Thief or Champion opens
    all Chests")"""
    state = at("knight", party=["fighter"], dungeon=["chest"] * 3, level=3,
               tokens=["thieves-tools"])
    state = act(state, "open", with_="thieves-tools")
    assert state.draws == 3 and token_count(state, "thieves-tools") == 0
    assert pool_count(state, "thieves-tools") == full("thieves-tools")
    vorpal = at("knight", party=["fighter"], dungeon=["chest"] * 3, level=3,
                tokens=["vorpal-sword"])
    assert act(vorpal, "open", with_="vorpal-sword").draws == 1


@pytest.mark.parametrize("companions", [
    ["vorpal-sword", "talisman", "scepter-of-power"],
    ["thieves-tools", "talisman", "champion"],
    ["vorpal-sword", "cleric", "mage"],
])
def test_d2_companion_tokens_count_as_companions_also_against_the_dragon(
        companions: list[str]) -> None:
    """dungeon_dice.md D2: "Tokens that act as companions count as companions everywhere,
    including against the dragon." """
    tokens = [c for c in companions if c in TOKENS]
    dice = [c for c in companions if c not in TOKENS]
    state = at("knight", party=[*dice, "thief"], lair=3, level=5, tokens=tokens)
    assert any(a.kind == "dragon" and sorted(a.data["with"]) == sorted(companions)
               for a in _listed(state))
    state = act(state, "dragon", with_=companions)
    assert (state.lair, state.seats[0].xp) == (0, 1)
    assert all(token_count(state, t) == 0 for t in tokens)
    assert all(pool_count(state, t) == full(t) for t in tokens)


def test_d2_two_tokens_of_one_kind_are_not_two_types_against_the_dragon() -> None:
    """dungeon_dice.md D7: "3 companions of 3 different types" - a Vorpal Sword is a Fighter
    (D2)."""
    state = at("knight", party=["fighter", "cleric"], lair=3, level=5,
               tokens=["vorpal-sword", "vorpal-sword"])
    for trio in (["vorpal-sword", "vorpal-sword", "cleric"], ["vorpal-sword", "fighter",
                                                              "cleric"]):
        assert illegal(state, Event(0, "dragon", {"with": trio})) == "dd_err_dragon_party"


def test_d2_the_dragon_slayer_with_two_and_others_with_three_companions() -> None:
    """dungeon_dice.md D12: Knight: "master also: the dragon needs only 2 different
    companions"; D7: "Defeating the dragon takes 3 companions of 3 different types" - tokens
    count (D2)."""
    slayer = at("knight", party=["thief"], lair=3, level=5, xp=5,
                tokens=["vorpal-sword", "talisman"])
    slayer = act(slayer, "dragon", with_=["vorpal-sword", "talisman"])
    assert (slayer.lair, slayer.seats[0].xp, sum(slayer.seats[0].tokens)) == (0, 6, 0)
    knight = at("knight", party=["thief"], lair=3, level=5,
                tokens=["vorpal-sword", "talisman"])
    assert illegal(knight, Event(0, "dragon", {"with": ["vorpal-sword", "talisman"]})) == \
        "dd_err_dragon_party"
    knight = act(knight, "dragon", with_=["vorpal-sword", "talisman", "thief"])
    assert (knight.lair, knight.seats[0].xp) == (0, 1)


def test_d2_scroll_token_rerolls_like_a_scroll() -> None:
    """dungeon_dice.md D2: "Scroll | 3 | used as one Scroll" (D5: "Scroll: not a companion; it
    rerolls any number of party and dungeon dice (not the lair)")"""
    state = at("knight", party=["fighter", "thief"], dungeon=["ooze", "ooze", "chest"],
               level=3, lair=1, tokens=["scroll-token"])
    assert illegal(state, Event(0, "fight", {"with": "scroll-token", "target": "ooze"})) == \
        "dd_err_not_companion"
    state = act(state, "reroll", with_="scroll-token", party=["thief"],
                dungeon=["ooze", "ooze"])
    assert (state.roll_party, state.roll_dungeon, state.graveyard) == (1, 2, 5)
    assert token_count(state, "scroll-token") == 0
    assert pool_count(state, "scroll-token") == full("scroll-token")
    state = dungeon(party(state, "mage"), "goblin", "dragon")
    assert state.lair == 2 and level_count(state, "goblin") == 1


def test_d2_ring_of_invisibility_empties_the_lair_without_reward() -> None:
    """dungeon_dice.md D2: "Ring of Invisibility | 4 | all dice in the dragon's lair go back to
    the pool (no XP, no treasure)" (003_713d509ed6956a86.txt: "Unsichtbarkeitsring, der alle
    Drachenkopfwürfel wieder zu den Dungeonwürfeln legt")"""
    state = at("knight", party=["fighter"], lair=4, level=5, xp=2,
               tokens=["ring-of-invisibility"])
    assert state.stage == "dragon" and state.dungeon_pool == 3
    state = act(state, "use", token="ring-of-invisibility")
    assert (state.lair, state.dungeon_pool, state.seats[0].xp, state.draws) == (0, 7, 2, 0)
    assert state.stage == "regroup"
    assert pool_count(state, "ring-of-invisibility") == full("ring-of-invisibility")
    empty = at("knight", party=["fighter"], dungeon=["goblin"], tokens=["ring-of-invisibility"])
    assert illegal(empty, Event(0, "use", {"token": "ring-of-invisibility"})) == \
        "dd_err_lair_empty"


@pytest.mark.parametrize("face", ["fighter", "cleric", "mage", "thief", "champion", "scroll"])
def test_d2_elixir_revives_one_die_to_a_chosen_face(face: str) -> None:
    """dungeon_dice.md D2: "Elixir | 3 | bring 1 party die back from the graveyard, set to any
    face" """
    state = at("knight", party=["thief"], dungeon=["goblin"], level=2, tokens=["elixir"])
    state = act(state, "use", token="elixir", face=face)
    assert party_count(state, face) == (2 if face == "thief" else 1)
    assert state.graveyard == 5
    assert token_count(state, "elixir") == 0 and pool_count(state, "elixir") == full("elixir")


def test_d2_elixir_needs_a_die_in_the_graveyard_and_a_face() -> None:
    """dungeon_dice.md D2: "Elixir | bring 1 party die back from the graveyard, set to any
    face" - none can come back from an empty graveyard."""
    state = at("knight", party=["thief"] * 7, dungeon=["goblin"], tokens=["elixir"])
    assert state.graveyard == 0
    assert illegal(state, Event(0, "use", {"token": "elixir", "face": "champion"})) == \
        "dd_err_graveyard"
    state = at("knight", party=["thief"], dungeon=["goblin"], tokens=["elixir"])
    assert illegal(state, Event(0, "use", {"token": "elixir", "face": "goblin"})) == \
        "dd_err_elixir_face"
    assert illegal(state, Event(0, "use", {"token": "elixir"})) == "dd_err_elixir_face"


def test_d2_dragon_bait_turns_every_monster_into_a_dragon_in_the_lair() -> None:
    """dungeon_dice.md D2: "Dragon Bait | 4 | every monster on the level becomes a dragon face
    and goes to the lair" (003_713d509ed6956a86.txt: "Drachenköder, der alle Monsterwürfel in
    Drachenköpfe verwandelt")"""
    state = at("knight", party=["fighter", "cleric", "mage"],
               dungeon=["goblin", "skeleton", "ooze", "chest"], lair=1, level=4,
               tokens=["dragon-bait"])
    state = act(state, "use", token="dragon-bait")
    assert (level_count(state, "goblin"), level_count(state, "skeleton"),
            level_count(state, "ooze"), level_count(state, "chest")) == (0, 0, 0, 1)
    assert state.lair == 4 and state.stage == "loot"
    assert pool_count(state, "dragon-bait") == full("dragon-bait")
    state = act(state, "done")
    assert state.stage == "dragon"
    none = at("knight", party=["fighter"], dungeon=["chest"], tokens=["dragon-bait"])
    assert illegal(none, Event(0, "use", {"token": "dragon-bait"})) == "dd_err_no_monsters"


@pytest.mark.parametrize("stage_dungeon", [["ooze", "ooze", "ooze"], [], ["chest"]],
                         ids=["monsters", "regroup", "loot"])
def test_d2_town_portal_retires_at_once_with_xp_equal_to_the_level(
        stage_dungeon: list[str]) -> None:
    """dungeon_dice.md D2: "Town Portal | 4 | retire at once, scoring XP equal to the level" """
    state = at("knight", party=["thief"], dungeon=stage_dungeon, level=6, xp=1,
               tokens=["town-portal"], others=1)
    state = act(state, "use", token="town-portal")
    assert state.seats[0].xp == 7
    assert state.seats[0].delves == ("portal:6",)
    assert (state.delver, state.stage) == (1, "form")
    assert token_count(state, "town-portal") == 0
    assert pool_count(state, "town-portal") == full("town-portal")


def test_d2_dragon_scales_do_nothing_in_play() -> None:
    """dungeon_dice.md D2: "Dragon Scales | 6 | no effect in play" """
    state = at("knight", party=["thief"], dungeon=["goblin"], lair=3, level=3,
               tokens=["dragon-scales"])
    assert illegal(state, Event(0, "use", {"token": "dragon-scales"})) == \
        "dd_err_token_not_used_so"
    assert illegal(state, Event(0, "fight", {"with": "dragon-scales", "target": "goblin"})) \
        == "dd_err_not_source"
    assert not [a for a in _listed(state) if "dragon-scales" in str(a.data)]


def test_d2_tokens_are_drawn_without_replacement_from_one_shared_pool() -> None:
    """dungeon_dice.md D2: "Treasure: 36 tokens drawn at random"; "A used token goes back to
    the pool." (003_713d509ed6956a86.txt: "Jeder Schatz darf nur 1x benutzt werden und kommt
    dann zurück in die Schatzkiste.")"""
    pool = tuple(1 if t in ("elixir", "talisman") else 0 for t in TOKENS)
    state = at("knight", party=["thief", "fighter"], dungeon=["chest"], level=1, pool=pool,
               others=1)
    state = act(state, "open", with_="thief")
    now = awaiting(state)
    assert isinstance(now, Chance)
    assert (now.outcomes, now.weights) == (("talisman", "elixir"), (1, 1))
    state = draw(state, "elixir")
    assert illegal(state, Event(CHANCE, "treasure", {"values": ["elixir"]})) == \
        "dd_err_no_roll_now"
    # The next player draws from the same pool: the elixir is gone until it is used.
    state = act(state, "retire")
    first = state.seats[0]
    state = replace(state, stage=Stage.LOOT, party=(0, 0, 0, 1, 0, 0), graveyard=6,
                    dungeon=(0, 0, 0, 2, 0), roll_party=0, level=2)
    assert state.delver == 1
    state = act(state, "open", with_="thief")
    now = awaiting(state)
    assert isinstance(now, Chance) and now.outcomes == ("talisman",)
    assert illegal(state, Event(CHANCE, "treasure", {"values": ["elixir"]})) == \
        "dd_err_token_gone"
    state = draw(state, "talisman")
    # The pool is empty: the second chest gives 1 XP (D6).
    assert state.seats[1].xp == 1 and state.draws == 0
    assert token_count(state, "talisman", seat=1) == 1
    assert token_count(state, "elixir", seat=0) == 1
    assert first == state.seats[0]


def test_d2_a_used_token_goes_back_to_the_pool_and_can_be_drawn_again() -> None:
    """dungeon_dice.md D2: "A used token goes back to the pool." """
    pool = (0,) * len(TOKENS)
    state = at("knight", party=["thief", "fighter"], dungeon=["goblin", "chest"], level=2,
               pool=pool, tokens=["vorpal-sword"])
    assert sum(state.pool) == 0
    state = fight(state, "vorpal-sword", "goblin")
    assert state.pool[TOKENS.index("vorpal-sword")] == 1
    state = act(state, "open", with_="thief")
    now = awaiting(state)
    assert isinstance(now, Chance) and now.outcomes == ("vorpal-sword",)
    state = draw(state, "vorpal-sword")
    assert token_count(state, "vorpal-sword") == 1 and sum(state.pool) == 0


def test_d2_one_xp_per_chest_when_the_pool_is_empty() -> None:
    """dungeon_dice.md D6: "each chest draws 1 treasure, or gives 1 XP when none is left."
    (D2: 36 tokens in all)"""
    state = at("knight", party=["champion"], dungeon=["chest"] * 4, level=4,
               pool=(0,) * len(TOKENS), xp=3)
    state = act(state, "open", with_="champion")
    assert state.seats[0].xp == 7 and state.draws == 0
    assert not isinstance(awaiting(state), Chance)


def _listed(state: DDState) -> list[Event]:
    now = awaiting(state)
    assert isinstance(now, Decision)
    return list(now.actions)
