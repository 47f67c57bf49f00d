"""What each Scoundrel event did, as catalogue lines: the table sees everything but the dungeon's
order (S10), so every card played or turned over is told by name."""

from __future__ import annotations

from games.scoundrel.rules.components import kind, pretty
from games.scoundrel.rules.score import score
from games.scoundrel.rules.state import ScoundrelState, Status
from games.scoundrel.rules.turn import needs_cards, status
from tabletop.events import Event
from tabletop.plugin import Line


def narrate(before: ScoundrelState, event: Event, after: ScoundrelState) -> list[Line]:
    if event.kind == "room":
        lines = _revealed(event, after)
    elif event.kind == "run":
        lines = [Line("sc_n_run", {"count": len(before.room)})]
    else:
        lines = [_played(before, str(event.data["card"]), after)]
        if status(after) == Status.PLAYING and after.played == 0 and after.room:
            # S2: the card left over stays for the next room.
            lines.append(Line("sc_n_turn_over", {"card": pretty(after.room[0])}))
    return lines + _ending(after)


def _revealed(event: Event, after: ScoundrelState) -> list[Line]:
    """The cards turned over; once the room is complete, the whole room (S2). The cards come
    first when they are not the whole room, so the entry's first line (an undo quotes it)
    names what this entry turned over."""
    turned = [pretty(c) for c in event.data["values"]]
    if needs_cards(after):
        return [Line("sc_n_turned", {"cards": turned})]
    room = Line("sc_n_room", {"cards": [pretty(c) for c in after.room]})
    return [room] if len(turned) == len(after.room) else [
        Line("sc_n_turned", {"cards": turned}), room]


def _played(before: ScoundrelState, card: str, after: ScoundrelState) -> Line:
    what = kind(card)
    if what == "weapon":
        # S3: the old weapon goes to the discard with every monster on it.
        if before.weapon is None:
            return Line("sc_n_equip", {"card": pretty(card)})
        gone = [pretty(c) for c in (before.weapon, *before.slain)]
        return Line("sc_n_equip_discard", {"card": pretty(card), "cards": gone})
    if what == "potion":
        # S5: only the turn's first potion heals.
        if before.potion_used:
            return Line("sc_n_potion_wasted", {"card": pretty(card)})
        return Line("sc_n_drink", {"card": pretty(card), "heal": after.health - before.health,
                                   "health": after.health})
    fight = {"card": pretty(card), "damage": before.health - after.health,
             "before": before.health, "after": after.health}
    if len(after.slain) > len(before.slain):
        assert before.weapon is not None
        return Line("sc_n_weapon_fight", {**fight, "weapon": pretty(before.weapon)})
    return Line("sc_n_bare_fight", fight)


def _ending(after: ScoundrelState) -> list[Line]:
    """S8: the game ends at 0 health or with every card played; S9 scores it."""
    now = status(after)
    if now == Status.PLAYING:
        return []
    total = score(after).players[0].total
    assert total is not None
    if now == Status.WON:
        return [Line("sc_n_won", {"score": total})]
    return [Line("sc_n_lost", {"score": total, "health": after.health,
                               "monsters": after.health - total})]
