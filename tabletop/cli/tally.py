"""``<game> score``: every tally question of a game is an option of its own, asked for when
missing, so a game played without the app is tallied from the command line or by answering;
the tally is then kept in the history (``--no-save``: only shown). What it does, loaded when it
runs (``tabletop.cli.tally_command`` declares it)."""

from __future__ import annotations

import sys
from typing import Any

import typer
from pydantic import BaseModel
from rich.console import Console
from rich.text import Text

from tabletop.archive import tallying
from tabletop.archive.rows import local_time
from tabletop.archive.tallying import Given, Texts, missing
from tabletop.cli.common import UsageProblem
from tabletop.cli.render import console, error_line, json_text, score_table, sheet_json
from tabletop.cli.seats import default_players, options_for
from tabletop.events import BadInput, Record
from tabletop.plugin import Game, ScoreSheet, TallyField, tally_fields
from tabletop.store.database import Store
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name


def score(game: Game[Any], given: Given, *, as_json: bool, rule_options: list[str] | None,
          no_save: bool, solo_player: str | None) -> None:
    """``<game> score``: the sheet for the answers given (by tally field) and those asked
    for, kept in the history unless ``no_save``."""
    options = options_for(game, rule_options)
    name = solo_player if solo_player is not None else (
        default_players(game, None, ask=not as_json)[0] if tallying.names_solo_player(game)
        else None)
    sheet, texts = tally(game, given, interactive=not as_json or sys.stdin.isatty(),
                         options=options, name=name)
    game_id = None if no_save else tallying.save(Store(), game, sheet, options, texts)
    if as_json:
        typer.echo(json_text({**sheet_json(sheet), "id": game_id}))
        return
    con = console()
    con.print(score_table(sheet))
    if game_id is not None:
        con.print(Text(t("msg_tally_saved", id=game_id), style="dim"))


def tally(game: Game[Any], given: Given, *, interactive: bool,
          options: BaseModel | None = None, name: str | None = None
          ) -> tuple[ScoreSheet, Texts]:
    """The sheet for the answers given and those asked for, and the answers as typed.

    What was given is checked before anything is asked; a refusal of it is a usage error. A
    missing answer is asked for when someone can answer (else its default is taken, or it is
    a usage error), and asked again, with the reason, until it parses and agrees with the
    answers before it: no answer already given is lost.
    """
    fields = tally_fields(game)
    try:
        answers = tallying.given_answers(game, given, options, name)
    except BadInput as exc:
        raise UsageProblem(exc) from None
    texts: dict[str, Any] = {key: given[key] for key in answers if given.get(key) is not None}
    con = console()
    for field in tallying.open_fields(fields, answers):
        if interactive:
            texts[field.name], answers[field.name] = (
                ask_many(con, game, field, answers) if field.multiple
                else ask_field(con, game, field, answers))
        elif field.default is not None:
            texts[field.name] = field.default
            answers[field.name] = field.parse(field.default)
        else:
            raise UsageProblem(missing(field))
    try:
        sheet = tallying.score(game, answers)
    except BadInput as exc:
        raise UsageProblem(exc) from None
    return sheet, tallying.kept_texts(game, answers, texts)


def ask(con: Console, field: TallyField) -> str | None:
    """One typed line; None at the end of input."""
    try:
        return con.input(Text(t(field.prompt) + " › ", style="bold"))
    except (EOFError, KeyboardInterrupt):
        con.print()
        return None


def ask_many(con: Console, game: Game[Any], field: TallyField,
             answers: dict[str, Any]) -> tuple[list[str], list[Any]]:
    """One answer per line (each player), until an empty line once the game has enough
    players, or its last seat is taken; a line the tally refuses is asked again."""
    texts: list[str] = []
    values: list[Any] = []
    meta = game.meta
    while len(values) < meta.max_players:
        text = ask(con, field)
        if text is None or not text.strip():
            if len(values) >= meta.min_players:
                break
            if not values:
                raise UsageProblem(missing(field))
            too_few = tallying.players_count(game, len(values))
            if text is None:
                raise UsageProblem(too_few)
            error_line(con, too_few.message())
            continue
        try:
            value = tallying.parse_text(field, text)
            tallying.trial(game, {**answers, field.name: [*values, value]})
        except BadInput as exc:
            error_line(con, exc.message())
            continue
        texts.append(text)
        values.append(value)
    return texts, values


def ask_field(con: Console, game: Game[Any], field: TallyField,
              answers: dict[str, Any]) -> tuple[str, Any]:
    """Ask until the answer parses and agrees with the answers before it; the end of input is
    a usage error naming the option."""
    while True:
        text = ask(con, field)
        if text is None:
            raise UsageProblem(missing(field))
        if not text.strip() and field.default is not None:
            text = field.default
        try:
            value = tallying.parse_text(field, text)
            tallying.trial(game, {**answers, field.name: value})
        except BadInput as exc:
            error_line(con, exc.message())
            continue
        return text, value


def show_tallied(game: Game[Any], game_id: int, record: Record, options: str,
                 lang: str | None) -> None:
    """``show`` for a tallied game: who played when, and its score sheet scored again from
    the answers kept (there is no log of moves to show)."""
    con = console()
    con.print(Text(t("show_header", id=game_id, title=game.meta.titles[i18n.language()],
                     date=local_time(record.created),
                     players=", ".join(map(shown_name, record.players)),
                     mode=t("mode_tally")), style="bold"))
    con.print(Text(t("show_options", options=options, seed="–"), style="dim"))
    con.print(Text(t("show_tallied"), style="dim"))
    con.print(score_table(tallying.recorded(game, record, lang)))
