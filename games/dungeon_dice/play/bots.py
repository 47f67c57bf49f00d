"""Dungeon dice bots. ``basic``: the rule of thumb (``rule_of_thumb``). ``odds`` (the default):
retires or seeks by the exact odds of ``search`` and plays each level by the line they assume.
Both pick among the legal actions and never need the random source."""

from __future__ import annotations

import random
from collections.abc import Mapping

from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play import search_sampled as odds_sampled
from games.dungeon_dice.play.rule_of_thumb import choose
from games.dungeon_dice.play.search_kit import MODELLED
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Strategy

__all__ = ["ODDS_LEVELS", "STRATEGIES", "basic", "by_odds", "choose"]


def basic(state: DDState, seat: int, rng: random.Random) -> Event:
    """The rule of thumb; it never needs the random source."""
    return choose(state)


# How many levels the odds bot looks ahead: a fixed depth (not a time limit) keeps a seeded
# game the same on every machine, and one level keeps a decision within milliseconds.
ODDS_LEVELS = 1
# For a hero the search does not model, the regroup is played out this much (events): a
# fixed amount, so a seeded game is the same everywhere.
SAMPLED_WORK = 800


def by_odds(state: DDState, seat: int, rng: random.Random) -> Event:
    """The exact odds of ``search`` at the regroup (retire or seek), and within a level the
    line of play they assume; ``basic`` where they have nothing to say (choosing a hero,
    forming the party, a level that no line clears: a Scroll's reroll may still save it)."""
    modelled = state.seat.hero in MODELLED  # D22: the heroes the exact search knows
    if state.stage == Stage.REGROUP and state.level < LAST_LEVEL:
        best = odds.odds(state, levels=ODDS_LEVELS).best if modelled else \
            odds_sampled.regroup(state, SAMPLED_WORK).best
        return next(a for a in legal_actions(state) if a.kind == best)
    if not modelled:
        return choose(state)
    found = odds.best_move(state, levels=ODDS_LEVELS)
    return found[0] if found is not None else choose(state)


STRATEGIES: Mapping[str, Strategy] = {"odds": by_odds, "basic": basic}
