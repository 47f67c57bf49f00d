"""``<game> score`` as the help shows it: each tally question of the game an option of its own,
beside the host's. What it does is ``tabletop.cli.tally``, imported when it runs, so a game's
help loads no store and no Rich (issue #26: start-up)."""

from __future__ import annotations

import inspect
from typing import Annotated, Any, ClassVar, cast

import typer
from typer.core import TyperCommand

from tabletop.archive import tallying
from tabletop.cli.common import JsonOpt, OptionOpt
from tabletop.cli.completion import complete_player
from tabletop.plugin import Game, TallyField, tally_fields
from tabletop.text.i18n import t

NoSaveOpt = Annotated[bool, typer.Option(
    "--no-save", help="Only show the score; don't keep the tally in the history.")]
SoloPlayerOpt = Annotated[str | None, typer.Option(
    "--player", "-p", help="Who played (default: as 'play' names the player).",
    metavar="NAME", show_default=False, autocompletion=complete_player)]

# The host's own options of ``score`` (their parameter names stay clear of the fields').
HOST_HELP = {"rule_options": "help_opt_option", "no_save": "help_opt_no_save",
             "solo_player": "help_opt_tally_player"}


def param_name(field: TallyField) -> str:
    return field.name.replace("-", "_")


def help_key(field: TallyField) -> str:
    return field.help or field.prompt


def option(field: TallyField) -> Any:
    """The option's type for Typer: the text as typed (parsed by the field, so that an answer
    given is checked by the same words as one asked for), repeatable for a multiple field."""
    short = ["-p"] if field.name == tallying.PLAYER else []  # as play names its players
    info = typer.Option(f"--{field.name}", *short, help=t(help_key(field)), show_default=False,
                        metavar=field.name.upper())
    if field.multiple:
        return Annotated[list[str] | None, info]
    return Annotated[str | None, info]


def register(sub: typer.Typer, game: Game[Any]) -> None:
    """Add ``score``: its options are the game's tally fields, the player's name of a solo
    game that doesn't ask it, ``--option``, ``--no-save``, then ``--json`` (``--lang`` is
    every command's)."""
    fields = tally_fields(game)
    solo = tallying.names_solo_player(game)

    class TallyCommand(TyperCommand):
        catalogue_help: ClassVar[dict[str, str]] = {
            **{param_name(field): help_key(field) for field in fields}, **HOST_HELP}
        catalogue_metavar: ClassVar[dict[str, str]] = {
            param_name(field): field.metavar for field in fields if field.metavar is not None}

    def score(*, as_json: bool = False, rule_options: list[str] | None = None,
              no_save: bool = False, solo_player: str | None = None, **given: Any) -> None:
        """Tally a game played without the app; missing answers are asked for. The tally is
        kept in the history unless --no-save."""
        from tabletop.cli import tally

        tally.score(game, {field.name: given.get(param_name(field)) for field in fields},
                    as_json=as_json, rule_options=rule_options, no_save=no_save,
                    solo_player=solo_player)

    keyword = inspect.Parameter.KEYWORD_ONLY
    host = [inspect.Parameter("rule_options", keyword, default=None, annotation=OptionOpt),
            inspect.Parameter("no_save", keyword, default=False, annotation=NoSaveOpt)]
    if solo:
        host.append(inspect.Parameter("solo_player", keyword, default=None,
                                      annotation=SoloPlayerOpt))
    signature = inspect.Signature([
        *(inspect.Parameter(param_name(field), keyword, default=None, annotation=option(field))
          for field in fields),
        *host,
        inspect.Parameter("as_json", keyword, default=False, annotation=JsonOpt),
    ], return_annotation=None)
    # Typer reads a command's options from its signature: this one is made from the fields.
    cast(Any, score).__signature__ = signature
    cast(Any, score).__annotations__ = {
        name: param.annotation for name, param in signature.parameters.items()}
    sub.command("score", cls=TallyCommand)(score)
