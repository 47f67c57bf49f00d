"""Halunken und Spelunken's board as one account for both faces, from a seat's observation
alone: the round, the ring of fourteen dives (H1) with their cards and pieces, the face-up line,
each captain's crew and movement cards (a chosen card only where the observation shows it, H3,
H12), Black Jack and the harbour (004), what comes next. While a seat owes a decision its moves
are acts on what they act on: a free space, a card where it lies, a movement card in hand.
Every sentence once, in the reader's language (issue #14); the notation only in ``Act.words``.

Spaces are 0-based in the observation; the board counts them from 1.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from games.halunken.rules.components import COLOURS, DIVES, MOVES, RUM, colour, initials
from games.halunken.text.board_advice import advice
from games.halunken.text.board_pictures import act, card, empty, grid, move, outcome
from tabletop.board import Act, Board, Move, Moves, Picture, Row, Section
from tabletop.plugin import Observation
from tabletop.text.i18n import t, tn
from tabletop.text.shown import shown_name

RING = (*range(7), *range(DIVES - 1, 6, -1))
"""The dives as the board lies: spaces 1-7 left to right, then 8-14 right to left below them,
so that the ring closes (a grid of seven columns, in this order)."""

HIRING = ("place", "black_jack", "bid")
"""While the captains are placed and the bidding goes on Black Jack may yet be hired: only after
it is he free, robbing everyone he overtakes (H8-H10)."""

HAND = ("move", "jack_card", "rum")

SETTING_UP = ("place", "black_jack")
"""The phases of setting up: what they deal out (a face-up card on every dive, each captain's
first card) is the board's beginning, not news, so a chapter that began in them marks nothing
(issue #40: after setup all fourteen dives wore the "new" ring and looked tappable)."""

__all__ = ["act", "advice", "board", "grid", "outcome"]  # the board's account (tabletop.board)


# ---- what the board reads ---------------------------------------------------------------------


@dataclass
class Reading:
    """The observation with what a face needs beside it: the pieces' marks, what changed since
    the round began (``before``: who moved from where, which cards came into a crew or the
    harbour, which dives turned a card up) and the moves owed, by what each acts on."""

    seen: Observation
    marks: list[str] = field(default_factory=list)
    moved: dict[int | None, int] = field(default_factory=dict)
    fresh: set[str] = field(default_factory=set)
    turned: set[int] = field(default_factory=set)
    spaces: dict[int, Act] = field(default_factory=dict)
    cards: dict[str, Act] = field(default_factory=dict)
    hand: list[Move] = field(default_factory=list)
    jack: list[Act] = field(default_factory=list)

    def name(self, seat: int) -> str:
        return shown_name(str(self.seen["players"][seat]["name"]))

    def piece(self, who: int | None, mark: str = "") -> Picture:
        """A captain (``who`` its seat) or Black Jack (``None``); ringed where it moved to this
        round, faded where it stood."""
        ident = "bj" if who is None else f"{who} {self.marks[who]}"
        name = t("hs_black_jack") if who is None else t("hs_captain", player=self.name(who))
        if mark == "was":
            name = t("hs_stood_here", piece=name)
        elif who in self.moved:
            mark, name = "moved", t("hs_moved_from", piece=name, space=self.moved[who] + 1)
        return Picture("piece", ident, name, mark)


def reading(seen: Observation, moves: Moves, before: Observation | None) -> Reading:
    read = Reading(seen, initials([shown_name(p["name"]) for p in seen["players"]]))
    if before is not None and before["phase"] not in SETTING_UP:
        for seat, (now, was) in enumerate(zip(seen["players"], before["players"], strict=True)):
            if was["space"] is not None and now["space"] != was["space"]:
                read.moved[seat] = was["space"]
            read.fresh.update(set(now["cards"]) - set(was["cards"]))
        jack, was_jack = seen["black_jack"], before["black_jack"]
        if jack is not None and was_jack is not None and was_jack["space"] is not None \
                and jack["space"] != was_jack["space"]:
            read.moved[None] = was_jack["space"]
        read.fresh.update(set(seen["harbour"]) - set(before["harbour"]))
        read.turned = {space for space, (now, was) in enumerate(
            zip(seen["dives"], before["dives"], strict=True)) if now["up"] != was["up"]}
    for one in moves:
        kind, data = one.event.kind, one.event.data
        if kind in ("place", "jack"):
            read.spaces[int(data["space"])] = act(one)
        elif kind in ("bid", "take", "give"):
            read.cards[str(data["card"])] = act(one)
        elif kind in HAND:
            read.hand.append(one)
        else:  # pass, rob: Black Jack's
            read.jack.append(act(one))
    return read


# ---- the sections -----------------------------------------------------------------------------


def _round(seen: Observation) -> Section:
    head = t("hs_round", round=seen["round"], rounds=seen["rounds"])
    if seen["games"] > 1:
        head += " · " + t("hs_game_of", number=seen["game"], games=seen["games"])
    head += " · " + t(f"hs_phase_{seen['phase']}")
    return Section("round", rows=(Row(values=(head,), tone="strong"),), layout="text")


def _dive(read: Reading, space: int) -> Row:
    dive = read.seen["dives"][space]
    top = card(dive["up"], "new" if space in read.turned else "") if dive["up"] else empty()
    down = Picture("down", str(dive["down"]), tn("hs_down", dive["down"]))
    pieces = [read.piece(seat) for seat, p in enumerate(read.seen["players"])
              if p["space"] == space]
    jack = read.seen["black_jack"]
    if jack is not None and jack["space"] == space:
        pieces.append(read.piece(None))
    pieces += [read.piece(who, "was") for who, was in read.moved.items() if was == space]
    here = read.spaces.get(space)
    return Row(str(space + 1), pictures=(top, down, *pieces), acts=(here,) if here else ())


def _face_up(seen: Observation) -> Section:
    """The fourteen face-up cards in one line, dive 1 first: at the table they are checked
    against the board at a glance (issue #14)."""
    shown = tuple(card(d["up"]) if d["up"] else empty() for d in seen["dives"])
    return Section("face_up", rows=(Row(t("hs_face_up"), pictures=shown),))


def _landing(read: Reading, number: str) -> tuple[tuple[str, ...], tuple[Picture, ...], str]:
    """Where a number would take this seat's captain now: the space and the card lying there,
    whom it pushes or that Black Jack stands there; or that it cancels (H3-H5, H10)."""
    seat = read.seen["seat"]
    me = read.seen["players"][seat] if seat is not None else {}
    spot = me.get("landings", {}).get(number)
    if spot is None:
        return (), (), ""
    if spot["cancels"]:
        return (t("hs_cancels"),), (), "bad"
    said_ = [t("hs_lands", space=spot["space"] + 1)]
    if spot["pushes"] is not None:
        said_.append(t("hs_pushes", player=read.name(spot["pushes"])))
    elif spot["jack"]:
        said_.append(t("hs_lands_jack"))
    return tuple(said_), (card(spot["up"]) if spot["up"] else empty(),), ""


def _hand(read: Reading) -> Section | None:
    """The movement cards (or rum's numbers) to choose from, each saying where it lands."""
    if not read.hand:
        return None
    rows = []
    for one in read.hand:
        data, kind = one.event.data, one.event.kind
        number = str(data["value"] if kind == "rum" else data["card"])
        values: tuple[str, ...] = ()
        lying: tuple[Picture, ...] = ()
        tone = ""
        if kind == "rum" or (kind == "move" and number != RUM):
            values, lying, tone = _landing(read, number)
        elif kind == "move":
            values = (t("hs_rum_later"),)
        shown = lying if kind == "rum" else (move(number), *lying)
        rows.append(Row(number if kind == "rum" else "", values, shown, (act(one),), tone))
    return Section("hand", t(f"hs_hand_{read.hand[0].event.kind}"), tuple(rows), "line")


def _crew(read: Reading, player: Mapping[str, Any]) -> Row:
    """The cards taken, a colour after another (H1's order); the doubled colour's cards are
    marked, the last of them says ×2."""
    doubled = player["doubled"]
    shown: list[Picture] = []
    for letter in COLOURS:
        own = [c for c in player["cards"] if colour(c) == letter]
        for number, one in enumerate(own):
            twice = letter == doubled
            mark = "new" if one in read.fresh else "doubled" if twice else ""
            note = "×2" if twice and number == len(own) - 1 else ""
            shown.append(card(one, mark, read.cards.get(one), twice, note))
    if not shown:
        return Row(t("hs_crew"), (t(_no_cards(read.seen)),), tone="muted")
    said_ = (t("hs_doubled", colour=t(f"hs_colour_{doubled}")),) if doubled else ()
    return Row(t("hs_crew"), said_, tuple(shown))


def _no_cards(seen: Observation) -> str:
    """An empty crew: before its first card (dealt as the captain is placed, H2) or after it
    gave up every card it had (issue #40: a captain who paid his only card read "no cards
    yet")."""
    return "hs_no_cards" if seen["phase"] == "place" else "hs_no_cards_left"


def _moves(player: Mapping[str, Any]) -> tuple[Row, ...]:
    """A captain's movement cards: those still in hand, then those played face up in front of
    him (004) with this round's card last, noted as chosen, as far as the seat may see it
    (H3), else face down: once chosen it is no longer in hand (issue #40: "in hand" still
    listed it)."""
    chosen = player["card"]
    hand = tuple(move(m) for m in MOVES if m not in player["moves_used"] and m != chosen)
    played = [move(m, "used") for m in MOVES if m in player["moves_used"]]
    if player["chosen"]:
        played.append(move(chosen or "down", note=t("hs_chosen")))
    rows = [Row(t("hs_in_hand"), pictures=hand) if hand else
            Row(t("hs_in_hand"), (t("hs_none_left"),), tone="muted")]
    if played:
        rows.append(Row(t("hs_played"), pictures=tuple(played)))
    return tuple(rows)


def _player(read: Reading, seat: int) -> Section:
    player = read.seen["players"][seat]
    where = t("hs_not_placed") if player["space"] is None else t("hs_space",
                                                                  space=player["space"] + 1)
    note = f"{where} · {tn('hs_points', player['score'])}"
    # The seat's own panel is named apart: its face may set it off from the others'.
    name = "you" if read.seen["seat"] == seat else "player"
    return Section(name, read.name(seat), (_crew(read, player), *_moves(player)),
                   note=note)


def jack_state(seen: Observation) -> str:
    """Where Black Jack stands and whether he is hired, by whom, or free."""
    jack = seen["black_jack"]
    if jack["space"] is None:
        return t("hs_not_placed")
    where = t("hs_space", space=jack["space"] + 1)
    over = seen["phase"] == "over"
    if jack["controller"] is not None:
        hirer = shown_name(str(seen["players"][jack["controller"]]["name"]))
        return f"{where} · {t('hs_bj_hired_last' if over else 'hs_bj_hired_by', player=hirer)}"
    if over:  # he moves no more: whom he would rob is no news
        return f"{where} · {t('hs_bj_free_last')}"
    if seen["phase"] not in HIRING:
        return f"{where} · {t('hs_bj_free')}"
    return where


def _black_jack(read: Reading) -> Section:
    """Black Jack: his state, the standing bid, his movement cards played (they stay face up
    next to the board, 004) and how many are left, the one chosen for him; the harbour."""
    seen = read.seen
    jack = seen["black_jack"]
    rows = []
    if jack["bid"] is not None:
        rows.append(Row(t("hs_bid"), (read.name(jack["bid"]["seat"]),),
                        (card(jack["bid"]["card"]),)))
    rows.append(Row(t("hs_played") if jack["used"] else t("hs_moves"),
                    (tn("hs_bj_cards_left", len(jack["left"])),),
                    tuple(move(m) for m in jack["used"])))
    if jack["chosen"]:
        rows.append(Row(t("hs_chosen_label"), pictures=(move(jack["card"] or "down"),)))
    rows.append(_harbour(read))
    return Section("black_jack", t("hs_black_jack"), tuple(rows), note=jack_state(seen))


def _harbour(read: Reading) -> Row:
    shown = tuple(card(c, "new" if c in read.fresh else "", read.cards.get(c))
                  for c in read.seen["harbour"])
    if not shown:
        return Row(t("hs_harbour"), (t("hs_empty"),), tone="muted")
    return Row(t("hs_harbour"), pictures=shown)


def _prompt(read: Reading, moves: Moves) -> str:
    """What to choose when the board is the control (a space, a card where it lies)."""
    kinds = {m.event.kind for m in moves}
    said_ = [t("hs_pick_space")] if kinds & {"place", "jack"} else []
    said_ += [t(f"hs_pick_{kind}") for kind in ("bid", "take", "give") if kind in kinds]
    return " ".join(said_)


def board(observation: Observation, moves: Moves = (),
          before: Observation | None = None) -> Board:
    """The round, the ring, then what this seat decides with: the movement cards to choose
    from, the acts of no thing on the board (pass, rob) and its own panel (its crew to bid
    from), so that on a phone the ring and the seat's own pieces come first (issue #40); then
    the other captains, Black Jack and the harbour, what comes next."""
    seen = observation
    read = reading(seen, moves, before)
    sections = [_round(seen),
                Section("ring", rows=tuple(_dive(read, s) for s in RING), layout="grid",
                        columns=7),
                _face_up(seen)]
    hand = _hand(read)
    if hand is not None:
        sections.append(hand)
    if read.jack:  # pass, rob: no thing on the board, the acts stand alone
        sections.append(Section("choices", acts=tuple(read.jack)))
    mine = seen["seat"]
    order = [*([mine] if mine is not None else []),
             *(s for s in range(len(seen["players"])) if s != mine)]
    sections += [_player(read, seat) for seat in order]
    if seen["black_jack"] is not None:
        sections.append(_black_jack(read))
    elif seen["harbour"]:
        sections.append(Section("harbour", rows=(_harbour(read),)))
    if seen["next"] is not None:
        step = t(seen["next"]["key"], **seen["next"]["params"])
        sections.append(Section("next", rows=(Row(values=(t("hs_next", step=step),),
                                                  tone="strong"),), layout="text"))
    return Board(tuple(sections), _prompt(read, moves))
