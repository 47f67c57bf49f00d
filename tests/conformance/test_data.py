"""What the host hands the faces, checked for every game (and Pig): observations are JSON and
keep each seat's secrets, narration exists in both languages, the view module draws an
observation at 80 columns, advice is data, a fast model agrees with the rules, and each
capability a game claims (checked with ``isinstance``) works.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from tabletop import narration
from tabletop.cli.board import Glyphs, advice_text, board_screen, glyphs_of
from tabletop.events import IllegalAction
from tabletop.plugin import (
    Advice,
    Advisor,
    Decision,
    Game,
    HasBots,
    HasFastModel,
    Line,
    Solution,
    Solver,
    Stop,
)
from tabletop.session.dealers import DEALER, RandomDealer
from tabletop.text import i18n

from .cases import (
    CASES,
    Played,
    assert_fits,
    assert_json,
    game_of,
    key_of,
    options_of,
    sampled,
    walk,
)

ADVICE_SECONDS = 0.02  # advice is checked for its shape, not its strength
STOPPED_SECONDS = 5.0  # a search given this long, stopped before it begins, answers at once
ADVISED_PER_GAME = 2  # states per game whose screen is drawn with advice
MISSING = object()


def _viewers(game: Game[Any], state: Any, seats: int) -> list[int | None]:
    """The table, and the seat whose decision is awaited (else the last seat)."""
    awaiting = game.awaiting(state)
    return [None, awaiting.player if isinstance(awaiting, Decision) else seats - 1]


def _legal(game: Game[Any], state: Any) -> set[str]:
    awaiting = game.awaiting(state)
    return {key_of(a) for a in awaiting.actions} if isinstance(awaiting, Decision) else set()


def _advised_seat(game: Game[Any], state: Any) -> int | None:
    """Whom the host asks advice for when a screen wants it, whoever looks: the seat whose
    decision is awaited (None: no decision, or a game that gives no advice)."""
    awaiting = game.awaiting(state)
    if not isinstance(game, Advisor) or not isinstance(awaiting, Decision):
        return None
    return awaiting.player


# --- observations ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_observations_are_json(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats, range(6), range(2)):
        for step in sampled(len(played.states), 20):
            state = played.states[step]
            for seat in [None, *range(seats)]:
                where = f"{played.label}, step {step}, seat {seat}"
                seen = game.observe(state, seat)
                assert isinstance(seen, dict), where
                assert seen.get("seat", MISSING) == seat, f"{where}: no 'seat': {seat}"
                assert_json(seen, where)
                assert game.observe(state, seat) == seen, f"{where}: observe is not a function"
                if seen.get("advise"):
                    assert _advised_seat(game, state) is not None, (
                        f"{where}: asks for advice that no advisor gives")


def secret_runs(played: Played) -> Iterator[tuple[int, int]]:
    """(j, i): event j was a secret decision, and the states from j to i all await one (a run
    of choices made behind the hand-over screen, not yet revealed at i)."""
    secret = [isinstance(a := played.game.awaiting(s), Decision) and a.secret
              for s in played.states]
    for i in range(1, len(played.states)):
        j = i - 1
        while secret[i] and j >= 0 and secret[j]:
            yield j, i
            j -= 1


def _replaced(played: Played, j: int, i: int, choice: Any) -> Any | None:
    """The state at ``i`` had event ``j`` been ``choice`` (None if a later event then fails)."""
    try:
        state = played.game.turn(played.states[j], choice)
        for event in played.events[j + 1:i]:
            state = played.game.turn(state, event)
    except IllegalAction:
        return None
    return state


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_secret_choices_change_no_other_observation(game_id: str, seats: int) -> None:
    """Had a seat made another secret choice, no other seat (nor the table) could tell: not
    from its observation, and not from the narration of the choice."""
    game = game_of(game_id)
    checked = 0
    for played in walk(game_id, seats, range(6), range(2)):
        told: set[int] = set()
        for j, i in secret_runs(played):
            chooser, made = played.events[j].actor, played.events[j]
            awaiting = game.awaiting(played.states[j])
            assert isinstance(awaiting, Decision)
            others = [None, *(s for s in range(seats) if s != chooser)]
            seen = {seat: game.observe(played.states[i], seat) for seat in others}
            said = game.narrate(played.states[j], made, played.states[j + 1])
            for choice in awaiting.actions:
                if key_of(choice) == key_of(made):
                    continue
                where = f"{played.label}: {chooser} chose {choice} at step {j}, not {made}"
                if j not in told:
                    after = game.turn(played.states[j], choice)
                    assert game.narrate(played.states[j], choice, after) == said, (
                        f"{where}: the narration tells the choice")
                state = _replaced(played, j, i, choice)
                if state is None:
                    continue
                for seat in others:
                    assert game.observe(state, seat) == seen[seat], (
                        f"{where}: seat {seat} sees the difference at step {i}")
                checked += 1
            told.add(j)
    if not checked:
        pytest.skip("no run of secret decisions in these games")


# --- narration ------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_every_event_narrates_in_both_languages(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    narrated: dict[str, bool] = {}
    lines: dict[str, Line] = {}
    for played in walk(game_id, seats):
        for step, event in enumerate(played.events):
            where = f"{played.label}, step {step}: {event}"
            said = game.narrate(played.states[step], event, played.states[step + 1])
            assert isinstance(said, list), where
            for line in said:
                assert isinstance(line, Line) and isinstance(line.key, str), (where, line)
                assert_json(dict(line.params), f"{where}: {line.key}")
                lines.setdefault(key_of_line(line), line)
            narrated[event.kind] = narrated.get(event.kind, False) or bool(said)
    silent = sorted(kind for kind, told in narrated.items() if not told)
    assert not silent, f"event kinds never narrated: {silent}"
    catalogue = i18n.catalogue()
    used = set().union(*(narration.keys(line) for line in lines.values()))
    for key in sorted(used):
        texts = catalogue.get(key, {})
        assert texts.get("en") and texts.get("de"), f"{key!r} lacks a language: {texts}"
    for lang in ("en", "de"):
        i18n.set_language(lang)
        for line in lines.values():
            assert narration.render(line).strip(), (lang, line)


def key_of_line(line: Line) -> str:
    return f"{line.key} {sorted(line.params.items())!r}"


# --- the terminal view ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_view_draws_observations_at_80_columns(game_id: str, seats: int, lang: str) -> None:
    """A board with its advice fits 80 columns; a board alone is drawn at every place of
    random games by the draw check (``test_board_words``), which checks its fit too."""
    game = game_of(game_id)
    assert isinstance(glyphs_of(game), Glyphs)
    i18n.set_language(lang)
    for played in walk(game_id, seats, range(3), range(1)):
        advised = 0
        for step in sampled(len(played.states), 25):
            state = played.states[step]
            for viewer in _viewers(game, state, seats):
                where = f"{played.label}, step {step}, viewer {viewer}"
                seen = game.observe(state, viewer)
                if seen.get("advise") and advised < ADVISED_PER_GAME:
                    advised_seat = _advised_seat(game, state)
                    assert isinstance(game, Advisor) and advised_seat is not None, (
                        f"{where}: asks for advice that no advisor gives")
                    advice = game.advise(state, advised_seat, ADVICE_SECONDS)
                    assert_fits(board_screen(game, seen, advice), f"{where}, with advice")
                    advised += 1


# The web view: every board, act and outcome of random games, tests/conformance/test_web_view.py


# --- capabilities ---------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_fast_model_agrees_with_the_rules(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, HasFastModel):
        pytest.skip("no fast model")
    model = game.fast_model()
    reached = 0
    for played in walk(game_id, seats, range(6), range(2)):
        every = set(sampled(len(played.events), 10))  # steps where every listed action is tried
        for step, state in enumerate(played.states):
            position = model.load(state)
            if position is None:
                continue
            reached += 1
            where = f"{played.label}, step {step}"
            awaiting = game.awaiting(state)
            if isinstance(awaiting, Decision):
                legal = {key_of(a) for a in model.legal(position)}
                assert legal == _legal(game, state), f"{where}: the model's legal actions"
            tried = [played.events[step]] if step < len(played.events) else []
            if step in every and isinstance(awaiting, Decision):
                tried += awaiting.actions
            for event in tried:
                after = model.play(position, event)
                if after is not None:
                    assert after == model.load(game.turn(state, event)), f"{where}: {event}"
    assert reached, "the fast model reaches no state of these games"


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_advice_is_data_and_advises_a_listed_action(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, Advisor):
        pytest.skip("no advice")
    for played in walk(game_id, seats, range(2), range(0)):
        decisions = [s for s in range(len(played.states)) if _legal(game, played.states[s])]
        for index in sampled(len(decisions), 3):
            state = played.states[decisions[index]]
            awaiting = game.awaiting(state)
            assert isinstance(awaiting, Decision)
            where = f"{played.label}, step {decisions[index]}"
            advice = game.advise(state, awaiting.player, ADVICE_SECONDS)
            assert isinstance(advice, Advice), where
            assert_json(dict(advice.data), f"{where}: advice data")
            assert advice.best is not None and key_of(advice.best) in _legal(game, state), (
                f"{where}: advised {advice.best}")
            for lang in ("en", "de"):
                i18n.set_language(lang)
                assert_fits(advice_text(game, advice), f"{where}, {lang}")


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_a_stopped_advice_still_advises_a_listed_action(game_id: str, seats: int) -> None:
    """Issue #26: Ctrl-C or a second tap sets the search's stop, and the advice answers at
    once with the best found so far: set before the search begins, nothing is found yet, and
    the advice still names a listed action (each game's tests count the work it did)."""
    game = game_of(game_id)
    if not isinstance(game, Advisor):
        pytest.skip("no advice")
    stop = Stop()
    stop.set()
    for played in walk(game_id, seats, range(1), range(0)):
        decisions = [s for s in range(len(played.states)) if _legal(game, played.states[s])]
        for index in sampled(len(decisions), 3):
            state = played.states[decisions[index]]
            awaiting = game.awaiting(state)
            assert isinstance(awaiting, Decision)
            where = f"{played.label}, step {decisions[index]}"
            advice = game.advise(state, awaiting.player, STOPPED_SECONDS, stop=stop)
            assert_json(dict(advice.data), f"{where}: advice data")
            assert advice.best is not None and key_of(advice.best) in _legal(game, state), (
                f"{where}: advised {advice.best}")


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_bots_choose_listed_actions(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, HasBots):
        pytest.skip("no bots")
    strategies = game.strategies()
    assert strategies, "HasBots without a bot"
    played = next(walk(game_id, seats, range(1), range(0)))
    decisions = [s for s in range(len(played.states)) if _legal(game, played.states[s])]
    for name, strategy in strategies.items():
        for index in sampled(len(decisions), 3):
            state = played.states[decisions[index]]
            awaiting = game.awaiting(state)
            assert isinstance(awaiting, Decision)
            event = strategy(state, awaiting.player, random.Random(index))
            assert key_of(event) in _legal(game, state), f"{name} at step {decisions[index]}"


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_a_solver_solves_a_deal(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, Solver):
        pytest.skip("no solver")
    assert game.meta.max_players == 1, "a solver is for solo games"
    solution = game.solve(options_of(game), RandomDealer(0, DEALER), None, ADVICE_SECONDS)
    assert isinstance(solution, Solution)
    assert isinstance(solution.best_score, int)
    assert all(isinstance(line, str) and line.strip() for line in solution.line)
    stop = Stop()
    stop.set()  # Ctrl-C before the search begins: the best found at its first look
    stopped = game.solve(options_of(game), RandomDealer(0, DEALER), None, None, stop=stop)
    assert isinstance(stopped, Solution) and isinstance(stopped.best_score, int)
    assert stopped.best_score <= solution.best_score or not solution.exact
