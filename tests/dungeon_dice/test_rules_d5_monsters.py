"""D5: the monster phase - who defeats how many, the graveyard, and scrolls."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Decision

from .helpers import act, at, dungeon, fight, illegal, level_count, party, party_count

LEVEL = ["goblin", "goblin", "goblin", "skeleton", "skeleton", "ooze", "ooze"]


def _level(*companions: str) -> DDState:
    """Level 7 with 3 goblins, 2 skeletons and 2 oozes; the Knight (no specialty in a fight)."""
    return at("knight", party=list(companions), dungeon=LEVEL, level=7)


def _left(state: DDState) -> tuple[int, int, int]:
    return (level_count(state, "goblin"), level_count(state, "skeleton"),
            level_count(state, "ooze"))


def test_d5_fighter_defeats_all_goblins() -> None:
    """dungeon_dice.md D5: "Fighter: all Goblins, or 1 Skeleton, or 1 Ooze."
    (003_713d509ed6956a86.txt: "Zwei Schwerter = Krieger = Gut gegen Kobolde")"""
    state = fight(_level("fighter", "cleric"), "fighter", "goblin")
    assert _left(state) == (0, 2, 2)


@pytest.mark.parametrize(("companion", "target", "left"), [
    ("fighter", "skeleton", (3, 1, 2)), ("fighter", "ooze", (3, 2, 1)),
    ("cleric", "skeleton", (3, 0, 2)), ("cleric", "goblin", (2, 2, 2)),
    ("cleric", "ooze", (3, 2, 1)),
    ("mage", "ooze", (3, 2, 0)), ("mage", "goblin", (2, 2, 2)), ("mage", "skeleton", (3, 1, 2)),
    ("thief", "goblin", (2, 2, 2)), ("thief", "skeleton", (3, 1, 2)),
    ("thief", "ooze", (3, 2, 1)),
    ("champion", "goblin", (0, 2, 2)), ("champion", "skeleton", (3, 0, 2)),
    ("champion", "ooze", (3, 2, 0)),
])
def test_d5_each_companion_defeats_all_it_is_good_against_or_one(
        companion: str, target: str, left: tuple[int, int, int]) -> None:
    """dungeon_dice.md D5: "Fighter: all Goblins, or 1 Skeleton, or 1 Ooze. Cleric: all
    Skeletons or 1 other monster. Mage: all Oozes or 1 other. Thief: 1 monster. Champion: all
    monsters of one type." """
    state = fight(_level(companion, "fighter"), companion, target)
    assert _left(state) == left


def test_d5_a_used_party_die_goes_to_the_graveyard() -> None:
    """dungeon_dice.md D5: "A used party die goes to the graveyard." (003_713d509ed6956a86.txt:
    "Eingesetzte Heldenwürfel kommen sofort auf den Friedhof")"""
    state = _level("fighter", "fighter", "cleric")
    assert state.graveyard == 4
    state = fight(state, "fighter", "goblin")
    assert (party_count(state, "fighter"), state.graveyard) == (1, 5)
    assert sum(state.party) + state.graveyard == 7


def test_d5_a_companion_the_party_lacks_cannot_fight() -> None:
    """dungeon_dice.md D5: "A used party die goes to the graveyard." - only dice in the party
    can be used, and only against monsters on the level."""
    state = _level("fighter")
    assert illegal(state, Event(0, "fight", {"with": "cleric", "target": "goblin"})) == \
        "dd_err_no_such_die"
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"])
    assert illegal(state, Event(0, "fight", {"with": "cleric", "target": "ooze"})) == \
        "dd_err_no_monster"


def test_d5_scroll_is_not_a_companion() -> None:
    """dungeon_dice.md D5: "Scroll: not a companion; it rerolls any number of party and dungeon
    dice (not the lair)" """
    state = _level("scroll", "fighter")
    assert illegal(state, Event(0, "fight", {"with": "scroll", "target": "goblin"})) == \
        "dd_err_not_companion"
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert not [a for a in now.actions if a.kind == "fight" and a.data["with"] == "scroll"]


def test_d5_scroll_rerolls_any_party_and_dungeon_dice() -> None:
    """dungeon_dice.md D5: "Scroll: ... it rerolls any number of party and dungeon dice (not
    the lair)" (003_713d509ed6956a86.txt: "Er kann die Schriftrolle auch nutzen, um beliebige
    seiner Gruppenwürfel neu zu würfeln")"""
    state = at("knight", party=["scroll", "thief", "thief", "cleric"],
               dungeon=["goblin", "goblin", "chest"], level=3)
    state = act(state, "reroll", with_="scroll", party=["thief", "thief"],
                dungeon=["goblin", "chest"])
    assert (state.roll_party, state.roll_dungeon, state.graveyard) == (2, 2, 4)
    assert (party_count(state, "scroll"), party_count(state, "thief")) == (0, 0)
    state = party(state, "fighter", "champion")
    state = dungeon(state, "ooze", "potion")
    assert (party_count(state, "fighter"), party_count(state, "champion")) == (1, 1)
    assert _left(state) == (1, 0, 1)
    assert level_count(state, "potion") == 1 and level_count(state, "chest") == 0
    assert state.stage == "monsters"


def test_d5_a_reroll_showing_a_dragon_goes_to_the_lair() -> None:
    """dungeon_dice.md D5: "a reroll showing a Dragon goes to the lair." """
    state = at("knight", party=["scroll", "fighter"], dungeon=["skeleton", "ooze"], level=2,
               lair=1)
    state = act(state, "reroll", with_="scroll", party=[], dungeon=["skeleton", "ooze"])
    state = dungeon(state, "dragon", "dragon")
    assert (state.lair, sum(state.dungeon)) == (3, 0)
    # No monsters are left; with three dragons in the lair the dragon attacks (D7).
    assert state.stage == "dragon"


def test_d5_every_monster_must_be_defeated_before_looting_or_the_party_flees() -> None:
    """dungeon_dice.md D5: "every Goblin, Skeleton and Ooze must be defeated, or the party
    flees." (003_713d509ed6956a86.txt: "Erst wenn alle Monster einer Ebene besiegt sind, kann
    der Held die anderen Würfel, Schatzkisten und Tränke, nutzen.")"""
    state = at("knight", party=["thief", "thief"], dungeon=["goblin", "goblin", "chest"],
               level=3, xp=2)
    assert illegal(state, Event(0, "open", {"with": "thief"})) == "dd_err_monsters_first"
    assert illegal(state, Event(0, "done")) == "dd_err_not_in_monsters"
    assert illegal(state, Event(0, "retire")) == "dd_err_not_in_monsters"
    state = fight(state, "thief", "goblin")
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert {a.kind for a in now.actions} == {"fight", "flee", "ultimate"}
    fled = act(state, "flee")
    assert fled.seats[0].xp == 2 and fled.seats[0].delves == ("fled:3",)
    state = fight(state, "thief", "goblin")
    assert state.stage == "loot"
