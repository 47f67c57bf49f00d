"""Reading a dungeon dice state: what lies on the level, and what the delver's hero and
companions can do with it (D5-D7, D12). No change of the state here."""

from __future__ import annotations

from itertools import permutations

from games.dungeon_dice.rules.companions import roles
from games.dungeon_dice.rules.components import (
    COMPANIONS,
    GOOD_AGAINST,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKEN_FACE,
    TOKENS,
)
from games.dungeon_dice.rules.heroes import SETS
from games.dungeon_dice.rules.state import DDState, Stage


def monsters(state: DDState) -> int:
    return sum(state.dungeon[: len(MONSTERS)])


def count(state: DDState, face: str) -> int:
    return state.dungeon[LEVEL_FACES.index(face)]


def may_loot_now(state: DDState) -> bool:
    """D6 after the monsters; the Half-Goblin's specialty also during them (D12)."""
    return state.stage == Stage.LOOT or (state.stage == Stage.MONSTERS
                                         and state.seat.hero == "half-goblin")


def dragon_at(state: DDState) -> int:
    """D7: the lair dice that wake the dragon; D20: Marpesia's comes at 4."""
    return 4 if state.seat.hero == "marpesia" else 3


def dragon_needs(state: DDState) -> int:
    # D7: three different companions; D12: the Dragon Slayer needs only two.
    return 2 if state.seat.hero == "knight" and state.seat.master else 3


def free_heroes(state: DDState) -> list[str]:
    """D16: the heroes of the game's sets nobody has yet; with the mirror option the first
    player's choice is everybody's, so nothing is taken."""
    offered = SETS[state.options.sets]
    if state.options.mirrored:
        return list(offered)
    taken = {s.hero for s in state.seats}
    return [h for h in offered if h not in taken]


def token_bag(state: DDState) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The tokens left and how many of each: a blind draw picks each copy equally."""
    left = [(tok, n) for tok, n in zip(TOKENS, state.pool, strict=True) if n]
    return tuple(tok for tok, _ in left), tuple(n for _, n in left)


def opens(state: DDState, source: str) -> int:
    """D6: how many chests one companion opens: a Thief or Champion every one, anyone else
    one."""
    chests = count(state, "chest")
    used_as = roles(state, source)
    if state.seat.hero == "marpesia":  # D20: her Champions open only 1 chest
        used_as -= {"champion"}
    return chests if used_as & {"thief", "champion"} else min(1, chests)


def defeats(state: DDState, source: str, target: str) -> int:
    """D5: how many monsters of ``target`` one companion defeats."""
    used_as = roles(state, source)
    if state.seat.hero == "marpesia":  # D20: her Champions defeat only 1 monster
        used_as -= {"champion"}
    if "champion" in used_as or any(GOOD_AGAINST.get(r) == target for r in used_as):
        return count(state, target)
    return 1


def extra_kill(state: DDState, source: str) -> bool:
    """D12 masters: the Commander's Fighters and the Bard's Champions defeat 1 extra monster;
    D20: Amar-Suen's Thieves, and every companion die or token of Cassandra while she is
    exhausted (not a Scroll, not an ally, not the hero)."""
    seat = state.seat
    used_as = roles(state, source)
    if seat.hero == "amar-suen":
        return "thief" in used_as
    if seat.hero == "cassandra":
        return state.ultimate_used and (source in PARTY_FACES or source in TOKEN_FACE) \
            and bool(used_as & set(COMPANIONS))
    return seat.master and ((seat.hero == "mercenary" and "fighter" in used_as)
                            or (seat.hero == "minstrel" and "champion" in used_as))


def distinct_roles(state: DDState, sources: list[str]) -> bool:
    """D7: the companions can stand for that many different types (Scroll is no type)."""
    options = [sorted(roles(state, s) & set(COMPANIONS)) for s in sources]
    return any(len(set(pick)) == len(pick)
               for order in permutations(range(len(options)))
               for pick in _picks([options[i] for i in order]))


def _picks(options: list[list[str]]) -> list[tuple[str, ...]]:
    if not options:
        return [()]
    return [(first, *rest) for first in options[0] for rest in _picks(options[1:])]
