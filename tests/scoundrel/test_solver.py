"""The exact solver: against brute force on short decks, its lines replay to its score."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.scoundrel import GAME, engine
from games.scoundrel.components import DECK
from games.scoundrel.options import ScoundrelOptions
from games.scoundrel.score import score
from games.scoundrel.solver import Solution, solve, solve_seed
from games.scoundrel.state import ScoundrelState
from tabletop.plugin import Over

OPTIONS = [ScoundrelOptions(weapon_rule=rule, death_penalty=penalty)  # type: ignore[arg-type]
           for rule in ("lower", "lower_or_equal") for penalty in ("dungeon", "dungeon_and_room")]


def brute_force(deck: list[str], options: ScoundrelOptions) -> int:
    """Every line of the game through the engine (itself checked against the rules), merging
    only states that are the same in every respect but the card played last."""
    seen: dict[tuple[object, ...], int] = {}

    def best(state: engine.EngineState) -> int:
        final = engine.score(state)
        if final is not None:
            return final
        key = (state.health, tuple(state.room), tuple(state.dungeon), state.weapon, state.cap,
               state.played, state.potion_used, state.ran_last)
        if key not in seen:
            values = []
            for move in engine.legal_moves(state):
                after = engine.copy(state)
                engine.apply(after, move)
                values.append(best(after))
            seen[key] = max(values)
        return seen[key]

    return best(engine.new_game(deck, options))


def replay(deck: list[str], line: list[str], options: ScoundrelOptions) -> ScoundrelState:
    """The line typed into the rules of record, one transcript line at a time. A short deck is
    a game whose other cards were played before (the dungeon holds only the deck's cards)."""
    state = GAME.setup(options, ["solver"])
    if len(deck) < len(DECK):
        state = replace(state, unseen=frozenset(deck),
                        discard=tuple(c for c in DECK if c not in deck))
    for text in line:
        state = GAME.turn(state, GAME.parse(state, text))
    return state


def final_score(deck: list[str], line: list[str], options: ScoundrelOptions) -> int | None:
    state = replay(deck, line, options)
    assert isinstance(GAME.awaiting(state), Over)
    return score(state).players[0].total


def short_deck(rnd: random.Random, size: int) -> list[str]:
    return rnd.sample(DECK, size)


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"{o.weapon_rule}-{o.death_penalty}")
def test_solver_matches_brute_force_on_short_decks(options: ScoundrelOptions) -> None:
    rnd = random.Random(f"solver:{options}")
    for _ in range(10):
        deck = short_deck(rnd, rnd.choice([6, 8, 10, 12]))
        solution = solve(deck, options)
        assert solution.exact
        assert solution.best_score == brute_force(deck, options), deck
        assert final_score(deck, solution.line, options) == solution.best_score, deck


def test_a_short_deck_with_a_hopeless_start_is_scored_as_the_best_loss() -> None:
    deck = ["AS", "KS", "QS", "JC", "AC", "KC", "2H", "3D"]
    options = ScoundrelOptions()
    solution = solve(deck, options)
    assert solution.exact
    assert solution.best_score < 0
    assert solution.best_score == brute_force(deck, options)
    assert final_score(deck, solution.line, options) == solution.best_score


def test_the_line_is_transcript_notation_with_room_lines() -> None:
    solution = solve(["7D", "KS", "5H", "9C", "2C"], ScoundrelOptions())
    assert solution.line[0] == "room 7D KS 5H 9C"
    assert all(line.split()[0] in ("room", "play", "run") for line in solution.line)
    assert any(line.startswith("room 2C") for line in solution.line)


def test_an_empty_deck_is_won_at_full_health() -> None:
    assert solve([], ScoundrelOptions()) == Solution(20, True, [])


def test_a_winnable_deal_is_solved_and_replays_to_its_score() -> None:
    # Seed 12 is known to be winnable with the best score there is: 20 health and a 10 potion.
    solution = solve_seed(12, ScoundrelOptions(), time_limit=20)
    assert solution.exact
    assert solution.best_score == 30
    assert final_score(list(engine.deck_for_seed(12)), solution.line, ScoundrelOptions()) == 30
    assert solution.line[0] == "room " + " ".join(engine.deck_for_seed(12)[:4])


def test_a_time_limited_search_says_whether_it_finished() -> None:
    options = ScoundrelOptions()
    # Seed 0 takes the search far longer than this: cut short, it says so, and its line is a
    # real line scoring what it says.
    cut = solve_seed(0, options, time_limit=0.05)
    assert not cut.exact
    assert final_score(list(engine.deck_for_seed(0)), cut.line, options) == cut.best_score
    # A deal settled within its limit is settled as without one.
    limited = solve_seed(12, options, time_limit=20)
    assert limited.exact
    assert limited.best_score == solve_seed(12, options).best_score
