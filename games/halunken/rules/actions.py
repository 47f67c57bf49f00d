"""The decisions offered to the players: one list per phase and per waiting step."""

from __future__ import annotations

from games.halunken.rules import queries
from games.halunken.rules.components import DIVES, RUM
from games.halunken.rules.state import HState, Phase, Step
from tabletop.events import Event
from tabletop.plugin import Decision


def phase_decision(state: HState) -> Decision:
    if state.phase == Phase.PLACE:
        seat = queries.placing_seat(state)
        assert seat is not None
        return Decision(seat, tuple(Event(seat, "place", {"space": s}) for s in range(DIVES)
                                    if queries.free(state, s)))
    if state.phase == Phase.BLACK_JACK:
        seat = state.bid_turn
        return Decision(seat, tuple(Event(seat, "jack", {"space": s}) for s in range(DIVES)
                                    if queries.free(state, s)))
    if state.phase == Phase.BID:
        seat = state.bid_turn
        standing = state.bid[1] if state.bid else None
        bids = [Event(seat, "bid", {"card": c}) for c in state.hands[seat]
                if queries.beats(c, standing, equal_ok=state.two_player)]
        return Decision(seat, (*bids, Event(seat, "pass")))
    seat = queries.choosing_seat(state)
    if seat is None or (queries.needs_bj_card(state) and seat == state.controller):
        assert state.controller is not None
        controller = state.controller
        return Decision(controller, tuple(Event(controller, "jack_card", {"card": m})
                                          for m in state.bj_deck), secret=True)
    return Decision(seat, tuple(Event(seat, "move", {"card": m})
                                for m in queries.moves_left(state, seat)), secret=True)


def step_actions(state: HState, head: Step) -> list[Event]:
    kind, seat = head[0], int(head[1])
    if kind == "steal":
        victim = int(head[2])
        return [Event(seat, "take", {"card": c}) for c in state.hands[victim]]
    if kind == "harbour":
        return [Event(seat, "take", {"card": c}) for c in state.harbour]
    if kind == "give":
        return [Event(seat, "give", {"card": c}) for c in state.hands[seat]]
    if kind == "rob_choice":
        return [Event(seat, "rob", {"from": "harbour"}), Event(seat, "rob", {"from": "captain"})]
    if kind == "declare":
        taken = queries.taken_numbers(state, seat)
    else:
        taken = {int(c) for c in state.chosen if c not in (None, RUM)}
    return [Event(seat, "rum", {"value": n}) for n in range(1, 8) if n not in taken]

