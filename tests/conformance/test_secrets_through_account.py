"""No place is told another seat's secret (issue #37, deliverable 6).

Random games on own devices, undo and taking a card back part of the random play. Each game
is played twice in step, a game and its twin, alike in every answer but one seat's secret
choices (H3: the movement cards), which differ wherever another was offered. While that
seat's choice is secret (made ahead of its turn, or logged and not yet revealed), every other
place (each other seat and the watcher) must be drawn alike in both games: its account, the
web page drawn from it and its JSON. Anything that differs would tell the secret. Once the
choice is revealed, the twin is made the game again and the next secret is compared. (Each
check was seen to fail with the take-back told in its words to every phone.)
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tabletop import registry
from tabletop.events import Event, EventModel, Record
from tabletop.plugin import Decision
from tabletop.session.account import account
from tabletop.session.answers import Pick
from tabletop.session.session import Session, make_options
from tabletop.session.table import SEAT, WATCH, Place, Table
from tabletop.web.app import seat_json
from tabletop.web.links import Link
from tabletop.web.table_page import main_part

STEPS = 160  # answers and take-backs a game: several rounds of secret cards (H3-H6)
UNDO = 0.2  # how often a seat that may take something back does


def table_of(players: list[str], seed: int, events: list[Event] | None = None,
             pending: dict[int, Event] | None = None) -> Table:
    """A Halunken game on own devices, dealt from ``seed``; the twin of a game is made
    from its log and its choices made ahead."""
    game = registry.get("halunken")
    if events is None:
        session = Session.start(game, make_options(game, {}), players, mode="devices",
                                seed=seed, store=None)
    else:
        record = Record(game=game.meta.id, players=players, seed=seed, mode="devices",
                        options=make_options(game, {}).model_dump(),
                        events=[EventModel(actor=e.actor, kind=e.kind, data=e.data)
                                for e in events])
        session = Session.from_record(game, record)
    table = Table(session, pending=pending)
    table.advance()
    return table


def drawn(table: Table, place: Place) -> dict[str, Any]:
    """Everything a place is handed: its account, its page and its JSON."""
    link = Link("token", 1, place.seat, place.role, opened=True)
    acc = account(table, place)
    return {"account": repr(acc), "page": str(main_part(table, link)),
            "json": seat_json(table, link, None)}


def offers(table: Table, seats: int) -> dict[int, Decision]:
    found = {}
    for seat in range(seats):
        offer = table.offer(Place(SEAT, seat))
        if isinstance(offer, Decision):
            found[seat] = offer
    return found


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_place_is_told_another_seats_secret(seats: int, seed: int) -> None:
    players = ["Ana", "Bo", "Cy", "Dee"][:seats]
    rng = random.Random(seed * 10 + seats)
    secret = rng.randrange(seats)  # the seat whose secret choices differ in the twin
    game, twin = (table_of(players, seed) for _ in range(2))
    compared = 0
    for _ in range(STEPS):
        if game.over:
            break
        held = game.chosen(Place(SEAT, secret)) is not None
        took_back = False
        may_undo = [s for s in range(seats) if game.undo_refusal(Place(SEAT, s)) is None]
        if may_undo and rng.random() < UNDO:
            seat = rng.choice(may_undo)
            game.undo(Place(SEAT, seat), version=game.version)
            twin.undo(Place(SEAT, seat), version=twin.version)
            took_back = held and seat == secret
        else:
            offered = offers(game, seats)
            seat = rng.choice(sorted(offered))
            index = rng.randrange(len(offered[seat].actions))
            other = index
            if seat == secret and offered[seat].secret:
                other = (index + 1) % len(offered[seat].actions)
            game.answer(Place(SEAT, seat), Pick(index))
            twin.answer(Place(SEAT, seat), Pick(other))
        if game.chosen(Place(SEAT, secret)) is not None or took_back:
            for place in [Place(SEAT, s) for s in range(seats) if s != secret] + [Place(WATCH)]:
                assert drawn(game, place) == drawn(twin, place), (place, len(game.session.events))
            compared += 1
        elif (twin.session.events, twin.pending) != (game.session.events, game.pending):
            twin = table_of(players, seed, list(game.session.events), dict(game.pending))
            twin.change = game.change
    assert compared > 0
