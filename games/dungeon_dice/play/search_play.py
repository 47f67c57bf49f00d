"""Playing a level by the odds model: the decisions within a level that the model's lines
start with, valued by the points the rest of the delve is expected to add (the advice within a
level, and the odds bot)."""

from __future__ import annotations

from itertools import combinations_with_replacement

from games.dungeon_dice.play import rule_of_thumb
from games.dungeon_dice.play.search_exact import Budget, OutOfTime, rolls, solver
from games.dungeon_dice.play.search_kit import (
    DRAGON,
    FIGHTING,
    FRESHLY,
    GRAVE,
    LOOTING,
    MONSTER_NAMES,
    PORTAL_POINTS,
    POTION,
    Kit,
    kit,
    position,
)
from games.dungeon_dice.play.search_level import revival_plans, settle, spend
from games.dungeon_dice.rules import turn as rules
from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.companions import available, cost
from games.dungeon_dice.rules.components import LAST_LEVEL, PARTY_FACES, TOKEN_INDEX, TOKENS
from games.dungeon_dice.rules.notation import notation
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import CHANCE, Event, IllegalAction

# ---- playing a level by the model --------------------------------------------------------

IN_LEVEL = {Stage.MONSTERS: FIGHTING, Stage.LOOT: LOOTING, Stage.DRAGON: DRAGON}


def in_level(state: DDState) -> tuple[int, ...]:
    """The settled model position of a decision within a level. Any move may come first (an
    Elixir or an ultimate is legal at any decision), and no run of fights has begun."""
    allies = state.allies
    fighter, thief = PARTY_FACES.index("fighter"), PARTY_FACES.index("thief")
    return settle((*position(state), allies[fighter], allies[thief], *state.dungeon,
                   IN_LEVEL[state.stage], FRESHLY, 0))


def points(state: DDState, seat: int) -> int:
    """The seat's score as the model counts it: XP, 1 per treasure (2 for a Town Portal), and
    the treasures still to be drawn."""
    held = state.seats[seat].tokens
    return state.seats[seat].xp + sum(held) + held[TOKEN_INDEX["town-portal"]] + state.draws


def worth(state: DDState, level: int, last: int, budget: Budget) -> float | None:
    """Expected points still to come after an event played at ``level``; None when the level
    can no longer be cleared."""
    solve = solver(kit(state), budget)
    if state.stage == Stage.REGROUP and state.level == level:
        return solve.value(level, position(state), last)
    if state.level != level or state.stage not in IN_LEVEL:
        return 0.0  # the delve ended (level 10 cleared): its XP is in the points already
    ends = solve.ends(in_level(state))
    if not ends:
        return None
    return max(gain + solve.value(level, end, last) for end, gain in ends.items())


def best_move(state: DDState, *, levels: int = 1,
              budget: Budget | None = None) -> tuple[Event, float] | None:
    """The decision within a level that the model plays (by the points it expects from the
    rest of the delve, looking ``levels`` levels ahead), or None when no line clears it."""
    ranked = ranked_moves(state, levels=levels, budget=budget)
    return ranked[0] if ranked else None


def ranked_moves(state: DDState, *, levels: int = 1,
                 budget: Budget | None = None) -> list[tuple[Event, float]]:
    """Every decision the model plays that can still clear the level, best first, with the
    points expected from the rest of the delve looking ``levels`` levels ahead. Among lines
    worth the same the cheapest companions go first: what is kept (a Champion rather than a
    Mage, the ultimate) may matter beyond the levels looked at. ``budget``: the search's
    (None: no bound; one that ends raises ``OutOfTime``)."""
    found: list[tuple[Event, float]] = []
    _rank(state, levels, found, Budget() if budget is None else budget)
    return _ranked(found)


def _ranked(found: list[tuple[Event, float]]) -> list[tuple[Event, float]]:
    if all(event.kind == "flee" for event, _ in found):
        return []  # nothing but flight: the rule of thumb may still find a way
    # Values a rounding apart are equal: order by the value to 9 places, then by what is spent.
    return sorted(found, key=lambda m: (-round(m[1], 9), _companion_cost(m[0])))


def _rank(state: DDState, levels: int, found: list[tuple[Event, float]],
          budget: Budget) -> None:
    """Value the decisions into ``found`` one by one (what a search cut short has valued
    stays there), the rule of thumb's first."""
    if state.stage not in IN_LEVEL or rules.chance(state) is not None:
        return
    last = min(LAST_LEVEL, state.level + levels - 1)
    seat, base = state.delver, points(state, state.delver)
    for event in _candidates(state, legal_actions(state)):
        budget.tick()
        try:
            after = rules.turn(state, event)
        except IllegalAction:
            continue
        rest = rolled_worth(after, state.level, last, budget)
        if rest is not None:
            found.append((event, points(after, seat) - base + rest))


def rolled_worth(state: DDState, level: int, last: int, budget: Budget) -> float | None:
    """``worth`` after a move that may roll dice again (a Scroll, the Commander): the mean
    over every outcome of the dice, an outcome that no line clears counting what escaping
    then banks (a Town Portal: the level, less the portal's points; else nothing)."""
    pending = rules.chance(state)
    if pending is None or pending.kind not in ("party", "dungeon") or state.level != level \
            or state.stage not in IN_LEVEL:
        return worth(state, level, last, budget)  # no reroll (a delve ended rolls the next party)
    total = 0.0
    for counts, p in rolls(pending.count):
        budget.tick()  # an outcome's rules and search are work too
        values = [face for face, n in zip(pending.outcomes, counts, strict=True)
                  for _ in range(n)]
        after = rules.turn(state, Event(CHANCE, pending.kind, {"values": values}))
        rest = rolled_worth(after, level, last, budget)
        total += p * (escape(after, level) if rest is None else rest)
    return total


def escape(state: DDState, level: int) -> float:
    """What fleeing a level banks, by the points ``points`` counts (a Town Portal counts 2
    there, and banks the level when used)."""
    return max(0.0, float(level - PORTAL_POINTS)) if state.seat.token("town-portal") else 0.0


def _companion_cost(event: Event) -> float:
    """What a move spends that may matter after the levels looked at: the companions, a
    treasure used, the hero's once-a-delve ultimate."""
    used = event.data.get("with", ())
    spent = sum(cost(s) for s in ([used] if isinstance(used, str) else used))
    if event.kind == "quaff":  # the dice brought back are gained
        spent -= sum(cost(face) for face in event.data.get("faces", ()))
    if event.kind == "ultimate":
        spent += ULTIMATE_COST
    elif event.kind == "use":
        spent += TOKEN_COST
    elif event.kind == "flee":
        spent += FLIGHT_COST  # worth the same as a line that clears: clear it
    return spent


ULTIMATE_COST, TOKEN_COST = 2.0, 1.8  # dearer than a plain die, cheaper than a Champion
FLIGHT_COST = 100.0


def deepest_moves(state: DDState, budget: Budget
                  ) -> tuple[list[tuple[Event, float]], int, bool]:
    """``ranked_moves`` looking as many levels ahead as the ``budget`` allows (work,
    positions searched; the clock as a cap; a stop), with the number of levels looked at and
    whether every move was valued at that depth (a first look cut short ranks the moves it
    valued, the rule of thumb's first)."""
    found: list[tuple[Event, float]] = []
    try:
        _rank(state, 1, found, budget)
    except OutOfTime:
        return _ranked(found), 1, False
    ranked, levels = _ranked(found), 1
    if not ranked:
        return ranked, levels, True
    try:
        for deeper in range(2, LAST_LEVEL - state.level + 2):
            ranked, levels = ranked_moves(state, levels=deeper, budget=budget) or ranked, deeper
    except OutOfTime:
        pass
    return ranked, levels, True


def _candidates(state: DDState, actions: list[Event]) -> list[Event]:
    """The listed actions (rerolls, a Town Portal and flight among them: ``rolled_worth``
    values them), with the choices the list leaves out where the model makes them: every
    Elixir face, every way to quaff the model considers, every set of targets for an
    ultimate."""
    found = [a for a in actions if not (a.kind == "use" and a.data.get("token") == "elixir")]
    thumb = rule_of_thumb.choose(state)  # valued first: a search cut short has it at least
    found.sort(key=lambda a: a != thumb)
    k, delver = kit(state), state.delver
    if state.seat.token("elixir") and state.graveyard:
        found += [Event(delver, "use", {"token": "elixir", "face": PARTY_FACES[f]})
                  for f in k.faces]
    if rules.may_loot_now(state) and rules.count(state, "potion"):
        found += _quaffs_of(state, k)
    if not state.ultimate_used and state.stage == Stage.MONSTERS:
        found += _targeted(state, k)
    if not state.ultimate_used and k.fodder:
        found += _paladins(state, k)
    return list({notation(a): a for a in found}.values())


def _quaffs_of(state: DDState, k: Kit) -> list[Event]:
    found = []
    st = list(in_level(state))
    for source in k.sources:
        if not st[source.slot] or not source.quaffs or source.name not in available(state):
            continue
        after = st.copy()
        spend(after, source)
        fetched = min(after[POTION], after[GRAVE])
        for faces in revival_plans(k, after, fetched) if fetched else []:
            found.append(Event(state.delver, "quaff", {
                "with": source.name, "faces": [PARTY_FACES[f] for f in faces]}))
    return found


def _targeted(state: DDState, k: Kit) -> list[Event]:
    most, only = ultimates.TARGETED.get(k.ultimate, (0, None))
    present = [m for m in MONSTER_NAMES if rules.count(state, m) and only in (None, m)]
    found = []
    for n in range(1, most + 1):
        for targets in combinations_with_replacement(present, n):
            if all(targets.count(m) <= rules.count(state, m) for m in targets):
                found.append(Event(state.delver, "ultimate", {"targets": list(targets)}))
    return found


def _paladins(state: DDState, k: Kit) -> list[Event]:
    held = [name for name, n in zip(TOKENS, state.seat.tokens, strict=True) if n]
    fetched = min(rules.count(state, "potion"), state.graveyard)
    plans = revival_plans(k, list(in_level(state)), fetched) if fetched else [()]
    return [Event(state.delver, "ultimate", {"token": token,
                                             "faces": [PARTY_FACES[f] for f in faces]})
            for token in held for faces in plans]
