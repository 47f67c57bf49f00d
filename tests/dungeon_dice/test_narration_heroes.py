"""What the table is told of the booster-pack and promo heroes (issue #24; dungeon_dice.md
D18-D20), in English and German: their own moves, each kind of ultimate, and what their
specialties do on their own; and lines that agree in number (issue #28). Each test quotes the
row it narrates."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.changes import with_seat
from games.dungeon_dice.rules.components import MASTER_XP
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import settle, setup, turn
from tabletop import narration
from tabletop.events import CHANCE, Event
from tabletop.session.playout import random_playout
from tabletop.text import i18n

from .helpers import at

ALL = DungeonDiceOptions(heroes="choose", edition=LATEST_EDITION, sets="all")


def hero_at(hero: str, master: bool = False, **position: Any) -> DDState:
    """A position of ``helpers.at`` whose delver plays ``hero`` (of any set)."""
    state = at("knight", xp=MASTER_XP if master else 0, **position)
    return settle(with_seat(state, hero=hero))


def chosen(*heroes: str) -> DDState:
    state = settle(setup(ALL, [f"P{n + 1}" for n in range(max(1, len(heroes)))]))
    for seat, hero in enumerate(heroes):
        state = turn(state, Event(seat, "hero", {"hero": hero}))
    return state


def event(state: DDState, kind: str, **data: Any) -> Event:
    if "with_" in data:
        data["with"] = data.pop("with_")
    if kind in ("party", "dungeon", "treasure"):
        return Event(CHANCE, kind, {"values": data["values"]})
    return Event(state.delver, kind, data)


def told(state: DDState, kind: str, language: str = "en", **data: Any) -> list[str]:
    move = event(state, kind, **data)
    with i18n.speaking(language):
        return [narration.render(line)
                for line in GAME.narrate(state, move, GAME.turn(state, move))]


def then(state: DDState, kind: str, **data: Any) -> DDState:
    return GAME.turn(state, event(state, kind, **data))


def test_d18_rolled_faces_turned() -> None:
    """D18: Alchemist "every Chest rolled becomes a Potion"; Undead Viking "every Skeleton
    rolled becomes a Potion"; Leprechaun "every Potion rolled becomes a Chest"."""
    alchemist = then(hero_at("alchemist", party=["fighter"], level=2, stage="regroup"), "seek")
    assert told(alchemist, "dungeon", values=["chest", "goblin", "chest"]) == [
        "Dungeon dice rolled: Goblin, Chest ×2.",
        "Specialty (Alchemist): the 2 dice rolled as Chest show Potion instead."]
    undead = then(hero_at("viking", True, party=["fighter"], stage="regroup"), "seek")
    assert told(undead, "dungeon", "de", values=["skeleton", "goblin"])[1] == (
        "Spezialfähigkeit (Untoter Wikinger): der als Skelett gewürfelte Würfel zeigt "
        "stattdessen Trank.")
    leprechaun = then(hero_at("leprechaun", party=["fighter"], stage="regroup"), "seek")
    assert told(leprechaun, "dungeon", values=["potion", "goblin"])[1] == (
        "Specialty (Leprechaun): the die rolled as Potion shows Chest instead.")


def test_d18_the_scout_rolls_sets_and_finds_his_dice() -> None:
    """D18 Scout: "roll 6 dungeon dice and set 1, 2 and 3 of them as the dungeon of levels 1, 2
    and 3 ...; a Dragon among them reaches the lair only on its level"."""
    state = then(chosen("scout"), "party",
                 values=["fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"])
    scouted = ["goblin", "chest", "dragon", "ooze", "ooze", "potion"]
    assert told(state, "dungeon", values=scouted) == [
        "Specialty (Scout): 6 dungeon dice rolled, to be set as levels 1, 2 and 3: Goblin, "
        "Ooze ×2, Chest, Potion, Dragon."]  # no dragon face reaches the lair yet
    state = then(state, "dungeon", values=scouted)
    levels = [["goblin"], ["chest", "dragon"], ["ooze", "ooze", "potion"]]
    assert told(state, "set", levels=levels) == [
        "P1 sets the scouted dice: level 1: Goblin; level 2: Chest, Dragon; level 3: Ooze ×2, "
        "Potion.",
        "Level 1: the scouted dice lie there: Goblin."]
    state = then(then(state, "set", levels=levels), "fight", with_="fighter", target="goblin")
    assert told(state, "seek", "de") == [
        "P1 sucht Ruhm eine Ebene tiefer.",
        "Ebene 2: die erkundeten Würfel liegen da: Kiste, Drache.",
        "1 Drachenkopf kommt in die Drachenhöhle (jetzt 1)."]
    # A level of loot only begins as well, its loot phase at once.
    formed = then(chosen("scout"), "party",
                  values=["fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"])
    rolled = then(formed, "dungeon", values=["chest", "goblin", "dragon", "ooze", "ooze", "potion"])
    loot = [["chest"], ["goblin", "dragon"], ["ooze", "ooze", "potion"]]
    assert told(rolled, "set", levels=loot)[1] == "Level 1: the scouted dice lie there: Chest."
    # ... and his ultimate retires him at once with one XP less than the level.
    deep = hero_at("scout", party=["fighter"], dungeon=["goblin", "ooze"], level=4)
    assert told(deep, "ultimate")[1] == "P1 retires at once from level 4: +3 XP (3 in all)."


def test_d18_the_sorceress_lair_is_discarded_at_three() -> None:
    """D18 Sorceress: "as soon as the lair holds 3 dice, they are discarded: no fight, no XP,
    no treasure"."""
    state = then(hero_at("sorceress", party=["fighter"], level=2, lair=2, stage="regroup"),
                 "seek")
    assert told(state, "dungeon", values=["dragon", "goblin", "ooze"])[1:] == [
        "1 dragon face goes to the lair (3 there now).",
        "Specialty (Sorceress): the lair's 3 dice are discarded at once (no fight, no XP, no "
        "treasure)."]


def test_d18_the_dwarf_and_the_berserkers_rage() -> None:
    """D18 Dwarf: "a Champion used alone that defeats 2 or more monsters is re-rolled into the
    party"; Berserker: "roll up to 4 graveyard dice ..., and for the rest of the delve he may
    retire only on a level where a dragon was defeated"."""
    dwarf = hero_at("dwarf", party=["champion", "fighter"], dungeon=["goblin", "goblin", "ooze"])
    assert told(dwarf, "fight", with_="champion", target="goblin")[1] == (
        "Specialty (Dwarf): the Champion defeated 2 or more monsters alone and is rerolled "
        "into the party.")
    berserker = hero_at("dwarf", True, party=["fighter"], dungeon=["goblin"], graveyard=3)
    assert told(berserker, "ultimate", count=2)[1] == (
        "Rage: 2 graveyard dice are rolled into the party; from now on he retires only on a "
        "level whose dragon he defeated (or at level 10).")
    raging = then(then(berserker, "ultimate", count=2), "party", values=["cleric", "mage"])
    assert told(raging, "fight", with_="fighter", target="goblin")[-1] == (
        "Level 1 cleared: in the rage only deeper (no dragon was defeated on this level).")


def test_d18_the_archaeologist_draws_and_discards() -> None:
    """D18 Archaeologist: ultimate "draw 2 treasures, then discard 2"; "at the end of the game
    the player discards 6 treasures of their choice"."""
    state = hero_at("archaeologist", party=["fighter"], dungeon=["goblin"], tokens=["elixir"])
    assert told(state, "ultimate") == ["P1 uses the ultimate (Archaeologist).",
                                       "2 treasures to draw, then 2 to discard."]
    state = then(then(then(state, "ultimate"), "treasure", values=["talisman"]),
                 "treasure", values=["dragon-bait"])
    assert told(state, "discard", "de", tokens=["elixir", "talisman"]) == [
        "P1 legt 2 Schätze ab: Elixier, Talisman."]
    last = replace(hero_at("archaeologist", party=["fighter"], level=2, stage="regroup",
                           tokens=["elixir"]), round=2)
    assert told(last, "retire")[-1] == "P1 discards 1 treasure before the count."


def test_d18_d20_once_a_level_rerolls() -> None:
    """D18 Tracker: "once per level, re-roll 1 Goblin"; D20 Tou'lak: "re-roll 1 dungeon die
    that is not a Dragon"."""
    tracker = hero_at("tracker", party=["fighter"], dungeon=["goblin", "ooze"])
    assert told(tracker, "ability", target="goblin") == ["P1 rerolls one Goblin (once per level)."]
    toulak = hero_at("toulak", party=["fighter"], dungeon=["goblin", "chest"])
    assert told(toulak, "ability", "de", target="chest") == [
        "P1 würfelt einen Würfel Kiste neu (einmal pro Ebene)."]


def test_d19_guild_master_and_time_traveler() -> None:
    """D19 Guild Master: "1 party die and 1 dungeon die [set to any face]; a dungeon die set to
    Dragon goes to the lair"; Time Traveler: "discard 1 treasure to defeat the dragon (a
    normal win: 1 XP and 1 treasure)"."""
    guild = hero_at("guild-leader", True, party=["fighter"], dungeon=["goblin", "ooze"], lair=1)
    assert told(guild, "ultimate", party_die=["fighter", "champion"],
                dungeon_die=["goblin", "dragon"]) == [
        "P1 uses the ultimate (Guild Master).", "A die showing Fighter is set to Champion.",
        "A die showing Goblin is set to Dragon.", "1 dragon face goes to the lair (2 there now)."]
    time = hero_at("time-traveler", party=["fighter"], lair=3, level=3, tokens=["elixir"],
                   stage="dragon")
    assert told(time, "ultimate", "de", token="elixir")[1] == (
        "Bezahlt mit Elixier: der Drache ist besiegt: +1 Erfahrung und ein Schatz; die 3 "
        "Würfel der Drachenhöhle gehen zurück.")


def test_d20_cassandra_exhausted_and_refreshed() -> None:
    """D20 Cassandra: "starts every delve exhausted; while she is exhausted every companion
    defeats 1 extra monster; quaffing potions refreshes her"; ultimate "using it exhausts her
    again"."""
    assert told(chosen(), "hero", hero="cassandra")[-1] == (
        "Cassandra, the Cursed starts the delve exhausted: every companion defeats 1 extra "
        "monster until she refreshes.")
    state = hero_at("cassandra", party=["fighter", "cleric"], dungeon=["goblin", "potion"],
                    ultimate_used=True)
    state = then(state, "fight", with_="fighter", target="goblin")
    assert told(state, "quaff", with_="cleric", faces=["mage"])[1] == (
        "Quaffing refreshes Cassandra, the Cursed: the ultimate is ready again, and no companion "
        "defeats an extra monster until it is used.")
    ready = hero_at("cassandra", party=["fighter"], dungeon=["goblin", "chest"])
    assert told(ready, "ultimate", "de", targets=["chest"])[1:] == [
        "Abgelegt: Kiste.",
        "Cassandra, die Verfluchte ist wieder erschöpft: jeder Gefährte besiegt 1 zusätzliches "
        "Monster."]


def test_d20_double_kills_of_tristan_and_szopin() -> None:
    """D20 Tristan: "when one companion defeats 2 or more monsters, draw 1 treasure; while
    exhausted, discard 1 treasure at any time to refresh"; Szopin: "when one companion defeats 2
    or more monsters, he refreshes"."""
    tristan = hero_at("tristan", party=["fighter"], dungeon=["goblin", "goblin", "ooze"],
                      tokens=["elixir"], ultimate_used=True)
    assert told(tristan, "fight", with_="fighter", target="goblin")[1] == (
        "Specialty (Tristan, Lone Mercenary): one companion defeated 2 or more monsters: a "
        "treasure to draw.")
    assert told(tristan, "ability", token="elixir") == [
        "P1 gives up Elixir: Tristan, Lone Mercenary refreshes, the ultimate is ready again."]
    szopin = hero_at("szopin", party=["fighter"], dungeon=["goblin", "goblin", "ooze"],
                     ultimate_used=True)
    assert told(szopin, "fight", "de", with_="fighter", target="goblin")[1] == (
        "Ein Gefährte hat 2 oder mehr Monster besiegt: Szopin, berüchtigter Kriegsherr erholt "
        "sich, die Ultimative ist wieder bereit.")
    assert told(replace(szopin, ultimate_used=False), "ultimate", dungeon=["goblin"],
                lair=0)[1] == "Discarded: Goblin."


def test_d20_loeg_yllavyre() -> None:
    """D20 Loeg Yllavyre: "set 2 party dice of his choice to Scroll; ... spend a Scroll to turn
    1 monster into a Dragon in the lair; he refreshes when a level shows all three monster
    types"; ultimate "each lair die becomes a companion until the next regroup"."""
    forming = then(chosen("loeg-yllavyre"), "party", values=["fighter", "cleric", "mage",
                                                             "thief", "champion", "fighter",
                                                             "thief"])
    assert told(forming, "set", faces=["fighter", "thief"]) == [
        "P1 sets Fighter, Thief to Scrolls.", "Level 1: 1 dungeon die to roll."]
    state = hero_at("loeg-yllavyre", party=["scroll", "fighter"], dungeon=["goblin", "ooze"],
                    lair=1)
    assert told(state, "ability", with_="scroll", target="ooze") == [
        "Scroll turns Ooze into a Dragon in the lair (2 there now)."]
    assert told(state, "ultimate")[1] == "The lair's die becomes a companion until the regroup."
    allied = then(state, "ultimate")
    assert told(allied, "fight", "de", with_="ally-dragon", target="ooze") == [
        "Drachenhöhlen-Würfel (Verbündeter) besiegt Schleim."]  # no specialty of his
    spent = then(hero_at("loeg-yllavyre", party=["fighter"], level=2, stage="regroup",
                         ultimate_used=True), "seek")
    assert told(spent, "dungeon", values=["goblin", "skeleton", "ooze"])[1] == (
        "All three monster types on the level: Loeg Yllavyre, Dragon Lord refreshes, the "
        "ultimate is ready again.")


def test_d20_marpesia_and_alexandra() -> None:
    """D20 Marpesia: "roll the whole graveyard: Scrolls go back to the graveyard"; Alexandra:
    "discard a party die to re-roll ..."; "1 Scroll alone defeats the dragon"."""
    marpesia = then(hero_at("marpesia", party=["fighter"], dungeon=["goblin"], graveyard=3),
                    "ultimate")
    assert told(marpesia, "party", values=["scroll", "mage", "scroll"]) == [
        "Party dice rolled: Mage, Scroll ×2.", "2 Scrolls go back to the graveyard."]
    alexandra = hero_at("alexandra", party=["fighter", "scroll"], dungeon=["goblin", "ooze"])
    assert told(alexandra, "reroll", with_="fighter", party=[], dungeon=["goblin"])[1] == \
        "Fighter rerolls Goblin."
    dragon = hero_at("alexandra", party=["fighter", "scroll"], lair=3, level=3, stage="dragon")
    assert told(dragon, "ultimate", with_="scroll")[1] == (
        "Scroll alone defeats the dragon: +1 XP and a treasure; the lair's 3 dice go back.")


def test_d18_d19_a_delve_that_starts_otherwise() -> None:
    """D18 Viking: "the party is 5 Champions, set, not rolled"; Dwarf: "each delve starts with 2
    party dice in the graveyard"."""
    state = at("knight", party=["fighter"], level=2, stage="regroup", others=1)
    state = replace(state, seats=(state.seats[0], replace(state.seats[1], hero="viking")))
    assert told(state, "retire")[1:] == [
        "Delve 1 of 3 for P2 begins.", "Viking: the party is set, not rolled: Champion ×5.",
        "Level 1: 1 dungeon die to roll."]
    assert told(chosen(), "hero", "de", hero="dwarf")[-1] == (
        "Zwerg: 2 Gruppenwürfel beginnen das Abenteuer auf dem Friedhof.")


def test_issue_28_one_monster_agrees_in_number() -> None:
    """Issue #28: "Skeleton become one Potion"; D12 Enchantress "1 monster becomes 1 potion",
    D18 Leprechaun "1 monster becomes a Chest / 2 monsters become 1 Chest"."""
    one = ["skeleton", "ooze"]
    enchantress = hero_at("enchantress", party=["fighter"], dungeon=one)
    assert told(enchantress, "ultimate", targets=["skeleton"])[1] == "Skeleton becomes one Potion."
    assert told(enchantress, "ultimate", "de", targets=["skeleton"])[1] == \
        "Skelett wird zu einem Trank."
    clurichaun = hero_at("leprechaun", True, party=["fighter"], dungeon=one)
    assert told(clurichaun, "ultimate", targets=one)[1] == "Skeleton, Ooze become one Chest."
    knight = at("knight", party=["fighter"], dungeon=["goblin"])
    assert told(knight, "ultimate")[1] == "Goblin becomes a dragon face (1 in the lair)."
    half = at("half-goblin", party=["fighter"], dungeon=["goblin", "ooze"])
    assert told(half, "ultimate", "de", targets=["goblin"])[1] == \
        "Kobold dient bis zum Umgruppieren als Dieb."


def _seeded(seed: int) -> list[tuple[DDState, Event]]:
    start = GAME.setup(DungeonDiceOptions(heroes="deal", sets="all"), ["Ana", "Ben", "Cy"])
    run = random_playout(GAME, start, seed)
    return [(state, event) for state, event, _ in run.steps()]


@pytest.mark.parametrize("seeds", [range(0, 20), range(20, 40)])
def test_every_event_of_every_hero_is_told_in_both_languages(seeds: range) -> None:
    """D16 'all': every event of random games with heroes dealt from every set (40 short
    three-player games meet each hero) says something, and every key it uses is in both
    catalogues, its fields filled."""
    catalogue = i18n.catalogue()
    for state, move in (played for seed in seeds for played in _seeded(seed)):
        lines = GAME.narrate(state, move, GAME.turn(state, move))
        assert lines, move
        for line in lines:
            assert all({"en", "de"} <= set(catalogue[key]) for key in narration.keys(line))
            for language in ("en", "de"):
                with i18n.speaking(language):
                    assert "{" not in narration.render(line), line
