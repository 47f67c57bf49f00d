"""A game's rule-set options explained: each in one line with its choices, at the prompt that
offers them before a game (``?``) and for completing ``--option key=value`` (issue #14).

An option's sentence is ``tabletop.session.session.explained`` and its words are
``tabletop.text.labels``, as the web's new-game form says them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, get_args, get_origin

from pydantic import BaseModel
from pydantic.fields import FieldInfo

from tabletop.plugin import Game
from tabletop.text.i18n import t
from tabletop.text.labels import choice_label, option_label, options_in_words

if TYPE_CHECKING:
    from rich.table import Table

HELP_WORDS = {"?", "h", "help", "hilfe"}


def is_help(text: str) -> bool:
    return text.strip().casefold() in HELP_WORDS


def _extra(field: FieldInfo) -> dict[str, Any]:
    extra = field.json_schema_extra
    return extra if isinstance(extra, dict) else {}


def settable_fields(model: type[BaseModel]) -> dict[str, FieldInfo]:
    """The options a person may set (one another concept replaced is the app's to keep)."""
    return {name: field for name, field in model.model_fields.items()
            if "replaced" not in _extra(field)}


def choices(field: FieldInfo) -> list[str]:
    """The values a field takes, as typed: a Literal's words, a bounded number's range."""
    annotation = field.annotation
    if get_origin(annotation) is Literal:
        return [str(value) for value in get_args(annotation)]
    if annotation is bool:
        return ["true", "false"]
    if annotation is int:
        low = next((m.ge for m in field.metadata if hasattr(m, "ge")), None)
        high = next((m.le for m in field.metadata if hasattr(m, "le")), None)
        if low is not None and high is not None:
            return [str(n) for n in range(low, high + 1)] if high - low < 10 else [
                f"{low}-{high}"]
    return []


def example_option(model: type[BaseModel]) -> str | None:
    """One of the game's own options as typed, for the help of ``--option``: the first a
    person may set, with its first choice other than the default (issue #28: every game's help
    gave Scoundrel's ``weapon_rule=lower_or_equal``); ``None`` for a game without any."""
    for name, field in settable_fields(model).items():
        default = str(field.get_default(call_default_factory=True)).casefold()
        # a range ("1-20") names no one value
        other = [choice for choice in choices(field) if choice.casefold() != default
                 and (field.annotation is not int or choice.lstrip("-").isdigit())]
        if other:
            return f"{name}={other[0]}"
    return None


def example_words(model: type[BaseModel]) -> dict[str, str] | None:
    """The help's example of ``--option``: ``pair`` as typed and, beside it, ``words`` as the
    reader reads it (``Weapon after a kill: against equal ones too``)."""
    pair = example_option(model)
    if pair is None:
        return None
    name, _, value = pair.partition("=")
    return {"pair": pair, "words": options_in_words(model.model_fields, {name: value})}


def option_choices(game: Game[Any]) -> dict[str, list[str]]:
    return {name: choices(field)
            for name, field in settable_fields(game.meta.options).items()}


def explain_options(game: Game[Any], options: BaseModel, verb: str = "play") -> Table:
    """Each option a person may set: its name and what it is called, each choice as typed with
    what it means (the one in force bold), and what the option decides; under them, how to
    change them here and on the command line. Two columns, so it fits 60."""
    # Rich and the session only for the prompt: a game's help and completion read the
    # choices above without them (issue #26: start-up).
    from rich.table import Table
    from rich.text import Text

    from tabletop.session.session import explained

    table = Table(title=t("options_help_title"), title_justify="left", show_header=False,
                  box=None, padding=(0, 1))
    table.add_column(no_wrap=True)
    table.add_column(overflow="fold")
    values = options.model_dump()
    for name, field in settable_fields(type(options)).items():
        current = str(values[name])
        table.add_row(Text(name, style="bold"), Text(option_label(name, field), style="bold"))
        for choice in choices(field):
            style = "bold" if choice == current else ""
            table.add_row(Text(f"  {choice}", style=style),
                          Text(choice_label(field, choice), style=style))
        table.add_row("", Text(explained(field), style="dim"))
    table.caption = t("options_help_how", game=game.meta.id, verb=verb)
    table.caption_justify = "left"
    return table
