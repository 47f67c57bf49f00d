"""Never trapped (issue #23, item 5): every game page leads back to its seat and, on the host's
device, to the host's pages; a finished game is played again with the same people and options
by any of its devices, once, and every page of it finds its place in the new game; the join
links come first on the host's page until every seat has joined. And at the table (item 6) a
correction is shown with the entries it would drop before it is made."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tabletop import registry
from tabletop.events import Event
from tabletop.plugin import Decision
from tabletop.session.answers import Pick, Typed
from tabletop.session.session import Session, make_options
from tabletop.session.table import DEVICE, Place, Table
from tabletop.store.database import Store
from tabletop.web.app import create_app
from tabletop.web.hub import Hub
from tabletop.web.links import SEAT, WATCH, Link
from tests.web.conftest import seat_links, start, version

HOST_NAV = ('href="/history"', 'href="/stats"', 'href="/tally"')


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


def finish(hub: Hub, game_id: int) -> None:
    """Play each person's last choice until the game is over (bots play their own)."""
    table = hub.table(game_id)
    links = hub.links.of_game(game_id)
    for _ in range(500):
        awaiting = table.awaiting()
        if not isinstance(awaiting, Decision):
            break
        link = next(x for x in links if x.role == SEAT and x.seat == awaiting.player)
        hub.answer(link, table.version, Pick(len(awaiting.actions) - 1))
    assert table.over


def href(html: str, css: str) -> str:
    found = re.search(rf'<a class="{css}" href="([^"]+)"', html)
    assert found, f"no link of class {css!r}"
    return found.group(1)


def brand(html: str) -> str:
    found = re.search(r'<a class="brand" href="([^"]+)"', html)
    assert found
    return found.group(1)


def dungeon_on_phones(client: TestClient) -> tuple[str, list[str]]:
    """Ana and Bo on their own phones and the bot Cy, heroes dealt: the watching page and the
    seats' links."""
    watch = start(client, "dungeon-dice", ["Ana", "Bo", "Cy"], who2="basic", seed="3",
                  opt_heroes="deal")
    return watch, seat_links(client, watch)


def test_play_again_starts_one_game_like_the_finished_one_and_every_page_follows(
        client: TestClient, store: Store) -> None:
    """Issue #23: "Play again" with the same people in the same seats, the same bot, way of
    playing and options, new links; the old pages are told (the stream's version changes) and
    each shows the way to its own seat of the new game; a second press from another seat goes
    to the same new game, not a third."""
    watch, (ana, bo) = dungeon_on_phones(client)
    hub = hub_of(client)
    finish(hub, 1)
    page = client.get(bo).text
    assert 'action="' + bo + '/again"' in page
    assert page.index('class="end"') < page.index('class="again"')  # the result first
    told = hub.version(1)

    pressed = client.post(ana + "/again", follow_redirects=False)
    assert pressed.status_code == 303
    new_ana = pressed.headers["location"]
    assert hub.version(1) != told  # every old page hears of it and draws itself again
    old, new = store.log.load(1), store.log.load(2)
    assert (new.game, new.players, new.mode, new.bots, new.strategies, new.options) == (
        old.game, old.players, old.mode, old.bots, old.strategies, old.options)
    assert new.options["heroes"] == "deal" and store.results.row(2).status == "playing"
    new_links = {(x.role, x.seat): f"/s/{x.token}" for x in hub.links.of_game(2)}
    assert new_ana == new_links[(SEAT, 0)] and new_ana != ana
    assert "You are Ana" in client.get(new_ana).text

    for old_link, place in ((bo, (SEAT, 1)), (watch, (WATCH, None)), (ana, (SEAT, 0))):
        follow = href(client.get(old_link).text, "button primary")
        assert follow == new_links[place], old_link
        assert f'href="{follow}" data-follow' in client.get(old_link).text
    again = client.post(bo + "/again", follow_redirects=False)
    assert again.headers["location"] == new_links[(SEAT, 1)]
    assert len(store.results.games()) == 2


def test_play_again_waits_for_the_end(client: TestClient, store: Store) -> None:
    _watch, (ana, _bo) = dungeon_on_phones(client)
    refused = client.post(ana + "/again", follow_redirects=False)
    assert refused.status_code == 409
    assert "not over" in refused.text
    assert len(store.results.games()) == 1


def test_a_hotseat_game_plays_again_on_the_same_device(client: TestClient,
                                                       store: Store) -> None:
    """One device passed around: the new game is one device's too, with the same rule options
    and a new deal."""
    device = start(client, "scoundrel", ["Ada"], mode="hotseat", seed="3",
                   opt_weapon_rule="lower_or_equal")
    hub = hub_of(client)
    table = hub.table(1)
    link = hub.links.of_game(1)[0]
    while not table.over:
        hub.answer(link, table.version, Pick(0))
    assert "Best" in client.get(device).text  # a solo deal's best, above play again
    moved = client.post(device + "/again", follow_redirects=False).headers["location"]
    new = store.log.load(2)
    assert (new.mode, new.players, new.options["weapon_rule"]) == ("play", ["Ada"],
                                                                   "lower_or_equal")
    assert new.seed is not None and new.seed != store.log.load(1).seed  # a new deal
    assert hub.links.find(moved.removeprefix("/s/")) == Link(
        moved.removeprefix("/s/"), 2, None, DEVICE)


def test_the_join_links_come_first_until_every_seat_has_joined(client: TestClient,
                                                               store: Store) -> None:
    """Issue #23: on the host's page the join links and codes stand above the board, each seat
    saying whether it has joined (its link opened once); once all have, they fold away at the
    bottom. Opening a seat again changes nothing; the host's page is told of each join."""
    watch = start(client, "halunken", ["Ana", "Bo", "Cy"], seed="4")
    links = seat_links(client, watch)
    hub = hub_of(client)
    page = client.get(watch).text
    assert '<section class="lobby first">' in page
    assert page.index('class="lobby first"') < page.index('class="board"')
    assert "0 of 3 have joined." in page and page.count("not joined yet") == 3
    before = hub.version(1)
    client.get(links[0])
    assert hub.version(1) != before
    again = hub.version(1)
    client.get(links[0])
    assert hub.version(1) == again
    page = client.get(watch).text
    assert "1 of 3 have joined." in page and page.count("not joined yet") == 2
    ana = re.search(r'<li class="join"><b>Ana</b>.*?</li>', page)
    assert ana and "✓ joined" in ana.group(0)
    for link in links[1:]:
        client.get(link)
    page = client.get(watch).text
    assert "lobby first" not in page
    assert '<details class="lobby"><summary>Join links · 3 of 3 have joined.' in page
    assert page.index('class="board"') < page.index('class="lobby"')
    opened = store.conn.execute("SELECT count(*) FROM web_links WHERE opened IS NOT NULL")
    assert opened.fetchone()[0] == 3  # the watching link is no seat: it never joins


def test_every_game_page_leads_back_to_its_seat_and_the_host_to_the_host_pages(
        client: TestClient) -> None:
    """On localhost every device is the host's: the bar links New game, History, Stats and
    Tally; the brand and each subpage's back button lead to the seat."""
    device = start(client, "scoundrel", ["Ada"], mode="table")
    for path in (device, device + "/log", device + "/rules"):
        html = client.get(path).text
        assert brand(html) == device, path
        assert all(link in html for link in HOST_NAV), path
    client.post(device + "/act", data={"v": version(client.get(device).text),
                                       "typed": "room 7D KS 5H 9C"})
    for path in (device + "/log", device + "/rules", device + "/fix/1"):
        assert href(client.get(path).text, "button back") == device, path
    log = client.get(device + "/log").text
    assert f'<a class="button fix" href="{device}/fix/1">' in log


def test_on_the_network_a_players_phone_goes_back_to_its_seat_not_to_a_refusal(
        store: Store) -> None:
    """Issue #23: under ``--lan`` a player's phone that taps the brand went to the host's page
    and was refused with no way back; now it goes to its seat, and only the host's device has
    the host's links."""
    app = create_app(store, lan=True, hosts=["testserver"])
    with TestClient(app, base_url="http://testserver") as host, \
            TestClient(app, base_url="http://testserver") as phone:
        host.get(f"/k/{app.state.host_key}")
        watch = host.post("/new/halunken", data={"mode": "own", "name0": "Ana", "name1": "Bo"},
                          follow_redirects=False).headers["location"]
        seat = seat_links(host, watch)[0]
        html = phone.get(seat).text
        assert brand(html) == seat
        assert not any(link in html for link in HOST_NAV)
        assert phone.get(brand(html)).status_code == 200
        assert href(phone.get(seat + "/rules").text, "button back") == seat
        html = host.get(watch).text
        assert brand(html) == watch and all(link in html for link in HOST_NAV)


# -- a correction shown before it is made ----------------------------------------------------

SCOUNDREL_TABLE = ("room 7D KS 5H 9C", "play 7D", "play KS", "play 5H", "room 2S 3D 8H",
                   "play 9C", "play 3D")


def table_game(store: Store, lines: tuple[str, ...]) -> Table:
    game = registry.get("scoundrel")
    session = Session.start(game, make_options(game, {}), ["Ana"], mode="table", seed=None,
                            store=store)
    for line in lines:
        session.apply(game.parse(session.state, line))
    return Table(session)


def answer(table: Table, number: int, event: Event) -> Typed:
    """Entry ``number`` chosen again as ``event``: typed in the game's notation, as a person
    at the table may type it (a room's cards keep their order)."""
    return Typed(table.game.notation(event))


def alternatives(table: Table, number: int) -> list[Event]:
    """Every decision that entry ``number`` could have been, and for a room one card put in
    another's place."""
    offer = table.fixable(Place(DEVICE), number)
    if isinstance(offer, Decision):
        return list(offer.actions)
    event = table.session.events[number - 1]
    cards = list(event.data["values"])
    assert offer is not None
    return [Event(event.actor, event.kind, {"values": [card, *cards[1:]]})
            for card in offer.outcomes if card not in cards][:6]


def test_a_fix_preview_names_exactly_what_the_fix_then_drops(store: Store) -> None:
    """Issue #23: the preview folds the log again without changing it (same log, same
    version), and names the same failing entry and the same dropped entries as the
    correction made with the same answer, for every entry and several answers."""
    place = Place(DEVICE)
    tried = dropping = 0
    for number in range(1, len(SCOUNDREL_TABLE) + 1):
        for event in alternatives(table_game(store, SCOUNDREL_TABLE), number):
            table = table_game(store, SCOUNDREL_TABLE)
            log, version = list(table.session.events), table.version
            preview = table.fix_preview(place, number, answer(table, number, event),
                                        version=version)
            assert table.session.events == log and table.version == version
            done = table.fix(place, number, answer(table, number, event), version=version)
            assert preview == done, (number, event)
            tried += 1
            dropping += bool(done.dropped)
    assert tried > 10 and dropping > 0  # some keep everything, some drop entries


def test_the_fix_page_shows_what_it_will_drop_before_the_confirm(client: TestClient,
                                                                 store: Store) -> None:
    """The choice of a correction leads to a page naming the entries it would drop; nothing
    changes until the confirm button, which then drops exactly those."""
    device = start(client, "scoundrel", ["Ana"], mode="table")
    for line in SCOUNDREL_TABLE[:4]:
        client.post(device + "/act", data={"v": version(client.get(device).text),
                                           "typed": line})
    page = client.get(device + "/fix/2").text  # the weapon taken was the king fought
    button = re.search(r'name="n" value="(\d+)" data-action="play KS"', page)
    assert button
    preview = client.post(device + "/fix/2", data={"v": version(page), "n": button.group(1)})
    assert preview.status_code == 200
    html = preview.text
    assert "Entry 2: equip 7♦ becomes fight K♠." in html  # as the players say them
    assert "Entry 3 would no longer apply" in html
    named = re.findall(r'<li value="(\d+)"><code>([^<]+)</code></li>', html)
    assert named == [("3", "play KS"), ("4", "play 5H")]
    assert len(store.log.load(1).events) == 4  # nothing changed yet
    fields = dict(re.findall(r'<input type="hidden" name="(\w+)" value="([^"]*)">',
                             html.split('class="confirm-fix"')[1]))
    assert fields["confirm"] == "1" and fields["n"] == button.group(1)
    done = client.post(device + "/fix/2", data=fields, follow_redirects=False)
    assert done.status_code == 303
    events = store.log.load(1).event_list()
    assert [registry.get("scoundrel").notation(e) for e in events] == [
        "room 7D KS 5H 9C", "play KS"]


def test_a_fix_preview_of_a_page_the_game_left_behind_asks_again(client: TestClient) -> None:
    device = start(client, "scoundrel", ["Ana"], mode="table")
    client.post(device + "/act", data={"v": version(client.get(device).text),
                                       "typed": "room 7D KS 5H 9C"})
    page = client.get(device + "/fix/1").text
    client.post(device + "/act", data={"v": version(client.get(device).text),
                                       "typed": "play 7D"})
    stale = client.post(device + "/fix/1", data={"v": version(page), "o": "0", "c0": "1"})
    assert stale.status_code == 409
    assert 'class="error"' in stale.text and "Fix entry 1" in stale.text
