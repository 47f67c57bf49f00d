"""Issue #28 ("Words"), the help: each game's ``--option`` gives one of its own options as the
example (every game gave Scoundrel's ``weapon_rule=lower_or_equal``), and the German help says
its usage line and the names of its values in German (it said ``[OPTIONS] COMMAND`` and
``KEY=VALUE``). Every screen at 80 columns, as the fixture sets them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Literal

import pytest
import typer
from pydantic import BaseModel, Field
from rich.cells import cell_len

from tabletop import registry
from tabletop.cli.app import app
from tabletop.cli.rule_options import choices, example_option, settable_fields
from tabletop.text import i18n
from tabletop.text.labels import options_in_words

from .support import assert_ok, invoke

GAMES = registry.names()


def with_option(game_id: str) -> list[str]:
    """The game's commands that take ``--option``."""
    group: Any = typer.main.get_command(app)
    command = group.get_command(typer.Context(group), game_id)
    context = typer.Context(command)
    return [name for name in command.list_commands(context)
            if any("--option" in getattr(param, "opts", ())
                   for param in command.get_command(context, name).params)]


def said(output: str) -> str:
    """The help with its lines joined: Click wraps an example where it likes."""
    return " ".join(output.split())


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_games_option_help_gives_one_of_its_own_options(
        home: Path, game_id: str, lang: str) -> None:
    model = registry.get(game_id).meta.options
    example = example_option(model)
    assert example is not None
    name, value = example.split("=")
    field = settable_fields(model)[name]
    assert value in choices(field) and value != str(field.default)  # a choice worth showing
    verbs = with_option(game_id)
    assert {"play", "table", "rules", "score"} <= set(verbs)
    word = {"en": "Example", "de": "Beispiel"}[lang]
    i18n.set_language(lang)
    try:
        beside = options_in_words(model.model_fields, {name: value})  # typed, and in words
    finally:
        i18n.set_language("en")
    for verb in verbs:
        result = invoke(game_id, verb, "--help", "--lang", lang)
        assert_ok(result)
        assert f"{word}: -o {example} ({beside})" in said(result.output), (verb, result.output)
        if game_id != "scoundrel":
            assert "weapon_rule" not in result.output, (verb, result.output)
        assert max(map(cell_len, result.output.splitlines())) <= 80


def test_the_example_is_read_from_the_options_model() -> None:
    """The first option a person may set, its first choice other than the default; an option
    the app keeps and a range are passed over; a game with nothing to set gives none."""

    class Kept(BaseModel):
        edition: int = Field(2, ge=1, le=2, json_schema_extra={"replaced": "err_x"})
        size: int = Field(5, ge=1, le=40)
        mode: Literal["a", "b", "c"] = "a"

    class Second(BaseModel):
        mode: Literal["a", "b"] = "b"

    class Nothing(BaseModel):
        edition: int = Field(1, json_schema_extra={"replaced": "err_x"})

    assert example_option(Kept) == "mode=b"
    assert example_option(Second) == "mode=a"
    assert example_option(Nothing) is None
    assert example_option(registry.get("scoundrel").meta.options) == "weapon_rule=lower_or_equal"


ENGLISH = re.compile(r"\[OPTIONS\]|\bCOMMAND\b|\[ARGS\]|\bKEY\b|\bVALUE\b|\bFILE\b|\bSECONDS\b"
                     r"|\bCARDS\b|\bGAME\b|\bMODE\b|\bRESULT\b|\bHEALTH\b|\bPLAYER\b")


def helps(lang: str) -> dict[str, str]:
    """Every command's help, by its command line."""
    lines = [[], ["games"], ["history"], ["show"], ["export"], ["import"], ["resume"], ["serve"]]
    for game_id in GAMES:
        group: Any = typer.main.get_command(app)
        command = group.get_command(typer.Context(group), game_id)
        lines += [[game_id], *([game_id, verb] for verb in
                               command.list_commands(typer.Context(command)))]
    found = {}
    for line in lines:
        result = invoke(*line, "--help", "--lang", lang)
        assert_ok(result)
        found[" ".join(line)] = result.output
    return found


def test_the_german_help_says_its_usage_line_and_value_names_in_german(home: Path) -> None:
    german = helps("de")
    assert german[""].startswith("Aufruf: tabletop [OPTIONEN] BEFEHL [ARGUMENTE]...\n")
    assert german["halunken"].startswith(
        "Aufruf: tabletop halunken [OPTIONEN] BEFEHL [ARGUMENTE]...\n")
    assert german["scoundrel replay"].startswith(
        "Aufruf: tabletop scoundrel replay [OPTIONEN] {DATEI}\n")
    assert german["export"].startswith("Aufruf: tabletop export [OPTIONEN] [ID DATEI]...\n")
    assert "-o, --option SCHLÜSSEL=WERT" in german["dungeon-dice play"]
    assert "--health LEBEN" in german["scoundrel score"]
    assert "--time SEKUNDEN" in german["halunken hint"]
    for line, text in german.items():
        options_column = [row for row in text.splitlines()
                          if row.startswith(("Aufruf:", "  -", "  --"))]
        for row in options_column:
            # the option column, not the sentence beside it (which may quote a typed word)
            head = row if row.startswith("Aufruf:") else re.split(r"\s{2,}", row.strip())[0]
            assert ENGLISH.search(head) is None, (line, row)
        assert max(map(cell_len, text.splitlines())) <= 80, line


def test_english_stays_english_after_german_in_the_same_process(home: Path) -> None:
    """A command is built once and localized on every run: German names must not stay."""
    assert "SCHLÜSSEL=WERT" in invoke("scoundrel", "play", "--help", "--lang", "de").output
    english = invoke("scoundrel", "play", "--help", "--lang", "en")
    assert english.output.startswith("Usage: tabletop scoundrel play [OPTIONS]\n")
    assert "-o, --option KEY=VALUE" in english.output
    assert "Example: -o weapon_rule=lower_or_equal" in said(english.output)
    root = invoke("--help", "--lang", "en").output
    assert root.startswith("Usage: tabletop [OPTIONS] COMMAND [ARGS]...\n")
    assert "--result RESULT" in invoke("scoundrel", "score", "--help").output
