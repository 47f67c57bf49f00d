"""The web face renders the host's table (issue #22): every seat of a simultaneous choice may
ask for a hint, a seat takes back only what it has not seen revealed, a correction at the table
says what it dropped after the redirect too, and a solo deal's best is told at its end."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from tabletop.store.database import Store
from tests.web.conftest import seat_links, start, version
from tests.web.security_kit import seat_api, to_secret_choice


def test_every_seat_of_a_simultaneous_choice_gets_a_hint(client: TestClient) -> None:
    """H3: Finn owes his movement card while Emil still chooses: his phone's hint is the
    card table, not "No hint now."."""
    watch = start(client, "halunken", ["Ana", "Emil", "Finn"], seed="42")
    links = seat_links(client, watch)
    first = to_secret_choice(client, links)
    for seat, link in enumerate(links):
        hint = client.get(link + "/hint", headers={"X-Part": "main"}).text
        assert "No hint now." not in hint, (seat, first)
        assert 'class="advice"' in hint


def test_after_the_reveal_a_seat_may_not_take_its_card_back(client: TestClient,
                                                            store: Store) -> None:
    watch = start(client, "halunken", ["Ana", "Bo", "Cy"], seed="42")
    links = seat_links(client, watch)
    to_secret_choice(client, links)
    for link in links:  # everyone chooses: the cards are revealed (H3)
        seen = seat_api(client, link)
        offer = seen["offer"]
        if isinstance(offer, dict) and offer.get("secret"):
            client.post(link + "/act", data={"v": seen["version"], "n": "0"})
    events = len(store.log.load(1).events)
    for link in links:
        page = client.get(link).text
        assert 'class="undo"' not in page
        refused = client.post(link + "/undo", data={"v": re.search(
            r'data-version="([^"]+)"', page).group(1)})  # type: ignore[union-attr]
        assert refused.status_code in (400, 409)
        assert "revealed" in refused.text or "decided after" in refused.text
    assert len(store.log.load(1).events) == events


def test_a_fix_at_the_table_names_what_it_dropped_after_the_redirect(
        client: TestClient) -> None:
    device = start(client, "scoundrel", ["Ana"], mode="table")
    for line in ("room 7D KS 5H 9C", "play 7D", "play KS", "play 5H"):
        page = client.get(device).text
        answer = client.post(device + "/act", data={"v": version(page), "typed": line},
                             follow_redirects=False)
        assert answer.status_code == 303, answer.text
    page = client.get(device + "/fix/2").text  # the weapon taken was the king fought
    button = re.search(r'name="n" value="(\d+)" data-action="play KS"', page)
    assert button, "no 'play KS' to choose instead"
    done = client.post(device + "/fix/2", data={"v": version(page), "n": button.group(1),
                                                "confirm": "1"},  # past the preview
                       follow_redirects=False)
    assert done.status_code == 303, done.status_code
    after = client.get(done.headers["location"]).text  # a redirect: the notice is kept
    notice = re.search(r'class="notice"[^>]*>([^<]*)<', after)
    assert notice, "no notice after the redirect"
    assert "Entry 3 no longer applies" in notice.group(1)
    assert "Dropped: 3. fight K♠; 4. drink 5♥" in notice.group(1)  # in words


def test_the_end_of_a_solo_deal_tells_its_best_on_the_web(client: TestClient) -> None:
    device = start(client, "scoundrel", ["Ana"], mode="hotseat", seed="3")
    for _ in range(200):
        data = seat_api(client, device)
        if data["over"]:
            break
        client.post(device + "/act", data={"v": data["version"], "n": "0"})
    data = seat_api(client, device)
    score = data["score"]
    assert isinstance(score, dict) and score["best"] is not None
    page = client.get(device).text
    assert "Best possible for this deal" in page or "Best found for this deal" in page
    assert page.index('class="end"') < page.index('class="board"')


def test_the_end_of_a_table_game_is_confirmed_on_the_web_as_in_the_terminal(
        client: TestClient, store: Store) -> None:
    """Issue #37: the terminal asked the players to confirm the entry that ended a table
    game (it may be mistyped), the web did not. Now the page asks, Undo stays offered until
    the end is confirmed, and then the game is read-only."""
    device = start(client, "scoundrel", ["Ana"], mode="table")
    for line in ("room KS QS JS 10S", "play KS bare", "play QS bare"):  # 20 - 13 - 12 < 0
        page = client.get(device).text
        client.post(device + "/act", data={"v": version(page), "typed": line})
    page = client.get(device).text
    assert 'class="end confirm"' in page and 'action="' + device + '/end"' in page
    assert 'class="undo"' in page and "Play again" not in page
    confirmed = client.post(device + "/end", data={"v": version(page)}, follow_redirects=False)
    assert confirmed.status_code == 303
    page = client.get(device).text
    assert 'class="end"' in page and 'class="undo"' not in page and "Play again" in page
    refused = client.post(device + "/undo", data={"v": re.search(
        r'data-version="([^"]+)"', page).group(1)})  # type: ignore[union-attr]
    assert refused.status_code in (400, 409) and "result stands" in refused.text
    assert store.results.row(1).status == "lost"


def test_a_bot_may_sit_at_the_table_in_the_browser_as_in_the_terminal(
        client: TestClient, store: Store) -> None:
    """Issue #37: ``dungeon-dice table -p Ana --bot Bo`` was accepted, the same seats on
    the web refused. The app decides for the bot; the people type every roll."""
    device = start(client, "dungeon-dice", ["Ana", "Bo"], mode="table", who1="basic")
    assert store.log.load(1).bots == [1] and store.log.load(1).mode == "table"
    assert client.get(device).status_code == 200
