"""Exact odds at the regroup: the chance to clear the next level, and what retiring or going on
is worth, by enumerating every roll of the dungeon dice with its multinomial chance (no
sampling), and the line of play within a level that those odds assume.

The question at the regroup is whether to retire with XP = level or to seek the next level,
where a level that cannot be cleared makes the party flee and lose the delve's XP. The answer
is an optimal-stopping dynamic programme over regroup positions: ``value`` of a position is the
better of retiring now and the expectation, over every roll of the next level's dungeon dice,
of the best line of play through that level and the value of the regroup it ends in. Within a
level the best line is an exhaustive search over the decisions of the rules model below. Every
search is memoised per hero (levels share the level-independent part: which regroups a roll
can end in, and with how many points), and the memo is kept across calls.

Pruning that leaves every value exact: nothing in a level gains more than a point per chest
and the dragon's prize (``odds_level.most``), so the search for the most points of the last level
looked at (``Solver.gain``, fight by fight) stops once a line reaches that, and skips moves
that cannot beat the line found; an end of a level whose points plus that bound over the
last level's rolls (``Solver.ceiling``) cannot beat another end is not valued. Stages before
the first fight that leave nothing to choose are skipped (``Solver.opening``). When the memo
grows past its bound only the searches within a level are dropped, not the values of the
regroups.

Looking to the end of the delve from an early regroup takes seconds to minutes in pure Python
(every roll of every later level from every party the earlier ones can leave), so the
programme takes a last level: ``value(level, pos, last)`` retires at the regroup of ``last``
at the latest. That is a lower bound of the value of going on, exact when ``last`` is 10;
``search`` deepens ``last`` one level at a time while the work given lasts (positions searched,
``odds_solver.Budget``, with the clock only as a cap; the odds bot looks a fixed number of
levels ahead). The chance to clear the next level is exact whatever the depth, unless the
budget ends within the first look: then it is estimated from the rolls searched, which are
taken in an order that follows no face (``Odds.share``).

The rules model: a position is what everyone sees (party, graveyard, lair, the delver's
treasure, hero and side, whether the ultimate is spent). Fights (D5), the dragon (D7),
opening chests and quaffing potions (D6), the companion tokens, Elixir, Dragon Bait, Ring of
Invisibility and Town Portal (D2), the specialties and the ultimates (D12; of the expansion
heroes, D22, Amar-Suen's and the Time Traveler's, ``odds_kit.MODELLED``: every other hero's
regroup is estimated by ``search_sampled`` and said to be) are played as the rules allow, except:

* rerolls are not planned: a Scroll (die or token) and the Commander's ultimate reroll at
  random, and no line of the search uses them (a Scroll die still quaffs, and an
  Enchantress's Scroll is any companion). The chance to clear is exact for play without
  rerolls, a lower bound for a player holding a Scroll. A reroll offered as the decision at
  hand is valued over every outcome of its dice (``odds_play.rolled_worth``), like any roll,
  an outcome that no line clears counting as an escape; so are a Town Portal and flight;
* a treasure drawn in the rest of the delve counts 1 point and is not used in play (but the
  Paladin may discard it); the treasures held now are used, each costing the point it would
  score (a Town Portal 2);
* dice brought back by potions (and by the Paladin) show either the hero's strongest face (a
  Champion; the Enchantress's Scroll) or first the types the party lacks against the dragon;
  an Elixir's die may show any face;
* the Half-Goblin quaffs while monsters remain only when the fights need it (quaffing after
  them fetches as many dice or more) and opens chests only in the loot phase;
* Amar-Suen's treasures drawn by his ultimate count a point each even when the bag is empty
  (the rules give nothing then);
* the hero keeps its side for the rest of the delve (XP from a dragon or a chest that would
  flip it at 5 XP is ignored).

What the model leaves out by dominance, which cannot lower a value: a Ring, the Minstrel's
ultimate and an Elixir are kept until needed (an emptied lair only rolls more dungeon dice; an
Elixir's face is best chosen once the roll is seen); the ultimates that remove or turn monsters
and the sweeping ultimates are used before the first fight or not in that level; monsters are
sent to the lair after fights only to keep it below 3; fights on different monster types are
taken in the order of the types; faces alike for the hero (Fighter and Mage for the
Spellsword) are one face; a second Town Portal is never used.

The parts: ``search_kit`` (the position's slots, and what the hero can do), ``search_level`` (a
level's moves by the model's rules), ``search_exact`` (the dice and the programme), ``search_play``
(the moves within a level the model plays) and ``fast_model`` (the model checked against the
rules); this module gives the regroup decision and names the rest.

The value counted is what the rest of the delve adds to the score: the XP banked when it ends
(the level when retiring, 10 after level 10, nothing when fleeing), plus 1 XP and 1 treasure
for a slain dragon and 1 point per chest opened, less the points of the treasures spent. A
level that cannot be cleared ends in flight, or with a Town Portal (XP = that level, less the
portal's 2 points) when that is better; its loot is not counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.dungeon_dice.play.search_exact import (
    Budget,
    OutOfTime,
    Progress,
    Solver,
    dice_for,
    fled,
    forget,
    rolls,
    solver,
    start,
    trim,
)
from games.dungeon_dice.play.search_kit import Kit, Source, kit, kit_of, position
from games.dungeon_dice.play.search_play import best_move, deepest_moves, in_level, ranked_moves
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.dungeon_dice.rules.state import DDState, Stage

__all__ = ["Budget", "Kit", "Odds", "Solver", "Source", "best_move", "deepest_moves",
           "dice_for", "fled", "forget", "in_level", "kit", "kit_of", "odds", "odds_at", "position",
           "ranked_moves", "rolls", "solver", "start", "trim"]


@dataclass(frozen=True, slots=True)
class Odds:
    """The regroup decision: ``clear`` is the chance to clear level ``next_level``; ``go_on``
    the value of seeking it and playing best, retiring at the regroup of level ``last`` at the
    latest (exact when ``last`` is 10, a lower bound otherwise), from every roll of the next
    level or, when ``share`` is below 1, estimated from that share of them."""

    next_level: int
    clear: float
    retire: float
    go_on: float
    last: int = LAST_LEVEL
    share: float = 1.0  # of the next level's rolls searched: below 1 the numbers estimate

    @property
    def exact(self) -> bool:
        return self.last >= LAST_LEVEL and self.share >= 1.0

    @property
    def best(self) -> str:
        return "seek" if self.go_on > self.retire + 1e-9 else "retire"


def odds(state: DDState, *, levels: int = LAST_LEVEL, budget: Budget | None = None) -> Odds:
    """The regroup decision of ``state`` (at the regroup of a level below 10), looking at
    most ``levels`` levels ahead. With a ``budget`` that may end (work, positions searched;
    a ``deadline``, the cap; a ``stop``) it looks deeper only while it lasts (the shallower
    answer stands), and a first look it cuts short is an estimate from the rolls it searched
    (``Odds.share``)."""
    assert state.stage == Stage.REGROUP and state.level < LAST_LEVEL
    return odds_at(kit(state), state.level, position(state), levels=levels, budget=budget)


def odds_at(k: Kit, level: int, pos: tuple[int, ...], *, levels: int = LAST_LEVEL,
            budget: Budget | None = None) -> Odds:
    solve = solver(k, budget)
    deepest = min(LAST_LEVEL, level + max(1, levels))
    if not solve.budget.bounded:
        clear = solve.clear_chance(level, pos)
        return Odds(level + 1, clear, float(level), solve.go_on(level, pos, deepest), deepest)
    # Iterative deepening: every level looked at makes the memo of the next look cheaper.
    try:
        clear = solve.clear_chance(level, pos)  # the first look: it shares this work
    except OutOfTime:
        return estimate(level, pos, solve.progress)
    found = Odds(level + 1, clear, float(level), solve.go_on(level, pos, level + 1), level + 1)
    try:
        for last in range(level + 2, deepest + 1):
            found = Odds(level + 1, clear, float(level), solve.go_on(level, pos, last), last)
    except OutOfTime:
        pass
    return found


def estimate(level: int, pos: tuple[int, ...], progress: Progress) -> Odds:
    """The odds from the share of the next level's rolls searched (a fair sample of them:
    ``scrambled``), one level ahead; nothing searched gives a share of 0 and no numbers."""
    covered, fail, gains = progress
    if covered <= 0.0:
        return Odds(level + 1, 0.0, float(level), 0.0, level + 1, share=0.0)
    nxt = level + 1
    flee = fled(nxt, pos)
    go_on = fail * flee + sum(p * max(flee, nxt + gain) for gain, p in gains.items())
    return Odds(nxt, 1.0 - fail / covered, float(level), go_on / covered, nxt, share=covered)
