"""Which heroes there are, in which sets they come (D12, D16, D18-D20), and what a hero
changes about the party's dice (D24). The specialties and ultimates live with the rules that
use them; this file only names and groups the heroes."""

from __future__ import annotations

from typing import Literal

HeroSet = Literal["base", "pack1", "promo", "pack2", "all"]

BASE = ("spellsword", "mercenary", "knight", "half-goblin", "minstrel", "enchantress",
        "occultist", "crusader")
PACK1 = ("viking", "alchemist", "scout", "sorceress", "archaeologist", "leprechaun", "dwarf",
         "tracker")
PROMO = ("guild-leader", "time-traveler")
PACK2 = ("cassandra", "marpesia", "toulak", "amar-suen", "tristan", "loeg-yllavyre",
         "alexandra", "szopin")
SETS: dict[str, tuple[str, ...]] = {"base": BASE, "pack1": PACK1, "promo": PROMO,
                                    "pack2": PACK2, "all": (*BASE, *PACK1, *PROMO, *PACK2)}
ALL = SETS["all"]
LEGENDARY = frozenset(PACK2)
"""D16: one side, never flipped by D11."""
REFRESHING = frozenset({"cassandra", "tristan", "loeg-yllavyre", "szopin"})
"""D17, D20: heroes whose ultimate comes back within a delve."""

MASTER_NAME = {
    "spellsword": "battlemage", "mercenary": "commander", "knight": "dragon-slayer",
    "half-goblin": "chieftain", "minstrel": "bard", "enchantress": "beguiler",
    "occultist": "necromancer", "crusader": "paladin",
    "viking": "undead-viking", "alchemist": "thaumaturge", "scout": "dungeoneer",
    "sorceress": "drake-kin", "archaeologist": "tomb-raider", "leprechaun": "clurichaun",
    "dwarf": "berserker", "tracker": "ranger", "guild-leader": "guild-master",
    "time-traveler": "time-lady",
    **{hero: hero for hero in PACK2},
}

# D18, D19, D24: the party dice a hero delves with, and how many of them start in the
# graveyard instead of being rolled.
PARTY_DICE = {"viking": 5, "guild-leader": 8}
USUAL_PARTY = 7
BURIED = {"dwarf": 2}
# D18, D19: parties set, not rolled (per party face: fighter, cleric, mage, thief, champion,
# scroll).
SET_PARTY = {"viking": (0, 0, 0, 0, 5, 0), "time-traveler": (1, 1, 1, 1, 2, 1)}
SCOUTED = 6
"""D18: the Scout's dungeon dice rolled when the party is formed, set as levels 1-3."""
SCOUTED_LEVELS = 3


def in_set(chosen: str) -> tuple[str, ...]:
    return SETS[chosen]


def party_dice(hero: str | None) -> int:
    return PARTY_DICE.get(hero or "", USUAL_PARTY)


def shown_name(hero: str, master: bool) -> str:
    """The name of the side the hero shows (a legendary hero has one)."""
    return MASTER_NAME[hero] if master else hero


def side(hero: str, xp_master: bool) -> bool:
    """Whether the hero shows its master side: D11, never for a legendary hero (D16)."""
    return xp_master and hero not in LEGENDARY
