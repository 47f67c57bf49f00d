"""D6: the loot phase - chests, treasure draws, potions and what is left."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.components import TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Chance, Decision

from .helpers import (
    act,
    at,
    draw,
    illegal,
    level_count,
    party_count,
    pool_count,
    token_count,
)

EMPTY_POOL = (0,) * len(TOKENS)


@pytest.mark.parametrize(("opener", "opened"), [
    ("thief", 3), ("champion", 3), ("fighter", 1), ("cleric", 1), ("mage", 1)])
def test_d6_thief_or_champion_opens_all_chests_any_other_companion_one(opener: str,
                                                                       opened: int) -> None:
    """dungeon_dice.md D6: "a Thief or Champion opens all Chests, any other companion opens 1;
    each chest draws 1 treasure" (003_713d509ed6956a86.txt: "Wie beim Kämpfen kann jeder Held
    eine Kiste öffnen, aber der Dieb und der Champion alle Kisten auf einmal.")"""
    state = at("knight", party=[opener, "fighter"], dungeon=["chest"] * 3, level=3)
    assert state.stage == "loot"
    state = act(state, "open", with_=opener)
    assert level_count(state, "chest") == 3 - opened
    assert state.draws == opened
    assert state.graveyard == 6
    now = awaiting(state)
    assert isinstance(now, Chance) and now.kind == "treasure"


def test_d6_each_chest_draws_one_treasure() -> None:
    """dungeon_dice.md D6: "each chest draws 1 treasure" (003_713d509ed6956a86.txt: "Für jede
    Kiste die geöffnet wurde, greift der Held blind in die Schatzkiste und nimmt sich einen
    Schatz heraus.")"""
    state = act(at("knight", party=["thief"], dungeon=["chest", "chest"], level=2),
                "open", with_="thief")
    state = draw(draw(state, "elixir"), "elixir")
    assert token_count(state, "elixir") == 2
    assert pool_count(state, "elixir") == 1
    assert state.draws == 0
    assert state.stage == "regroup"  # nothing left on the level, no dragon


def test_d6_chest_draws_one_xp_when_pool_empty() -> None:
    """dungeon_dice.md D6: "each chest draws 1 treasure, or gives 1 XP when none is left."
    (003_713d509ed6956a86.txt: "Sind keine Schätze mehr in der Kiste, so erhält der Held 1
    Erfahrungsmarker.")"""
    state = at("knight", party=["thief", "fighter"], dungeon=["chest", "chest"], level=2,
               xp=1, pool=EMPTY_POOL)
    state = act(state, "open", with_="thief")
    assert state.seats[0].xp == 3
    assert state.draws == 0
    assert state.stage == "regroup"
    assert not isinstance(awaiting(state), Chance)


def test_d6_chests_beyond_the_last_token_give_xp() -> None:
    """dungeon_dice.md D6: "each chest draws 1 treasure, or gives 1 XP when none is left." """
    pool = tuple(1 if t == "talisman" else 0 for t in TOKENS)
    state = at("knight", party=["champion"], dungeon=["chest"] * 3, level=3, pool=pool)
    state = act(state, "open", with_="champion")
    now = awaiting(state)
    assert isinstance(now, Chance) and now.outcomes == ("talisman",)
    state = draw(state, "talisman")
    assert token_count(state, "talisman") == 1
    assert state.seats[0].xp == 2
    assert state.draws == 0 and state.stage == "regroup"


def test_d6_quaff_revives_up_to_graveyard_including_quaffing_die() -> None:
    """dungeon_dice.md D6: "Any one party die (a Scroll too) quaffs any number of Potions: for
    each, one die comes back from the graveyard set to any face (no more than the graveyard
    holds, the quaffing die included)." """
    state = at("knight", party=["fighter", "cleric", "mage", "thief", "champion", "scroll"],
               dungeon=["potion", "potion", "potion"], level=3)
    assert state.graveyard == 1
    # The quaffing die goes to the graveyard first: 2 dice can come back, not 3.
    assert illegal(state, Event(0, "quaff", {"with": "scroll",
                                            "faces": ["champion"] * 3})) == "dd_err_graveyard"
    state = act(state, "quaff", with_="scroll", faces=["champion", "champion"])
    assert state.graveyard == 0
    assert party_count(state, "champion") == 3
    assert party_count(state, "scroll") == 0
    assert sum(state.party) == 7
    # The potion left over stays until the loot phase is done (D6).
    assert level_count(state, "potion") == 1 and state.stage == "loot"


def test_d6_quaffed_dice_come_back_set_to_any_face() -> None:
    """dungeon_dice.md D6: "one die comes back from the graveyard set to any face"
    (003_713d509ed6956a86.txt: "darf man sich aber den oder die Würfel, die man vom Friedhof
    zurückholt, auf eine beliebige Seite drehen.")"""
    state = at("knight", party=["fighter"], dungeon=["potion"] * 3, level=3)
    state = act(state, "quaff", with_="fighter", faces=["scroll", "mage", "thief"])
    assert (party_count(state, "fighter"), party_count(state, "scroll"),
            party_count(state, "mage"), party_count(state, "thief")) == (0, 1, 1, 1)
    assert state.graveyard == 4


def test_d6_quaffing_no_more_potions_than_on_the_level() -> None:
    """dungeon_dice.md D6: "quaffs any number of Potions: for each, one die comes back" - no
    more dice than potions."""
    state = at("knight", party=["fighter"], dungeon=["potion"], level=1)
    assert illegal(state, Event(0, "quaff", {"with": "fighter",
                                            "faces": ["champion"] * 2})) == "dd_err_potions"


def test_d6_unused_chests_and_potions_are_discarded() -> None:
    """dungeon_dice.md D6: "Unused chests and potions are then discarded." (003_713d509ed6956a86
    .txt: "Alle nicht genutzten Kisten- und Trankwürfel kommen dann wieder zurück in den
    Würfelvorrat des Dungeonmeisters.")"""
    state = at("knight", party=["fighter"], dungeon=["chest", "chest", "potion"], level=3,
               lair=1)
    assert state.dungeon_pool == 3
    state = act(state, "done")
    assert sum(state.dungeon) == 0
    assert state.dungeon_pool == 6
    assert state.stage == "regroup"
    assert pool_count(state, "elixir") == TOKEN_COUNTS[TOKENS.index("elixir")]


def test_d6_the_loot_phase_is_optional() -> None:
    """dungeon_dice.md D6: "Loot phase (optional)" """
    state = at("knight", party=["thief"], dungeon=["chest", "potion"], level=2)
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert {a.kind for a in now.actions} >= {"open", "quaff", "done"}
    assert act(state, "done").stage == "regroup"
