"""What a player types, in their language (issue #14): ``words`` writes it, ``parse`` reads it
back in both languages; colour letters that don't collide, and the one that does (``g``)."""

from __future__ import annotations

import re

import pytest

from games.halunken import GAME
from games.halunken.rules.components import DECK, parse_card
from games.halunken.rules.notation import notation, parse, words
from games.halunken.rules.state import HState
from games.halunken.rules.words import counted
from tabletop.events import CHANCE, BadInput, Event, IllegalAction
from tabletop.text import i18n

from .helpers import act, choose, jack_turns, new_game, play_out, start, table

# The English words of Halunken's actions: none may show on a German screen.
ENGLISH = ("place", "bid", "pass", "move", "take", "give", "rob", "card", "harbour", "harbor",
           "captain", "play", "grey", "yellow", "purple", "red", "jack-card")
ENGLISH_WORD = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, ENGLISH)) + r")(?![\w-])",
                          re.IGNORECASE)


def english_words(text: str) -> list[str]:
    """The English action words in ``text``, as whole words."""
    return ENGLISH_WORD.findall(text)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
@pytest.mark.parametrize("language", ["en", "de"])
def test_words_read_back_as_the_same_event_in_both_languages(players: int, seed: int,
                                                             language: str) -> None:
    """Every event of a game, in the words of either language, parses back as itself, and the
    notation too (a grey card's g aside: German reads it as gelb; a transcript is read in
    English); the German words hold no English action word."""
    kinds: set[str] = set()

    def watch(before: HState, event: Event, after: HState) -> None:
        with i18n.speaking(language):
            said = words(event)
            assert parse(before, said) == event, said
            if language == "en" or not re.search(r"\bg\d", notation(event)):
                assert parse(before, notation(event)) == event
            if language == "de":
                assert english_words(said) == [], said
        kinds.add(event.kind)

    play_out(new_game(players), seed=seed, watch=watch)
    assert {"place", "card", "move", "jack"} <= kinds


def test_the_german_words_of_each_kind() -> None:
    """setze, karte, biete, passe, spiele, jack-karte, rum, nimm, gib, raube (issue #14)."""
    expected = [
        (Event(0, "place", {"space": 4}), ("place 5", "setze 5")),
        (Event(CHANCE, "card", {"values": ["y12"]}), ("card y12", "karte ge12")),
        (Event(CHANCE, "card", {"values": ["g13"]}), ("card g13", "karte gr13")),
        (Event(CHANCE, "card", {"values": ["p14"]}), ("card p14", "karte l14")),
        (Event(CHANCE, "jack", {"values": ["12"]}), ("blackjack 12", "blackjack 12")),
        (Event(0, "jack", {"space": 8}), ("jack 9", "jack 9")),
        (Event(0, "bid", {"card": "r15"}), ("bid r15", "biete r15")),
        (Event(0, "pass"), ("pass", "passe")),
        (Event(0, "move", {"card": "4"}), ("move 4", "spiele 4")),
        (Event(0, "move", {"card": "rum"}), ("move rum", "spiele rum")),
        (Event(0, "jack_card", {"card": "6"}), ("jack-card 6", "jack-karte 6")),
        (Event(0, "rum", {"value": 5}), ("rum 5", "rum 5")),
        (Event(0, "take", {"card": "g2"}), ("take g2", "nimm gr2")),
        (Event(0, "give", {"card": "y1"}), ("give y1", "gib ge1")),
        (Event(0, "rob", {"from": "harbour"}), ("rob harbour", "raube hafen")),
        (Event(0, "rob", {"from": "captain"}), ("rob captain", "raube kapitän")),
    ]
    for event, (english, german) in expected:
        with i18n.speaking("en"):
            assert words(event) == english
        with i18n.speaking("de"):
            assert words(event) == german
            assert notation(event) == english  # the transcript stays English


@pytest.mark.parametrize(("typed", "english", "german"), [
    ("g5", "g5", "y5"),  # the one letter both use: grey in English, gelb in German
    ("G 11", "g11", "y11"),
    ("gr5", "g5", "g5"), ("ge5", "y5", "y5"), ("l5", "p5", "p5"), ("y5", "y5", "y5"),
    ("p5", "p5", "p5"), ("r5", "r5", "r5"), ("grau 5", "g5", "g5"), ("gelb 5", "y5", "y5"),
    ("grey 5", "g5", "g5"), ("yellow5", "y5", "y5"), ("lila 5", "p5", "p5"),
    ("5 ge", "y5", "y5"),
])
def test_colour_letters_in_both_languages(typed: str, english: str, german: str) -> None:
    """Issue #14: a German player's g5 is gelb 5, an English player's grey 5; every other
    letter or word of either language means the same colour in both."""
    with i18n.speaking("en"):
        assert parse_card(typed) == english
    with i18n.speaking("de"):
        assert parse_card(typed) == german


def test_g13_is_grey_in_english_and_no_card_in_german() -> None:
    """Grey 13 exists, gelb 13 does not (H1): the German error names the card as typed."""
    with i18n.speaking("en"):
        assert parse_card("g13") == "g13"
    with i18n.speaking("de"), pytest.raises(BadInput) as info:
        parse_card("g13")
    with i18n.speaking("de"):
        assert "ge13" in info.value.message()


def test_every_card_shown_in_either_language_reads_back_in_both() -> None:
    for card in DECK:
        for shown_in in ("en", "de"):
            with i18n.speaking(shown_in):
                said = words(Event(CHANCE, "card", {"values": [card]})).split()[1]
            with i18n.speaking(shown_in):
                assert parse_card(said) == card, said
            # A German letter is read as the same colour by an English reader, but for g.
            if not said.startswith("g") or said.startswith(("gr", "ge")):
                other = "en" if shown_in == "de" else "de"
                with i18n.speaking(other):
                    assert parse_card(said) == card, (said, other)


def test_errors_show_cards_in_the_readers_letters() -> None:
    """A refused bid names the cards as the reader writes them, whatever language raised it."""
    bidding = table(3, captains=[0, 4, 8], variant="standard", bj=12, phase="bid",
                    hands={0: ["y3", "g2"], 1: ["y12"]})
    bidding = act(bidding, 0, "bid", card="y3")
    with pytest.raises(IllegalAction) as info:
        act(bidding, 1, "bid", card="g2")
    assert info.value.key == "hs_err_card_not_held"
    with i18n.speaking("de"):
        assert "gr2" in info.value.message()
    with i18n.speaking("en"):
        assert "g2" in info.value.message()


def test_the_german_help_names_german_words() -> None:
    """The help lists legal examples in the reader's words, no English action word."""
    state = new_game(3)
    with i18n.speaking("de"):
        assert GAME.commands_help(state)[0][0] == "setze 1 | setze 14"
    state = act(state, 0, "place", space=4)
    with i18n.speaking("de"):
        assert GAME.commands_help(state)[0][0] == "karte ge12 | ge12"
    bidding = start([4, 9, 0], ["y5", "g13", "r4"])
    bidding = act(bidding, 2, "jack", space=6)
    with i18n.speaking("de"):
        (row,) = GAME.commands_help(bidding)
        assert row[0] == "biete gr13 | passe"
    choosing = act(act(act(bidding, 1, "pass"), 2, "pass"), 0, "pass")
    with i18n.speaking("de"):
        assert GAME.commands_help(choosing)[0][0] == "spiele 1 | spiele rum"
    with i18n.speaking("en"):
        assert GAME.commands_help(choosing)[0][0] == "move 1 | move rum"
    robbed = table(3, captains=[3, 5, 6], variant="standard", bj=0, hands={0: ["y1", "r4"]})
    robbed = jack_turns(choose(robbed, "4", "4", "4"), "7")
    with i18n.speaking("de"):
        assert GAME.commands_help(robbed)[0][0] == "gib r4 | gib ge1"
    for state in (new_game(3), bidding, choosing, robbed):
        with i18n.speaking("de"):
            assert all(english_words(command + " " + i18n.t(key)) == []
                       for command, key in GAME.commands_help(state))


def test_counted_phrases_read_right_for_one_and_many() -> None:
    """Issue #14: "1 movement cards left" read wrong."""
    cases = {("en", 1): "1 movement card left", ("en", 4): "4 movement cards left",
             ("de", 1): "1 Bewegungskarte übrig", ("de", 4): "4 Bewegungskarten übrig"}
    for (language, count), text in cases.items():
        with i18n.speaking(language):
            assert counted("hs_bj_cards_left", count) == text
    with i18n.speaking("en"):
        assert counted("hs_adv_samples", 1).startswith("Over 1 sampled round:")
