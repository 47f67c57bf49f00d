"""The 26 heroes' texts and card pictures (issue #24; rulings D12, D16-D20): every hero, both
sides, has a name, a specialty, an ultimate and a line to choose by in English and German, and a
card picture that is well-formed, named after the hero, small, and escapes its name."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

import games.dungeon_dice  # noqa: F401  (registers the catalogue)
from games.dungeon_dice.faces import hero_pictures
from games.dungeon_dice.faces.hero_pictures import card
from games.dungeon_dice.rules.heroes import ALL, BASE, LEGENDARY, MASTER_NAME, REFRESHING
from tabletop.text import i18n
from tabletop.text.i18n import catalogue

SIDES = ("novice", "master")
PICTURE_LIMIT = 1500
"""Bytes a card may take: pages have a size budget and may show all 26."""


def _both(key: str) -> tuple[str, str]:
    texts = catalogue()[key]
    return texts["en"], texts["de"]


@pytest.mark.parametrize("hero", ALL)
def test_every_hero_is_named_described_and_pitched_in_both_languages(hero: str) -> None:
    """D12, D18-D20: both sides' names, specialty and ultimate, and one line to choose by."""
    for slug in {hero, MASTER_NAME[hero]}:
        assert all(_both(f"dd_hero_{slug}"))
    for side in SIDES:
        for kind in ("specialty", "ultimate"):
            english, german = _both(f"dd_{kind}_{hero}:{side}")
            assert english and german
            assert "\n" not in english + german
            # the 18 new heroes' texts are one short line each (issue #24)
            assert hero in BASE or max(len(english), len(german)) <= 115, (hero, side, kind)
    english, german = _both(f"dd_hero_line_{hero}")
    assert english and german and max(len(english), len(german)) <= 90


@pytest.mark.parametrize("hero", sorted(LEGENDARY))
def test_a_legendary_hero_reads_the_same_on_both_keys(hero: str) -> None:
    """D16: pack 2's heroes have one side, so both ability keys hold the same text."""
    for kind in ("specialty", "ultimate"):
        assert _both(f"dd_{kind}_{hero}:novice") == _both(f"dd_{kind}_{hero}:master")


@pytest.mark.parametrize("hero", sorted(REFRESHING))
def test_a_refreshing_hero_says_when_it_refreshes(hero: str) -> None:
    """D17, D20: Cassandra, Tristan, Loeg Yllavyre and Szopin refresh within a delve."""
    english, german = _both(f"dd_specialty_{hero}:novice")
    assert "refresh" in english.lower()
    assert "erhol" in german.lower()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("hero", ALL)
def test_every_card_is_well_formed_named_and_small(hero: str, lang: str) -> None:
    """Issue #24: a picture for each of the 26 heroes, titled with the shown side's name."""
    i18n.set_language(lang)
    for master in (False, True):
        shown = MASTER_NAME[hero] if master else hero
        picture = str(card(hero, master))
        assert len(picture.encode()) < PICTURE_LIMIT
        root = ET.fromstring(picture)
        name = catalogue()[f"dd_hero_{shown}"][lang]
        assert root.get("aria-label") == name
        assert root.findtext("title") == name
        assert root.get("viewBox") == "0 0 60 80"


def test_each_hero_has_an_emblem_of_its_own() -> None:
    pictures = {str(card(hero)).split("</title>")[1] for hero in ALL}
    assert len(pictures) == len(ALL)


def test_sides_are_silver_and_gold_and_a_legendary_hero_has_one() -> None:
    """D11, D16: the master side is gold; a legendary hero is never flipped."""
    assert card("spellsword", master=True) == card("battlemage")
    assert hero_pictures.MASTER_PANEL in card("time-traveler", master=True)
    assert hero_pictures.MASTER_PANEL not in card("time-traveler")
    assert card("cassandra", master=True) == card("cassandra")
    assert hero_pictures.MASTER_PANEL not in card("cassandra")


def test_a_name_with_markup_characters_is_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    name = '<b>"Tou\'lak" & Co</b>'
    monkeypatch.setattr(hero_pictures, "t", lambda key: name)
    picture = str(card("toulak", css='x" onload="alert(1)'))
    assert "<b>" not in picture and "onload=\"" not in picture
    root = ET.fromstring(picture)
    assert root.findtext("title") == name
    assert root.get("aria-label") == name
