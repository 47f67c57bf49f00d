"""The advice's budgets are work, not clocks (issue #15): a time budget buys a number of
positions, the clock only caps the search, and the answer says what was searched."""

from __future__ import annotations

import ast
import inspect

from games.scoundrel import GAME
from games.scoundrel.play import search_draws as advice_draws
from games.scoundrel.play.advice import NODES_PER_SECOND, advise, analyse, nodes_for
from tests.scoundrel.helpers import reveal

FRESH = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS", "5H", "9C")


def test_the_refill_draws_have_no_randomness_of_their_own() -> None:
    tree = ast.parse(inspect.getsource(advice_draws))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert "random" not in imported and "time" not in imported


def test_a_time_budget_is_a_number_of_positions() -> None:
    assert nodes_for(0.1) == NODES_PER_SECOND // 10
    assert nodes_for(3.0) == 30 * nodes_for(0.1)
    assert nodes_for(0.0) == 1


def test_a_cut_search_says_how_deep_it_went_and_what_stopped_it() -> None:
    cut = analyse(FRESH, seconds=None, max_nodes=3000)
    assert cut is not None and not cut.exact
    assert cut.stopped == "nodes"
    assert cut.nodes <= 3001
    # What it says it searched is what it searched: the same depth without a budget ranks
    # the actions alike with the same values.
    alike = analyse(FRESH, seconds=None, max_depth=cut.depth)
    assert alike is not None
    assert [(r.event, r.value) for r in cut.ranked] == [(r.event, r.value) for r in alike.ranked]


def test_no_budget_at_all_still_answers_the_current_room() -> None:
    # Not even the current room fits in one position: it is searched anyway, and the answer
    # says it is an estimate that stopped for want of positions.
    tiny = analyse(FRESH, seconds=None, max_nodes=1)
    assert tiny is not None and tiny.depth == 0 and not tiny.exact
    assert tiny.stopped == "nodes"
    advice = advise(FRESH, 0.0)
    assert advice.best is not None
    assert advice.data["depth"] == 0 and not advice.data["exact"]


def test_more_seconds_search_deeper_with_the_same_answer_every_time() -> None:
    # 0.02 s buys 1,000 positions, 0.4 s 20,000: the search is bounded by positions, so
    # alike budgets answer alike on any machine (the clock only caps a very slow one).
    small, large = analyse(FRESH, seconds=None, max_nodes=nodes_for(0.02)), \
        analyse(FRESH, seconds=None, max_nodes=nodes_for(0.4))
    again = analyse(FRESH, seconds=None, max_nodes=nodes_for(0.4))
    assert small is not None and large is not None and again is not None
    assert small.depth < large.depth
    assert [(r.event, r.value) for r in large.ranked] == [(r.event, r.value) for r in again.ranked]
