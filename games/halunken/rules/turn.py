"""Halunken und Spelunken's rules (H1-H12) as pure functions; no I/O, no randomness.

A round is resolved as a queue of steps: automatic ones (a captain moves, takes, pushes) run at
once (``steps``); the others wait for a card to be turned (chance) or for a player's choice
(``actions`` lists them, ``decisions`` applies them).
"""

from __future__ import annotations

from games.halunken.rules.actions import phase_decision, step_actions
from games.halunken.rules.changes import give_card, push, tell
from games.halunken.rules.components import Shown, move_value
from games.halunken.rules.decisions import DECISIONS
from games.halunken.rules.queries import CHANCE_STEPS
from games.halunken.rules.rounds import reveal_round
from games.halunken.rules.state import HState, Phase, Step
from games.halunken.rules.steps import settle
from tabletop.events import Event, IllegalAction
from tabletop.plugin import Awaiting, Chance, Decision, Over, dispatch, replace


def awaiting(state: HState) -> Awaiting:
    if state.phase == Phase.OVER:
        return Over()
    if state.queue:
        head = state.queue[0]
        if head[0] in CHANCE_STEPS:
            return _chance(state, head)
        return Decision(player=int(head[1]), actions=tuple(step_actions(state, head)))
    return phase_decision(state)


def _chance(state: HState, head: Step) -> Chance:
    if head[0] == "bj_turn":
        return Chance("jack", "hs_chance_jack", tuple(sorted(state.bj_deck, key=move_value)))
    dive = int(head[-1])
    if head[0] == "take_down":
        return Chance("card", "hs_chance_take", tuple(sorted(state.unseen)),
                      params={"player": state.players[int(head[1])], "dive": dive + 1})
    flips = next((n for n, step in enumerate(state.queue) if step[0] != head[0]),
                 len(state.queue))
    if flips > 1:  # H2: a row of cards to turn, which may be typed at once
        return Chance("card", "hs_chance_flips", tuple(sorted(state.unseen)),
                      params={"dive": dive + 1, "count": flips})
    return Chance("card", "hs_chance_flip", tuple(sorted(state.unseen)),
                  params={"dive": dive + 1})


def turn(state: HState, event: Event) -> HState:
    if state.phase == Phase.OVER:
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
            raise IllegalAction("hs_err_cannot_be_revealed", card=Shown(str(value)))
        return settle(_reveal(state, str(values[0])))
    if isinstance(expected, Chance):
        raise IllegalAction("hs_err_reveal_first")
    assert isinstance(expected, Decision)
    offered = {action.kind for action in expected.actions}
    if event.kind in DECISIONS and event.kind not in offered and \
            not (event.kind == "bid" and "pass" in offered):
        raise IllegalAction("hs_err_not_now")  # e.g. a rum declared while a card is owed
    return settle(dispatch(DECISIONS, state, event))


def _reveal(state: HState, value: str) -> HState:
    head, rest = state.queue[0], state.queue[1:]
    state = replace(state, queue=rest)
    if head[0] == "bj_turn":
        state = replace(state, bj_card=value, bj_deck=tuple(m for m in state.bj_deck
                                                            if m != value))
        if state.phase == Phase.CHOOSE:
            return reveal_round(state)  # H14: turned before the reveal, takes part in it
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
