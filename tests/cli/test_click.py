"""Click does the command line: ``--lang`` anywhere, one exit code per kind of error, and the
tally answers of ``score`` as options of their own, with help texts and prompts."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer

from tabletop import plugin, registry
from tabletop.cli.app import app
from tabletop.cli.common import UsageProblem, failure
from tabletop.cli.group import language_from
from tabletop.events import BadInput, IllegalAction
from tabletop.text import i18n

from .support import assert_exit, assert_ok, assert_one_error, error_lines, invoke, moves

GERMAN_HELP = "Diese Hilfe zeigen und beenden."


def command_paths(command: Any = None, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    """Every command and group of the app, as the words that name it."""
    command = command or typer.main.get_command(app)
    yield path
    for name, sub in getattr(command, "commands", {}).items():
        yield from command_paths(sub, (*path, name))


def flat(text: str) -> str:
    """The help screen as one line: Rich's boxes and line breaks gone, spaces collapsed."""
    return re.sub(r"\s+", " ", re.sub(r"[│╭╮╰╯─]", " ", text))


# ---- --lang anywhere ---------------------------------------------------------------------


@pytest.mark.parametrize("args", [
    ("scoundrel", "--help", "--lang", "de"),
    ("scoundrel", "--lang", "de", "--help"),
    ("--lang", "de", "scoundrel", "--help"),
    ("scoundrel", "--help", "--lang=de"),
    ("--lang=de", "scoundrel", "--help"),
])
def test_the_game_group_helps_in_german_wherever_lang_stands(home: Path,
                                                             args: tuple[str, ...]) -> None:
    result = invoke(*args)
    assert_ok(result)
    assert "Scoundrel: spielen, am Tisch mitschreiben" in flat(result.stdout)
    assert GERMAN_HELP in flat(result.stdout)


@pytest.mark.parametrize("args", [
    ("--lang", "de", "scoundrel", "rules"),
    ("scoundrel", "--lang", "de", "rules"),
    ("scoundrel", "rules", "--lang", "de"),
    ("scoundrel", "rules", "--lang=de"),
    ("--lang=de", "scoundrel", "rules"),
])
def test_a_command_speaks_german_wherever_lang_stands(home: Path, args: tuple[str, ...]) -> None:
    result = invoke(*args)
    assert_ok(result)
    assert "die Regeln in Kürze" in result.stdout


def test_every_command_and_group_takes_lang_before_and_after_help(home: Path) -> None:
    paths = list(command_paths())
    assert ("scoundrel", "score") in paths and ("history",) in paths
    for path in paths:
        for args in ((*path, "--help", "--lang", "de"), ("--lang=de", *path, "--help")):
            result = invoke(*args)
            assert_ok(result)
            assert GERMAN_HELP in flat(result.stdout), args
    english = invoke("scoundrel", "score", "--help", "--lang", "en")
    assert_ok(english)
    assert "Show this message and exit." in flat(english.stdout)


def test_the_last_lang_counts_and_a_missing_value_is_a_usage_error(home: Path) -> None:
    assert language_from(["--lang", "de", "games", "--lang=en"]) == "en"
    assert language_from(["games", "--", "--lang", "de"]) is None
    assert language_from(["games", "--lang"]) is None
    german = invoke("--lang", "en", "games", "--lang", "de")
    assert_ok(german)
    assert "Spiele" in german.stdout
    assert_one_error(invoke("games", "--lang"), 2, "'--lang' requires an argument")


def test_clicks_usage_errors_point_to_the_help_in_the_language(home: Path) -> None:
    line = assert_one_error(invoke("scoundrel", "score", "--foo", "--lang", "de"), 2,
                            "--foo")
    assert line.endswith("(siehe: tabletop scoundrel score --help)"), line


# ---- one mapping from errors to exit codes -----------------------------------------------


def test_the_mapping_itself() -> None:
    i18n.set_language("en")
    assert failure(UsageProblem(BadInput("err_no_such_game", id=7))) == (
        2, "There is no saved game with ID 7.")
    assert failure(BadInput("err_no_such_game", id=7)) == (1, "There is no saved game with ID 7.")
    assert failure(IllegalAction("err_not_your_turn", player="Ana")) == (1, "It is Ana's turn.")
    assert failure(FileNotFoundError(2, "No such file", "x.txt")) == (2, "File not found: x.txt")
    assert failure(typer.Abort()) == (1, None)
    assert failure(RuntimeError("a bug")) is None  # a bug keeps its traceback


def test_exit_0(home: Path) -> None:
    assert_ok(invoke("games"))
    assert_ok(invoke("scoundrel", "score", "--result", "won", "--health", "12", "--json"))


def test_exit_1_for_what_the_rules_or_the_store_refuse(home: Path) -> None:
    Path("bad.txt").write_text("room 7D KS 5H 9C\nplay AS\n", encoding="utf-8")
    assert_one_error(invoke("scoundrel", "replay", "bad.txt"), 1, "Line 2")
    assert_one_error(invoke("resume", "999"), 1, "There is no saved game with ID 999.")


@pytest.mark.parametrize(("args", "fragment"), [
    (("scoundrel", "play", "--seed", "abc"), "--seed"),  # Click: a bad option value
    (("scoundrel", "rules", "--nope"), "No such option: --nope"),  # Click: an unknown option
    (("scoundrel", "rules", "extra"), "unexpected extra argument"),  # Click: a stray word
    (("chess", "play"), "chess"),  # Click: an unknown command
    (("scoundrel", "rules", "-o", "weapon_rule=bogus"), "weapon_rule=bogus"),  # UsageProblem
    (("scoundrel", "replay", "no-such-file.txt"), "File not found: no-such-file.txt"),
    (("scoundrel", "score", "--result", "won", "--json"), "Missing answer: --health"),
])
def test_exit_2_for_a_wrong_command_line(home: Path, args: tuple[str, ...],
                                         fragment: str) -> None:
    assert_one_error(invoke(*args), 2, fragment)


def test_a_group_without_a_command_shows_its_help_and_no_error_line(home: Path) -> None:
    result = invoke("scoundrel")
    assert result.exit_code == 2
    assert "Usage: tabletop scoundrel" in result.stdout
    assert "✗" not in result.output


# ---- the tally answers are options -------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_score_help_lists_every_tally_option_with_its_help(home: Path, lang: str) -> None:
    for game in registry.games().values():
        result = invoke(game.meta.id, "score", "--help", "--lang", lang)
        assert_ok(result)
        screen = flat(result.stdout)
        i18n.set_language(lang)
        for field in plugin.tally_fields(game):
            assert field.help is not None, (game.meta.id, field.name)
            assert f"--{field.name}" in screen
            assert i18n.t(field.help) in screen, (lang, field.name)


def test_every_tally_help_is_in_both_languages() -> None:
    for game in registry.games().values():
        for field in plugin.tally_fields(game):
            for key in (field.prompt, field.help):
                assert key is not None
                texts = i18n.catalogue()[key]
                assert texts["en"] and texts["de"] and texts["en"] != texts["de"], key


def test_scoundrel_has_its_four_options(home: Path) -> None:
    screen = flat(invoke("scoundrel", "score", "--help").stdout)
    for option in ("--result", "--health", "--last", "--monsters", "--json", "--lang"):
        assert option in screen
    assert "After a loss: the monsters left in the dungeon" in screen


def test_the_option_forms(home: Path) -> None:
    spaced = invoke("scoundrel", "score", "--result", "won", "--health", "20", "--last", "5H",
                    "--json", "--no-save")
    joined = invoke("scoundrel", "score", "--result=won", "--health=20", "--last=5H", "--json",
                    "--no-save")
    shuffled = invoke("scoundrel", "score", "--json", "--last", "5H", "--health", "20",
                      "--result", "won", "--no-save")
    assert_ok(spaced)
    assert spaced.stdout == joined.stdout == shuffled.stdout
    assert '"total": 25' in spaced.stdout


def test_a_repeated_single_answer_keeps_the_last(home: Path) -> None:
    result = invoke("scoundrel", "score", "--result", "lost", "--result", "won", "--health", "9",
                    "--json")
    assert_ok(result)
    assert '"total": 9' in result.stdout


def test_the_player_option_repeats(home: Path) -> None:
    result = invoke("halunken", "score", "--player", "Ana: y1", "--player=Ben: y2", "--json")
    assert_ok(result)
    assert '"winners": ["Ben"]' in result.stdout


# ---- prompts -----------------------------------------------------------------------------


def test_answers_the_tally_refuses_are_asked_again(home: Path) -> None:
    """Issue #13: only the answer refused is asked again; the ones before it are kept."""
    result = invoke("scoundrel", "score", input=moves("lost", "5", "-2", "KS"))
    assert_ok(result)
    assert error_lines(result.output) == ["✗ After a loss health is 0 or below."]
    assert result.output.count("Did you win or lose?") == 1
    assert result.output.count("Health at the end") == 2
    assert "-15" in result.output.split("Total")[1]


def test_only_what_was_asked_is_asked_again(home: Path) -> None:
    result = invoke("scoundrel", "score", "--result", "won", input=moves("25", "abc", "12"))
    assert_ok(result)
    assert error_lines(result.output) == [
        "✗ After a win health is between 1 and 20.",
        "✗ Health must be a whole number, e.g. 12 or -3."]
    assert "Did you win or lose?" not in result.output
    assert result.output.count("Health at the end") == 3


def test_given_answers_the_tally_refuses_are_not_asked_again(home: Path) -> None:
    result = invoke("scoundrel", "score", "--result", "won", "--health", "25", input=moves("12"))
    assert_one_error(result, 2, "After a win health is between 1 and 20.")


def test_given_answers_are_checked_before_anything_is_asked(home: Path) -> None:
    result = invoke("scoundrel", "score", "--health", "abc", input=moves("won"))
    assert_one_error(result, 2, "Health must be a whole number")


def test_players_the_tally_refuses_are_asked_again(home: Path) -> None:
    """Issue #13: only the refused player is asked again; the ones before it are kept."""
    result = invoke("halunken", "score", input=moves("Ana: r15", "Ben: r15", "Ben: y3", ""))
    assert_ok(result)
    assert error_lines(result.output) == ["✗ r15 is given twice."]
    assert "Winner: Ana" in result.output


def test_a_prompt_in_german(home: Path) -> None:
    result = invoke("scoundrel", "score", "--lang", "de", input=moves("vielleicht", "gewonnen",
                                                                       "7"))
    assert_ok(result)
    assert "Gewonnen oder verloren?" in result.output
    assert len(error_lines(result.output)) == 1
    assert_exit(result, 0, "Summe")
