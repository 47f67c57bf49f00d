"""The small changes every part of the rules makes to a state: noting what happened for the
narration, queueing steps, moving a card into or out of a hand."""

from __future__ import annotations

from games.halunken.rules.components import Shown, sort_cards
from games.halunken.rules.state import HState, Step
from tabletop.events import IllegalAction
from tabletop.plugin import replace


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
        raise IllegalAction("hs_err_card_not_held", player=state.players[seat], card=Shown(card))
    rest = list(hands[seat])
    rest.remove(card)
    hands[seat] = tuple(rest)
    return replace(state, hands=tuple(hands))
