"""A sensible Halunken bot: it looks at the face-up cards within reach, counts its colours for
the doubling, values stealing and Black Jack, and never picks a move at random."""

from __future__ import annotations

import random
from collections.abc import Mapping

from games.halunken.components import DIVES, ROUNDS, RUM, rank, value
from games.halunken.score import player_score
from games.halunken.state import HState
from tabletop.events import Event
from tabletop.plugin import Strategy


def worth(state: HState, seat: int, card: str) -> int:
    """What ``card`` adds to the seat's score, doubling included."""
    hand = state.hands[seat]
    before = player_score("", hand).total or 0
    return (player_score("", (*hand, card)).total or 0) - before


def loss(state: HState, seat: int, card: str) -> int:
    hand = list(state.hands[seat])
    before = player_score("", hand).total or 0
    hand.remove(card)
    return before - (player_score("", hand).total or 0)


def landing_value(state: HState, seat: int, space: int) -> float:
    top = state.up[space]
    gain = float(worth(state, seat, top)) if top else 0.0
    occupant = [i for i, s in enumerate(state.captains) if s == space and i != seat]
    if occupant and len(state.hands[seat]) + (1 if top else 0) <= \
            len(state.hands[occupant[0]]) and state.hands[occupant[0]]:
        gain += max(worth(state, seat, c) for c in state.hands[occupant[0]]) * 0.9
    if state.bj == space and state.harbour:
        gain += max(worth(state, seat, c) for c in state.harbour) * 0.8
    return gain


def choose(state: HState, seat: int) -> Event:
    from games.halunken.rules import awaiting

    now = awaiting(state)
    actions = list(getattr(now, "actions", ()))
    if state.queue:
        return _step(state, seat, actions)
    if state.phase in ("place", "black_jack"):
        return _place(state, seat, actions)
    if state.phase == "bid":
        return _bid(state, seat, actions)
    return _move(state, seat, actions)


def _place(state: HState, seat: int, actions: list[Event]) -> Event:
    if state.phase == "black_jack":
        # Put Black Jack where he will pass the fewest of our own cards: far behind us.
        mine = state.captains[seat] or 0
        return max(actions, key=lambda a: (mine - a.data["space"]) % DIVES)
    return actions[len(actions) // 2 if seat % 2 else 0]


def _bid(state: HState, seat: int, actions: list[Event]) -> Event:
    """Hire Black Jack with a cheap card when the captains around him carry cards to steal."""
    standing = state.bid[1] if state.bid else None
    # Two players may re-bid an equal value; a bot only raises, so bidding always ends.
    bids = [a for a in actions if a.kind == "bid"
            and (standing is None or value(a.data["card"]) > value(standing))]
    if not bids or state.bj is None:
        return next(a for a in actions if a.kind == "pass")
    victims = sum(len(h) for i, h in enumerate(state.hands) if i != seat)
    budget = 2 + victims // max(1, state.seats - 1) // 2
    cheap = sorted(bids, key=lambda a: (loss(state, seat, a.data["card"]),
                                        rank(a.data["card"])))
    best = cheap[0]
    if loss(state, seat, best.data["card"]) <= budget and len(state.hands[seat]) > 2:
        return best
    return next(a for a in actions if a.kind == "pass")


def _move(state: HState, seat: int, actions: list[Event]) -> Event:
    """The movement card whose landing is worth most now; the rum is kept for later unless
    the best landing needs it; a standing still is valued at the card under the captain."""
    start = state.captains[seat]
    if actions and actions[0].kind == "jack_card":
        return _jack_card(state, seat, actions)
    assert start is not None
    rest = ROUNDS - state.round

    def score(action: Event) -> float:
        card = action.data["card"]
        if card == RUM:
            best = max(landing_value(state, seat, (start + n) % DIVES) for n in range(1, 8))
            return best - (1.5 if rest > 2 else 0)
        return landing_value(state, seat, (start + int(card)) % DIVES) - int(card) * 0.05

    return max(actions, key=score)


def _jack_card(state: HState, seat: int, actions: list[Event]) -> Event:
    """Two players: send Black Jack past the opponent."""
    bj = state.bj or 0
    opponent = 1 - seat
    target = state.captains[opponent] or 0
    distance = (target - bj) % DIVES

    def fit(action: Event) -> float:
        card = action.data["card"]
        steps = 4 if card == RUM else int(card)
        return 1.0 if steps >= distance > 0 else -abs(steps - distance) * 0.1

    return max(actions, key=fit)


def _step(state: HState, seat: int, actions: list[Event]) -> Event:
    head = state.queue[0]
    kind = head[0]
    if kind in ("steal", "harbour"):
        return max(actions, key=lambda a: worth(state, seat, a.data["card"]))
    if kind == "give":
        return min(actions, key=lambda a: loss(state, seat, a.data["card"]))
    if kind == "rob_choice":
        harbour = max((worth(state, seat, c) for c in state.harbour), default=0)
        controller = state.controller if state.controller is not None else seat
        theirs = state.hands[controller]
        can_steal = bool(theirs) and len(state.hands[seat]) <= len(theirs)
        captain = max((worth(state, seat, c) for c in theirs), default=0) if can_steal else 0
        wanted = "harbour" if harbour >= captain else "captain"
        return next(a for a in actions if a.data["from"] == wanted)
    # A rum: the free number whose landing is worth most.
    start = state.captains[seat] or 0
    if kind == "declare_bj":
        return actions[-1]
    return max(actions, key=lambda a: landing_value(state, seat, (start + a.data["value"])
                                                     % DIVES))



def basic(state: HState, seat: int, rng: random.Random) -> Event:
    """The rule-of-thumb bot above; it never needs the random source."""
    return choose(state, seat)


STRATEGIES: Mapping[str, Strategy] = {"basic": basic}
