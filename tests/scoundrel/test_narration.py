"""After every event the game says what it did, in English and German (issue 11's examples)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import SEAT, turn
from tabletop.events import CHANCE, Event
from tabletop.narration import keys, render
from tabletop.session.playout import random_playout
from tabletop.text import i18n

from .helpers import RUN, endgame, play, start


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def said(before: ScoundrelState, event: Event) -> tuple[list[str], list[str]]:
    """What narrating ``event`` in ``before`` prints, in English and in German."""
    lines = GAME.narrate(before, event, turn(before, event))
    texts = []
    for lang in ("en", "de"):
        i18n.set_language(lang)
        texts.append([render(line) for line in lines])
    return texts[0], texts[1]


def played(card: str, how: str | None = None) -> Event:
    return Event(SEAT, "play", {"card": card} if how is None else {"card": card, "with": how})


def test_s4_a_monster_on_the_weapon_costs_the_difference() -> None:
    """000_29c9095678974fbe.txt: 'Ziehe den Wert der Waffe vom Wert des Monsters ab und ziehe
    den verbleibenden Wert von den Lebenspunkten ab.' (S3: a fresh weapon fights any monster)"""
    state = play(start("7D", "AS", "5H", "9C"), "7D")
    assert said(state, played("AS")) == (["A♠ on 7♦: 7 damage, health 20 → 13"],
                                         ["A♠ auf 7♦: 7 Schaden, Leben 20 → 13"])


def test_s4_a_barehanded_fight_costs_the_monster() -> None:
    """002_1fb84a41f10de15f.txt: 'Mit bloßen Händen verlierst du Lebenspunkte in Höhe des
    gesamten Monsterwerts.' (also while a weapon could fight it)"""
    state = play(start("7D", "KS", "5H", "9C"), "7D")
    assert said(state, played("KS", "bare")) == (
        ["K♠ barehanded: 13 damage, health 20 → 7"],
        ["K♠ mit bloßen Händen: 13 Schaden, Leben 20 → 7"])


def test_s5_the_first_potion_heals() -> None:
    """000_29c9095678974fbe.txt: 'fügt man seinen Wert den Lebenspunkten hinzu ... Die
    Lebenspunkte können 20 nicht überschreiten'."""
    state = start("5H", "9H", "2C", "3D", health=15)
    assert said(state, played("5H")) == (["drank 5♥: +5 (20)"], ["5♥ getrunken: +5 (20)"])
    capped = start("9H", "5H", "2C", "3D", health=16)
    assert said(capped, played("9H")) == (["drank 9♥: +4 (20)"], ["9♥ getrunken: +4 (20)"])


def test_s5_a_second_potion_is_discarded() -> None:
    """002_1fb84a41f10de15f.txt: 'Weitere Tränke, die du dort nimmst, werden ohne Heilung
    abgelegt.'"""
    state = play(start("9H", "5H", "2C", "3D", health=10), "9H")
    assert said(state, played("5H")) == (["5♥ discarded: no second potion this turn"],
                                         ["5♥ abgelegt: kein zweiter Trank in diesem Zug"])


def test_s6_running_puts_the_room_under() -> None:
    """000_29c9095678974fbe.txt: 'sammelt man alle vier Karten ... auf und legt sie unter den
    Kerker'."""
    assert said(start("AS", "KC", "QS", "JC"), RUN) == (
        ["ran: 4 cards go under"], ["geflohen: 4 Karten kommen unter den Dungeon"])


def test_s3_equipping_discards_the_old_weapon_and_its_monsters() -> None:
    """000_29c9095678974fbe.txt: 'Eine bereits ausgerüstete Waffe wird dadurch auf den
    Ablagestapel gelegt, mitsamt aller auf ihr befindlicher Monster.'"""
    first = start("7D", "KS", "9D", "2C")
    assert said(first, played("7D")) == (["equipped 7♦"], ["7♦ ausgerüstet"])
    state = play(play(first, "7D"), "KS")
    assert said(state, played("9D")) == (
        ["equipped 9♦; discarded 7♦, K♠", "turn over: 2♣ stays for the next room"],
        ["9♦ ausgerüstet; abgelegt: 7♦, K♠", "Zug vorbei: 2♣ bleibt für den nächsten Raum"])


def test_s2_cards_turned_over_and_the_room_they_make() -> None:
    """000_29c9095678974fbe.txt: 'deckt man Karten vom Kerker-Deck auf, eine nach der anderen,
    bis 4 Karten offen vor einem liegen'."""
    state = play(play(play(start("7D", "KS", "5H", "9C"), "7D"), "KS"), "5H")
    one = Event(CHANCE, "room", {"values": ["2C"]})
    assert said(state, one) == (["turned over 2♣"], ["aufgedeckt: 2♣"])
    rest = Event(CHANCE, "room", {"values": ["3C", "4H"]})
    # The cards this entry turned over first, then the room they complete.
    assert said(turn(state, one), rest) == (["turned over 3♣, 4♥", "the room: 9♣, 2♣, 3♣, 4♥"],
                                            ["aufgedeckt: 3♣, 4♥", "der Raum: 9♣, 2♣, 3♣, 4♥"])
    assert said(state, Event(CHANCE, "room", {"values": ["2C", "3C", "4H"]}))[0] == [
        "turned over 2♣, 3♣, 4♥", "the room: 9♣, 2♣, 3♣, 4♥"]


def test_s8_s9_a_win_is_scored() -> None:
    """000_29c9095678974fbe.txt: 'falls die Lebenspunkte 20 sind, und die letzte Karte ein
    Heiltrank war, sind es die Lebenspunkte + der Wert des Trankes.'"""
    state = play(endgame(["3C", "9H"], health=15, weapon="5D"), "3C")
    assert said(state, played("9H")) == (
        ["drank 9♥: +5 (20)", "made it through the dungeon: score 29"],
        ["9♥ getrunken: +5 (20)", "den Dungeon durchquert: Wertung 29"])


def test_s8_s9_a_loss_is_scored() -> None:
    """000_29c9095678974fbe.txt: 'finde alle verbleibenden Monster im Kerker und ziehe deren
    Werte von den Lebenspunkten ab.'"""
    state = endgame(["AS", "3D", "4H", "2S"], ["9C", "5H"], health=5)
    assert said(state, played("AS")) == (
        ["A♠ barehanded: 14 damage, health 5 → -9",
         "died in the dungeon: score -18 (health -9, monsters left 9)"],
        ["A♠ mit bloßen Händen: 14 Schaden, Leben 5 → -9",
         "im Dungeon gestorben: Wertung -18 (Leben -9, übrige Monster 9)"])


@pytest.mark.parametrize("seed", range(3))
def test_every_event_of_a_game_narrates_in_both_languages(seed: int) -> None:
    run = random_playout(GAME, GAME.setup(GAME.meta.options(), ["P"]), seed)
    state = run.start
    catalogue = i18n.catalogue()
    for event in run.events:
        after = turn(state, event)
        lines = GAME.narrate(state, event, after)
        assert lines, event
        for line in lines:
            for key in keys(line):
                assert set(catalogue[key]) >= {"en", "de"}, key
            for lang in ("en", "de"):
                i18n.set_language(lang)
                assert "{" not in render(line), line
        state = after
