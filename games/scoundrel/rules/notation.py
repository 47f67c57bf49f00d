"""Scoundrel's notation: the transcript lines of DESIGN.md and what a player types at a prompt."""

from __future__ import annotations

from games.scoundrel.rules.components import DECK, is_monster, parse_card, parse_cards, pretty
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import RUN, SEAT, needs_cards
from games.scoundrel.rules.words import spoken, words
from tabletop.events import CHANCE, BadInput, Event
from tabletop.typed import small_number

ROOM_WORDS = {"room", "raum"}
PLAY_WORDS = {"play", "p", "spiele", "spielen", "spiel", "nimm"}
RUN_WORDS = {"run", "r", "flee", "fliehen", "flieh", "fliehe", "flucht"}
BARE_WORDS = {"bare", "barehanded", "b", "hand", "hands", "fist", "fists", "faust", "fäuste",
              "faeuste", "bloß", "bloss", "hände", "haende"}
WEAPON_WORDS = {"weapon", "w", "waffe"}
WITH_WORDS = {"with", "mit"}  # "play KS with weapon", "spiele KS mit faust"


def parse(state: ScoundrelState, text: str) -> Event:
    words = text.strip().split()
    if not words:
        raise BadInput("err_empty_input")
    head = words[0].lower()
    if head in ROOM_WORDS:
        if len(words) == 1:
            raise BadInput("sc_err_no_cards")
        return Event(CHANCE, "room", {"values": parse_cards(" ".join(words[1:]))})
    if needs_cards(state) and head not in PLAY_WORDS | RUN_WORDS:
        # At the table the cards just turned over may be typed without the word "room".
        return Event(CHANCE, "room", {"values": parse_cards(text)})
    if head in RUN_WORDS and len(words) == 1:
        return RUN
    if head in PLAY_WORDS:
        words = words[1:]
        if not words:
            raise BadInput("sc_err_play_what")
    how = None
    if len(words) > 1 and words[-1].lower() in BARE_WORDS | WEAPON_WORDS \
            and not _names_card(" ".join(words)):
        how = "bare" if words[-1].lower() in BARE_WORDS else "weapon"
        words = words[:-1]
        if len(words) > 1 and words[-1].lower() in WITH_WORDS:
            words = words[:-1]
    card = _room_card(state, " ".join(words))
    data: dict[str, str] = {"card": card}
    if how is not None and is_monster(card):
        data["with"] = how
    elif how is not None:
        raise BadInput("sc_err_with_not_monster")
    return Event(SEAT, "play", data)


def _names_card(text: str) -> bool:
    """Whether ``text`` names a card, one Scoundrel removed too: "Pik B" is the Bube of spades
    (issue #28), not spades barehanded."""
    try:
        parse_card(text)
    except BadInput as exc:
        return exc.key != "sc_err_not_a_card"
    return True


def _room_card(state: ScoundrelState, text: str) -> str:
    """A card by its position in the room (1-4) or by name."""
    if text.isdigit():
        number = small_number(text)
        places = state.places()
        if number is not None and number - 1 in places:
            return state.room[places.index(number - 1)]
        if number is not None and number - 1 in state.gaps:
            raise BadInput("sc_err_position_played", number=number)
        raise BadInput("sc_err_no_such_position", number=text[:6],
                       count=len(state.room) + len(state.gaps))
    return parse_card(text)


def notation(event: Event) -> str:
    """The transcript line: English words and card codes, whatever the language."""
    return spoken(event, "en")


def whole_deck(text: str) -> list[str]:
    """All 44 cards, each once, top of the dungeon first: the deal ``solve`` is given."""
    cards = parse_cards(text)
    seen: set[str] = set()
    for card in cards:
        if card in seen:
            raise BadInput("sc_err_deck_twice", card=pretty(card))
        seen.add(card)
    if len(cards) != len(DECK):
        missing = " ".join(pretty(c) for c in DECK if c not in seen)
        raise BadInput("sc_err_deck_count", count=len(cards), missing=missing)
    return cards


def commands_help(state: ScoundrelState) -> list[tuple[str, str]]:
    """What can be typed now, in the words the screens show: the cards turned over, or a play
    (with the weapon or barehanded) or a run."""
    if needs_cards(state):
        return [("7D KS 5H 9C", "sc_cmd_room")]
    king = Event(SEAT, "play", {"card": "KS"})
    return [(f"{words(king)} | 2", "sc_cmd_play"),
            (words(Event(SEAT, "play", {"card": "KS", "with": "weapon"})), "sc_cmd_weapon"),
            (words(Event(SEAT, "play", {"card": "KS", "with": "bare"})), "sc_cmd_bare"),
            (words(RUN), "sc_cmd_run")]
