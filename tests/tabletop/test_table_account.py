"""The table as the one Master (issue #37): one account per place, answers as data, and the
rules the faces used to decide, now the table's. Each case was a fault seen on the screens:
another seat's take-back told to every phone, the end of a table game confirmed in the
terminal only, a hint refused twice in a challenge, a reveal's counts checked by the web."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import narration, registry
from tabletop.board import said
from tabletop.events import BadInput, IllegalAction
from tabletop.plugin import Chance, Decision
from tabletop.session.account import account
from tabletop.session.answers import Pick, Reveal, Typed
from tabletop.session.session import Session, make_options
from tabletop.session.table import DEVICE, SEAT, WATCH, Place, Table
from tabletop.store.database import Store
from tests.tabletop.test_table import new, to_secret_run


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "t.db")


def told(table: Table, place: Place) -> list[str]:
    return [narration.render(line) for line in account(table, place).notices]


# -- what each place is told ----------------------------------------------------------------

def test_a_card_taken_back_ahead_of_its_turn_is_told_to_the_others_without_the_card(
        store: Store) -> None:
    """H3 (each captain chooses a movement card in secret): Bo taps a card while Ana still
    chooses, then takes it back. Ana's and Cy's phones hear only that Bo changed his mind;
    Bo's own phone names the card he took back."""
    table = new(store, "halunken", ["Ana", "Bo", "Cy"], mode="devices")
    awaiting = to_secret_run(table)
    assert awaiting.player == 0
    bo = Place(SEAT, 1)
    table.answer(bo, Pick(2))
    card = account(table, bo).chosen
    assert card is not None
    table.undo(bo)
    for other in (Place(SEAT, 0), Place(SEAT, 2), Place(WATCH)):
        said = told(table, other)
        assert said == ["Bo took back their choice."]
        assert all(card not in line for line in said)
    assert told(table, bo) == [f"Taken back: your choice ({card}); choose again."]


def test_a_logged_secret_choice_taken_back_is_told_to_every_phone_as_a_change_of_mind(
        store: Store) -> None:
    """Ana's own card, logged but not yet revealed, taken back: every phone is told (none
    stayed silent), hers in her words, the others without them."""
    table = new(store, "halunken", ["Ana", "Bo", "Cy"], mode="devices")
    to_secret_run(table)
    ana = Place(SEAT, 0)
    table.answer(ana, Pick(1))
    assert table.hidden()  # in the log, not yet revealed
    card = said(table.game, table.session.events[-1])  # in the players' words
    table.undo(ana)
    assert told(table, ana) == [f"Undone: {card}"]
    for other in (Place(SEAT, 1), Place(SEAT, 2), Place(WATCH)):
        assert told(table, other) == ["Ana took back their choice."]


def test_the_web_page_of_another_seat_never_names_the_card_taken_back(store: Store) -> None:
    from tabletop.web.hub import Hub
    from tabletop.web.table_page import main_part

    hub = Hub(store)
    game = registry.get("halunken")
    watch = hub.begin(game, make_options(game, {}), ["Ana", "Bo", "Cy"], mode="devices",
                      seed=7, bots=[], strategies={})
    links = {link.seat: link for link in hub.links.of_game(watch.game_id) if link.role == SEAT}
    table = hub.table(watch.game_id)
    to_secret_run(table)
    hub.answer(links[1], table.version, Pick(2))
    card = account(table, links[1].place()).chosen
    assert card is not None
    hub.undo(links[1], table.version)
    for seat in (0, 2):
        page = str(main_part(table, links[seat]))
        assert "Bo took back their choice." in page and "Taken back" not in page
    assert f"Taken back: your choice ({card})" in str(main_part(table, links[1]))


# -- answers as data --------------------------------------------------------------------------

def test_answers_are_read_and_checked_by_the_table(store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"], mode="table")
    device = Place(DEVICE)
    offer = account(table, device).offer
    assert isinstance(offer, Chance)
    for wrong, key in ((Pick(len(offer.outcomes)), "err_not_a_choice"),
                       (Reveal((1, 1)), "err_reveal_count"),  # one card at a time
                       (Reveal((0,) * 45), "err_reveal_counts"),
                       (Typed(""), "err_empty_input"),
                       (Typed("x" * 201), "err_typed_long")):
        with pytest.raises((BadInput, IllegalAction)) as refused:
            table.answer(device, wrong)
        assert refused.value.key == key
    assert table.session.events == []
    table.answer(device, Typed("room 7D KS 5H 9C"))
    with pytest.raises(IllegalAction) as early:
        table.answer(device, Typed("room 2D"))  # a reveal typed while a decision is due
    assert early.value.key == "sc_err_room_full"  # the rules' own reason (S2: a full room)
    table.answer(device, Pick(0))
    assert len(table.session.events) == 2


def test_a_reveal_typed_where_the_app_deals_is_refused_with_the_rules_reason(
        store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"])
    events = list(table.session.events)
    with pytest.raises(IllegalAction) as refused:
        table.answer(Place(DEVICE), Typed("room 7D KS 5H 9C"))
    assert refused.value.key == "sc_err_room_full" and table.session.events == events


def test_a_tapped_reveal_pads_the_outcomes_not_given(store: Store) -> None:
    """A page draws no counter for an outcome none of which is left: its count is none."""
    table = new(store, "dungeon-dice", ["Ana", "Bo"], mode="table")
    for _ in range(20):
        offer = table.offer(Place(DEVICE))
        if isinstance(offer, Chance) and offer.count > 1:
            break
        table.answer(Place(DEVICE), Pick(0) if isinstance(offer, Decision) else Reveal((1,)))
    assert isinstance(offer, Chance) and not offer.distinct
    table.answer(Place(DEVICE), Reveal((offer.count,)))
    assert table.session.events[-1].data["values"] == [offer.outcomes[0]] * offer.count


# -- the end of a table game ------------------------------------------------------------------

def finished_at_table(store: Store) -> Table:
    game = registry.get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ana"], mode="table", seed=None,
                            store=store)
    table = Table(session)
    for line in ("room KS QS JS 10S", "play KS bare", "play QS bare"):  # 20 - 13 - 12 < 0
        table.answer(Place(DEVICE), Typed(line))
    assert table.over
    return table


def test_the_end_of_a_table_game_waits_for_the_players_to_confirm_it(store: Store) -> None:
    """At the table the entry that ended the game may be mistyped (S10: the game ends when
    health reaches 0): the table device is asked to confirm, with undo and fix offered;
    once confirmed the game is read-only, the same in every face."""
    table = finished_at_table(store)
    device = Place(DEVICE)
    acc = account(table, device)
    assert acc.confirm_end and not acc.read_only
    assert acc.tools.undo is None and acc.tools.fix
    assert not account(table, Place(WATCH)).confirm_end
    version = table.version
    table.confirm_end(device)
    assert table.version != version  # every page of the game is drawn again
    acc = account(table, device)
    assert acc.read_only and not acc.confirm_end
    assert acc.tools.undo == "err_undo_over" and not acc.tools.fix
    with pytest.raises(IllegalAction):
        table.fix(device, 1, Typed("room KS QS JS 9S"))
    with pytest.raises(IllegalAction):
        table.confirm_end(device)


def test_a_finished_hotseat_game_is_read_only_at_once(store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"])
    for _ in range(300):
        if table.over:
            break
        table.answer(Place(DEVICE), Pick(0))
    acc = account(table, Place(DEVICE))
    assert acc.read_only and not acc.confirm_end and acc.tools.undo == "err_undo_over"


# -- hints ------------------------------------------------------------------------------------

def test_a_hint_in_a_challenge_is_refused_once_by_the_table(store: Store) -> None:
    game = registry.get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ana"], mode="play", seed=5,
                            store=store, challenge="2026-12-07")
    table = Table(session)
    table.advance()
    acc = account(table, Place(DEVICE))
    assert acc.tools.hint == "err_challenge_no_hints" and not acc.tools.hints
    assert table.advice(Place(DEVICE), 0.01) is None
    plain = new(store, "scoundrel", ["Ana"])
    assert account(plain, Place(DEVICE)).tools.hint is None
    assert account(plain, Place(WATCH)).tools.hint == "err_hint_no_decision"
