"""The hub: who may answer what, secret choices made ahead on own phones, versions, and the
table's reveals (issue #12: own devices, hotseat, at the table)."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tabletop import registry
from tabletop.events import BadInput, IllegalAction, challenge_key
from tabletop.plugin import Chance, Decision
from tabletop.session.answers import Pick, Reveal
from tabletop.session.dealers import DEALER
from tabletop.session.session import Session, make_options
from tabletop.session.table import Stale, Table
from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tabletop.web.links import DEVICE, SEAT, WATCH, Link


def started(store: Store, game_id: str, names: list[str], *, mode: str = "play",
            own: bool = True, seed: int = 5) -> tuple[Hub, list[Link]]:
    game = registry.get(game_id)
    if mode == "play" and own:
        mode = "devices"
    session = Session.start(game, make_options(game, {}), names, mode=mode,
                            seed=None if mode == "table" else seed, store=store)
    hub = Hub(store)
    hub.start(session)
    assert session.game_id is not None
    return hub, hub.links.of_game(session.game_id)


def to_secret(hub: Hub, links: list[Link]) -> Table:
    """Play first choices until a run of simultaneous secret choices is awaited."""
    table = hub.table(links[0].game_id)
    for _ in range(200):
        awaiting = table.driver.awaiting()
        if isinstance(awaiting, Decision) and awaiting.secret:
            return table
        assert isinstance(awaiting, Decision)
        link = next(x for x in links if x.seat == awaiting.player)
        hub.answer(link, table.version, Pick(0))
    raise AssertionError("no secret choice reached")


def test_own_devices_get_one_link_a_seat_and_a_watching_one(store: Store) -> None:
    _hub, links = started(store, "halunken", ["Ana", "Bo", "Cy"])
    assert [(x.role, x.seat) for x in links] == [(SEAT, 0), (SEAT, 1), (SEAT, 2), (WATCH, None)]
    assert len({x.token for x in links}) == 4


def test_a_secret_choice_made_ahead_waits_for_its_turn_and_survives_a_restart(
        store: Store) -> None:
    hub, links = started(store, "halunken", ["Ana", "Bo", "Cy"])
    table = to_secret(hub, links)
    awaiting = table.driver.awaiting()
    assert isinstance(awaiting, Decision)
    first = awaiting.player
    later = next(x for x in links if x.role == SEAT and x.seat != first)
    offer = table.offer(later.place())
    assert isinstance(offer, Decision) and offer.player == later.seat and offer.secret
    before = len(table.session.events)
    hub.answer(later, table.version, Pick(len(offer.actions) - 1))
    assert len(table.session.events) == before  # it waits: nothing is in the log yet
    assert table.offer(later.place()) is None  # chosen: nothing more to choose
    # A restart: a new hub over the same store still holds the waiting choice.
    hub = Hub(store)
    table = hub.table(later.game_id)
    assert table.pending[later.seat] == offer.actions[-1]  # type: ignore[index]
    seated = [x for x in links if x.role == SEAT]
    for _ in range(len(seated)):
        awaiting = table.driver.awaiting()
        if not (isinstance(awaiting, Decision) and awaiting.secret):
            break
        link = next(x for x in seated if x.seat == awaiting.player)
        hub.answer(link, table.version, Pick(0))
    chosen = [e for e in table.session.events[before:] if e.actor == later.seat]
    assert offer.actions[-1] in chosen
    assert hub.store.log.pending(later.game_id) == {}


def test_a_seat_answers_only_its_own_decision(store: Store) -> None:
    hub, links = started(store, "dungeon-dice", ["Ana", "Bo"])
    table = hub.table(links[0].game_id)
    awaiting = table.driver.awaiting()
    assert isinstance(awaiting, Decision)
    other = next(x for x in links if x.role == SEAT and x.seat != awaiting.player)
    watch = next(x for x in links if x.role == WATCH)
    assert table.offer(other.place()) is None and table.offer(watch.place()) is None
    before = len(table.session.events)
    for link in (other, watch):
        with pytest.raises(IllegalAction):
            hub.answer(link, table.version, Pick(0))
    assert len(table.session.events) == before


def test_an_answer_to_a_page_drawn_before_the_game_moved_on_is_refused(store: Store) -> None:
    hub, links = started(store, "scoundrel", ["Ana"], own=False)
    table = hub.table(links[0].game_id)
    old = table.version
    hub.answer(links[0], old, Pick(0))
    count = len(table.session.events)
    with pytest.raises(Stale):
        hub.answer(links[0], old, Pick(0))
    assert len(table.session.events) == count == len(store.log.load(links[0].game_id).events)


def test_hotseat_shows_a_secret_choice_only_after_the_hand_over(store: Store) -> None:
    hub, links = started(store, "halunken", ["Ana", "Bo", "Cy"], own=False)
    device = links[0]
    assert device.role == DEVICE
    table = hub.table(device.game_id)
    for _ in range(200):
        awaiting = table.driver.awaiting()
        assert isinstance(awaiting, Decision)
        if awaiting.secret:
            break
        hub.answer(device, table.version, Pick(0))
    assert table.offer(device.place()) is None and table.viewer(device.place()) is None
    assert table.offer(device.place(awaiting.player)) == awaiting
    assert table.viewer(device.place(awaiting.player)) == awaiting.player


def test_at_the_table_the_device_answers_what_was_revealed(store: Store) -> None:
    hub, links = started(store, "dungeon-dice", ["Ana", "Bo"], mode="table", own=False)
    table = hub.table(links[0].game_id)
    for _ in range(50):
        awaiting = table.driver.awaiting()
        if isinstance(awaiting, Chance) and awaiting.count > 1:
            break
        pick = Pick(0) if isinstance(awaiting, Decision) else Reveal((awaiting.count,))
        hub.answer(links[0], table.version, pick)
    assert isinstance(awaiting, Chance) and not awaiting.distinct
    assert table.offer(links[0]) == awaiting
    counts = [0] * len(awaiting.outcomes)
    counts[-1] = awaiting.count
    hub.answer(links[0], table.version, Reveal(tuple(counts)))
    assert table.session.events[-1].data["values"] == [awaiting.outcomes[-1]] * awaiting.count
    assert table.undo_refusal(links[0].place()) is None
    hub.undo(links[0], table.version)
    assert table.driver.awaiting() == awaiting


def test_a_reveal_must_hold_what_the_table_can_show() -> None:
    cards = Chance("room", "x", ("AS", "2S", "3S"), count=2)
    dice = Chance("party", "x", ("a", "b"), count=3, distinct=False)
    bag = Chance("bag", "x", ("t", "u"), count=2, weights=(1, 0))
    assert cards.reveal([1, 0, 1]).data["values"] == ["AS", "3S"]
    assert dice.reveal([3, 0]).data["values"] == ["a", "a", "a"]
    assert [bag.most(0), bag.most(1), dice.most(0)] == [1, 0, 3]
    for chance, counts in ((cards, [2, 0, 0]), (cards, [1, 0, 0]), (dice, [1, 1]),
                           (dice, [4, -1]), (bag, [1, 1]), (cards, [1, 1])):
        with pytest.raises(BadInput):
            chance.reveal(counts)


def test_a_seat_takes_back_only_its_own_choice(store: Store) -> None:
    hub, links = started(store, "dungeon-dice", ["Ana", "Bo"])
    table = hub.table(links[0].game_id)
    awaiting = table.driver.awaiting()
    assert isinstance(awaiting, Decision)
    mine = next(x for x in links if x.seat == awaiting.player)
    other = next(x for x in links if x.role == SEAT and x.seat != awaiting.player)
    hub.answer(mine, table.version, Pick(0))
    table = hub.table(links[0].game_id)
    assert table.undo_refusal(mine.place()) is None
    assert table.undo_refusal(other.place()) == "msg_nothing_to_undo"
    with pytest.raises(BadInput):
        hub.undo(other, table.version)
    undone = hub.undo(mine, table.version)
    assert undone.entries and undone.entries[0].event.actor == mine.seat


def test_a_challenge_game_opened_in_the_browser_offers_no_hint(client: TestClient,
                                                             store: Store) -> None:
    """A challenge is played blind in every face (issue #13): no Hint button."""
    game = registry.get("scoundrel")
    options = make_options(game, {})
    session = Session.start(game, options, ["Ann"], mode="play", seed=5, store=store,
                            challenge=challenge_key(5, options.model_dump(), DEALER))
    page = client.post(f"/open/{session.game_id}", follow_redirects=True)
    assert page.status_code == 200
    assert 'class="hint"' not in page.text
    plain = Session.start(game, options, ["Bo"], mode="play", seed=5, store=store)
    assert 'class="hint"' in client.post(f"/open/{plain.game_id}", follow_redirects=True).text
