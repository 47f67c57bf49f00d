"""Issue #28 ("Words"): a screen shows the chosen rule-set options by their words in the
reader's language (German screens said ``weapon_rule=lower``): Scoundrel's board, ``history``,
``show`` and ``rules``; the options offered before the first move keep the typed names, since
they are typed there, with the words beside them. Every screen at 80 columns."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from tabletop import registry
from tabletop.cli import start
from tabletop.text import i18n

from .support import assert_ok, invoke

WORDS = {
    "en": {"weapon": "Weapon after a kill: against equal ones too",
           "penalty": "On a loss, subtract: the monsters left in the dungeon",
           "variant": "Game: introductory game, without Black Jack"},
    "de": {"weapon": "Waffe nach einem Sieg: auch gegen gleich starke",
           "penalty": "Bei einer Niederlage abziehen: die Monster im Dungeon",
           "variant": "Spielart: Einführungsspiel, ohne Black Jack"},
}
CODE = ("weapon_rule", "lower_or_equal", "death_penalty", "variant=intro")


def said(output: str) -> str:
    """A screen's words with its lines joined (tables wrap them in their cells)."""
    return " ".join(output.replace("│", " ").split())


def options_cells(history: str) -> list[str]:
    """The options column of the history table, a game a cell (its lines joined)."""
    rows = [line.split("│")[1:-1] for line in history.splitlines() if line.startswith("│")]
    header = next(line for line in history.splitlines() if "Option" in line)
    column = [cell.strip() for cell in header.split("┃")[1:-1]].index(
        {"en": "Options", "de": "Optionen"}[i18n.language()])
    cells: list[str] = []
    for row in rows:
        if row[0].strip():  # a game's ID: its first line
            cells.append("")
        cells[-1] = " ".join([cells[-1], row[column].strip()]).strip()
    return cells


def fits(output: str) -> None:
    assert max(map(cell_len, output.splitlines())) <= 80, output


@pytest.mark.parametrize("lang", ["en", "de"])
def test_scoundrels_board_says_the_options_in_words(home: Path, lang: str) -> None:
    result = invoke("scoundrel", "play", "--seed", "1", "-o", "weapon_rule=lower_or_equal",
                    "--lang", lang, input="quit\n")
    assert_ok(result)
    board = result.output
    assert WORDS[lang]["weapon"] in board and WORDS[lang]["penalty"] in board
    assert not any(word in board for word in CODE), board
    fits(board)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_history_and_show_say_the_changed_options_in_words(home: Path, lang: str) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "1", "-o", "weapon_rule=lower_or_equal",
                     input="quit\n"))
    assert_ok(invoke("halunken", "play", "--seed", "2", "-o", "variant=intro", "-p", "Ann",
                     "-p", "Bo", input="quit\n"))
    history = invoke("history", "--lang", lang, "--no-pager")
    assert_ok(history)
    i18n.set_language(lang)
    try:
        assert options_cells(history.output) == [WORDS[lang]["variant"], WORDS[lang]["weapon"]]
    finally:
        i18n.set_language("en")
    assert not any(word in history.output for word in CODE), history.output
    fits(history.output)
    for game_id, words in ((1, "weapon"), (2, "variant")):
        show = invoke("show", str(game_id), "--lang", lang, "--no-pager")
        assert_ok(show)
        assert WORDS[lang][words] in said(show.output.splitlines()[1])
        assert not any(word in show.output.splitlines()[1] for word in CODE)
        fits(show.output)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_rules_say_the_active_options_in_words(home: Path, lang: str) -> None:
    result = invoke("scoundrel", "rules", "-o", "weapon_rule=lower_or_equal", "--lang", lang,
                    "--no-pager")
    assert_ok(result)
    assert WORDS[lang]["weapon"] in said(result.output)
    fits(result.output)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", registry.names())
def test_the_options_offered_before_a_game_name_each_as_typed_and_in_words(
        monkeypatch: pytest.MonkeyPatch, lang: str, game_id: str) -> None:
    out = io.StringIO()
    con = Console(file=out, width=80, no_color=True)
    monkeypatch.setattr(con, "input", lambda prompt: "")  # Enter: keep them
    monkeypatch.setattr(start, "console", lambda: con)
    i18n.set_language(lang)
    try:
        game = registry.get(game_id)
        options: Any = game.meta.options()
        assert start.ask_options(game, options) == options
    finally:
        i18n.set_language("en")
    offered = out.getvalue()
    i18n.set_language(lang)
    try:
        from tabletop.session.session import settable
        from tabletop.text.labels import option_label, options_in_words

        fields = type(options).model_fields
        for name, value in settable(options).items():
            row = next(line for line in offered.splitlines()
                       if line.startswith(f"{name}={value} "))
            assert options_in_words(fields, {name: value}) in row
            assert option_label(name, fields[name]) != name  # words, not code
    finally:
        i18n.set_language("en")
    fits(offered)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_scoundrels_board_says_each_option_as_its_options_model_labels_it(lang: str) -> None:
    """The board draws from the observation alone, so it finds the words by the keys the
    options model names: the same as every other screen says, for every choice."""
    from games.scoundrel import GAME
    from games.scoundrel.rules.options import ScoundrelOptions
    from games.scoundrel.text.board import board
    from tabletop.cli.rule_options import choices
    from tabletop.text.labels import options_in_words

    fields = ScoundrelOptions.model_fields
    seen = GAME.observe(GAME.setup(ScoundrelOptions(), ["Ana"]), 0)
    i18n.set_language(lang)
    try:
        for name, field in fields.items():
            for choice in choices(field):
                shown = board({**seen, "options": {name: choice}})
                facts = next(s for s in shown.sections if s.name == "facts")
                said = facts.rows[-1].values
                assert said == (options_in_words(fields, {name: choice}),)
                assert "_" not in said[0]
    finally:
        i18n.set_language("en")
