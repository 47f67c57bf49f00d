"""Helpers shared by the Halunken und Spelunken rule tests: new games, set-up tables, reveals,
decisions and playing on with simple choices."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

import pytest

from games.halunken.rules.components import DECK_SET, DIVES, sort_cards
from games.halunken.rules.options import LATEST_EDITION, HalunkenOptions
from games.halunken.rules.rounds import setup
from games.halunken.rules.state import HState, Phase
from games.halunken.rules.steps import settle
from games.halunken.rules.turn import awaiting, turn
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Over, check_answer

NAMES = ("Ana", "Ben", "Cem", "Dora")


def new_game(players: int = 3, variant: str = "standard", games: int = 1,
             edition: int = LATEST_EDITION) -> HState:
    """A fresh game waiting for the first captain to be placed (``edition``: the rulings it
    plays by; 1 for a record made before H13 and H14)."""
    options = HalunkenOptions.model_validate({"variant": variant, "games": games,
                                              "edition": edition})
    return settle(setup(options, list(NAMES[:players])))


def reveal(state: HState, card: str) -> HState:
    """The chance event: ``card`` turned face up on a dive or taken face down."""
    return turn(state, Event(CHANCE, "card", {"values": [card]}))


def jack_turns(state: HState, card: str) -> HState:
    """The chance event: Black Jack's next movement card is ``card``."""
    return turn(state, Event(CHANCE, "jack", {"values": [card]}))


def act(state: HState, seat: int, kind: str, **data: Any) -> HState:
    """The decision ``kind`` of ``seat`` (``from_`` stands for the key ``from``)."""
    if "from_" in data:
        data["from"] = data.pop("from_")
    return turn(state, Event(seat, kind, data))


def illegal(state: HState, event: Event) -> str:
    """The key of the ``IllegalAction`` that ``event`` raises in ``state``: the host's check
    that it answers the seat awaited first (as every session makes it), then the rules."""
    with pytest.raises(IllegalAction) as info:
        check_answer(awaiting(state), event, state.players)
        turn(state, event)
    return info.value.key


def decision(state: HState) -> Decision:
    now = awaiting(state)
    assert isinstance(now, Decision), now
    return now


def chance(state: HState) -> Chance:
    now = awaiting(state)
    assert isinstance(now, Chance), now
    return now


def offered(state: HState) -> list[tuple[str, Any]]:
    """The decisions offered now, as (kind, the one data value) pairs."""
    return [(a.kind, next(iter(a.data.values()), None)) for a in decision(state).actions]


def start(spaces: Iterable[int], initial: Iterable[str], *, variant: str = "standard",
          flips: Iterable[str] | None = None, bj: int | None = None,
          edition: int = LATEST_EDITION) -> HState:
    """Drive a real setup: seat i places its captain on ``spaces[i]`` and draws
    ``initial[i]``; the 14 dives are turned up with ``flips`` (default: the lowest unseen cards
    in deck order); then, with Black Jack, the holder of the lowest card places him on ``bj``."""
    spaces, initial = list(spaces), list(initial)
    state = new_game(len(spaces), variant, edition=edition)
    for seat, (space, card) in enumerate(zip(spaces, initial, strict=True)):
        state = reveal(act(state, seat, "place", space=space), card)
    pending = list(flips) if flips is not None else None
    while isinstance(awaiting(state), Chance):
        unseen = sorted(state.unseen, key=_deck_order)
        state = reveal(state, pending.pop(0) if pending else unseen[0])
    if bj is not None:
        state = act(state, decision(state).player, "jack", space=bj)
    return state


def _deck_order(card: str) -> tuple[int, int]:
    return "rpgy".index(card[0]), int(card[1:])


def table(players: int = 3, *, captains: Iterable[int], variant: str = "intro",
          up: Mapping[int, str] | None = None, down: Mapping[int, int] | None = None,
          hands: Mapping[int, Iterable[str]] | None = None, bj: int | None = None,
          harbour: Iterable[str] = (), controller: int | None = None, starter: int = 0,
          used: Mapping[int, Iterable[str]] | None = None, round_: int = 0,
          phase: str = "choose", edition: int = LATEST_EDITION) -> HState:
    """A state taken from a real setup and rearranged: captains on ``captains`` (0-based
    spaces), face-up cards ``up`` per dive (none elsewhere), ``down`` face-down counts (0
    elsewhere), ``hands`` per seat, Black Jack on ``bj`` with ``harbour``; every card not shown
    counts as unseen. The round waits for the movement cards unless ``phase`` says otherwise."""
    base = new_game(players, variant, edition=edition)
    up_t = tuple((up or {}).get(d) for d in range(DIVES))
    down_t = tuple((down or {}).get(d, 0) for d in range(DIVES))
    hands_t = tuple(sort_cards((hands or {}).get(s, ())) for s in range(players))
    harbour_t = sort_cards(harbour)
    seen = {c for c in up_t if c} | {c for h in hands_t for c in h} | set(harbour_t)
    assert len(seen) == sum(1 for c in up_t if c) + sum(map(len, hands_t)) + len(harbour_t)
    used_t = tuple(tuple((used or {}).get(s, ())) for s in range(players))
    return replace(base, phase=Phase(phase), captains=tuple(captains), up=up_t, down=down_t,
                   hands=hands_t, unseen=DECK_SET - seen, bj=bj, harbour=harbour_t,
                   controller=controller, starter=starter, bid_turn=starter,
                   initial=tuple(h[0] if h else "y1" for h in hands_t), used=used_t,
                   round=round_)


def choose(state: HState, *cards: str, jack: str | None = None) -> HState:
    """Every seat picks its movement card (``cards[seat]``); with two players the hirer also
    picks Black Jack's card ``jack`` when asked. Stops once the cards are revealed."""
    first = state.round
    while state.phase == "choose" and state.round == first:
        now = awaiting(state)
        if not isinstance(now, Decision) or not now.actions:
            return state
        kind = now.actions[0].kind
        if kind == "jack_card":
            assert jack is not None
            state = act(state, now.player, "jack_card", card=jack)
        elif kind == "move":
            state = act(state, now.player, "move", card=cards[now.player])
        else:
            return state
    return state


def pick(now: Chance | Decision, rnd: random.Random) -> Event:
    """A random legal event for what is awaited."""
    if isinstance(now, Chance):
        return Event(CHANCE, now.kind, {"values": [rnd.choice(now.outcomes)]})
    return rnd.choice(now.actions)


def picking(seed: int) -> Callable[[HState, Decision, int], Event]:
    """A ``playout``'s choices: a random listed action, drawn as ``pick`` draws it."""
    rnd = random.Random(seed)
    return lambda _state, now, _step: pick(now, rnd)


def play_until(state: HState, done: Callable[[HState], bool], seed: int = 0,
               watch: Callable[[HState, Event, HState], None] | None = None) -> HState:
    """Play random legal events until ``done(state)`` (or the game is over)."""
    rnd = random.Random(seed)
    for _ in range(5000):
        if done(state):
            return state
        now = awaiting(state)
        if isinstance(now, Over):
            return state
        event = pick(now, rnd)
        after = turn(state, event)
        if watch is not None:
            watch(state, event, after)
        state = after
    raise AssertionError("the game did not end")


def play_out(state: HState, seed: int = 0,
             watch: Callable[[HState, Event, HState], None] | None = None) -> HState:
    state = play_until(state, lambda s: s.phase == "over", seed, watch)
    assert isinstance(awaiting(state), Over)
    return state
