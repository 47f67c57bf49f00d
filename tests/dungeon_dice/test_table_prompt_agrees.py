"""Issue #28: at the table, what the screen shows awaited agrees with what the prompt reads (the
roll is said once, by the prompt; the board shows the dice still to roll), and a letter the two
kinds of dice read differently is refused while both rolls are awaited."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.notation import parse
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import chance
from tabletop.events import CHANCE, BadInput, Event
from tabletop.text import i18n

from .boards import board
from .helpers import act, dungeon, game, party
from .test_narration import told

ROLLED = ("fighter", "fighter", "champion", "mage", "thief", "scroll", "champion")


def in_language(language: str, say: object) -> str:
    i18n.set_language(language)
    try:
        return str(say() if callable(say) else say)
    finally:
        i18n.set_language("en")


def prompt(state: DDState) -> str:
    """What the terminal loop asks, from the game's chance."""
    pending = chance(state)
    assert pending is not None
    return i18n.t(pending.what, **dict(pending.params))


def screen(state: DDState) -> dict[str, int]:
    """What the board says is awaited: no words of its own (the prompt says it), the dice
    still to roll, by kind."""
    drawn = board(state, None)
    assert drawn.prompt == ""
    return {p.id: int(p.note.removeprefix("×") or 1) for s in drawn.sections for r in s.rows
            for p in r.pictures if p.kind == "unrolled"}


def rerolled(*faces: str) -> DDState:
    """The Mercenary's party as rolled, then ``faces`` rerolled (D12)."""
    return act(party(game("mercenary", "knight"), *ROLLED), "mulligan", faces=list(faces))


def refusal(state: DDState, text: str) -> BadInput:
    with pytest.raises(BadInput) as info:
        parse(state, text)
    for language in ("en", "de"):
        assert "\n" not in in_language(language, lambda: str(info.value))
    return info.value


@pytest.mark.parametrize("language", ["en", "de"])
def test_d12_after_the_mercenarys_reroll_the_screen_asks_what_the_prompt_asks(
        language: str) -> None:
    """dungeon_dice.md D12, Mercenary: "when forming the party, reroll any number of party
    dice" (the rerolled die comes before level 1's dungeon die)."""
    state = rerolled("scroll")
    assert screen(state) == {"party": 1, "dungeon": 1}
    assert in_language(language, lambda: prompt(state)) == {
        "en": "Roll 1 party die", "de": "Wirf 1 Gruppenwürfel"}[language]
    state = party(state, "champion")
    assert screen(state) == {"dungeon": 1}
    assert in_language(language, lambda: prompt(state)) == {
        "en": "Roll 1 dungeon die", "de": "Wirf 1 Dungeonwürfel"}[language]


def test_d12_the_level_line_names_the_party_dice_first() -> None:
    """dungeon_dice.md D12, Mercenary: "reroll any number of party dice"; 003_713d509ed6956a86.txt:
    "Jetzt würfelt er mit so vielen schwarzen Würfeln, wie der Ebenenwürfel anzeigt"."""
    state = party(game("mercenary", "knight"), *ROLLED)
    event = Event(state.delver, "mulligan", {"faces": ["scroll", "thief"]})
    assert told(state, event, "en")[-1] == (
        "Level 1: first the rerolled party dice (2), then the dungeon dice (1) to roll.")
    assert told(state, event, "de")[-1] == (
        "Ebene 1: zuerst die neu zu werfenden Gruppenwürfel (2), dann die Dungeonwürfel (1).")
    # Kept as rolled, only the dungeon die waits, said as before.
    assert told(state, Event(state.delver, "ready"), "en")[-1] == (
        "Level 1: 1 dungeon die to roll.")


@pytest.mark.parametrize(("letter", "first", "second"),
                         [("c", "Champion", "Chest"), ("s", "Scroll", "Skeleton"),
                          ("p", "Cleric", "Potion"), ("d", "Thief", "Dragon"),
                          ("k", "Fighter", "Goblin"), ("C", "Champion", "Chest")])
def test_a_letter_of_both_dice_names_both_while_both_rolls_wait(
        letter: str, first: str, second: str) -> None:
    """dungeon_dice.md D1: party faces "Fighter, Cleric, Mage, Thief, Champion, Scroll"; the
    dungeon dice show Goblin, Skeleton, Ooze, Chest, Potion, Dragon ("c" is either)."""
    state = rerolled("scroll")
    error = refusal(state, letter)
    assert error.key == "dd_err_letter_rolls"
    assert str(error) == (f"'{letter}' is {first} (party die) or {second} (dungeon die): write "
                          "more of the word.")
    german = in_language("de", lambda: str(error))
    assert german.startswith(f"'{letter}' ist ") and "(Gruppenwürfel) oder " in german
    assert "(Dungeonwürfel): schreibe mehr vom Wort." in german


def test_the_german_refusal_names_both_faces_in_german() -> None:
    """003_713d509ed6956a86.txt: "Schriftrolle = Beliebige Gruppen- oder Dungeonwürfel erneut
    würfeln" (the German names of both faces)."""
    state = rerolled("scroll")
    assert in_language("de", refusal(state, "c").message) == (
        "'c' ist Champion (Gruppenwürfel) oder Kiste (Dungeonwürfel): schreibe mehr vom Wort.")
    assert in_language("de", refusal(state, "s").message) == (
        "'s' ist Schriftrolle (Gruppenwürfel) oder Skelett (Dungeonwürfel): schreibe mehr vom "
        "Wort.")


@pytest.mark.parametrize("text", ["champion", "ch", "party c", "gruppe c", "Champion"])
def test_more_of_the_word_or_the_kind_reads_the_party_die(text: str) -> None:
    """dungeon_dice.md D12, Mercenary: "reroll any number of party dice" (the rerolled die is a
    party die; a word, or the kind named, says which)."""
    state = rerolled("scroll")
    assert parse(state, text) == Event(CHANCE, "party", {"values": ["champion"]})


def test_a_letter_only_one_die_has_is_read() -> None:
    """dungeon_dice.md D1: the party faces (Fighter and Mage are no dungeon face)."""
    state = rerolled("scroll")
    assert parse(state, "f") == Event(CHANCE, "party", {"values": ["fighter"]})
    assert parse(state, "m") == Event(CHANCE, "party", {"values": ["mage"]})


def test_more_party_dice_than_the_dungeon_roll_read_as_party_letters() -> None:
    """dungeon_dice.md D12, Mercenary: "reroll any number of party dice" (two faces typed while
    two party dice and one dungeon die wait can only be the party's)."""
    state = rerolled("scroll", "thief")
    assert parse(state, "c s") == Event(CHANCE, "party", {"values": ["champion", "scroll"]})


def test_once_the_party_is_rolled_the_letter_is_the_dungeon_face() -> None:
    """003_713d509ed6956a86.txt: "Jetzt würfelt er mit so vielen schwarzen Würfeln, wie der
    Ebenenwürfel anzeigt, also erst mal mit einem." (then "c" is the Chest)."""
    state = party(rerolled("scroll"), "champion")
    assert parse(state, "c") == Event(CHANCE, "dungeon", {"values": ["chest"]})
    state = dungeon(state, "chest")
    assert chance(state) is None


def test_only_one_roll_awaited_reads_letters_as_before() -> None:
    """dungeon_dice.md D1: "7 party dice" (rolled first, with no dungeon die waiting)."""
    state = game("mercenary", "knight")
    assert parse(state, "f f c m t s c") == Event(CHANCE, "party", {"values": list(ROLLED)})
    assert screen(state) == {"party": 7} and prompt(state) == "Roll 7 party dice"
