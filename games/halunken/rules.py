"""Halunken und Spelunken's rules (H1-H12) as pure functions; no I/O, no randomness.

A round is resolved as a queue of steps: automatic ones (a captain moves, takes, pushes) run at
once; the others wait for a card to be turned (chance) or for a player's choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from games.halunken.components import (
    BJ_MOVES,
    CARDS_PER_DIVE,
    DECK_SET,
    DIVES,
    MOVES,
    ROUNDS,
    RUM,
    move_value,
    rank,
    sort_cards,
    value,
)
from games.halunken.options import HalunkenOptions
from games.halunken.state import HState, Step
from tabletop.events import Event, IllegalAction
from tabletop.plugin import Awaiting, Chance, Decision, Over

# Steps that wait for something from outside; every other step runs by itself.
CHANCE_STEPS = {"take_down", "flip", "bj_turn"}
CHOICE_STEPS = {"steal", "give", "harbour", "rob_choice", "declare", "declare_bj"}


def setup(options: HalunkenOptions, players: list[str],
          earlier: tuple[tuple[int, ...], ...] | None = None) -> HState:
    seats = len(players)
    two = seats == 2
    bj_deck = MOVES if two else BJ_MOVES
    return HState(
        options=options, players=tuple(players), phase="place", round=0, unseen=DECK_SET,
        down=(CARDS_PER_DIVE,) * DIVES, up=(None,) * DIVES, captains=(None,) * seats,
        hands=((),) * seats, used=((),) * seats, chosen=(None,) * seats, moves=(None,) * seats,
        initial=(None,) * seats, bj=None, bj_deck=bj_deck if (two or options.variant ==
                                                               "standard") else (),
        bj_card=None, harbour=(), controller=None, starter=0, bid=None, bid_turn=0,
        bids_made=(False,) * seats, queue=(), earlier=earlier or ((),) * seats)


# ---- reading the state -------------------------------------------------------------------

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


# ---- awaiting ----------------------------------------------------------------------------

def awaiting(state: HState) -> Awaiting:
    if state.phase == "over":
        return Over()
    if state.queue:
        head = state.queue[0]
        kind = head[0]
        if kind in CHANCE_STEPS:
            return _chance(state, head)
        from games.halunken.actions import step_actions

        seat = int(head[1])
        return Decision(player=seat, actions=tuple(step_actions(state, head)))
    from games.halunken.actions import phase_decision

    return phase_decision(state)


def _chance(state: HState, head: Step) -> Chance:
    if head[0] == "bj_turn":
        return Chance("jack", "hs_chance_jack", tuple(sorted(state.bj_deck, key=move_value)))
    dive = int(head[-1])
    if head[0] == "take_down":
        return Chance("card", "hs_chance_take", tuple(sorted(state.unseen)),
                      params={"player": state.players[int(head[1])], "dive": dive + 1})
    return Chance("card", "hs_chance_flip", tuple(sorted(state.unseen)),
                  params={"dive": dive + 1})


# ---- applying an event -------------------------------------------------------------------

def turn(state: HState, event: Event) -> HState:
    if state.phase == "over":
        raise IllegalAction("hs_err_game_over")
    expected = awaiting(state)
    state = replace(state, told=())
    if event.is_chance:
        if not isinstance(expected, Chance) or event.kind != expected.kind:
            raise IllegalAction("hs_err_no_reveal_now")
        values = event.data.get("values")
        if not isinstance(values, list) or len(values) != 1 or values[0] not in \
                expected.outcomes:
            value = values[0] if isinstance(values, list) and values else "?"
            raise IllegalAction("hs_err_cannot_be_revealed", card=str(value))
        return settle(_reveal(state, str(values[0])))
    if isinstance(expected, Chance):
        raise IllegalAction("hs_err_reveal_first")
    assert isinstance(expected, Decision)
    if event.actor != expected.player:
        raise IllegalAction("hs_err_not_your_turn", player=state.players[expected.player])
    handler = HANDLERS.get(event.kind)
    if handler is None:
        raise IllegalAction("err_unknown_action", kind=event.kind)
    offered = {action.kind for action in expected.actions}
    if event.kind not in offered and not (event.kind == "bid" and "pass" in offered):
        raise IllegalAction("hs_err_not_now")  # e.g. a rum declared while a card is owed
    return settle(handler(state, int(event.actor), event.data))


def _reveal(state: HState, value: str) -> HState:
    head, rest = state.queue[0], state.queue[1:]
    state = replace(state, queue=rest)
    if head[0] == "bj_turn":
        state = replace(state, bj_card=value, bj_deck=tuple(m for m in state.bj_deck
                                                            if m != value))
        return push(tell(state, "jack_card", value), ("bj_start",))
    dive = int(head[-1])
    down = list(state.down)
    down[dive] -= 1
    state = replace(state, unseen=state.unseen - {value}, down=tuple(down))
    if head[0] == "take_down":
        seat = int(head[1])
        state = give_card(tell(state, "drew", seat, value, dive), seat, value)
        if state.initial[seat] is None:
            initial = list(state.initial)
            initial[seat] = value
            state = replace(state, initial=tuple(initial))
        return state
    up = list(state.up)
    up[dive] = value
    return tell(replace(state, up=tuple(up)), "flipped", dive, value)


def tell(state: HState, *record: str | int) -> HState:
    """Note what just happened for the narration (``HState.told``)."""
    return replace(state, told=(*state.told, record))


def push(state: HState, *steps: Step) -> HState:
    """Put steps at the front of the queue, to happen next and in the given order."""
    return replace(state, queue=(*steps, *state.queue))


def give_card(state: HState, seat: int, card: str) -> HState:
    hands = list(state.hands)
    hands[seat] = sort_cards((*hands[seat], card))
    return replace(state, hands=tuple(hands))


def take_from(state: HState, seat: int, card: str) -> HState:
    hands = list(state.hands)
    if card not in hands[seat]:
        raise IllegalAction("hs_err_card_not_held", player=state.players[seat], card=card)
    rest = list(hands[seat])
    rest.remove(card)
    hands[seat] = tuple(rest)
    return replace(state, hands=tuple(hands))


def settle(state: HState) -> HState:
    """Run automatic steps until something must be turned or chosen."""
    while state.queue and state.queue[0][0] not in CHANCE_STEPS | CHOICE_STEPS:
        head = state.queue[0]
        state = STEPS[str(head[0])](replace(state, queue=state.queue[1:]), head)
    if not state.queue and state.phase == "resolve":
        state = end_round(state)
    return state


# ---- automatic steps ---------------------------------------------------------------------

def _take_top(state: HState, seat: int, dive: int) -> HState:
    """H5: take the dive's top card (if any); the next one is turned face up."""
    card = state.up[dive]
    if card is None:
        return tell(state, "dive_empty", seat, dive)
    up = list(state.up)
    up[dive] = None
    state = give_card(tell(replace(state, up=tuple(up)), "took_top", seat, card, dive), seat,
                      card)
    if state.down[dive]:
        state = push(state, ("flip", dive))
    return state


def step_stand(state: HState, head: Step) -> HState:
    """H4: a captain who did not move takes the top card where they stand."""
    seat = int(head[1])
    space = state.captains[seat]
    assert space is not None
    return _take_top(tell(state, "stays", seat, space), seat, space)


def step_move(state: HState, head: Step) -> HState:
    seat, spaces = int(head[1]), int(head[2])
    start = state.captains[seat]
    assert start is not None
    target = (start + spaces) % DIVES  # H4: every space counts
    occupant = next((i for i, s in enumerate(state.captains) if s == target and i != seat),
                    None)
    captains = list(state.captains)
    captains[seat] = target
    state = tell(replace(state, captains=tuple(captains)), "moved", seat, spaces, start, target)
    after: list[Step] = []
    if occupant is not None:
        after += [("try_steal", seat, occupant), ("push", occupant)]
    elif state.bj == target:
        # H10 (H12 with two players: rob Black Jack or the one who hired him).
        if state.two_player and state.controller not in (None, seat):
            after.append(("rob_choice", seat))
        else:
            after.append(("try_harbour", seat))
        after.append(("bj_aside",))
    state = _take_top(push(state, *after), seat, target)
    if occupant is not None:
        return tell(state, "lands_on", seat, occupant)
    return tell(state, "lands_on_jack", seat) if state.bj == target else state


def step_try_steal(state: HState, head: Step) -> HState:
    thief, victim = int(head[1]), int(head[2])
    if state.hands[victim] and len(state.hands[thief]) <= len(state.hands[victim]):
        return push(state, ("steal", thief, victim))
    return tell(state, "no_theft", thief, victim, "more" if state.hands[victim] else "empty")


def step_try_harbour(state: HState, head: Step) -> HState:
    seat = int(head[1])
    return push(state, ("harbour", seat)) if state.harbour else \
        tell(state, "harbour_empty", seat)


def step_push(state: HState, head: Step) -> HState:
    """H5: the occupant is pushed clockwise to the next free space and takes no card."""
    seat = int(head[1])
    space = state.captains[seat]
    assert space is not None
    target = next_free(state, space, ignore=seat)
    captains = list(state.captains)
    captains[seat] = target
    return tell(replace(state, captains=tuple(captains)), "pushed", seat, space, target)


def step_bj_aside(state: HState, head: Step) -> HState:
    """H10: after being robbed by a captain, Black Jack moves on to the next free space."""
    assert state.bj is not None
    space = state.bj
    state = replace(state, bj=None)
    aside = next_free(state, space)
    return tell(replace(state, bj=aside), "jack_aside", space, aside)


def step_bj_start(state: HState, head: Step) -> HState:
    card = state.bj_card
    assert card is not None
    if card == RUM:
        decider = state.controller if state.controller is not None else state.starter
        return push(state, ("declare_bj", decider))
    return push(state, ("bj_go", int(card)))


def step_bj_go(state: HState, head: Step) -> HState:
    """H8: Black Jack moves; the captains he passes are overtaken in that order, and if he
    lands on a held space he goes on to the next free one."""
    spaces = int(head[1])
    assert state.bj is not None
    start = position = state.bj
    overtaken: list[int] = []
    for _ in range(spaces):
        position = (position + 1) % DIVES
        overtaken += [i for i, s in enumerate(state.captains) if s == position]
    landed = position
    while any(s == position for s in state.captains):
        position = (position + 1) % DIVES
        overtaken += [i for i, s in enumerate(state.captains) if s == position]
    # The captain on the landing space was counted when Black Jack reached it; he does not
    # stop there, so that captain is overtaken too.
    state = tell(replace(state, bj=position), "jack_moved", spaces, start, position)
    if landed != position:
        state = tell(state, "jack_moved_on", landed)
    if overtaken:
        state = tell(state, "overtook", *overtaken)
    return push(state, *(("bj_rob", victim) for victim in overtaken))


def step_bj_rob(state: HState, head: Step) -> HState:
    victim = int(head[1])
    controller = state.controller
    if not state.hands[victim]:
        return tell(state, "spared", victim, "empty")
    if controller is None:
        # H9: the victim chooses; it goes to the harbour
        return push(tell(state, "jack_robs", victim), ("give", victim))
    if victim == controller:
        return tell(state, "spared", victim, "own")
    if len(state.hands[victim]) < len(state.hands[controller]):
        return tell(state, "spared", victim, "fewer", controller)
    return push(tell(state, "jack_robs_for", victim, controller), ("steal", controller, victim))


def step_order(state: HState) -> HState:
    """H4: those who did not move take first; then the others move, lowest card first."""
    stand = [i for i in range(state.seats) if state.moves[i] is None]
    movers = sorted((i for i in range(state.seats) if state.moves[i] is not None),
                    key=lambda i: state.moves[i] or 0)
    steps: list[Step] = [("stand", i) for i in stand]
    steps += [("move", i, state.moves[i] or 0) for i in movers]
    if state.with_black_jack:
        steps.append(_black_jack_step(state))
    return replace(state, queue=(*steps, *state.queue))


def _black_jack_step(state: HState) -> Step:
    if state.two_player and state.controller is not None:
        card = state.bj_card
        assert card is not None
        cancelled = card in _cancelled_cards(state)
        if cancelled:
            return ("noop",)
        return ("bj_start",)
    return ("bj_turn",)


def step_noop(state: HState, head: Step) -> HState:
    return state


def step_after_declare(state: HState, head: Step) -> HState:
    return step_order(state)


STEPS: dict[str, Callable[[HState, Step], HState]] = {
    "stand": step_stand, "move": step_move, "try_steal": step_try_steal, "push": step_push,
    "try_harbour": step_try_harbour,
    "bj_aside": step_bj_aside, "bj_start": step_bj_start, "bj_go": step_bj_go,
    "bj_rob": step_bj_rob, "order": step_after_declare, "noop": step_noop,
}


# ---- a round -----------------------------------------------------------------------------

def start_round(state: HState) -> HState:
    seats = state.seats
    state = replace(state, phase="bid" if state.with_black_jack else "choose",
                    chosen=(None,) * seats, moves=(None,) * seats, bj_card=None,
                    controller=None, bid=None, bid_turn=state.starter,
                    bids_made=(False,) * seats, queue=())
    if state.with_black_jack:
        return tell(state, "round_starts", state.round + 1, state.starter)
    return tell(state, "round_starts", state.round + 1)


def end_round(state: HState) -> HState:
    """H11: after 8 rounds (and Black Jack's last move) the game is over."""
    used = tuple((*u, c) for u, c in zip(state.used, state.chosen, strict=True) if c is not None)
    if len(used) != state.seats:
        used = state.used
    # H7: the next bidding opens with this round's controller; after a round nobody hired
    # him, with the holder of the highest first card.
    starter = state.controller if state.controller is not None else \
        lowest_and_highest(state)[1]
    state = tell(state, "round_over", state.round + 1)
    state = replace(state, used=used, starter=starter, round=state.round + 1,
                    chosen=(None,) * state.seats, moves=(None,) * state.seats)
    if state.round >= ROUNDS:
        return next_game(state)
    return start_round(state)


def next_game(state: HState) -> HState:
    """A match goes on with a fresh board; the scores so far are kept per seat."""
    from games.halunken.score import player_score

    played = len(state.earlier[0]) + 1
    if played >= state.options.games:
        return tell(replace(state, phase="over", controller=None, bid=None), "game_over")
    earlier = tuple((*e, player_score("", hand).details["game_score"])
                    for e, hand in zip(state.earlier, state.hands, strict=True))
    fresh = setup(state.options, list(state.players), earlier)
    return replace(fresh, told=(*state.told, ("next_game", played + 1, state.options.games)))


def _cards_played(state: HState) -> dict[str, str]:
    played = {str(i): c for i, c in enumerate(state.chosen) if c is not None}
    if state.two_player and state.controller is not None and state.bj_card is not None:
        played["jack"] = state.bj_card  # H12: his card meets the captains' cards
    return played


def _cancelled_cards(state: HState) -> set[str]:
    """H3: equal cards (equal numbers, or two rums) cancel each other."""
    counts = Counter(_cards_played(state).values())
    return {card for card, n in counts.items() if n > 1}


def reveal_round(state: HState) -> HState:
    cancelled = _cancelled_cards(state)
    moves = tuple(None if c in cancelled or c is None else (0 if c == RUM else int(c))
                  for c in state.chosen)
    state = tell(replace(state, moves=moves, phase="resolve"), "revealed",
                 *(str(c) for c in state.chosen))
    played = _cards_played(state)
    if "jack" in played:
        state = tell(state, "revealed_jack", played["jack"])
    for card in sorted(cancelled, key=move_value):
        who = [int(k) if k.isdigit() else k for k, c in played.items() if c == card]
        state = tell(state, "cancelled", card, *who)
    declare: list[Step] = [("declare", i) for i, c in enumerate(state.chosen)
                           if c == RUM and c not in cancelled]
    if state.two_player and state.controller is not None and state.bj_card == RUM and \
            RUM not in cancelled:
        declare.append(("declare_bj", state.controller))
    return replace(state, queue=(*declare, ("order",)))


def taken_numbers(state: HState, seat: int | None) -> set[int]:
    """Numbers another player (or, with two players, Black Jack) played this round."""
    numbers = {int(c) for i, c in enumerate(state.chosen) if i != seat and c not in (None, RUM)}
    if seat is not None and state.two_player and state.bj_card not in (None, RUM) and \
            state.controller is not None:
        numbers.add(int(str(state.bj_card)))
    return numbers


# ---- decisions ---------------------------------------------------------------------------

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


def place(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H2: in seating order each captain goes on a free space and takes that dive's top card."""
    if state.phase != "place":
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


def place_black_jack(state: HState, seat: int, data: dict[str, Any]) -> HState:
    if state.phase != "black_jack":
        raise IllegalAction("hs_err_not_now")
    space = _space(data)
    if not free(state, space):
        raise IllegalAction("hs_err_space_taken", space=space + 1)
    return start_round(tell(replace(state, bj=space), "jack_placed", seat, space))


def step_setup_done(state: HState, head: Step) -> HState:
    low, high = lowest_and_highest(state)
    state = replace(state, starter=high)
    if state.with_black_jack:
        return tell(replace(state, phase="black_jack", bid_turn=low), "jack_placer", low)
    return start_round(state)


STEPS["setup_done"] = step_setup_done


def beats(card: str, standing: str | None, *, equal_ok: bool) -> bool:
    """H7: a higher value, or the same value in a higher colour (H12: an equal value too)."""
    if standing is None:
        return True
    if equal_ok:
        return value(card) >= value(standing)
    return rank(card) > rank(standing)


def bid(state: HState, seat: int, data: dict[str, Any]) -> HState:
    if state.phase != "bid":
        raise IllegalAction("hs_err_not_now")
    card = _card(data)
    if card not in state.hands[seat]:
        raise IllegalAction("hs_err_card_not_held", player=state.players[seat], card=card)
    standing = state.bid[1] if state.bid else None
    if not beats(card, standing, equal_ok=state.two_player):
        raise IllegalAction("hs_err_bid_too_low", card=card, standing=str(standing))
    return _next_bidder(tell(replace(state, bid=(seat, card)), "bid", seat, card), seat,
                        passed=False)


def pass_bid(state: HState, seat: int, data: dict[str, Any]) -> HState:
    if state.phase != "bid":
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
        return tell(replace(state, phase="choose"), "nobody_hired")
    seat, card = state.bid
    state = take_from(state, seat, card)
    return tell(replace(state, harbour=sort_cards((*state.harbour, card)), controller=seat,
                        phase="choose"), "hired", seat, card)


def choose_move(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H3: a secret movement card, each used once."""
    if state.phase != "choose":
        raise IllegalAction("hs_err_not_now")
    card = data.get("card")
    if card not in moves_left(state, seat):
        raise IllegalAction("hs_err_move_used", card=str(card))
    chosen = list(state.chosen)
    chosen[seat] = str(card)
    state = tell(replace(state, chosen=tuple(chosen)), "chose", seat)
    if choosing_seat(state) is None and not needs_bj_card(state):
        return reveal_round(state)
    return state


def choose_bj_card(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H12: the two-player hirer picks Black Jack's card from his pile."""
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


def declare(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H3: a rum card becomes a number 1-7 that no other player played this round."""
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
        if ("order",) in state.queue:  # H12: the hirer declares before anyone moves
            return replace(state, bj_card=str(number))
        return push(state, ("bj_go", number))  # his rum turned up after the captains moved
    moves = list(state.moves)
    moves[seat] = number
    return replace(state, moves=tuple(moves))


def take(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """Take a chosen card: stolen from a captain (H5, H8) or from the harbour (H10)."""
    head, rest = state.queue[0], state.queue[1:]
    card = _card(data)
    state = replace(state, queue=rest)
    if head[0] == "steal":
        victim = int(head[2])
        state = give_card(take_from(state, victim, card), seat, card)
        return tell(state, "took", seat, card, victim)
    if head[0] == "harbour":
        if card not in state.harbour:
            raise IllegalAction("hs_err_not_in_harbour", card=card)
        harbour = list(state.harbour)
        harbour.remove(card)
        state = give_card(replace(state, harbour=tuple(harbour)), seat, card)
        return tell(state, "took", seat, card, "harbour")
    raise IllegalAction("hs_err_not_now")


def give(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H9: a captain robbed by an unhired Black Jack chooses the card he takes."""
    if state.queue[0][0] != "give":
        raise IllegalAction("hs_err_not_now")
    card = _card(data)
    state = take_from(replace(state, queue=state.queue[1:]), seat, card)
    return tell(replace(state, harbour=sort_cards((*state.harbour, card))), "gave", seat, card)


def rob(state: HState, seat: int, data: dict[str, Any]) -> HState:
    """H12: landing on Black Jack, rob his harbour or the player who hired him."""
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


HANDLERS: dict[str, Callable[[HState, int, dict[str, Any]], HState]] = {
    "place": place, "jack": place_black_jack, "bid": bid, "pass": pass_bid,
    "move": choose_move, "jack_card": choose_bj_card, "rum": declare, "take": take,
    "give": give, "rob": rob,
}
