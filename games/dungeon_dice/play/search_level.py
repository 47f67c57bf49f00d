"""A level by the odds model's rules: the decisions of a position (points gained, position
after), and the phases it moves through when nothing is left to decide. What the model plays
and what it leaves out by dominance is told in ``search``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cache
from itertools import combinations_with_replacement

from games.dungeon_dice.play.search_kit import (
    ALLY_FIGHTER,
    ALLY_THIEF,
    BAIT,
    CHEST,
    CLEARED,
    DRAGON,
    DRAGON_PRIZE,
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
    MONSTER_SLOTS,
    OOZE,
    PORTAL,
    PORTAL_POINTS,
    POTION,
    REGROUP,
    RING,
    SKELETON,
    SPARE,
    SPENDABLE,
    STAGE,
    STARTED,
    SWEEPING,
    ULT,
    Kit,
    Source,
)
from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.components import PARTY_FACES


def most(k: Kit, st: tuple[int, ...]) -> float:
    """The most points what is left of a level can give: a point per chest, and the dragon's
    prize when the lair holds three (or the monsters sent there can make it: Dragon Bait, the
    Knight), and Amar-Suen's treasure for each monster of the type his ultimate sweeps.
    Nothing else gains points."""
    lair = st[LAIR]
    if lair < 3 and (st[BAIT] or (st[ULT] and k.knight)):
        lair += st[GOBLIN] + st[SKELETON] + st[OOZE]
    swept = max(st[GOBLIN], st[SKELETON], st[OOZE]) if st[ULT] and k.ultimate == AMAR_SUEN \
        else 0
    return float(st[CHEST] + swept + (DRAGON_PRIZE if lair >= 3 else 0))


AMAR_SUEN = "amar-suen:novice"  # a legendary hero has one side (D16), read as the novice


def settle(st: tuple[int, ...]) -> tuple[int, ...]:
    """Move on through the phases as the rules do when nothing is left to decide."""
    stage = st[STAGE]
    if stage == FIGHTING and not (st[GOBLIN] or st[SKELETON] or st[OOZE]):
        stage = LOOTING
    if stage == LOOTING and not (st[CHEST] or st[POTION]):
        stage = DRAGON
    if stage == DRAGON and st[LAIR] < 3:
        return (*st[:REGROUP], *CLEARED_TAIL)
    # The order of fights only matters within the monsters phase.
    return st if stage == st[STAGE] else (*st[:STAGE], stage, st[FRESH], 0)


CLEARED_TAIL = (0,) * (STAGE - REGROUP) + (CLEARED, STARTED, 0)


# ---- a level: the moves of the rules model -----------------------------------------------

def level_moves(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
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


def fight_moves(k: Kit, st: tuple[int, ...], quaff: bool
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


def hopeless(k: Kit, st: tuple[int, ...]) -> bool:
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
        yield -1.0, to_lair(begun(st), BAIT)
    if st[ULT] and k.knight:
        yield 0.0, spent(to_lair(begun(st), None))


def begun(st: tuple[int, ...]) -> list[int]:
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
            if k.extras else revival_plans(k, after, count)
        for shown in faces:
            yield -float(count), revive(after.copy(), shown)


def spend(st: list[int], source: Source) -> float:
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
            gain = spend(after, source)
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


def to_lair(st: list[int], token: int | None) -> list[int]:
    """Dragon Bait and the Knight: every monster becomes a dragon face in the lair."""
    st[LAIR] += st[GOBLIN] + st[SKELETON] + st[OOZE]
    st[GOBLIN] = st[SKELETON] = st[OOZE] = 0
    if token is not None:
        st[token] -= 1
    return st


def lair_gone(st: list[int], token: int | None) -> list[int]:
    st[LAIR] = 0
    if token is not None:
        st[token] -= 1
    return st


def revive(st: list[int], faces: tuple[int, ...]) -> list[int]:
    for face in faces:
        st[face] += 1
    st[GRAVE] -= len(faces)
    return st


def _loot(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    if st[CHEST]:
        for source in k.sources:
            if source.companion and st[source.slot]:
                after = list(st)
                gain = spend(after, source)
                opened = after[CHEST] if source.opens_all else 1
                after[CHEST] -= opened
                yield gain + opened, _drawn(k, after, opened)
    if st[POTION]:
        yield from _quaffs(k, st)
    done = begun(st)
    done[CHEST] = done[POTION] = 0
    done[STAGE] = DRAGON
    yield 0.0, done


def _drawn(k: Kit, st: list[int], count: int) -> list[int]:
    # A treasure drawn is kept for its point, except as the Paladin's discard while the
    # ultimate is ready (any token will do).
    if (k.fodder or k.pays) and st[ULT]:
        st[SPARE] += count
    return st


def _quaffs(k: Kit, st: tuple[int, ...], plain: bool = False
            ) -> Iterator[tuple[float, list[int]]]:
    """Quaffing with each source; ``plain``: the dice come back as the strongest face only
    (against monsters it defeats all of any one type)."""
    for source in k.sources:
        if not st[source.slot] or not source.quaffs:
            continue
        after = begun(st)
        gain = spend(after, source)
        # One die quaffs any number of potions; fetching as many dice as possible is never
        # worse, and a later quaff can still fetch dice that fall after this one.
        fetched = min(after[POTION], after[GRAVE])
        if not fetched:
            continue
        after[POTION] -= fetched
        plans = ((k.faces[-1],) * fetched,) if plain else revival_plans(k, after, fetched)
        for faces in plans:
            yield gain, revive(after.copy(), faces)


def revival_plans(k: Kit, st: list[int], count: int) -> tuple[tuple[int, ...], ...]:
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
        now = distinct(tuple(have))
        gained = [f for f in k.faces if now < k.need
                  and distinct((*have, k.face_types[f])) > now]
        if not gained:
            break
        picked.append(gained[0])
        have.append(k.face_types[gained[0]])
    return tuple(picked) + (k.faces[-1],) * (count - len(picked))


def _dragon(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    ready = [s for s in k.sources if s.companion and st[s.slot]]
    for team in combinations_with_replacement(ready, k.need):
        if any(team.count(s) > st[s.slot] for s in team) or \
                distinct(tuple(s.types for s in team)) < k.need:
            continue
        after = list(st)
        gain = sum(spend(after, s) for s in team)
        yield gain + DRAGON_PRIZE, _drawn(k, lair_gone(after, None), 1)
    if st[RING]:
        yield -1.0, lair_gone(list(st), RING)
    if st[ULT] and (k.ultimate.startswith(("minstrel:", "viking:"))
                    or k.ultimate == "spellsword:master"):
        yield 0.0, spent(lair_gone(list(st), None))
    if st[ULT] and k.fodder:  # the Paladin, with a treasure drawn in this level
        yield from _paladin(k, st)
    if st[ULT] and k.pays:
        yield from _paid(k, st)


def _paid(k: Kit, st: tuple[int, ...]) -> Iterator[tuple[float, list[int]]]:
    """D19: the Time Traveler's ultimate defeats the dragon (1 XP and 1 treasure) for a
    treasure, the Time Lady's for a treasure or a Scroll die."""
    for fodder in SPENDABLE:
        if st[fodder]:
            after = list(st)
            after[fodder] -= 1
            cost = PORTAL_POINTS if fodder == PORTAL else 1
            yield DRAGON_PRIZE - cost, _drawn(k, spent(lair_gone(after, None)), 1)
    scroll = PARTY_FACES.index("scroll")
    if k.ultimate == "time-traveler:master" and st[scroll]:
        after = list(st)
        after[scroll] -= 1
        after[GRAVE] += 1
        yield DRAGON_PRIZE, spent(lair_gone(after, None))


@cache
def distinct(options: tuple[frozenset[str], ...]) -> int:
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
                yield 0.0, spent(after)
        elif hero in ("half-goblin", "occultist"):
            slot, ally = (GOBLIN, ALLY_THIEF) if hero == "half-goblin" else \
                (SKELETON, ALLY_FIGHTER)
            for n in range(1, min(st[slot], most) + 1):
                after = list(st)
                after[slot] -= n
                after[ally] += n
                yield 0.0, spent(after)
    if what == AMAR_SUEN and st[STAGE] == FIGHTING:  # D20: a type gone, a treasure each
        for slot in MONSTER_SLOTS:
            if st[slot]:
                after = list(st)
                after[slot] = 0
                yield float(st[slot]), spent(after)
    if what == "spellsword:master" and st[STAGE] == FIGHTING:
        after = list(st)
        for slot in (*MONSTER_SLOTS, CHEST, POTION):
            after[slot] = 0
        yield 0.0, spent(lair_gone(after, None))
    if what == "crusader:master":
        yield from _paladin(k, st)


def _targets(st: tuple[int, ...], slots: tuple[int, ...], most: int
             ) -> Iterator[tuple[int, ...]]:
    for n in range(1, most + 1):
        for targets in combinations_with_replacement(slots, n):
            if all(targets.count(s) <= st[s] for s in targets):
                yield targets


def spent(st: list[int]) -> list[int]:
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
        spent(lair_gone(after, None))
        for faces in revival_plans(k, after, fetched) if fetched else [()]:
            yield chests - cost, revive(after.copy(), faces)
