"""What the table is told after each event (issue 11, narration), in English and German: what
each companion defeated, what a chest gave, what a quaff brought back, the dragon fight, the
rolls, a level cleared, fleeing, retiring and the XP banked, the master side, specialties and
ultimates. Each test quotes the ruling it narrates."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState
from tabletop import narration
from tabletop.events import CHANCE, Event
from tabletop.session.playout import random_playout
from tabletop.text import i18n

from .helpers import at, game


def told(before: DDState, event: Event, language: str = "en") -> list[str]:
    i18n.set_language(language)
    try:
        return [narration.render(line)
                for line in GAME.narrate(before, event, GAME.turn(before, event))]
    finally:
        i18n.set_language("en")


def move(state: DDState, kind: str, **data: object) -> Event:
    if "with_" in data:
        data["with"] = data.pop("with_")
    return Event(state.delver, kind, dict(data))


def rolled(kind: str, *values: str) -> Event:
    return Event(CHANCE, kind, {"values": list(values)})


def test_d5_what_a_companion_defeated() -> None:
    """dungeon_dice.md D5: "Fighter: all Goblins, or 1 Skeleton, or 1 Ooze." """
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"] * 3 + ["ooze"])
    event = move(state, "fight", with_="fighter", target="goblin")
    assert told(state, event) == ["Fighter defeats Goblin ×3."]
    assert told(state, event, "de") == ["Krieger besiegt Kobold ×3."]


def test_d6_what_a_chest_gave() -> None:
    """dungeon_dice.md D6: "a Thief or Champion opens all Chests ...; each chest draws 1
    treasure, or gives 1 XP when none is left." """
    state = at("knight", party=["thief", "cleric"], dungeon=["chest", "chest"], stage="loot")
    event = move(state, "open", with_="thief")
    assert told(state, event) == ["Thief opens 2 chests."]
    assert told(state, event, "de") == ["Dieb öffnet 2 Kisten."]
    drawing = GAME.turn(state, event)
    assert told(drawing, rolled("treasure", "elixir")) == ["P1 draws a treasure: Elixir."]
    assert told(drawing, rolled("treasure", "elixir"), "de") == [
        "P1 zieht einen Schatz: Elixier."]
    empty = replace(state, pool=(0,) * len(state.pool))
    assert told(empty, event)[:2] == ["Thief opens 2 chests.",
                                      "No treasure is left in the bag: +2 XP instead."]


def test_d6_what_a_quaff_brought_back() -> None:
    """dungeon_dice.md D6: "Any one party die (a Scroll too) quaffs any number of Potions: for
    each, one die comes back from the graveyard set to any face." """
    state = at("knight", party=["scroll", "cleric"], dungeon=["potion", "potion", "chest"],
               stage="loot")
    event = move(state, "quaff", with_="scroll", faces=["champion", "champion"])
    assert told(state, event) == [
        "Scroll quaffs 2 potions; back from the graveyard: Champion ×2."]
    assert told(state, event, "de") == [
        "Schriftrolle trinkt 2 Tränke; zurück vom Friedhof: Champion ×2."]


def test_d4_the_roll_and_the_dragon_faces() -> None:
    """dungeon_dice.md D4: "Dragon faces go straight to the lair." """
    state = GAME.turn(at("knight", party=["fighter"], level=2, lair=1, stage="regroup"),
                      Event(0, "seek"))
    event = rolled("dungeon", "goblin", "dragon", "chest")
    assert told(state, event) == ["Dungeon dice rolled: Goblin, Chest, Dragon.",
                                  "1 dragon face goes to the lair (2 there now)."]
    assert told(state, event, "de")[0] == "Dungeonwürfel gewürfelt: Kobold, Kiste, Drache."


def test_d7_the_dragon_attacks_and_is_defeated() -> None:
    """dungeon_dice.md D7: "Dragon phase: only when the lair holds 3 or more dice. Defeating
    the dragon takes 3 companions of 3 different types ...; reward: 1 treasure ... and 1 XP;
    the lair dice return to the pool." """
    state = at("knight", party=["fighter", "cleric", "mage", "thief"],
               dungeon=["goblin"], lair=3, level=4, ultimate_used=True)
    woke = told(state, move(state, "fight", with_="thief", target="goblin"))
    assert woke[-1] == ("The dragon attacks (3 dice in the lair): it takes 3 companions of "
                        "different types.")
    dragon = GAME.turn(state, move(state, "fight", with_="thief", target="goblin"))
    event = move(dragon, "dragon", with_=["fighter", "cleric", "mage"])
    assert told(dragon, event) == [
        "Fighter, Cleric, Mage defeat the dragon: +1 XP and a treasure; the lair's 3 dice "
        "go back."]
    assert told(dragon, event, "de") == [
        "Krieger, Priester, Zauberer besiegen den Drachen: +1 Erfahrung und ein Schatz; die 3 "
        "Würfel der Drachenhöhle gehen zurück."]


def test_d8_a_level_cleared_and_the_next_sought() -> None:
    """dungeon_dice.md D8: "Regroup: retire to the tavern ... or seek glory (next level ...)" """
    state = at("knight", party=["fighter", "cleric"], dungeon=["goblin"], level=2)
    assert told(state, move(state, "fight", with_="fighter", target="goblin"))[-1] == \
        "Level 2 cleared: retire to the tavern, or seek glory deeper."
    regroup = GAME.turn(state, move(state, "fight", with_="fighter", target="goblin"))
    assert told(regroup, move(regroup, "seek")) == [
        "P1 seeks glory one level deeper.", "Level 3: 3 dungeon dice to roll."]
    assert told(regroup, move(regroup, "seek"), "de") == [
        "P1 sucht Ruhm eine Ebene tiefer.", "Ebene 3: 3 Dungeonwürfel zu werfen."]


def test_d8_retiring_banks_the_level_and_d11_the_master_side() -> None:
    """dungeon_dice.md D8: "retire to the tavern (XP = level ...)"; D11: "A hero flips to the
    master side as soon as the player has 5 XP." """
    state = at("knight", party=["fighter"], level=3, xp=2, stage="regroup", others=1)
    assert told(state, move(state, "retire")) == [
        "P1 retires to the tavern at level 3: +3 XP (5 in all).",
        "P1 has 5 XP: the hero turns to its master side (Dragon Slayer).",
        "Delve 1 of 3 for P2 begins."]
    assert told(state, move(state, "retire"), "de")[:2] == [
        "P1 geht auf Ebene 3 in die Taverne: +3 Erfahrung (insgesamt 5).",
        "P1 hat 5 Erfahrung: der Held wechselt auf die Meisterseite (Drachentöter)."]


def test_d9_fleeing_banks_nothing() -> None:
    """dungeon_dice.md D9: "Fleeing scores no XP for the delve." """
    state = at("knight", party=["thief"], dungeon=["goblin", "ooze"], level=3, xp=2)
    assert told(state, move(state, "flee"))[0] == \
        "P1 flees from level 3: no XP for this delve."
    assert told(state, move(state, "flee"), "de")[0] == \
        "P1 flieht von Ebene 3: keine Erfahrung für dieses Abenteuer."


def test_d8_level_ten_makes_a_legend() -> None:
    """dungeon_dice.md D8: "Clearing level 10 ends the delve with 10 XP." """
    state = at("knight", party=["fighter"], dungeon=["goblin"], level=10, xp=1, others=1)
    lines = told(state, move(state, "fight", with_="fighter", target="goblin"))
    assert "P1 clears level 10 and is a legend: +10 XP (11 in all)." in lines


def test_d2_the_town_portal() -> None:
    """dungeon_dice.md D2: "Town Portal ... retire at once, scoring XP equal to the level" """
    state = at("knight", party=["thief"], dungeon=["goblin", "ooze"], level=4,
               tokens=["town-portal"], others=1)
    assert told(state, move(state, "use", token="town-portal"))[0] == \
        "P1 takes a Town Portal at level 4: +4 XP (4 in all)."


def test_d12_a_specialty_is_named_when_a_move_needs_it() -> None:
    """dungeon_dice.md D12, Spellsword: "Fighters and Mages may be used as each other" - a
    Mage defeats every Goblin as a Fighter would."""
    state = at("spellsword", party=["mage", "cleric"], dungeon=["goblin", "goblin", "ooze"])
    assert told(state, move(state, "fight", with_="mage", target="goblin")) == [
        "Specialty (Spellsword): Fighters and Mages may be used as each other.",
        "Mage defeats Goblin ×2."]
    plain = at("knight", party=["fighter"], dungeon=["goblin", "goblin", "ooze"])
    assert told(plain, move(plain, "fight", with_="fighter", target="goblin")) == [
        "Fighter defeats Goblin ×2."]


def test_d12_the_knight_forms_scrolls_into_champions() -> None:
    """dungeon_dice.md D12, Knight: "when forming the party, Scrolls become Champions" """
    state = game("knight")
    event = rolled("party", "fighter", "scroll", "scroll", "cleric", "mage", "thief", "mage")
    assert told(state, event) == [
        "Party dice rolled: Fighter, Cleric, Mage ×2, Thief, Scroll ×2.",
        "Knight's specialty: 2 Scrolls become Champions.",
        "Level 1: 1 dungeon die to roll."]


def test_d12_ultimates_are_named_with_what_they_did() -> None:
    """dungeon_dice.md D12, Occultist: "1 Skeleton becomes a Fighter until the next
    regroup"; Spellsword: "the hero is used as a Fighter or Mage" """
    state = at("occultist", party=["fighter"], dungeon=["skeleton", "ooze"])
    assert told(state, move(state, "ultimate", targets=["skeleton"])) == [
        "P1 uses the ultimate (Occultist).", "Skeleton serves as Fighter until the regroup."]
    assert told(state, move(state, "ultimate", targets=["skeleton"]), "de") == [
        "P1 setzt die ultimative Fähigkeit ein (Okkultist).",
        "Skelett dient bis zum Umgruppieren als Krieger."]
    hero = at("spellsword", party=["cleric"], dungeon=["ooze", "ooze", "skeleton"])
    assert told(hero, move(hero, "fight", with_="hero-mage", target="ooze")) == [
        "P1 uses the ultimate (Spellsword).", "the hero as Mage defeats Ooze ×2."]


def test_the_end_of_the_game_names_the_winner() -> None:
    """dungeon_dice.md: "A delve (each player makes 3; seating order; highest total wins)" """
    state = at("knight", party=["fighter"], level=2, xp=3, stage="regroup")
    last = replace(state, round=2)
    assert told(last, move(last, "retire"))[-1] == "The game is over. Won by: P1."


def _seeded(seed: int) -> Iterator[tuple[DDState, Event]]:
    options = DungeonDiceOptions(heroes="deal", edition=LATEST_EDITION)
    run = random_playout(GAME, GAME.setup(options, ["Ana", "Ben"]), seed)
    yield from ((state, event) for state, event, _ in run.steps())


@pytest.mark.parametrize("seed", [1, 2])
def test_every_event_is_told_in_both_languages(seed: int) -> None:
    """Every event says something, and every key it uses is in both catalogues."""
    catalogue = i18n.catalogue()
    for state, event in _seeded(seed):
        lines = GAME.narrate(state, event, GAME.turn(state, event))
        assert lines, event
        for line in lines:
            assert all({"en", "de"} <= set(catalogue[key]) for key in narration.keys(line))
            for language in ("en", "de"):
                i18n.set_language(language)
                assert "{" not in narration.render(line)
        i18n.set_language("en")
