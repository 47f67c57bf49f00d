"""The odds model's position and kit: a position is a flat tuple of small ints (fast to hash),
whose slots are named here; a kit is what the delver's hero, on its current side, can do,
read once from the rules (``companions``, ``queries``, ``ultimates``). See ``search``."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.changes import with_seat
from games.dungeon_dice.rules.companions import HERO_AS, may_quaff, roles
from games.dungeon_dice.rules.components import COMPANIONS, DUNGEON_FACES, PARTY_FACES, TOKEN_INDEX
from games.dungeon_dice.rules.heroes import BASE
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.queries import dragon_needs, extra_kill
from games.dungeon_dice.rules.specialties import as_rolled
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import setup

# A position is a flat tuple of small ints (fast to hash); these are its slots.
PARTY = range(6)  # party dice per PARTY_FACES
GRAVE = 6
TOKEN_SLOTS = range(7, 12)  # dice-like tokens: Vorpal Sword, Talisman, Scepter, Tools, Scroll
ELIXIR, BAIT, RING, PORTAL, SPARE, ULT, LAIR = range(12, 19)
REGROUP = 19  # a position at the regroup has these slots; a level adds the next ones
ALLY_FIGHTER, ALLY_THIEF = 19, 20
GOBLIN, SKELETON, OOZE, CHEST, POTION = range(21, 26)
STAGE, FRESH, FLOOR = 26, 27, 28
MONSTER_SLOTS = (GOBLIN, SKELETON, OOZE)
MONSTER_NAMES = ("goblin", "skeleton", "ooze")
FIGHTING, LOOTING, DRAGON, CLEARED = range(4)
# FRESH: before the first fight of a level an Elixir (FRESHLY) and then an ultimate that
# changes the monsters (SWEEPING) are best used, if at all; STARTED after that, or
# ELIXIR_LATER when the graveyard was empty then (an Elixir may be used once a die has fallen).
STARTED, FRESHLY, ELIXIR_LATER, SWEEPING = 0, 1, 2, 3

DIE_TOKENS = ("vorpal-sword", "talisman", "scepter-of-power", "thieves-tools", "scroll-token")
TOKEN_SLOT = {name: slot for name, slot in zip(DIE_TOKENS, TOKEN_SLOTS, strict=True)}
USE_TOKENS = {"elixir": ELIXIR, "dragon-bait": BAIT, "ring-of-invisibility": RING,
              "town-portal": PORTAL}
SPENDABLE = (SPARE, ELIXIR, BAIT, RING, *TOKEN_SLOTS, PORTAL)  # the Paladin's fodder
COMPANION_SET = frozenset(COMPANIONS)
SWEEPS = frozenset({*ultimates.TARGETED, "spellsword:master", "crusader:master",
                    "amar-suen:novice"})
# D22: the heroes the search models. Beyond the base eight (D12): Amar-Suen, whose Thieves
# defeat an extra monster (read from the rules like the Commander's Fighters) and whose
# ultimate sweeps a monster type for a treasure each, and the Time Traveler, whose party is
# set when formed (before the model's reach) and whose ultimate pays a treasure (the Time
# Lady: or a Scroll die) for the dragon, and the Viking (5 Champions set when formed; the
# Undead Viking's Skeletons roll as Potions, ``Kit.turned``; the lair discarded, as the
# Minstrel's). Every other hero is estimated (``search_sampled``).
MODELLED = frozenset({*BASE, "amar-suen", "time-traveler", "viking"})
PAYS_FOR_DRAGON = frozenset({"time-traveler:novice", "time-traveler:master"})
DRAGON_PRIZE = 2  # D7: 1 XP and 1 treasure
PORTAL_POINTS = 2  # D13: a Town Portal left at the end scores 2


@dataclass(frozen=True, slots=True, eq=False)  # fixed per kit: identity will do
class Source:
    """One kind of companion or quaffer: a party die of a face, a token, an ally, the hero
    (the last two do not quaff, D14)."""

    name: str  # as the notation names it: "fighter", "vorpal-sword", "ally-thief", "hero-mage"
    slot: int
    cost: float  # points lost by spending it (a token's end-of-game point)
    die: bool  # spent dice go to the graveyard, where potions can fetch them
    kills: tuple[bool, bool, bool]  # defeats all Goblins / Skeletons / Oozes
    companion: bool
    types: frozenset[str]  # the types it may stand for against the dragon
    extra: bool  # the Commander's Fighters, the Bard's Champions: 1 extra monster
    opens_all: bool  # a Thief or Champion opens every chest
    rerolls: bool  # a Scroll (die or token): rerolls dice (D5), which the search never plans
    quaffs: bool  # D14: a party die or a token; not an ally, not the hero


@dataclass(frozen=True, slots=True, eq=False)  # one per hero and side: identity will do
class Kit:
    """What the delver's hero, on its current side, can do (fixed for the rest of the delve)."""

    ultimate: str  # ultimates.kind: "knight:novice", ...
    sources: tuple[Source, ...]
    need: int  # companions the dragon asks for
    loot_early: bool  # the Half-Goblin loots while monsters remain
    faces: tuple[int, ...]  # faces a revived die may usefully show, the strongest last
    face_types: tuple[frozenset[str], ...]  # per party face: the types it stands for
    extras: bool  # some companion defeats an extra monster
    fodder: bool  # the Paladin discards a treasure: one drawn in this delve will do
    pays: bool  # the Time Traveler discards a treasure to defeat the dragon: likewise
    alias: tuple[int, ...]  # per party face: the first face alike for the hero
    sweeps: bool  # the ultimate is one of those used before the first fight (``search_level``)
    knight: bool  # the ultimate sends the monsters to the lair
    turned: tuple[tuple[int, int], ...]  # dungeon faces rolled as others (D18), by index
    named: tuple[Source, ...]  # every source the rules name (both of a hero's companion faces)


# ---- from a game state -------------------------------------------------------------------

def kit(state: DDState) -> Kit:
    hero, master = state.seat.hero, state.seat.master
    return kit_of(hero, master)


@cache
def kit_of(hero: str | None, master: bool) -> Kit:
    # A throw-away state whose delver has this hero: the specialties are read from the rules.
    probe = setup(DungeonDiceOptions(), ["probe"])
    probe = with_seat(probe, hero=hero, xp=5 if master else 0)
    sources = [_source(probe, PARTY_FACES[i], i, 0.0, True) for i in PARTY]
    sources += [_source(probe, name, slot, 1.0, False) for name, slot in TOKEN_SLOT.items()]
    sources += [_source(probe, "ally-fighter", ALLY_FIGHTER, 0.0, False),
                _source(probe, "ally-thief", ALLY_THIEF, 0.0, False)]
    # The hero used as either of its two faces is one source to the search: the first face
    # (the two are alike for the hero); the rules name both.
    heroes = [_source(probe, f"hero-{face}", ULT, 0.0, False) for face in HERO_AS[hero]] \
        if hero in HERO_AS and not master else []
    named = (*sources, *heroes)
    sources += heroes[:1]
    return Kit(ultimate=ultimates.kind(probe), sources=tuple(sources),
               need=dragon_needs(probe), loot_early=hero == "half-goblin",
               faces=_revival_faces(probe),
               face_types=tuple(roles(probe, f) & COMPANION_SET for f in PARTY_FACES),
               extras=any(s.extra for s in sources),
               fodder=ultimates.kind(probe) == "crusader:master",
               pays=ultimates.kind(probe) in PAYS_FOR_DRAGON, alias=_aliases(probe),
               sweeps=ultimates.kind(probe) in SWEEPS,
               knight=ultimates.kind(probe).startswith("knight:"), named=named,
               turned=_turned(probe))


def _turned(probe: DDState) -> tuple[tuple[int, int], ...]:
    """D18: the faces a rolled dungeon die shows as another for the hero, read from the rules
    (the Undead Viking's Skeletons are Potions)."""
    shown = as_rolled(probe, list(DUNGEON_FACES))
    return tuple((i, DUNGEON_FACES.index(face)) for i, face in enumerate(shown)
                 if face != DUNGEON_FACES[i])


def _aliases(probe: DDState) -> tuple[int, ...]:
    alike = [roles(probe, face) for face in PARTY_FACES]
    return tuple(alike.index(used_as) for used_as in alike)


def _source(probe: DDState, name: str, slot: int, cost: float, die: bool) -> Source:
    used_as = roles(probe, name)
    champion = "champion" in used_as
    kills = (champion or "fighter" in used_as, champion or "cleric" in used_as,
             champion or "mage" in used_as)
    return Source(name=name, slot=slot, cost=cost, die=die, kills=kills,
                  companion=bool(used_as & COMPANION_SET), types=used_as & COMPANION_SET,
                  extra=extra_kill(probe, name),
                  opens_all=bool(used_as & {"thief", "champion"}), rerolls="scroll" in used_as,
                  quaffs=may_quaff(name))


def _revival_faces(probe: DDState) -> tuple[int, ...]:
    """Faces alike for the hero (same roles) are one choice, and a face whose roles another
    face's roles contain is none (the Enchantress's Scroll is every companion at once). The
    Champion, which defeats all of any one type, is the strongest."""
    seen: dict[frozenset[str], int] = {}
    for index, face in enumerate(PARTY_FACES):
        used_as = roles(probe, face)
        if used_as & COMPANION_SET:
            seen.setdefault(used_as, index)
    best = sorted(i for r, i in seen.items() if not any(r < other for other in seen))
    champion = PARTY_FACES.index("champion")
    if champion in best:
        best.remove(champion)
        best.append(champion)
    return tuple(best)


def position(state: DDState) -> tuple[int, ...]:
    """The regroup position of the delver: what the next levels are played with, with what
    makes no difference for its hero left out (so that alike positions share the memo)."""
    k = kit(state)
    party = [0] * len(PARTY_FACES)
    for face, n in zip(k.alias, state.party, strict=True):
        party[face] += n
    held = state.seat.tokens
    spare = sum(held) - sum(held[TOKEN_INDEX[n]] for n in (*DIE_TOKENS, *USE_TOKENS))
    uses = [held[TOKEN_INDEX[n]] for n in USE_TOKENS]
    uses[-1] = min(1, uses[-1])  # a Town Portal ends the delve: a second one is never used
    return (*party, state.graveyard, *(held[TOKEN_INDEX[n]] for n in DIE_TOKENS), *uses,
            spare if k.fodder or k.pays else 0, 0 if state.ultimate_used else 1, state.lair)
