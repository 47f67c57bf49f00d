"""The root command group: help texts in the user's language, and usage errors on one line.

Typer has shipped both with the Click package and with its own copy of it, so Click's objects
are recognised by what they offer rather than by their classes.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from typer.core import TyperGroup

from tabletop import i18n
from tabletop.cli.render import error_console, error_line
from tabletop.i18n import t


def _language_from(args: Sequence[str]) -> str:
    for index, arg in enumerate(args):
        if arg == "--lang" and index + 1 < len(args):
            return args[index + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
    return i18n.detect_language()


def localize(command: Any, game_title: str | None = None) -> None:
    """Replace the help texts with the catalogue's, keyed by command and parameter name."""
    key = f"help_cmd_{command.name or 'tabletop'}"
    if game_title is not None:
        command.help = t("help_game", title=game_title)
    elif key in i18n.catalogue():
        command.help = t(key)
    for param in command.params:
        param_key = f"help_opt_{param.name}"
        if getattr(param, "param_type_name", "") == "option" and param_key in i18n.catalogue():
            param.help = t(param_key)
    for sub in getattr(command, "commands", {}).values():
        localize(sub, getattr(sub, "game_title", None))


def _is_click_error(exc: Exception) -> bool:
    return hasattr(exc, "format_message") and isinstance(getattr(exc, "exit_code", None), int)


class HostGroup(TyperGroup):
    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        lang = _language_from(argv)
        i18n.set_language(lang if lang in i18n.LANGUAGES else "en")
        localize(self)
        try:
            result = super().main(argv, prog_name, complete_var, standalone_mode=False,
                                  windows_expand_args=windows_expand_args, **extra)
        except Exception as exc:
            if standalone_mode and type(exc).__name__ == "Abort":
                sys.exit(1)
            if not standalone_mode or not _is_click_error(exc):
                raise
            ctx = getattr(exc, "ctx", None)
            where = ctx.command_path if ctx is not None else "tabletop"
            error_line(error_console(),
                       f"{exc.format_message()} ({t('see_help', command=where)})")  # type: ignore[attr-defined]
            sys.exit(exc.exit_code)  # type: ignore[attr-defined]
        if standalone_mode:
            sys.exit(result if isinstance(result, int) else 0)
        return result
