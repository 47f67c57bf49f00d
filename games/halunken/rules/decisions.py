"""The moves table: what each decision does (H2, H3, H5, H7, H9, H10, H12), one pure function of
the state and the event per kind; ``rules.turn`` checks first that the decision is awaited."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.halunken.rules.changes import give_card, push, take_from, tell
from games.halunken.rules.components import DIVES, RUM, Shown, sort_cards
from games.halunken.rules.queries import (
    beats,
    choosing_seat,
    free,
    moves_left,
    needs_bj_card,
    placing_seat,
    taken_numbers,
    turns_jack_first,
)
from games.halunken.rules.rounds import reveal_round, start_round
from games.halunken.rules.state import HState, Phase, Step
from tabletop.events import Event, IllegalAction
from tabletop.plugin import Move, replace


def _card(data: dict[str, Any]) -> str:
    card = data.get("card")
    if not isinstance(card, str):
        raise IllegalAction("hs_err_malformed")
    return card


def _space(data: dict[str, Any]) -> int:
    space = data.get("space")
    if isinstance(space, bool) or not isinstance(space, int) or not 0 <= space < DIVES:
        raise IllegalAction("hs_err_no_such_space", space=str(space))
    return space


def place(state: HState, event: Event) -> HState:
    """H2: in seating order each captain goes on a free space and takes that dive's top card."""
    seat, data = int(event.actor), event.data
    if state.phase != Phase.PLACE:
        raise IllegalAction("hs_err_not_now")
    space = _space(data)
    if not free(state, space):
        raise IllegalAction("hs_err_space_taken", space=space + 1)
    captains = list(state.captains)
    captains[seat] = space
    state = tell(replace(state, captains=tuple(captains)), "placed", seat, space)
    steps: list[Step] = [("take_down", seat, space)]
    if placing_seat(state) is None:
        steps += [("flip", dive) for dive in range(DIVES)]
        steps.append(("setup_done",))
    return replace(state, queue=tuple(steps))


def place_black_jack(state: HState, event: Event) -> HState:
    seat, data = int(event.actor), event.data
    if state.phase != Phase.BLACK_JACK:
        raise IllegalAction("hs_err_not_now")
    space = _space(data)
    if not free(state, space):
        raise IllegalAction("hs_err_space_taken", space=space + 1)
    return start_round(tell(replace(state, bj=space), "jack_placed", seat, space))


def bid(state: HState, event: Event) -> HState:
    seat, data = int(event.actor), event.data
    if state.phase != Phase.BID:
        raise IllegalAction("hs_err_not_now")
    card = _card(data)
    if card not in state.hands[seat]:
        raise IllegalAction("hs_err_card_not_held", player=state.players[seat],
                            card=Shown(card))
    standing = state.bid[1] if state.bid else None
    if not beats(card, standing, equal_ok=state.two_player):
        raise IllegalAction("hs_err_bid_too_low", card=Shown(card),
                            standing=Shown(str(standing)))
    return _next_bidder(tell(replace(state, bid=(seat, card)), "bid", seat, card), seat,
                        passed=False)


def pass_bid(state: HState, event: Event) -> HState:
    seat = int(event.actor)
    if state.phase != Phase.BID:
        raise IllegalAction("hs_err_not_now")
    return _next_bidder(tell(state, "passed", seat), seat, passed=True)


def _next_bidder(state: HState, seat: int, *, passed: bool) -> HState:
    if state.two_player:
        # H12: bidding goes on in turn until someone passes.
        if passed:
            return _close_bidding(state)
        return replace(state, bid_turn=1 - seat)
    made = list(state.bids_made)
    made[seat] = True
    state = replace(state, bids_made=tuple(made))
    if all(made):
        return _close_bidding(state)
    return replace(state, bid_turn=(seat + 1) % state.seats)


def _close_bidding(state: HState) -> HState:
    """H7: the highest bidder pays the card into the harbour and controls Black Jack."""
    if state.bid is None:
        return tell(replace(state, phase=Phase.CHOOSE), "nobody_hired")
    seat, card = state.bid
    state = take_from(state, seat, card)
    return tell(replace(state, harbour=sort_cards((*state.harbour, card)), controller=seat,
                        phase=Phase.CHOOSE), "hired", seat, card)


def choose_move(state: HState, event: Event) -> HState:
    """H3: a secret movement card, each used once."""
    seat, data = int(event.actor), event.data
    if state.phase != Phase.CHOOSE:
        raise IllegalAction("hs_err_not_now")
    card = data.get("card")
    if card not in moves_left(state, seat):
        raise IllegalAction("hs_err_move_used", card=str(card))
    chosen = list(state.chosen)
    chosen[seat] = str(card)
    state = tell(replace(state, chosen=tuple(chosen)), "chose", seat)
    if choosing_seat(state) is None and not needs_bj_card(state):
        if turns_jack_first(state):
            return replace(state, queue=(("bj_turn",),))  # H14: his card, then the reveal
        return reveal_round(state)
    return state


def choose_bj_card(state: HState, event: Event) -> HState:
    """H12: the two-player hirer picks Black Jack's card from his pile."""
    seat, data = int(event.actor), event.data
    if not needs_bj_card(state):
        raise IllegalAction("hs_err_not_now")
    card = data.get("card")
    if card not in state.bj_deck:
        raise IllegalAction("hs_err_move_used", card=str(card))
    state = replace(state, bj_card=str(card), bj_deck=tuple(m for m in state.bj_deck
                                                            if m != card))
    state = tell(state, "chose_jack", seat)
    if choosing_seat(state) is None:
        return reveal_round(state)
    return state


def declare(state: HState, event: Event) -> HState:
    """H3: a rum card becomes a number 1-7 that no other player played this round."""
    seat, data = int(event.actor), event.data
    head, rest = state.queue[0], state.queue[1:]
    number = data.get("value")
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 7:
        raise IllegalAction("hs_err_rum_range")
    for_jack = head[0] == "declare_bj"
    if for_jack:
        taken = {int(c) for c in state.chosen if c not in (None, RUM)}
    else:
        taken = taken_numbers(state, seat)
    if number in taken:
        raise IllegalAction("hs_err_rum_taken", value=number)
    state = tell(replace(state, queue=rest), "declared_jack" if for_jack else "declared", seat,
                 number)
    if for_jack:
        if ("order",) in state.queue:  # H12, H14: declared in the reveal, before anyone moves
            return replace(state, bj_card=str(number))
        return push(state, ("bj_go", number))  # a record before H14: turned after the moves
    moves = list(state.moves)
    moves[seat] = number
    return replace(state, moves=tuple(moves))


def take(state: HState, event: Event) -> HState:
    """Take a chosen card: stolen from a captain (H5, H8) or from the harbour (H10)."""
    seat, data = int(event.actor), event.data
    head, rest = state.queue[0], state.queue[1:]
    card = _card(data)
    state = replace(state, queue=rest)
    if head[0] == "steal":
        victim = int(head[2])
        state = give_card(take_from(state, victim, card), seat, card)
        return tell(state, "took", seat, card, victim)
    if head[0] == "harbour":
        if card not in state.harbour:
            raise IllegalAction("hs_err_not_in_harbour", card=Shown(card))
        harbour = list(state.harbour)
        harbour.remove(card)
        state = give_card(replace(state, harbour=tuple(harbour)), seat, card)
        return tell(state, "took", seat, card, "harbour")
    raise IllegalAction("hs_err_not_now")


def give(state: HState, event: Event) -> HState:
    """H9: a captain robbed by an unhired Black Jack chooses the card he takes."""
    seat, data = int(event.actor), event.data
    if state.queue[0][0] != "give":
        raise IllegalAction("hs_err_not_now")
    card = _card(data)
    state = take_from(replace(state, queue=state.queue[1:]), seat, card)
    return tell(replace(state, harbour=sort_cards((*state.harbour, card))), "gave", seat, card)


def rob(state: HState, event: Event) -> HState:
    """H12: landing on Black Jack, rob his harbour or the player who hired him."""
    seat, data = int(event.actor), event.data
    if state.queue[0][0] != "rob_choice":
        raise IllegalAction("hs_err_not_now")
    state = replace(state, queue=state.queue[1:])
    target = data.get("from")
    if target == "harbour":
        return push(tell(state, "robs", seat, "harbour"), ("try_harbour", seat))
    if target == "captain" and state.controller is not None:
        return push(tell(state, "robs", seat, "captain", state.controller),
                    ("try_steal", seat, state.controller))
    raise IllegalAction("hs_err_malformed")


DECISIONS: Mapping[str, Move[HState]] = {
    "place": place, "jack": place_black_jack, "bid": bid, "pass": pass_bid,
    "move": choose_move, "jack_card": choose_bj_card, "rum": declare, "take": take,
    "give": give, "rob": rob,
}
