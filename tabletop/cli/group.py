"""The root command group: the language, help texts in it, and every error as one line.

``--lang`` is read before Click parses anything, because the help texts and Click's usage
errors are written in the language it names; every command and group then accepts it as an
ordinary option, so it may stand anywhere on the line.
"""

from __future__ import annotations

import contextlib
import copy
import io
import os
import sys
from collections.abc import Sequence
from typing import Any

import typer
from typer.core import TyperGroup

from tabletop import i18n
from tabletop.cli.common import USAGE, failure, use_lang
from tabletop.cli.render import error_console, error_line
from tabletop.i18n import t


def language_from(args: Sequence[str]) -> str | None:
    """The last ``--lang X`` or ``--lang=X`` before a ``--`` (as Click would read it)."""
    found = None
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--lang" and index + 1 < len(args):
            found = args[index + 1]
        elif arg.startswith("--lang="):
            found = arg.split("=", 1)[1]
    return found


def localize(command: Any, game_title: str | None = None, lang: Any = None) -> None:
    """Replace the help texts with the catalogue's, keyed by command and parameter name (a
    command's catalogue_help attribute may name other keys), and give every command and group
    without its own ``--lang`` a copy of ``lang`` that takes no part in its call."""
    key = f"help_cmd_{command.name or 'tabletop'}"
    if game_title is not None:
        command.help = t("help_game", title=game_title)
    elif key in i18n.catalogue():
        command.help = t(key)
    keys = getattr(command, "catalogue_help", {})
    for param in command.params:
        param_key = keys.get(param.name, f"help_opt_{param.name}")
        if getattr(param, "param_type_name", "") == "option" and param_key in i18n.catalogue():
            param.help = t(param_key)
    helper = command.get_help_option(typer.Context(command))  # Click makes it once a command
    if helper is not None:
        helper.help = t("help_opt_help")
    if lang is not None and all(param.name != "lang" for param in command.params):
        borrowed = copy.copy(lang)
        borrowed.expose_value = False  # read once, above: no command body needs it
        command.params.append(borrowed)
    for sub in getattr(command, "commands", {}).values():
        localize(sub, getattr(sub, "game_title", None), lang)


def readable_input() -> None:
    """Bytes typed or piped that are no UTF-8 (a Latin-1 terminal's é) arrive as �, so the
    answer is refused like any typo instead of crashing the prompt (issue #13)."""
    if isinstance(sys.stdin, io.TextIOWrapper):
        with contextlib.suppress(ValueError, OSError):
            sys.stdin.reconfigure(errors="replace")


def _undecodable(arg: str) -> bool:
    # Bytes of the command line that are no UTF-8 arrive as lone surrogates, which no file,
    # store or screen can take.
    return any("\ud800" <= char <= "\udfff" for char in arg)


class HostGroup(TyperGroup):
    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        readable_input()
        i18n.set_language(i18n.detect_language())
        if any(_undecodable(arg) for arg in argv):
            error_line(error_console(), t("err_arg_bytes"))
            sys.exit(USAGE)
        try:
            use_lang(language_from(argv))
            localize(self, lang=next((p for p in self.params if p.name == "lang"), None))
            result = super().main(argv, prog_name, complete_var, standalone_mode=False,
                                  windows_expand_args=windows_expand_args, **extra)
        except BrokenPipeError:  # the reader stopped reading (`export --all - | head`)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(1)
        except Exception as exc:
            verdict = failure(exc)
            if not standalone_mode or verdict is None:
                raise
            code, line = verdict
            if line is not None:
                error_line(error_console(), line)
            sys.exit(code)
        if standalone_mode:
            sys.exit(result if isinstance(result, int) else 0)
        return result
