"""How long Dungeon dice advice takes: at every regroup and every decision within a level, for
every hero (D22, issue #24: the regroup advice within twice its budget for all 26).

Plays seeded games (one delver) of each hero, in which the advice itself decides, so it is
timed on the positions a player following it would meet, with the budget ``hint`` gives it.
For reference the basic bot decides every same position in the same run; the ratio of the
medians says how much dearer advice is than a rule of thumb on this machine. Each game starts
with an empty memo, as a freshly started ``tabletop`` does. Per hero it prints the regroup's
times, how many regroups took longer than twice the budget, and how the regroup was answered:
exact to level 10, exact a few levels ahead, a first look cut short, or estimated by playouts
(a hero the exact search does not model). Run:
``python benchmarks/dungeon_dice_advice.py [GAMES] [SECONDS] [HEROES]`` (defaults: 4 games a
hero, 0.1 s, every hero; HEROES: ``base``, ``all`` or slugs joined by commas).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from games.dungeon_dice import GAME
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play.advice import advise
from games.dungeon_dice.play.bots import basic
from games.dungeon_dice.play.search_kit import MODELLED
from games.dungeon_dice.rules.heroes import SETS
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.score import player_score
from games.dungeon_dice.rules.state import DDState
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.driver import HINT_SECONDS
from tabletop.session.playout import playout


@dataclass
class Timings:
    regroup: list[float] = field(default_factory=list)
    level: list[float] = field(default_factory=list)
    basic: list[float] = field(default_factory=list)
    ahead: Counter[str] = field(default_factory=Counter)
    scores: list[int] = field(default_factory=list)


def answered(advice_data: Mapping[str, object], exact: bool) -> str:
    """How a regroup was answered."""
    if "playouts" in advice_data:
        return "estimated"
    if "levels_ahead" not in advice_data:
        return "cut short"  # the first look cut short: an estimate or a rule of thumb
    return "exact" if exact else f"{advice_data['levels_ahead']} ahead"


def play(hero: str, seed: int, seconds: float, seen: Timings) -> None:
    odds.forget()

    def decide(state: DDState, now: Decision, _step: int) -> Event:
        if now.actions[0].kind == "hero":
            return next(a for a in now.actions if a.data.get("hero") == hero)
        started = time.perf_counter()
        fallback = basic(state, now.player, random.Random(seed))
        seen.basic.append(time.perf_counter() - started)
        started = time.perf_counter()
        advice = advise(state, now.player, seconds)
        spent = time.perf_counter() - started
        if state.stage == "regroup":
            seen.regroup.append(spent)
            seen.ahead[answered(advice.data, advice.exact)] += 1
        else:
            seen.level.append(spent)
        return advice.best if advice.best is not None else fallback

    start = GAME.setup(DungeonDiceOptions(sets="all"), ["bench"])
    state: DDState = playout(GAME, start, seed, decide).final
    seat = state.seats[0]
    seen.scores.append(player_score(seat.name, seat.xp, seat.tokens, seat.hero).total or 0)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def line(name: str, values: list[float], unit: float = 1000.0) -> str:
    if not values:
        return f"{name:<9}     0 decisions"
    return (f"{name:<9} {len(values):5d} decisions  median {statistics.median(values) * unit:7.2f}"
            f" ms  p90 {percentile(values, 0.9) * unit:7.2f} ms"
            f"  worst {max(values) * unit:7.2f} ms")


def heroes_of(text: str) -> tuple[str, ...]:
    return SETS[text] if text in SETS else tuple(text.split(","))


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else HINT_SECONDS
    heroes = heroes_of(sys.argv[3]) if len(sys.argv) > 3 else SETS["all"]
    print(f"{games} games a hero, advice budget {seconds:.3f} s (twice: "
          f"{2 * seconds * 1000:.0f} ms)")
    print(f"{'hero':<14} {'search':<9} {'regroups':>8} {'median':>7} {'p90':>7} {'worst':>7} "
          f"{'>2x':>4}  {'in level':>8} {'median':>7}  {'score':>5}  answered")
    everyone = Timings()
    for hero in heroes:
        seen = Timings()
        for seed in range(games):
            play(hero, seed, seconds, seen)
        over = sum(t > 2 * seconds for t in seen.regroup)
        how = ", ".join(f"{k} {n}" for k, n in sorted(seen.ahead.items()))
        ms = [1000 * statistics.median(seen.regroup), 1000 * percentile(seen.regroup, 0.9),
              1000 * max(seen.regroup)] if seen.regroup else [0.0, 0.0, 0.0]
        level = 1000 * statistics.median(seen.level) if seen.level else 0.0
        print(f"{hero:<14} {'exact' if hero in MODELLED else 'estimate':<9} "
              f"{len(seen.regroup):8d} {ms[0]:7.1f} {ms[1]:7.1f} {ms[2]:7.1f} {over:4d}  "
              f"{len(seen.level):8d} {level:7.1f}  {statistics.mean(seen.scores):5.1f}  {how}",
              flush=True)
        everyone.regroup += seen.regroup
        everyone.level += seen.level
        everyone.basic += seen.basic
        everyone.ahead += seen.ahead
    print(line("regroup", everyone.regroup))
    print(line("in level", everyone.level))
    print(line("basic bot", everyone.basic))
    over = sum(t > 2 * seconds for t in everyone.regroup)
    print(f"regroups over twice the budget: {over} of {len(everyone.regroup)}")
    mixed = everyone.regroup + everyone.level
    if mixed and everyone.basic:
        print(f"ratio of medians (advice / basic bot): "
              f"{statistics.median(mixed) / statistics.median(everyone.basic):.0f}x")


if __name__ == "__main__":
    main()
