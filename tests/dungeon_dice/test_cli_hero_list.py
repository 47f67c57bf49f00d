"""The choice of heroes at an 80x24 terminal (D16): with every set the 26 heroes show by name in
columns, so the list, the players and the prompt fit one screen; ``help NAME`` (``hilfe NAME``,
``? NAME``) tells what one hero does, both sides; a name that fits none or several is one line.
The base game's eight fold to their names too: a hero's row carries its whole card (issue #40)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.support import assert_ok, error_lines, invoke, moves

PLAY = ("dungeon-dice", "play", "--player", "Ann", "--player", "Ben")


def first_screen(output: str, prompt: str = "Ann › ") -> list[str]:
    """The lines from the screen's rule to the first prompt."""
    lines = output[:output.index(prompt)].splitlines()
    return lines[next(i for i, line in enumerate(lines) if line.startswith("───")):]


@pytest.mark.parametrize(("lang", "title", "asked"), [
    ("en", "Free heroes", "'help NAME' tells what one does"),
    ("de", "Freie Helden", "'hilfe NAME' sagt, was einer kann")])
def test_every_set_fits_a_24_line_terminal(home: Path, lang: str, title: str, asked: str) -> None:
    result = invoke(*PLAY, "-o", "sets=all", "--lang", lang, input=moves("quit"))
    assert_ok(result)
    screen = first_screen(result.output)
    assert len(screen) + 1 <= 24, "\n".join(screen)  # the prompt's own line too
    assert all(len(line) <= 80 for line in screen)
    assert title in screen[1] and asked in result.output
    first = {"en": "Spellsword Leprechaun", "de": "Schwertmagier Leprechaun"}[lang]
    assert " ".join(screen[2].split()) == first  # filled downwards, as ls does


def test_the_base_game_lists_its_heroes_by_name_and_tells_them_on_asking(home: Path) -> None:
    """issue #40: a hero offered carries its whole card (both sides, each ultimate), which a
    page draws in full; at a terminal the eight fold to their names like every set does, and
    'help NAME' tells the card."""
    result = invoke(*PLAY, input=moves("help mercenary", "quit"))
    assert_ok(result)
    screen = first_screen(result.output)
    assert len(screen) + 1 <= 24 and all(len(line) <= 80 for line in screen)
    assert "help NAME" in result.output.split("Ann ›")[0]
    told = result.output.split("Ann ›", 1)[1]
    assert "Novice: When forming the party, reroll any number of party dice." in told
    assert "Ultimate: defeat up to 2 monsters." in told


@pytest.mark.parametrize(("lang", "typed", "told"), [
    ("en", "help knight", ["Novice: When forming the party, Scrolls become Champions.",
                           "Dragon Slayer (master):"]),
    ("en", "? toulak", ["Legendary: Once per level"]),
    ("de", "hilfe ritter", ["Novize: Beim Bilden der Gruppe werden Schriftrollen zu",
                            "Drachentöter (Meister):"]),
    ("de", "hilfe loeg", ["Legendär:"])])
def test_help_name_tells_what_a_hero_does(home: Path, lang: str, typed: str,
                                         told: list[str]) -> None:
    result = invoke(*PLAY, "-o", "sets=all", "--lang", lang, input=moves(typed, "quit"))
    assert_ok(result)
    after = result.output.split("Ann › ", 1)[1]
    for line in told:
        assert line in after, after
    assert error_lines(result.output) == []


@pytest.mark.parametrize(("lang", "typed", "error"), [
    ("en", "help xyz", "✗ Nothing listed here is called 'xyz'; 'help' lists what you can type."),
    ("de", "hilfe xyz",
     "✗ Hier heißt nichts 'xyz'; 'hilfe' listet, was du eingeben kannst."),
    ("en", "help al", "✗ 'al' fits several: Alchemist · Alexandra, Keeper of Knowledge.")])
def test_help_of_no_or_several_heroes_is_one_line(home: Path, lang: str, typed: str,
                                                  error: str) -> None:
    result = invoke(*PLAY, "-o", "sets=all", "--lang", lang, input=moves(typed, "quit"))
    assert_ok(result)
    assert error_lines(result.output) == [error]


def test_the_help_names_help_name_while_heroes_are_listed(home: Path) -> None:
    result = invoke(*PLAY, "-o", "sets=pack2", input=moves("help", "quit"))
    assert_ok(result)
    assert "help NAME" in result.output and "hero cassandra | deal" in result.output
