"""Advice for the seat whose decision is awaited: every movement card in hand with what it
would take this round, the strong bot's choice for other decisions, only what the seat may know,
and a screen readable on 80 columns without colour, in English and German."""

from __future__ import annotations

import io
import json
import random
import re
from dataclasses import replace
from functools import cache

import pytest
from rich.cells import cell_len
from rich.console import Console, RenderableType

from games.halunken import GAME
from games.halunken.play import bots, search
from games.halunken.play.advice import ADVICE_SAMPLES, advice_with, public_rng
from games.halunken.rules.queries import moves_left
from games.halunken.rules.state import HState
from tabletop.cli.board import advice_text
from tabletop.events import Event
from tabletop.plugin import Advisor, Decision, Stop
from tabletop.session.playout import playout
from tabletop.text import i18n

from .helpers import new_game

Seen = tuple[tuple[HState, Decision], ...]


@cache
def decisions(players: int, seed: int) -> Seen:
    """Every decision of a game between basic bots, with the state it is made in."""
    seen: list[tuple[HState, Decision]] = []

    def decide(state: HState, now: Decision, _step: int) -> Event:
        seen.append((state, now))
        return bots.basic(state, now.player, random.Random(0))

    playout(GAME, new_game(players), seed, decide)
    return tuple(seen)


def movement_choices(players: int, seed: int) -> list[tuple[HState, Decision]]:
    return [(s, d) for s, d in decisions(players, seed) if d.actions[0].kind == "move"]


def render(view: RenderableType) -> list[str]:
    console = Console(width=80, color_system=None, record=True, file=io.StringIO())
    console.print(view)
    return console.export_text().splitlines()


def test_the_plugin_advises() -> None:
    assert isinstance(GAME, Advisor)
    state, now = movement_choices(3, 1)[0]
    advice = GAME.advise(state, now.player, 5.0)
    assert advice.exact
    assert advice.best in now.actions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_advice_covers_every_movement_card_in_hand(players: int) -> None:
    for state, now in movement_choices(players, 2)[::3]:
        advice = advice_with(state, now.player, random.Random(4))
        cards = [row["card"] for row in advice.data["cards"]]
        assert cards == moves_left(state, now.player)
        for row in advice.data["cards"]:
            assert 0.0 <= row["robbed_chance"] <= 1.0
            assert row["cards_gained"] >= -len(state.hands[now.player])
        assert advice.best is not None and advice.best in now.actions
        assert advice.data["best"] == advice.best.data["card"]
        json.dumps(advice.data)


def test_best_is_the_strong_bots_card_given_the_same_random_source() -> None:
    for state, now in movement_choices(4, 3)[::4]:
        advised = advice_with(state, now.player, random.Random(9)).best
        assert advised == bots.strong(state, now.player, random.Random(9))


def test_other_decisions_get_the_strong_bots_choice_and_a_reason() -> None:
    kinds: set[str] = set()
    for players, seed in ((2, 5), (3, 6), (4, 7)):
        for state, now in decisions(players, seed):
            if now.actions[0].kind == "move":
                continue
            advice = advice_with(state, now.player, random.Random(2))
            assert advice.best == bots.strong(state, now.player, random.Random(2))
            assert advice.data["reason"] in i18n.catalogue()
            json.dumps(advice.data)
            kinds.add(str(advice.data["decision"]))
    assert {"place", "jack", "bid", "jack_card", "take"} <= kinds


def test_no_advice_for_a_seat_not_deciding() -> None:
    state, now = movement_choices(3, 1)[0]
    other = (now.player + 1) % 3
    advice = GAME.advise(state, other, 1.0)
    assert advice.best is None
    assert advice.data["decision"] is None


def test_advice_uses_only_what_the_seat_may_know() -> None:
    """Hotseat: the player advised after another chose in secret learns nothing of that
    card; the advice is the same whatever the other could have chosen (H3)."""
    checked = 0
    for state, now in movement_choices(3, 8)[::2] + movement_choices(4, 9)[::2]:
        other = next((i for i, c in enumerate(state.chosen) if c is not None), None)
        if other is None or other == now.player:
            continue
        expected = GAME.advise(state, now.player, 30.0).data
        for swap in [m for m in moves_left(state, other) if m != state.chosen[other]][:2]:
            chosen = tuple(swap if i == other else c for i, c in enumerate(state.chosen))
            assert GAME.advise(replace(state, chosen=chosen), now.player, 30.0).data == expected
            checked += 1
    assert checked > 10


def test_the_hint_samples_a_work_budget_not_the_clock() -> None:
    """Issue #15: the clock cut the sampling (4 rounds in a game, 96 on the command line); the
    budget is now the rounds sampled, so any time given samples them all, the same way."""
    state, now = movement_choices(4, 10)[5]
    answers = [GAME.advise(state, now.player, seconds) for seconds in (0.0, 0.1, 30.0)]
    assert all(a.exact and a.data["samples"] == ADVICE_SAMPLES for a in answers)
    assert answers[0] == answers[1] == answers[2]
    assert answers[0].best in now.actions


def test_a_stop_set_before_the_hint_answers_from_one_sampled_round() -> None:
    """Issue #26: Ctrl-C or a second tap before the sampling begins: the first sampled round
    (always judged, so there is a best) decides, and the hint says it is not exact."""
    state, now = movement_choices(4, 10)[5]
    stop = Stop()
    stop.set()
    advice = GAME.advise(state, now.player, 30.0, stop=stop)
    assert advice.best in now.actions
    assert advice.data["samples"] == 1 and advice.data["planned"] == ADVICE_SAMPLES
    assert not advice.exact and advice.data["exact"] is False


def test_a_stop_set_midway_keeps_the_rounds_sampled_so_far(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The stop comes after 10 sampled rounds (work, never the clock): the sampling looks at
    it before the next round and answers from those 10, as a hint sampling 10 rounds from
    the same random source does."""
    state, now = movement_choices(3, 1)[0]
    stop = Stop()
    judge = search.judge
    cards = len(moves_left(state, now.player))
    judged = [0]

    def counted(*args: object, **kwargs: object) -> None:
        judged[0] += 1
        if judged[0] == 10 * cards:  # every card of the 10th round judged
            stop.set()
        judge(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(search, "judge", counted)
    advice = GAME.advise(state, now.player, 30.0, stop=stop)
    assert advice.data["samples"] == 10 and not advice.exact
    assert advice.best in now.actions
    monkeypatch.setattr(search, "judge", judge)
    ten = advice_with(state, now.player, public_rng(state, now.player), 10)
    assert (ten.best, ten.data["cards"]) == (advice.best, advice.data["cards"])


@pytest.mark.parametrize("language", ["en", "de"])
def test_views_render_on_80_columns_in_both_languages(language: str) -> None:
    i18n.set_language(language)
    try:
        shown = 0
        for state, now in decisions(2, 11)[::5] + decisions(4, 12)[::5]:
            advice = advice_with(state, now.player, random.Random(1))
            lines = render(advice_text(GAME, advice))
            assert all(cell_len(line) <= 80 for line in lines)
            text = "\n".join(lines)
            assert "hs_" not in text  # every key found in the catalogue
            head = i18n.t("hs_adv_head", player=state.players[now.player], action="")
            assert text.startswith(head)
            if now.actions[0].kind == "move":
                assert i18n.t("hs_adv_best") in text
                assert i18n.t("hs_adv_col_robbed") in text
            shown += 1
        assert shown > 10
    finally:
        i18n.set_language("en")


def test_german_advice_writes_decimal_commas() -> None:
    state, now = movement_choices(3, 1)[0]
    i18n.set_language("de")
    try:
        given = advice_with(state, now.player, random.Random(4))
        shown = "\n".join(render(advice_text(GAME, given)))
    finally:
        i18n.set_language("en")
    assert re.search(r"\d,\d", shown) and not re.search(r"\d\.\d", shown), shown
