"""The rule-set options offered before the first move of ``play`` and ``table`` (without
``--option``): a loop. A change shows the options again with it marked and asks again; Enter
on an empty line starts the game; a bad line is one error, nothing changed, asked again."""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
import typer
from rich.console import Console

from tabletop import registry
from tabletop.cli import options_prompt, start
from tabletop.text import i18n

from .support import error_lines

CHANGED = {"en": "← changed", "de": "← geändert"}
PROMPT = {"en": "Options: Enter starts the game, key=value changes one, ? explains",
          "de": "Optionen: Enter startet das Spiel, schlüssel=wert ändert eine, ? erklärt"}


@pytest.fixture(params=["en", "de"])
def lang(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield request.param
    finally:
        i18n.set_language("en")


def typing(monkeypatch: pytest.MonkeyPatch, *lines: str) -> tuple[io.StringIO, list[str]]:
    """The prompt's console, answering ``lines`` in turn (then end of input); its output and
    the prompts it was asked."""
    out = io.StringIO()
    con = Console(file=out, width=80, no_color=True)
    asked: list[str] = []
    answers = iter(lines)

    def answer(prompt: object = "", **kwargs: object) -> str:
        asked.append(str(prompt))
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(con, "input", answer)
    monkeypatch.setattr(start, "console", lambda: con)
    return out, asked


def test_changes_one_at_a_time_each_shown_marked_until_enter(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    game = registry.get("dungeon-dice")
    out, asked = typing(monkeypatch, "heroes=deal", "mirror=yes", "")
    options = start.ask_options(game, game.meta.options())
    assert (options.heroes, options.mirror) == ("deal", "yes")  # type: ignore[attr-defined]
    assert asked == [PROMPT[lang] + " › "] * 3  # asked again after each change
    shown = out.getvalue().split("heroes=")[1:]  # the options: first, after each change
    assert len(shown) == 3
    assert CHANGED[lang] not in shown[0]
    assert shown[1].count(CHANGED[lang]) == 1 and "deal" in shown[1].split(CHANGED[lang])[0]
    assert shown[2].count(CHANGED[lang]) == 2  # both changes marked
    assert "mirror=yes" in shown[2]


def test_a_bad_line_is_one_error_and_changes_nothing(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    game = registry.get("dungeon-dice")
    out, asked = typing(monkeypatch, "heroes=deal", "heroes=random", "nonsense", "")
    options = start.ask_options(game, game.meta.options())
    assert options.heroes == "deal"  # type: ignore[attr-defined]
    assert len(asked) == 4
    errors = error_lines(out.getvalue())
    assert len(errors) == 2 and "heroes=random" in errors[0] and "nonsense" in errors[1]
    assert "Traceback" not in out.getvalue()


def test_enter_at_once_keeps_the_options_and_the_help_says_how_it_goes(
        monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    game = registry.get("scoundrel")
    out, asked = typing(monkeypatch, "?", "")
    assert start.ask_options(game, game.meta.options()) == game.meta.options()
    assert len(asked) == 2
    how = " ".join(out.getvalue().split())
    assert {"en": "the options are shown again with the change marked, and you can change more. "
                  "Enter on an empty line starts the game.",
            "de": "die Optionen werden mit der Änderung markiert neu gezeigt, und du kannst "
                  "weitere ändern. Enter auf leerer Zeile startet das Spiel."}[lang] in how


def test_leaving_the_prompt_starts_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    game = registry.get("scoundrel")
    typing(monkeypatch, "weapon_rule=lower_or_equal")  # then the end of input
    with pytest.raises(typer.Exit) as left:
        start.ask_options(game, game.meta.options())
    assert left.value.exit_code == 0


def test_every_line_fits_80_columns(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    for game_id in registry.names():
        game = registry.get(game_id)
        out = io.StringIO()
        con = Console(file=out, width=80, no_color=True)
        con.print(options_prompt.options_grid(game.meta.options(), game.meta.options()))
        assert all(len(line) <= 80 for line in out.getvalue().splitlines())
    assert len(PROMPT[lang] + " › ") <= 80
