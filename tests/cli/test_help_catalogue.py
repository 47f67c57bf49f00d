"""Every option and argument of every command explains itself in both languages (issue #14:
the help of each verb describes every option, and with --lang de in German)."""

from __future__ import annotations

from typing import Any

import typer

from tabletop.cli.app import app
from tabletop.cli.group import argument_key
from tabletop.text import i18n


def commands(command: Any, path: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
    found = [(path, command)]
    if hasattr(command, "list_commands"):
        context = typer.Context(command)
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None:
                found += commands(sub, (*path, name))
    return found


def test_every_option_and_argument_has_its_help_in_the_catalogue() -> None:
    root = typer.main.get_command(app)
    missing = []
    for path, command in commands(root, ("tabletop",)):
        keys = getattr(command, "catalogue_help", {})
        for param in command.params:
            kind = getattr(param, "param_type_name", "")
            if kind not in ("option", "argument") or param.name == "lang":
                continue
            key = keys.get(param.name, f"help_opt_{param.name}" if kind == "option" else
                           argument_key(command.name, param.name))
            if key not in i18n.catalogue():
                shown = f"--{param.name}" if kind == "option" else param.name.upper()
                missing.append(f"{' '.join(path)} {shown}: {key}")
    assert len(commands(root, ("tabletop",))) > 30  # every game's verbs were looked at
    assert missing == []


def test_the_game_help_names_the_host_commands_in_the_language(home: object) -> None:
    """Issue #14: the German help listed 'undo', 'hint', 'log' … in English. Each word it
    shows is one the game reads, in both languages."""
    from tabletop.cli import loop

    from .support import invoke, moves

    sets = {"undo": loop.UNDO, "fix": loop.FIX, "hint": loop.HINT, "log": loop.LOG,
            "score": loop.SCORE, "rules": loop.RULES, "quit": loop.QUIT, "help": loop.HELP}
    for name, words in sets.items():
        texts = i18n.catalogue()[f"word_{name}"]
        assert texts["en"] in words and texts["de"] in words
    result = invoke("scoundrel", "play", "--seed", "1", "--player", "Ana", "--lang", "de",
                    input=moves("hilfe", "ende"))
    assert result.exit_code == 0, result.output
    shown = result.output.split("Befehle")[-1] if "Befehle" in result.output else result.output
    for word in ("zurück", "tipp", "protokoll", "wertung", "regeln", "ende", "hilfe"):
        assert f"\n{word} " in shown or f" {word} " in shown, word
    for english in ("undo", "hint", "log", "score", "rules", "quit"):
        assert f"\n{english} " not in shown, english


def test_a_long_list_of_choices_keeps_every_kind() -> None:
    """Issue #14: cut at 24 entries, 30 bids pushed 'pass' off the "You can:" list."""
    from tabletop.cli.loop import fitting

    bids = [f"bid y{n}" for n in range(30)]
    shown = fitting([*bids, "pass"], 24)
    assert shown[-1] == "pass" and "…" in shown
    assert len([name for name in shown if name != "…"]) == 24
    assert fitting(["a 1", "b 2"], 24) == ["a 1", "b 2"]
    many_kinds = [f"kind{n} x" for n in range(30)]
    assert fitting(many_kinds, 24) == many_kinds  # every kind once, even past the limit


def test_every_rule_option_explains_itself_in_both_languages() -> None:
    """Issue #14: '?' at the options prompt explains each option; in German too."""
    from tabletop.cli.rule_options import settable_fields
    from tabletop.registry import games
    from tabletop.session.session import explained as line

    for game in games().values():
        for name, field in settable_fields(game.meta.options).items():
            extra = field.json_schema_extra
            key = extra.get("help") if isinstance(extra, dict) else None
            assert isinstance(key, str) and key in i18n.catalogue(), (game.meta.id, name)
            with i18n.speaking("de"):
                german = line(field)
            with i18n.speaking("en"):
                assert german != line(field), (game.meta.id, name)
