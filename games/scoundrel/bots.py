"""Scoundrel bots: the expectimax search of advice.py, a rule-of-thumb player and a random one."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from games.scoundrel import rules
from games.scoundrel.advice import analyse
from games.scoundrel.components import MAX_HEALTH, VALUE, kind
from games.scoundrel.state import ScoundrelState
from tabletop.events import Event
from tabletop.plugin import Decision, Strategy

# Positions the expectimax bot may search per decision: a bound in work, not in seconds, so a
# seeded game is decided alike on any machine. It finishes the current room (a few hundred
# positions) and usually one refill beyond it.
EXPECTIMAX_NODES = 4000


def _actions(state: ScoundrelState) -> tuple[Event, ...]:
    awaiting = rules.awaiting(state)
    if not isinstance(awaiting, Decision):
        raise ValueError("no decision is awaited")
    return awaiting.actions


def expectimax(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """The action advice.py ranks first, searched within EXPECTIMAX_NODES positions."""
    analysis = analyse(state, seconds=None, max_nodes=EXPECTIMAX_NODES)
    if analysis is None:
        raise ValueError("no decision is awaited")
    return analysis.ranked[0].event


def greedy(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """A rule of thumb, first rule that applies:

    1. run from a fresh room whose monsters would cost all the health left (each at the
       cheaper of weapon and fists);
    2. equip a weapon stronger than the current one, or any weapon when the current one may no
       longer fight the strongest monster in the room;
    3. drink the strongest potion while the turn's potion still heals and health is below 20;
    4. fight, with the weapon, the strongest monster it may fight (kills in falling order keep
       the weapon useful longest);
    5. fight the weakest monster barehanded;
    6. play what is left: a potion that no longer heals before a weaker weapon.
    """
    actions = _actions(state)
    for rule in (_run, _equip, _drink, _weapon_fight, _bare_fight, _leftover):
        chosen = rule(state, actions)
        if chosen is not None:
            return chosen
    return actions[0]


def _plays(actions: Sequence[Event], what: str) -> list[Event]:
    return [a for a in actions if a.kind == "play" and kind(a.data["card"]) == what]


def _cost(state: ScoundrelState, card: str) -> int:
    if rules.weapon_can_fight(state, card) and state.weapon is not None:
        return max(0, VALUE[card] - VALUE[state.weapon])
    return VALUE[card]


def _run(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    runs = [a for a in actions if a.kind == "run"]
    if not runs:
        return None
    damage = sum(_cost(state, c) for c in state.room if kind(c) == "monster")
    return runs[0] if damage >= state.health else None


def _equip(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    weapons = _plays(actions, "weapon")
    if not weapons:
        return None
    best = max(weapons, key=lambda a: VALUE[a.data["card"]])
    monsters = [c for c in state.room if kind(c) == "monster"]
    if state.weapon is None or VALUE[best.data["card"]] > VALUE[state.weapon]:
        return best
    if monsters and not rules.weapon_can_fight(state, max(monsters, key=VALUE.__getitem__)):
        return best
    return None


def _drink(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    potions = _plays(actions, "potion")
    if not potions or state.potion_used or state.health >= MAX_HEALTH:
        return None
    return max(potions, key=lambda a: VALUE[a.data["card"]])


def _weapon_fight(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    fights = [a for a in _plays(actions, "monster") if "with" not in a.data
              and rules.weapon_can_fight(state, a.data["card"])]
    return max(fights, key=lambda a: VALUE[a.data["card"]]) if fights else None


def _bare_fight(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    monsters = _plays(actions, "monster")
    # Sorted by value, "play X bare" before "play X" (which is the weapon when it may fight).
    ordered = sorted(monsters, key=lambda a: (VALUE[a.data["card"]], "with" not in a.data))
    return ordered[0] if ordered else None


def _leftover(state: ScoundrelState, actions: Sequence[Event]) -> Event | None:
    for what in ("potion", "weapon"):
        plays = _plays(actions, what)
        if plays:
            return plays[0]
    return None


def uniform(state: ScoundrelState, seat: int, rng: random.Random) -> Event:
    """Any legal action, uniformly at random from ``rng``."""
    return rng.choice(_actions(state))


STRATEGIES: Mapping[str, Strategy] = {"expectimax": expectimax, "greedy": greedy,
                                      "random": uniform}
