"""Hand-worked positions of the promo heroes (dungeon_dice.md D19) and the legendary heroes of
Hero Booster Pack 2 (D20), with the shared timing (D17), the one side of a legendary hero (D16)
and the score (D21) where they touch these heroes. Each test quotes the row it checks: the
specialty, the ultimate (novice and master for the promo heroes) and what the row forbids."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.changes import with_seat
from games.dungeon_dice.rules.components import MASTER_XP, PARTY_FACES, TOKENS, counts
from games.dungeon_dice.rules.heroes import PACK2
from games.dungeon_dice.rules.score import score, summary
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import settle
from tabletop.events import IllegalAction
from tabletop.plugin import Chance

from .helpers import at, level_count, party_count, pool_count, token_count
from .test_narration_heroes import chosen, event, then

SEVEN = ["fighter", "cleric", "mage", "thief", "champion", "scroll", "fighter"]


def delver(hero: str, xp: int = 0, **position: Any) -> DDState:
    """A position of ``helpers.at`` whose delver plays ``hero`` with ``xp``."""
    return settle(with_seat(at("knight", xp=xp, **position), hero=hero))


def refused(state: DDState, kind: str, **data: Any) -> str:
    """The key of the ``IllegalAction`` the move raises."""
    with pytest.raises(IllegalAction) as info:
        GAME.turn(state, event(state, kind, **data))
    return info.value.key


def pending(state: DDState) -> Chance:
    waiting = GAME.awaiting(state)
    assert isinstance(waiting, Chance)
    return waiting


# ---- D19 Guild Leader → Guild Master -----------------------------------------------------

def test_d19_guild_leader_delves_with_eight_party_dice() -> None:
    """D19 Guild Leader: "the party is 8 dice, not 7"; D24: "changes the number of party dice
    for every count that depends on it" (the dice to enter at the table)."""
    state = chosen("guild-leader")
    roll = pending(state)
    assert (roll.kind, roll.count) == ("party", 8)
    assert refused(state, "party", values=SEVEN) == "dd_err_dice_count"
    state = then(state, "party", values=[*SEVEN, "champion"])
    assert sum(state.party) == 8 and state.graveyard == 0
    assert party_count(state, "champion") == 2 and state.stage == Stage.MONSTERS


def test_d19_guild_leader_sets_one_party_die_or_one_dungeon_die() -> None:
    """D19 Guild Leader: "set 1 party die or 1 dungeon die to any face ...; a dungeon die set
    to Dragon goes to the lair" — one, not both (both is the Guild Master's)."""
    state = delver("guild-leader", party=["fighter", "cleric"], dungeon=["goblin", "skeleton"])
    party = then(state, "ultimate", party_die=["fighter", "champion"])
    assert party_count(party, "fighter") == 0 and party_count(party, "champion") == 1
    assert party.ultimate_used and party.dungeon == state.dungeon
    dragon = then(state, "ultimate", dungeon_die=["skeleton", "dragon"])
    assert level_count(dragon, "skeleton") == 0 and dragon.lair == 1
    assert refused(state, "ultimate", party_die=["fighter", "champion"],
                   dungeon_die=["goblin", "chest"]) == "dd_err_guild"
    assert refused(then(state, "ultimate", party_die=["cleric", "mage"]), "ultimate",
                   dungeon_die=["goblin", "chest"]) == "dd_err_ultimate_spent"  # D17
    lair = delver("guild-leader", party=["fighter"], dungeon=["goblin"], lair=1)
    # A lair die is no dungeon die on the level (D17: the lair is left alone).
    assert refused(lair, "ultimate", dungeon_die=["dragon", "chest"]) == "dd_err_values"


def test_d19_guild_master_may_leave_the_party_die_out_and_a_dragon_wakes() -> None:
    """D19 Guild Master: "1 party die and 1 dungeon die (either may be left out); a dungeon die
    set to Dragon goes to the lair" — the third lair die brings the dragon phase (D7)."""
    state = delver("guild-leader", xp=MASTER_XP, party=["fighter", "cleric", "mage"],
                   dungeon=["goblin", "ooze"], lair=2, level=4)
    assert state.seat.master
    state = then(state, "ultimate", dungeon_die=["ooze", "dragon"])
    assert state.lair == 3 and level_count(state, "ooze") == 0
    assert sum(state.party) == 3  # the party die was left out
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.DRAGON


def test_d17_guild_leader_ultimate_not_in_the_regroup() -> None:
    """D17: "an ultimate may be used in the monster, loot or dragon phase unless its row says
    otherwise" — the Guild Leader's row does not, so not at the regroup."""
    state = delver("guild-leader", party=["fighter"], level=2, stage="regroup")
    assert state.stage == Stage.REGROUP
    assert refused(state, "ultimate", party_die=["fighter", "champion"]) == \
        "dd_err_not_in_regroup"


# ---- D19 Time Traveler → Time Lady -------------------------------------------------------

def test_d19_time_traveler_party_is_set_not_rolled_on_both_sides() -> None:
    """D19 Time Traveler: "the party is set, not rolled: Fighter, Cleric, Mage, Thief, Scroll and
    2 Champions" (the Time Lady too: the specialty has one text)."""
    set_party = counts(["fighter", "cleric", "mage", "thief", "scroll", "champion", "champion"],
                       PARTY_FACES)
    state = chosen("time-traveler")
    assert state.party == set_party and state.graveyard == 0
    roll = pending(state)
    assert (roll.kind, roll.count) == ("dungeon", 1)  # level 1 at once, no party roll
    lady = delver("time-traveler", xp=MASTER_XP, party=["fighter"], level=2, stage="regroup")
    assert lady.seat.master
    after = then(lady, "retire")  # one player: her next delve starts
    assert after.round == 1 and after.party == set_party
    assert pending(after).kind == "dungeon"


def test_d19_time_traveler_pays_a_treasure_for_the_dragon() -> None:
    """D19 Time Traveler: "dragon phase only: discard 1 treasure ... to defeat the dragon (a
    normal win: 1 XP and 1 treasure)"; the novice may not pay with a Scroll die."""
    state = delver("time-traveler", party=["fighter", "scroll"], lair=3, level=3,
                   tokens=["elixir"])
    assert state.stage == Stage.DRAGON
    assert refused(state, "ultimate", with_="scroll") == "dd_err_price_time_traveler"
    won = then(state, "ultimate", token="elixir")
    assert token_count(won, "elixir") == 0 and pool_count(won, "elixir") == 3
    assert won.seat.xp == 1 and won.lair == 0 and won.draws == 1
    assert sum(won.party) == 2  # no companion spent
    won = then(won, "treasure", values=["talisman"])
    assert token_count(won, "talisman") == 1 and won.stage == Stage.REGROUP


def test_d19_time_lady_pays_a_treasure_or_a_scroll_die() -> None:
    """D19 Time Lady: "discard ... 1 treasure or 1 Scroll die to defeat the dragon (a normal
    win: 1 XP and 1 treasure)"; a Scroll token is a treasure, a Fighter is no price."""
    state = delver("time-traveler", xp=MASTER_XP, party=["fighter", "scroll"], lair=3, level=3,
                   tokens=["scroll-token"])
    scroll = then(state, "ultimate", with_="scroll")
    assert party_count(scroll, "scroll") == 0 and scroll.graveyard == state.graveyard + 1
    assert scroll.seat.xp == MASTER_XP + 1 and scroll.lair == 0 and scroll.draws == 1
    token = then(state, "ultimate", token="scroll-token")
    assert token_count(token, "scroll-token") == 0 and party_count(token, "scroll") == 1
    assert token.seat.xp == MASTER_XP + 1
    assert refused(state, "ultimate", with_="fighter") == "dd_err_price_time_traveler"


def test_d19_time_traveler_ultimate_only_in_the_dragon_phase() -> None:
    """D19 Time Traveler: "dragon phase only" — not while monsters or loot lie on the level,
    even with the lair full, nor at the regroup (and no dragon phase below 3 lair dice)."""
    for dungeon, stage in ((["goblin"], "monsters"), (["chest"], "loot")):
        state = delver("time-traveler", xp=MASTER_XP, party=["fighter", "scroll"],
                       dungeon=dungeon, lair=3, level=4, tokens=["elixir"])
        assert state.stage == stage
        assert refused(state, "ultimate", token="elixir") == f"dd_err_not_in_{stage}"
        assert refused(state, "ultimate", with_="scroll") == f"dd_err_not_in_{stage}"
    small = delver("time-traveler", party=["fighter"], lair=2, level=3, tokens=["elixir"])
    assert small.stage == Stage.REGROUP
    assert refused(small, "ultimate", token="elixir") == "dd_err_not_in_regroup"


def test_d17_flipping_to_time_lady_mid_delve_does_not_refresh() -> None:
    """D17: "flipping to master in the middle of a delve does not refresh a used ultimate" —
    the dragon won with the ultimate brings the 5th XP (D11); on the next level's dragon the
    Time Lady's ultimate is still spent."""
    state = delver("time-traveler", xp=MASTER_XP - 1, party=["fighter", "cleric", "scroll"],
                   lair=3, level=3, tokens=["elixir", "talisman"])
    state = then(state, "ultimate", token="elixir")
    state = then(state, "treasure", values=["vorpal-sword"])
    assert state.seat.master and state.ultimate_used and state.stage == Stage.REGROUP
    state = then(then(state, "seek"), "dungeon", values=["dragon", "dragon", "dragon", "goblin"])
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.DRAGON and state.lair == 3
    assert refused(state, "ultimate", token="talisman") == "dd_err_ultimate_spent"
    assert refused(state, "ultimate", with_="scroll") == "dd_err_ultimate_spent"


# ---- D16 legendary heroes ----------------------------------------------------------------

@pytest.mark.parametrize("hero", PACK2)
def test_d16_a_legendary_hero_is_not_flipped_at_five_xp(hero: str) -> None:
    """D16: "Pack 2's heroes are legendary: one side, no master side, never flipped by D11"."""
    state = delver(hero, xp=MASTER_XP + 3, party=["fighter"], dungeon=["goblin"], lair=1)
    assert not state.seat.master
    assert ultimates.kind(state) == f"{hero}:novice"
    assert summary(state)["players"][0]["side"] == "novice"


def test_d16_reaching_master_xp_mid_delve_flips_a_promo_hero_not_a_legendary_one() -> None:
    """D16 legendary "never flipped by D11"; D11 "flips ... as soon as the player has 5 XP":
    a dragon won at 4 XP flips the Guild Leader, not Alexandra."""
    for hero, flipped in (("guild-leader", True), ("alexandra", False)):
        state = delver(hero, xp=MASTER_XP - 1, party=["fighter", "cleric", "mage"], lair=3,
                       level=3)
        state = then(state, "dragon", with_=["fighter", "cleric", "mage"])
        assert state.seat.xp == MASTER_XP and state.seat.master is flipped


# ---- D20 Cassandra, the Cursed -----------------------------------------------------------

def test_d20_cassandra_starts_every_delve_exhausted() -> None:
    """D20 Cassandra: "starts every delve exhausted" — her first delve and every next one, even
    when she delved the last one refreshed; exhausted, her ultimate cannot be used (D17)."""
    state = then(chosen("cassandra"), "party", values=SEVEN)
    assert state.ultimate_used
    state = then(state, "dungeon", values=["chest"])
    assert state.stage == Stage.LOOT
    assert refused(state, "ultimate", targets=["chest"]) == "dd_err_ultimate_spent"
    fresh = delver("cassandra", party=["fighter"], level=2, stage="regroup")
    assert not fresh.ultimate_used
    after = then(then(fresh, "retire"), "party", values=SEVEN)
    assert after.round == 1 and after.ultimate_used


def test_d20_cassandra_exhausted_companions_defeat_one_extra_monster() -> None:
    """D20 Cassandra: "while she is exhausted every companion (party die or companion token,
    not a Scroll) defeats 1 extra monster of any type"; refreshed, none does."""
    position: dict[str, Any] = {
        "party": ["fighter", "scroll"], "tokens": ["vorpal-sword"],
        "dungeon": ["goblin", "goblin", "skeleton", "ooze", "ooze"]}
    state = delver("cassandra", ultimate_used=True, **position)
    state = then(state, "fight", with_="fighter", target="goblin", extra="skeleton")
    assert level_count(state, "goblin") == 0 and level_count(state, "skeleton") == 0
    state = then(state, "fight", with_="vorpal-sword", target="ooze", extra="ooze")
    assert sum(state.dungeon) == 0 and token_count(state, "vorpal-sword") == 0
    assert refused(delver("cassandra", ultimate_used=True, **position), "fight",
                   with_="scroll", target="goblin") == "dd_err_not_companion"
    ready = delver("cassandra", **position)
    assert refused(ready, "fight", with_="fighter", target="goblin",
                   extra="skeleton") == "dd_err_no_extra"
    assert refused(ready, "fight", with_="vorpal-sword", target="ooze",
                   extra="ooze") == "dd_err_no_extra"


def test_d20_cassandra_refreshes_by_quaffing_and_her_ultimate_exhausts_her() -> None:
    """D20 Cassandra: "quaffing potions refreshes her"; ultimate "discard 1 Chest or 1 Potion;
    using it exhausts her again" (and then her companions defeat 1 extra monster again)."""
    state = delver("cassandra", party=["cleric", "fighter"], dungeon=["chest", "potion"],
                   ultimate_used=True)
    assert state.stage == Stage.LOOT
    state = then(state, "quaff", with_="cleric", faces=["thief"])
    assert not state.ultimate_used and party_count(state, "thief") == 1
    state = then(state, "ultimate", targets=["chest"])
    assert state.ultimate_used and level_count(state, "chest") == 0 and state.draws == 0
    monsters = delver("cassandra", party=["fighter", "cleric"],
                      dungeon=["goblin", "skeleton", "potion"])
    assert refused(monsters, "ultimate", targets=["goblin"]) == "dd_err_cassandra"
    monsters = then(monsters, "ultimate", targets=["potion"])
    assert monsters.ultimate_used and level_count(monsters, "potion") == 0
    monsters = then(monsters, "fight", with_="fighter", target="goblin", extra="skeleton")
    assert sum(monsters.dungeon) == 0


# ---- D20 Marpesia, Amazon Queen ----------------------------------------------------------

def test_d20_marpesia_dragon_comes_at_four_lair_dice_not_three() -> None:
    """D20 Marpesia: "the dragon comes at 4 lair dice, not 3" — at 3 the level ends in the
    regroup and the dragon may not be fought; at 4 it is the dragon phase."""
    three = delver("marpesia", party=["fighter", "cleric", "mage"], dungeon=["goblin"], lair=3,
                   level=3)
    three = then(three, "fight", with_="fighter", target="goblin")
    assert three.stage == Stage.REGROUP and three.lair == 3
    assert refused(three, "dragon", with_=["cleric", "mage", "champion"]) == \
        "dd_err_not_in_regroup"
    four = delver("marpesia", party=["fighter", "cleric", "mage"], lair=4, level=4)
    assert four.stage == Stage.DRAGON
    four = then(four, "dragon", with_=["fighter", "cleric", "mage"])
    assert four.seat.xp == 1 and four.lair == 0 and four.draws == 1


def test_d20_marpesia_champions_defeat_one_monster_and_open_one_chest() -> None:
    """D20 Marpesia: "Champions defeat only 1 monster and open only 1 chest" (a Fighter and a
    Thief keep theirs)."""
    state = delver("marpesia", party=["champion", "champion", "fighter", "thief"],
                   dungeon=["skeleton", "skeleton", "goblin", "goblin", "chest", "chest",
                            "chest"])
    state = then(state, "fight", with_="champion", target="skeleton")
    assert level_count(state, "skeleton") == 1
    state = then(state, "fight", with_="fighter", target="goblin")
    assert level_count(state, "goblin") == 0
    state = then(state, "fight", with_="champion", target="skeleton")
    assert state.stage == Stage.LOOT
    champion_pack = delver("marpesia", party=["champion", "thief"], dungeon=["chest"] * 3)
    opened = then(champion_pack, "open", with_="champion")
    assert level_count(opened, "chest") == 2 and opened.draws == 1
    opened = then(then(opened, "treasure", values=["elixir"]), "open", with_="thief")
    assert level_count(opened, "chest") == 0 and opened.draws == 2


def test_d20_marpesia_rolls_the_whole_graveyard_also_at_the_regroup() -> None:
    """D20 Marpesia: "roll the whole graveyard: Scrolls go back to the graveyard, every other
    face joins the party (also at the regroup)"; once per delve (D17), not with an empty
    graveyard."""
    state = delver("marpesia", party=["fighter"], level=2, stage="regroup", graveyard=4)
    assert state.stage == Stage.REGROUP
    state = then(state, "ultimate")
    assert state.graveyard == 0 and pending(state).count == 4
    state = then(state, "party", values=["scroll", "champion", "mage", "scroll"])
    assert state.graveyard == 2 and sum(state.party) == 3
    assert party_count(state, "champion") == 1 and party_count(state, "scroll") == 0
    assert refused(state, "ultimate") == "dd_err_ultimate_spent"
    empty = delver("marpesia", party=["fighter"], dungeon=["goblin"], graveyard=0)
    assert refused(empty, "ultimate") == "dd_err_graveyard"


# ---- D20 Tou'lak, Minotaur Chieftain -----------------------------------------------------

def test_d20_toulak_rerolls_one_die_once_per_level() -> None:
    """D20 Tou'lak: "once per level, re-roll 1 dungeon die that is not a Dragon (... a chest or
    potion too)"; D17: "a dungeon die re-rolled to a Dragon goes to the lair". A second re-roll
    on the level is refused; the next level allows one again."""
    state = delver("toulak", party=["fighter", "cleric"], dungeon=["goblin", "chest"], lair=1)
    assert refused(state, "ability", target="dragon") == "dd_err_target_kind"
    state = then(state, "ability", target="chest")
    assert level_count(state, "chest") == 0 and pending(state).count == 1
    state = then(state, "dungeon", values=["dragon"])
    assert state.lair == 2
    assert refused(state, "ability", target="goblin") == "dd_err_once_a_level"
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.REGROUP
    state = then(then(state, "seek"), "dungeon", values=["skeleton", "potion"])
    state = then(state, "ability", target="potion")
    assert level_count(state, "potion") == 0 and state.level_ability


def test_d20_toulak_discards_every_monster_in_the_monster_phase_only() -> None:
    """D20 Tou'lak: ultimate "discard every monster on the level (monster phase)" — chests and
    potions stay; in the loot phase it is refused."""
    state = delver("toulak", party=["fighter"],
                   dungeon=["goblin", "skeleton", "ooze", "ooze", "chest"], level=5)
    state = then(state, "ultimate")
    assert sum(state.dungeon[:3]) == 0 and level_count(state, "chest") == 1
    assert state.stage == Stage.LOOT and state.ultimate_used
    loot = delver("toulak", party=["fighter"], dungeon=["chest"])
    assert loot.stage == Stage.LOOT
    assert refused(loot, "ultimate") == "dd_err_not_in_loot"


# ---- D20 Amar-Suen, King of the Ancients -------------------------------------------------

def test_d20_amar_suen_thief_defeats_one_extra_monster() -> None:
    """D20 Amar-Suen: "a Thief defeats 1 extra monster of any type" (Thieves' Tools too, being
    used as a Thief); no other companion does."""
    state = delver("amar-suen", party=["thief", "fighter"], tokens=["thieves-tools"],
                   dungeon=["skeleton", "ooze", "goblin", "goblin", "ooze"])
    assert refused(state, "fight", with_="fighter", target="goblin",
                   extra="ooze") == "dd_err_no_extra"
    state = then(state, "fight", with_="thief", target="skeleton", extra="ooze")
    assert level_count(state, "skeleton") == 0 and level_count(state, "ooze") == 1
    state = then(state, "fight", with_="thieves-tools", target="goblin", extra="goblin")
    assert level_count(state, "goblin") == 0


def test_d20_amar_suen_discards_one_type_and_draws_for_each() -> None:
    """D20 Amar-Suen: ultimate "discard all monsters of one type and draw 1 treasure for each"
    — one type, not two; once per delve (D17)."""
    state = delver("amar-suen", party=["fighter"],
                   dungeon=["skeleton", "skeleton", "skeleton", "goblin"], level=4)
    assert refused(state, "ultimate", targets=["skeleton", "goblin"]) == "dd_err_types"
    state = then(state, "ultimate", targets=["skeleton"])
    assert level_count(state, "skeleton") == 0 and level_count(state, "goblin") == 1
    assert state.draws == 3
    for token in ("elixir", "talisman", "dragon-scales"):
        state = then(state, "treasure", values=[token])
    assert sum(state.seat.tokens) == 3
    assert refused(state, "ultimate", targets=["goblin"]) == "dd_err_ultimate_spent"


def test_d17_an_ultimate_that_does_not_refresh_is_ready_again_next_delve() -> None:
    """D17: "An ultimate is used once per delve (exhausted until the next delve) unless the hero
    says it refreshes" — Amar-Suen's, spent, is ready when his next delve starts."""
    state = delver("amar-suen", party=["fighter"], level=2, stage="regroup",
                   ultimate_used=True)
    state = then(then(state, "retire"), "party", values=SEVEN)
    assert state.round == 1 and not state.ultimate_used


# ---- D20 Tristan, Lone Mercenary ---------------------------------------------------------

def test_d20_tristan_draws_when_one_companion_defeats_two() -> None:
    """D20 Tristan: "when one companion defeats 2 or more monsters, draw 1 treasure" — one
    monster defeated draws nothing."""
    state = delver("tristan", party=["fighter", "cleric"], dungeon=["goblin", "goblin",
                                                                    "skeleton"])
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.draws == 1 and pending(state).kind == "treasure"
    state = then(state, "treasure", values=["elixir"])
    state = then(state, "fight", with_="cleric", target="skeleton")
    assert state.draws == 0 and token_count(state, "elixir") == 1


def test_d20_tristan_refreshes_only_while_exhausted_with_a_treasure() -> None:
    """D20 Tristan: "while exhausted, discard 1 treasure at any time to refresh" (the regroup
    too); D17 "unless the hero says it refreshes". Not while his ultimate is ready."""
    ready = delver("tristan", party=["fighter"], dungeon=["goblin"], tokens=["elixir"])
    assert refused(ready, "ability", token="elixir") == "dd_err_not_exhausted"
    tired = delver("tristan", party=["fighter"], level=2, stage="regroup", tokens=["elixir"],
                   ultimate_used=True)
    assert refused(tired, "ability", token="talisman") == "dd_err_no_token"
    tired = then(tired, "ability", token="elixir")
    assert not tired.ultimate_used and token_count(tired, "elixir") == 0
    assert pool_count(tired, "elixir") == 3


def test_d20_tristan_rerolls_level_and_lair_dice_and_again_after_a_refresh() -> None:
    """D20 Tristan: ultimate "re-roll any number of dungeon dice, lair dice included"; D17: a
    re-rolled Dragon goes to the lair; refreshed by a treasure, he may use it again."""
    state = delver("tristan", party=["fighter"], dungeon=["goblin", "ooze"], lair=2, level=4,
                   tokens=["talisman"])
    state = then(state, "ultimate", dungeon=["goblin", "ooze"], lair=2)
    assert state.lair == 0 and sum(state.dungeon) == 0 and pending(state).count == 4
    state = then(state, "dungeon", values=["dragon", "skeleton", "dragon", "potion"])
    assert state.lair == 2 and level_count(state, "skeleton") == 1
    assert refused(state, "ultimate", dungeon=["skeleton"]) == "dd_err_ultimate_spent"
    state = then(then(state, "ability", token="talisman"), "ultimate", dungeon=["skeleton"],
                 lair=1)
    assert state.lair == 1 and pending(state).count == 2


# ---- D20 Loeg Yllavyre, Dragon Lord ------------------------------------------------------

def test_d20_loeg_sets_two_party_dice_to_scrolls_when_forming() -> None:
    """D20 Loeg Yllavyre: "when forming the party, set 2 party dice of his choice to Scroll" —
    two, no more, no fewer; the Mercenary's forming choices are not his."""
    state = then(chosen("loeg-yllavyre"), "party", values=SEVEN)
    assert state.stage == Stage.MULLIGAN
    assert refused(state, "set", faces=["fighter"]) == "dd_err_set_scrolls"
    assert refused(state, "set", faces=["fighter", "cleric", "mage"]) == "dd_err_set_scrolls"
    assert refused(state, "mulligan", faces=["fighter"]) == "dd_err_set_scrolls"
    assert refused(state, "ready") == "dd_err_set_scrolls"
    state = then(state, "set", faces=["fighter", "champion"])
    assert party_count(state, "scroll") == 3 and party_count(state, "fighter") == 1
    assert party_count(state, "champion") == 0 and sum(state.party) == 7
    assert pending(state).kind == "dungeon"


def test_d20_loeg_spends_a_scroll_to_send_a_monster_to_the_lair() -> None:
    """D20 Loeg Yllavyre: "in the monster phase, spend a Scroll to turn 1 monster into a Dragon
    in the lair" — the third lair die wakes the dragon; not in the loot phase."""
    state = delver("loeg-yllavyre", party=["scroll", "fighter", "cleric", "mage", "thief"],
                   dungeon=["goblin", "ooze"], lair=2, level=3)
    state = then(state, "ability", with_="scroll", target="ooze")
    assert state.lair == 3 and party_count(state, "scroll") == 0
    assert level_count(state, "ooze") == 0
    assert refused(state, "ability", with_="fighter", target="goblin") == "dd_err_not_scroll"
    state = then(state, "fight", with_="fighter", target="goblin")
    assert state.stage == Stage.DRAGON
    loot = delver("loeg-yllavyre", party=["scroll"], dungeon=["chest"])
    assert refused(loot, "ability", with_="scroll", target="goblin") == \
        "dd_err_monster_phase_only"


def test_d20_loeg_refreshes_when_a_level_shows_all_three_monster_types() -> None:
    """D20 Loeg Yllavyre: "he refreshes when a level shows all three monster types" — two
    types do not refresh him."""
    def rolled(*faces: str) -> DDState:
        state = delver("loeg-yllavyre", party=["fighter"], level=2, stage="regroup",
                       ultimate_used=True)
        return then(then(state, "seek"), "dungeon", values=list(faces))

    assert not rolled("goblin", "skeleton", "ooze").ultimate_used
    assert rolled("goblin", "goblin", "ooze").ultimate_used


def test_d20_loeg_lair_dice_serve_as_companions_until_the_regroup() -> None:
    """D20 Loeg Yllavyre: ultimate "each lair die becomes a companion until the next regroup:
    it defeats 1 monster, opens 1 chest, or quaffs"; not with an empty lair."""
    assert refused(delver("loeg-yllavyre", party=["fighter"], dungeon=["goblin"]),
                   "ultimate") == "dd_err_lair_empty"
    state = delver("loeg-yllavyre", party=["fighter"],
                   dungeon=["goblin", "goblin", "chest", "chest"], lair=3, level=5)
    state = then(state, "ultimate")
    assert state.lair == 0 and state.lair_allies == 3
    state = then(state, "fight", with_="ally-dragon", target="goblin")
    assert level_count(state, "goblin") == 1  # 1 monster, not all Goblins
    state = then(state, "fight", with_="fighter", target="goblin")
    state = then(state, "open", with_="ally-dragon")
    assert level_count(state, "chest") == 1 and state.draws == 1  # 1 chest, not all
    assert state.lair_allies == 1
    potion = then(delver("loeg-yllavyre", party=["fighter"], dungeon=["potion"], lair=3,
                         level=4), "ultimate")
    potion = then(potion, "quaff", with_="ally-dragon", faces=["cleric"])
    assert party_count(potion, "cleric") == 1 and potion.graveyard == 5
    # The dragon phase ends at once with the lair empty: the regroup dismisses the rest.
    assert potion.stage == Stage.REGROUP and potion.lair_allies == 0


# ---- D20 Alexandra, Keeper of Knowledge --------------------------------------------------

def test_d20_alexandra_scrolls_count_as_champions() -> None:
    """D20 Alexandra: "Scrolls count as Champions" — a Scroll defeats all monsters of one type
    and opens every chest."""
    state = delver("alexandra", party=["scroll", "scroll", "fighter"],
                   dungeon=["skeleton", "skeleton", "skeleton", "goblin", "chest", "chest"])
    state = then(state, "fight", with_="scroll", target="skeleton")
    assert level_count(state, "skeleton") == 0
    state = then(state, "fight", with_="fighter", target="goblin")
    state = then(state, "open", with_="scroll")
    assert level_count(state, "chest") == 0 and state.draws == 2


def test_d20_alexandra_scroll_and_champion_are_one_type_against_the_dragon() -> None:
    """D20 Alexandra: "against the dragon a Scroll and a Champion are one type, not two"; D7
    "3 companions of 3 different types" — a Scroll may stand for the Champion type."""
    state = delver("alexandra", party=["scroll", "champion", "fighter", "cleric"], lair=3,
                   level=3)
    assert state.stage == Stage.DRAGON
    assert refused(state, "dragon", with_=["scroll", "champion", "fighter"]) == \
        "dd_err_dragon_party"
    won = then(state, "dragon", with_=["scroll", "fighter", "cleric"])
    assert won.seat.xp == 1 and won.lair == 0 and party_count(won, "champion") == 1


def test_d20_alexandra_rerolls_by_discarding_any_party_die_again_and_again() -> None:
    """D20 Alexandra: "discard a party die to re-roll any party and dungeon dice except Dragons
    (any number of times)"; D17: "lair dice are never re-rolled"."""
    state = delver("alexandra", party=["fighter", "cleric", "mage", "thief"],
                   dungeon=["goblin", "ooze"], lair=1, level=3, tokens=["vorpal-sword"])
    assert refused(state, "reroll", with_="fighter", party=[], dungeon=["dragon"]) == \
        "dd_err_values"
    assert refused(state, "reroll", with_="vorpal-sword", party=[], dungeon=["goblin"]) == \
        "dd_err_not_scroll"  # a party die, not a companion token
    state = then(state, "reroll", with_="fighter", party=["cleric"], dungeon=["goblin"])
    assert state.graveyard == 4 and (state.roll_party, state.roll_dungeon) == (1, 1)
    state = then(then(state, "party", values=["champion"]), "dungeon", values=["chest"])
    state = then(state, "reroll", with_="mage", party=[], dungeon=["ooze"])
    state = then(state, "dungeon", values=["dragon"])
    assert state.lair == 2 and level_count(state, "chest") == 1
    assert state.stage == Stage.LOOT


def test_d20_alexandra_one_scroll_alone_defeats_the_dragon() -> None:
    """D20 Alexandra: ultimate "dragon phase: 1 Scroll alone defeats the dragon" — a Scroll
    die or token, not a Champion, and not before the dragon phase."""
    state = delver("alexandra", party=["scroll", "champion"], lair=3, level=3,
                   tokens=["scroll-token"])
    won = then(state, "ultimate", with_="scroll")
    assert won.seat.xp == 1 and won.lair == 0 and won.draws == 1
    assert party_count(won, "scroll") == 0 and party_count(won, "champion") == 1
    token = then(state, "ultimate", with_="scroll-token")
    assert token.seat.xp == 1 and token_count(token, "scroll-token") == 0
    assert refused(state, "ultimate", with_="champion") == "dd_err_price_alexandra"
    early = delver("alexandra", party=["scroll", "fighter"], dungeon=["goblin"], lair=3, level=3)
    assert refused(early, "ultimate", with_="scroll") == "dd_err_not_in_monsters"


# ---- D20 Szopin, Infamous Warlord --------------------------------------------------------

def test_d20_szopin_refreshes_when_one_companion_defeats_two() -> None:
    """D20 Szopin: "when one companion defeats 2 or more monsters, he refreshes" (D17) — one
    monster does not refresh him."""
    state = delver("szopin", party=["fighter", "cleric"],
                   dungeon=["goblin", "goblin", "skeleton", "chest"], ultimate_used=True)
    state = then(state, "fight", with_="cleric", target="skeleton")
    assert state.ultimate_used
    assert refused(state, "ultimate", dungeon=["chest"]) == "dd_err_ultimate_spent"
    state = then(state, "fight", with_="fighter", target="goblin")
    assert not state.ultimate_used
    state = then(state, "ultimate", dungeon=["chest"])
    assert state.ultimate_used and level_count(state, "chest") == 0


def test_d20_szopin_discards_up_to_two_dungeon_dice_lair_included() -> None:
    """D20 Szopin: ultimate "discard up to 2 dungeon dice, lair dice included" — not three."""
    state = delver("szopin", party=["fighter"], dungeon=["goblin", "ooze", "chest"], lair=2,
                   level=5)
    assert refused(state, "ultimate", dungeon=["goblin", "ooze"], lair=1) == "dd_err_targets"
    assert refused(state, "ultimate", dungeon=[], lair=0) == "dd_err_targets"
    after = then(state, "ultimate", dungeon=["ooze"], lair=1)
    assert after.lair == 1 and level_count(after, "ooze") == 0
    assert after.dungeon_pool == state.dungeon_pool + 2 and after.roll_dungeon == 0
    both = then(state, "ultimate", dungeon=[], lair=2)
    assert both.lair == 0 and sum(both.dungeon) == 3


# ---- D21 score -------------------------------------------------------------------------

def test_d21_the_promo_and_legendary_heroes_score_as_d13() -> None:
    """D21: "Score (D13) is unchanged, except: the Leprechaun's and Clurichaun's ... the
    Archaeologist's ..." — these heroes' treasures count as usual: 1 each, a Town Portal 2,
    2 more per pair of Dragon Scales."""
    heroes = ("amar-suen", "time-traveler", "tristan")
    state = chosen(*heroes)
    held = [["town-portal", "dragon-scales", "dragon-scales", "elixir"], ["talisman"], []]
    seats = tuple(replace(seat, xp=xp, tokens=counts(tokens, TOKENS))
                  for seat, xp, tokens in zip(state.seats, (9, 12, 12), held, strict=True))
    sheet = score(replace(state, seats=seats, stage=Stage.OVER))
    assert [p.total for p in sheet.players] == [9 + 4 + 1 + 2, 12 + 1, 12]
    assert sheet.winners == ("P1",)
