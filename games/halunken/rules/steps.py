"""The steps that resolve a round by themselves (H4, H5, H8-H10): a captain stands or moves
and takes, steals are offered, pushes, Black Jack moves and robs. ``settle`` runs them until a
card must be turned or someone must choose."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from games.halunken.rules.changes import give_card, push, tell
from games.halunken.rules.components import DIVES, RUM
from games.halunken.rules.queries import (
    CHANCE_STEPS,
    CHOICE_STEPS,
    cancelled_cards,
    jack_in_reveal,
    lowest_and_highest,
    next_free,
)
from games.halunken.rules.rounds import end_round, start_round
from games.halunken.rules.state import HState, Phase, Step
from tabletop.plugin import replace


def settle(state: HState) -> HState:
    """Run automatic steps until something must be turned or chosen."""
    while state.queue and state.queue[0][0] not in CHANCE_STEPS | CHOICE_STEPS:
        head = state.queue[0]
        state = STEPS[str(head[0])](replace(state, queue=state.queue[1:]), head)
    if not state.queue and state.phase == Phase.RESOLVE:
        state = end_round(state)
    return state


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
    if card == RUM:  # turned after the moves: only in records made before H14
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
    """He moves after the captains: with the card revealed with theirs (H12, H14), unless it
    cancelled with an equal one; else his top card is turned now (H8, H9)."""
    if jack_in_reveal(state):
        card = state.bj_card
        assert card is not None
        cancelled = card in cancelled_cards(state)
        if cancelled:
            return ("noop",)
        return ("bj_start",)
    return ("bj_turn",)


def step_noop(state: HState, head: Step) -> HState:
    return state


def step_after_declare(state: HState, head: Step) -> HState:
    return step_order(state)


def step_setup_done(state: HState, head: Step) -> HState:
    low, high = lowest_and_highest(state)
    state = replace(state, starter=high)
    if state.with_black_jack:
        return tell(replace(state, phase=Phase.BLACK_JACK, bid_turn=low), "jack_placer", low)
    return start_round(state)


STEPS: Mapping[str, Callable[[HState, Step], HState]] = {
    "setup_done": step_setup_done, "order": step_after_declare, "noop": step_noop,
    "stand": step_stand, "move": step_move, "try_steal": step_try_steal, "push": step_push,
    "try_harbour": step_try_harbour,
    "bj_aside": step_bj_aside, "bj_start": step_bj_start, "bj_go": step_bj_go,
    "bj_rob": step_bj_rob,
}
