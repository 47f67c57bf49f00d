"""Dungeon dice's board for a phone table (issue #40, "A phone table that feels like a game"):
the party, graveyard, dungeon, lair and treasure drawn as dice and tokens in every phase, never
only as a count; a hero chosen from its whole card; every ultimate said as one; long German
names that never reach past a 360 px screen."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import DICE, PARTY_FACES
from games.dungeon_dice.rules.heroes import BASE, LEGENDARY, MASTER_NAME
from tabletop.board import Board, Move, Picture, Section, acts_of
from tabletop.plugin import Decision, words
from tabletop.text import i18n
from tabletop.web.board import all_css, board_html
from tests.web_view_checks import play

from .boards import TOLD, board
from .helpers import at, game
from .test_narration_heroes import chosen, hero_at, then

IN_A_DELVE = ("form", "mulligan", "monsters", "loot", "dragon", "regroup")


def part(drawn: Board, name: str) -> Section:
    return next(s for s in drawn.sections if s.name == name)


def pictures(section: Section) -> list[Picture]:
    return [p for r in section.rows for p in r.pictures]


def counted(shown: Picture) -> int:
    return int(shown.note[1:]) if shown.note else 1


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_retire_or_seek_glory_the_party_and_its_graveyard_show(language: str) -> None:
    """issue #40: at "retire or seek glory" the party disappeared (only the graveyard's count
    showed), just when you decide whether to push on. D8: the party's dice left and those in
    the graveyard are drawn, the graveyard's as dice counted (×n)."""
    state = at("knight", party=["fighter", "mage"], tokens=["dragon-scales", "dragon-scales"],
               lair=2, level=4, stage="regroup")
    assert state.stage == "regroup"
    with i18n.speaking(language):
        drawn = board(state, moves=True)
        party = pictures(part(drawn, "party"))
        assert [(p.kind, p.id) for p in party] == [("party", "fighter"), ("party", "mage"),
                                                   ("grave", "party")]
        assert party[-1].note == "×5" and party[-1].name == i18n.t(
            "dd_grave_die_many", count=5)
        lair = [p for r in part(drawn, "delve").rows for p in r.pictures if p.id == "dragon"]
        assert [(p.kind, p.note) for p in lair] == [("dungeon", "×2")]
        assert [(p.id, p.note) for p in pictures(part(drawn, "treasure"))] == [
            ("dragon-scales", "×2")]
    # a party all in the graveyard still shows its seven dice
    dead = at("knight", party=[], level=2, stage="regroup")
    assert [(p.kind, p.note) for p in pictures(part(board(dead), "party"))] == [("grave", "×7")]


@pytest.mark.parametrize(("players", "seed"), [(1, 0), (1, 3), (2, 1), (3, 2)])
def test_every_phase_draws_the_dice_and_tokens_of_the_delve(players: int, seed: int) -> None:
    """issue #40, over whole games: in every phase of a delve the party and its graveyard add
    up to the party's dice as pictures, the lair's dragon dice and the dungeon's dice are
    drawn, and the delver's treasure shows as its tokens (an empty one says so)."""
    played = play(GAME, [f"P{n}" for n in range(players)], seed)
    seen_stages: set[str] = set()
    for state in played.states:
        seen = GAME.observe(state, 0)
        if seen["stage"] not in IN_A_DELVE:
            continue
        seen_stages.add(seen["stage"])
        drawn = TOLD.board(seen)
        party = pictures(part(drawn, "party"))
        alive = sum(counted(p) for p in party if p.kind == "party")
        assert alive == sum(seen["party"].values())
        assert sum(counted(p) for p in party if p.kind == "grave") == seen["graveyard"]
        lair = [p for r in part(drawn, "delve").rows for p in r.pictures if p.id == "dragon"]
        assert sum(counted(p) for p in lair) == seen["lair"]
        dungeon = pictures(part(drawn, "dungeon"))
        assert sum(counted(p) for p in dungeon if p.kind == "dungeon") == \
            sum(seen["dungeon"].values())
        held = seen["players"][seen["delver"]]["tokens"]
        treasure = part(drawn, "treasure")
        assert {p.id: counted(p) for p in pictures(treasure) if p.kind == "token"} == held
        assert treasure.rows
    assert seen_stages >= {"form", "monsters", "regroup"}
    # at the end every player's treasure is drawn as its tokens, not only counted
    end = GAME.observe(played.states[-1], None)
    assert end["stage"] == "over"
    hoards = part(TOLD.board(end), "hoards")
    for row, player in zip(hoards.rows, end["players"], strict=True):
        assert {p.id: counted(p) for p in row.pictures} == player["tokens"]


def test_the_graveyard_is_the_rest_of_the_seven_dice() -> None:
    state = at("knight", party=["fighter", "cleric", "mage"], dungeon=["goblin"])
    assert state.graveyard == DICE - 3
    party = pictures(part(board(state), "party"))
    assert [p.kind for p in party].count("grave") == 1 and party[-1].note == f"×{DICE - 3}"


@pytest.mark.parametrize(("language", "ultimate", "novice", "master"), [
    ("en", "Ultimate", "Novice", "master"), ("de", "Ultimativ", "Novize", "Meister")])
def test_a_hero_is_chosen_from_its_whole_card(language: str, ultimate: str, novice: str,
                                             master: str) -> None:
    """issue #40: hero choice showed a one-line text, the card's full text only under Rules.
    Each hero offered is a card to pick and read whole: both sides' specialty and ultimate
    (D12), each ultimate said as one; a legendary hero (D16) its one side. Choosing it is an
    act that shows once it is picked (in the tray at the thumb: eight whole cards stood taller
    than a phone's screen)."""
    with i18n.speaking(language):
        offered = part(board(game(), moves=True), "heroes")
        assert [r.pictures[0].id for r in offered.rows] == list(BASE)
        for row in offered.rows:
            name = row.pictures[0].id
            specialty, first, side, second = row.more
            assert specialty.startswith(f"{novice}: ")
            assert i18n.t(f"dd_specialty_{name}:novice") in specialty
            assert first == i18n.t(f"dd_ultimate_{name}:novice")
            assert side.startswith(i18n.t(f"dd_hero_{MASTER_NAME[name]}") + f" ({master}): ")
            assert second == i18n.t(f"dd_ultimate_{name}:master")
            assert first.startswith(ultimate) and second.startswith(ultimate)
            chooses = [a for a in offered.acts if a.source == row.key]
            assert row.key and len(chooses) == 1 and chooses[0].said
        legend = next(iter(sorted(LEGENDARY)))
        every = part(board(chosen(), moves=True), "heroes")
        card = next(r for r in every.rows if r.pictures[0].id == legend)
        assert len(card.more) == 2 and card.more[1].startswith(ultimate)


@pytest.mark.parametrize(("language", "word", "fighter"), [
    ("en", "ultimate: ", "ultimate: the hero as Fighter"),
    ("de", "Ultimative: ", "Ultimative: der Held als Krieger")])
def test_the_crusaders_ultimate_says_it_is_the_ultimate(language: str, word: str,
                                                       fighter: str) -> None:
    """issue #40: the Crusader's ultimate appeared as two chips "the hero as Fighter / as
    Cleric" with no word "ultimate" (D12: "the hero joins the fight as a Fighter or a
    Cleric"). Each chip and each of its acts says it is the ultimate."""
    state = at("crusader", party=["mage"], dungeon=["goblin", "skeleton", "potion"])
    with i18n.speaking(language):
        drawn = board(state, moves=True)
        chips = [p for p in pictures(part(drawn, "party")) if p.kind == "hero-as"]
        assert [p.id for p in chips] == ["fighter", "cleric"]
        assert chips[0].name == fighter
        by_hero = [a for a in acts_of(drawn) if a.source.startswith("hero-")]
        assert by_hero and all(a.said.startswith(word) for a in by_hero)
        assert all(a.said.startswith(word) is False for a in acts_of(drawn)
                   if a.source in PARTY_FACES)


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_ultimate_act_of_a_game_says_ultimate(language: str) -> None:
    """issue #40: every ultimate act says "ultimate: …", any hero's, however many its ways."""
    word = {"en": "ultimate", "de": "ultimative"}[language]
    found: dict[str, int] = {"ultimate": 0, "hero": 0}
    with i18n.speaking(language):
        for seed in (2, 4, 5):  # a delver with an ultimate act, and one as a companion
            played = play(GAME, ["A"], seed, options={"sets": "all", "heroes": "deal"})
            for awaiting in played.waits:
                if not isinstance(awaiting, Decision):
                    continue
                for number, event in enumerate(awaiting.actions):
                    companions = event.data.get("with")
                    listed = companions if isinstance(companions, list) else [companions]
                    by_hero = any(str(c).startswith("hero-") for c in listed)
                    if event.kind == "ultimate" or by_hero:
                        said = TOLD.act(Move(number, event, words(GAME, event))).said
                        assert word in said.lower(), said
                        found["hero" if by_hero else "ultimate"] += 1
    assert all(found.values()), found


# ---- a 360 px phone, in Chromium ---------------------------------------------------------------


@pytest.fixture(scope="module", name="chromium")
def chromium_fixture() -> Iterator[Any]:
    from tests.web.browser import launched

    yield from launched()


@pytest.fixture(name="phone")
def phone_fixture(chromium: Any) -> Iterator[Any]:
    made = chromium.new_page(viewport={"width": 360, "height": 740})
    yield made
    made.close()


APP_CSS = (Path(__file__).resolve().parents[2] / "tabletop/web/static/app.css").read_text()
PAST_THE_EDGE = """() => [...document.querySelectorAll('main *')]
  .filter(e => !e.closest('.b-tablewrap') && e.getBoundingClientRect().width > 0
          && e.getBoundingClientRect().right > innerWidth + 0.5)
  .map(e => e.tagName + ' ' + (e.textContent || '').trim().slice(0, 40))"""


def on_a_phone(phone: Any, drawn: Board) -> list[str]:
    body = board_html(GAME, drawn)
    phone.set_content(f"<!doctype html><html lang='{i18n.language()}'><head><meta "
                      f"name='viewport' content='width=device-width'><style>{APP_CSS}\n"
                      f"{all_css()}</style></head><body><main>{body}</main></body></html>")
    return list(phone.evaluate(PAST_THE_EDGE))


@pytest.mark.parametrize("language", ["de", "en"])
def test_long_german_names_never_reach_past_a_phone(phone: Any, language: str) -> None:
    """issue #40: "Drachenschuppen ×2" overflowed 360 px by 8 px. A count's badge and a long
    name stay inside the screen: the treasure, the bag, the hero as a companion, the hero
    choice, an Archaeologist's discards, each at the end of a line and alone."""
    scales = ["dragon-scales", "dragon-scales"]
    every = ["dragon-scales", "dragon-scales", "vorpal-sword", "talisman", "scepter-of-power",
             "thieves-tools", "scroll-token", "ring-of-invisibility", "elixir", "dragon-bait",
             "town-portal"]
    discarding = hero_at("archaeologist", party=["fighter"], dungeon=["goblin"], tokens=scales)
    discarding = then(then(then(discarding, "ultimate"), "treasure", values=["dragon-scales"]),
                      "treasure", values=["elixir"])
    positions = [
        at("crusader", party=["fighter", "cleric", "mage", "thief"], tokens=scales, level=3,
           dungeon=["goblin", "goblin", "skeleton", "potion"], lair=2),
        at("knight", party=[], tokens=every, level=5, stage="regroup"),
        at("knight", party=["fighter"] * 5, tokens=["elixir", "elixir", *scales], level=2,
           stage="regroup"),
        discarding, game(), chosen()]
    with i18n.speaking(language):
        for state in positions:
            owed = isinstance(GAME.awaiting(state), Decision)
            for drawn in (board(state, moves=owed), board(state, None)):
                assert on_a_phone(phone, drawn) == [], state.stage


def test_the_tally_keeps_to_a_german_phone(chromium: Any, tmp_path: Path) -> None:
    """issue #40: a German phone's tally page reached 8 px past the screen: the hero list is
    as wide as its longest hero's two names; it shrinks now, and "Drachenschuppen" beside its
    stepper stays whole."""
    from tabletop.store.database import Store
    from tests.web.conftest import LiveServer

    store = Store(tmp_path / "web.db")
    try:
        with LiveServer(store) as live:
            context = chromium.new_context(viewport={"width": 360, "height": 740},
                                           locale="de-DE")
            page = context.new_page()
            page.goto(f"{live.url}/tally/dungeon-dice")
            assert "Drachenschuppen" in page.inner_text("main")
            assert page.evaluate(PAST_THE_EDGE) == []
            scales = page.locator(".dd-tap-name", has_text="Drachenschuppen")
            box = scales.first.bounding_box()
            assert box is not None and box["height"] < 24  # one line, not "Drachenschuppe|n"
            context.close()
    finally:
        store.close()
