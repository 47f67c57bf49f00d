"""Issue #23, "the story of the game": a seat's page tells the last round whole and in order
(the narration's own lines, under the round's heading), with the round before it while the
new one has only begun; the log shows one round a page, the others one tap away."""

from __future__ import annotations

import re
from typing import Any

from starlette.testclient import TestClient

from tabletop import registry
from tabletop.session import story
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.store.database import Store
from tests.web.conftest import seat_links, start
from tests.web.security_kit import game_id, seat_api

ROUNDS_TOLD = re.compile(r'<section class="told".*?</section>', re.S)
HEADING = re.compile(r"<h3>(.*?)</h3>")
LINE = re.compile(r"<li[^>]*>(.*?)</li>")


def halunken_into_round_two(client: Any) -> str:
    """Ann's seat in a Halunken game against two bots (seed 5), played by her first choice
    each time until round 2 has begun: her seat's address."""
    watch = start(client, "halunken", ["Ann", "Bo", "Cy"], mode="own", seed="5",
                  who1="basic", who2="basic")
    ann = seat_links(client, watch)[0]
    for _ in range(80):
        seen = seat_api(client, ann)
        told = seen["told"]
        assert isinstance(told, list)
        if told and told[-1]["heading"] == "Round 2":
            return ann
        client.post(ann + "/act", data={"v": seen["version"], "n": "0"})
    raise AssertionError("round 2 not reached")


def stored_story(store: Store) -> tuple[Driver, list[story.Part]]:
    record = store.log.load(game_id(store))
    driver = Driver.for_session(Session.from_record(registry.get(record.game), record))
    return driver, story.parts(driver)


def lines_of(driver: Driver, part: story.Part) -> list[str]:
    return [line for index in range(part.start, part.end)
            for line in story.said(driver, index)]


def unescaped(html: str) -> str:
    return html.replace("&#39;", "'").replace("&amp;", "&")


def test_a_seat_sees_the_last_round_whole_and_in_order(client: TestClient,
                                                        store: Store) -> None:
    ann = halunken_into_round_two(client)
    driver, parts = stored_story(store)
    assert [story.heading(part) for part in parts] == ["Setting up the harbour", "Round 1",
                                                       "Round 2"]
    section = ROUNDS_TOLD.search(client.get(ann, headers={"X-Part": "main"}).text)
    assert section, "no story on the page"
    html = section.group(0)
    assert HEADING.findall(html) == ["Round 1", "Round 2"]
    round_one, round_two = html.split("<h3>Round 2</h3>")
    told = [unescaped(line) for line in LINE.findall(round_one)]
    assert told == lines_of(driver, parts[1])  # every line of the round, oldest first
    assert "Revealed: " in " ".join(told) and told[-2] == "Round 1 is over."
    assert [unescaped(line) for line in LINE.findall(round_two)] == lines_of(driver, parts[2])
    # the earlier chapter is one tap away, in the log
    assert f'href="{ann}/log?page=1"' in html
    # the JSON tells the same chapters
    assert seat_api(client, ann)["told"] == [
        {"chapter": part.number, "heading": story.heading(part),
         "lines": lines_of(driver, part)} for part in parts[1:]]


def test_the_log_shows_one_round_a_page(client: TestClient, store: Store) -> None:
    ann = halunken_into_round_two(client)
    driver, parts = stored_story(store)
    last = client.get(ann + "/log").text
    assert "<h2>Round 2</h2>" in last and "Page 3 of 3" in last
    assert "puts their captain" not in last  # the setting up is a page of its own
    assert f'href="{ann}/log?page=2">← Round 1</a>' in last
    middle = client.get(ann + "/log?page=2").text
    assert "<h2>Round 1</h2>" in middle and "Page 2 of 3" in middle
    assert f'<ol class="log" start="{parts[1].start + 1}">' in middle
    numbers = [int(n) for n in re.findall(r'<li value="(\d+)">', middle)]
    assert numbers == list(range(parts[1].start + 1, parts[1].end + 1))
    said = unescaped(" ".join(re.findall(r'<ul class="said">(.*?)</ul>', middle)))
    assert all(line in said for line in lines_of(driver, parts[1]))
    assert f'href="{ann}/log?page=1">← Setting up the harbour</a>' in middle
    assert f'href="{ann}/log?page=3">Round 2 →</a>' in middle
    assert 'aria-current="page">2</a>' in middle
    for asked in ("0", "99", "x", "-1", "２"):  # no such page: the last
        assert "<h2>Round 2</h2>" in client.get(ann + f"/log?page={asked}").text, asked
