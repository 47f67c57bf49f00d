"""What the Scoundrel table sees (S10), as plain data: counts and faces, never the dungeon's order.

The game is solo and everything in the state but the dungeon's order lies open on the table,
so every seat (and the whole table, seat None) gets the same observation. Each room card says
what playing it now would do, so a face shows the stakes without knowing a rule.
"""

from __future__ import annotations

from typing import Any

from games.scoundrel.rules.components import MAX_HEALTH, VALUE, kind
from games.scoundrel.rules.state import ScoundrelState, Status
from games.scoundrel.rules.turn import (
    needs_cards,
    run_refusal,
    status,
    weapon_can_fight,
    weapon_limit,
)
from tabletop.plugin import Observation


def effect(state: ScoundrelState, card: str) -> dict[str, Any]:
    """What playing ``card`` now does: ``effect`` names the catalogue entry ``sc_hint_<effect>``
    and the other keys are its numbers (S3 equip, S4 damage, S5 heal); ``after`` and
    ``after_bare`` are the health it leaves, fought with the weapon or bare-handed."""
    what = kind(card)
    if what == "weapon":
        return {"effect": "equip"}
    if what == "potion":
        if state.potion_used:
            return {"effect": "no_heal"}
        healed = min(MAX_HEALTH, state.health + VALUE[card])
        return {"effect": "heal", "heal": healed - state.health, "after": healed}
    bare = {"bare": VALUE[card], "after_bare": state.health - VALUE[card]}
    if weapon_can_fight(state, card):
        assert state.weapon is not None
        damage = max(0, VALUE[card] - VALUE[state.weapon])
        return {"effect": "fight", "damage": damage, "after": state.health - damage, **bare}
    return {"effect": "bare", **bare}


def _weapon(state: ScoundrelState) -> dict[str, Any] | None:
    if state.weapon is None:
        return None
    limit = weapon_limit(state)
    return {"card": state.weapon, "value": VALUE[state.weapon], "slain": list(state.slain),
            "limit": limit, "fresh": limit is None,
            "or_equal": state.options.weapon_rule == "lower_or_equal"}


def _discard(state: ScoundrelState) -> dict[str, int]:
    kinds = [kind(c) for c in state.discard]
    return {"count": len(kinds), "monsters": kinds.count("monster"),
            "monster_sum": sum(VALUE[c] for c in state.discard if kind(c) == "monster"),
            "weapons": kinds.count("weapon"), "potions": kinds.count("potion")}


def _run(state: ScoundrelState, now: Status, need: int) -> dict[str, Any] | None:
    """Whether the room may be fled, or why not (S6, S7); None while no room is to be decided."""
    if now != Status.PLAYING or need:
        return None
    refusal = run_refusal(state)
    return {"allowed": refusal is None, "refusal": refusal}


def observe(state: ScoundrelState, seat: int | None) -> Observation:
    now = status(state)
    need = needs_cards(state)
    under = sum(len(b) for b in state.batches)
    return {
        "seat": seat,
        "status": now.value,
        "health": state.health,
        "max_health": MAX_HEALTH,
        "weapon": _weapon(state),
        "room": [{"card": card, "number": place + 1, "kind": kind(card), "value": VALUE[card],
                  **effect(state, card)}
                 for card, place in zip(state.room, state.places(), strict=True)],
        "dungeon": {"count": state.dungeon_size, "unseen": len(state.unseen), "under": under},
        "discard": _discard(state),
        "turn": {"played": state.played, "potion_used": state.potion_used,
                 "last_room": state.dungeon_size == 0 and bool(state.room),
                 "ran_last": state.ran_last},
        "needs_cards": need,
        "run": _run(state, now, need),
        "options": state.options.model_dump(),
    }
