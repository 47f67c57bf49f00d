"""Hand-worked positions of the heroes of Hero Booster Pack 1 (dungeon_dice.md D18), with the
shared timing of D17 and the party sizes of D24 where they touch these heroes. For each hero:
its specialty, its novice and master ultimates, and what its row says may not be done. Each
test quotes the row it works."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.changes import with_seat
from games.dungeon_dice.rules.components import MASTER_XP
from games.dungeon_dice.rules.score import score
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import settle
from tabletop.events import IllegalAction

from .helpers import at, level_count, party_count, token_count, tokens_of
from .test_narration_heroes import chosen, event, hero_at, then

FIVE_ROLLED = ["fighter", "cleric", "mage", "thief", "scroll"]
SEVEN_ROLLED = ["fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"]


def refused(state: DDState, kind: str, **data: Any) -> str:
    """The key of the ``IllegalAction`` the delver's ``kind`` with ``data`` raises; the move
    is not among the legal actions offered either."""
    move = event(state, kind, **data)
    assert (move.kind, move.data) not in [(e.kind, e.data) for e in legal_actions(state)]
    with pytest.raises(IllegalAction) as info:
        GAME.turn(state, move)
    return info.value.key


def offered(state: DDState, kind: str, **data: Any) -> bool:
    move = event(state, kind, **data)
    return (move.kind, move.data) in [(e.kind, e.data) for e in legal_actions(state)]


def with_xp(state: DDState, xp: int) -> DDState:
    """``state`` with the delver at ``xp`` (the side follows, D11)."""
    return settle(with_seat(state, xp=xp))


def typed(state: DDState, text: str) -> DDState:
    return GAME.turn(state, GAME.parse(state, text))


# ---- Viking → Undead Viking ------------------------------------------------------------------

def test_d18_d24_the_viking_delves_with_five_champions_set_not_rolled() -> None:
    """D18 Viking: "the party is 5 Champions, set, not rolled (2 party dice stay out of the
    delve)"; D24: "changes it for every count that depends on it"."""
    state = chosen("viking")
    assert state.party_size == 5
    assert party_count(state, "champion") == 5 and sum(state.party) == 5
    assert state.graveyard == 0 and state.roll_party == 0  # nothing rolled, nothing buried
    assert state.stage == Stage.MONSTERS and state.level == 1 and state.roll_dungeon == 1


def test_d24_the_vikings_graveyard_holds_only_his_five_dice() -> None:
    """D24: the graveyard limit of D6 counts the Viking's 5 dice: with 4 Champions in the
    party, quaffing brings back at most the quaffer and the 1 die in the graveyard."""
    state = hero_at("viking", party=["champion"] * 4, dungeon=["potion"] * 3, graveyard=1,
                    level=3)
    assert state.stage == Stage.LOOT
    assert refused(state, "quaff", with_="champion",
                   faces=["champion"] * 3) == "dd_err_graveyard"
    state = then(state, "quaff", with_="champion", faces=["champion", "champion"])
    assert party_count(state, "champion") == 5 and state.graveyard == 0


@pytest.mark.parametrize("master", [False, True])
def test_d18_the_viking_discards_every_lair_die(master: bool) -> None:
    """D18 Viking / Undead Viking ultimate: "discard every die in the lair (both sides; ...)":
    no fight, so no XP and no treasure."""
    state = hero_at("viking", master, party=["champion"] * 3, graveyard=2, lair=3, level=3)
    assert state.stage == Stage.DRAGON and offered(state, "ultimate")
    xp = state.seat.xp
    state = then(state, "ultimate")
    assert state.lair == 0 and state.ultimate_used
    assert state.stage == Stage.REGROUP and state.seat.xp == xp and state.draws == 0
    # In the monster phase the monsters stay.
    state = then(hero_at("viking", master, party=["champion"], graveyard=4,
                         dungeon=["goblin"], lair=2), "ultimate")
    assert state.lair == 0 and level_count(state, "goblin") == 1


@pytest.mark.parametrize("master", [False, True])
def test_d18_the_vikings_ultimate_is_refused_with_an_empty_lair(master: bool) -> None:
    """D18 Viking: "not usable with an empty lair"."""
    state = hero_at("viking", master, party=["champion"] * 5, graveyard=0, dungeon=["goblin"])
    assert refused(state, "ultimate") == "dd_err_lair_empty"
    assert not state.ultimate_used


def test_d17_the_vikings_ultimate_waits_for_a_phase_of_the_level() -> None:
    """D17: "an ultimate may be used in the monster, loot or dragon phase unless its row
    says otherwise": the Viking's row does not, so not in the regroup."""
    state = hero_at("viking", party=["champion"] * 5, graveyard=0, lair=2, level=2)
    assert state.stage == Stage.REGROUP
    assert refused(state, "ultimate") == "dd_err_not_in_regroup"


def test_d18_the_undead_viking_rolls_skeletons_as_potions() -> None:
    """D18 Undead Viking: "master also: every Skeleton rolled becomes a Potion" (and his party
    is still 5 Champions)."""
    novice = then(hero_at("viking", party=["champion"] * 5, graveyard=0, level=1,
                          stage="regroup"), "seek")
    novice = then(novice, "dungeon", values=["skeleton", "goblin"])
    assert level_count(novice, "skeleton") == 1 and level_count(novice, "potion") == 0
    undead = hero_at("viking", True, party=["champion"] * 5, graveyard=0, level=1,
                     stage="regroup")
    undead = then(then(undead, "seek"), "dungeon", values=["skeleton", "goblin"])
    assert level_count(undead, "skeleton") == 0 and level_count(undead, "potion") == 1
    # The next delve (a single player delves again): still 5 Champions, set.
    later = then(hero_at("viking", True, party=["champion"], graveyard=4, level=2,
                         stage="regroup"), "retire")
    assert later.round == 1 and later.party_size == 5
    assert party_count(later, "champion") == 5 and later.graveyard == 0
    later = then(later, "dungeon", values=["skeleton"])
    assert level_count(later, "potion") == 1 and later.stage == Stage.LOOT


def test_d17_a_used_ultimate_stays_used_after_flipping_to_master() -> None:
    """D17: "flipping to master in the middle of a delve does not refresh a used ultimate"
    (an ultimate "is used once per delve (exhausted until the next delve)")."""
    state = with_xp(hero_at("viking", party=["fighter", "cleric", "mage"], graveyard=2, lair=3,
                            level=3, ultimate_used=True), MASTER_XP - 1)
    assert not state.seat.master and state.stage == Stage.DRAGON
    state = then(then(state, "dragon", with_=["fighter", "cleric", "mage"]),
                 "treasure", values=["elixir"])
    assert state.seat.master and state.seat.xp == MASTER_XP  # flipped by the dragon's XP
    assert state.ultimate_used
    state = then(then(state, "seek"), "dungeon", values=["skeleton", "goblin", "dragon", "ooze"])
    assert level_count(state, "potion") == 1  # the Undead Viking's specialty works at once
    assert state.lair == 1
    assert refused(state, "ultimate") == "dd_err_ultimate_spent"
    # Exhausted until the next delve only.
    state = then(state, "flee")
    assert state.round == 1 and not state.ultimate_used


# ---- Alchemist → Thaumaturge ----------------------------------------------------------------

@pytest.mark.parametrize("master", [False, True])
def test_d18_the_alchemist_rolls_chests_as_potions(master: bool) -> None:
    """D18 Alchemist: "every Chest rolled becomes a Potion" (the Thaumaturge keeps it)."""
    state = then(hero_at("alchemist", master, party=["fighter"], level=2, stage="regroup"),
                 "seek")
    state = then(state, "dungeon", values=["chest", "chest", "potion"])
    assert level_count(state, "chest") == 0 and level_count(state, "potion") == 3
    # A Scroll's re-roll is a roll too.
    state = hero_at("alchemist", master, party=["scroll", "fighter"],
                    dungeon=["goblin", "ooze"])
    state = then(then(state, "reroll", with_="scroll", dungeon=["ooze"]),
                 "dungeon", values=["chest"])
    assert level_count(state, "chest") == 0 and level_count(state, "potion") == 1


def test_d18_the_alchemist_rolls_one_graveyard_die_into_the_party() -> None:
    """D18 Alchemist ultimate: "roll 1 ... dice from the graveyard into the party"."""
    state = hero_at("alchemist", party=["fighter"], dungeon=["goblin", "ooze"], graveyard=3)
    state = then(state, "ultimate")
    assert state.graveyard == 2 and state.roll_party == 1 and state.ultimate_used
    state = then(state, "party", values=["champion"])
    assert party_count(state, "champion") == 1 and sum(state.party) == 2


def test_d18_the_thaumaturge_rolls_two_graveyard_dice_into_the_party() -> None:
    """D18 Thaumaturge ultimate: "roll ... 2 dice from the graveyard into the party"; with 1
    die in the graveyard, that one."""
    state = then(hero_at("alchemist", True, party=["fighter"], dungeon=["goblin"],
                         graveyard=3), "ultimate")
    assert state.graveyard == 1 and state.roll_party == 2
    state = then(state, "party", values=["mage", "cleric"])
    assert party_count(state, "mage") == 1 and party_count(state, "cleric") == 1
    one = then(hero_at("alchemist", True, party=["fighter"], dungeon=["goblin"], graveyard=1),
               "ultimate")
    assert one.graveyard == 0 and one.roll_party == 1


@pytest.mark.parametrize("master", [False, True])
def test_d18_the_alchemists_ultimate_is_refused_with_an_empty_graveyard(master: bool) -> None:
    """D18 Alchemist: "(not with an empty graveyard)"."""
    state = hero_at("alchemist", master, party=["fighter"] * 7, dungeon=["goblin"])
    assert state.graveyard == 0
    assert refused(state, "ultimate") == "dd_err_graveyard"


# ---- Scout → Dungeoneer ---------------------------------------------------------------------

def test_d18_the_scout_sets_six_dice_as_levels_one_to_three() -> None:
    """D18 Scout: "when forming the party, roll 6 dungeon dice and set 1, 2 and 3 of them (the
    player chooses which) as the dungeon of levels 1, 2 and 3, instead of rolling there; a
    Dragon among them reaches the lair only on its level"."""
    state = then(chosen("scout"), "party", values=SEVEN_ROLLED)
    assert state.roll_dungeon == 6
    state = then(state, "dungeon", values=["goblin", "skeleton", "dragon", "ooze", "chest",
                                           "potion"])
    assert state.stage == Stage.MULLIGAN and state.lair == 0  # the Dragon waits
    assert refused(state, "set", levels=[["goblin"], ["skeleton", "ooze"],
                                         ["chest", "potion", "potion"]]) == "dd_err_scout_levels"
    assert refused(state, "set", levels=[["goblin", "skeleton"], ["dragon"],
                                         ["ooze", "chest", "potion"]]) == "dd_err_scout_levels"
    state = typed(state, "set ooze skeleton dragon goblin chest potion")
    # Level 1: no die rolled, the chosen Ooze lies there.
    assert state.level == 1 and state.roll_dungeon == 0
    assert level_count(state, "ooze") == 1 and sum(state.dungeon) == 1 and state.lair == 0
    state = then(then(state, "fight", with_="fighter", target="ooze"), "seek")
    assert state.level == 2 and state.roll_dungeon == 0
    assert level_count(state, "skeleton") == 1 and state.lair == 1  # its Dragon arrives now
    state = then(then(state, "fight", with_="cleric", target="skeleton"), "seek")
    assert state.level == 3 and state.roll_dungeon == 0 and state.lair == 1
    assert [level_count(state, f) for f in ("goblin", "chest", "potion")] == [1, 1, 1]
    state = then(then(then(state, "fight", with_="mage", target="goblin"), "done"), "seek")
    assert state.level == 4 and state.roll_dungeon == 4  # from level 4 on, rolled as usual


def test_d18_the_scout_retires_at_once_with_one_xp_less_than_the_level() -> None:
    """D18 Scout ultimate: "novice: monster phase only: retire at once with XP = level − 1"."""
    state = with_xp(hero_at("scout", party=["fighter"], dungeon=["goblin", "ooze", "ooze"],
                            level=4), 1)
    state = then(state, "ultimate")
    assert state.seat.xp == 1 + 3 and state.seat.delves == ("retired:4",)
    assert state.round == 1 and state.level == 0  # the delve is over


@pytest.mark.parametrize("stage", ["loot", "dragon", "regroup"])
def test_d18_the_scouts_retreat_is_refused_outside_the_monster_phase(stage: str) -> None:
    """D18 Scout ultimate: "novice: monster phase only"."""
    state = hero_at("scout", party=["fighter", "cleric", "mage"],
                    dungeon=["chest"] if stage == "loot" else [],
                    lair=3 if stage == "dragon" else 0, level=4)
    assert state.stage == stage
    assert refused(state, "ultimate") == f"dd_err_not_in_{stage}"


@pytest.mark.parametrize("stage", ["monsters", "loot", "dragon", "regroup"])
def test_d18_the_dungeoneer_retires_with_the_level_in_any_phase(stage: str) -> None:
    """D18 Dungeoneer ultimate: "master: retire at once with XP = level, in any phase"."""
    state = hero_at("scout", True, party=["fighter", "cleric", "mage"],
                    dungeon={"monsters": ["goblin"], "loot": ["chest"]}.get(stage, []),
                    lair=3 if stage == "dragon" else 0, level=4)
    assert state.stage == stage and offered(state, "ultimate")
    state = then(state, "ultimate")
    assert state.seat.xp == MASTER_XP + 4 and state.seat.delves == ("retired:4",)


# ---- Sorceress → Drake Kin ------------------------------------------------------------------

@pytest.mark.parametrize("master", [False, True])
def test_d18_the_sorceress_discards_the_lair_at_three_dice(master: bool) -> None:
    """D18 Sorceress: "as soon as the lair holds 3 dice, they are discarded: no fight, no XP,
    no treasure (automatic)"."""
    state = then(hero_at("sorceress", master, party=["fighter"], level=2, lair=2,
                         stage="regroup"), "seek")
    xp = state.seat.xp
    state = then(state, "dungeon", values=["dragon", "goblin", "ooze"])
    assert state.lair == 0 and state.stage == Stage.MONSTERS
    assert state.seat.xp == xp and state.draws == 0
    # Three dice in the lair before the dragon phase: no dragon to fight, the regroup follows.
    state = hero_at("sorceress", master, party=["fighter"], lair=3, level=3)
    assert state.lair == 0 and state.stage == Stage.REGROUP and state.draws == 0


def test_d18_the_sorceress_discards_one_monster_per_lair_die() -> None:
    """D18 Sorceress ultimate: "discard 1 monster per lair die" (the lair dice stay)."""
    state = hero_at("sorceress", party=["fighter"],
                    dungeon=["goblin", "goblin", "ooze", "skeleton"], lair=2)
    assert refused(state, "ultimate",
                   targets=["goblin", "ooze", "skeleton"]) == "dd_err_targets"
    state = then(state, "ultimate", targets=["goblin", "ooze"])
    assert [level_count(state, f) for f in ("goblin", "skeleton", "ooze")] == [1, 1, 0]
    assert state.lair == 2 and state.ultimate_used


def test_d18_the_drake_kin_discards_all_monsters_of_one_type_per_lair_die() -> None:
    """D18 Drake Kin ultimate: "discard all monsters of one type per lair die"."""
    state = hero_at("sorceress", True, party=["fighter"],
                    dungeon=["goblin", "goblin", "ooze", "skeleton", "skeleton"], lair=2)
    assert refused(state, "ultimate",
                   targets=["goblin", "ooze", "skeleton"]) == "dd_err_types"
    state = then(state, "ultimate", targets=["goblin", "skeleton"])
    assert [level_count(state, f) for f in ("goblin", "skeleton", "ooze")] == [0, 0, 1]
    assert state.lair == 2


@pytest.mark.parametrize("master", [False, True])
def test_d18_the_sorceresss_ultimate_needs_a_lair_die(master: bool) -> None:
    """D18 Sorceress: "discard 1 monster per lair die" — with no lair die, nothing."""
    state = hero_at("sorceress", master, party=["fighter"], dungeon=["goblin"])
    assert refused(state, "ultimate", targets=["goblin"]) == "dd_err_lair_empty"


# ---- Archaeologist → Tomb Raider ------------------------------------------------------------

def test_d18_the_archaeologist_draws_two_treasures_when_the_party_is_formed() -> None:
    """D18 Archaeologist: "draw 2 treasures whenever the party is formed": drawn as the party
    stands, before level 1's die is rolled (and narrated as the specialty)."""
    formed = chosen("archaeologist")
    state = then(formed, "party", values=SEVEN_ROLLED)
    assert state.draws == 2 and state.level == 1
    assert refused(state, "dungeon", values=["goblin"]) == "dd_err_pending_treasure"
    assert "dd_n_forming_draws" in [line.key for line in GAME.narrate(
        formed, event(formed, "party", values=SEVEN_ROLLED), state)]
    state = then(then(state, "treasure", values=["elixir"]), "treasure", values=["talisman"])
    assert token_count(state, "elixir") == 1 and token_count(state, "talisman") == 1
    state = then(state, "dungeon", values=["goblin"])
    assert state.draws == 0 and state.stage == Stage.MONSTERS
    # ... and again when the party of the next delve is formed.
    state = then(then(state, "fight", with_="fighter", target="goblin"), "retire")
    state = then(state, "party", values=SEVEN_ROLLED)
    assert state.round == 1 and state.draws == 2


def test_d18_the_archaeologist_draws_two_then_discards_two() -> None:
    """D18 Archaeologist ultimate: "draw 2 treasures, then discard 2 ... of their choice"."""
    state = hero_at("archaeologist", party=["fighter"], dungeon=["goblin"],
                    tokens=["dragon-scales"])
    state = then(then(then(state, "ultimate"), "treasure", values=["vorpal-sword"]),
                 "treasure", values=["elixir"])
    assert state.discards == 2
    assert refused(state, "fight", with_="fighter", target="goblin") == "dd_err_discard_first"
    assert refused(state, "discard", tokens=["elixir"]) == "dd_err_discard_count"
    state = then(state, "discard", tokens=["elixir", "dragon-scales"])
    assert sum(state.seat.tokens) == 1 and token_count(state, "vorpal-sword") == 1
    assert state.discards == 0 and state.ultimate_used


def test_d18_the_tomb_raider_discards_one_even_at_the_regroup() -> None:
    """D18 Tomb Raider ultimate: "draw 2 treasures, then discard ... 1 of their choice (also
    at the regroup)"."""
    state = hero_at("archaeologist", True, party=["fighter"], level=2)
    assert state.stage == Stage.REGROUP
    state = then(then(then(state, "ultimate"), "treasure", values=["town-portal"]),
                 "treasure", values=["talisman"])
    assert state.discards == 1
    state = then(state, "discard", tokens=["talisman"])
    assert sum(state.seat.tokens) == 1 and token_count(state, "town-portal") == 1


def test_d18_d21_the_archaeologist_discards_six_treasures_at_the_end() -> None:
    """D18 Archaeologist: "at the end of the game the player discards 6 treasures of their
    choice (all, if fewer)"; D21: "the Archaeologist's and Tomb Raider's final discard comes
    before the count"."""
    held = ["elixir", "elixir", "talisman", "town-portal", "dragon-scales", "dragon-scales",
            "vorpal-sword", "dragon-bait"]
    last = replace(hero_at("archaeologist", party=["fighter"], level=2, tokens=held), round=2)
    state = then(last, "retire")
    assert state.stage == Stage.FINAL and state.discards == 6
    assert refused(state, "discard", tokens=held[:5]) == "dd_err_discard_count"
    state = then(state, "discard", tokens=["elixir", "elixir", "talisman", "vorpal-sword",
                                           "dragon-bait", "dragon-scales"])
    assert state.stage == Stage.OVER
    assert token_count(state, "town-portal") == 1 and token_count(state, "dragon-scales") == 1
    assert score(state).players[0].total == 2 + 2 + 1  # XP 2, a Town Portal, a lone Scale
    few = then(replace(hero_at("archaeologist", party=["fighter"], level=2,
                               tokens=["elixir", "talisman"]), round=2), "retire")
    assert few.stage == Stage.FINAL and few.discards == 2


# ---- Leprechaun → Clurichaun ----------------------------------------------------------------

@pytest.mark.parametrize("master", [False, True])
def test_d18_the_leprechaun_rolls_potions_as_chests(master: bool) -> None:
    """D18 Leprechaun: "every Potion rolled becomes a Chest"."""
    state = then(hero_at("leprechaun", master, party=["fighter"], level=2, stage="regroup"),
                 "seek")
    state = then(state, "dungeon", values=["potion", "potion", "goblin"])
    assert level_count(state, "potion") == 0 and level_count(state, "chest") == 2


def test_d18_d21_the_leprechauns_treasures_score_nothing() -> None:
    """D18 Leprechaun: "at the end of the game all treasures are discarded (they score
    nothing)"; D21: "the Leprechaun's and Clurichaun's treasures score nothing"."""
    for master in (False, True):
        state = hero_at("leprechaun", master, party=["fighter"], level=2,
                        tokens=["town-portal", "dragon-scales", "dragon-scales", "elixir"])
        xp = state.seat.xp
        over = then(replace(state, round=2), "retire")
        assert over.stage == Stage.OVER  # no discard is asked: it is automatic
        assert score(over).players[0].total == xp + 2


def test_d18_the_leprechaun_turns_one_monster_into_a_chest() -> None:
    """D18 Leprechaun ultimate: "1 monster becomes a Chest"."""
    state = hero_at("leprechaun", party=["fighter"], dungeon=["goblin", "ooze"])
    assert refused(state, "ultimate", targets=["goblin", "ooze"]) == "dd_err_targets"
    state = then(state, "ultimate", targets=["ooze"])
    assert level_count(state, "ooze") == 0 and level_count(state, "chest") == 1
    assert level_count(state, "goblin") == 1 and state.ultimate_used


def test_d18_the_clurichaun_turns_two_monsters_into_one_chest() -> None:
    """D18 Clurichaun ultimate: "2 monsters become 1 Chest"."""
    state = hero_at("leprechaun", True, party=["fighter"],
                    dungeon=["goblin", "ooze", "skeleton"])
    assert refused(state, "ultimate",
                   targets=["goblin", "ooze", "skeleton"]) == "dd_err_targets"
    state = typed(state, "ultimate goblin skeleton")
    assert [level_count(state, f) for f in ("goblin", "skeleton", "ooze", "chest")] == [
        0, 0, 1, 1]
    # Not a chest: a monster.
    chest = hero_at("leprechaun", True, party=["fighter"], dungeon=["goblin", "chest"])
    assert refused(chest, "ultimate", targets=["chest"]) == "dd_err_target_kind"


# ---- Dwarf → Berserker ----------------------------------------------------------------------

def test_d18_d24_the_dwarf_starts_each_delve_with_two_dice_in_the_graveyard() -> None:
    """D18 Dwarf: "each delve starts with 2 party dice in the graveyard"; D24: the graveyard
    limit counts them, so an Elixir brings one back before any die is used."""
    state = chosen("dwarf")
    assert state.roll_party == 5 and state.graveyard == 2
    state = then(state, "party", values=FIVE_ROLLED)
    assert sum(state.party) == 5 and state.graveyard == 2
    state = then(with_seat(state, tokens=tokens_of(["elixir"])), "dungeon", values=["goblin"])
    assert offered(state, "use", token="elixir", face="champion")
    state = then(state, "use", token="elixir", face="champion")
    assert party_count(state, "champion") == 1 and state.graveyard == 1
    # Another hero has no die buried to bring back at level 1.
    knight = at("knight", party=SEVEN_ROLLED, dungeon=["goblin"], tokens=["elixir"])
    assert refused(knight, "use", token="elixir", face="champion") == "dd_err_graveyard"
    # The Berserker's delves start so too.
    berserker = then(hero_at("dwarf", True, party=["fighter"], level=2), "retire")
    assert berserker.round == 1 and berserker.party_size == 7
    assert berserker.roll_party == 5 and berserker.graveyard == 2


def test_d18_the_dwarfs_champion_alone_against_two_comes_back_rolled() -> None:
    """D18 Dwarf: "a Champion used alone that defeats 2 or more monsters is re-rolled into the
    party instead of going to the graveyard"."""
    state = hero_at("dwarf", party=["champion", "fighter"],
                    dungeon=["goblin", "goblin", "ooze"], graveyard=5)
    state = then(state, "fight", with_="champion", target="goblin")
    assert state.graveyard == 5 and state.roll_party == 1
    state = then(state, "party", values=["mage"])
    assert party_count(state, "mage") == 1 and party_count(state, "champion") == 0
    # One monster only: the Champion goes to the graveyard as usual.
    one = then(hero_at("dwarf", party=["champion", "fighter"], dungeon=["goblin", "ooze"],
                       graveyard=5), "fight", with_="champion", target="goblin")
    assert one.graveyard == 6 and one.roll_party == 0
    # Only a Champion: a Fighter that defeats 2 Goblins is buried.
    fighter = then(hero_at("dwarf", party=["champion", "fighter"],
                           dungeon=["goblin", "goblin", "ooze"], graveyard=5),
                   "fight", with_="fighter", target="goblin")
    assert fighter.graveyard == 6 and fighter.roll_party == 0


def test_d18_the_dwarf_discards_a_monster_per_champion_then_rerolls_them() -> None:
    """D18 Dwarf ultimate: "novice: discard 1 monster per Champion in the party, then re-roll
    all Champions"."""
    state = hero_at("dwarf", party=["champion", "champion", "fighter"],
                    dungeon=["goblin", "ooze", "skeleton"], graveyard=4)
    assert refused(state, "ultimate",
                   targets=["goblin", "ooze", "skeleton"]) == "dd_err_targets"
    state = then(state, "ultimate", targets=["goblin", "skeleton"])
    assert [level_count(state, f) for f in ("goblin", "skeleton", "ooze")] == [0, 0, 1]
    assert party_count(state, "champion") == 0 and state.roll_party == 2
    assert state.graveyard == 4
    state = then(state, "party", values=["champion", "thief"])
    assert party_count(state, "champion") == 1 and party_count(state, "thief") == 1
    no_champion = hero_at("dwarf", party=["fighter"], dungeon=["goblin"])
    assert refused(no_champion, "ultimate", targets=["goblin"]) == "dd_err_no_champions"


def test_d18_the_berserker_rolls_up_to_four_graveyard_dice() -> None:
    """D18 Berserker ultimate: "master: roll up to 4 graveyard dice into the party"."""
    state = hero_at("dwarf", True, party=["fighter"], dungeon=["goblin"], graveyard=6)
    assert refused(state, "ultimate", count=5) == "dd_err_rage"
    assert refused(state, "ultimate", count=0) == "dd_err_rage"
    state = typed(state, "ultimate 4")
    assert state.graveyard == 2 and state.roll_party == 4 and state.berserk
    few = hero_at("dwarf", True, party=["fighter"] * 5, dungeon=["goblin"], graveyard=2)
    assert refused(few, "ultimate", count=3) == "dd_err_rage"


def test_d18_after_the_rage_no_retiring_without_a_slain_dragon_but_fleeing() -> None:
    """D18 Berserker: "for the rest of the delve he may retire only on a level where a dragon
    was defeated, or at level 10 (fleeing stays allowed)"."""
    state = hero_at("dwarf", True, party=["fighter", "cleric", "mage"], dungeon=["goblin"],
                    level=2)
    state = then(then(state, "ultimate", count=2), "party", values=["thief", "thief"])
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.REGROUP
    assert refused(state, "retire") == "dd_err_berserk"
    with_portal = with_seat(state, tokens=tokens_of(["town-portal"]))
    assert refused(with_portal, "use", token="town-portal") == "dd_err_berserk"
    state = then(then(state, "seek"), "dungeon", values=["ooze", "ooze", "skeleton"])
    state = then(state, "flee")
    assert state.seat.delves == ("fled:3",) and state.seat.xp == MASTER_XP
    # Without the rage the Berserker retires as anyone does.
    calm = then(hero_at("dwarf", True, party=["fighter"], level=2), "retire")
    assert calm.seat.delves == ("retired:2",)


def test_d18_after_the_rage_he_retires_where_he_slew_the_dragon() -> None:
    """D18 Berserker: "he may retire only on a level where a dragon was defeated"."""
    state = hero_at("dwarf", True, party=["fighter", "cleric", "mage", "champion"],
                    dungeon=["goblin"], lair=3, level=3)
    state = then(then(state, "ultimate", count=1), "party", values=["thief"])
    state = then(state, "fight", with_="champion", target="goblin")
    assert state.stage == Stage.DRAGON
    state = then(then(state, "dragon", with_=["fighter", "cleric", "mage"]),
                 "treasure", values=["talisman"])
    assert state.stage == Stage.REGROUP and state.berserk and offered(state, "retire")
    state = then(state, "retire")
    assert state.seat.delves == ("retired:3",) and state.seat.xp == MASTER_XP + 1 + 3


def test_d18_after_the_rage_level_ten_ends_the_delve() -> None:
    """D18 Berserker: "... or at level 10"."""
    state = hero_at("dwarf", True, party=["fighter"], dungeon=["goblin"], level=10)
    state = then(then(state, "ultimate", count=1), "party", values=["cleric"])
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.seat.delves == ("legend:10",) and state.seat.xp == MASTER_XP + 10


# ---- Tracker → Ranger -----------------------------------------------------------------------

@pytest.mark.parametrize("master", [False, True])
def test_d18_d17_the_tracker_rerolls_a_goblin_once_a_level(master: bool) -> None:
    """D18 Tracker: "once per level, re-roll 1 Goblin (monster phase)"; D17: "a dungeon die
    re-rolled to a Dragon goes to the lair"."""
    state = hero_at("tracker", master, party=["fighter", "cleric", "mage"],
                    dungeon=["goblin", "goblin", "ooze"], lair=1)
    state = typed(state, "ability goblin")
    assert level_count(state, "goblin") == 1 and state.roll_dungeon == 1
    state = then(state, "dungeon", values=["dragon"])
    assert state.lair == 2 and level_count(state, "goblin") == 1
    assert refused(state, "ability", target="goblin") == "dd_err_once_a_level"
    # A new level, a new re-roll.
    state = then(then(state, "fight", with_="fighter", target="goblin"),
                 "fight", with_="cleric", target="ooze")
    assert state.stage == Stage.REGROUP
    state = then(then(state, "seek"), "dungeon", values=["goblin", "skeleton"])
    assert offered(state, "ability", target="goblin")
    state = then(state, "ability", target="goblin")
    assert state.level == 2 and state.level_ability and state.roll_dungeon == 1


def test_d18_the_trackers_second_reroll_on_a_level_is_refused() -> None:
    """D18 Tracker: "once per level": the Goblin re-rolled into a Goblin again stays."""
    state = hero_at("tracker", party=["fighter"], dungeon=["goblin", "goblin"])
    state = then(then(state, "ability", target="goblin"), "dungeon", values=["goblin"])
    assert level_count(state, "goblin") == 2
    assert refused(state, "ability", target="goblin") == "dd_err_once_a_level"


def test_d18_d17_the_tracker_rerolls_only_a_goblin_in_the_monster_phase() -> None:
    """D18 Tracker: "re-roll 1 Goblin (monster phase)"; D17: "lair dice are never re-rolled
    unless a row says so"."""
    state = hero_at("tracker", party=["fighter"], dungeon=["goblin", "ooze"], lair=1)
    assert refused(state, "ability", target="ooze") == "dd_err_target_kind"
    assert refused(state, "ability", target="dragon") == "dd_err_target_kind"
    loot = hero_at("tracker", party=["fighter"], dungeon=["chest"])
    assert loot.stage == Stage.LOOT
    assert refused(loot, "ability", target="goblin") == "dd_err_monster_phase_only"


def test_d18_the_tracker_discards_one_monster() -> None:
    """D18 Tracker ultimate: "discard 1 monster"."""
    state = hero_at("tracker", party=["fighter"], dungeon=["goblin", "ooze"])
    assert refused(state, "ultimate", targets=["goblin", "ooze"]) == "dd_err_targets"
    state = then(state, "ultimate", targets=["ooze"])
    assert level_count(state, "ooze") == 0 and level_count(state, "goblin") == 1
    assert state.ultimate_used


def test_d18_the_ranger_discards_one_monster_of_each_type() -> None:
    """D18 Ranger ultimate: "discard ... 1 monster of each type on the level"."""
    state = hero_at("tracker", True, party=["fighter"],
                    dungeon=["goblin", "goblin", "ooze", "skeleton", "skeleton"])
    assert refused(state, "ultimate", targets=["goblin", "goblin"]) == "dd_err_every_type"
    state = typed(state, "ultimate goblin ooze skeleton")
    assert [level_count(state, f) for f in ("goblin", "skeleton", "ooze")] == [1, 1, 0]
    assert state.ultimate_used
