"""tabletop.session.driver: a game advances by asking its answerers; table mode is the choice
of dealer."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Game, HasBots, Over
from tabletop.registry import get
from tabletop.session.answers import Pick, Typed
from tabletop.session.dealers import RandomDealer, ScriptDealer, TableDealer
from tabletop.session.driver import Bot, Driver, bot_rng, bot_seats
from tabletop.session.session import Session
from tabletop.session.table import DEVICE, Place, Table


def scoundrel(mode: str = "play", seed: int | None = 4) -> Session:
    game = get("scoundrel")
    return Session.start(game, game.meta.options(), ["Ada"], mode=mode, seed=seed, store=None)


def halunken(bots: list[int], seed: int = 9) -> Session:
    game = get("halunken")
    return Session.start(game, game.meta.options(), ["Ana", "Ben", "Cem"], mode="play",
                         seed=seed, store=None, bots=bots)


def test_hotseat_deals_and_stops_where_a_person_decides() -> None:
    driver = Driver.for_session(scoundrel())
    applied = driver.advance()
    assert applied and all(driver.session.events[i].is_chance for i in applied)
    assert isinstance(driver.awaiting(), Decision)
    assert driver.advance() == []  # nothing more until the person answers


def test_at_the_table_the_people_reveal_what_the_dealer_would() -> None:
    driver = Driver.for_session(scoundrel("table", None))
    assert driver.at_table and isinstance(driver.awaiting(), Chance)
    assert driver.advance() == []
    index = driver.submit(driver.game.parse(driver.session.state, "room 7D KS 5H 9C"))
    assert index == 0 and isinstance(driver.awaiting(), Decision)


def test_in_hotseat_nobody_types_the_deal() -> None:
    driver = Driver.for_session(scoundrel())
    room = driver.game.parse(driver.session.state, "room 7D KS 5H 9C")
    with pytest.raises(IllegalAction) as info:
        driver.submit(room)
    assert info.value.key == "err_dealer_deals" and driver.session.events == []


def test_a_person_cannot_answer_for_another_seat_or_a_bot() -> None:
    driver = Driver.for_session(halunken(bots=[1]))
    driver.advance()
    awaiting = driver.awaiting()
    assert isinstance(awaiting, Decision) and driver.is_person(awaiting.player)
    other = next(seat for seat in range(3) if seat != awaiting.player)
    forged = Event(other, awaiting.actions[0].kind, dict(awaiting.actions[0].data))
    before = list(driver.session.events)
    with pytest.raises(IllegalAction):
        driver.submit(forged)
    assert driver.session.events == before


def test_bots_decide_alike_in_every_run_and_after_a_resume() -> None:
    """The bots' seeding rule: the seed, the seat and the place in the log, nothing else."""
    first = Driver.for_session(halunken(bots=[0, 1, 2]))
    first.run()
    half = len(first.session.events) // 2
    record = first.session.record.model_copy(update={"events": []})
    resumed = Session.start(first.game, first.game.meta.options(), record.players, mode="play",
                            seed=record.seed, store=None, bots=[0, 1, 2])
    for event in first.session.events[:half]:
        resumed.apply(event)
    Driver.for_session(resumed).run()
    assert resumed.events == first.session.events
    assert isinstance(first.awaiting(), Over)


def test_bot_seats_follow_the_record() -> None:
    session = halunken(bots=[2])
    seats = bot_seats(session)
    game = session.game
    assert isinstance(game, HasBots)
    assert set(seats) == {2}
    seat = seats[2]
    assert isinstance(seat, Bot) and seat.strategy is next(iter(game.strategies().values()))
    assert bot_rng(9, 2, 5).random() == bot_rng(9, 2, 5).random() != bot_rng(9, 1, 5).random()


def test_hotseat_undo_takes_back_the_persons_decision_and_what_followed() -> None:
    table = Table(halunken(bots=[1, 2]))
    table.advance()
    awaiting = table.awaiting()
    assert isinstance(awaiting, Decision)
    mine = len(table.session.events)
    table.answer(Place(DEVICE), Pick(0))
    assert len(table.session.events) > mine + 1  # the bots answered after it
    assert table.undo(Place(DEVICE)).entries[0].event == awaiting.actions[0]
    assert len(table.session.events) == mine


def test_table_undo_takes_back_one_entry() -> None:
    table = Table(scoundrel("table", None))
    device = Place(DEVICE)
    for line in ("room 7D KS 5H 9C", "play 7D"):
        table.answer(device, Typed(line))
    table.undo(device)
    assert [table.game.notation(e) for e in table.session.events] == ["room 7D KS 5H 9C"]
    table.undo(device)
    assert table.undo_refusal(device) == "msg_nothing_to_undo"
    assert table.session.events == []


def test_a_script_deals_in_order_and_then_waits() -> None:
    game: Game[Any] = get("scoundrel")
    session = scoundrel(seed=None)
    dealt = [Event(CHANCE, "room", {"values": ["7D", "KS", "5H", "9C"]})]
    driver = Driver(session, ScriptDealer(iter(dealt)))
    assert driver.advance() == [0]
    assert isinstance(game.awaiting(session.state), Decision)


def test_run_refuses_to_wait_for_a_person() -> None:
    driver = Driver(scoundrel(), RandomDealer(4))
    with pytest.raises(RuntimeError):
        driver.run()


def test_the_table_dealer_deals_nothing() -> None:
    assert TableDealer().deal(Chance("room", "sc_chance_room", ("2C",)), 0) is None
