"""S9: the score of a finished (or abandoned) game, with its breakdown; while the game goes on,
the score it would get if it ended now (the dungeon not cleared: as a loss), as every game's
sheet says it mid-game."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.scoundrel.rules.components import MAX_HEALTH, ORDER, VALUE, is_monster, kind, pretty
from games.scoundrel.rules.state import ScoundrelState, Status
from games.scoundrel.rules.turn import run_refusal, status, weapon_limit
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet


def tally(*, won: bool, health: int, last_card: str | None, monsters_left: Iterable[str],
          player: str = "", with_room: bool = False) -> ScoreSheet:
    """The score sheet from the facts a player can count at the end of a game (S9)."""
    lines: list[ScoreLine] = []
    if won:
        lines.append(ScoreLine("sc_line_health", health, {"health": health}))
        total = health
        if health == MAX_HEALTH and last_card is not None and kind(last_card) == "potion":
            bonus = VALUE[last_card]
            lines.append(ScoreLine("sc_line_potion_bonus", bonus, {"card": pretty(last_card)}))
            total += bonus
    else:
        # By value, then in deck order: the same cards always read alike (they come as a set).
        monsters = sorted((c for c in monsters_left if is_monster(c)),
                          key=lambda c: (VALUE[c], ORDER[c]))
        left = sum(VALUE[c] for c in monsters)
        lines.append(ScoreLine("sc_line_health", health, {"health": health}))
        label = "sc_line_monsters_left_room" if with_room else "sc_line_monsters_left"
        # No monster left: the line says "-" and subtracts nothing, so it shows no "+0".
        lines.append(ScoreLine(label, -left if monsters else None,
                               {"count": len(monsters),
                                "cards": " ".join(pretty(c) for c in monsters) or "-"}))
        total = health - left
    return ScoreSheet(status=(Status.WON if won else Status.LOST).value,
                      players=(PlayerScore(player, total, tuple(lines)),),
                      winners=(player,) if won and player else ())


def score(state: ScoundrelState) -> ScoreSheet:
    now = status(state)
    counted: set[str] = set(state.dungeon_cards())
    if state.options.death_penalty == "dungeon_and_room":
        counted.update(state.room)
    sheet = tally(won=now == Status.WON, health=state.health, last_card=state.last_played,
                  monsters_left=counted, player=state.player,
                  with_room=state.options.death_penalty == "dungeon_and_room")
    if now == Status.PLAYING:  # a dungeon left uncleared is scored as a loss (S9)
        return ScoreSheet(status=Status.PLAYING.value, players=sheet.players)
    return sheet


def summary(state: ScoundrelState) -> dict[str, Any]:
    """The machine-readable state that ``replay --json`` prints (the keys DESIGN.md fixes)."""
    sheet = score(state)
    return {
        "status": str(sheet.status),
        "health": state.health,
        "score": None if sheet.status == Status.PLAYING else sheet.players[0].total,
        "weapon": state.weapon,
        "last_slain": weapon_limit(state),
        "slain": list(state.slain),
        "room": list(state.room),
        "dungeon": state.dungeon_size,
        "discard": len(state.discard),
        "can_run": run_refusal(state) is None and sheet.status == Status.PLAYING,
        "options": state.options.model_dump(),
    }
