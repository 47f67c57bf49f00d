"""tabletop.session.session: apply, undo and correct are all "keep a prefix of the log and fold"."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tabletop.events import CHANCE, BadInput, Event, IllegalAction, Record, fold
from tabletop.plugin import Chance, Decision, Game, Over
from tabletop.registry import get
from tabletop.session.dealers import RandomDealer, TableDealer
from tabletop.session.driver import Driver
from tabletop.session.session import Session, make_options, parse_option_pairs
from tabletop.session.table import DEVICE, Place, Table
from tabletop.store.database import Store
from tabletop.store.faults import GameMovedOn


@pytest.fixture
def game() -> Game[Any]:
    return get("scoundrel")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(tmp_path / "s.db")
    yield s
    s.close()


def new_session(game: Game[Any], store: Store | None = None, *, seed: int | None = 11,
                mode: str = "play") -> Session:
    return Session.start(game, game.meta.options(), ["Ada"], mode=mode, seed=seed, store=store)


def step(session: Session, dealer: RandomDealer, rng: random.Random) -> Event:
    """One event as the hotseat loop makes it: the dealer for chance, a random legal choice."""
    awaiting = session.game.awaiting(session.state)
    if isinstance(awaiting, Chance):
        event = dealer.deal(awaiting, session.chance_count)
    else:
        assert isinstance(awaiting, Decision)
        event = rng.choice(awaiting.actions)
    session.apply(event)
    return event


def play_until_dealt_after_decision(session: Session, dealer: RandomDealer,
                                    rng: random.Random) -> None:
    """Play until a decision has been followed by chance events and a decision is due again."""
    while True:
        step(session, dealer, rng)
        assert not session.over, "the game ended before a decision led to a deal"
        events = session.events
        if (isinstance(session.game.awaiting(session.state), Decision) and events[-1].is_chance
                and any(not e.is_chance for e in events)):
            return


def stored_events(store: Store, session: Session) -> list[Event]:
    assert session.game_id is not None
    return store.log.load(session.game_id).event_list()


def table_session(game: Game[Any], store: Store | None, lines: list[str]) -> Session:
    session = new_session(game, store, seed=None, mode="table")
    for line in lines:
        session.apply(game.parse(session.state, line))
    return session


def with_events(header: Record, events: list[Event]) -> Record:
    return Record.model_validate({**header.model_dump(), "events": [e.to_json() for e in events]})


# --- start, apply, from_record --------------------------------------------------------------


def test_start_records_the_header(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    assert session.game_id is not None
    assert session.events == [] and len(session.states) == 1
    loaded = store.log.load(session.game_id)
    assert (loaded.game, loaded.players, loaded.seed, loaded.mode) == ("scoundrel", ["Ada"], 11,
                                                                      "play")
    assert loaded.options == game.meta.options().model_dump()


def test_apply_keeps_states_and_store_in_step(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    dealer, rng = RandomDealer(3), random.Random(3)
    for _ in range(12):
        step(session, dealer, rng)
        assert len(session.states) == len(session.events) + 1
        assert stored_events(store, session) == session.events
        start = game.setup(game.meta.options(), ["Ada"])
        assert fold(start, session.events, game.turn) == session.state


def test_illegal_apply_changes_nothing(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    before = (list(session.states), list(session.events))
    with pytest.raises(IllegalAction):
        session.apply(Event(0, "run"))  # the room must be dealt first
    assert (session.states, session.events) == before
    assert stored_events(store, session) == []


def test_finished_game_is_marked_in_the_store(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    dealer, rng = RandomDealer(5), random.Random(5)
    while not session.over:
        step(session, dealer, rng)
    row = store.results.games()[0]
    sheet = game.score(session.state)
    assert row.status == sheet.status != "playing"
    assert row.result is not None and row.result["status"] == sheet.status
    assert row.result["players"] == [{"name": "Ada", "total": sheet.players[0].total}]
    assert undo(session, at_table=True)
    assert store.results.games()[0].status == "playing"


def test_from_record_rebuilds_and_reports_a_bad_entry(game: Game[Any]) -> None:
    session = table_session(game, None, ["room 7D KS 5H 9C", "play 7D", "play KS"])
    bad = [*session.events[:2], Event(0, "play", {"card": "QS"})]
    record = with_events(session.record, bad)
    with pytest.raises(BadInput) as info:
        Session.from_record(game, record)
    assert info.value.key == "err_record_event"
    assert info.value.params["number"] == 3
    good = with_events(session.record, session.events)
    rebuilt = Session.from_record(game, good)
    assert rebuilt.state == session.state
    assert rebuilt.states == session.states and rebuilt.events == session.events


def undo(session: Session, *, at_table: bool) -> bool:
    """Undo as the table does it: at the table the last entry, else the last decision."""
    table = Table(session)
    table.driver = Driver(session, TableDealer() if at_table else RandomDealer(0))
    if table.undo_refusal(Place(DEVICE)) == "msg_nothing_to_undo":
        return False
    return bool(table.undo(Place(DEVICE)).entries)


# --- undo -----------------------------------------------------------------------------------


def test_undo_a_decision_drops_the_chance_events_after_it(game: Game[Any],
                                                          store: Store) -> None:
    session = new_session(game, store)
    dealer, rng = RandomDealer(21), random.Random(21)
    play_until_dealt_after_decision(session, dealer, rng)
    events = list(session.events)
    states = list(session.states)
    last_decision = max(i for i, e in enumerate(events) if not e.is_chance)
    assert events[-1].is_chance and last_decision < len(events) - 1

    assert undo(session, at_table=False)
    assert session.events == events[:last_decision]
    assert session.states == states[:last_decision + 1]
    assert session.state == states[last_decision]
    assert stored_events(store, session) == events[:last_decision]

    # the same decision again: with the same seed the same cards come again (no re-roll)
    session.apply(events[last_decision])
    while isinstance(game.awaiting(session.state), Chance):
        session.apply(dealer.deal(game.awaiting(session.state), session.chance_count))
    assert session.events == events
    assert session.state == states[-1]
    assert stored_events(store, session) == events


def test_undo_then_another_decision_deals_the_same_cards(game: Game[Any]) -> None:
    """Undo is no way to re-roll: decide otherwise, and the same cards still come."""
    compared = 0
    for seed in range(30):
        session = new_session(game, seed=seed)
        dealer, rng = RandomDealer(seed), random.Random(seed)
        try:
            play_until_dealt_after_decision(session, dealer, rng)
        except AssertionError:
            continue  # this game ended first
        events, states = list(session.events), list(session.states)
        last = max(i for i, e in enumerate(events) if not e.is_chance)
        dealt_before = game.awaiting(states[last + 1])
        assert isinstance(dealt_before, Chance)
        undo(session, at_table=False)
        awaiting = game.awaiting(session.state)
        assert isinstance(awaiting, Decision)
        for other in awaiting.actions:
            if other == events[last]:
                continue
            session.apply(other)
            chance = game.awaiting(session.state)
            if isinstance(chance, Chance) and chance.outcomes == dealt_before.outcomes:
                assert dealer.deal(chance, session.chance_count) == events[last + 1]
                compared += 1
            if session.over:  # a finished game's result stands (the table): fold back by hand
                session.truncate(last)
            else:
                assert undo(session, at_table=False)
            assert session.events == events[:last]
    assert compared, "no seed gave another decision followed by the same deal"


def test_undo_single_event_drops_only_the_last_one(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    dealer, rng = RandomDealer(8), random.Random(8)
    play_until_dealt_after_decision(session, dealer, rng)
    events, states = list(session.events), list(session.states)
    assert events[-1].is_chance
    assert undo(session, at_table=True)
    assert session.events == events[:-1]
    assert session.states == states[:-1]
    assert stored_events(store, session) == events[:-1]
    assert undo(session, at_table=True)
    assert session.events == events[:-2]
    assert stored_events(store, session) == events[:-2]


def test_undo_with_nothing_to_undo(game: Game[Any], store: Store) -> None:
    session = new_session(game, store)
    assert not undo(session, at_table=False)
    assert not undo(session, at_table=True)
    # only chance events so far: no decision to take back
    session.apply(game.parse(session.state, "room 7D KS 5H 9C"))
    assert not undo(session, at_table=False)
    assert len(session.events) == 1
    assert undo(session, at_table=True)
    assert session.events == [] and stored_events(store, session) == []


def test_undo_of_a_decision_without_chance_after_it(game: Game[Any], store: Store) -> None:
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 7D", "play 5H"])
    assert undo(session, at_table=False)
    assert [game.notation(e) for e in session.events] == ["room 7D KS 5H 9C", "play 7D"]
    assert stored_events(store, session) == session.events


# --- correct --------------------------------------------------------------------------------


def test_correct_reports_the_first_entry_that_no_longer_applies(game: Game[Any],
                                                                store: Store) -> None:
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 5H", "play 7D", "play KS"])
    fixed = game.parse(session.states[0], "room 8D KS 5H 9C")
    dropped = session.correct(1, fixed)
    assert dropped is not None
    number, reason = dropped
    assert number == 3  # "play 5H" still applies, "play 7D" does not
    assert reason["t"] == "sc_err_not_in_room" and "7" in str(reason["card"])
    assert [game.notation(e) for e in session.events] == ["room 8D KS 5H 9C", "play 5H"]
    assert len(session.states) == 3
    assert stored_events(store, session) == session.events
    start = game.setup(game.meta.options(), ["Ada"])
    assert fold(start, session.events, game.turn) == session.state


def test_correct_keeps_later_entries_that_still_apply(game: Game[Any], store: Store) -> None:
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 7D", "play KS"])
    assert session.correct(1, game.parse(session.states[0], "room 7D KS 5H 9S")) is None
    assert [game.notation(e) for e in session.events] == ["room 7D KS 5H 9S", "play 7D",
                                                          "play KS"]
    assert session.state.room == ("5H", "9S")
    assert stored_events(store, session) == session.events


def test_correct_the_last_entry(game: Game[Any], store: Store) -> None:
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 7D"])
    assert session.correct(2, game.parse(session.states[1], "play 5H")) is None
    assert [game.notation(e) for e in session.events] == ["room 7D KS 5H 9C", "play 5H"]
    assert stored_events(store, session) == session.events


def test_correct_with_an_illegal_replacement_changes_nothing(game: Game[Any],
                                                             store: Store) -> None:
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 7D"])
    before = (list(session.events), list(session.states))
    with pytest.raises(IllegalAction):
        session.correct(2, Event(0, "play", {"card": "QS"}))
    assert (session.events, session.states) == before
    assert stored_events(store, session) == session.events


def test_correction_that_ends_the_game_marks_it_finished(game: Game[Any], store: Store) -> None:
    """Correcting the last entry into a loss: the store must say so, like apply() would."""
    session = table_session(game, store, ["room 2C 3C AS KS", "play AS", "play 2C", "play 3C"])
    assert not session.over and store.results.games()[0].status == "playing"
    assert session.correct(4, game.parse(session.states[3], "play KS")) is None
    assert session.over
    assert stored_events(store, session) == session.events
    row = store.results.games()[0]
    assert row.status == game.score(session.state).status == "lost"
    assert row.result is not None


def test_correction_that_reopens_a_finished_game(game: Game[Any], store: Store) -> None:
    session = table_session(game, store, ["room 2C 3C AS KS", "play AS", "play 2C", "play KS"])
    assert session.over and store.results.games()[0].status == "lost"
    assert session.correct(4, game.parse(session.states[3], "play 3C")) is None
    assert not session.over
    row = store.results.games()[0]
    assert (row.status, row.result) == ("playing", None)


def test_a_correction_is_one_write_of_the_store(game: Game[Any], store: Store) -> None:
    """issue #37: the entries dropped and put back go in one transaction, one revision."""
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 5H", "play 7D", "play KS"])
    read = session.revision
    assert read is not None and session.game_id is not None
    assert session.correct(1, game.parse(session.states[0], "room 8D KS 5H 9C")) is not None
    assert session.revision == store.log.revision(session.game_id) == read + 1
    assert stored_events(store, session) == session.events


def test_a_write_after_another_window_wrote_is_refused_and_changes_nothing(
        game: Game[Any], store: Store, tmp_path: Path) -> None:
    """issue #37: the other window took the last entry back and made another (the log is as
    long as it was): this session's undo, correction and move are refused, and nothing of
    them is kept on either side."""
    session = table_session(game, store, ["room 7D KS 5H 9C", "play 5H"])
    assert session.game_id is not None
    window = Store(tmp_path / "s.db")
    try:
        other = Session.resume(window, session.game_id)
        other.truncate(1)
        other.apply(game.parse(other.state, "play 7D"))
        kept = stored_events(store, session)
        for write in (lambda: session.apply(game.parse(session.state, "play 7D")),
                      lambda: session.truncate(1),
                      lambda: session.correct(2, game.parse(session.states[1], "play 9C"))):
            before = (list(session.events), list(session.states))
            with pytest.raises(GameMovedOn):
                write()
            assert (session.events, session.states) == before
            assert stored_events(store, session) == kept
        assert session.revision is None  # it reads the game again before writing
        again = Session.resume(store, session.game_id)
        again.apply(game.parse(again.state, "play KS"))
        assert stored_events(store, again) == again.events
    finally:
        window.close()


@pytest.mark.parametrize("number", [0, 3, -1])
def test_correct_a_missing_entry(game: Game[Any], number: int) -> None:
    session = table_session(game, None, ["room 7D KS 5H 9C", "play 7D"])
    with pytest.raises(BadInput) as info:
        session.correct(number, Event(CHANCE, "room", {"values": ["7D"]}))
    assert info.value.key == "err_no_such_entry"
    assert info.value.params == {"number": number, "count": 2}


# --- options --------------------------------------------------------------------------------


def test_options_from_pairs(game: Game[Any]) -> None:
    pairs = parse_option_pairs(["weapon_rule=lower_or_equal", " death_penalty = dungeon "])
    assert pairs == {"weapon_rule": "lower_or_equal", "death_penalty": "dungeon"}
    assert make_options(game, pairs).model_dump() == pairs


@pytest.mark.parametrize(("values", "key"), [
    ({"no_such": "x"}, "err_unknown_option"),
    ({"weapon_rule": "sideways"}, "err_bad_option"),
])
def test_bad_options(game: Game[Any], values: dict[str, str], key: str) -> None:
    with pytest.raises(BadInput) as info:
        make_options(game, values)
    assert info.value.key == key
    info.value.message()


@pytest.mark.parametrize("pair", ["weapon_rule", "=lower", ""])
def test_option_syntax(pair: str) -> None:
    with pytest.raises(BadInput) as info:
        parse_option_pairs([pair])
    assert info.value.key == "err_option_syntax"


def test_over_property(game: Game[Any]) -> None:
    session = new_session(game)
    assert not session.over
    dealer, rng = RandomDealer(2), random.Random(2)
    while not session.over:
        step(session, dealer, rng)
    assert isinstance(game.awaiting(session.state), Over)
