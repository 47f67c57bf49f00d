"""Dungeon dice's board as one account for both faces, from the observation alone (everything
is public): the delve (level, lair, graveyard, the Scout's levels), the party and the dungeon
dice (the controls while a decision is owed: ``board_moves``), the delver's treasure, the
hero's abilities, the bag and every player; what is awaited is the board's prompt. Every
sentence once, in the reader's language and in the players' words."""

from __future__ import annotations

from dataclasses import replace

from games.dungeon_dice.rules.components import LAIR_ALLY, LEVEL_FACES
from games.dungeon_dice.rules.heroes import LEGENDARY, MASTER_NAME
from games.dungeon_dice.text import board_acts
from games.dungeon_dice.text.board_advice import advice
from games.dungeon_dice.text.board_moves import Placed, composers, placed
from games.dungeon_dice.text.board_names import (
    die,
    grave,
    hero,
    source,
    token,
    track,
    unrolled,
)
from tabletop.board import Act, Board, Move, Moves, Picture, Row, Section
from tabletop.plugin import Observation
from tabletop.text.i18n import t, tn
from tabletop.text.shown import shown_name

__all__ = ["act", "advice", "board", "outcome"]


def act(move: Move) -> Act:
    return board_acts.act(move)


def outcome(kind: str, value: str) -> Picture:
    """A hero dealt, a die face rolled or a treasure drawn."""
    if kind == "hero":
        return hero(value)
    return token(value) if kind == "treasure" else die(value)


def stage_line(seen: Observation) -> str:
    """What is awaited now, in words; nothing while dice are rolled, a treasure drawn or a
    hero dealt: the table's prompt asks for them, and the board shows the dice still to roll
    (issue #28: both said it, and once disagreed). The forming choices of the Scout and Loeg
    Yllavyre and the Archaeologist's discard are said as theirs (D18, D20)."""
    if any((seen.get("pending") or {}).values()):
        return ""
    stage = seen["stage"]
    if stage == "final" and seen.get("discards"):
        return tn("dd_final_discard", seen["discards"])
    if seen.get("discards"):
        return tn("dd_stage_discard", seen["discards"])
    if stage == "mulligan" and seen.get("scouted"):
        return t("dd_stage_scout")
    if stage == "mulligan" and seen["players"][seen["delver"]]["hero"] == "loeg-yllavyre":
        return t("dd_stage_loeg")
    if stage == "hero":
        return t("dd_cmd_hero")
    return t(f"dd_stage_{stage}", count=seen["dragon_needs"])


def _side(player: Observation) -> str:
    if player["legendary"]:
        return t("dd_side_legendary")
    return t("dd_side_master" if player["master"] else "dd_side_novice")


def _players(seen: Observation) -> Section:
    rows = []
    for index, player in enumerate(seen["players"]):
        card = (hero(player["hero_name"], _side(player)),) if player["hero"] else ()
        delves = ", ".join(t(f"dd_outcome_{d['outcome']}", level=d["level"])
                           for d in player["delves"]) or "–"
        now = index == seen["delver"] and seen["stage"] != "over"
        rows.append(Row(shown_name(player["name"]), (
            str(player["xp"]), str(player["token_count"]), str(player["score"]), delves), card,
            tone="you" if now else ""))
    # No hero column before anyone has a hero: its cells would all be empty.
    columns = ("player", *(("hero",) if any(p["hero"] for p in seen["players"]) else ()),
               "xp", "tokens", "score", "delves")
    head = tuple(t(f"dd_col_{name}") for name in columns)
    return Section("players", rows=tuple(rows), layout="table", head=head)


def _card(name: str) -> tuple[str, ...]:
    """The hero's whole card, as a player reads it before choosing (issue #40: a line of it
    only, the rest under Rules): each side's specialty, then its ultimate, said as one
    ("Ultimate: ..."); a novice and its master side (D12, D16-D20), a legendary hero's one."""
    sides = [(name, "novice", "dd_side_legendary" if name in LEGENDARY else "dd_side_novice")]
    if name not in LEGENDARY and name in MASTER_NAME:
        sides.append((MASTER_NAME[name], "master", "dd_side_master"))
    lines: list[str] = []
    for shown, side, word in sides:
        named = t(word).capitalize() if shown == name else t(
            "dd_hero_side", hero=t(f"dd_hero_{shown}"), side=t(word))
        lines += [t("dd_hero_card_side", side=named, specialty=t(f"dd_specialty_{name}:{side}")),
                  t(f"dd_ultimate_{name}:{side}")]
    return tuple(lines)


def _heroes(seen: Observation, where: Placed) -> Section:
    """The heroes to choose from, each a card to pick and read whole before it is chosen: the
    eight of a set with their whole texts stood taller than a phone's screen (issue #40)."""
    free = seen["free_heroes"]
    rows = tuple(Row(pictures=(hero(name),), key=f"card-{name}", more=_card(name))
                 for name in free)
    acts = tuple(replace(where.heroes[name], source=f"card-{name}")
                 for name in free if name in where.heroes)
    return Section("heroes", t("dd_free_heroes"), rows, "line", acts=acts)


def _delve(seen: Observation) -> Section:
    level, last, lair, wakes = seen["level"], seen["last_level"], seen["lair"], seen["dragon_at"]
    rows = [Row(t("dd_level"), (f"{level}/{last}",), (track(level, last),))] if level else []
    rows.append(Row(t("dd_lair"), (tn("dd_lair_count", lair, at=wakes),),
                    (die("dragon", lair),) if lair else (), tone="bad" if lair >= wakes else ""))
    if seen.get("scouted"):  # D18: the Scout's six dice, to set as levels 1-3
        rows.append(Row(t("dd_scouted"), pictures=_dice(seen["scouted"])))
    rows += [Row(t("dd_preset", level=number), pictures=_dice(dice))
             for number, dice in enumerate(seen.get("preset") or [], start=1) if any(dice.values())]
    if seen.get("berserk"):
        rows.append(Row(values=(t("dd_berserk_note"),), tone="strong"))
    return Section("delve", t("dd_delve", number=seen["delve"]), tuple(rows))


def _dice(counts: dict[str, int]) -> tuple[Picture, ...]:
    return tuple(die(face, n) for face, n in counts.items() if n)


def _party(seen: Observation, where: Placed, moves: Moves) -> Section:
    """The party's dice, allies and the hero used as a companion: each a companion to pick
    first while a move spends it."""
    keyed = [(face, die(face, n)) for face, n in seen["party"].items() if n]
    keyed += [(f"ally-{face}", source(f"ally-{face}", n))
              for face, n in seen["allies"].items() if n]
    if seen.get("lair_allies"):  # D20: Loeg Yllavyre's lair dice serving
        keyed.append((LAIR_ALLY, source(LAIR_ALLY, seen["lair_allies"])))
    keyed += [(name, source(name)) for name in where.sources if name.startswith("hero-")]
    rows = [Row(pictures=(shown,), key=name if name in where.sources else "")
            for name, shown in keyed]
    if seen["pending"]["party"]:
        rows.append(Row(pictures=(unrolled("party", seen["pending"]["party"]),)))
    if seen["graveyard"]:  # the party's dead lie with it: at a regroup often all of it
        rows.append(Row(t("dd_graveyard"), pictures=(grave(seen["graveyard"]),)))
    notes = [t("dd_pick_companion")] if where.sources else []
    if any(seen["allies"].values()) or seen.get("lair_allies"):
        notes.append(t("dd_allies_note"))
    return _controls("party", t("dd_party"), rows, " ".join(notes), where, seen, moves,
                     {name for name, _ in keyed})


def _controls(name: str, title: str, rows: list[Row], note: str, where: Placed,
              seen: Observation, moves: Moves, companions: set[str]) -> Section:
    """A section of companions, with the moves each opens once picked."""
    mine = [c for c in where.sources if c in companions]
    pickers = tuple(p for c in mine for p in composers(seen, moves, c))
    # a reroll the counted picker writes needs no button too (issue #40: they stood taller
    # than a phone's screen over the picker)
    written = {index for picker in pickers for index in picker.writes}
    acts = tuple(a for c in mine for a in where.under.get(c, []) if a.index not in written)
    shown = rows or [Row(values=(t("dd_none"),), tone="muted")]
    return Section(name, title, tuple(shown), "line", note=note, acts=acts, composers=pickers)


def _dungeon(seen: Observation, where: Placed, before: Observation | None) -> Section:
    fresh = rolled(seen, before)
    rows = [Row(pictures=(die(face, n, "new" if face in fresh else ""),),
                acts=tuple(where.on.get(face, ())))
            for face in LEVEL_FACES if (n := seen["dungeon"].get(face, 0))]
    if seen["pending"]["dungeon"]:
        rows.append(Row(pictures=(unrolled("dungeon", seen["pending"]["dungeon"]),)))
    return Section("dungeon", t("dd_dungeon"), tuple(rows or [Row(values=(t("dd_none"),),
                                                                  tone="muted")]),
                   "line", note=tn("dd_pool_dice", seen["dungeon_pool"]))


def rolled(seen: Observation, before: Observation | None) -> set[str]:
    """The level's faces that came up since the chapter began (what was just rolled)."""
    if before is None:
        return set()
    return {face for face, n in seen["dungeon"].items() if n > before["dungeon"].get(face, 0)}


def _treasure(seen: Observation, where: Placed, moves: Moves) -> Section:
    held = seen["players"][seen["delver"]]["tokens"]
    rows = [Row(pictures=(token(name, n),), key=name if name in where.sources else "")
            for name, n in held.items()]
    if seen["pending"]["treasures"]:  # the prompt asks for them
        rows.append(Row(pictures=(unrolled("treasure", seen["pending"]["treasures"]),)))
    return _controls("treasure", t("dd_treasure"), rows, "", where, seen, moves, set(held))


def _hero(seen: Observation) -> Section | None:
    """The delver's hero: what the specialty and the ultimate do, and whether it is ready."""
    kind = seen["ultimate"]
    if kind is None:
        return None
    spent = seen["ultimate_used"]
    rows = [Row(values=(t(f"dd_specialty_{kind}"),)),
            Row(values=(t(f"dd_ultimate_{kind}"),), tone="muted" if spent else "")]
    if seen.get("refreshes"):  # D17, D20: when a spent ultimate comes back
        rows.append(Row(values=(t(f"dd_refreshes_{seen['refreshes']}"),), tone="muted"))
    note = t("dd_ultimate_spent" if spent else "dd_ultimate_ready")
    return Section("hero", t("dd_hero"), tuple(rows), "text", note=note)


def _bag(seen: Observation) -> Section:
    rows = tuple(Row(pictures=(token(name, n),)) for name, n in seen["bag"].items() if n)
    return Section("bag", t("dd_bag"), rows, "line", note=tn("dd_pool_tokens", seen["bag_total"]))


def _moves(seen: Observation, where: Placed, moves: Moves) -> Section | None:
    """The moves of no single companion, the counted pickers, and every listed choice of a
    move picked by count folded under them."""
    every = (Row(t("dd_every_choice"), acts=tuple(where.every)),) if where.every else ()
    pickers = tuple(composers(seen, moves))
    # A reroll the counted picker writes needs no button too: six of them stood taller than
    # a phone's screen over the picker (issue #40).
    written = {index for picker in pickers for index in picker.writes}
    apart = tuple(a for a in where.apart if a.index not in written)
    if not (every or apart or pickers):
        return None
    return Section("moves", rows=every, layout="line", acts=apart, composers=pickers)


def _hoards(seen: Observation) -> Section:
    """At the end, each player's treasure drawn as its tokens, not only counted."""
    rows = tuple(Row(shown_name(p["name"]), pictures=tuple(token(n, c) for n, c in
                                                            p["tokens"].items()))
                 if p["tokens"] else
                 Row(shown_name(p["name"]), (t("dd_none"),), tone="muted")
                 for p in seen["players"])
    return Section("hoards", t("dd_treasures_held"), rows)


def board(observation: Observation, moves: Moves = (),
          before: Observation | None = None) -> Board:
    seen = observation
    where = placed(seen, moves)
    stage = seen["stage"]
    sections: list[Section | None] = []
    if stage == "hero":
        sections.append(_heroes(seen, where))
    elif stage == "final":  # D18: the Archaeologist discards before the count
        sections.append(_treasure(seen, where, moves))
    elif stage != "over":
        sections += [_delve(seen), _party(seen, where, moves), _dungeon(seen, where, before),
                     _treasure(seen, where, moves)]
    if moves:
        sections.append(_moves(seen, where, moves))
    if stage not in ("hero", "over", "final"):
        sections += [_hero(seen), _bag(seen)]
    sections.append(_players(seen))
    if stage == "over":
        sections.append(_hoards(seen))
    return Board(tuple(s for s in sections if s is not None), prompt=stage_line(seen))
