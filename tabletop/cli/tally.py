"""``<game> score``: every tally question of a game is an option of its own, asked for when
missing, so a game played without the app is tallied from the command line or by answering."""

from __future__ import annotations

import inspect
import json
import sys
from typing import Annotated, Any, ClassVar, cast

import typer
from rich.console import Console
from rich.text import Text
from typer.core import TyperCommand

from tabletop import tallying
from tabletop.cli.common import JsonOpt, UsageProblem
from tabletop.cli.render import console, error_line, score_table, sheet_json
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.plugin import Game, ScoreSheet, TallyField
from tabletop.tallying import Given, missing


def param_name(field: TallyField) -> str:
    return field.name.replace("-", "_")


def help_key(field: TallyField) -> str:
    return field.help or field.prompt


def option(field: TallyField) -> Any:
    """The option's type for Typer: the text as typed (parsed by the field, so that an answer
    given is checked by the same words as one asked for), repeatable for a multiple field."""
    info = typer.Option(f"--{field.name}", help=t(help_key(field)), show_default=False,
                        metavar=field.name.upper())
    if field.multiple:
        return Annotated[list[str] | None, info]
    return Annotated[str | None, info]


def register(sub: typer.Typer, game: Game[Any]) -> None:
    """Add ``score``: its options are the game's tally fields, then ``--json`` (``--lang``
    is every command's)."""
    fields = game.meta.tally_fields

    class TallyCommand(TyperCommand):
        catalogue_help: ClassVar[dict[str, str]] = {param_name(field): help_key(field)
                                               for field in fields}

    def score(*, as_json: bool = False, **given: Any) -> None:
        """Tally a game played without the app; missing answers are asked for."""
        sheet = tally(game, {field.name: given.get(param_name(field)) for field in fields},
                      interactive=not as_json or sys.stdin.isatty())
        if as_json:
            typer.echo(json.dumps(sheet_json(sheet), ensure_ascii=False))
        else:
            console().print(score_table(sheet))

    keyword = inspect.Parameter.KEYWORD_ONLY
    signature = inspect.Signature([
        *(inspect.Parameter(param_name(field), keyword, default=None, annotation=option(field))
          for field in fields),
        inspect.Parameter("as_json", keyword, default=False, annotation=JsonOpt),
    ], return_annotation=None)
    # Typer reads a command's options from its signature: this one is made from the fields.
    cast(Any, score).__signature__ = signature
    cast(Any, score).__annotations__ = {
        name: param.annotation for name, param in signature.parameters.items()}
    sub.command("score", cls=TallyCommand)(score)


def tally(game: Game[Any], given: Given, *, interactive: bool) -> ScoreSheet:
    """The sheet for the answers given and those asked for.

    What was given is checked before anything is asked. A missing answer is asked for when
    someone can answer (else its default is taken, or it is a usage error); when the tally
    refuses answers that were asked for here, the error is shown and they are asked again.
    """
    fields = game.meta.tally_fields
    try:
        known = tallying.parse_given(fields, given)
    except BadInput as exc:
        raise UsageProblem(exc) from None
    con = console()
    while True:
        answers, asked = dict(known), False
        for field in tallying.open_fields(fields, answers):
            if interactive:
                answers[field.name] = (ask_many(con, field) if field.multiple
                                       else ask_field(con, field))
                asked = True
            elif field.default is not None:
                answers[field.name] = field.parse(field.default)
            else:
                raise UsageProblem(missing(field))
        try:
            return tallying.score(game, answers)
        except BadInput as exc:
            if not asked:
                raise UsageProblem(exc) from None
            error_line(con, exc.message())


def ask_many(con: Console, field: TallyField) -> list[Any]:
    """One answer per line until an empty line (or the end of input)."""
    values: list[Any] = []
    while True:
        try:
            text = con.input(Text(t(field.prompt) + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            con.print()
            text = ""
        if not text.strip():
            if values:
                return values
            raise UsageProblem(missing(field))
        try:
            values.append(field.parse(text))
        except BadInput as exc:
            error_line(con, exc.message())


def ask_field(con: Console, field: TallyField) -> Any:
    """Ask until the answer parses; the end of input is a usage error naming the option."""
    while True:
        try:
            text = con.input(Text(t(field.prompt) + " › ", style="bold"))
        except (EOFError, KeyboardInterrupt):
            con.print()
            raise UsageProblem(missing(field)) from None
        if not text.strip() and field.default is not None:
            text = field.default
        try:
            return field.parse(text)
        except BadInput as exc:
            error_line(con, exc.message())
