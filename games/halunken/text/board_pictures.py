"""Halunken's pictures by name and its acts in words, for the board's account: a scoundrel
card, a movement card face up, played or face down, an empty dive; a legal action as the
players say it (``bid red 15``), the notation only in what a person types."""

from __future__ import annotations

from games.halunken.rules.components import COLOURS, DECK, DECK_SET, value
from games.halunken.text.names import card_name, move_name
from tabletop.board import Act, Grid, Move, Picture
from tabletop.events import Event
from tabletop.text.i18n import t


def card(code: str, mark: str = "", act: Act | None = None, doubled: bool = False,
         note: str = "") -> Picture:
    name = t("hs_card_doubled", card=card_name(code)) if doubled else card_name(code)
    return Picture("card", code, name, mark, note, act)


def move(code: str, mark: str = "", note: str = "") -> Picture:
    if code == "down":
        return Picture("move", "down", t("hs_move_down"), "down", note)
    name = t("hs_move_played", card=move_name(code)) if mark == "used" else move_name(code)
    return Picture("move", code, name, mark, note)


def empty() -> Picture:
    return Picture("empty", "", t("hs_empty"))


def said(event: Event) -> str:
    """A legal action in the players' words: ``captain to space 5``, ``bid red 15``."""
    data = event.data
    if event.kind in ("place", "jack"):
        return t(f"hs_do_{event.kind}", space=int(data["space"]) + 1)
    if event.kind in ("bid", "take", "give"):
        return t(f"hs_do_{event.kind}", card=card_name(str(data["card"])))
    if event.kind in ("move", "jack_card"):
        return t(f"hs_do_{event.kind}", card=move_name(str(data["card"])))
    if event.kind == "rum":
        return t("hs_do_rum", value=data["value"])
    if event.kind == "rob":
        return t(f"hs_do_rob_{data['from']}")
    return t("hs_do_pass")


def act(chosen: Move) -> Act:
    data, kind = chosen.event.data, chosen.event.kind
    shown: tuple[Picture, ...] = ()
    if kind in ("bid", "take", "give"):
        shown = (card(str(data["card"])),)
    elif kind in ("move", "jack_card"):
        shown = (move(str(data["card"])),)
    return Act(chosen.index, chosen.words, said(chosen.event), shown, detail=verb(kind))


VERBS = ("place", "jack", "bid", "take", "give")
"""The acts that are a thing on the board tapped (a dive, a card where it lies): each shows a
short word on it, so that no card is a control without one (issue #40). A movement card to
play says where it lands under it already."""


def verb(kind: str) -> str:
    """The short word a tapped thing shows (``bid``); none for an act of no thing (pass)."""
    return t(f"hs_verb_{kind}") if kind in VERBS else ""


def grid(kind: str) -> Grid | None:
    """The scoundrel cards as the deck is dealt out to sort (H1): a row a colour, in the order
    of ties, a column a value; a colour lacks the values it has no card of. Black Jack's
    movement cards are a short list."""
    if kind != "card":
        return None
    numbers = sorted({value(code) for code in DECK})
    return Grid(rows=tuple(t(f"hs_colour_{letter}") for letter in COLOURS),
                columns=tuple(str(number) for number in numbers),
                cells=tuple(tuple(code if (code := f"{letter}{number}") in DECK_SET else ""
                                  for number in numbers) for letter in COLOURS))


def outcome(kind: str, value: str) -> Picture:
    """A scoundrel card turned or taken (``card``), or Black Jack's movement card (``jack``)."""
    return move(value) if kind == "jack" else card(value)
