"""Exact odds at the regroup: the chance to clear the next level, and what retiring or going on
is worth, by enumerating every roll of the dungeon dice with its multinomial chance (no
sampling), and the line of play within a level that those odds assume.

The question at the regroup is whether to retire with XP = level or to seek the next level,
where a level that cannot be cleared makes the party flee and lose the delve's XP. The answer
is an optimal-stopping dynamic programme over regroup positions: ``value`` of a position is the
better of retiring now and the expectation, over every roll of the next level's dungeon dice,
of the best line of play through that level and the value of the regroup it ends in. Within a
level the best line is an exhaustive search over the decisions of the rules model below. Every
search is memoised per hero (levels share the level-independent part: which regroups a roll
can end in, and with how many points), and the memo is kept across calls.

Pruning that leaves every value exact: nothing in a level gains more than a point per chest
and the dragon's prize (``_most``), so the search for the most points of the last level
looked at (``Solver.gain``, fight by fight) stops once a line reaches that, and skips moves
that cannot beat the line found; an end of a level whose points plus that bound over the
last level's rolls (``Solver.ceiling``) cannot beat another end is not valued. Stages before
the first fight that leave nothing to choose are skipped (``Solver.opening``). When the memo
grows past its bound only the searches within a level are dropped, not the values of the
regroups.

Looking to the end of the delve from an early regroup takes seconds to minutes in pure Python
(every roll of every later level from every party the earlier ones can leave), so the
programme takes a last level: ``value(level, pos, last)`` retires at the regroup of ``last``
at the latest. That is a lower bound of the value of going on, exact when ``last`` is 10;
``odds`` deepens ``last`` one level at a time while the time given lasts (the odds bot, which
must play a seeded game the same on every machine, looks a fixed number of levels ahead). The
chance to clear the next level is exact whatever the depth.

The rules model: a position is what everyone sees (party, graveyard, lair, the delver's
treasure, hero and side, whether the ultimate is spent). Fights (D5), the dragon (D7),
opening chests and quaffing potions (D6), the companion tokens, Elixir, Dragon Bait, Ring of
Invisibility and Town Portal (D2), the specialties and the ultimates (D12) are played as the
rules allow, except:

* rerolls are not counted on: a Scroll (die or token) and the Commander's ultimate reroll at
  random, and the model never plans with them (a Scroll die still quaffs, and an
  Enchantress's Scroll is any companion). The chance to clear is exact for play without
  rerolls, a lower bound for a player holding a Scroll;
* a treasure drawn in the rest of the delve counts 1 point and is not used in play (but the
  Paladin may discard it); the treasures held now are used, each costing the point it would
  score (a Town Portal 2);
* dice brought back by potions (and by the Paladin) show either the hero's strongest face (a
  Champion; the Enchantress's Scroll) or first the types the party lacks against the dragon;
  an Elixir's die may show any face;
* the Half-Goblin quaffs while monsters remain only when the fights need it (quaffing after
  them fetches as many dice or more) and opens chests only in the loot phase;
* the hero keeps its side for the rest of the delve (XP from a dragon or a chest that would
  flip it at 5 XP is ignored).

What the model leaves out by dominance, which cannot lower a value: a Ring, the Minstrel's
ultimate and an Elixir are kept until needed (an emptied lair only rolls more dungeon dice; an
Elixir's face is best chosen once the roll is seen); the ultimates that remove or turn monsters
and the sweeping ultimates are used before the first fight or not in that level; monsters are
sent to the lair after fights only to keep it below 3; fights on different monster types are
taken in the order of the types; faces alike for the hero (Fighter and Mage for the
Spellsword) are one face; a second Town Portal is never used.

The value counted is what the rest of the delve adds to the score: the XP banked when it ends
(the level when retiring, 10 after level 10, nothing when fleeing), plus 1 XP and 1 treasure
for a slain dragon and 1 point per chest opened, less the points of the treasures spent. A
level that cannot be cleared ends in flight, or with a Town Portal (XP = that level, less the
portal's 2 points) when that is better; its loot is not counted.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from games.dungeon_dice import rules, ultimates
from games.dungeon_dice.actions import legal_actions
from games.dungeon_dice.companions import HERO_AS, available, cost, roles
from games.dungeon_dice.components import (
    COMPANIONS,
    DICE,
    DUNGEON_FACES,
    LAST_LEVEL,
    PARTY_FACES,
    TOKEN_INDEX,
    TOKENS,
)
from games.dungeon_dice.notation import notation
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import Event, IllegalAction

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
SWEEPS = frozenset({*ultimates.TARGETED, "spellsword:master", "crusader:master"})
DRAGON_PRIZE = 2  # D7: 1 XP and 1 treasure
PORTAL_POINTS = 2  # D13: a Town Portal left at the end scores 2


@dataclass(frozen=True, slots=True, eq=False)  # fixed per kit: identity will do
class Source:
    """One kind of companion or quaffer: a party die of a face, a token, an ally, the hero."""

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
    alias: tuple[int, ...]  # per party face: the first face alike for the hero
    sweeps: bool  # the ultimate is one of those used before the first fight (``_sweeps``)
    knight: bool  # the ultimate sends the monsters to the lair
    named: tuple[Source, ...]  # every source the rules name (both of a hero's companion faces)


@dataclass(frozen=True, slots=True)
class Odds:
    """The regroup decision: ``clear`` is the chance to clear level ``next_level``; ``go_on``
    the value of seeking it and playing best, retiring at the regroup of level ``last`` at the
    latest (exact when ``last`` is 10, a lower bound otherwise)."""

    next_level: int
    clear: float
    retire: float
    go_on: float
    last: int = LAST_LEVEL

    @property
    def exact(self) -> bool:
        return self.last >= LAST_LEVEL

    @property
    def best(self) -> str:
        return "seek" if self.go_on > self.retire + 1e-9 else "retire"


# ---- from a game state -------------------------------------------------------------------

def kit(state: DDState) -> Kit:
    hero, master = state.seat.hero, state.seat.master
    return _kit(hero, master)


@cache
def _kit(hero: str | None, master: bool) -> Kit:
    from games.dungeon_dice.options import DungeonDiceOptions

    # A throw-away state whose delver has this hero: the specialties are read from the rules.
    probe = rules.setup(DungeonDiceOptions(), ["probe"])
    probe = rules.with_seat(probe, hero=hero, xp=5 if master else 0)
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
               need=rules.dragon_needs(probe), loot_early=hero == "half-goblin",
               faces=_revival_faces(probe),
               face_types=tuple(roles(probe, f) & COMPANION_SET for f in PARTY_FACES),
               extras=any(s.extra for s in sources),
               fodder=ultimates.kind(probe) == "crusader:master", alias=_aliases(probe),
               sweeps=ultimates.kind(probe) in SWEEPS,
               knight=ultimates.kind(probe).startswith("knight:"), named=named)


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
                  extra=rules.extra_kill(probe, name),
                  opens_all=bool(used_as & {"thief", "champion"}), rerolls="scroll" in used_as)


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
            spare if k.fodder else 0, 0 if state.ultimate_used else 1, state.lair)


def odds(state: DDState, *, levels: int = LAST_LEVEL, seconds: float | None = None) -> Odds:
    """The regroup decision of ``state`` (at the regroup of a level below 10), looking at
    most ``levels`` levels ahead and, when ``seconds`` is given, deeper levels only while
    time is left (the shallower answer stands when it runs out)."""
    assert state.stage == Stage.REGROUP and state.level < LAST_LEVEL
    return odds_at(kit(state), state.level, position(state), levels=levels, seconds=seconds)


def odds_at(k: Kit, level: int, pos: tuple[int, ...], *, levels: int = LAST_LEVEL,
            seconds: float | None = None) -> Odds:
    began = time.perf_counter()
    solve = solver(k)
    clear = solve.clear_chance(level, pos)
    deepest = min(LAST_LEVEL, level + max(1, levels))
    if seconds is None:
        return Odds(level + 1, clear, float(level), solve.go_on(level, pos, deepest), deepest)
    # Iterative deepening: every level looked at makes the memo of the next look cheaper. The
    # first look (with the chance, which shares its work) is needed whatever the time.
    deadline = began + seconds
    found = Odds(level + 1, clear, float(level), solve.go_on(level, pos, level + 1), level + 1)
    solve.deadline = deadline
    try:
        for last in range(level + 2, deepest + 1):
            now = time.perf_counter()
            if (now - began) * DEEPER_COSTS > deadline - now:
                break  # the next level would not finish: don't burn the time left on it
            began = now
            found = Odds(level + 1, clear, float(level), solve.go_on(level, pos, last), last)
    except OutOfTime:
        pass
    finally:
        solve.deadline = None
    return found


# How many times dearer looking one level deeper is than the look before, at the least (seen:
# 10 to 100 times; less when the memo already holds most of it): a look that cannot finish
# only burns the time left, and the answer is the shallower one anyway.
DEEPER_COSTS = 50


class OutOfTime(Exception):
    """The time given to look deeper ran out (the memo keeps what was finished)."""


# ---- the dice ----------------------------------------------------------------------------

@cache
def rolls(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every outcome of ``dice`` dungeon dice as counts per DUNGEON_FACES, with its chance."""
    faces = len(DUNGEON_FACES)
    found = []
    for split in combinations_with_replacement(range(faces), dice):
        counts = tuple(split.count(f) for f in range(faces))
        ways = factorial(dice)
        for n in counts:
            ways //= factorial(n)
        found.append((counts, ways / faces ** dice))
    return tuple(found)


def dice_for(level: int, pos: tuple[int, ...]) -> int:
    # D4: as many dungeon dice as the level, no more than are not in the lair.
    return min(level, DICE - pos[LAIR])


def start(pos: tuple[int, ...], roll: tuple[int, ...]) -> tuple[int, ...]:
    """The position just after ``roll`` (counts per DUNGEON_FACES): dragons go to the lair."""
    level = list(pos)
    level[LAIR] += roll[-1]
    return settle((*level, 0, 0, *roll[:-1], FIGHTING, FRESHLY, 0))


# ---- the programme -----------------------------------------------------------------------

# Entries (positions, and the ends listed for them) the memo of the searches within a level
# of all heroes may hold before they are dropped: a bound on memory (about 250 bytes an
# entry); results never go stale.
CACHE_LIMIT = 800_000
_stored = [0]


def forget() -> None:
    for found in _solvers.values():
        found.clear()
    _stored[0] = 0


def _forget_levels() -> None:
    """Drop the searches within a level (the bulk of the memo, and what ``_stored`` counts)
    but keep the values of regroup positions: dropping those too made a deep look redo
    finished levels again and again once the bound was reached."""
    for found in _solvers.values():
        found.clear_levels()
    _stored[0] = 0


class Solver:
    """The programme for one hero on one side, with its memo (kept across calls: results
    never go stale, and the same positions come back in every delve)."""

    def __init__(self, k: Kit) -> None:
        self.kit = k
        self.values: dict[tuple[int, int, tuple[int, ...]], float] = {}
        self.ending: dict[tuple[int, ...], dict[tuple[int, ...], float]] = {}
        self.fighting: dict[tuple[int, ...], dict[tuple[int, ...], float]] = {}
        self.gaining: dict[tuple[int, ...], float | None] = {}
        self.fight_gaining: dict[tuple[int, ...], tuple[float | None, bool]] = {}
        self.ceilings: dict[tuple[int, int, bool], float] = {}
        self.gathered: dict[tuple[int, tuple[int, ...]], LastLevel] = {}
        self.grouped: dict[tuple[int, tuple[int, ...]], Groups] = {}
        self.deadline: float | None = None  # perf_counter time to give up looking deeper

    def clear(self) -> None:
        for memo in (self.values, self.grouped, self.gathered, self.ceilings):
            memo.clear()
        self.clear_levels()

    def clear_levels(self) -> None:
        for memo in (self.ending, self.fighting, self.gaining, self.fight_gaining):
            memo.clear()

    def bounded(self) -> None:
        if _stored[0] > CACHE_LIMIT:
            _forget_levels()

    def tick(self) -> None:
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfTime

    def groups(self, dice: int, pos: tuple[int, ...]) -> Groups:
        """The rolls of ``dice`` from ``pos``: the chance of having to flee, and for the rest
        the regroup positions the level can end in (with the points gained), rolls that end
        alike merged."""
        key = (dice, pos)
        found = self.grouped.get(key)
        if found is None:
            fail = 0.0
            merged: dict[tuple[tuple[float, tuple[int, ...]], ...], float] = {}
            for roll, p in rolls(dice):
                self.tick()  # a roll's search is short; a level's many rolls are not
                ends = self.ends(start(pos, roll))
                if not ends:
                    fail += p
                    continue
                outcome = tuple(sorted((g, e) for e, g in ends.items()))
                merged[outcome] = merged.get(outcome, 0.0) + p
            found = (fail, tuple((p, o) for o, p in merged.items()))
            self.grouped[key] = found
        return found

    def clear_chance(self, level: int, pos: tuple[int, ...]) -> float:
        """The chance that level ``level + 1`` can be cleared from the regroup ``pos``."""
        fail, _ = self.last_level(dice_for(level + 1, pos), pos)
        return max(0.0, 1.0 - fail)

    def last_level(self, dice: int, pos: tuple[int, ...]) -> LastLevel:
        """The rolls of ``dice`` from ``pos`` when the delve ends after that level: the chance
        of having to flee, and the most points each other roll yields (rolls merged)."""
        key = (dice, pos)
        found = self.gathered.get(key)
        if found is None:
            self.bounded()
            fail = 0.0
            merged: dict[float, float] = {}
            for roll, p in rolls(dice):
                self.tick()  # a roll's search is short; a level's many rolls are not
                gain = self.gain(start(pos, roll))
                if gain is None:
                    fail += p
                else:
                    merged[gain] = merged.get(gain, 0.0) + p
            found = (fail, tuple(merged.items()))
            self.gathered[key] = found
        return found

    def value(self, level: int, pos: tuple[int, ...], last: int = LAST_LEVEL) -> float:
        """Expected points the rest of the delve adds at the regroup of ``level``, retiring
        at the regroup of level ``last`` at the latest (level 10 ends every delve)."""
        if level >= LAST_LEVEL:
            return float(LAST_LEVEL)
        if level >= last:
            return float(level)
        key = (last, level, pos)
        found = self.values.get(key)
        if found is None:
            found = max(float(level), self.go_on(level, pos, last))
            self.values[key] = found
        return found

    def go_on(self, level: int, pos: tuple[int, ...], last: int = LAST_LEVEL) -> float:
        """Expected points from seeking level ``level + 1`` and playing best after it."""
        nxt = level + 1
        flee = fled(nxt, pos)
        if nxt >= min(last, LAST_LEVEL):  # the delve ends after this level, whatever is left
            fail, gains = self.last_level(dice_for(nxt, pos), pos)
            banked = float(min(nxt, LAST_LEVEL))
            return fail * flee + sum(p * max(flee, banked + gain) for gain, p in gains)
        self.bounded()
        fail, cleared = self.groups(dice_for(nxt, pos), pos)
        total = fail * flee
        bounded = nxt + 1 >= min(last, LAST_LEVEL)  # the ends are valued by the last level
        for p, ends in cleared:
            best = flee
            for gain, end in reversed(ends):  # the most points first: it prunes the most
                # An end that cannot beat the best so far even with every chest and the
                # dragon of the last level is not valued (that would search that level).
                if bounded and gain + nxt + 1 + self.ceiling(nxt + 1, end) <= best:
                    continue
                worth = gain + self.value(nxt, end, last)
                if worth > best:
                    best = worth
            total += p * best
        return total

    def ceiling(self, level: int, pos: tuple[int, ...]) -> float:
        """The expected ``_most`` of level ``level`` from the regroup ``pos`` (every chest and
        the dragon): no line of that level gains more, so the value of seeking it when it is
        the last is at most ``level`` plus this."""
        dice = dice_for(level, pos)
        lair, lure = pos[LAIR], bool(pos[BAIT] or (pos[ULT] and self.kit.knight))
        key = (dice, lair, lure)
        found = self.ceilings.get(key)
        if found is None:
            found = sum(p * _most(self.kit, start(pos, roll)) for roll, p in rolls(dice))
            self.ceilings[key] = found
        return found

    def gain(self, st: tuple[int, ...]) -> float | None:
        """The most points a line of play from ``st`` gains on the way to the regroup, when
        nothing after it counts; None when the level cannot be cleared."""
        if st[STAGE] == CLEARED:
            return 0.0
        if st[FRESH] in (FRESHLY, SWEEPING) and (opened := self.opening(st)) is not st:
            return self.gain(opened)
        if st in self.gaining:
            return self.gaining[st]
        if st[STAGE] == FIGHTING and st[FRESH] in (STARTED, ELIXIR_LATER):
            return self._fight_gain(st)[0]
        found: float | None = None
        top = _most(self.kit, st)
        for gain, after in self.moves(st):
            if found is not None and gain + top <= found:
                continue  # what is left after this move gains no more than ``top``
            more = self.gain(after)
            if more is not None and (found is None or gain + more > found):
                found = gain + more
                if found >= top:
                    break  # no line gains more: the rest need not be searched
        self.gaining[st] = found
        _stored[0] += 1
        return found

    def _fight_gain(self, st: tuple[int, ...]) -> tuple[float | None, bool]:
        """``gain`` through a run of fights, fight by fight rather than by the positions
        ``fought`` lists (when the most a level can give is reached the rest of the fights
        need not be searched), with whether the fights can end at all (the Half-Goblin
        quaffs early only when they cannot otherwise, as in ``fought``)."""
        if not (st[GOBLIN] or st[SKELETON] or st[OOZE]):
            return self.gain(settle((*st[:STAGE], LOOTING, st[FRESH], 0))), True
        found = self.fight_gaining.get(st)
        if found is None:
            if _hopeless(self.kit, st):
                found = (None, False)
            else:
                found = self._fight_best(st, quaff=False)
                if not found[1] and self.kit.loot_early and st[POTION]:
                    found = self._fight_best(st, quaff=True)
            self.fight_gaining[st] = found
            _stored[0] += 1
        return found

    def _fight_best(self, st: tuple[int, ...], quaff: bool) -> tuple[float | None, bool]:
        found: float | None = None
        ended = False
        top = _most(self.kit, st)
        for gain, after in _fight_moves(self.kit, st, quaff):
            if found is not None and gain + top <= found:
                continue  # as in ``gain``: this move cannot lead to more
            more, ends = self._fight_gain(tuple(after))
            ended = ended or ends
            if more is not None and (found is None or gain + more > found):
                found = gain + more
                if found >= top:
                    break
        return found, ended

    def ends(self, st: tuple[int, ...]) -> dict[tuple[int, ...], float]:
        """Every regroup position a line of play from ``st`` reaches, with the most points
        gained on the way; empty when the level cannot be cleared."""
        if st[STAGE] == CLEARED:
            return {st[:REGROUP]: 0.0}
        if st[FRESH] in (FRESHLY, SWEEPING) and (opened := self.opening(st)) is not st:
            return self.ends(opened)
        found = self.ending.get(st)
        if found is None:
            found = {}
            for gain, after in self.steps(st):
                reached = self.ends(after)
                if not found:  # the first ends found are taken whole (most steps have one)
                    found = {end: gain + more for end, more in reached.items()} if gain \
                        else reached.copy()
                    continue
                for end, more in reached.items():
                    worth = gain + more
                    if worth > found.get(end, -1e9):
                        found[end] = worth
            self.ending[st] = found
            _stored[0] += 1 + len(found)
        return found

    def opening(self, st: tuple[int, ...]) -> tuple[int, ...]:
        """``st`` at its first decision: the stages before the first fight that leave nothing
        to choose (no Elixir to use, no ultimate or Dragon Bait used then) are skipped, so
        that they cost no search and no memo (their only move gains nothing)."""
        k, fresh = self.kit, st[FRESH]
        if fresh == FRESHLY and not (st[ELIXIR] and st[GRAVE]):
            fresh = SWEEPING
        if fresh == SWEEPING and not (st[ULT] and k.sweeps) and not (
                st[STAGE] == FIGHTING and (st[BAIT] or (st[ULT] and k.knight))):
            fresh = STARTED if st[GRAVE] else ELIXIR_LATER
        return st if fresh == st[FRESH] else (*st[:FRESH], fresh, st[FLOOR])

    def steps(self, st: tuple[int, ...]) -> Sequence[tuple[float, tuple[int, ...]]]:
        """The ways on from ``st`` (points gained, position after): a run of fights is one
        step, searched on its own (``fought``)."""
        if st[STAGE] == FIGHTING and st[FRESH] in (STARTED, ELIXIR_LATER):
            return self.after_fights(st)
        return self.moves(st)

    def after_fights(self, st: tuple[int, ...]) -> list[tuple[float, tuple[int, ...]]]:
        """The ways through the monsters phase, to the loot: the fights do not depend on the
        chests waiting (nor the potions, but for the Half-Goblin), so they are searched once
        for all of them."""
        chests, potions = st[CHEST], st[POTION]
        early = self.kit.loot_early
        bare = (*st[:CHEST], 0, potions if early else 0, *st[POTION + 1:])
        return [(gain, settle((*post[:CHEST], chests, post[POTION] if early else potions,
                               *post[POTION + 1:])))
                for post, gain in self.fought(bare).items()]

    def fought(self, st: tuple[int, ...]) -> dict[tuple[int, ...], float]:
        """Every position (before the loot) the monsters phase from ``st`` can end in."""
        if not (st[GOBLIN] or st[SKELETON] or st[OOZE]):
            return {(*st[:STAGE], LOOTING, st[FRESH], 0): 0.0}
        found = self.fighting.get(st)
        if found is None and _hopeless(self.kit, st):
            found = {}
        if found is None:
            found = self._fought(st, quaff=False)
            if not found and self.kit.loot_early and st[POTION]:
                # Quaffing after the fights fetches as many dice or more (the graveyard only
                # grows), so the Half-Goblin quaffs early only when the fights need it.
                found = self._fought(st, quaff=True)
            self.fighting[st] = found
            _stored[0] += 1 + len(found)
        return found

    def _fought(self, st: tuple[int, ...], quaff: bool) -> dict[tuple[int, ...], float]:
        found: dict[tuple[int, ...], float] = {}
        for gain, after in _fight_moves(self.kit, st, quaff):
            for post, more in self.fought(tuple(after)).items():
                worth = gain + more
                if worth > found.get(post, -1e9):
                    found[post] = worth
        return found

    def moves(self, st: tuple[int, ...]) -> Sequence[tuple[float, tuple[int, ...]]]:
        """Every decision in ``st`` as (points gained, settled position after it)."""
        return tuple(dict.fromkeys((g, settle(tuple(a))) for g, a in _moves(self.kit, st)))


Groups = tuple[float, tuple[tuple[float, tuple[tuple[float, tuple[int, ...]], ...]], ...]]
LastLevel = tuple[float, tuple[tuple[float, float], ...]]


_solvers: dict[int, Solver] = {}


def solver(k: Kit) -> Solver:
    found = _solvers.get(id(k))
    if found is None:
        found = _solvers[id(k)] = Solver(k)
    return found


def fled(level: int, st: tuple[int, ...]) -> float:
    # D9: fleeing scores nothing; a Town Portal banks the level but is worth 2 points itself.
    return max(0.0, float(level - PORTAL_POINTS)) if st[PORTAL] else 0.0


def _most(k: Kit, st: tuple[int, ...]) -> float:
    """The most points what is left of a level can give: a point per chest, and the dragon's
    prize when the lair holds three (or the monsters sent there can make it: Dragon Bait, the
    Knight). Nothing else gains points."""
    lair = st[LAIR]
    if lair < 3 and (st[BAIT] or (st[ULT] and k.knight)):
        lair += st[GOBLIN] + st[SKELETON] + st[OOZE]
    return float(st[CHEST] + (DRAGON_PRIZE if lair >= 3 else 0))


def settle(st: tuple[int, ...]) -> tuple[int, ...]:
    """Move on through the phases as the rules do when nothing is left to decide."""
    stage = st[STAGE]
    if stage == FIGHTING and not (st[GOBLIN] or st[SKELETON] or st[OOZE]):
        stage = LOOTING
    if stage == LOOTING and not (st[CHEST] or st[POTION]):
        stage = DRAGON
    if stage == DRAGON and st[LAIR] < 3:
        return (*st[:REGROUP], *_CLEARED)
    # The order of fights only matters within the monsters phase.
    return st if stage == st[STAGE] else (*st[:STAGE], stage, st[FRESH], 0)


_CLEARED = (0,) * (STAGE - REGROUP) + (CLEARED, STARTED, 0)


# ---- a level: the moves of the rules model -----------------------------------------------

def _moves(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """The decisions outside the fights (which ``Solver.fought`` searches on their own)."""
    if st[FRESH] in (FRESHLY, SWEEPING):
        yield from _first(k, st)
        return
    if st[STAGE] == LOOTING:
        yield from _loot(k, st)
    if st[STAGE] == DRAGON:
        yield from _dragon(k, st)
    if st[FRESH] == ELIXIR_LATER and st[ELIXIR] and st[GRAVE]:
        yield from _elixirs(k, st)


def _fight_moves(k: Kit, st: tuple[int, ...], quaff: bool
                 ) -> Iterator[tuple[float, list[int]]]:
    """The moves of the monsters phase, the Half-Goblin's quaffing when ``quaff`` (its early
    opening of chests is left out: it only matters to a party about to flee, whose loot the
    model does not count)."""
    if quaff:
        yield from _quaffs(k, st, plain=True)
    yield from _fights(k, st)
    # Monsters sent to the lair after some fights: only worth it to keep the dragon away (a
    # dragon that comes anyway is better met with the dice those fights cost).
    if st[LAIR] + st[GOBLIN] + st[SKELETON] + st[OOZE] < 3:
        yield from _to_lair_moves(k, st)
    if st[FRESH] == ELIXIR_LATER and st[ELIXIR] and st[GRAVE]:
        yield from _elixirs(k, st)


def _hopeless(k: Kit, st: tuple[int, ...]) -> bool:
    """Fewer companions (dice that potions could bring back included) than monster types left:
    each fight deals with one type at most, unless a companion defeats an extra monster or
    the monsters can go to the lair."""
    if k.extras or st[BAIT] or (st[ULT] and k.knight):
        return False
    types = (st[GOBLIN] > 0) + (st[SKELETON] > 0) + (st[OOZE] > 0)
    uses = sum(st[s.slot] for s in k.sources if s.companion)
    if k.loot_early and st[POTION]:
        uses += min(st[POTION], st[GRAVE] + 1)
    if st[FRESH] == ELIXIR_LATER:
        uses += st[ELIXIR]
    return uses < types


def _to_lair_moves(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    if st[BAIT]:
        yield -1.0, _to_lair(_begun(st), BAIT)
    if st[ULT] and k.knight:
        yield 0.0, _spent(_to_lair(_begun(st), None))


def _begun(st: tuple[int, ...]) -> list[int]:
    """A copy to change by a move other than a fight, which ends a run of fights."""
    after = list(st)
    after[FLOOR] = 0
    return after


def _first(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """Before the first fight of a level. Everything is known once the dice are rolled
    (rerolls aside), so Elixirs (whose faces are then chosen), then the ultimates that remove
    or turn monsters (whose effect does not depend on the fights around them), are used now
    or not in this level; the Paladin's and the Battlemage's sweep too, which leaves more
    than sweeping after the fights, and sending every monster to the lair."""
    if st[FRESH] == FRESHLY:
        if st[ELIXIR] and st[GRAVE]:
            yield from _elixirs(k, st)
        after = list(st)
        after[FRESH] = SWEEPING
        yield 0.0, after
        return
    if st[ULT]:
        yield from _sweeps(k, st)  # and then still the lair, or the fights
    if st[STAGE] == FIGHTING:
        yield from ((gain, _fights_next(after)) for gain, after in _to_lair_moves(k, st))
    yield 0.0, _fights_next(list(st))


def _fights_next(st: list[int]) -> list[int]:
    st[FRESH] = STARTED if st[GRAVE] else ELIXIR_LATER
    return st


def _elixirs(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """Elixirs bringing dice back, their faces as for potions (any face for a hero whose
    companions may defeat an extra monster: a Fighter may then beat a Champion)."""
    for count in range(1, min(st[ELIXIR], st[GRAVE]) + 1):
        after = list(st)
        after[ELIXIR] -= count
        after[FRESH] = SWEEPING if st[FRESH] == FRESHLY else st[FRESH]
        faces: Iterable[tuple[int, ...]] = combinations_with_replacement(k.faces, count) \
            if k.extras else _plans(k, after, count)
        for shown in faces:
            yield -float(count), _revive(after.copy(), shown)


def _spend(st: list[int], source: Source) -> float:
    st[source.slot] -= 1
    if source.die:
        st[GRAVE] += 1
    return -source.cost


def _fights(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    # Fights on different monster types do not interact, so a run of fights is taken in the
    # order of the types; with no other move to come, the lowest type left goes first.
    lowest = next(i for i, slot in enumerate(MONSTER_SLOTS) if st[slot])
    floor = max(st[FLOOR], lowest) if _more_to_come(k, st) else lowest
    for source in k.sources:
        if not (source.companion and st[source.slot]):
            continue
        for kind, slot in enumerate(MONSTER_SLOTS):
            if not st[slot] or (kind < floor and not source.extra):
                continue
            after = list(st)
            gain = _spend(after, source)
            after[slot] = 0 if source.kills[kind] else after[slot] - 1
            after[FLOOR] = 0 if source.extra else kind
            yield gain, after
            if source.extra:
                for other in MONSTER_SLOTS:
                    if after[other]:
                        more = after.copy()
                        more[other] -= 1
                        yield gain, more


def _more_to_come(k: Kit, st: tuple[int, ...]) -> bool:
    """Whether a move other than a fight may still deal with monsters left behind."""
    return bool(st[BAIT] or (st[ULT] and k.knight)
                or (k.loot_early and st[POTION]) or k.extras
                or (st[FRESH] == ELIXIR_LATER and st[ELIXIR]))


def _to_lair(st: list[int], token: int | None) -> list[int]:
    """Dragon Bait and the Knight: every monster becomes a dragon face in the lair."""
    st[LAIR] += st[GOBLIN] + st[SKELETON] + st[OOZE]
    st[GOBLIN] = st[SKELETON] = st[OOZE] = 0
    if token is not None:
        st[token] -= 1
    return st


def _lair_gone(st: list[int], token: int | None) -> list[int]:
    st[LAIR] = 0
    if token is not None:
        st[token] -= 1
    return st


def _revive(st: list[int], faces: tuple[int, ...]) -> list[int]:
    for face in faces:
        st[face] += 1
    st[GRAVE] -= len(faces)
    return st


def _loot(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    if st[CHEST]:
        for source in k.sources:
            if source.companion and st[source.slot]:
                after = list(st)
                gain = _spend(after, source)
                opened = after[CHEST] if source.opens_all else 1
                after[CHEST] -= opened
                yield gain + opened, _drawn(k, after, opened)
    if st[POTION]:
        yield from _quaffs(k, st)
    done = _begun(st)
    done[CHEST] = done[POTION] = 0
    done[STAGE] = DRAGON
    yield 0.0, done


def _drawn(k: Kit, st: list[int], count: int) -> list[int]:
    # A treasure drawn is kept for its point, except as the Paladin's discard while the
    # ultimate is ready (any token will do).
    if k.fodder and st[ULT]:
        st[SPARE] += count
    return st


def _quaffs(k: Kit, st: tuple[int, ...], plain: bool = False
            ) -> Iterator[tuple[float, list[int]]]:
    """Quaffing with each source; ``plain``: the dice come back as the strongest face only
    (against monsters it defeats all of any one type)."""
    for source in k.sources:
        if not st[source.slot]:
            continue
        after = _begun(st)
        gain = _spend(after, source)
        # One die quaffs any number of potions; fetching as many dice as possible is never
        # worse, and a later quaff can still fetch dice that fall after this one.
        fetched = min(after[POTION], after[GRAVE])
        if not fetched:
            continue
        after[POTION] -= fetched
        plans = ((k.faces[-1],) * fetched,) if plain else _plans(k, after, fetched)
        for faces in plans:
            yield gain, _revive(after.copy(), faces)


def _plans(k: Kit, st: list[int], count: int) -> tuple[tuple[int, ...], ...]:
    """The faces ``count`` revived dice show: all the hero's strongest face, or first the
    types the party lacks against the dragon (counting its treasure or not, which costs a
    point to use) and the strongest face for the rest."""
    return _planned(k, tuple(st[:ALLY_THIEF + 1]), count)


@cache
def _planned(k: Kit, st: tuple[int, ...], count: int) -> tuple[tuple[int, ...], ...]:
    plans = [(k.faces[-1],) * count]
    for free_only in (True, False):
        varied = _varied(k, st, count, free_only)
        if varied not in plans:
            plans.append(varied)
    return tuple(plans)


def _varied(k: Kit, st: Sequence[int], count: int, free_only: bool) -> tuple[int, ...]:
    have = [s.types for s in k.sources if s.companion and not (free_only and s.cost)
            for _ in range(min(st[s.slot], k.need))]
    picked: list[int] = []
    for _ in range(count):
        now = _distinct(tuple(have))
        gained = [f for f in k.faces if now < k.need
                  and _distinct((*have, k.face_types[f])) > now]
        if not gained:
            break
        picked.append(gained[0])
        have.append(k.face_types[gained[0]])
    return tuple(picked) + (k.faces[-1],) * (count - len(picked))


def _dragon(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    ready = [s for s in k.sources if s.companion and st[s.slot]]
    for team in combinations_with_replacement(ready, k.need):
        if any(team.count(s) > st[s.slot] for s in team) or \
                _distinct(tuple(s.types for s in team)) < k.need:
            continue
        after = list(st)
        gain = sum(_spend(after, s) for s in team)
        yield gain + DRAGON_PRIZE, _drawn(k, _lair_gone(after, None), 1)
    if st[RING]:
        yield -1.0, _lair_gone(list(st), RING)
    if st[ULT] and (k.ultimate.startswith("minstrel:") or k.ultimate == "spellsword:master"):
        yield 0.0, _spent(_lair_gone(list(st), None))
    if st[ULT] and k.fodder:  # the Paladin, with a treasure drawn in this level
        yield from _paladin(k, st)


@cache
def _distinct(options: tuple[frozenset[str], ...]) -> int:
    """D7: how many different types these companions can stand for at once (a matching of
    companions to types, grown by augmenting paths)."""
    holder: dict[str, int] = {}

    def place(i: int, seen: set[str]) -> bool:
        for kind in options[i]:
            if kind not in seen:
                seen.add(kind)
                if kind not in holder or place(holder[kind], seen):
                    holder[kind] = i
                    return True
        return False

    return sum(place(i, set()) for i in range(len(options)))


# ---- ultimates (D12) ---------------------------------------------------------------------

def _sweeps(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """The ultimates used before the first decision of a level."""
    what = k.ultimate
    hero = what.partition(":")[0]
    if st[STAGE] == FIGHTING:
        most, only = ultimates.TARGETED.get(what, (0, None))
        if most and only is None:
            for targets in _targets(st, MONSTER_SLOTS, most):
                after = list(st)
                for slot in targets:
                    after[slot] -= 1
                if hero == "enchantress":
                    after[POTION] += 1
                yield 0.0, _spent(after)
        elif hero in ("half-goblin", "occultist"):
            slot, ally = (GOBLIN, ALLY_THIEF) if hero == "half-goblin" else \
                (SKELETON, ALLY_FIGHTER)
            for n in range(1, min(st[slot], most) + 1):
                after = list(st)
                after[slot] -= n
                after[ally] += n
                yield 0.0, _spent(after)
    if what == "spellsword:master" and st[STAGE] == FIGHTING:
        after = list(st)
        for slot in (*MONSTER_SLOTS, CHEST, POTION):
            after[slot] = 0
        yield 0.0, _spent(_lair_gone(after, None))
    if what == "crusader:master":
        yield from _paladin(k, st)


def _targets(st: tuple[int, ...], slots: tuple[int, ...], most: int
             ) -> Iterator[tuple[int, ...]]:
    for n in range(1, most + 1):
        for targets in combinations_with_replacement(slots, n):
            if all(targets.count(s) <= st[s] for s in targets):
                yield targets


def _spent(st: list[int]) -> list[int]:
    st[ULT] = 0
    return st


def _paladin(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """Discard 1 treasure: every monster defeated, every chest opened, every potion quaffed
    and the lair emptied, in one go."""
    for fodder in SPENDABLE:
        if not st[fodder]:
            continue
        after = list(st)
        after[fodder] -= 1
        cost = PORTAL_POINTS if fodder == PORTAL else 1
        chests = after[CHEST]
        fetched = min(after[POTION], after[GRAVE])
        for slot in (*MONSTER_SLOTS, CHEST, POTION):
            after[slot] = 0
        _spent(_lair_gone(after, None))
        for faces in _plans(k, after, fetched) if fetched else [()]:
            yield chests - cost, _revive(after.copy(), faces)


# ---- playing a level by the model --------------------------------------------------------

IN_LEVEL = {Stage.MONSTERS: FIGHTING, Stage.LOOT: LOOTING, Stage.DRAGON: DRAGON}


def in_level(state: DDState) -> tuple[int, ...]:
    """The settled model position of a decision within a level. Any move may come first (an
    Elixir or an ultimate is legal at any decision), and no run of fights has begun."""
    allies = state.allies
    fighter, thief = PARTY_FACES.index("fighter"), PARTY_FACES.index("thief")
    return settle((*position(state), allies[fighter], allies[thief], *state.dungeon,
                   IN_LEVEL[state.stage], FRESHLY, 0))


def points(state: DDState, seat: int) -> int:
    """The seat's score as the model counts it: XP, 1 per treasure (2 for a Town Portal), and
    the treasures still to be drawn."""
    held = state.seats[seat].tokens
    return state.seats[seat].xp + sum(held) + held[TOKEN_INDEX["town-portal"]] + state.draws


def worth(state: DDState, level: int, last: int) -> float | None:
    """Expected points still to come after an event played at ``level``; None when the level
    can no longer be cleared."""
    solve = solver(kit(state))
    if state.stage == Stage.REGROUP and state.level == level:
        return solve.value(level, position(state), last)
    if state.level != level or state.stage not in IN_LEVEL:
        return 0.0  # the delve ended (level 10 cleared): its XP is in the points already
    ends = solve.ends(in_level(state))
    if not ends:
        return None
    return max(gain + solve.value(level, end, last) for end, gain in ends.items())


def best_move(state: DDState, *, levels: int = 1) -> tuple[Event, float] | None:
    """The decision within a level that the model plays (by the points it expects from the
    rest of the delve, looking ``levels`` levels ahead), or None when no line clears it."""
    ranked = ranked_moves(state, levels=levels)
    return ranked[0] if ranked else None


def ranked_moves(state: DDState, *, levels: int = 1) -> list[tuple[Event, float]]:
    """Every decision the model plays that can still clear the level, best first, with the
    points expected from the rest of the delve looking ``levels`` levels ahead. Among lines
    worth the same the cheapest companions go first: what is kept (a Champion rather than a
    Mage, the ultimate) may matter beyond the levels looked at."""
    if state.stage not in IN_LEVEL or rules.chance(state) is not None:
        return []
    last = min(LAST_LEVEL, state.level + levels - 1)
    seat, base = state.delver, points(state, state.delver)
    found: list[tuple[Event, float]] = []
    for event in _candidates(state, legal_actions(state)):
        try:
            after = rules.turn(state, event)
        except IllegalAction:
            continue
        rest = worth(after, state.level, last)
        if rest is not None:
            found.append((event, points(after, seat) - base + rest))
    # Values a rounding apart are equal: order by the value to 9 places, then by what is spent.
    return sorted(found, key=lambda m: (-round(m[1], 9), _companion_cost(m[0])))


def _companion_cost(event: Event) -> float:
    """What a move spends that may matter after the levels looked at: the companions, a
    treasure used, the hero's once-a-delve ultimate."""
    used = event.data.get("with", ())
    spent = sum(cost(s) for s in ([used] if isinstance(used, str) else used))
    if event.kind == "quaff":  # the dice brought back are gained
        spent -= sum(cost(face) for face in event.data.get("faces", ()))
    if event.kind == "ultimate":
        spent += ULTIMATE_COST
    elif event.kind == "use":
        spent += TOKEN_COST
    return spent


ULTIMATE_COST, TOKEN_COST = 2.0, 1.8  # dearer than a plain die, cheaper than a Champion


def deepest_moves(state: DDState, seconds: float) -> tuple[list[tuple[Event, float]], int]:
    """``ranked_moves`` looking as many levels ahead as ``seconds`` allows (at least this
    one), with the number of levels looked at."""
    began = time.perf_counter()
    found = ranked_moves(state)  # needed whatever the time
    if not found:
        return found, 1
    solve, deadline, levels = solver(kit(state)), began + seconds, 1
    solve.deadline = deadline
    try:
        for deeper in range(2, LAST_LEVEL - state.level + 2):
            now = time.perf_counter()
            if (now - began) * DEEPER_COSTS > deadline - now:
                break
            began = now
            found, levels = ranked_moves(state, levels=deeper) or found, deeper
    except OutOfTime:
        pass
    finally:
        solve.deadline = None
    return found, levels


def _candidates(state: DDState, actions: list[Event]) -> list[Event]:
    """The listed actions the model may play (no rerolls, no flight), with the choices the
    list leaves out where the model makes them: every Elixir face, every way to quaff the
    model considers, every set of targets for an ultimate."""
    found = [a for a in actions if a.kind not in ("reroll", "flee")
             and not (a.kind == "use" and a.data.get("token") in ("town-portal", "elixir"))]
    k, delver = kit(state), state.delver
    if state.seat.token("elixir") and state.graveyard:
        found += [Event(delver, "use", {"token": "elixir", "face": PARTY_FACES[f]})
                  for f in k.faces]
    if rules.may_loot_now(state) and rules.count(state, "potion"):
        found += _quaffs_of(state, k)
    if not state.ultimate_used and state.stage == Stage.MONSTERS:
        found += _targeted(state, k)
    if not state.ultimate_used and k.fodder:
        found += _paladins(state, k)
    return list({notation(a): a for a in found}.values())


def _quaffs_of(state: DDState, k: Kit) -> list[Event]:
    found = []
    st = list(in_level(state))
    for source in k.sources:
        if not st[source.slot] or source.name not in available(state):
            continue
        after = st.copy()
        _spend(after, source)
        fetched = min(after[POTION], after[GRAVE])
        for faces in _plans(k, after, fetched) if fetched else []:
            found.append(Event(state.delver, "quaff", {
                "with": source.name, "faces": [PARTY_FACES[f] for f in faces]}))
    return found


def _targeted(state: DDState, k: Kit) -> list[Event]:
    most, only = ultimates.TARGETED.get(k.ultimate, (0, None))
    present = [m for m in MONSTER_NAMES if rules.count(state, m) and only in (None, m)]
    found = []
    for n in range(1, most + 1):
        for targets in combinations_with_replacement(present, n):
            if all(targets.count(m) <= rules.count(state, m) for m in targets):
                found.append(Event(state.delver, "ultimate", {"targets": list(targets)}))
    return found


def _paladins(state: DDState, k: Kit) -> list[Event]:
    held = [name for name, n in zip(TOKENS, state.seat.tokens, strict=True) if n]
    fetched = min(rules.count(state, "potion"), state.graveyard)
    plans = _plans(k, list(in_level(state)), fetched) if fetched else [()]
    return [Event(state.delver, "ultimate", {"token": token,
                                             "faces": [PARTY_FACES[f] for f in faces]})
            for token in held for faces in plans]
