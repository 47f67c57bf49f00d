"""D3/D4: the start of a delve and how many dungeon dice each level rolls."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Chance, Decision

from .helpers import act, at, dungeon, game, illegal, level_count, party


def test_d3_a_delve_starts_with_seven_party_dice_level_one_and_one_dungeon_die() -> None:
    """dungeon_dice.md D3: "Start: roll all 7 party dice; level 1; roll 1 dungeon die; the lair
    is empty; the hero's ultimate is ready (once per delve)." """
    state = game("knight", "minstrel")
    assert (state.stage, state.delver, state.round) == ("form", 0, 0)
    assert (state.roll_party, state.lair, state.graveyard, state.ultimate_used) == \
        (7, 0, 0, False)
    state = party(state, "fighter", "cleric", "mage", "thief", "champion", "fighter", "mage")
    assert (state.level, state.roll_dungeon, state.stage) == (1, 1, "monsters")
    now = awaiting(state)
    assert isinstance(now, Chance) and now.count == 1
    state = dungeon(state, "skeleton")
    assert level_count(state, "skeleton") == 1 and state.lair == 0


def test_d3_the_next_delve_starts_afresh() -> None:
    """dungeon_dice.md D3: "the lair is empty; the hero's ultimate is ready (once per delve)"
    - also for the next player's delve after a delve with dragons and a spent ultimate."""
    state = at("minstrel", party=["fighter", "thief"], level=4, lair=2, ultimate_used=True,
               others=1)
    assert state.stage == "regroup"
    state = act(state, "retire")
    assert (state.delver, state.stage, state.lair, state.ultimate_used, state.roll_party) == \
        (1, "form", 0, False, 7)
    assert state.graveyard == 0 and sum(state.party) == 0 and sum(state.dungeon) == 0


def test_d4_dragons_go_to_the_lair() -> None:
    """dungeon_dice.md D4: "Dragon faces go straight to the lair." (003_713d509ed6956a86.txt:
    "Einen Drachenkopf = Der kommt erst mal in die Drachenhöhle")"""
    state = at("knight", party=["fighter", "cleric", "mage"], level=2)
    state = act(state, "seek")
    assert state.roll_dungeon == 3
    state = dungeon(state, "dragon", "goblin", "dragon")
    assert state.lair == 2
    assert level_count(state, "goblin") == 1
    assert sum(state.dungeon) == 1
    assert state.stage == "monsters"


@pytest.mark.parametrize(("level", "rolled"), [(1, 2), (2, 3), (5, 6), (6, 7), (7, 7), (9, 7)])
def test_d4_each_level_rolls_as_many_dice_as_its_number(level: int, rolled: int) -> None:
    """dungeon_dice.md D4: "Each level rolls `min(level, 7 - dice in the lair)` dungeon dice."
    (003_713d509ed6956a86.txt: "Ab der achten werden immer alle 7 Dungeonwürfel geworfen.")"""
    state = act(at("knight", party=["champion"], level=level), "seek")
    assert (state.level, state.roll_dungeon) == (level + 1, rolled)


@pytest.mark.parametrize(("level", "lair", "rolled"), [(7, 2, 5), (5, 2, 5), (4, 2, 5),
                                                       (3, 2, 4), (8, 1, 6), (9, 2, 5)])
def test_d4_dice_rolled_never_exceed_what_the_dungeon_master_has(level: int, lair: int,
                                                                  rolled: int) -> None:
    """dungeon_dice.md D4: "Each level rolls `min(level, 7 - dice in the lair)` dungeon dice."
    (003_713d509ed6956a86.txt: "Dürfte der Dungeonmeister mehr Würfel würfeln, als ihm zur
    Verfügung stehen (Würfel in der Drachenhöhle oder ab Ebene 8), dann wirft er eben nur so
    viele wie er hat.")"""
    state = act(at("knight", party=["champion"], level=level, lair=lair), "seek")
    assert state.roll_dungeon == rolled
    assert state.lair == lair  # the lair stays (D8)
    assert illegal(state, Event("chance", "dungeon", {"values": ["goblin"] * (rolled + 1)})) \
        == "dd_err_dice_count"


def test_d4_dice_in_the_lair_are_never_rerolled() -> None:
    """dungeon_dice.md D4: "Dice in the lair are never rerolled." (003_713d509ed6956a86.txt:
    "Nur bei Drachenköpfen ist das leider nicht möglich, diese kommen immer sofort in die
    Drachenhöhle.")"""
    state = at("knight", party=["fighter", "scroll"], dungeon=["goblin"], lair=2)
    key = illegal(state, Event(0, "reroll", {"with": "scroll", "party": [],
                                             "dungeon": ["dragon"]}))
    assert key == "dd_err_values"
    state = act(state, "reroll", with_="scroll", party=[], dungeon=["goblin"])
    assert (state.lair, state.roll_dungeon) == (2, 1)
    listed = awaiting(at("knight", party=["fighter", "scroll"], dungeon=["goblin"], lair=2))
    assert isinstance(listed, Decision)
    assert all("dragon" not in a.data.get("dungeon", []) for a in listed.actions)
