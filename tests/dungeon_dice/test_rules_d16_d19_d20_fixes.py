"""Three hand-worked positions of the expansion heroes that went wrong once (issue #24;
dungeon_dice.md D16, D19, D20): a set too small for the table, the Guild Master's ultimate
named with the kinds of dice, and Tristan's re-roll in the dragon phase."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.heroes import SETS
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import Stage
from games.dungeon_dice.rules.turn import setup
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.plugin import Chance

from .helpers import level_count, party_count
from .test_narration_heroes import chosen as chosen_one
from .test_narration_heroes import hero_at, then


def options(sets: str, mirror: str = "no") -> DungeonDiceOptions:
    return DungeonDiceOptions(heroes="choose", edition=LATEST_EDITION, sets=sets, mirror=mirror)


def test_d16_the_sets_hold_the_published_heroes() -> None:
    """D16: `base` (D12), `pack1`, `promo`, `pack2`, or `all` — 8, 8, 2, 8 and 26 heroes."""
    assert {name: len(heroes) for name, heroes in SETS.items()} == {
        "base": 8, "pack1": 8, "promo": 2, "pack2": 8, "all": 26}


def test_d16_a_set_seats_no_more_players_than_it_has_heroes() -> None:
    """D16 with D12 (one hero per player): the two promo heroes seat two players; a third is
    refused before anything starts, unless every player takes the same hero (mirror)."""
    assert len(setup(options("promo"), ["Ann", "Bo"]).seats) == 2
    with pytest.raises(IllegalAction) as refused:
        setup(options("promo"), ["Ann", "Bo", "Cy"])
    assert refused.value.key == "dd_err_set_too_small"
    assert len(setup(options("promo", mirror="yes"), ["Ann", "Bo", "Cy", "Di"]).seats) == 4


def test_d19_guild_master_names_the_kinds_of_dice_or_not() -> None:
    """D19 Guild Master: "1 party die and 1 dungeon die" set to any faces; the faces tell
    which die is which, so the words "party" and "dungeon" may stand before them."""
    state = hero_at("guild-leader", master=True, party=["fighter", "cleric"],
                    dungeon=["goblin", "skeleton"])
    for typed in ("ultimate party fighter mage dungeon goblin chest",
                  "ultimate fighter mage goblin chest"):
        after = GAME.turn(state, GAME.parse(state, typed))
        assert party_count(after, "fighter") == 0 and party_count(after, "mage") == 1
        assert level_count(after, "goblin") == 0 and level_count(after, "chest") == 1


def test_d20_tristan_rerolls_lair_dice_into_monsters_in_the_dragon_phase() -> None:
    """D20 Tristan: "re-roll any number of dungeon dice, lair dice included"; D17: a re-rolled
    die that is no Dragon stays on the level. Two lair dice re-rolled to a Goblin and a Chest
    bring back the monster phase (then the loot), not the regroup."""
    state = hero_at("tristan", party=["fighter", "cleric", "mage"], lair=3, level=3)
    assert state.stage == Stage.DRAGON
    state = then(state, "ultimate", dungeon=[], lair=2)
    assert state.lair == 1 and state.roll_dungeon == 2
    state = GAME.turn(state, Event(CHANCE, "dungeon", {"values": ["goblin", "chest"]}))
    assert state.stage == Stage.MONSTERS
    assert level_count(state, "goblin") == 1 and level_count(state, "chest") == 1
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.LOOT


def test_d20_tristan_rerolls_lair_dice_into_loot_in_the_dragon_phase() -> None:
    """D20 Tristan with D6: lair dice re-rolled to a Chest and a Potion in the dragon phase are
    loot on the level; leaving them sends them back (D6), so the next level rolls all its dice
    (D4: min(level, 7 − lair))."""
    state = hero_at("tristan", party=["fighter", "cleric", "thief"], lair=3, level=4)
    state = then(state, "ultimate", dungeon=[], lair=2)
    state = GAME.turn(state, Event(CHANCE, "dungeon", {"values": ["chest", "potion"]}))
    assert state.stage == Stage.LOOT
    state = then(state, "done")
    assert state.stage == Stage.REGROUP and not sum(state.dungeon)
    state = then(state, "seek")
    assert state.level == 5 and state.roll_dungeon == 5


def test_d18_after_a_legend_the_vikings_set_party_is_ready() -> None:
    """D8 with D18 Viking ("the party is 5 Champions, set, not rolled"): when level 10 is
    cleared the next player's delve begins at once; the Viking has nothing to roll, so his
    party is formed and his level 1 awaits its die (a game once stalled there with nothing
    to do)."""
    state = hero_at("sorceress", party=["fighter"], dungeon=["potion"], level=10)
    state = replace(state, seats=(state.seats[0], replace(state.seats[0], name="P2",
                                                             hero="viking", xp=0)))
    state = then(state, "done")
    now = GAME.awaiting(state)
    assert state.delver == 1 and state.level == 1
    assert isinstance(now, Chance) and now.kind == "dungeon"
    assert party_count(state, "champion") == 5


def test_d18_the_ranger_discards_one_monster_of_every_type_on_the_level() -> None:
    """D18 Ranger (master ultimate): "discard ... 1 monster of each type": every type on the
    level loses one, so naming fewer types is refused (naming them at all is optional)."""
    state = hero_at("tracker", master=True, party=["fighter"], dungeon=["goblin", "goblin",
                                                                         "ooze"])
    offered = [a.data for a in GAME.awaiting(state).actions  # type: ignore[union-attr]
               if a.kind == "ultimate"]
    assert offered == [{"targets": ["goblin", "ooze"]}]
    with pytest.raises(IllegalAction) as refused:
        GAME.turn(state, GAME.parse(state, "ultimate goblin"))
    assert refused.value.key == "dd_err_every_type"
    after = GAME.turn(state, GAME.parse(state, "ultimate"))
    assert level_count(after, "goblin") == 1 and level_count(after, "ooze") == 0


def test_d18_advice_at_the_regroup_waits_for_the_archaeologists_discard() -> None:
    """D18 Archaeologist: "draw 2 treasures, then discard 2 ... (also at the regroup)"; D22:
    the advice covers him there too: the discard comes first, so the advice names a discard
    (it once tried to play the next level out and was refused)."""
    state = hero_at("archaeologist", party=["fighter"], dungeon=[], level=2,
                    tokens=["dragon-scales"])
    assert state.stage == Stage.REGROUP
    state = then(state, "ultimate")
    state = then(then(state, "treasure", values=["elixir"]), "treasure", values=["talisman"])
    assert state.discards == 2
    advice = GAME.advise(state, 0, 0.05)
    assert advice.best is not None and advice.best.kind == "discard"


def test_a_pending_draw_is_asked_by_the_prompt_not_the_loot_phase() -> None:
    """D6 (a chest opened draws a treasure) and D18 (the Archaeologist draws 2 as his party is
    formed, before level 1's die): while a draw waits, the table's prompt asks for it and the
    board says no phase of its own (it once said the loot phase while a draw waited)."""
    from games.dungeon_dice.rules.turn import chance
    from tabletop.text import i18n

    from .boards import board

    state = then(hero_at("knight", party=["fighter", "thief"], dungeon=["chest"], level=2),
                 "open", with_="thief")
    waiting = chance(state)
    assert waiting is not None and board(state).prompt == ""
    assert i18n.t(waiting.what, **dict(waiting.params)) == "Draw a treasure (1 to draw)"
    formed = then(chosen_one("archaeologist"), "party",
                  values=["fighter", "cleric", "mage", "thief", "champion", "scroll", "fighter"])
    waiting = chance(formed)
    assert waiting is not None and board(formed).prompt == ""
    with i18n.speaking("de"):
        assert i18n.t(waiting.what, **dict(waiting.params)) == "Ziehe einen Schatz (2 zu ziehen)"
