"""Click's and Typer's usage errors in German all through (README: "Click's own words and
errors too"): ``scoundrel plya --lang de`` said "Keinen Befehl 'plya'. Did you mean 'play',
'replay'?". The Click inside Typer writes plain English without gettext; each of its usage
errors that can reach a person is said again from the catalogue (tabletop/cli/click_texts.py),
through Typer's public face only (issue #41)."""

from __future__ import annotations

import enum
import re
from pathlib import Path
from typing import Annotated, Literal

import pytest
import typer

from tabletop.cli.click_texts import click_message
from tabletop.text import i18n

from .support import assert_one_error, invoke

ENGLISH = re.compile(r"\b(Did|you|mean|No|such|command|Missing|Invalid|value|for|requires|"
                     r"arguments?|Got|unexpected|extra|Possible|options?|is|not|one|of|does|"
                     r"exist|takes|values|must|should|be|Input|Error|Usage|Try|valid|an|"
                     r"iterable|parameter|integer|path|file)\b")
"""The words of Click's, Typer's and pydantic's English messages."""


def english_in(line: str) -> list[str]:
    """English words in an error line, past what the user typed: names of options (``--sed``),
    quoted values (``'plya'``) and the pointer to the help (``(siehe: … --help)``)."""
    said = re.sub(r"\((?:siehe|see): [^)]*\)", "", line)
    said = re.sub(r"'[^']*'|\S*--?\w[\w-]*", "", said)
    return ENGLISH.findall(said)


@pytest.mark.parametrize("args", [
    ("scoundrel", "plya"),  # an unknown command with near misses
    ("histroy",),  # an unknown command of the root
    ("scoundrel", "play", "--sed", "3"),  # an unknown option with a near miss
    ("scoundrel", "rules", "--nope"),  # an unknown option without one
    ("scoundrel", "replay"),  # a missing argument
    ("scoundrel", "play", "-o", "weapon_rule=foo"),  # a choice not offered
    ("history", "--mode", "xyz"),  # a choice not offered
    ("export", "1", "--format", "xyz"),  # a choice not offered
    ("serve", "--port", "x"),  # not a whole number
    ("show", "abc"),  # not a whole number
    ("scoundrel", "play", "--seed", "x"),  # not a whole number
    ("scoundrel", "play", "noch"),  # a word left over
    ("games", "--json"),  # an option the command does not have
])
def test_typical_usage_errors_in_german_have_no_english_word(home: Path,
                                                             args: tuple[str, ...]) -> None:
    german = assert_one_error(invoke(*args, "--lang", "de"), 2)
    assert english_in(german) == [], german
    english = assert_one_error(invoke(*args, "--lang", "en"), 2)
    assert german != english


def test_the_near_misses_are_named_in_both_languages(home: Path) -> None:
    german = assert_one_error(invoke("scoundrel", "plya", "--lang", "de"), 2)
    assert german == ("✗ Unbekannter Befehl 'plya'. Meintest du 'play', 'replay'? "
                      "(siehe: tabletop scoundrel --help)")
    english = assert_one_error(invoke("scoundrel", "plya"), 2)
    assert english == ("✗ No such command 'plya'. Did you mean 'play', 'replay'? "
                       "(see: tabletop scoundrel --help)")


def test_an_option_without_its_value_in_german(home: Path) -> None:
    line = assert_one_error(invoke("scoundrel", "play", "--lang", "de", "--seed"), 2)
    assert "'--seed' braucht einen Wert" in line
    assert english_in(line) == [], line


class Colour(enum.StrEnum):
    red = "red"
    blue = "blue"


def demo_errors(*args: str) -> BaseException:
    """The error a small Typer app raises for ``args``: Typer's converters for a choice, a
    path that must exist and a pair, which no tabletop command has yet."""
    demo = typer.Typer()

    @demo.command()
    def cmd(kind: Colour, count: int,
            path: Annotated[Path, typer.Option(exists=True)] = Path("."),
            pair: Annotated[tuple[int, int], typer.Option()] = (1, 2),
            letter: Annotated[Literal["x", "y"], typer.Option()] = "x") -> None:
        """A command."""

    @demo.command()
    def other() -> None:
        """Another, so that the app is a group."""

    with pytest.raises(Exception) as info:
        typer.main.get_command(demo).main(list(args), standalone_mode=False)
    return info.value


@pytest.mark.parametrize(("args", "german"), [
    (("cmd", "green", "3"),
     "Ungültiger Wert für 'kind': 'green' ist keine der Möglichkeiten 'red', 'blue'."),
    (("cmd", "red", "3", "--letter", "z"),
     "Ungültiger Wert für '--letter': 'z' ist keine der Möglichkeiten 'x', 'y'."),
    (("cmd", "red", "x"), "Ungültiger Wert für 'COUNT': muss eine ganze Zahl sein"),
    (("cmd", "red"), "Argument 'COUNT' fehlt."),
    (("cmd", "red", "3", "--path", "/no/such/place"),
     "Ungültiger Wert für '--path': '/no/such/place' gibt es nicht."),
    (("cmd", "red", "3", "--pair", "1"), "Option '--pair' braucht 2 Werte."),
    (("cmd", "red", "3", "--colour"), "Unbekannte Option --colour."),
    (("cmdd",), "Unbekannter Befehl 'cmdd'. Meintest du 'cmd'?"),
    (("cmd", "red", "3", "4"), "Unerwartetes weiteres Argument: 4"),
])
def test_typers_own_words_in_german(args: tuple[str, ...], german: str) -> None:
    i18n.set_language("de")
    said = click_message(demo_errors(*args))
    assert english_in(said) == [], said
    assert said.lower() == german.lower()
