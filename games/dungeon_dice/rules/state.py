"""The immutable state of a dungeon dice game.

Dice of one colour are alike, so a die's place is counted per face: the party dice showing
each face, the graveyard, the dungeon dice on the level per face, the lair, monsters turned
into temporary companions (allies), and the dungeon master's pool (what is left of 7).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from games.dungeon_dice.rules.components import DICE, MASTER_XP, TOKENS
from games.dungeon_dice.rules.heroes import LEGENDARY, party_dice
from games.dungeon_dice.rules.options import DungeonDiceOptions


class Stage(StrEnum):
    """Where the game stands. The values are what ``summary`` shows and the catalogue keys
    name (``dd_stage_loot``): a member is equal to its string."""

    HERO = "hero"  # heroes are chosen or dealt
    FORM = "form"  # the party is rolled
    MULLIGAN = "mulligan"  # forming: the Mercenary's reroll, Loeg's Scrolls, the Scout's levels
    MONSTERS = "monsters"
    LOOT = "loot"
    DRAGON = "dragon"
    REGROUP = "regroup"
    FINAL = "final"  # D18: the Archaeologist's discard of six treasures when the game ends
    OVER = "over"


IN_DELVE = (Stage.MONSTERS, Stage.LOOT, Stage.DRAGON, Stage.REGROUP)  # a level's decisions


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    hero: str | None
    xp: int
    tokens: tuple[int, ...]  # per TOKENS
    delves: tuple[str, ...] = ()  # how each finished delve ended: "retired:5", "fled:3"

    @property
    def master(self) -> bool:
        # D11: the hero flips as soon as the player has 5 XP (and XP never goes down).
        # D16: a legendary hero has one side.
        return self.xp >= MASTER_XP and self.hero not in LEGENDARY

    def token(self, name: str) -> int:
        return self.tokens[TOKENS.index(name)]


@dataclass(frozen=True, slots=True)
class DDState:
    options: DungeonDiceOptions
    seats: tuple[Seat, ...]
    pool: tuple[int, ...]  # treasure tokens left to draw, per TOKENS
    delver: int  # the seat whose delve it is
    round: int  # 0, 1, 2: every player's first, second, third delve
    stage: Stage
    level: int
    party: tuple[int, ...]  # per PARTY_FACES
    graveyard: int
    dungeon: tuple[int, ...]  # per LEVEL_FACES
    lair: int
    allies: tuple[int, ...]  # per PARTY_FACES: monsters serving until the next regroup
    ultimate_used: bool
    roll_party: int = 0  # party dice waiting to be rolled
    roll_dungeon: int = 0  # dungeon dice waiting to be rolled
    draws: int = 0  # treasures waiting to be drawn
    deal_hero: bool = False  # the delver asked to be dealt a hero
    # What the expansion heroes (D17-D20) keep track of:
    level_ability: bool = False  # a once-per-level specialty was used on this level
    scouted: tuple[int, ...] = ()  # per DUNGEON_FACES: the Scout's dice awaiting their levels
    preset: tuple[tuple[int, ...], ...] = ()  # per level 1-3, per DUNGEON_FACES: the Scout's
    discards: int = 0  # treasures the delver must discard now (Archaeologist)
    berserk: bool = False  # the Berserker's rage: retire only after a dragon (or at level 10)
    dragon_slain: bool = False  # a dragon was defeated on this level
    lair_allies: int = 0  # Loeg Yllavyre's lair dice serving as companions until the regroup
    scrolls_back: bool = False  # Marpesia's roll: Scrolls rolled go back to the graveyard

    @property
    def dungeon_pool(self) -> int:
        set_aside = sum(self.scouted) + sum(sum(level) for level in self.preset)
        return (DICE - sum(self.dungeon) - self.lair - sum(self.allies) - self.roll_dungeon
                - set_aside - self.lair_allies)

    @property
    def party_size(self) -> int:
        """D24: the party dice the delver's hero delves with."""
        return party_dice(self.seat.hero)

    @property
    def seat(self) -> Seat:
        return self.seats[self.delver]
