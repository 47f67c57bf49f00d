"""The web face's answers ready before they are asked (issue #26): a second tap on the hint
button stops its search with the best found; a solo game's end screen says its deal's best
is still being worked out, marks its page so, and is drawn again once the background has it."""

from __future__ import annotations

import pytest
from starlette.testclient import TestClient

from tabletop import registry
from tabletop.plugin import Stop
from tabletop.session import deal_bests
from tabletop.session.account import account
from tabletop.session.answers import Pick
from tabletop.session.session import Session, make_options
from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tabletop.web.links import Link
from tabletop.web.table_page import advice_part, end_part
from tests.web.conftest import start

QUICK_SEED = 27  # settled in a few hundred positions


def scoundrel(store: Store, seed: int = QUICK_SEED) -> tuple[Hub, Link]:
    game = registry.get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ana"], mode="play", seed=seed,
                            store=store)
    hub = Hub(store)
    return hub, hub.start(session)


def finish(hub: Hub, link: Link) -> None:
    table = hub.table(link.game_id)
    while not table.over:
        hub.answer(link, table.version, Pick(0))


def test_a_second_tap_stops_the_hint_with_the_best_found(store: Store) -> None:
    hub, link = scoundrel(store)
    searched: list[Stop] = []

    def think(table: object, stop: Stop) -> str:
        assert hub.thinking.stop(link.token)  # the second tap, here before the search begins
        searched.append(stop)
        return str(advice_part(hub.table(link.game_id), link, None, 100.0, stop))

    said = hub.hint(link, think)
    assert "Cut short: the best found so far." in said
    assert searched[0].is_set() and not hub.thinking  # nothing left to stop
    assert not hub.thinking.stop(link.token)  # a tap after the answer stops nothing


def test_the_hint_button_says_it_thinks_and_a_second_tap_posts_stop(
        client: TestClient) -> None:
    seat = start(client, "scoundrel", ["Ana"], mode="hotseat")
    page = client.get(seat).text
    assert 'data-stop="' + seat + '/hint/stop"' in page
    assert 'data-thinking="Thinking… tap to stop"' in page
    stopped = client.post(seat + "/hint/stop", headers={"Origin": "http://testserver"})
    assert stopped.status_code == 204  # nothing was thinking: nothing to do


@pytest.mark.background_solve
def test_the_end_screen_fills_in_the_deals_best(store: Store) -> None:
    hub, link = scoundrel(store)
    told: list[int] = []
    hub.notify = told.append  # type: ignore[method-assign]  # the pages' stream
    finish(hub, link)
    table = hub.table(link.game_id)
    with table.lock:
        told.clear()
        end = table.end()
        assert end is not None
        if end.pending:
            assert "still being worked out" in str(end_part(account(table, link.place()),
                                                            link, None))
            assert hub.mark(link.game_id, table).endswith("…")
    if end.pending:
        table.wait_for_best(Stop())
        assert told == [link.game_id]  # every page of the game is told to draw it again
    with table.lock:
        drawn = str(end_part(account(table, link.place()), link, None))
        assert "Best possible for this deal:" in drawn and "still being" not in drawn
        assert not hub.mark(link.game_id, table).endswith("…")
    assert deal_bests.solves == 1
