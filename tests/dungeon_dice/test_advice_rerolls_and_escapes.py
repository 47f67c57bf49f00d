"""Issue #15: advice a player can trust where the dice are rolled again or the delve escapes.

A reroll (the Commander's ultimate, D12; a Scroll, D5) is valued over every outcome of the
dice it rolls, like any roll, not as if the monsters it takes up were defeated. A Town Portal
(D2) is proposed when it banks more than a fight that ends in flight (D9). Values are the
points the advice counts: XP banked, 1 per treasure, 2 per Town Portal held (D13).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from typing import Any

import pytest

from games.dungeon_dice.play import bots
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play.advice import advise_within
from games.dungeon_dice.play.search_exact import Budget
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules.components import DUNGEON_FACES
from games.dungeon_dice.rules.state import DDState
from tabletop.events import CHANCE, Event
from tabletop.plugin import Advice

from .helpers import at

MERCENARY, MASTER_XP = "mercenary", 5  # at 5 XP the Mercenary is the Commander (D12)


def one_level(state: DDState) -> Advice:
    """The advice with the work (positions searched) of one level's look: values a person
    can check, the same on every machine (issue #15: work budgets, not the clock)."""
    odds.forget()
    counted = Budget()
    odds.ranked_moves(state, budget=counted)
    work = counted.work
    odds.forget()
    advice = advise_within(state, 0, work)
    assert "partial" not in advice.data
    return advice


def value_of(data: Mapping[str, Any], move: str) -> float:
    """The value the advice gives ``move``: the best one or one of the alternatives."""
    if data["best"] == move:
        return float(data["expected_xp"])
    return next(float(m["expected_xp"]) for m in data["alternatives"] if m["move"] == move)


def test_a_reroll_of_every_monster_is_worth_its_outcomes() -> None:
    """No party dice left, a Goblin and a Skeleton at level 2: the Commander rerolls both. The
    level is cleared only when neither die shows a monster (chest, potion or dragon: 1/2
    each, and two dragons stay below the three that wake it), so the reroll is worth 2 XP
    with chance 1/4: 0.5, not the 2.0 of a level whose monsters were taken up."""
    state = at(MERCENARY, xp=MASTER_XP, party=[], level=2,
               dungeon=["goblin", "skeleton"])
    advice = one_level(state)
    assert advice.data["best"] == "ultimate goblin skeleton"
    assert advice.data["expected_xp"] == pytest.approx(0.5)
    assert value_of(advice.data, "flee") == 0.0


def _best_after(state: DDState) -> float:
    """What the model makes of a rolled level by its best line; nothing when none clears."""
    if state.stage == "regroup":
        return float(state.level)
    found = odds.best_move(state)
    return found[1] if found is not None else 0.0


def test_the_commanders_reroll_is_not_advised_over_a_sure_fight() -> None:
    """The issue's position: Skeletons and Oozes, two of each, at level 4. A Cleric and a Mage
    clear it for sure (4 XP); rerolling the four monsters (1,296 ordered rolls, each counted
    here by the best line after it) is worth less, since many rolls bring back two types the
    party cannot both meet, or a dragon."""
    state = at(MERCENARY, xp=MASTER_XP, party=["cleric", "mage"], level=4,
               dungeon=["skeleton", "skeleton", "ooze", "ooze"])
    advice = one_level(state)
    assert advice.data["best"] in ("fight cleric skeleton", "fight mage ooze")
    assert advice.data["expected_xp"] == 4.0
    rerolled = rules.turn(state, Event(0, "ultimate", {
        "party": [], "dungeon": ["skeleton", "skeleton", "ooze", "ooze"]}))
    mean = sum(_best_after(rules.turn(rerolled, Event(CHANCE, "dungeon", {"values": list(r)})))
               for r in itertools.product(DUNGEON_FACES, repeat=4)) / 6 ** 4
    assert value_of(advice.data, "ultimate skeleton skeleton ooze ooze") == pytest.approx(mean)
    assert mean < 4.0
    assert bots.STRATEGIES["odds"](state, 0, random.Random(0)).kind == "fight"


def test_a_scrolls_reroll_is_valued_when_no_line_clears() -> None:
    """D5: a Scroll die rerolls dice. A Thief alone cannot meet a Goblin and an Ooze; the
    Scroll rerolling both is the only hope. Of the 36 ordered rolls, 9 show two monsters
    (lost: the Thief defeats one), 18 one monster (the Thief defeats it: 2 XP) and 9 none,
    where the Thief opens every chest: two chests 4, a chest with a potion or a dragon 3
    (2 + 2 rolls), else 2 (4 rolls). (18*2 + 4 + 4*3 + 4*2) / 36 = 5/3."""
    state = at("knight", party=["thief", "scroll"], level=2, dungeon=["goblin", "ooze"],
               ultimate_used=True)
    advice = one_level(state)
    assert advice.data["best"] == "reroll scroll goblin ooze"
    assert advice.data["expected_xp"] == pytest.approx(5 / 3)


def test_the_town_portal_is_advised_when_the_level_is_lost() -> None:
    """The issue's position: level 8, no party dice, a Goblin and an Ooze, a Scepter of Power
    and a Town Portal (D2). The Scepter meets one type only: any fight ends in flight with 0
    XP. The portal banks the level: 8 XP, less the 2 points the portal scores when kept."""
    state = at("knight", party=[], level=8, dungeon=["goblin", "ooze"], ultimate_used=True,
               tokens=["scepter-of-power", "town-portal"])
    advice = one_level(state)
    assert advice.data["best"] == "use town-portal"
    assert advice.data["expected_xp"] == 6.0
    assert value_of(advice.data, "flee") == 0.0
    assert advice.best is not None and bots.STRATEGIES["odds"](
        state, 0, random.Random(0)) == advice.best


def test_the_town_portal_is_not_advised_where_it_banks_less_than_it_scores() -> None:
    """Level 1: the portal banks 1 XP and gives up its 2 points; fleeing keeps them."""
    state = at("knight", party=[], level=1, dungeon=["goblin"], ultimate_used=True,
               tokens=["town-portal"])
    advice = one_level(state)
    assert advice.data["best"] == "flee"
    assert value_of(advice.data, "use town-portal") == -1.0


def test_a_clearable_level_is_cleared_rather_than_escaped() -> None:
    """A Fighter clears a lone Goblin at level 8 (8 XP and the portal kept: 10 points) where
    the portal gives 8 XP for it (8)."""
    state = at("knight", party=["fighter"], level=8, dungeon=["goblin"], ultimate_used=True,
               tokens=["town-portal"])
    advice = one_level(state)
    assert advice.data["best"] == "fight fighter goblin"
    assert value_of(advice.data, "use town-portal") == advice.data["expected_xp"] - 2
