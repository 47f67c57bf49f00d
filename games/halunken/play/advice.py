"""Advice for the seat whose decision is awaited, from the strong bot's sampling, as data (the
view draws it).

Only what that seat may know is used: the strong bot hides the others' secret cards of the
round (``observe.known``, as on the seat's screen), and the random source is seeded from
public facts alone, so in a hotseat game the advice for a player cannot tell anything about
the cards chosen before them.
"""

from __future__ import annotations

import random
from typing import Any

from games.halunken.play import bots, search
from games.halunken.rules import notation
from games.halunken.rules import turn as rules
from games.halunken.rules.state import HState
from tabletop.plugin import Advice, Decision, Stop

ADVICE_SAMPLES = 4 * bots.MOVE_SAMPLES  # a player waits longer than a bot: steadier numbers
"""The hint's work budget: rounds sampled per movement card, wherever it is asked (issue #15).
It was cut by the clock, so a game's hint sampled 4 rounds where the command line's sampled
96 of the same position; 96 take some 20-40 ms here, well inside the 0.1 s a hint is given."""


def advise(state: HState, seat: int, seconds: float, stop: Stop | None = None) -> Advice:
    """The plugin's advice: the strong bot's reasoning for ``seat`` over ``ADVICE_SAMPLES``
    sampled rounds, whatever ``seconds`` (the budget is work, not time: the same position
    gets the same advice in a game, on the command line and on the web), or over those
    sampled by the time ``stop`` is set (looked at between sampled rounds; not exact then)."""
    return advice_with(state, seat, public_rng(state, seat), ADVICE_SAMPLES, stop)


def public_rng(state: HState, seat: int) -> random.Random:
    """The sampling's random source for ``seat``, seeded from public facts only: the others'
    secret cards must not change the sampling (the hint's and the review's)."""
    return random.Random(f"advice:{len(state.earlier[0]) if state.earlier else 0}:"
                         f"{state.round}:{state.phase}:{seat}")


def advice_with(state: HState, seat: int, rng: random.Random,
                samples: int = bots.MOVE_SAMPLES, stop: Stop | None = None) -> Advice:
    """As ``advise`` with a given random source and number of sampled rounds: with the strong
    bot's number and source it advises what the bot plays."""
    now = rules.awaiting(state)
    player = state.players[seat]
    if not isinstance(now, Decision) or now.player != seat or not now.actions:
        return Advice(None, {"decision": None, "seat": seat, "player": player})
    if now.actions[0].kind == "move":
        return _move_advice(state, seat, now, rng, samples, stop)
    return _choice_advice(state, seat, now, rng, stop)


def _move_advice(state: HState, seat: int, now: Decision, rng: random.Random,
                 samples: int, stop: Stop | None = None) -> Advice:
    tallies = bots.move_tallies(state, seat, rng, samples, stop)
    best = search.best_move(tallies)
    sampled = next(iter(tallies.values())).rounds
    event = next(a for a in now.actions if a.data["card"] == best)
    rows = [_row(card, tally) for card, tally in tallies.items()]
    whole = sampled >= samples  # every round planned was sampled: not cut short by a stop
    data: dict[str, Any] = {"decision": "move", "seat": seat, "player": state.players[seat],
                            "best": best, "event": event.to_json(),
                            "samples": sampled, "planned": samples,
                            "exact": whole, "cards": rows}
    return Advice(event, data, exact=whole)


def _row(card: str, tally: search.Tally) -> dict[str, Any]:
    return {"card": card,
            "worth": round(tally.mean(tally.worth), 2),
            "cards_gained": round(tally.mean(tally.cards), 2),
            "points_gained": round(tally.mean(tally.points), 2),
            "robbed_chance": round(tally.mean(tally.robbed), 2),
            "black_jack_cards": round(tally.mean(tally.jack), 2)}


def _choice_advice(state: HState, seat: int, now: Decision, rng: random.Random,
                   stop: Stop | None = None) -> Advice:
    choice = bots.decide(state, seat, rng, stop)
    kind = now.actions[0].kind
    data = {"decision": "bid" if kind == "pass" else kind, "seat": seat,
            "player": state.players[seat], "best": notation.notation(choice.event),
            "event": choice.event.to_json(), "reason": choice.reason,
            "params": dict(choice.params), "signed": list(choice.signed)}
    return Advice(choice.event, data)
