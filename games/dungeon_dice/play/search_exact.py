"""The odds programme: every roll of the dungeon dice with its chance, and the optimal
stopping over regroup positions with the searches within a level, memoised per hero (see
``search`` for what it computes and how it prunes)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import cache
from itertools import combinations_with_replacement
from math import factorial

from games.dungeon_dice.play.search_kit import (
    BAIT,
    CHEST,
    CLEARED,
    ELIXIR,
    ELIXIR_LATER,
    FIGHTING,
    FLOOR,
    FRESH,
    FRESHLY,
    GOBLIN,
    GRAVE,
    LAIR,
    LOOTING,
    OOZE,
    PORTAL,
    PORTAL_POINTS,
    POTION,
    REGROUP,
    SKELETON,
    STAGE,
    STARTED,
    SWEEPING,
    ULT,
    Kit,
)
from games.dungeon_dice.play.search_level import fight_moves, hopeless, level_moves, most, settle
from games.dungeon_dice.rules.components import DICE, DUNGEON_FACES, LAST_LEVEL
from tabletop.plugin import Stop


class OutOfTime(Exception):
    """The work (positions searched) or the time given ran out (the memo keeps what was
    finished)."""


NEVER = 1 << 62
CLOCK_EVERY = 256  # positions searched between looks at the clock and the stop, if any


class Budget:
    """The work one search may do: positions searched (what makes an answer the same on every
    machine), with the clock only as a cap (``deadline``, a ``perf_counter`` time) and a
    ``stop`` that a face sets to have the best found so far (Ctrl-C, a second tap). One for
    each search, handed down to every solver it asks (a move can turn the hero to its master
    side, whose solver then spends the same budget); none is shared between two searches."""

    def __init__(self, work: int | None = None, deadline: float | None = None,
                 stop: Stop | None = None) -> None:
        self.work = 0  # positions searched so far
        self.stop_at = NEVER if work is None else max(0, work)
        self.deadline = deadline
        self.stop = stop
        # The first position searched checks: a budget of nothing, or a stop set before the
        # search began, ends it there.
        self.check_at = 0 if self.bounded else NEVER

    @property
    def bounded(self) -> bool:
        """Whether the search may be cut short (``OutOfTime``): without, it runs to the end."""
        return self.stop_at < NEVER or self.deadline is not None or self.stop is not None

    def tick(self) -> None:
        self.work += 1
        if self.work > self.check_at:
            self._check()

    def _check(self) -> None:
        if self.work > self.stop_at or (
                self.deadline is not None and time.perf_counter() > self.deadline) or (
                self.stop is not None and self.stop.is_set()):
            raise OutOfTime
        # The clock and the stop are looked at as often as each other: every CLOCK_EVERY.
        self.check_at = self.stop_at if self.deadline is None and self.stop is None else \
            min(self.stop_at, self.work + CLOCK_EVERY)


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


@cache
def scrambled(dice: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """``rolls`` in a fixed order that follows no face (a hash of the roll's index), so that
    the rolls searched before time runs out are a fair sample of them all."""
    found = rolls(dice)
    order = sorted(range(len(found)), key=lambda i: (i * 2654435761) % 4294967291)
    return tuple(found[i] for i in order)


def dice_for(level: int, pos: tuple[int, ...]) -> int:
    # D4: as many dungeon dice as the level, no more than are not in the lair.
    return min(level, DICE - pos[LAIR])


def start(pos: tuple[int, ...], roll: tuple[int, ...],
          turned: tuple[tuple[int, int], ...] = ()) -> tuple[int, ...]:
    """The position just after ``roll`` (counts per DUNGEON_FACES): dragons go to the lair;
    ``turned``: faces the hero sees as others (``Kit.turned``)."""
    if turned:
        shown = list(roll)
        for face, other in turned:
            shown[other] += shown[face]
            shown[face] = 0
        roll = tuple(shown)
    level = list(pos)
    level[LAIR] += roll[-1]
    return settle((*level, 0, 0, *roll[:-1], FIGHTING, FRESHLY, 0))


# ---- the programme -----------------------------------------------------------------------

# Entries (positions, and the ends listed for them) the memo of the searches within a level
# of all heroes may hold before they are dropped: a bound on memory (about 600 bytes an entry
# with its share of the dicts; 800,000 held about 380 MB a simulate worker, 150,000 hold
# about 120 MB and play as fast: the odds bot's searches are short and come back within a
# delve). The values at regroups are dropped too past REGROUP_LIMIT. Results never go stale.
CACHE_LIMIT = 150_000
REGROUP_LIMIT = 100_000
_stored = [0]


def forget() -> None:
    for found in _memos.values():
        found.clear()
    _stored[0] = 0


def trim() -> None:
    """Drop the searches within a level when the memo is past its bound, and the values at
    regroups when they are past theirs."""
    if _stored[0] > CACHE_LIMIT:
        _forget_levels()
    if sum(len(m.values) + len(m.gathered) + len(m.grouped) for m in _memos.values()) \
            > REGROUP_LIMIT:
        forget()


def _forget_levels() -> None:
    """Drop the searches within a level (the bulk of the memo, and what ``_stored`` counts)
    but keep the values of regroup positions: dropping those too made a deep look redo
    finished levels again and again once the bound was reached."""
    for found in _memos.values():
        found.clear_levels()
    _stored[0] = 0


class Memo:
    """What the programme found for one hero on one side, kept across searches (results never
    go stale, and the same positions come back in every delve); each search reads and adds to
    it through a ``Solver`` of its own."""

    def __init__(self) -> None:
        self.values: dict[tuple[int, int, tuple[int, ...]], float] = {}
        self.ending: dict[tuple[int, ...], dict[tuple[int, ...], float]] = {}
        self.fighting: dict[tuple[int, ...], dict[tuple[int, ...], float]] = {}
        self.gaining: dict[tuple[int, ...], float | None] = {}
        self.fight_gaining: dict[tuple[int, ...], tuple[float | None, bool]] = {}
        self.ceilings: dict[tuple[int, int, bool, int], float] = {}
        self.gathered: dict[tuple[int, tuple[int, ...]], LastLevel] = {}
        self.grouped: dict[tuple[int, tuple[int, ...]], Groups] = {}

    def clear(self) -> None:
        for memo in (self.values, self.grouped, self.gathered, self.ceilings):
            memo.clear()
        self.clear_levels()

    def clear_levels(self) -> None:
        for memo in (self.ending, self.fighting, self.gaining, self.fight_gaining):
            memo.clear()


class Solver:
    """The programme for one hero on one side within one search: the hero's memo (shared by
    every search) and the search's own ``Budget``, which each position searched spends."""

    def __init__(self, k: Kit, memo: Memo, budget: Budget) -> None:
        self.kit = k
        self.budget = budget
        self.values = memo.values
        self.ending = memo.ending
        self.fighting = memo.fighting
        self.gaining = memo.gaining
        self.fight_gaining = memo.fight_gaining
        self.ceilings = memo.ceilings
        self.gathered = memo.gathered
        self.grouped = memo.grouped
        # The rolls of the level ``last_level`` is summing (chance, chance to flee, points of
        # each other roll), so that a search out of time can still estimate from them.
        self.progress: Progress = (0.0, 0.0, {})

    def bounded(self) -> None:
        trim()

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
                self.budget.tick()
                ends = self.ends(start(pos, roll, self.kit.turned))
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
            fail, covered = 0.0, 0.0
            merged: dict[float, float] = {}
            self.progress = (covered, fail, merged)
            for roll, p in scrambled(dice):
                self.budget.tick()
                gain = self.gain(start(pos, roll, self.kit.turned))
                if gain is None:
                    fail += p
                else:
                    merged[gain] = merged.get(gain, 0.0) + p
                covered += p
                self.progress = (covered, fail, merged)
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
        """The expected ``most`` of level ``level`` from the regroup ``pos`` (every chest and
        the dragon): no line of that level gains more, so the value of seeking it when it is
        the last is at most ``level`` plus this."""
        dice = dice_for(level, pos)
        lair, lure = pos[LAIR], bool(pos[BAIT] or (pos[ULT] and self.kit.knight))
        key = (dice, lair, lure, pos[ULT])  # Amar-Suen's ultimate gains points (``most``)
        found = self.ceilings.get(key)
        if found is None:
            found = sum(p * most(self.kit, start(pos, roll, self.kit.turned))
                        for roll, p in rolls(dice))
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
        self.budget.tick()
        found: float | None = None
        top = most(self.kit, st)
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
            self.budget.tick()
            if hopeless(self.kit, st):
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
        top = most(self.kit, st)
        for gain, after in fight_moves(self.kit, st, quaff):
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
            self.budget.tick()
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
        if found is None and hopeless(self.kit, st):
            found = {}
        if found is None:
            self.budget.tick()
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
        for gain, after in fight_moves(self.kit, st, quaff):
            for post, more in self.fought(tuple(after)).items():
                worth = gain + more
                if worth > found.get(post, -1e9):
                    found[post] = worth
        return found

    def moves(self, st: tuple[int, ...]) -> Sequence[tuple[float, tuple[int, ...]]]:
        """Every decision in ``st`` as (points gained, settled position after it)."""
        return tuple(dict.fromkeys((g, settle(tuple(a))) for g, a in level_moves(self.kit, st)))


Groups = tuple[float, tuple[tuple[float, tuple[tuple[float, tuple[int, ...]], ...]], ...]]
LastLevel = tuple[float, tuple[tuple[float, float], ...]]
Progress = tuple[float, float, dict[float, float]]  # chance searched, of fleeing, per gain


_memos: dict[int, Memo] = {}


def solver(k: Kit, budget: Budget | None = None) -> Solver:
    """The programme for ``k`` within a search spending ``budget`` (None: no bound), on the
    hero's memo kept across searches."""
    memo = _memos.get(id(k))
    if memo is None:
        memo = _memos[id(k)] = Memo()
    return Solver(k, memo, Budget() if budget is None else budget)


def fled(level: int, st: tuple[int, ...]) -> float:
    # D9: fleeing scores nothing; a Town Portal banks the level but is worth 2 points itself.
    return max(0.0, float(level - PORTAL_POINTS)) if st[PORTAL] else 0.0


def stored() -> int:
    """Entries the memo of the searches within a level holds now (bounded by CACHE_LIMIT)."""
    return _stored[0]
