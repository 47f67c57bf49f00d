"""What every command shares: common options, language, and errors as one readable line.

Light on purpose: ``tabletop --help`` loads this module, so nothing here may bring pydantic,
Rich or a game along (the start-up budget, issue #14); what an error needs is loaded when one
happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from tabletop.cli.completion import complete_option, complete_player
from tabletop.text import i18n
from tabletop.text.i18n import t

if TYPE_CHECKING:
    from tabletop.events import TabletopError

# The help texts here are the English fallbacks; the catalogue's help_opt_* keys replace them
# in the language of the command line (group.localize).
LangOpt = Annotated[str | None, typer.Option(
    "--lang", help="Language: en or de.", metavar="en|de", show_default=False)]
OptionOpt = Annotated[list[str] | None, typer.Option(
    "--option", "-o", help="A rule-set option, key=value (repeatable).", metavar="KEY=VALUE",
    show_default=False, autocompletion=complete_option)]
PlayerOpt = Annotated[list[str] | None, typer.Option(
    "--player", "-p", help="A player's name (repeat for each seat).", metavar="NAME",
    show_default=False, autocompletion=complete_player)]
BotOpt = Annotated[list[str] | None, typer.Option(
    "--bot", help="A seat the app plays: Name or Name=bot (repeatable).",
    metavar="NAME[=BOT]", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
PagerOpt = Annotated[bool, typer.Option(
    "--pager/--no-pager", help="Long output through $PAGER (or less) at a terminal; never "
                               "when piped.")]

OK, FAILED, USAGE = 0, 1, 2


class UsageProblem(Exception):
    """A user error on the command line itself (exit code 2)."""

    def __init__(self, error: TabletopError) -> None:
        super().__init__(error.key)
        self.error = error


def failure(exc: BaseException) -> tuple[int, str | None] | None:
    """The exit code and the one line to show for an error a user can cause (``None``: a bug,
    whose traceback is worth seeing). The one place that decides the exit codes: 1 when the
    game, its rules, a file or the store refuse; 2 when the command line itself is wrong."""
    # Loaded only once something went wrong: a run that goes well never needs them.
    import sqlite3

    from tabletop.cli.click_texts import click_message
    from tabletop.events import TabletopError
    from tabletop.records.files import NotAFile, shown
    from tabletop.store.database import home
    from tabletop.store.faults import fault
    from tabletop.text.why import os_reason

    if isinstance(exc, UsageProblem):
        return USAGE, exc.error.message()
    if isinstance(exc, FileNotFoundError):  # a path named on the command line
        return USAGE, t("err_file_missing", path=shown(str(exc.filename or exc.args[0])))
    if isinstance(exc, NotAFile):  # a folder or a pipe where a file was meant
        return USAGE, exc.message()
    if isinstance(exc, TabletopError):
        return FAILED, exc.message()
    if isinstance(exc, OSError) and not isinstance(exc, BrokenPipeError):
        # A file named on the command line that the system refuses (a name too long, a
        # folder without rights), met outside the checks that name it more precisely.
        where = shown(exc.filename) if isinstance(exc.filename, str) else "?"
        return FAILED, t("err_os", path=where, reason=os_reason(exc))
    if isinstance(exc, sqlite3.Error):  # met outside the store's guard: still its one line
        return FAILED, fault(exc, home() / "tabletop.db").message()
    if isinstance(exc, typer.Abort):
        return FAILED, None
    if isinstance(exc, typer.TyperException):  # Click's own errors, usage errors exit 2
        ctx = getattr(exc, "ctx", None)
        if type(exc).__name__ == "NoArgsIsHelpError":  # the help is shown: no error line
            return exc.exit_code, None
        where = ctx.command_path if ctx is not None else "tabletop"
        return exc.exit_code, f"{click_message(exc)} ({t('see_help', command=where)})"
    return None


def use_lang(lang: str | None) -> None:
    if lang is not None:
        if lang not in i18n.LANGUAGES:
            from tabletop.events import BadInput  # a wrong --lang only

            raise UsageProblem(BadInput("err_bad_option", option="--lang", value=lang,
                                        reason="en, de"))
        i18n.set_language(lang, typed=True)
