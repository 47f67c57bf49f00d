"""The review of a Scoundrel game (issue #25): each choice valued by the advice's expectimax,
and the luck of the deal.

Luck is a deal against an average one, the yardstick being the advice playing without peeking
(S10): its mean score over many deals (``HONEST_MEAN``, per rule set). With the deal known (a
seeded game) the advice plays the same deal, and the solver gives its best score with every card
known. At the table the deal is only what was typed: the game's score plus what its choices gave
up stands for what the advice would have scored. (The advice's own expectation early in a game
is no yardstick: its horizon estimate is fitted to rank moves, not to be a score.) Only numbers
are said: no line names a card, so none that stayed face down is told.
"""

from __future__ import annotations

from collections.abc import Callable

from games.scoundrel.play import solver
from games.scoundrel.play.advice import action_of, analyse, nodes_for
from games.scoundrel.play.fast_model import load
from games.scoundrel.rules import turn as rules
from games.scoundrel.rules.score import score
from games.scoundrel.rules.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Appraisal, Chance, Decision, Line, Luck, Played

UNIT = "unit_points"
HONEST_MEAN: dict[tuple[str, str], float] = {
    # (weapon_rule, death_penalty): the advice's mean score playing deals without peeking, at
    # the review's default effort, measured by scripts/scoundrel_honest_mean.py (seeds 100000
    # to 100299, ± one standard error)
    ("lower", "dungeon"): -12.0,  # ± 2.3 over 300 deals
    ("lower", "dungeon_and_room"): -19.3,  # ± 2.5
    ("lower_or_equal", "dungeon"): -7.1,  # ± 2.1
    ("lower_or_equal", "dungeon_and_room"): -12.1,  # ± 2.4
}
"""What an average deal gives the honest advice: the yardstick of a deal's luck."""
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
    start: ScoundrelState = played.states[0]
    final = _final(played.states[-1])
    mean = HONEST_MEAN.get((start.options.weapon_rule, start.options.death_penalty))
    if played.deals is None:
        if mean is None:
            return []
        lost = sum(a.given_up for a in played.appraisals.values())
        worth = final + lost - mean
        return [Luck(0, worth, Line("sc_review_luck_table", {
            "final": final, "lost": lost, "mean": mean, "worth": abs(worth),
            "way": {"t": "review_more" if worth >= 0 else "review_less"}}))]
    if played.best is not None:  # kept with the deal: solved while it was played
        best_score, exact = played.best
    else:
        solved = solver.solve_dealt(played.deals, start.options, max_nodes=SOLVE_NODES)
        best_score, exact = solved.best_score, solved.exact
    found = [Luck(0, None, Line("sc_review_best_deal" if exact else "sc_review_best_found",
                                {"best": best_score, "final": final}))]
    honest = honest_score(start, played.deals.deal, effort)
    if mean is None:
        return [*found, Luck(0, None, Line("sc_review_honest", {"honest": honest}))]
    worth = honest - mean
    return [*found, Luck(0, worth, Line("sc_review_luck_deal", {
        "honest": honest, "mean": mean, "worth": abs(worth),
        "way": {"t": "review_more" if worth >= 0 else "review_less"}}))]


def _final(state: ScoundrelState) -> int:
    return score(state).players[0].total or 0


def honest_score(start: ScoundrelState, deal: Callable[[Chance, int], Event],
                 effort: float) -> int:
    """The score of the deal ``deal`` deals, played by the advice from ``start`` seeing only
    what a player sees (S10)."""
    state, dealt = start, 0
    while True:
        awaiting = rules.awaiting(state)
        if isinstance(awaiting, Chance):
            event = deal(awaiting, dealt)
            dealt += 1
        elif isinstance(awaiting, Decision):
            analysis = analyse(state, None, max_nodes=nodes_for(effort))
            assert analysis is not None
            event = analysis.ranked[0].event
        else:
            return _final(state)
        state = rules.turn(state, event)
