"""D7: the dragon phase."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.components import TOKENS
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Chance, Decision

from .helpers import act, at, draw, fight, illegal, party_count, token_count

EMPTY_POOL = (0,) * len(TOKENS)


def test_d7_the_dragon_attacks_only_with_three_or_more_dice_in_the_lair() -> None:
    """dungeon_dice.md D7: "Dragon phase: only when the lair holds 3 or more dice."
    (003_713d509ed6956a86.txt: "Irgendwann werden in der Drachenhöhle drei oder mehr Würfel
    liegen, die einen Drachenkopf zeigen. Dann greift der Drache an.")"""
    assert at("knight", party=["fighter", "cleric", "mage"], lair=2, level=3).stage == \
        "regroup"
    assert at("knight", party=["fighter", "cleric", "mage"], lair=3, level=3).stage == \
        "dragon"
    assert at("knight", party=["fighter", "cleric", "mage"], lair=5, level=5).stage == \
        "dragon"


def test_d7_the_dragon_comes_after_the_monsters_and_the_loot() -> None:
    """dungeon_dice.md D7 follows D5 and D6: "Dragon phase: only when the lair holds 3 or more
    dice." - the monsters are fought and the loot taken first."""
    state = at("knight", party=["fighter", "cleric", "mage", "thief"],
               dungeon=["goblin", "chest"], lair=3, level=5)
    assert state.stage == "monsters"
    state = fight(state, "fighter", "goblin")
    assert state.stage == "loot"
    state = act(state, "done")
    assert state.stage == "dragon"


def test_d7_dragon_needs_three_different_types_scroll_is_no_type() -> None:
    """dungeon_dice.md D7: "Defeating the dragon takes 3 companions of 3 different types
    (Champion is a type, Scroll is not)" (003_713d509ed6956a86.txt: "wenn er ihm drei
    verschiedene Gruppenwürfel (Schriftrolle zählt hier nicht) entgegensetzen kann")"""
    state = at("knight", party=["fighter", "fighter", "cleric", "scroll", "champion",
                                "champion"], lair=3, level=4)
    for trio in (["fighter", "fighter", "cleric"], ["fighter", "cleric", "scroll"],
                 ["champion", "champion", "fighter"], ["fighter", "cleric"],
                 ["fighter", "cleric", "champion", "champion"]):
        assert illegal(state, Event(0, "dragon", {"with": trio})) == "dd_err_dragon_party", trio
    now = awaiting(state)
    assert isinstance(now, Decision)
    listed = [sorted(a.data["with"]) for a in now.actions if a.kind == "dragon"]
    assert sorted(listed) == [["champion", "cleric", "fighter"]]
    slain = act(state, "dragon", with_=["champion", "fighter", "cleric"])
    assert slain.lair == 0


def test_d7_slaying_the_dragon_gives_a_treasure_and_one_xp_and_empties_the_lair() -> None:
    """dungeon_dice.md D7: "reward: 1 treasure (1 XP when none is left) and 1 XP; the lair dice
    return to the pool." (003_713d509ed6956a86.txt: "Die Gruppenwürfel kommen auch nach dem
    Kampf gegen einen Drachen auf den Friedhof.")"""
    state = at("knight", party=["fighter", "cleric", "mage", "thief"], lair=4, level=5, xp=2)
    assert state.dungeon_pool == 3
    state = act(state, "dragon", with_=["fighter", "cleric", "mage"])
    assert (state.lair, state.dungeon_pool, state.seats[0].xp) == (0, 7, 3)
    assert (state.graveyard, party_count(state, "thief")) == (6, 1)
    now = awaiting(state)
    assert isinstance(now, Chance) and now.kind == "treasure"
    state = draw(state, "dragon-scales")
    assert token_count(state, "dragon-scales") == 1
    assert state.stage == "regroup"


def test_d7_the_dragon_gives_two_xp_when_no_treasure_is_left() -> None:
    """dungeon_dice.md D7: "reward: 1 treasure (1 XP when none is left) and 1 XP" """
    state = at("knight", party=["fighter", "cleric", "mage"], lair=3, level=5, xp=0,
               pool=EMPTY_POOL)
    state = act(state, "dragon", with_=["fighter", "cleric", "mage"])
    assert state.seats[0].xp == 2
    assert state.stage == "regroup"


def test_d7_without_three_different_companions_the_party_flees() -> None:
    """dungeon_dice.md D7: "Otherwise the party flees (or uses a Ring of Invisibility)."
    (003_713d509ed6956a86.txt: "Kann der Held dem Drachen keine drei unterschiedlichen
    Gefährten entgegensetzten, so muss er aus dem Dungeon fliehen")"""
    state = at("knight", party=["fighter", "fighter", "scroll"], lair=3, level=6, xp=1)
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert {a.kind for a in now.actions} <= {"flee", "reroll"}
    assert illegal(state, Event(0, "retire")) == "dd_err_not_in_dragon"
    fled = act(state, "flee")
    assert fled.seats[0].xp == 1
    assert fled.seats[0].delves == ("fled:6",)
    ring = at("knight", party=["fighter", "fighter"], lair=3, level=6, xp=1,
              tokens=["ring-of-invisibility"])
    ring = act(ring, "use", token="ring-of-invisibility")
    assert (ring.stage, ring.lair, ring.seats[0].xp, ring.draws) == ("regroup", 0, 1, 0)


@pytest.mark.parametrize("companions", [
    ["vorpal-sword", "talisman", "scepter-of-power"], ["thieves-tools", "fighter", "champion"]])
def test_d7_companion_tokens_count_against_the_dragon(companions: list[str]) -> None:
    """dungeon_dice.md D2: "Tokens that act as companions count as companions everywhere,
    including against the dragon." (003_713d509ed6956a86.txt: "Hierbei dürfen natürlich auch
    Schätze eingesetzt werden, die wie Gefährten zählen.")"""
    tokens = [c for c in companions if "-" in c or c == "talisman"]
    dice = [c for c in companions if c not in tokens]
    state = at("knight", party=dice, lair=3, level=4, tokens=tokens)
    state = act(state, "dragon", with_=companions)
    assert state.lair == 0 and state.seats[0].xp == 1
    assert sum(state.seats[0].tokens) == 0
