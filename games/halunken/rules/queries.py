"""Reading a Halunken und Spelunken state: who is to act, which spaces are free, which cards
cancel, which numbers a rum may become. Nothing here changes a state."""

from __future__ import annotations

from collections import Counter

from games.halunken.rules.components import DIVES, MOVES, RUM, rank, value
from games.halunken.rules.state import HState
from tabletop.events import IllegalAction

# Steps that wait for something from outside; every other step runs by itself.
CHANCE_STEPS = frozenset({"take_down", "flip", "bj_turn"})
CHOICE_STEPS = frozenset({"steal", "give", "harbour", "rob_choice", "declare", "declare_bj"})


def placing_seat(state: HState) -> int | None:
    return next((i for i, s in enumerate(state.captains) if s is None), None)


def free(state: HState, space: int, ignore: int | None = None) -> bool:
    """H5: a free space has no captain and no Black Jack."""
    if state.bj == space:
        return False
    return all(s != space for i, s in enumerate(state.captains) if i != ignore)


def next_free(state: HState, space: int, ignore: int | None = None) -> int:
    for step in range(1, DIVES + 1):
        candidate = (space + step) % DIVES
        if free(state, candidate, ignore):
            return candidate
    raise IllegalAction("hs_err_no_free_space")


def lowest_and_highest(state: HState) -> tuple[int, int]:
    """H2: who holds the lowest and the highest initial card (ties by colour rank)."""
    seats = range(state.seats)
    initial = [state.initial[i] or "r0" for i in seats]
    low = min(seats, key=lambda i: rank(initial[i]))
    high = max(seats, key=lambda i: rank(initial[i]))
    return low, high


def choosing_seat(state: HState) -> int | None:
    return next((i for i, c in enumerate(state.chosen) if c is None), None)


def needs_bj_card(state: HState) -> bool:
    """H12: with two players, whoever hired Black Jack also picks his card."""
    return state.two_player and state.controller is not None and state.bj_card is None


def moves_left(state: HState, seat: int) -> list[str]:
    return [m for m in MOVES if m not in state.used[seat]]


def beats(card: str, standing: str | None, *, equal_ok: bool) -> bool:
    """H7: a higher value, or the same value in a higher colour (H12: an equal value too)."""
    if standing is None:
        return True
    if equal_ok:
        return value(card) >= value(standing)
    return rank(card) > rank(standing)


def jack_in_reveal(state: HState) -> bool:
    """With two players Black Jack's card takes part in the reveal: the card his hirer picks
    (H12) and, when nobody hired him, his top card turned once both captains chose (H14)."""
    return state.two_player and (state.controller is not None or
                                 state.options.since_h13_h14)


def turns_jack_first(state: HState) -> bool:
    """H14: two players, nobody hired: his top card is turned before the captains' reveal."""
    return state.two_player and state.controller is None and state.options.since_h13_h14


def cards_played(state: HState) -> dict[str, str]:
    played = {str(i): c for i, c in enumerate(state.chosen) if c is not None}
    if state.bj_card is not None and jack_in_reveal(state):
        played["jack"] = state.bj_card  # H12, H14: his card meets the captains' cards
    return played


def cancelled_cards(state: HState) -> set[str]:
    """H3: equal cards (equal numbers, or two rums) cancel each other."""
    counts = Counter(cards_played(state).values())
    return {card for card, n in counts.items() if n > 1}


def taken_numbers(state: HState, seat: int | None) -> set[int]:
    """Numbers another player (or, with two players, Black Jack) played this round."""
    numbers = {int(c) for i, c in enumerate(state.chosen) if i != seat and c not in (None, RUM)}
    if seat is not None and state.bj_card not in (None, RUM) and jack_in_reveal(state):
        numbers.add(int(str(state.bj_card)))
    return numbers
