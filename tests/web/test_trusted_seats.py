"""Seats you can trust (issue #37): a seat's link opened on a second device is told on both
devices (and the host's page), the first to act plays it; the host's page shows a seat's link
until that seat has joined, then only behind a tap that every phone is told of; and an
unfinished game's seed shows on no page."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from contextlib import contextmanager

from starlette.testclient import TestClient

from tabletop.store.database import Store
from tabletop.web.hub import Hub
from tabletop.web.layout import LANG_COOKIE
from tabletop.web.seats import DEVICE_COOKIE
from tests.web.conftest import seat_links, start, version

ELSEWHERE = "Ana's seat was opened on another device: whoever acts first plays it."
SHOWN = "The host showed Ana's link again"


def hub_of(client: TestClient) -> Hub:
    hub: Hub = client.app.state.hub  # type: ignore[attr-defined]
    return hub


@contextmanager
def phone(client: TestClient) -> Iterator[TestClient]:
    """Another browser on the same server: cookies of its own."""
    with TestClient(client.app, base_url="http://testserver") as other:
        yield other


SEATS_TOLD = re.compile(r'<p class="seats-told" role="status">(.*?)</p>')


def seats_told(page: str) -> list[str]:
    """What a page tells of the game's seats, as read."""
    return [html.unescape(line) for line in SEATS_TOLD.findall(page)]


def test_a_seat_opened_on_a_second_device_is_told_on_both(client: TestClient) -> None:
    watch = start(client, "dungeon-dice", ["Ana", "Bo", "Cy"], seed="3", who2="basic")
    ana, bo = seat_links(client, watch)
    hub = hub_of(client)
    with phone(client) as first, phone(client) as second, phone(client) as bos:
        opened = first.get(ana)
        cookie = opened.headers["set-cookie"]
        assert cookie.startswith(DEVICE_COOKIE + "=") and "HttpOnly" in cookie \
            and "SameSite=lax" in cookie
        assert seats_told(opened.text) == []
        assert "set-cookie" not in first.get(ana).headers  # it has its id now
        bos.get(bo)
        before = hub.version(1)
        page = second.get(ana).text
        assert hub.version(1) != before  # every open page of the game draws itself again
        assert seats_told(page) == [ELSEWHERE]
        assert seats_told(first.get(ana).text) == [ELSEWHERE]
        assert seats_told(client.get(watch).text) == [ELSEWHERE]  # the host's page
        assert seats_told(bos.get(bo).text) == []  # not Bo's business
        assert first.get("/api" + ana).json()["seats"] == [ELSEWHERE]  # the page's JSON too
        assert bos.get("/api" + bo).json()["seats"] == []
        settled = hub.version(1)
        second.get(ana), first.get(ana)
        assert hub.version(1) == settled  # drawn again, nothing new: no endless redrawing

        # Both pages were drawn at one version: the first answer plays, the second is stale.
        drawn = version(first.get(ana).text)
        assert second.post(ana + "/act", data={"v": drawn, "n": "0"},
                           follow_redirects=False).status_code == 303
        late = first.post(ana + "/act", data={"v": drawn, "n": "0"})
        assert late.status_code == 409 and "moved on" in late.text
        # The seat is the second device's now, and the line went with the act; the first
        # device's page, still open, is drawn again (its stream says the game moved on) and
        # the line is back on both.
        assert seats_told(second.get(ana).text) == []
        assert seats_told(first.get(ana).text) == [ELSEWHERE]
        assert seats_told(second.get(ana).text) == [ELSEWHERE]
        assert seats_told(client.get(watch).text) == [ELSEWHERE]

        # Once the first device's page is closed, the line goes when the seat next acts
        # (after Bo has chosen his hero).
        assert bos.post(bo + "/act", data={"v": version(bos.get(bo).text), "n": "0"},
                        follow_redirects=False).status_code == 303
        assert seats_told(second.get(ana).text) == [ELSEWHERE]
        assert second.post(ana + "/act", data={"v": version(second.get(ana).text), "n": "0"},
                           follow_redirects=False).status_code == 303
        assert seats_told(second.get(ana).text) == []
        assert seats_told(client.get(watch).text) == []


def test_the_notice_speaks_german_and_names_are_text(client: TestClient) -> None:
    watch = start(client, "dungeon-dice", ["<i>Ana</i>", "Bo"], seed="3")
    ana, _bo = seat_links(client, watch)
    with phone(client) as first, phone(client) as second:
        first.cookies.set(LANG_COOKIE, "de")
        first.get(ana)
        second.get(ana)
        told = SEATS_TOLD.findall(first.get(ana).text)
    assert told == ["Der Platz von &lt;i&gt;Ana&lt;/i&gt; wurde auf einem weiteren Gerät "
                    "geöffnet: Es spielt, wer zuerst handelt."]


def test_the_host_page_hides_a_joined_seats_link_until_shown_again(
        client: TestClient, store: Store) -> None:
    """Anyone glancing at the host's screen could take a seat with its link or code: once its
    player has joined, the host's page says so and offers the link again only behind a tap,
    which every page of the game is told of, until a device opens it or the seat acts."""
    watch = start(client, "halunken", ["Ana", "Bo", "Cy"], seed="4")
    ana, bo, cy = seat_links(client, watch)
    hub = hub_of(client)
    with phone(client) as anas, phone(client) as bos, phone(client) as thief:
        anas.get(ana), bos.get(bo)
        page = client.get(watch).text
        assert seat_links(client, watch) == [cy]  # the joined seats' links are gone
        assert len(re.findall(r'<li class="join">.*?</li>', page, flags=re.S)) == 3
        assert f'action="{watch}/link/0"' in page and "Show the link again" in page
        assert "every phone is told" in page
        assert seats_told(page) == []

        refused = bos.post(bo + "/link/0", data={"show": "1"}, follow_redirects=False)
        assert refused.status_code == 403  # only the host's page shows a link
        assert seat_links(client, watch) == [cy]

        before = hub.version(1)
        shown = client.post(watch + "/link/0", data={"show": "1"}, follow_redirects=False)
        assert shown.status_code == 303 and shown.headers["location"] == watch
        assert hub.version(1) != before
        assert seat_links(client, watch) == [ana, cy]
        assert "Hide the link" in client.get(watch).text
        for page_of in ((anas, ana), (bos, bo), (client, watch)):
            assert any(SHOWN in line for line in seats_told(page_of[0].get(page_of[1]).text))

        thief.get(ana)  # another device opens it: the link hides, Ana's pages are told
        assert seat_links(client, watch) == [cy]
        assert seats_told(client.get(watch).text) == [ELSEWHERE]
        assert seats_told(anas.get(ana).text) == [ELSEWHERE]
        assert seats_told(bos.get(bo).text) == []

        client.post(watch + "/link/1", data={"show": "1"})
        assert seat_links(client, watch) == [bo, cy]
        client.post(watch + "/link/1", data={"show": "0"})  # the host hides it again
        assert seat_links(client, watch) == [cy]
        assert not any(SHOWN.replace("Ana", "Bo") in line
                       for line in seats_told(anas.get(ana).text))
        client.post(watch + "/link/9", data={"show": "1"})  # no such seat: nothing changes
        client.post(watch + "/link/2", data={"show": "1"})  # not joined: shown anyway
        assert seat_links(client, watch) == [cy]


def test_an_unfinished_games_seed_shows_on_no_page(client: TestClient) -> None:
    """The seed deals the hidden cards again (``tabletop scoundrel play --seed N``): no page
    of an unfinished game names it, History's included; a finished game's does."""
    seed = "987654321"
    device = start(client, "scoundrel", ["Ada"], mode="hotseat", seed=seed)
    client.post(device + "/act", data={"v": version(client.get(device).text), "n": "0"})
    for path in (device, device + "/log", device + "/rules", "/api" + device, "/history",
                 "/history/1", "/history?unfinished=1"):
        answer = client.get(path)
        assert answer.status_code == 200, path
        assert seed not in answer.text, path
    assert "hidden until the game ends" in client.get("/history/1").text
    for _ in range(200):
        html = client.get(device).text
        if 'name="v"' not in html or 'name="n"' not in html:
            break
        client.post(device + "/act", data={"v": version(html), "n": "0"})
    assert "Play again" in client.get(device).text
    assert f"<dd>{seed}</dd>" in client.get("/history/1").text
