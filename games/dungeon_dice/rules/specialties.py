"""The expansion heroes' specialties that act on their own (D18-D20): what a roll shows,
what a fight leaves behind, when a hero refreshes. Pure changes of a state; the moves that
use them live in ``turn`` and ``hero_moves``."""

from __future__ import annotations

from games.dungeon_dice.rules.components import MONSTERS, PARTY_FACES
from games.dungeon_dice.rules.state import DDState
from tabletop.plugin import replace

# D18: what a rolled dungeon die becomes for these heroes (on the sides that say so).
TURNED = {"alchemist": {"chest": "potion"}, "leprechaun": {"potion": "chest"}}
UNDEAD = {"skeleton": "potion"}  # the Undead Viking (master side)


def as_rolled(state: DDState, values: list[str]) -> list[str]:
    """The faces dungeon dice show for the delver's hero once rolled."""
    seat = state.seat
    turned = TURNED.get(seat.hero or "", {})
    if seat.hero == "viking" and seat.master:
        turned = UNDEAD
    return [turned.get(v, v) for v in values]


def draw_some(state: DDState, number: int) -> DDState:
    """Treasures a hero draws (not a chest's): only what the bag still holds, never the XP
    a chest gives when it is empty (D6 speaks of chests and the dragon only)."""
    room = max(0, sum(state.pool) - state.draws)
    return replace(state, draws=state.draws + min(number, room))


def after_fight(state: DDState, source: str, defeated: int) -> DDState:
    """What follows one companion's fight: the Dwarf's Champion comes back rolled, Tristan
    draws and Szopin refreshes (D18, D20)."""
    hero = state.seat.hero
    if defeated < 2:
        return state
    if hero == "dwarf" and source == "champion":
        # Used alone and defeating 2 or more: re-rolled into the party, not buried.
        return replace(state, graveyard=state.graveyard - 1, roll_party=state.roll_party + 1)
    if hero == "tristan":
        return draw_some(state, 1)
    if hero == "szopin":
        return replace(state, ultimate_used=False)
    return state


def after_roll(state: DDState) -> DDState:
    """D20: Loeg Yllavyre refreshes when a level shows all three monster types."""
    if state.seat.hero == "loeg-yllavyre" and all(state.dungeon[:len(MONSTERS)]):
        return replace(state, ultimate_used=False)
    return state


def party_back(state: DDState, values: list[str]) -> DDState:
    """Marpesia's roll of the graveyard (D20): Scrolls go back to the graveyard, every other
    face joins the party."""
    scrolls = values.count("scroll")
    party = tuple(n + (values.count(f) if f != "scroll" else 0)
                  for f, n in zip(PARTY_FACES, state.party, strict=True))
    return replace(state, party=party, graveyard=state.graveyard + scrolls, scrolls_back=False)
