"""Issue #28: a German player types a card with the German rank letters, B (Bube) and D (Dame),
besides J Q K A; "D" is also the diamonds suit letter, so where it stands decides."""

from __future__ import annotations

import pytest

from games.scoundrel.rules import components
from games.scoundrel.rules.components import parse_card, parse_cards
from games.scoundrel.rules.notation import parse
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.turn import SEAT, setup
from tabletop.events import CHANCE, BadInput, Event
from tabletop.text.i18n import set_language, t

from .helpers import start


def refused(text: str) -> BadInput:
    with pytest.raises(BadInput) as info:
        parse_card(text)
    return info.value


@pytest.mark.parametrize(
    ("text", "card"),
    [("D♣", "QC"), ("d♣", "QC"), ("D ♣", "QC"), ("DC", "QC"), ("ds", "QS"), ("B♠", "JS"),
     ("b s", "JS"), ("BC", "JC"), ("K♣", "KC"), ("A♠", "AS"), ("Pik D", "QS"), ("♣ D", "QC"),
     ("Kreuz B", "JC"), ("D pik", "QS")],
)
def test_german_rank_letters_read_in_every_spelling(text: str, card: str) -> None:
    """002_1fb84a41f10de15f.txt: 'Bube = 11, Dame = 12, König = 13, Ass = 14'."""
    assert parse_card(text) == card


@pytest.mark.parametrize(("text", "card"), [("7D", "7D"), ("D 7", "7D"), ("7 D", "7D"),
                                            ("10d", "10D"), ("KD", "KD"), ("D K", "KD")])
def test_d_after_a_rank_stays_diamonds(text: str, card: str) -> None:
    """002_1fb84a41f10de15f.txt: 'Karo sind Waffen' (a D after a rank is still the suit; KD is
    a red king Scoundrel removed)."""
    if card in components.DECK_SET:
        assert parse_card(text) == card
    else:
        assert refused(text).params["card"] == "K♦"


def test_dame_of_diamonds_is_the_removed_red_queen() -> None:
    """002_1fb84a41f10de15f.txt: 'Lege ... alle roten Bildkarten (Bube, Dame und König in Herz
    und Karo) ... beiseite'."""
    for text in ("DD", "D D", "B♦", "Herz D", "BH"):
        error = refused(text)
        assert error.key == "sc_err_removed_card", text
    assert refused("DD").params["card"] == "Q♦"
    assert refused("BH").params["card"] == "J♥"


@pytest.mark.parametrize("text", ["D", "B", "B D", "D B", "BB", "Pik Karo"])
def test_a_letter_alone_or_two_ranks_is_no_card(text: str) -> None:
    """002_1fb84a41f10de15f.txt: 'Nimm ein normales Kartenspiel mit 52 Karten.' (a card is a rank
    and a suit)."""
    assert refused(text).key in ("sc_err_not_a_card", "sc_err_removed_card")
    if text in ("D", "B", "BB", "Pik Karo"):
        assert refused(text).key == "sc_err_not_a_card"


def test_a_text_that_could_be_two_cards_names_both(monkeypatch: pytest.MonkeyPatch) -> None:
    """000_29c9095678974fbe.txt: 'Dame ist 12, König ist 13' (were K ever also read as Kreuz,
    "D K" would be the K♦ or the Q♣: it is refused naming both, never guessed)."""
    monkeypatch.setitem(components._SUIT_WORDS, "k", "C")
    error = refused("D K")
    assert error.key == "sc_err_card_ambiguous"
    assert {error.params["first"], error.params["second"]} == {"K♦", "Q♣"}
    for lang in ("en", "de"):
        set_language(lang)
        line = t(error.key, **error.params)
        assert "\n" not in line and "K♦" in line and "Q♣" in line
    set_language("en")


def test_a_room_typed_with_german_letters() -> None:
    """002_1fb84a41f10de15f.txt: '7♦, K♠, 5♥ und 9♣' (a room typed as it is turned over)."""
    state = setup(ScoundrelOptions())
    assert parse(state, "D♣ B♠ 7D 5H") == Event(CHANCE, "room",
                                                {"values": ["QC", "JS", "7D", "5H"]})
    assert parse(state, "raum Pik D, Kreuz B") == Event(CHANCE, "room", {"values": ["QS", "JC"]})
    assert parse_cards("D ♣ B ♠") == ["QC", "JS"]


def test_playing_a_card_named_by_german_letters() -> None:
    """000_29c9095678974fbe.txt: 'kann man es entweder mit Fäusten oder mit einer ausgerüsteten
    Waffe bekämpfen' ("b" is still barehanded after a card; "Pik B" is the Bube)."""
    state = start("7D", "QC", "JS", "5H")
    assert parse(state, "spiele D♣") == Event(SEAT, "play", {"card": "QC"})
    assert parse(state, "D♣ faust") == Event(SEAT, "play", {"card": "QC", "with": "bare"})
    assert parse(state, "play D♣ b") == Event(SEAT, "play", {"card": "QC", "with": "bare"})
    assert parse(state, "spiele Pik B") == Event(SEAT, "play", {"card": "JS"})
    assert parse(state, "spiele ♠ B b") == Event(SEAT, "play", {"card": "JS", "with": "bare"})
    assert parse(state, "spiele B♠ waffe") == Event(SEAT, "play",
                                                    {"card": "JS", "with": "weapon"})


def test_the_german_error_names_the_german_letters() -> None:
    """002_1fb84a41f10de15f.txt: 'Dame = 12' (the refusal shows a card written the German way)."""
    set_language("de")
    try:
        line = t("sc_err_not_a_card", text="X")
    finally:
        set_language("en")
    assert "D♣" in line
