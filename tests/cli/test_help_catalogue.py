"""Every option of every command explains itself in both languages (issue #14: the help of
each verb describes every option, and with --lang de in German)."""

from __future__ import annotations

from typing import Any

import click
import typer

from tabletop import i18n
from tabletop.cli.app import app


def commands(command: Any, path: tuple[str, ...]) -> list[tuple[tuple[str, ...], Any]]:
    found = [(path, command)]
    if hasattr(command, "list_commands"):
        context = click.Context(command)
        for name in command.list_commands(context):
            sub = command.get_command(context, name)
            if sub is not None:
                found += commands(sub, (*path, name))
    return found


def test_every_option_has_its_help_in_the_catalogue() -> None:
    root = typer.main.get_command(app)
    missing = []
    for path, command in commands(root, ("tabletop",)):
        keys = getattr(command, "catalogue_help", {})
        for param in command.params:
            if getattr(param, "param_type_name", "") != "option" or param.name == "lang":
                continue
            key = keys.get(param.name, f"help_opt_{param.name}")
            if key not in i18n.catalogue():
                missing.append(f"{' '.join(path)} --{param.name}: {key}")
    assert len(commands(root, ("tabletop",))) > 30  # every game's verbs were looked at
    assert missing == []
