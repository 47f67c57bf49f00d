"""The "You can:" list of a dungeon dice decision: every kind of legal choice, in the words a
player types in the current language (issue #14).

The rules list a representative few of the choices whose faces or dice are free (a quaff's
revived faces, a Scroll's reroll, the Mercenary's dice, an Elixir's face, the Paladin's token and
faces): those kinds are shown as a pattern (``quaff scroll|fighter <face>…``), which stands for
every choice of that kind, listed or not. Where the concrete choices are too many for a line,
the largest kinds are folded into their patterns too, so the list always names every kind and
the advised move is always found in it (``covers``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations_with_replacement

from games.dungeon_dice.rules import queries, ultimates
from games.dungeon_dice.rules.components import MONSTERS, localize, localized_name
from games.dungeon_dice.rules.notation import notation
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.text.i18n import t

MOST = 20
"""Entries a list shows at most (the host cuts a longer one)."""

NAMED_SOURCES = 3
"""A pattern names its companions up to this many, else says ``<die>``."""

# Kinds whose choices are free in their faces or dice: always a pattern.
OPEN_ENDED = ("quaff", "reroll", "mulligan")
# Kinds folded into a pattern first when the list is too long, largest first.
FOLDABLE = ("fight", "dragon", "hero", "ultimate", "open", "ability")
# Kinds whose choices name dice or treasures freely (D18, D20): a pattern of what they name.
FREE_SLOTS = {"set": "dice", "discard": "treasure"}


@dataclass(frozen=True, slots=True)
class Offer:
    """One entry of the list: the words shown and which choices they stand for."""

    text: str
    covers: Callable[[Event], bool]


def _slot(name: str) -> str:
    return t(f"dd_slot_{name}")


def _concrete(event: Event) -> Offer:
    words = localize(_line(event))
    return Offer(words, lambda other: localize(_line(other)) == words)


def _line(event: Event) -> str:
    return notation(_sorted(event))


def _sorted(event: Event) -> Event:
    """An ultimate's targets in the order of the monsters, so one choice reads one way."""
    targets = event.data.get("targets")
    if event.kind != "ultimate" or not isinstance(targets, list):
        return event
    return Event(event.actor, event.kind, {**event.data, "targets": sorted(
        targets, key=lambda m: MONSTERS.index(m) if m in MONSTERS else len(MONSTERS))})


def _sources(events: list[Event]) -> list[str]:
    return list(dict.fromkeys(str(e.data["with"]) for e in events))


def _named(sources: list[str]) -> str:
    if len(sources) > NAMED_SOURCES:
        return _slot("die")
    return "|".join(localized_name(s) for s in sources)


def _of_kind(kind: str, sources: list[str] | None = None) -> Callable[[Event], bool]:
    return lambda event: event.kind == kind and (
        sources is None or event.data.get("with") in sources)


def _pattern(kind: str, events: list[Event]) -> Offer:
    """Every choice of ``kind``: the verb, the companions that may do it, the free part."""
    verb = localize(kind)
    if kind == "mulligan":
        return Offer(f"{verb} {_slot('dice')}…", _of_kind(kind))
    sources = _sources(events)
    free = _slot("face") if kind == "quaff" else _slot("dice")
    return Offer(f"{verb} {_named(sources)} {free}…", _of_kind(kind, sources))


def _folded(kind: str) -> Offer:
    verb = localize(kind)
    shown = {"fight": f"{_slot('companion')} {_slot('monster')}",
             "dragon": f"{_slot('companion')}…", "hero": _slot("hero"),
             "ultimate": "…", "open": _slot("companion"), "ability": "…"}[kind]
    return Offer(f"{verb} {shown}", _of_kind(kind))


def _ultimates(state: DDState, listed: list[Event]) -> list[Offer]:
    """The ultimate's every choice: each set of targets it may take, or a pattern where its
    dice or token and faces are free."""
    if not listed:
        return []
    what = ultimates.kind(state)
    verb = localize("ultimate")
    if what == "mercenary:master":
        return [Offer(f"{verb} {_slot('dice')}…", _of_kind("ultimate"))]
    if what == "crusader:master":
        return [Offer(f"{verb} {_slot('treasure')} {_slot('face')}…", _of_kind("ultimate"))]
    hero = state.seat.hero
    if hero == "guild-leader":  # D19: a die set to any face
        return [Offer(f"{verb} {_slot('die')} {_slot('face')}…", _of_kind("ultimate"))]
    if hero in ("tristan", "szopin"):  # D20: dice and lair dice named freely
        return [Offer(f"{verb} {_slot('dice')}…", _of_kind("ultimate"))]
    if what not in ultimates.TARGETED:
        return [_concrete(e) for e in listed]
    most, only = ultimates.TARGETED[what]
    present = [m for m in MONSTERS if queries.count(state, m) and only in (None, m)]
    found = []
    for n in range(1, most + 1):
        for targets in combinations_with_replacement(present, n):
            if all(targets.count(m) <= queries.count(state, m) for m in targets):
                found.append(_concrete(Event(state.delver, "ultimate",
                                             {"targets": list(targets)})))
    return found


def _elixir(listed: list[Event]) -> list[Offer]:
    if not listed:
        return []
    return [Offer(f"{localize('use elixir')} {_slot('face')}",
                  lambda e: e.kind == "use" and e.data.get("token") == "elixir")]


def offers(state: DDState) -> list[Offer]:
    """The list for the decision awaited now (empty when none is)."""
    decision = awaiting(state)
    if not isinstance(decision, Decision):
        return []
    by_kind: dict[str, list[Event]] = {}
    for event in decision.actions:
        by_kind.setdefault(event.kind, []).append(event)
    groups: dict[str, list[Offer]] = {}
    for kind, events in by_kind.items():
        if kind in FREE_SLOTS:
            groups[kind] = [Offer(f"{localize(kind)} {_slot(FREE_SLOTS[kind])}…",
                                  _of_kind(kind))]
        elif kind in OPEN_ENDED:
            groups[kind] = [_pattern(kind, events)]
        elif kind == "ultimate":
            groups[kind] = _ultimates(state, events)
        elif kind == "use":
            elixirs = [e for e in events if e.data.get("token") == "elixir"]
            groups[kind] = [*_elixir(elixirs),
                            *(_concrete(e) for e in events if e not in elixirs)]
        else:
            groups[kind] = [_concrete(e) for e in events]
        groups[kind] = list({o.text: o for o in groups[kind]}.values())
    for kind in sorted(FOLDABLE, key=lambda k: -len(groups.get(k, []))):
        if sum(map(len, groups.values())) <= MOST:
            break
        if len(groups.get(kind, [])) > 1:
            groups[kind] = [_folded(kind)]
    return [offer for group in groups.values() for offer in group]


def choices(state: DDState) -> list[str]:
    """The "You can:" list as the host prints it."""
    return [offer.text for offer in offers(state)]


def listed(state: DDState, event: Event) -> bool:
    """Whether the list shown for ``state`` names ``event`` or a pattern standing for it."""
    return any(offer.covers(event) for offer in offers(state))
