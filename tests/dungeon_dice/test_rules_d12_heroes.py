"""D12: the eight heroes' specialties and ultimates, on the novice and the master side."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.companions import available
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import awaiting, settle, setup, turn
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision

from .helpers import (
    act,
    at,
    draw,
    dungeon,
    fight,
    game,
    illegal,
    level_count,
    party,
    party_count,
    token_count,
)

NOVICE, MASTER = 0, 5
SIDES = pytest.mark.parametrize("xp", [NOVICE, MASTER], ids=["novice", "master"])


def monsters_left(state: DDState) -> tuple[int, int, int]:
    return (level_count(state, "goblin"), level_count(state, "skeleton"),
            level_count(state, "ooze"))


def listed(state: DDState) -> list[Event]:
    now = awaiting(state)
    assert isinstance(now, Decision)
    return list(now.actions)


# ---- choosing heroes ---------------------------------------------------------------------

def test_d12_novice_side_first() -> None:
    """dungeon_dice.md D12: "Heroes (choose or deal one per player; novice side first)" """
    state = at("occultist", party=["fighter"], dungeon=["skeleton"])
    assert not state.seats[0].master
    assert ultimates.kind(state) == "occultist:novice"
    master = at("occultist", party=["fighter"], dungeon=["skeleton"], xp=MASTER)
    assert ultimates.kind(master) == "occultist:master"


def test_d12_heroes_are_chosen_or_dealt_one_per_player() -> None:
    """dungeon_dice.md D12: "Heroes (choose or deal one per player; novice side first)"
    (003_713d509ed6956a86.txt: "Jeder Spieler erhält dann zufällig einen Helden oder sucht sich
    einen aus.")"""
    chosen = settle(setup(DungeonDiceOptions(), ["A", "B"]))
    chosen = act(chosen, "hero", hero="knight")
    assert chosen.delver == 1
    assert illegal(chosen, Event(1, "hero", {"hero": "knight"})) == "dd_err_hero_taken"
    chosen = act(chosen, "deal")
    now = awaiting(chosen)
    assert isinstance(now, Chance) and now.kind == "hero" and "knight" not in now.outcomes
    chosen = turn(chosen, Event(CHANCE, "hero", {"values": ["minstrel"]}))
    assert [s.hero for s in chosen.seats] == ["knight", "minstrel"]
    assert chosen.stage == "form"
    dealt = settle(setup(DungeonDiceOptions(heroes="deal", edition=LATEST_EDITION), ["A", "B"]))
    now = awaiting(dealt)
    assert isinstance(now, Chance) and len(now.outcomes) == 8
    dealt = turn(dealt, Event(CHANCE, "hero", {"values": ["occultist"]}))
    # A hero dealt twice is refused as taken, as when chosen (not as a die's face).
    assert illegal(dealt, Event(CHANCE, "hero", {"values": ["occultist"]})) == \
        "dd_err_hero_taken"


# ---- Spellsword / Battlemage -------------------------------------------------------------

@SIDES
def test_d12_spellsword_fighters_and_mages_are_used_as_each_other(xp: int) -> None:
    """dungeon_dice.md D12: "Spellsword → Battlemage | Fighters and Mages may be used as each
    other" """
    state = at("spellsword", party=["fighter", "mage"],
               dungeon=["goblin", "goblin", "ooze", "ooze"], level=4, xp=xp)
    state = fight(state, "fighter", "ooze")  # as a Mage: all Oozes
    assert monsters_left(state) == (2, 0, 0)
    state = fight(state, "mage", "goblin")  # as a Fighter: all Goblins
    assert monsters_left(state) == (0, 0, 0)
    dragon = at("spellsword", party=["fighter", "fighter", "cleric"], lair=3, level=4, xp=xp)
    dragon = act(dragon, "dragon", with_=["fighter", "fighter", "cleric"])
    assert dragon.lair == 0


def test_d12_spellsword_ultimate_the_hero_is_used_as_a_fighter_or_mage() -> None:
    """dungeon_dice.md D12: Spellsword's ultimate (novice): "the hero is used as a Fighter or
    Mage" """
    state = at("spellsword", party=["thief"], dungeon=["goblin", "goblin", "ooze", "ooze"],
               level=4)
    assert {"hero-fighter", "hero-mage"} <= set(available(state))
    assert illegal(state, Event(0, "ultimate", {})) == "dd_err_ultimate_is_companion"
    used = fight(state, "hero-mage", "ooze")
    assert monsters_left(used) == (2, 0, 0)
    assert used.ultimate_used and used.graveyard == state.graveyard
    assert illegal(used, Event(0, "fight", {"with": "hero-fighter", "target": "goblin"})) == \
        "dd_err_ultimate_spent"
    assert not [a for a in listed(used) if a.data.get("with", "").startswith("hero-")]
    dragon = at("spellsword", party=["cleric", "champion"], lair=3, level=3)
    dragon = act(dragon, "dragon", with_=["hero-fighter", "cleric", "champion"])
    assert dragon.lair == 0 and dragon.ultimate_used


def test_d12_battlemage_ultimate_discards_monsters_chests_potions_and_lair() -> None:
    """dungeon_dice.md D12: Spellsword's ultimate (master): "discard all monsters, chests,
    potions and lair dice" """
    state = at("spellsword", party=["thief"], dungeon=["goblin", "skeleton", "chest", "potion"],
               lair=2, level=6, xp=MASTER)
    assert not [s for s in available(state) if s.startswith("hero-")]
    assert illegal(state, Event(0, "fight", {"with": "hero-fighter", "target": "goblin"})) \
        == "dd_err_hero_not_companion"
    state = act(state, "ultimate")
    assert (sum(state.dungeon), state.lair, state.dungeon_pool) == (0, 0, 7)
    assert state.stage == "regroup" and state.seats[0].xp == MASTER


# ---- Mercenary / Commander ---------------------------------------------------------------

def test_d12_mercenary_rerolls_party_dice_when_forming_the_party() -> None:
    """dungeon_dice.md D12: "Mercenary → Commander | when forming the party, reroll any number
    of party dice" """
    state = party(game("mercenary"), "scroll", "scroll", "thief", "fighter", "fighter",
                  "cleric", "mage")
    assert state.stage == "mulligan" and state.level == 0
    kinds = {a.kind for a in listed(state)}
    assert kinds == {"mulligan", "ready"}
    state = act(state, "mulligan", faces=["scroll", "scroll", "thief"])
    assert (state.roll_party, state.roll_dungeon, state.level) == (3, 1, 1)
    state = party(state, "champion", "champion", "mage")
    assert (party_count(state, "champion"), party_count(state, "scroll"),
            party_count(state, "mage"), state.graveyard) == (2, 0, 2, 0)
    state = dungeon(state, "goblin")
    assert illegal(state, Event(0, "mulligan", {"faces": ["fighter"]})) == \
        "dd_err_not_in_monsters"
    ready = act(party(game("mercenary"), *["fighter"] * 7), "ready")
    assert (ready.roll_party, ready.roll_dungeon, ready.stage) == (0, 1, "monsters")


def test_d12_commander_forms_without_reroll_and_fighters_defeat_one_extra_monster() -> None:
    """dungeon_dice.md D12: Mercenary: "master instead: Fighters defeat 1 extra monster of any
    type" """
    base = game("mercenary")
    seats = (replace(base.seats[0], xp=MASTER),)
    formed = party(replace(base, seats=seats), *["fighter"] * 7)
    assert formed.stage == "monsters" and formed.roll_dungeon == 1  # no mulligan
    state = at("mercenary", party=["fighter", "thief", "fighter"],
               dungeon=["goblin", "goblin", "skeleton", "ooze"], level=4, xp=MASTER)
    state = fight(state, "fighter", "goblin", extra="ooze")
    assert monsters_left(state) == (0, 1, 0)
    assert illegal(state, Event(0, "fight", {"with": "thief", "target": "skeleton",
                                            "extra": "skeleton"})) == "dd_err_no_extra"
    state = at("mercenary", party=["fighter"], dungeon=["skeleton", "skeleton", "ooze"],
               level=3, xp=MASTER)
    assert monsters_left(fight(state, "fighter", "skeleton", extra="skeleton")) == (0, 0, 1)
    assert any(a.data.get("extra") == "ooze" for a in listed(state))
    novice = at("mercenary", party=["fighter"], dungeon=["goblin", "ooze"], level=2)
    assert illegal(novice, Event(0, "fight", {"with": "fighter", "target": "goblin",
                                             "extra": "ooze"})) == "dd_err_no_extra"


def test_d12_mercenary_ultimate_defeats_up_to_two_monsters() -> None:
    """dungeon_dice.md D12: Mercenary's ultimate (novice): "defeat up to 2 monsters" """
    state = at("mercenary", party=["thief"], dungeon=["skeleton", "ooze", "ooze"], level=3)
    assert illegal(state, Event(0, "ultimate", {"targets": ["skeleton", "ooze", "ooze"]})) == \
        "dd_err_targets"
    state = act(state, "ultimate", targets=["skeleton", "ooze"])
    assert monsters_left(state) == (0, 0, 1)
    assert state.graveyard == 6 and state.ultimate_used


def test_d12_commander_ultimate_rerolls_party_and_dungeon_dice() -> None:
    """dungeon_dice.md D12: Mercenary's ultimate (master): "reroll any number of party and
    dungeon dice" """
    state = at("mercenary", party=["thief", "thief", "cleric"],
               dungeon=["ooze", "ooze", "ooze", "chest"], lair=2, level=6, xp=MASTER)
    state = act(state, "ultimate", party=["thief", "thief"], dungeon=["ooze", "ooze", "ooze"])
    assert (state.roll_party, state.roll_dungeon, state.graveyard) == (2, 3, 4)  # no scroll
    state = dungeon(party(state, "mage", "fighter"), "chest", "dragon", "goblin")
    assert (state.lair, level_count(state, "chest")) == (3, 2)
    assert monsters_left(state) == (1, 0, 0)


# ---- Knight / Dragon Slayer --------------------------------------------------------------

@SIDES
def test_d12_knight_scrolls_become_champions_when_forming(xp: int) -> None:
    """dungeon_dice.md D12: "Knight → Dragon Slayer | when forming the party, Scrolls become
    Champions" """
    base = game("knight")
    base = replace(base, seats=(replace(base.seats[0], xp=xp),))
    state = party(base, "scroll", "scroll", "champion", "fighter", "cleric", "mage", "thief")
    assert (party_count(state, "scroll"), party_count(state, "champion")) == (0, 3)
    # Only when forming: a scroll brought back later stays a scroll.
    later = at("knight", party=["fighter"], dungeon=["potion"], xp=xp)
    later = act(later, "quaff", with_="fighter", faces=["scroll"])
    assert (party_count(later, "scroll"), party_count(later, "champion")) == (1, 0)


def test_d12_dragon_slayer_needs_only_two_different_companions() -> None:
    """dungeon_dice.md D12: Knight: "master also: the dragon needs only 2 different
    companions" """
    novice = at("knight", party=["fighter", "cleric", "scroll"], lair=3, level=3)
    assert illegal(novice, Event(0, "dragon", {"with": ["fighter", "cleric"]})) == \
        "dd_err_dragon_party"
    master = at("knight", party=["fighter", "cleric", "scroll"], lair=3, level=3, xp=MASTER)
    assert illegal(master, Event(0, "dragon", {"with": ["fighter", "scroll"]})) == \
        "dd_err_dragon_party"
    slain = act(master, "dragon", with_=["fighter", "cleric"])
    assert (slain.lair, slain.seats[0].xp, slain.graveyard) == (0, MASTER + 1, 6)


@SIDES
def test_d12_knight_ultimate_sends_every_monster_to_the_lair(xp: int) -> None:
    """dungeon_dice.md D12: Knight's ultimate: "every monster becomes a dragon face and goes to
    the lair (both sides)" """
    state = at("knight", party=["fighter", "cleric", "mage"],
               dungeon=["goblin", "goblin", "ooze", "chest"], lair=1, level=5, xp=xp)
    state = act(state, "ultimate")
    assert monsters_left(state) == (0, 0, 0)
    assert state.lair == 4 and level_count(state, "chest") == 1
    assert state.stage == "loot"


# ---- Half-Goblin / Chieftain -------------------------------------------------------------

@SIDES
def test_d12_half_goblin_loots_during_the_monster_phase(xp: int) -> None:
    """dungeon_dice.md D12: "Half-Goblin → Chieftain | may open chests and quaff potions during
    the monster phase" """
    state = at("half-goblin", party=["thief", "fighter", "scroll"],
               dungeon=["goblin", "chest", "chest", "potion"], level=4, xp=xp)
    assert state.stage == "monsters"
    state = draw(draw(act(state, "open", with_="thief"), "elixir"), "talisman")
    assert state.stage == "monsters" and level_count(state, "chest") == 0
    state = act(state, "quaff", with_="scroll", faces=["champion"])
    assert party_count(state, "champion") == 1 and state.stage == "monsters"
    knight = at("knight", party=["thief"], dungeon=["goblin", "chest"], level=2)
    assert illegal(knight, Event(0, "open", {"with": "thief"})) == "dd_err_monsters_first"


@pytest.mark.parametrize(("xp", "most"), [(NOVICE, 1), (MASTER, 2)], ids=["novice", "master"])
def test_d12_half_goblin_ultimate_goblins_become_thieves_until_the_regroup(xp: int,
                                                                           most: int) -> None:
    """dungeon_dice.md D12: Half-Goblin's ultimate: "1 Goblin becomes a Thief until the next
    regroup / up to 2 Goblins" """
    state = at("half-goblin", party=["fighter"],
               dungeon=["goblin", "goblin", "goblin", "skeleton", "chest"], level=5, xp=xp)
    assert illegal(state, Event(0, "ultimate", {"targets": ["goblin"] * (most + 1)})) == \
        "dd_err_targets"
    assert illegal(state, Event(0, "ultimate", {"targets": ["skeleton"]})) == \
        "dd_err_target_kind"
    state = act(state, "ultimate", targets=["goblin"] * most)
    assert level_count(state, "goblin") == 3 - most
    assert party_count(state, "thief") == 0 and state.allies[3] == most
    assert state.dungeon_pool == 7 - 5
    state = fight(state, "ally-thief", "skeleton")
    state = fight(state, "fighter", "goblin")
    if most == 2:
        state = act(state, "open", with_="ally-thief")  # a Thief opens every chest
        state = draw(state, "elixir")
    assert state.stage in ("loot", "regroup")
    if state.stage == "loot":
        state = act(state, "done")
    assert state.stage == "regroup" and sum(state.allies) == 0
    assert state.dungeon_pool == 7


# ---- Minstrel / Bard ---------------------------------------------------------------------

@SIDES
def test_d12_minstrel_thieves_and_mages_are_used_as_each_other(xp: int) -> None:
    """dungeon_dice.md D12: "Minstrel → Bard | Thieves and Mages may be used as each other" """
    state = at("minstrel", party=["thief", "mage"], dungeon=["ooze", "ooze", "chest", "chest"],
               level=4, xp=xp)
    state = fight(state, "thief", "ooze")  # as a Mage: all Oozes
    assert monsters_left(state) == (0, 0, 0)
    state = act(state, "open", with_="mage")  # as a Thief: all chests
    assert state.draws == 2 and level_count(state, "chest") == 0


def test_d12_bard_champions_defeat_one_extra_monster() -> None:
    """dungeon_dice.md D12: Minstrel: "master also: Champions defeat 1 extra monster" """
    state = at("minstrel", party=["champion"], dungeon=["goblin", "goblin", "skeleton", "ooze"],
               level=4, xp=MASTER)
    state = fight(state, "champion", "goblin", extra="skeleton")
    assert monsters_left(state) == (0, 0, 1)
    novice = at("minstrel", party=["champion"], dungeon=["goblin", "skeleton"], level=2)
    assert illegal(novice, Event(0, "fight", {"with": "champion", "target": "goblin",
                                             "extra": "skeleton"})) == "dd_err_no_extra"
    bard_fighter = at("minstrel", party=["fighter"], dungeon=["goblin", "skeleton"], level=2,
                      xp=MASTER)
    assert illegal(bard_fighter, Event(0, "fight", {"with": "fighter", "target": "goblin",
                                                   "extra": "skeleton"})) == "dd_err_no_extra"


@SIDES
def test_d12_minstrel_ultimate_empties_the_lair(xp: int) -> None:
    """dungeon_dice.md D12: Minstrel's ultimate: "discard all lair dice (both sides)" """
    state = at("minstrel", party=["fighter"], lair=4, level=5, xp=xp)
    assert state.stage == "dragon"
    state = act(state, "ultimate")
    assert (state.lair, state.dungeon_pool, state.stage) == (0, 7, "regroup")
    assert state.seats[0].xp == xp  # no reward for a dragon not slain
    empty = at("minstrel", party=["fighter"], dungeon=["goblin"], xp=xp)
    assert illegal(empty, Event(0, "ultimate", {})) == "dd_err_lair_empty"


# ---- Enchantress / Beguiler --------------------------------------------------------------

@SIDES
def test_d12_enchantress_scrolls_are_used_as_any_companion(xp: int) -> None:
    """dungeon_dice.md D12: "Enchantress → Beguiler | Scrolls may be used as any companion" """
    state = at("enchantress", party=["scroll", "scroll", "scroll"],
               dungeon=["goblin", "goblin", "chest", "chest"], level=4, xp=xp)
    state = fight(state, "scroll", "goblin")  # as a Fighter (or Champion): all Goblins
    assert monsters_left(state) == (0, 0, 0)
    state = act(state, "open", with_="scroll")  # as a Thief: every chest
    assert state.draws == 2
    dragon = at("enchantress", party=["scroll", "scroll", "fighter"], lair=3, level=3, xp=xp)
    dragon = act(dragon, "dragon", with_=["scroll", "scroll", "fighter"])
    assert dragon.lair == 0
    # A scroll still rerolls.
    reroll = at("enchantress", party=["scroll"], dungeon=["ooze"], xp=xp)
    assert act(reroll, "reroll", with_="scroll", party=[], dungeon=["ooze"]).roll_dungeon == 1


@pytest.mark.parametrize(("xp", "most"), [(NOVICE, 1), (MASTER, 2)], ids=["novice", "master"])
def test_d12_enchantress_ultimate_turns_monsters_into_one_potion(xp: int, most: int) -> None:
    """dungeon_dice.md D12: Enchantress's ultimate: "1 monster becomes 1 potion / up to 2
    monsters become 1 potion" """
    state = at("enchantress", party=["thief"], dungeon=["goblin", "skeleton", "ooze"],
               level=3, xp=xp)
    assert illegal(state, Event(0, "ultimate", {"targets": ["goblin", "skeleton", "ooze"]
                                                [:most + 1]})) == "dd_err_targets"
    targets = ["skeleton", "ooze"][:most]
    state = act(state, "ultimate", targets=targets)
    assert level_count(state, "potion") == 1
    assert sum(monsters_left(state)) == 3 - most
    assert state.dungeon_pool == 7 - 3 + most - 1


# ---- Occultist / Necromancer -------------------------------------------------------------

@SIDES
def test_d12_occultist_clerics_and_mages_are_used_as_each_other(xp: int) -> None:
    """dungeon_dice.md D12: "Occultist → Necromancer | Clerics and Mages may be used as each
    other" """
    state = at("occultist", party=["cleric", "mage"],
               dungeon=["skeleton", "skeleton", "ooze", "ooze"], level=4, xp=xp)
    state = fight(state, "cleric", "ooze")
    assert monsters_left(state) == (0, 2, 0)
    state = fight(state, "mage", "skeleton")
    assert monsters_left(state) == (0, 0, 0)


@pytest.mark.parametrize(("xp", "most"), [(NOVICE, 1), (MASTER, 2)], ids=["novice", "master"])
def test_d12_occultist_ultimate_skeletons_become_fighters_until_the_regroup(xp: int,
                                                                            most: int) -> None:
    """dungeon_dice.md D12: Occultist's ultimate: "1 Skeleton becomes a Fighter until the next
    regroup / up to 2 Skeletons" """
    state = at("occultist", party=["thief", "cleric"],
               dungeon=["skeleton", "skeleton", "skeleton", "goblin", "goblin"], level=5, xp=xp)
    assert illegal(state, Event(0, "ultimate", {"targets": ["goblin"]})) == \
        "dd_err_target_kind"
    assert illegal(state, Event(0, "ultimate", {"targets": ["skeleton"] * (most + 1)})) == \
        "dd_err_targets"
    state = act(state, "ultimate", targets=["skeleton"] * most)
    assert state.allies[0] == most and level_count(state, "skeleton") == 3 - most
    state = fight(state, "ally-fighter", "goblin")  # a Fighter: all Goblins
    assert level_count(state, "goblin") == 0
    assert state.allies[0] == most - 1
    state = fight(state, "cleric", "skeleton")
    # An ally not used serves no longer after the regroup.
    assert state.stage == "regroup" and sum(state.allies) == 0 and state.dungeon_pool == 7


# ---- Crusader / Paladin ------------------------------------------------------------------

@SIDES
def test_d12_crusader_fighters_and_clerics_are_used_as_each_other(xp: int) -> None:
    """dungeon_dice.md D12: "Crusader → Paladin | Fighters and Clerics may be used as each
    other" """
    state = at("crusader", party=["fighter", "cleric"],
               dungeon=["goblin", "goblin", "skeleton", "skeleton"], level=4, xp=xp)
    state = fight(state, "fighter", "skeleton")
    assert monsters_left(state) == (2, 0, 0)
    state = fight(state, "cleric", "goblin")
    assert monsters_left(state) == (0, 0, 0)


def test_d12_crusader_ultimate_the_hero_is_used_as_a_fighter_or_cleric() -> None:
    """dungeon_dice.md D12: Crusader's ultimate (novice): "the hero is used as a Fighter or
    Cleric" """
    state = at("crusader", party=["thief"], dungeon=["skeleton", "skeleton", "ooze"], level=3)
    assert {"hero-fighter", "hero-cleric"} <= set(available(state))
    state = fight(state, "hero-cleric", "skeleton")
    assert monsters_left(state) == (0, 0, 1) and state.ultimate_used
    assert state.graveyard == 6
    assert illegal(state, Event(0, "fight", {"with": "hero-fighter", "target": "ooze"})) == \
        "dd_err_ultimate_spent"


def test_d12_paladin_ultimate_discards_a_treasure_to_clear_the_level() -> None:
    """dungeon_dice.md D12: Crusader's ultimate (master): "discard 1 treasure to defeat all
    monsters, open all chests, quaff all potions and discard all lair dice" """
    state = at("crusader", party=["thief"],
               dungeon=["goblin", "skeleton", "ooze", "chest", "chest", "potion"], lair=1,
               level=7, xp=MASTER, tokens=["dragon-scales"])
    assert not [s for s in available(state) if s.startswith("hero-")]
    assert illegal(state, Event(0, "ultimate", {"token": "elixir", "faces": ["mage"]})) == \
        "dd_err_no_token"
    state = act(state, "ultimate", token="dragon-scales", faces=["champion"])
    assert token_count(state, "dragon-scales") == 0
    assert (sum(state.dungeon), state.lair, state.draws) == (0, 0, 2)
    assert party_count(state, "champion") == 1 and state.graveyard == 5
    state = draw(draw(state, "elixir"), "talisman")
    assert state.stage == "regroup"
    assert (token_count(state, "elixir"), token_count(state, "talisman")) == (1, 1)
    nothing = at("crusader", party=["thief"], dungeon=["goblin"], xp=MASTER)
    assert illegal(nothing, Event(0, "ultimate", {"token": "elixir", "faces": []})) == \
        "dd_err_no_token"


# ---- once per delve ----------------------------------------------------------------------

ULTIMATES = [
    ("mercenary", NOVICE, {"targets": ["goblin"]}),
    ("knight", NOVICE, {}),
    ("knight", MASTER, {}),
    ("half-goblin", NOVICE, {"targets": ["goblin"]}),
    ("minstrel", MASTER, {}),
    ("enchantress", NOVICE, {"targets": ["goblin"]}),
    ("spellsword", MASTER, {}),
    ("mercenary", MASTER, {"party": ["thief"], "dungeon": []}),
]


def _four_goblins(hero: str, xp: int) -> DDState:
    return at(hero, xp=xp, party=["thief", "fighter", "cleric"], dungeon=["goblin"] * 4, lair=1,
              level=4)


@pytest.mark.parametrize(("hero", "xp", "data"), ULTIMATES,
                         ids=[f"{h}-{x}" for h, x, _ in ULTIMATES])
def test_d12_ultimate_only_once_per_delve_ready_again_next_delve(hero: str, xp: int,
                                                                 data: dict[str, object]) -> None:
    """dungeon_dice.md D12: "specialty; ultimate once per delve" (D3: "the hero's ultimate is
    ready (once per delve)"; 003_713d509ed6956a86.txt: "Diese darf jeder Held in seinem
    Abenteuer nur 1x verwenden")"""
    state = act(_four_goblins(hero, xp), "ultimate", **data)
    assert state.ultimate_used
    while isinstance(now := awaiting(state), Chance):
        state = turn(state, Event(CHANCE, now.kind, {"values": ["thief"] * now.count}))
    assert "ultimate" not in {a.kind for a in listed(state)}
    assert illegal(state, Event(0, "ultimate", data)) == "dd_err_ultimate_spent"
    # The next delve (the only player's second) has the ultimate ready again.
    state = act(at(hero, xp=xp, ultimate_used=True, party=["thief"], dungeon=["ooze"] * 3,
                   level=3), "flee")
    assert (state.round, state.stage, state.ultimate_used) == (1, "form", False)
    fresh = _four_goblins(hero, xp)
    state = replace(state, stage=Stage.MONSTERS, level=4, party=fresh.party,
                    graveyard=fresh.graveyard, dungeon=fresh.dungeon, lair=fresh.lair,
                    roll_party=0)
    assert "ultimate" in {a.kind for a in listed(state)}
    assert act(state, "ultimate", **data).ultimate_used
