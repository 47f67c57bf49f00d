"""Scoundrel's board as one account for both faces (S10): health, the room (its cards are the
acts while a turn is owed), the weapon with the monsters it slew, and the counts a player at a
table could make; every sentence once, in the reader's language."""

from __future__ import annotations

from typing import Any

import games.scoundrel.text.advice as words
from games.scoundrel.rules.components import (
    DECK_SET,
    RANK_CODES,
    SUITS,
    SYMBOLS,
    code,
    kind,
    pretty,
    value,
)
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.text.counts import discard_summary, dungeon_count, search_note
from tabletop.board import Act, Board, Grid, Move, Moves, Picture, Row, Section
from tabletop.events import Event
from tabletop.plugin import Advice, Observation
from tabletop.text.i18n import t, tn
from tabletop.text.labels import options_in_words


def card_name(card: str) -> str:
    """``king of spades`` / ``Pik König``: the card as a screen reader says it."""
    rank = card[:-1]
    spoken = t(f"sc_rank_{rank}") if rank in "JQKA" else rank
    return t("sc_card", rank=spoken, suit=t(f"sc_suit_{card[-1]}"))


def card(card: str, mark: str = "") -> Picture:
    """A card by name, face and what it is: ``king of spades (K♠), monster 13``."""
    label = t("sc_card_label", name=card_name(card), face=pretty(card),
              what=t(f"sc_kind_{kind(card)}", value=value(card)))
    return Picture("card", card, label, mark)


def effect(entry: dict[str, Any]) -> str:
    """What playing a room card now does (S3, S4, S5), with its numbers."""
    params = {k: v for k, v in entry.items() if k not in ("card", "kind", "value", "effect")}
    return t(f"sc_hint_{entry['effect']}", **params)


def way(event: Event, entry: dict[str, Any]) -> str:
    """One way to play a room card: what it costs and the health it leaves."""
    if event.data.get("with") == "bare" or entry["effect"] == "bare":
        return t("sc_way_bare", damage=entry["bare"], after=entry["after_bare"])
    if entry["effect"] == "fight":
        return t("sc_way_weapon", damage=entry["damage"], after=entry["after"])
    if entry["effect"] == "heal":
        return t("sc_way_heal", heal=entry["heal"], after=entry["after"])
    return t("sc_way_no_heal") if entry["effect"] == "no_heal" else t("sc_way_equip")


def said(event: Event) -> str:
    """An act in words: ``fight K♠ bare-handed``, ``run from the room``."""
    if event.kind == "run":
        return t("sc_do_run")
    played = str(event.data.get("card", ""))
    if event.kind == "room":
        return " ".join(pretty(c) for c in event.data["values"])
    what = kind(played)
    if what == "monster":
        key = "sc_do_bare" if event.data.get("with") == "bare" else "sc_do_fight"
    else:
        key = "sc_do_equip" if what == "weapon" else "sc_do_drink"
    return t(key, card=pretty(played))


def act(move: Move) -> Act:
    played = str(move.event.data.get("card", ""))
    shown = (card(played),) if played in DECK_SET else ()
    return Act(move.index, move.words, said(move.event), shown)


def outcome(kind: str, value: str) -> Picture:
    return card(value)


RANKS = tuple(range(2, 15))


def grid(kind: str) -> Grid:
    """The deck as players sort it (S1): a row a suit, monsters first; a column a rank, 2 to
    ace; the red suits have no face cards or aces."""
    return Grid(rows=tuple(SYMBOLS[suit] for suit in SUITS),
                columns=tuple(RANK_CODES.get(rank, str(rank)) for rank in RANKS),
                cells=tuple(tuple(c if (c := code(rank, suit)) in DECK_SET else ""
                                  for rank in RANKS) for suit in SUITS))


def _life(seen: Observation, before: Observation | None) -> Section:
    health, top = seen["health"], seen["max_health"]
    meter = Picture("meter", f"{health}/{top}", t("sc_health_label", health=health, top=top))
    since: tuple[str, ...] = ()
    tone = ""
    if before is not None and before["health"] != health:
        change = health - before["health"]
        since, tone = (t("sc_since", change=f"{change:+d}"),), "good" if change > 0 else "bad"
    return Section("life", rows=(Row(t("sc_health"), since, (meter,), tone=tone),))


def _room(seen: Observation, moves: Moves, before: Observation | None) -> Section:
    fresh = set() if before is None else {e["card"] for e in seen["room"]} - {
        e["card"] for e in before["room"]}
    if len(fresh) == len(seen["room"]):  # a whole new room: nothing to point at
        fresh = set()
    rows = [Row(str(entry["number"]), (t(f"sc_kind_{entry['kind']}", value=entry["value"]),
                                       effect(entry)),
                (card(entry["card"], "new" if entry["card"] in fresh else ""),),
                tuple(Act(m.index, m.words, f"{pretty(entry['card'])}: {way(m.event, entry)}")
                      for m in moves if m.event.data.get("card") == entry["card"]))
            for entry in seen["room"]]
    down = Picture("card", "down", t("sc_face_down"), "down")
    rows += [Row(pictures=(down,)) for _ in range(seen["needs_cards"])]
    note = tn("sc_to_turn", seen["needs_cards"]) if seen["needs_cards"] else ""
    run = tuple(Act(m.index, m.words, said(m.event)) for m in moves if m.event.kind == "run")
    return Section("room", t("sc_room"), tuple(rows), "line", note=note, acts=run)


def _weapon(weapon: dict[str, Any] | None) -> Section:
    if weapon is None:
        return Section("weapon", t("sc_weapon"), (Row(values=(t("sc_no_weapon"),),
                                                      tone="muted"),), "line")
    if weapon["fresh"]:
        note = t("sc_weapon_fresh")
    elif weapon["or_equal"]:
        note = t("sc_weapon_upto", limit=weapon["limit"])
    else:
        note = t("sc_weapon_below", limit=weapon["limit"])
    rows = [Row(values=(note,), pictures=(card(weapon["card"]),), tone="strong")]
    if weapon["slain"]:  # as on the table: the last one slain, the limit, on top
        rows.append(Row(values=(t("sc_slain"),), pictures=tuple(
            card(monster) for monster in weapon["slain"])))
    return Section("weapon", t("sc_weapon"), tuple(rows), "line")


def _turn(seen: Observation) -> str:
    turn = seen["turn"]
    potion = t("sc_potion_spent") if turn["potion_used"] else t("sc_potion_ready")
    if turn["last_room"]:
        return t("sc_turn_last_room", potion=potion)
    return t("sc_turn_state", played=turn["played"], potion=potion)


def _facts(seen: Observation) -> Section:
    rows = [Row(t("sc_dungeon"), (dungeon_count(seen["dungeon"]),)),
            Row(t("sc_discard"), (discard_summary(seen["discard"]),))]
    if seen["status"] == "playing":
        rows.append(Row(t("sc_turn"), (_turn(seen),)))
    run = seen["run"]
    if run is not None:
        rows.append(Row(t("sc_run"), (t("sc_run_ok"),)) if run["allowed"]
                    else Row(t("sc_run"), (t(run["refusal"]),), tone="muted"))
    fields = ScoundrelOptions.model_fields
    rows.append(Row(t("sc_options"), tuple(options_in_words(fields, {name: chosen})
                                           for name, chosen in seen["options"].items()),
                    tone="muted"))
    return Section("facts", rows=tuple(rows))


def board(observation: Observation, moves: Moves = (),
          before: Observation | None = None) -> Board:
    seen = observation
    sections = [_life(seen, before)]
    if seen["room"] or seen["needs_cards"]:
        sections.append(_room(seen, moves, before))
    sections += [_weapon(seen["weapon"]), _facts(seen)]
    if seen["status"] != "playing":
        sections.append(Section("end", rows=(Row(values=(t(f"sc_status_{seen['status']}"),),
                                                 tone="end"),), layout="text"))
    return Board(tuple(sections), _prompt(moves))


def _prompt(moves: Moves) -> str:
    """What to do now, when the board is the form of a decision."""
    if not moves:
        return ""
    runs = any(move.event.kind == "run" for move in moves)
    return t("sc_prompt_play_or_run") if runs else t("sc_prompt_play")


def _event_of(line: str) -> Event | None:
    """An advised action, given as its transcript line, as the event it names."""
    parts = line.split()
    if parts == ["run"]:
        return Event(0, "run")
    if len(parts) in (2, 3) and parts[0] == "play" and parts[1] in DECK_SET:
        return Event(0, "play", {"card": parts[1], **({"with": parts[2]} if len(parts) == 3
                                                       else {})})
    return None


def advice(advice: Advice) -> Section:
    """The advised action and its expected final score, the runners-up, and how it was found;
    or why there is nothing to advise."""
    data = advice.data
    if (reason := words.nothing(data)) is not None:
        return Section("advice", rows=(Row(values=(reason,)),), layout="text")
    rows: list[Row] = []
    for label, line, worth in words.rows(data):
        event = _event_of(line)
        rows.append(Row(label, (said(event) if event else line, worth),
                        tone="best" if not rows else ""))
    return Section("advice", t("sc_advice_header"), tuple(rows), "table",
                   note=search_note(data))
