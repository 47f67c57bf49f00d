"""D10: scrolls, treasures and abilities in any phase where they make sense; D11: the hero
flips to the master side at 5 XP."""

from __future__ import annotations

from games.dungeon_dice import GAME
from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.state import Seat
from games.dungeon_dice.rules.turn import dragon_needs

from .helpers import act, at, draw, dungeon, fight, level_count, party, party_count


def test_d10_a_scroll_rerolls_in_the_loot_phase_and_the_monsters_come_back() -> None:
    """dungeon_dice.md D10: "Scrolls, treasures and the hero's abilities may be used in any
    phase where they make sense." - a chest rerolled in the loot phase may turn into a
    monster, which must then be defeated (D5)."""
    state = at("knight", party=["scroll", "fighter"], dungeon=["chest", "potion"], level=2)
    assert state.stage == "loot"
    state = dungeon(act(state, "reroll", with_="scroll", party=[], dungeon=["chest"]), "goblin")
    assert state.stage == "monsters"
    assert level_count(state, "goblin") == 1 and level_count(state, "potion") == 1
    state = fight(state, "fighter", "goblin")
    assert state.stage == "loot"


def test_d10_a_scroll_rerolls_party_dice_before_the_dragon() -> None:
    """dungeon_dice.md D10: "Scrolls ... may be used in any phase where they make sense." -
    rerolling party dice to find a third type for the dragon (D7)."""
    state = at("knight", party=["fighter", "fighter", "cleric", "scroll"], lair=3, level=4)
    assert state.stage == "dragon"
    state = party(act(state, "reroll", with_="scroll", party=["fighter"], dungeon=[]), "mage")
    assert state.stage == "dragon"
    state = act(state, "dragon", with_=["fighter", "cleric", "mage"])
    assert state.lair == 0 and state.seats[0].xp == 1


def test_d10_treasures_and_ultimates_in_the_monster_and_regroup_phases() -> None:
    """dungeon_dice.md D10: "Scrolls, treasures and the hero's abilities may be used in any
    phase where they make sense." """
    state = at("minstrel", party=["fighter"], dungeon=["ooze"], level=3, lair=2,
               tokens=["elixir", "elixir"])
    state = act(state, "use", token="elixir", face="mage")  # in the monster phase
    assert party_count(state, "mage") == 1
    state = fight(state, "mage", "ooze")
    assert state.stage == "regroup"
    state = act(state, "use", token="elixir", face="champion")  # in the regroup
    assert party_count(state, "champion") == 1
    state = act(state, "ultimate")  # the Minstrel empties the lair before seeking glory
    assert state.lair == 0 and state.stage == "regroup"


def test_d11_hero_flips_at_5_xp() -> None:
    """dungeon_dice.md D11: "A hero flips to the master side as soon as the player has 5 XP."
    (003_713d509ed6956a86.txt: "Sobald der Held fünf Erfahrungspunkte verdient hat, darf er
    seinen Helden auf die Meisterseite drehen.")"""
    assert not Seat("Ana", "knight", 4, (0,) * 10).master
    assert Seat("Ana", "knight", 5, (0,) * 10).master
    assert Seat("Ana", "knight", 17, (0,) * 10).master
    state = act(at("knight", party=["fighter"], level=2, xp=3, others=1), "retire")
    assert state.seats[0].master
    assert GAME.summary(state)["players"][0]["side"] == "master"


def test_d11_the_flip_happens_during_a_delve() -> None:
    """dungeon_dice.md D11: "A hero flips to the master side as soon as the player has 5 XP."
    - XP from a chest or the dragon in the middle of a delve flips the hero at once."""
    state = at("knight", party=["fighter", "cleric", "mage", "thief", "champion"], lair=3,
               level=3, xp=4, pool=(0,) * 10)
    assert dragon_needs(state) == 3
    state = act(state, "dragon", with_=["fighter", "cleric", "mage"])
    assert state.seats[0].xp == 6 and state.seats[0].master
    assert ultimates.kind(state) == "knight:master"
    assert dragon_needs(state) == 2  # the Dragon Slayer's specialty applies now
    chest = at("knight", party=["thief"], dungeon=["chest"], xp=4)
    chest = draw(act(chest, "open", with_="thief"), "elixir")
    assert not chest.seats[0].master  # a treasure is not XP
