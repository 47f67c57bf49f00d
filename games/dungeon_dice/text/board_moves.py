"""Where a Dungeon dice decision's moves stand on the board (issue #23): a companion (a party
die, a token, an ally, the hero) is picked first, then the monster, chest or potion it acts on,
each saying what it does there ("defeats 3"); a companion's other moves (rerolls, tokens) open
under it once picked. Moves of no companion (the dragon, the ultimate, moving on) stand apart,
and moves of any number of dice are picked by count (``Compose``), every listed choice of them
folded under the picker."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.dungeon_dice.rules.components import PARTY_FACES
from games.dungeon_dice.text.board_acts import act
from games.dungeon_dice.text.board_names import die, face_name, faces_said, token
from tabletop.board import Act, Compose, Count, Move, Moves
from tabletop.text.i18n import t, tn

TARGET_OF = {"open": "chest", "quaff": "potion"}
COMPOSED = ("set", "discard")  # chosen by counts picked (D18, D20): too many to list


def source_of(move: Move) -> str:
    """The companion a move spends: its ``with`` (one die, token, ally or the hero) or the
    token it uses; "" for a move of no single companion."""
    data = move.event.data
    if move.event.kind == "use":
        return str(data["token"])
    return data["with"] if isinstance(data.get("with"), str) else ""


def target_of(move: Move) -> str:
    if move.event.kind == "fight":
        return str(move.event.data["target"])
    return TARGET_OF.get(move.event.kind, "")


@dataclass
class Placed:
    """A decision's moves as the board's acts, sorted by where they stand."""

    sources: list[str] = field(default_factory=list)
    on: dict[str, list[Act]] = field(default_factory=dict)
    """Acts on a die of the level, by its face (a companion picked first)."""
    under: dict[str, list[Act]] = field(default_factory=dict)
    """A companion's acts on nothing of the level, by companion."""
    heroes: dict[str, Act] = field(default_factory=dict)
    apart: list[Act] = field(default_factory=list)
    every: list[Act] = field(default_factory=list)
    """The listed choices of a move picked by count."""


def placed(seen: Mapping[str, Any], moves: Moves) -> Placed:
    found = Placed()
    reach = seen.get("reach", {})
    for move in moves:
        kind, companion, target = move.event.kind, source_of(move), target_of(move)
        if kind == "hero":
            found.heroes[str(move.event.data["hero"])] = act(move)
        elif kind in COMPOSED:
            found.every.append(act(move))
        elif not companion:
            found.apart.append(act(move))
        elif target:
            found.on.setdefault(target, []).append(act(move, companion, _does(move, reach)))
        else:
            found.under.setdefault(companion, []).append(act(move, companion))
        if companion and companion not in found.sources:
            found.sources.append(companion)
    return found


def _does(move: Move, reach: Mapping[str, int]) -> str:
    """What an act does on the die it acts on: how many it defeats or opens."""
    data = move.event.data
    if move.event.kind == "open":
        return tn("dd_opens", reach.get(f"open|{data['with']}", 1))
    if move.event.kind == "quaff":
        return t("dd_brings_back", dice=faces_said(data["faces"]))
    defeats = reach.get(f"fight|{data['with']}|{data['target']}", 1)
    if data.get("extra"):
        return tn("dd_defeats_and", defeats, extra=face_name(str(data["extra"])))
    return tn("dd_defeats", defeats)


def _dice(limits: Mapping[str, int], group: str = "") -> tuple[Count, ...]:
    return tuple(Count(face, die(face), most, group) for face, most in limits.items() if most > 0)


def composers(seen: Mapping[str, Any], moves: Moves, companion: str = "") -> list[Compose]:
    """The counted pickers for ``companion``'s moves, or with none the moves of no companion
    (a mulligan, the forming choices, a discard, an ultimate on the lair's dice)."""
    kinds = {m.event.kind for m in moves if source_of(m) == companion}
    party, dungeon = seen["party"], seen["dungeon"]
    found = []
    if companion:
        if "reroll" in kinds:
            limits = {**{f: n - (f == companion) for f, n in party.items()}, **dungeon}
            rerolls = tuple(m.index for m in moves
                            if m.event.kind == "reroll" and source_of(m) == companion)
            found.append(Compose(f"reroll {companion}", t("dd_pick_reroll"), t("dd_go_reroll"),
                                 _dice(limits), source=companion, writes=rerolls))
        if "quaff" in kinds:
            most = min(dungeon.get("potion", 0), seen["graveyard"] + 1)
            found.append(Compose(f"quaff {companion}", t("dd_pick_quaff"), t("dd_go_quaff"),
                                 _dice(dict.fromkeys(PARTY_FACES, most)), source=companion))
        return found
    if "mulligan" in kinds:
        rerolls = tuple(m.index for m in moves if m.event.kind == "mulligan")
        found.append(Compose("mulligan", t("dd_pick_mulligan"), t("dd_go_reroll"), _dice(party),
                             writes=rerolls))
    if "set" in kinds and seen.get("scouted"):  # D18: one die for level 1, two for level 2
        groups = (t("dd_preset", level=1), t("dd_preset", level=2))
        counts = tuple(count for group, most in zip(groups, (1, 2), strict=True)
                       for count in _dice({f: min(n, most) for f, n in seen["scouted"].items()},
                                          group))
        found.append(Compose("set", t("dd_pick_scout"), t("dd_go_set"), counts, groups))
    elif "set" in kinds:  # D20: Loeg Yllavyre's two Scrolls
        found.append(Compose("set", t("dd_pick_loeg"), t("dd_go_set"),
                             _dice({f: min(n, 2) for f, n in party.items()})))
    if "discard" in kinds:  # D18: the Archaeologist
        held = seen["players"][seen["delver"]]["tokens"]
        found.append(Compose("discard", t("dd_pick_discard"), t("dd_go_discard"), tuple(
            Count(name, token(name), min(n, seen["discards"])) for name, n in held.items())))
    if any(m.event.kind == "ultimate" and "lair" in m.event.data for m in moves):
        limits = {**dungeon, "dragon": seen["lair"]}  # D20 Tristan, Szopin: lair dice too
        found.append(Compose("ultimate", t("dd_pick_lair"), t("dd_go_ultimate"), _dice(limits)))
    return found
