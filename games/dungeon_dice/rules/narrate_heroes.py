"""What the booster-pack and promo heroes did (D18-D20), as the table is told it: their own
moves (``ability``, ``set``, ``discard``, an ultimate) and what their specialties did on
their own (a rolled face turned, the lair emptied, a hero refreshed, a Champion back)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from games.dungeon_dice.rules.components import LEVEL_FACES, MONSTERS, counted
from games.dungeon_dice.rules.heroes import shown_name
from games.dungeon_dice.rules.specialties import as_rolled
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event
from tabletop.plugin import Line
from tabletop.text.terms import term

Term = dict[str, Any]
REFRESHES = {"cassandra": "dd_n_refreshed_quaff", "szopin": "dd_n_refreshed_kill",
             "loeg-yllavyre": "dd_n_refreshed_types"}
Dice = Callable[[list[str]], list[Term]]


def _gone(before: tuple[int, ...], after: tuple[int, ...]) -> list[str]:
    return [f for f, old, new in zip(LEVEL_FACES, before, after, strict=True)
            for _ in range(max(0, old - new))]


def _tokens(tokens: list[str]) -> list[Term]:
    return [term(f"dd_token_{t}") for t in tokens]


def decision(before: DDState, event: Event, after: DDState, dice: Dice,
             source: Callable[[str], Term]) -> list[Line]:
    """The line of an ``ability``, ``set`` or ``discard``."""
    data, player = event.data, before.seat.name
    if event.kind == "discard":
        return [Line(counted("dd_n_discards", len(data["tokens"])),
                     {"player": player, "count": len(data["tokens"]),
                      "tokens": _tokens(data["tokens"])})]
    if event.kind == "set":
        if "levels" in data:
            return [Line("dd_n_scout_levels", {"player": player,
                                               "first": dice(data["levels"][0]),
                                               "second": dice(data["levels"][1]),
                                               "third": dice(data["levels"][2])})]
        return [Line("dd_n_loeg_scrolls", {"player": player, "dice": dice(data["faces"])})]
    if "token" in data:  # Tristan
        return [Line("dd_n_tristan_refresh", {"player": player, "hero": _hero(before),
                                              "token": term(f"dd_token_{data['token']}")})]
    if "with" in data:  # Loeg Yllavyre
        return [Line("dd_n_loeg_dragon", {"source": source(data["with"]),
                                          "monster": term(f"dd_face_{data['target']}"),
                                          "lair": after.lair})]
    return [Line("dd_n_rerolls_one", {"player": player,
                                      "face": term(f"dd_face_{data['target']}")})]


def ultimate(before: DDState, event: Event, after: DDState, dice: Dice,
             source: Callable[[str], Term]) -> list[Line]:
    """What a new hero's ultimate did (after the line naming it)."""
    hero, data = before.seat.hero, event.data
    master = before.seat.master
    gone = _gone(before.dungeon, after.dungeon)
    lair_gone = max(0, before.lair - after.lair)
    if hero in ("viking",):
        return [Line(counted("dd_n_lair_gone", lair_gone), {"count": lair_gone})]
    if hero in ("alchemist", "marpesia") or (hero == "dwarf" and master):
        rolled = after.roll_party - before.roll_party
        key = "dd_n_rage" if hero == "dwarf" else "dd_n_from_graveyard"
        return [Line(counted(key, rolled), {"count": rolled})]
    if hero == "scout":
        return [Line("dd_n_scout_retires", {"player": before.seat.name, "level": before.level,
                                            "xp": before.level - (0 if master else 1),
                                            "total": after.seats[before.delver].xp})]
    if hero == "archaeologist":
        drawn = after.draws - before.draws
        return [Line(counted("dd_n_draws_then_discard", drawn),
                     {"draws": drawn, "count": after.discards})]
    if hero == "leprechaun":
        return [Line(counted("dd_n_to_chest", len(gone)), {"monsters": dice(gone)})]
    if hero == "dwarf":
        champions = after.roll_party - before.roll_party
        return [Line(counted("dd_n_dwarf", champions), {"monsters": dice(gone),
                                                       "count": champions})]
    if hero == "guild-leader":
        pairs = [data[key] for key in ("party_die", "dungeon_die") if data.get(key)]
        lines = [Line("dd_n_set_face", {"face": term(f"dd_face_{old}"),
                                        "to": term(f"dd_face_{new}")}) for old, new in pairs]
        if after.lair > before.lair:  # D19: a dungeon die set to Dragon goes to the lair
            lines.append(Line("dd_n_to_lair_one", {"count": 1, "lair": after.lair}))
        return lines
    if hero in ("time-traveler", "alexandra"):
        paid = [term(f"dd_token_{data['token']}")] if "token" in data else \
            [source(data["with"])]
        alone = hero == "alexandra"  # D20: one Scroll alone defeats the dragon
        return [Line("dd_n_dragon_alone" if alone else "dd_n_dragon_paid",
                     {"paid": paid, "count": before.lair})]  # D7's reward
    if hero == "tristan":
        named = [*data.get("dungeon", []), *["dragon"] * data.get("lair", 0)]
        return [Line("dd_n_ult_reroll", {"dice": dice(named)})]
    if hero == "loeg-yllavyre":
        return [Line(counted("dd_n_lair_allies", after.lair_allies),
                     {"count": after.lair_allies})]
    if hero == "amar-suen":
        return [Line("dd_n_amar_suen", {"monsters": dice(gone),
                                        "draws": after.draws - before.draws})]
    lines = [Line("dd_n_discarded", {"dice": dice([*gone, *["dragon"] * lair_gone])})]
    if hero == "cassandra":  # D20: using it exhausts her again
        lines.append(Line("dd_n_exhausted_again", {"hero": _hero(after)}))
    return lines


def followed(before: DDState, event: Event, after: DDState, dice: Dice) -> list[Line]:
    """What the heroes' specialties did on their own after ``event``."""
    lines: list[Line] = []
    hero = before.seat.hero
    same = (after.delver, after.round) == (before.delver, before.round)
    if event.is_chance and event.kind == "dungeon" and before.stage != Stage.FORM:
        values = list(event.data["values"])
        turned = [(old, new) for old, new in zip(values, as_rolled(before, values),
                                                  strict=True) if old != new]
        if turned:  # D18: one face turns into one other for each of these heroes
            lines.append(Line(counted("dd_n_turned", len(turned)), {
                "hero": _hero(before), "count": len(turned),
                "from": term(f"dd_face_{turned[0][0]}"), "to": term(f"dd_face_{turned[0][1]}")}))
    if event.is_chance and event.kind == "party" and before.scrolls_back:
        back = list(event.data["values"]).count("scroll")
        if back:
            lines.append(Line(counted("dd_n_scrolls_back", back), {"count": back}))
    reached = _lair_reached(before, event)
    if same and hero == "sorceress" and after.lair == 0 and reached >= 3:
        lines.append(Line("dd_n_sorceress", {"hero": _hero(before), "count": reached}))
    if same and not event.is_chance and event.kind == "fight":
        if after.roll_party > before.roll_party:  # D18: the Dwarf's Champion
            lines.append(Line("dd_n_champion_back", {"hero": _hero(before)}))
        if after.draws > before.draws:  # D20: Tristan's treasure
            lines.append(Line("dd_n_double_kill_treasure", {"hero": _hero(before)}))
    if same and before.ultimate_used and not after.ultimate_used and hero in REFRESHES:
        # D20: why the hero refreshed (Tristan's discard says so itself)
        lines.append(Line(REFRESHES[hero], {"hero": _hero(before)}))
    if after.stage == Stage.FINAL and after.discards and (
            before.stage != Stage.FINAL or after.delver != before.delver):
        lines.append(Line(counted("dd_n_final_discard", after.discards),
                          {"player": after.seat.name, "count": after.discards}))
    return lines


def _hero(state: DDState) -> Term:
    assert state.seat.hero is not None
    return term(f"dd_hero_{shown_name(state.seat.hero, state.seat.master)}")


def _lair_reached(before: DDState, event: Event) -> int:
    """The lair dice ``event`` would have left but for the Sorceress (D18): a roll's dragons,
    or Dragon Bait's monsters."""
    if event.is_chance and event.kind == "dungeon":
        return before.lair + list(event.data["values"]).count("dragon")
    if event.kind == "use" and event.data.get("token") == "dragon-bait":
        return before.lair + sum(before.dungeon[:len(MONSTERS)])
    return 0
