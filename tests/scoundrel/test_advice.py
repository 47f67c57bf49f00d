"""The expectimax advice: exact against a brute force on small positions, legal, sensible, shown."""

from __future__ import annotations

import io
import json
import random
from dataclasses import replace
from functools import cache
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from games.scoundrel import GAME
from games.scoundrel.play.advice import advise, analyse
from games.scoundrel.play.search import CHECK_EVERY
from games.scoundrel.rules.score import score
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import awaiting, turn
from games.scoundrel.rules.words import said as in_words
from tabletop.cli.board import advice_text
from tabletop.events import CHANCE, Event
from tabletop.plugin import Chance, Decision, Over, Stop
from tabletop.session.playout import playout
from tabletop.text import i18n

from .helpers import RUN, endgame, play, reveal


@cache
def brute(state: ScoundrelState) -> float:
    """Full expectimax through the rules themselves: every card the dealer may turn next is
    equally likely (rules.next_cards), the player takes the best listed action."""
    now = awaiting(state)
    if isinstance(now, Over):
        total = score(state).players[0].total
        assert total is not None
        return float(total)
    if isinstance(now, Chance):
        after = [turn(state, Event(CHANCE, "room", {"values": [card]})) for card in now.outcomes]
        return sum(brute(s) for s in after) / len(after)
    assert isinstance(now, Decision)
    return max(brute(turn(state, action)) for action in now.actions)


def _ran_away(state: ScoundrelState, *refill: str) -> ScoundrelState:
    """``state`` after running from its room and turning ``refill`` over."""
    return reveal(turn(state, RUN), *refill)


SMALL = {
    "fresh room, 4 unseen": endgame(["KS", "5H", "9C", "7D"], ["2S", "3H", "QC", "8D"],
                                    health=12),
    "weapon with a limit": replace(endgame(["JC", "6H", "4S", "10C"], ["2S", "9H", "3C"],
                                           health=9, weapon="8D"), slain=("QS",)),
    "fled room under the dungeon": _ran_away(
        endgame(["KS", "5H", "9C", "7D"], ["2S", "3H", "QC"], health=9), "2S", "3H", "QC", "5H"),
    "mid turn": play(endgame(["AS", "10H", "6D", "3C"], ["5C", "9S", "2H"], health=7), "6D"),
    "potion bonus in reach": endgame(["4H", "2C", "8H"], [], health=15),
    "lower_or_equal": replace(endgame(["7C", "7S", "3H", "9D"], ["2C", "5S", "4H"], health=6,
                                      weapon="5D", weapon_rule="lower_or_equal"), slain=("8C",)),
    "dungeon_and_room": endgame(["QS", "2H", "KC", "3D"], ["6S", "9C", "2D"], health=5,
                                death_penalty="dungeon_and_room"),
}


@pytest.mark.parametrize("name", list(SMALL))
def test_small_positions_are_exact_and_match_brute_force(name: str) -> None:
    state = SMALL[name]
    analysis = analyse(state, seconds=10.0)
    assert analysis is not None
    assert analysis.exact, name
    for ranked in analysis.ranked:
        assert ranked.value == pytest.approx(brute(turn(state, ranked.event)), abs=1e-9), (
            name, ranked.event)
    best = max(brute(turn(state, a)) for a in _actions(state))
    assert analysis.ranked[0].value == pytest.approx(best, abs=1e-9)


def _actions(state: ScoundrelState) -> tuple[Event, ...]:
    now = awaiting(state)
    assert isinstance(now, Decision)
    return now.actions


def _random_decisions(seed: int, every: int = 3) -> list[ScoundrelState]:
    """Decision states of one game dealt by ``seed`` and played at random."""
    rng, found = random.Random(seed), []

    def decide(state: ScoundrelState, now: Decision, _step: int) -> Event:
        found.append(state)
        return rng.choice(now.actions)

    playout(GAME, GAME.setup(GAME.meta.options(), ["P"]), seed, decide)
    return found[::every]


@pytest.mark.parametrize("seed", range(3))
def test_advice_is_always_a_listed_action(seed: int) -> None:
    for state in _random_decisions(seed):
        analysis = analyse(state, seconds=None, max_nodes=400)
        assert analysis is not None
        listed = _actions(state)
        assert all(r.event in listed for r in analysis.ranked)
        values = [r.value for r in analysis.ranked]
        assert values == sorted(values, reverse=True)


def test_drink_the_strongest_potion_when_the_room_is_all_potions_and_health_is_low() -> None:
    state = endgame(["2H", "5H", "9H", "7H"], ["KS", "QC", "JS", "10C", "8D"], health=3)
    assert advise(state, 0.05).best == Event(0, "play", {"card": "9H"})


def test_the_weapon_takes_a_monster_it_can_fight_for_free() -> None:
    state = endgame(["8C", "2H", "3H", "4H"], ["KS", "QC", "6D", "5S"], health=10, weapon="10D")
    analysis = analyse(state, seconds=None, max_nodes=20_000)
    assert analysis is not None
    values = {json.dumps(r.event.to_json(), sort_keys=True): r.value for r in analysis.ranked}
    armed = values[json.dumps(Event(0, "play", {"card": "8C"}).to_json(), sort_keys=True)]
    bare = values[json.dumps(Event(0, "play", {"card": "8C", "with": "bare"}).to_json(),
                             sort_keys=True)]
    assert armed > bare
    assert analysis.ranked[0].event != Event(0, "play", {"card": "8C", "with": "bare"})


def test_equip_the_weapon_before_fighting_the_king() -> None:
    state = endgame(["9D", "KS", "3H", "2C"], ["QS", "JC", "7H", "5D", "4S"], health=20)
    best = advise(state, 0.05).best
    assert best is not None and best != Event(0, "play", {"card": "KS"})


def test_run_from_a_deadly_room() -> None:
    state = replace(endgame(["AS", "KC", "QS", "JC"], ["2H", "3D", "4C", "5H", "6D", "7H",
                                                       "8D", "2S"], health=14), ran_last=False)
    assert advise(state, 0.1).best == RUN


def test_no_advice_while_cards_are_turned_over_or_after_the_end() -> None:
    start = GAME.setup(GAME.meta.options(), ["P"])
    over = replace(endgame(["5H"], []), room=(), health=20)
    for state, said in ((start, "turn over the next card"), (over, "the game is over")):
        advice = advise(state)
        assert advice.best is None
        assert advice.data["best"] is None
        json.dumps(advice.data)
        assert said in _render(advice_text(GAME, advice))


def test_equal_monsters_of_two_suits_are_one_move() -> None:
    state = endgame(["9C", "9S", "5H", "2D"], ["KS", "QC", "3C"], health=12)
    analysis = analyse(state, seconds=None, max_nodes=5000)
    assert analysis is not None
    cards = [r.event.data.get("card") for r in analysis.ranked if r.event.kind == "play"]
    assert not {"9C", "9S"} <= set(cards)


def test_a_bigger_budget_searches_deeper_and_alike_budgets_agree() -> None:
    state = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS", "5H", "9C")
    small = analyse(state, seconds=None, max_nodes=300)
    large = analyse(state, seconds=None, max_nodes=8000)
    again = analyse(state, seconds=None, max_nodes=8000)
    assert small is not None and large is not None and again is not None
    assert small.depth < large.depth
    assert not large.exact
    assert [(r.event, r.value) for r in large.ranked] == [(r.event, r.value) for r in again.ranked]


def test_batches_as_tuples_in_room_order_advise_alike() -> None:
    # rules.py may keep a fled room as a tuple in room order: the player still can't see it.
    state = SMALL["fled room under the dungeon"]
    batches: Any = tuple(tuple(sorted(b)) for b in state.batches)
    as_tuples = replace(state, batches=batches)
    first, second = analyse(state, seconds=10.0), analyse(as_tuples, seconds=10.0)
    assert first is not None and second is not None
    assert [r.value for r in first.ranked] == [r.value for r in second.ranked]


def _render(renderable: object) -> str:
    buffer = io.StringIO()
    Console(file=buffer, width=80, color_system=None, legacy_windows=False).print(renderable)
    text = buffer.getvalue()
    assert all(cell_len(line) <= 80 for line in text.splitlines())
    return text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_advice_reads_at_80_columns_in_both_languages(lang: str) -> None:
    i18n.set_language(lang)
    state = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS", "5H", "9C")
    advice = GAME.advise(state, 0, 0.05)
    text = _render(advice_text(GAME, advice))
    # The actions in the players' words, and the best one as it is typed in the screen's
    # language (issue #14): "spiele 7♦" in German.
    assert text.splitlines()[-1].endswith(in_words(advice.data["best"]))
    assert len(advice.data["alternatives"]) == 3
    rows = text.splitlines()[1:5]
    assert len({" ".join(row.split()[1:-1]) for row in rows}) == 4, rows
    assert "sc_advice" not in text
    json.dumps(advice.data)
    assert advice.best in _actions(state)
    assert advice.exact == advice.data["exact"]


def test_a_stop_set_before_the_search_answers_from_depth_0() -> None:
    """Issue #26: given a hundred seconds, stopped before it begins: the search sees the stop
    at its first look (``CHECK_EVERY`` positions) and answers with depth 0, finished
    whatever the budget, naming a listed action and saying it is not exact."""
    state = reveal(GAME.setup(GAME.meta.options(), ["P"]), "7D", "KS", "5H", "9C")
    stop = Stop()
    stop.set()
    advice = GAME.advise(state, 0, 100.0, stop=stop)
    assert advice.best in _actions(state)
    assert not advice.exact and advice.data["depth"] == 0
    spent = analyse(state, None, max_nodes=CHECK_EVERY)  # a budget ending at the first look
    assert spent is not None and spent.depth == 0
    assert advice.best == spent.ranked[0].event
