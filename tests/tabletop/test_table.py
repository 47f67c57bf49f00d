"""The host's table (issue #22): who owes what, who may act, see, undo and fix, and how a game
ended, decided once for every face. Each case below was seen differently by the terminal and
the web before the table held the rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tabletop import registry
from tabletop.events import BadInput, Event, IllegalAction
from tabletop.plugin import Chance, Decision, Over
from tabletop.session.answers import Pick, Typed
from tabletop.session.session import Session, make_options
from tabletop.session.table import (
    CHOOSING,
    CHOSEN,
    DEVICE,
    SEAT,
    WATCH,
    Fixed,
    Place,
    Table,
    Undone,
)
from tabletop.store.database import Store

first = Pick(0)


def nth(n: int) -> Pick:
    """The ``n``-th action offered: a movement card of the several in every hand (H3)."""
    return Pick(n)


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "t.db")


def new(store: Store | None, game_id: str, names: list[str], *, mode: str = "play",
        seed: int | None = 42) -> Table:
    game = registry.get(game_id)
    session = Session.start(game, make_options(game, {}), names, mode=mode,
                            seed=None if mode == "table" else seed, store=store)
    kept = store is not None and session.game_id is not None
    table = Table(session, pending=None,
                  keep=session.keep_pending if kept else None)
    table.advance()
    return table


def to_secret_run(table: Table) -> Decision:
    """Play first choices until the run of secret movement cards (H3) is awaited."""
    for _ in range(300):
        awaiting = table.awaiting()
        assert isinstance(awaiting, Decision)
        if awaiting.secret:
            return awaiting
        table.answer(Place(SEAT, awaiting.player) if table.mode == "devices"
                     else Place(DEVICE, ready=awaiting.player), first)
    raise AssertionError("no secret choice reached")


# -- who owes what ------------------------------------------------------------------------

def test_every_seat_of_a_simultaneous_choice_is_named_and_may_ask_for_a_hint(
        store: Store) -> None:
    """H3: all choose a movement card at once, so all three owe it, each may ask a hint."""
    table = new(store, "halunken", ["Ana", "Emil", "Finn"], mode="devices")
    to_secret_run(table)
    owed = table.owed()
    assert owed.simultaneous and owed.seats(CHOOSING) == [0, 1, 2]
    for seat in range(3):
        place = Place(SEAT, seat)
        offer = table.offer(place)
        assert isinstance(offer, Decision) and offer.player == seat and offer.secret
        assert table.may_hint(place)
        advice = table.advice(place, 0.0)
        assert advice is not None and advice.best in offer.actions


def test_a_card_chosen_out_of_seat_order_is_announced_shown_and_can_be_taken_back(
        store: Store) -> None:
    """Finn (seat 3) chooses while Emil (seat 2) still chooses: everyone is told Finn chose
    (the version moves on), Finn sees his card, and may take it back until the reveal."""
    table = new(store, "halunken", ["Ana", "Emil", "Finn"], mode="devices")
    to_secret_run(table)
    before, events = table.version, len(table.session.events)
    finn = Place(SEAT, 2)
    table.answer(finn, nth(3), version=before)
    assert len(table.session.events) == events  # it waits for Finn's turn
    assert table.version != before  # every other page redraws
    assert table.owed().status == (CHOOSING, CHOOSING, CHOSEN)
    chosen = table.chosen(finn)
    assert chosen is not None and chosen.actor == 2
    assert table.chosen(Place(SEAT, 1)) is None and table.chosen(Place(WATCH)) is None
    assert store.log.pending(table.session.game_id) == {2: chosen}
    assert table.undo_refusal(finn) is None
    undone = table.undo(finn)
    assert undone.ahead == chosen and not undone.entries
    assert table.owed().status == (CHOOSING, CHOOSING, CHOOSING)
    assert table.chosen(finn) is None


def test_undo_of_a_logged_secret_choice_keeps_the_later_seats_choices(store: Store) -> None:
    """Ana chose, then Emil: Ana takes hers back. Emil's card is not taken back with it (it
    waits for his turn again), nor is Finn's chosen ahead of his turn."""
    table = new(store, "halunken", ["Ana", "Emil", "Finn"], mode="devices")
    to_secret_run(table)
    ana, emil, finn = (Place(SEAT, seat) for seat in range(3))
    table.answer(ana, nth(1))
    table.answer(emil, nth(2))
    emil_card = table.session.events[-1]
    assert table.owed().status == (CHOSEN, CHOSEN, CHOOSING)
    undone = table.undo(ana)
    assert [entry.event.actor for entry in undone.entries] == [0]
    assert table.pending == {1: emil_card}
    assert table.owed().status == (CHOOSING, CHOSEN, CHOOSING)
    table.answer(finn, nth(3))  # ahead of his turn, while Ana chooses again
    assert table.owed().status == (CHOOSING, CHOSEN, CHOSEN)
    table.answer(ana, nth(4))
    moves = [e for e in table.session.events if e.kind == "move"][-3:]
    assert [e.actor for e in moves] == [0, 1, 2]
    assert moves[1] == emil_card
    assert not table.pending


def test_after_the_reveal_no_seat_takes_its_card_back_on_its_own_device(store: Store) -> None:
    """The last chooser has seen every card once they are revealed (H3): his undo is
    refused, in one line, and changes nothing."""
    table = new(store, "halunken", ["Ana", "Bo", "Cy"], mode="devices")
    to_secret_run(table)
    for seat in range(3):
        table.answer(Place(SEAT, seat), first)
    assert not table.hidden()
    events = list(table.session.events)
    for seat in range(3):
        assert table.undo_refusal(Place(SEAT, seat)) == "err_undo_revealed"
        with pytest.raises(BadInput) as refused:
            table.undo(Place(SEAT, seat))
        assert "revealed" in refused.value.message()
    assert table.session.events == events


def test_hotseat_undo_never_takes_back_another_players_decision(store: Store) -> None:
    """One device passed around: Ben's undo may not remove Ana's secret card."""
    table = new(store, "halunken", ["Ana", "Ben", "Cy"])
    awaiting = to_secret_run(table)
    table.answer(Place(DEVICE, ready=awaiting.player), first)
    now = table.awaiting()
    assert isinstance(now, Decision) and now.player != awaiting.player
    device = Place(DEVICE, ready=now.player)
    events = list(table.session.events)
    refusal = table.undo_refusal(device)
    assert refusal in ("err_undo_nothing_yet", "msg_nothing_to_undo")
    with pytest.raises(BadInput):
        table.undo(device)
    assert table.session.events == events


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Round 1: you have not chosen yet, and another player has decided since your last "
           "decision: nothing of yours to take back."),
    ("de", "Runde 1: du hast noch nicht gewählt, und seit deiner letzten Entscheidung hat ein "
           "anderer entschieden: nichts von dir zurückzunehmen."),
])
def test_hotseat_undo_before_choosing_this_round_says_so(store: Store, lang: str,
                                                         said: str) -> None:
    """Halunken: Ben's undo before he chose his movement card said "Another player decided
    after you", as if he had chosen and been overtaken: he has nothing to take back."""
    from tabletop.text import i18n

    table = new(store, "halunken", ["Ana", "Ben", "Cy"])
    awaiting = to_secret_run(table)
    table.answer(Place(DEVICE, ready=awaiting.player), first)
    now = table.awaiting()
    assert isinstance(now, Decision) and now.secret
    device = Place(DEVICE, ready=now.player)
    assert table.undo_refusal(device) == "err_undo_nothing_yet"
    i18n.set_language(lang)
    with pytest.raises(BadInput) as refused:
        table.undo(device)
    assert refused.value.message() == said


def test_dungeon_dice_hotseat_undo_is_the_seat_awaited(store: Store) -> None:
    """Ana retires; Bob's undo does not say "Undone: retire" (D8: a delve ends by retiring)."""
    table = new(store, "dungeon-dice", ["Ana", "Bob"])
    for _ in range(400):
        awaiting = table.awaiting()
        assert isinstance(awaiting, Decision)
        if awaiting.player == 1:
            break
        retire = [i for i, a in enumerate(awaiting.actions) if a.kind == "retire"]
        table.answer(Place(DEVICE), Pick(retire[0] if retire else 0))
    assert isinstance(table.awaiting(), Decision)
    bob = Place(DEVICE)
    assert table.undo_refusal(bob) in ("msg_nothing_to_undo", "err_undo_nothing_yet")
    assert all(entry.event.actor == 1 for entry in
               (table.undo(bob).entries if table.undo_refusal(bob) is None else ()))


def test_a_solo_player_takes_back_the_last_decision_as_before(store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"])
    device = Place(DEVICE)
    table.answer(device, first)
    undone = table.undo(device)
    assert isinstance(undone, Undone) and undone.entries[0].event.actor == 0
    assert table.last_change() == undone
    assert table.said(undone, device)[0].key == "msg_undone"


def test_a_watcher_may_not_undo_or_act(store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"])
    table.answer(Place(DEVICE), first)
    assert table.undo_refusal(Place(WATCH)) == "err_undo_watching"
    with pytest.raises(IllegalAction):
        table.answer(Place(WATCH), first)


def test_an_answer_from_a_screen_drawn_before_is_stale(store: Store) -> None:
    table = new(store, "scoundrel", ["Ana"])
    old = table.version
    table.answer(Place(DEVICE), first, version=old)
    with pytest.raises(IllegalAction) as stale:
        table.answer(Place(DEVICE), first, version=old)
    assert stale.value.key == "err_stale"


# -- fixing at the table ------------------------------------------------------------------

def test_a_fix_reports_every_entry_it_dropped(store: Store) -> None:
    """At the table an entry is corrected; the first entry that no longer applies is named,
    and so is every entry dropped with it, as data every face shows."""
    table = new(store, "scoundrel", ["Ana"], mode="table")
    device = Place(DEVICE)
    table.answer(device, Typed("room 7D KS 5H 9C"))
    table.answer(device, Typed("play 7D"))
    table.answer(device, Typed("play KS"))
    table.answer(device, Typed("play 5H"))
    assert len(table.session.events) == 4
    fixed = table.fix(device, 1, Typed("room 8D QS 5H 9C"))
    assert isinstance(fixed, Fixed) and fixed.failed == 2
    assert [entry.number for entry in fixed.dropped] == [2, 3, 4]
    assert [table.game.notation(entry.event) for entry in fixed.dropped] == [
        "play 7D", "play KS", "play 5H"]
    assert table.last_change() == fixed
    keys = [line.key for line in table.said(fixed, device)]
    assert keys == ["msg_fix_dropped", "msg_fix_dropped_entries"]
    with pytest.raises(IllegalAction):
        table.fix(Place(WATCH), 1, first)


def test_why_a_fix_dropped_entries_is_told_in_each_readers_language(store: Store) -> None:
    """A correction made on an English screen is told to a German reader in German: the
    reason is kept as a term, not as the fixer's sentence (it read "Korrigiert. Eintrag 2
    passt nicht mehr (There is no …)")."""
    from tabletop.narration import render
    from tabletop.text import i18n

    table = new(store, "scoundrel", ["Ana"], mode="table")
    device = Place(DEVICE)
    table.answer(device, Typed("room 7D KS 5H 9C"))
    table.answer(device, Typed("play 7D"))
    fixed = table.fix(device, 1, Typed("room 8D QS 5H 9C"))
    said = {}
    for lang in ("en", "de"):
        i18n.set_language(lang)
        try:
            said[lang] = render(table.said(fixed, device)[0])
        finally:
            i18n.set_language("en")
    english_reason = said["en"].split("(", 1)[1].split(")")[0]
    assert english_reason and english_reason not in said["de"]
    assert said["de"].startswith("Korrigiert. Eintrag 2 passt nicht mehr (")


# -- the end ------------------------------------------------------------------------------

def test_the_end_says_a_solo_deals_best_in_every_face(monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.session import deal_bests

    monkeypatch.setattr(deal_bests, "best_for_deal", lambda *args, **kwargs: (17, True))
    table = new(None, "scoundrel", ["Ana"])
    assert table.end() is None
    while not table.over:
        table.answer(Place(DEVICE), first)
    end = table.end()
    assert end is not None and end.best == 17 and end.exact
    keys = [line.key for line in end.lines()]
    assert keys[0] == "end_solo" and keys[1] in ("deal_best", "deal_best_reached")


def test_the_end_of_a_game_of_several_names_the_winners_first() -> None:
    table = new(None, "dungeon-dice", ["Ana", "Bob"])
    for _ in range(5000):
        if table.over:
            break
        awaiting = table.awaiting()
        assert isinstance(awaiting, Decision)
        table.answer(Place(DEVICE), first)
    end = table.end()
    assert end is not None and end.best is None
    assert end.lines()[0].key in ("score_winners", "score_status_over")


# -- one snapshot per version -------------------------------------------------------------

def test_what_a_face_asks_is_computed_once_per_version(monkeypatch: pytest.MonkeyPatch) -> None:
    """One tap, then three phones drawing their page: ``awaiting`` is asked a few times per
    log version, not once per question (it was 15-24 times a tap, 6-12 a redraw)."""
    table = new(None, "halunken", ["Ana", "Bo", "Cy"], mode="devices")
    to_secret_run(table)
    game: Any = table.game
    calls = {"n": 0}
    real = game.awaiting

    def counted(state: Any) -> Any:
        calls["n"] += 1
        return real(state)

    monkeypatch.setitem(vars(game), "awaiting", counted)  # on the instance: undone after
    table.answer(Place(SEAT, 2), first)  # a tap ahead of its turn
    tapped, calls["n"] = calls["n"], 0
    for seat in range(3):  # three phones redraw
        place = Place(SEAT, seat)
        _ = (table.version, table.owed(), table.offer(place), table.observe(place),
             table.chosen(place), table.undo_refusal(place), table.may_hint(place))
    assert tapped <= 12 and calls["n"] <= 12, (tapped, calls["n"])


# -- modes and the narrow protocol --------------------------------------------------------

def test_a_game_on_own_devices_is_stored_as_such(store: Store) -> None:
    table = new(store, "halunken", ["Ana", "Bo"], mode="devices")
    assert table.session.game_id is not None
    assert store.log.load(table.session.game_id).mode == "devices"
    assert store.results.row(table.session.game_id).mode == "devices"


@pytest.mark.parametrize("game_id", ["scoundrel", "dungeon-dice", "halunken"])
def test_the_host_refuses_another_seats_decision_with_one_message(game_id: str) -> None:
    game = registry.get(game_id)
    names = ["Ana"] if game.meta.max_players == 1 else ["Ana", "Bo"]
    table = new(None, game_id, names)
    awaiting = table.awaiting()
    assert isinstance(awaiting, Decision)
    wrong = Event(7, awaiting.actions[0].kind, dict(awaiting.actions[0].data))
    with pytest.raises(IllegalAction) as refused:
        table.session.apply(wrong)
    assert refused.value.key == "err_not_your_turn"
    assert refused.value.message() == f"It is {names[awaiting.player]}'s turn."


def test_at_the_table_a_device_enters_what_was_revealed(store: Store) -> None:
    table = new(store, "dungeon-dice", ["Ana", "Bob"], mode="table")
    awaiting = table.awaiting()
    assert isinstance(awaiting, Chance | Decision) and not isinstance(awaiting, Over)
    assert table.offer(Place(DEVICE)) == awaiting
    assert table.offer(Place(WATCH)) is None


def test_at_the_table_every_face_sees_with_the_awaited_players_eyes(store: Store) -> None:
    """The terminal passed the awaited seat to ``observe`` at the table, the web none: one
    rule now, for every face: the shared device sees as the person whose decision it is."""
    table = new(store, "scoundrel", ["Ana"], mode="table")
    device = Place(DEVICE)
    assert isinstance(table.awaiting(), Chance) and table.viewer(device) is None
    table.answer(device, Typed("room 7D KS 5H 9C"))
    assert isinstance(table.awaiting(), Decision)
    assert table.viewer(device) == 0 and table.viewer(Place(WATCH)) is None
