"""The review of a Scoundrel game (issue #25): each choice valued by the advice's expectimax,
and the luck of the deal.

Luck is told two ways. With the deal known (a seeded game), the solver gives the deal's best
score with every card known, and the advice plays the same deal honestly (seeing only what a
player sees, S10): what it scores against what it expected after the first room is what the
deal was worth. At the table the deal is only what was typed, so the luck is what the cards
turned after the first room gave the player against the advice's expectation then (the final
score, less that expectation, plus what the player's own choices gave up). Only numbers are
said: no line names a card, so none that stayed face down is told.
"""

from __future__ import annotations

from games.scoundrel import rules, solver
from games.scoundrel.advice import action_of, analyse, nodes_for
from games.scoundrel.fast_model import load
from games.scoundrel.score import score
from games.scoundrel.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Appraisal, Chance, Decision, Line, Luck, Played

UNIT = "unit_points"
SOLVE_NODES = 100_000
"""The solver's budget for the deal's best score (turn starts searched): most deals are
settled with a tenth of it; a hard one is said as the best found."""


def appraise(state: ScoundrelState, seat: int, chosen: Event, effort: float) -> Appraisal | None:
    analysis = analyse(state, None, max_nodes=nodes_for(effort))
    if analysis is None or not analysis.ranked:
        return None
    position = load(state)
    played = action_of(chosen, position)
    value = next((r.value for r in analysis.ranked if action_of(r.event, position) == played),
                 None)
    if value is None:
        return None
    best = analysis.ranked[0]
    return Appraisal(value, best.value, best.event, analysis.exact)


def luck(played: Played, effort: float) -> list[Luck]:
    first = min(played.appraisals, default=None)
    if first is None:
        return []  # no choice was ever open: nothing was expected before the cards came
    expected = played.appraisals[first].best_value
    final = _final(played.states[-1])
    if played.deal is None:
        lost = sum(a.given_up for a in played.appraisals.values())
        worth = final - expected + lost
        return [Luck(0, worth, Line("sc_review_luck_table", {
            "expected": expected, "final": final, "worth": abs(worth),
            "way": {"t": "review_more" if worth >= 0 else "review_less"}}))]
    start = played.states[0]
    best = solver.solve_seed(played.seed, start.options, max_nodes=SOLVE_NODES,
                             dealer=played.dealer)
    honest = _honest(played, effort)
    worth = honest - expected
    return [
        Luck(0, None, Line("sc_review_best_deal" if best.exact else "sc_review_best_found",
                           {"best": best.best_score, "final": final})),
        Luck(0, worth, Line("sc_review_luck_deal", {
            "expected": expected, "honest": honest, "worth": abs(worth),
            "way": {"t": "review_more" if worth >= 0 else "review_less"}})),
    ]


def _final(state: ScoundrelState) -> int:
    return score(state).players[0].total or 0


def _honest(played: Played, effort: float) -> int:
    """The score of the same deal played by the advice, seeing what a player sees."""
    assert played.deal is not None
    state, dealt = played.states[0], 0
    while True:
        awaiting = rules.awaiting(state)
        if isinstance(awaiting, Chance):
            event = played.deal(awaiting, dealt)
            dealt += 1
        elif isinstance(awaiting, Decision):
            analysis = analyse(state, None, max_nodes=nodes_for(effort))
            assert analysis is not None
            event = analysis.ranked[0].event
        else:
            return _final(state)
        state = rules.turn(state, event)
