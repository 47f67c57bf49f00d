"""The review of a Halunken game (issue #25): each movement card valued by the strong bot's
sampling, and what the cards turned face up gave each captain against the average.

A movement card is worth the captain's standing after the round (points against the others':
half their mean, half their leader), with a look at the next round, over the same sampled
rounds for every card in hand, drawn from what the captain could know then (the others' cards of
the round hidden, H3). Bids, steals and rum declarations are decided by the strong bot's rules of
thumb, without values, so they are not valued. Luck: each card that was turned over from face
down (taken, or turned up on its dive) is worth its points less the mean of the cards that could
have come; it counts for the captain who holds it at the end. Only cards that were turned are
counted, so a card that stayed face down is never told.
"""

from __future__ import annotations

from statistics import fmean

from games.halunken.play import bots
from games.halunken.play.advice import ADVICE_SAMPLES, public_rng
from games.halunken.play.search import best_move
from games.halunken.rules.components import value
from games.halunken.rules.state import HState
from tabletop.events import Event
from tabletop.plugin import Appraisal, Line, Luck, Played

UNIT = "unit_points"
EFFORT_SAMPLES = ADVICE_SAMPLES / 0.15
"""Rounds sampled a second of effort: the review's default effort samples a third of a hint's."""


def appraise(state: HState, seat: int, chosen: Event, effort: float) -> Appraisal | None:
    if chosen.kind != "move":
        return None
    samples = max(bots.MOVE_SAMPLES, int(effort * EFFORT_SAMPLES))
    tallies = bots.move_tallies(state, seat, public_rng(state, seat), samples)
    card = chosen.data.get("card")
    if card not in tallies:
        return None
    best = best_move(tallies)
    worth = {m: tally.mean(tally.worth) for m, tally in tallies.items()}
    return Appraisal(worth[card], worth[best], Event(seat, "move", {"card": best}), exact=False)


def luck(played: Played, effort: float) -> list[Luck]:
    final: HState = played.states[-1]
    holder = {card: seat for seat, hand in enumerate(final.hands) for card in hand}
    worth = [0.0] * len(final.players)
    turned = [0] * len(final.players)
    for index, event in enumerate(played.events):
        state: HState = played.states[index]
        if not (event.is_chance and event.kind == "card" and state.unseen):
            continue
        for card in event.data.get("values", ()):
            if card in holder:
                seat = holder[card]
                worth[seat] += value(card) - fmean(value(c) for c in state.unseen)
                turned[seat] += 1
    return [Luck(seat, worth[seat], Line("hs_review_luck", {
        "count": turned[seat], "worth": abs(worth[seat]),
        "way": {"t": "review_more" if worth[seat] >= 0 else "review_less"}}))
        if turned[seat] else Luck(seat, 0.0, Line("hs_review_luck_none"))
        for seat in range(len(final.players))]
