"""Advice for the delver (issue: exact odds at the regroup, shown at every regroup and on
``hint``): the numbers are those of ``odds``, the advised action is legal, a decision the
model has nothing to say about gets the basic bot's rule of thumb, and the screens read on
80 columns without colour, in English and German. (The odds themselves are checked against
brute force in ``test_odds.py``.)"""

from __future__ import annotations

import json
import random
from functools import cache

import pytest
from rich.cells import cell_len

from games.dungeon_dice import GAME
from games.dungeon_dice.play import bots
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play.advice import MIN_SHARE, advise_within
from games.dungeon_dice.play.search_exact import CLOCK_EVERY, Budget
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.dungeon_dice.rules.notation import notation
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState
from tabletop.events import Event
from tabletop.plugin import Advisor, Decision, Stop
from tabletop.session.playout import playout
from tabletop.text import i18n
from tabletop.text.i18n import percent

from .boards import advice_html, advice_screen, screen
from .helpers import act, at, dungeon

Seen = tuple[tuple[DDState, Decision], ...]
# Budgets are work, positions searched (issue #15): the same answer on every machine.
WORK = 4_000  # what a hint of 0.1 s searches
DEEP = 200_000


@cache
def decisions(seed: int, players: int = 1) -> Seen:
    """Every decision of a seeded game between basic bots, with the state it is made in."""
    names = [f"P{i + 1}" for i in range(players)]
    seen: list[tuple[DDState, Decision]] = []

    def decide(state: DDState, now: Decision, _step: int) -> Event:
        seen.append((state, now))
        return bots.basic(state, now.player, random.Random(0))

    options = DungeonDiceOptions(heroes="deal", edition=LATEST_EDITION)
    playout(GAME, GAME.setup(options, names), seed, decide)
    return tuple(seen)


def regroup(hero: str, **kw: object) -> DDState:
    state = at(hero, stage="regroup", **kw)  # type: ignore[arg-type]
    assert state.stage == "regroup"
    return state


def test_the_plugin_advises() -> None:
    assert isinstance(GAME, Advisor)


def test_at_the_regroup_the_advice_is_the_odds() -> None:
    state = regroup("knight", party=["fighter", "cleric", "mage"], level=3, lair=1)
    advice = advise_within(state, 0, DEEP)
    found = odds.odds(state, levels=advice.data["levels_ahead"])
    assert advice.data["clear_next"] == pytest.approx(found.clear)
    assert (advice.data["retire_xp"], advice.data["continue_xp"]) == (found.retire, found.go_on)
    assert advice.data["next_level"] == 4
    assert advice.best is not None and advice.best.kind == found.best == advice.data["best"]
    assert advice.exact == found.exact == (advice.data["levels_ahead"] == LAST_LEVEL - 3)
    json.dumps(advice.data)


def test_retiring_is_advised_when_going_on_is_worth_less() -> None:
    """D8/D9: retiring banks the level; fleeing banks nothing. With no party at all the next
    level is almost surely lost."""
    state = regroup("knight", party=[], level=4, ultimate_used=True)
    advice = advise_within(state, 0, WORK)
    assert advice.best is not None and advice.best.kind == "retire"
    assert advice.data["continue_xp"] < advice.data["retire_xp"] == 4


def test_seeking_is_advised_with_a_full_party_early() -> None:
    state = regroup("knight", party=["fighter", "cleric", "mage", "thief", "champion"],
                    level=1)
    advice = advise_within(state, 0, WORK)
    assert advice.best is not None and advice.best.kind == "seek"
    assert advice.data["clear_next"] == pytest.approx(1.0)  # two dice: one companion each


def first_look(state: DDState) -> int:
    """The positions the first look (one level ahead) searches from an empty memo."""
    odds.forget()
    counted = Budget()
    odds.odds(state, levels=1, budget=counted)
    odds.forget()
    return counted.work


def test_a_budget_for_the_first_look_gives_the_exact_chance_one_level_ahead() -> None:
    state = regroup("occultist", party=["fighter", "cleric", "thief"], level=2, lair=1)
    advice = advise_within(state, 0, first_look(state))
    assert advice.data["levels_ahead"] == 1 and not advice.exact
    assert advice.data["clear_next"] == pytest.approx(odds.odds(state, levels=1).clear)
    shown = advice_screen(advice)
    assert "looking 1 level ahead" in shown


def test_a_first_look_cut_short_estimates_from_the_rolls_searched() -> None:
    """Issue #15: the budget is kept, with the best found by then: no work at all gives the
    rule of thumb; half the first look an estimate from the rolls searched, said to be no
    exact answer."""
    state = regroup("occultist", party=["fighter", "cleric", "thief"], level=2, lair=1)
    needed = first_look(state)
    advice = advise_within(state, 0, 0)
    assert advice.data == {"best": bots.choose(state).kind, "rule_of_thumb": True,
                           "estimated": False, "searched": 0.0}
    shown = advice_screen(advice)
    assert "rule of thumb: " in shown
    assert "the time given searched 0% of the next level's rolls" in shown
    odds.forget()
    advice = advise_within(state, 0, needed // 2)
    share = advice.data["searched"]
    assert 0.0 < share < 1.0 and advice.data["estimated"] == (share >= MIN_SHARE)
    assert advice.data["rule_of_thumb"] is not advice.data["estimated"]
    assert advice.best is not None and advice.best.kind in ("seek", "retire")
    assert not advice.exact
    shown = advice_screen(advice)
    assert ("estimated from the rolls searched" in shown) == advice.data["estimated"]
    said = f"the time given searched {percent(share, 0)} of the next level's rolls"
    assert said in shown
    assert said.replace("'", "&#39;") in advice_html(advice)  # and on the phone


def test_a_move_within_a_level_cut_short_is_the_best_valued() -> None:
    """The rule of thumb's move is valued first: a budget that ends after it names it, with
    its value, marked ``partial``."""
    state = at("knight", party=["fighter", "cleric", "mage"], level=5, ultimate_used=True,
               dungeon=["goblin", "skeleton", "ooze", "chest", "potion"])
    odds.forget()
    counted = Budget()
    odds.ranked_moves(state, budget=counted)
    everything = counted.work
    odds.forget()
    advice = advise_within(state, 0, everything // 3)
    assert advice.data.get("partial") is True and not advice.exact
    assert advice.best == bots.choose(state)
    assert "not every move was valued in the time given" in advice_screen(advice)
    assert "not every move was valued in the time given" in advice_html(advice)
    odds.forget()
    advice = advise_within(state, 0, everything)
    assert "partial" not in advice.data
    assert advice.data["best"] == notation(odds.ranked_moves(state)[0][0])


def test_within_a_level_the_advice_is_the_models_line() -> None:
    state = at("minstrel", party=["fighter", "champion"], dungeon=["goblin", "chest"],
               level=LAST_LEVEL, ultimate_used=True)
    advice = advise_within(state, 0, WORK)
    move = odds.best_move(state)
    assert move is not None and advice.best == move[0]
    ranked = odds.ranked_moves(state)
    assert ranked[0] == move
    assert advice.data == {"best": "fight fighter goblin", "rule_of_thumb": False,
                           "expected_xp": move[1], "levels_ahead": 1, "alternatives": [
                               {"move": notation(e), "event": e.to_json(), "expected_xp": v}
                               for e, v in ranked[1:4]]}
    assert all(v <= move[1] for _, v in ranked)
    assert advice.exact  # level 10 is the last: nothing lies beyond it


def test_among_equal_lines_the_ultimate_is_kept() -> None:
    """Looking at this level alone, the Knight's ultimate (every monster becomes a dragon
    face) clears it no better than a Fighter does: the cheaper is spent, the ultimate kept."""
    state = at("knight", party=["fighter", "fighter", "mage", "mage", "champion", "champion"],
               dungeon=["ooze"], level=1)
    ranked = odds.ranked_moves(state)
    assert ranked[0][0].kind == "fight", ranked
    assert bots.STRATEGIES["odds"](state, 0, random.Random(0)).kind == "fight"


def test_a_level_no_line_clears_gets_the_rule_of_thumb() -> None:
    state = dungeon(act(regroup("knight", party=["thief"], level=2, ultimate_used=True),
                        "seek"), "goblin", "skeleton", "ooze")
    advice = advise_within(state, 0, WORK)
    assert advice.best == bots.choose(state)
    assert advice.data["rule_of_thumb"] is True


def test_choosing_a_hero_gets_the_rule_of_thumb() -> None:
    state = GAME.setup(DungeonDiceOptions(), ["Ann"])
    now = GAME.awaiting(state)
    assert isinstance(now, Decision) and now.actions[0].kind == "hero"
    advice = advise_within(state, 0, WORK)
    assert advice.best == bots.choose(state) and advice.best in now.actions


def test_no_advice_for_a_seat_not_deciding() -> None:
    state, now = decisions(3, players=2)[0]
    advice = advise_within(state, 1 - now.player, WORK)
    assert advice.best is None and advice.data == {"best": None}


@pytest.mark.parametrize("seed", [1, 2])
def test_every_advised_action_is_legal(seed: int) -> None:
    for state, now in decisions(seed)[::2]:
        advice = advise_within(state, now.player, WORK)
        assert advice.best is not None
        GAME.turn(state, advice.best)  # raises if illegal
        json.dumps(advice.data)


def test_the_regroup_screen_shows_the_chance_to_clear_the_next_level() -> None:
    """The screen draws the odds the host fetched (its observation asks for them); it
    searches nothing itself, and without the advice it shows none."""
    state = regroup("knight", party=["fighter", "cleric", "mage"], level=3, lair=1)
    assert GAME.observe(state, None)["advise"] is True
    found = odds.odds(state, levels=1)
    shown = screen(state, advise_within(state, 0, first_look(state)))
    assert f"chance to clear level 4: {100 * found.clear:.1f}%" in shown
    assert (f"expected XP: retire 3.0 · go on ≥ {found.go_on:.1f} (looking 1 level ahead)"
            in shown)
    assert "chance to clear" not in screen(state)
    fighting = at("knight", party=["fighter"], dungeon=["goblin"], level=3)
    assert GAME.observe(fighting, None)["advise"] is False
    assert "chance to clear" not in screen(fighting)


@pytest.mark.parametrize("language", ["en", "de"])
def test_views_render_on_80_columns_in_both_languages(language: str) -> None:
    i18n.set_language(language)
    try:
        regroups = 0
        for state, now in decisions(4)[::3]:
            advice = advise_within(state, now.player, WORK)
            lines = advice_screen(advice).splitlines()
            assert lines and all(cell_len(line) <= 80 for line in lines)
            asks = GAME.observe(state, None)["advise"]
            assert all(cell_len(line) <= 80
                       for line in screen(state, advice if asks else None).splitlines())
            if state.stage == "regroup" and state.level < LAST_LEVEL:
                regroups += 1
                percent = f"{100 * advice.data['clear_next']:.1f}"
                assert (percent.replace(".", ",") if language == "de" else percent) in lines[0]
        assert regroups
    finally:
        i18n.set_language("en")


def test_the_odds_bot_plays_the_advice_at_the_regroup() -> None:
    checked = 0
    for state, now in decisions(5):
        if state.stage == "regroup" and state.level < LAST_LEVEL:
            chosen = bots.STRATEGIES["odds"](state, now.player, random.Random(0))
            assert chosen.kind == odds.odds(state, levels=bots.ODDS_LEVELS).best
            checked += 1
    assert checked
    assert rules.awaiting(decisions(5)[0][0]) == decisions(5)[0][1]


def test_among_equal_lines_a_potion_is_quaffed_for_a_champion() -> None:
    """D6: quaffing turns a spent Cleric into a Champion. Looking at this level alone it
    changes nothing, but what comes back is dearer than what is spent: it is advised."""
    state = at("spellsword", party=["scroll", "thief", "cleric", "mage", "cleric", "cleric",
                                    "cleric"], dungeon=["potion"], level=1, stage="loot")
    advice = advise_within(state, 0, WORK)
    assert advice.data["best"] == "quaff cleric champion"


# ---- a stop (Ctrl-C, a second tap; issue #26) ----------------------------------------------

def stopped() -> Stop:
    stop = Stop()
    stop.set()
    return stop


def counting(monkeypatch: pytest.MonkeyPatch, stop: Stop, at: int) -> list[int]:
    """Counts the positions every search spends (``Budget.tick``) and sets ``stop`` at the
    ``at``-th: a stop that comes after a fixed amount of work, never after a time."""
    tick = Budget.tick
    searched = [0]

    def counted(budget: Budget) -> None:
        searched[0] += 1
        if searched[0] == at:
            stop.set()
        tick(budget)

    monkeypatch.setattr(Budget, "tick", counted)
    return searched


def test_a_stop_set_before_the_regroup_search_answers_at_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Given an hour, stopped before it begins: the first position searched looks at the
    stop, and the rule of thumb answers, said to be one (nothing of the rolls searched)."""
    state = regroup("occultist", party=["fighter", "cleric", "thief"], level=2, lair=1)
    odds.forget()
    searched = counting(monkeypatch, Stop(), 0)
    advice = GAME.advise(state, 0, 3600.0, stop=stopped())
    assert searched[0] == 1
    assert advice.data == {"best": bots.choose(state).kind, "rule_of_thumb": True,
                           "estimated": False, "searched": 0.0}
    decision = rules.awaiting(state)
    assert isinstance(decision, Decision) and advice.best in decision.actions
    assert not advice.exact


def test_a_stop_set_midway_through_a_level_answers_with_the_deepest_look_finished(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """No bound on the work but the stop, set at the 200th position (within the look two
    levels ahead; one level took 47): the search sees it within ``CLOCK_EVERY`` positions
    and answers as a work budget ending at that same position does, with the look one level
    ahead, not exact (unstopped it would look to the end of the delve, for many seconds)."""
    state = at("knight", party=["fighter", "cleric", "mage"], level=5, ultimate_used=True,
               dungeon=["goblin", "skeleton", "ooze", "chest", "potion"])
    odds.forget()
    stop = Stop()
    searched = counting(monkeypatch, stop, 200)
    advice = advise_within(state, 0, None, stop=stop)
    assert 200 <= searched[0] <= 200 + CLOCK_EVERY
    assert advice.data["levels_ahead"] == 1 and not advice.exact
    decision = rules.awaiting(state)
    assert isinstance(decision, Decision) and advice.best in decision.actions
    odds.forget()
    assert advise_within(state, 0, searched[0] - 1) == advice  # the tick that saw the stop
    odds.forget()


def test_two_searches_spend_budgets_of_their_own() -> None:
    """The budget goes with its search (no module-level one): a search stopped leaves the
    next search, with a stop of its own, its whole budget."""
    state = regroup("occultist", party=["fighter", "cleric", "thief"], level=2, lair=1)
    needed = first_look(state)
    assert advise_within(state, 0, None, stop=stopped()).data["rule_of_thumb"] is True
    whole = advise_within(state, 0, needed, stop=Stop())
    assert whole.data["levels_ahead"] == 1
    assert whole.data["clear_next"] == pytest.approx(odds.odds(state, levels=1).clear)
