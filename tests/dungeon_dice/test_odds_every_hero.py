"""D22 (issue #24): the odds, the advice and the bots cover every hero. The search is exact for
the heroes it models (``odds_kit.MODELLED``: the base eight, Amar-Suen, the Time Traveler, the
Viking); for
every other hero the regroup is estimated by playing the next level out under a work budget,
and the advice says so; every bot plays every hero to the end of a game."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.play import bots
from games.dungeon_dice.play import search as odds
from games.dungeon_dice.play import search_sampled as odds_sampled
from games.dungeon_dice.play.advice import advise_within
from games.dungeon_dice.play.fast_model import OddsModel
from games.dungeon_dice.play.search_kit import MODELLED, kit_of
from games.dungeon_dice.rules.heroes import ALL, BASE
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Decision, Stop
from tabletop.session.playout import playout

from .helpers import at

WORK = 20_000


def as_hero(state: DDState, hero: str, *, berserk: bool = False) -> DDState:
    """``state`` with its delver playing ``hero`` (``at`` deals base games only)."""
    seat = replace(state.seats[0], hero=hero)
    return replace(state, seats=(seat, *state.seats[1:]), berserk=berserk)


def test_d20_amar_suens_thief_defeats_an_extra_monster_in_the_kit() -> None:
    k = kit_of("amar-suen", False)
    assert {s.name for s in k.sources if s.extra} >= {"thief", "thieves-tools", "ally-thief"}
    assert k.ultimate == "amar-suen:novice" and k.sweeps


def test_d20_amar_suens_sweep_is_followed_by_the_model() -> None:
    """D20: all monsters of one type discarded, a treasure drawn for each."""
    state = as_hero(at(party=["fighter"], dungeon=["goblin", "goblin", "ooze"], level=3),
                    "amar-suen")
    model = OddsModel()
    spot = model.load(state)
    assert spot is not None
    sweep = Event(0, "ultimate", {"targets": ["goblin"]})
    assert sweep in list(model.legal(spot))
    assert model.play(spot, sweep) == model.load(GAME.turn(state, sweep))


@pytest.mark.parametrize("xp", [0, 5], ids=["time-traveler", "time-lady"])
def test_d19_the_time_travelers_paid_dragon_is_followed_by_the_model(xp: int) -> None:
    """D19: dragon phase only: a treasure (the Time Lady: or a Scroll die) defeats the dragon,
    a normal win (1 XP, 1 treasure)."""
    state = as_hero(at(party=["fighter", "scroll"], lair=3, level=4, xp=xp, stage="dragon",
                       tokens=["dragon-scales"]), "time-traveler")
    assert state.stage == Stage.DRAGON
    model = OddsModel()
    spot = model.load(state)
    assert spot is not None
    paid = [e for e in model.legal(spot) if e.kind == "ultimate"]
    expected = [Event(0, "ultimate", {"token": "dragon-scales"})]
    if xp:
        expected.append(Event(0, "ultimate", {"with": "scroll"}))
    assert paid == expected
    for event in paid:
        after = GAME.turn(state, event)
        assert model.play(spot, event) == model.load(after)


def test_d19_the_time_travelers_dragon_is_in_the_exact_odds() -> None:
    """A lone Fighter cannot fight a dragon: the Time Traveler's paid dragon is the only way
    past a third lair die, so his odds beat the same party's without the ultimate."""
    state = as_hero(at(party=["fighter", "fighter", "cleric"], lair=2, level=2,
                       stage="regroup", tokens=["dragon-scales"]), "time-traveler")
    spent = replace(state, ultimate_used=True)
    assert odds.odds(state, levels=1).clear > odds.odds(spent, levels=1).clear


def test_d18_the_undead_vikings_skeletons_roll_as_potions_in_the_odds() -> None:
    """D18: the Undead Viking's Skeletons become Potions as rolled (read from the rules), so a
    lone Champion clears more of the next level's rolls than the Viking's; and the Viking's
    ultimate discards the lair, as the Minstrel's."""
    assert kit_of("viking", True).turned == ((1, 4),) and not kit_of("viking", False).turned
    party = at(party=["champion"], level=1, stage="regroup", ultimate_used=True)
    novice, undead = as_hero(party, "viking"), as_hero(replace(party, seats=(
        replace(party.seats[0], xp=5), *party.seats[1:])), "viking")
    assert odds.odds(undead, levels=1).clear > odds.odds(novice, levels=1).clear
    state = as_hero(at(party=["fighter"], lair=3, level=4, stage="dragon"), "viking")
    model = OddsModel()
    spot = model.load(state)
    assert spot is not None
    gone = Event(0, "ultimate", {})
    assert gone in list(model.legal(spot))
    assert model.play(spot, gone) == model.load(GAME.turn(state, gone))


def test_d22_a_modelled_new_hero_gets_exact_odds_at_the_regroup() -> None:
    state = as_hero(at(party=["thief", "fighter", "cleric"], level=9, stage="regroup"),
                    "amar-suen")
    advice = advise_within(state, 0, None)
    assert advice.exact and "playouts" not in advice.data
    assert advice.data["clear_next"] == pytest.approx(odds.odds(state).clear)


@pytest.mark.parametrize("hero", sorted(set(ALL) - MODELLED))
def test_d22_every_other_hero_is_estimated_and_says_so(hero: str) -> None:
    state = as_hero(at(party=["fighter", "cleric", "mage", "thief"], level=3,
                       stage="regroup"), hero)
    advice = advise_within(state, 0, 4_000)
    assert not advice.exact and advice.data["exact"] is False
    assert advice.data["playouts"] >= odds_sampled.LEAST_PLAYOUTS
    assert advice.best is not None and advice.best.kind in ("seek", "retire")


def test_d22_the_estimate_spends_its_work_budget_not_the_clock() -> None:
    """The same position and budget give the same answer; a bigger budget plays more."""
    state = as_hero(at(party=["fighter", "cleric", "champion"], level=4, lair=1,
                       stage="regroup"), "sorceress")
    small, again = odds_sampled.regroup(state, 2_000), odds_sampled.regroup(state, 2_000)
    assert small == again
    big = odds_sampled.regroup(state, 20_000)
    assert odds_sampled.LEAST_PLAYOUTS <= small.playouts < big.playouts \
        <= odds_sampled.MOST_PLAYOUTS


def test_d22_a_stopped_estimate_answers_from_one_playout() -> None:
    """Issue #26: the playouts look at the stop between them; set before they begin, one
    playout answers (an estimate, said to be one), whatever the budget."""
    state = as_hero(at(party=["fighter", "cleric", "champion"], level=4, lair=1,
                       stage="regroup"), "sorceress")
    stop = Stop()
    stop.set()
    assert odds_sampled.regroup(state, 2_000_000, stop).playouts == 1
    advice = GAME.advise(state, 0, 3600.0, stop=stop)
    assert advice.data["playouts"] == 1 and not advice.exact
    assert advice.best is not None and advice.best.kind in ("seek", "retire")


def test_d18_in_the_berserkers_rage_no_estimate_advises_retiring() -> None:
    """D18: after the Berserker's ultimate he may retire only after a dragon; the odds bot
    crashed looking for a retire it could not make."""
    state = as_hero(at(party=[], level=4, xp=5, stage="regroup"), "dwarf", berserk=True)
    assert not odds_sampled.regroup(state, 2_000).may_retire
    assert bots.by_odds(state, 0, random.Random(0)).kind == "seek"
    advice = advise_within(state, 0, 2_000)
    assert advice.best is not None and advice.best.kind == "seek"


@pytest.mark.parametrize("hero", [h for h in ALL if h not in BASE])
def test_d22_every_bot_plays_every_new_hero_in_a_mirror_game(hero: str) -> None:
    """D16 mirror games of every new hero, one game per bot (random, basic, odds)."""
    options = DungeonDiceOptions(sets="all", mirror="yes")
    for name in ("random", "basic", "odds"):
        rng = random.Random(1)

        def decide(state: DDState, now: Decision, _step: int, name: str = name,
                   rng: random.Random = rng) -> Event:
            if now.actions[0].kind == "hero":
                return next(a for a in now.actions if a.data.get("hero") == hero)
            if name == "random":
                return rng.choice(now.actions)
            return bots.STRATEGIES[name](state, now.player, rng)

        final = playout(GAME, GAME.setup(options, ["A", "B"]), 1, decide).final
        assert final.stage == Stage.OVER and {s.hero for s in final.seats} == {hero}
