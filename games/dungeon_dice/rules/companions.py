"""What can act as a companion, what it may be used as, and what using it costs.

A source is named in the notation by a party face (``fighter``: one party die), a token
(``vorpal-sword``), ``ally-<face>`` (a monster serving until the next regroup) or
``hero-<face>`` (the hero's own ultimate where it is "used as a Fighter or Mage").
"""

from __future__ import annotations

from games.dungeon_dice.rules.components import (
    COMPANIONS,
    LAIR_ALLY,
    PARTY_FACES,
    TOKEN_FACE,
    TOKEN_INDEX,
)
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.text.terms import named
from tabletop.events import IllegalAction
from tabletop.plugin import replace

# D12 specialties: faces that may be used as each other (both sides of the hero).
SWAPS = {"spellsword": ("fighter", "mage"), "minstrel": ("thief", "mage"),
         "occultist": ("cleric", "mage"), "crusader": ("fighter", "cleric")}
# D12 novice ultimates that use the hero as a companion.
HERO_AS = {"spellsword": ("fighter", "mage"), "crusader": ("fighter", "cleric")}


# How dear a source is to spend: plain dice first, Champions and Scrolls last, the hero's
# ultimate and companion tokens (worth a point at the end) in between.
COST = {"fighter": 1.0, "cleric": 1.0, "mage": 1.0, "thief": 1.1, "champion": 3.0,
        "scroll": 2.5}


def face_of(source: str) -> str:
    if source == LAIR_ALLY:
        return "dragon"
    if source in PARTY_FACES:
        return source
    if source in TOKEN_FACE:
        return TOKEN_FACE[source]
    prefix, _, face = source.partition("-")
    if prefix in ("ally", "hero") and face in PARTY_FACES:
        return face
    raise IllegalAction("dd_err_not_source", source=named(source))


def roles(state: DDState, source: str) -> frozenset[str]:
    """Every face ``source`` may be used as, with the delver's specialty (a lair die serving
    Loeg Yllavyre is no face: none)."""
    face = face_of(source)
    if source == LAIR_ALLY:
        return frozenset()
    found = {face}
    hero = state.seat.hero
    if hero in SWAPS and face in SWAPS[hero]:
        found.update(SWAPS[hero])
    if hero == "enchantress" and face == "scroll":
        found.update(COMPANIONS)
    if hero == "alexandra" and face == "scroll":  # D20: Scrolls count as Champions
        found.add("champion")
    return frozenset(found)


def is_companion(state: DDState, source: str) -> bool:
    return source == LAIR_ALLY or bool(roles(state, source) & set(COMPANIONS))


def may_quaff(source: str) -> bool:
    """D14: a party die, or a companion or Scroll token, may quaff; the hero card (its
    ultimate) and a monster turned ally may not. D20: a lair die serving Loeg Yllavyre
    quaffs (his card says so)."""
    return source in PARTY_FACES or source in TOKEN_FACE or source == LAIR_ALLY


def quaffs_here(state: DDState, source: str) -> bool:
    """Whether ``source`` may quaff in this game: D14 from edition 2 on; a record made before
    it replays as it was played, when any source the delver could spend quaffed (D6)."""
    return may_quaff(source) or not state.options.since_d14


def available(state: DDState) -> list[str]:
    """Every source the delver can use now, one name per kind."""
    found = [face for face, n in zip(PARTY_FACES, state.party, strict=True) if n]
    found += [t for t in TOKEN_FACE if state.seat.tokens[TOKEN_INDEX[t]]]
    found += [f"ally-{face}" for face, n in zip(PARTY_FACES, state.allies, strict=True) if n]
    if state.lair_allies:
        found.append(LAIR_ALLY)
    hero = state.seat.hero
    if hero in HERO_AS and not state.seat.master and not state.ultimate_used:
        found += [f"hero-{face}" for face in HERO_AS[hero]]
    return found


def spend(state: DDState, source: str) -> DDState:
    """Use ``source`` once: a die goes to the graveyard, a token back to the pool (D2), an ally
    back to the dungeon master, the hero's ultimate is spent."""
    if source == LAIR_ALLY:
        if not state.lair_allies:
            raise IllegalAction("dd_err_no_such_ally", face=named("dragon"))
        return replace(state, lair_allies=state.lair_allies - 1)
    face = face_of(source)
    index = PARTY_FACES.index(face)
    if source in PARTY_FACES:
        if not state.party[index]:
            raise IllegalAction("dd_err_no_such_die", face=named(face))
        party = list(state.party)
        party[index] -= 1
        return replace(state, party=tuple(party), graveyard=state.graveyard + 1)
    if source in TOKEN_FACE:
        return take_token(state, source)
    if source.startswith("ally-"):
        if not state.allies[index]:
            raise IllegalAction("dd_err_no_such_ally", face=named(face))
        allies = list(state.allies)
        allies[index] -= 1
        return replace(state, allies=tuple(allies))
    hero = state.seat.hero
    if hero not in HERO_AS or face not in HERO_AS[hero] or state.seat.master:
        raise IllegalAction("dd_err_hero_not_companion")
    if state.ultimate_used:
        raise IllegalAction("dd_err_ultimate_spent")
    return replace(state, ultimate_used=True)


def take_token(state: DDState, token: str) -> DDState:
    """The delver gives up one ``token``: it goes back to the pool (D2)."""
    index = TOKEN_INDEX[token]
    seat = state.seat
    if not seat.tokens[index]:
        raise IllegalAction("dd_err_no_token", token=named(token))
    tokens = list(seat.tokens)
    tokens[index] -= 1
    pool = list(state.pool)
    pool[index] += 1
    seats = list(state.seats)
    seats[state.delver] = replace(seat, tokens=tuple(tokens))
    return replace(state, seats=tuple(seats), pool=tuple(pool))


def cost(source: str) -> float:
    if source == LAIR_ALLY:
        return 0.4
    base = COST[face_of(source)]
    if source.startswith("hero-"):
        return base + 1.5
    if source.startswith("ally-"):
        return base - 0.5
    if "-" in source or source in ("talisman",):
        return base + 0.8  # a token is also a point at the end
    return base
