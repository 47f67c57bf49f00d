"""Click's and Typer's own words (the help screen's headings, "Usage:", their error messages)
in the language of the command line (issue #14).

Typer writes its words through ``gettext`` (``typer.core._``): ``install`` puts a lookup in the
catalogue in its place. The Click that Typer carries writes "Usage:" and its errors as plain
English: the help formatter below writes the usage line, and ``click_message`` says each error
again from the exception's own fields.
"""

from __future__ import annotations

import re

import typer
import typer.core
from typer import _click

from tabletop.text import i18n
from tabletop.text.i18n import t, tn

EXTRA = re.compile(r"Got unexpected extra argument\(s\) \((.*)\)", re.DOTALL)
"""Click's words for arguments left over (the arguments between the parentheses)."""
SUGGESTED = re.compile(r"(.*)\. Did you mean (.+)\?", re.DOTALL)
"""Typer's near misses, added to "No such command" after it was said in the language."""
NEEDS_VALUES = re.compile(r"Option (.+) requires (\d+) arguments\.", re.DOTALL)
TAKES_VALUES = re.compile(r"Argument (.+) takes (\d+) values\.", re.DOTALL)
NOT_VALID = re.compile(r"Value (.+) is not a valid (.+)\.", re.DOTALL)
NOT_ONE_OF = re.compile(r"(.+) is not one of (.+)\.", re.DOTALL)
NO_SUCH_PATH = re.compile(r"(?:file|directory|path) (.+) does not exist\.",
                          re.DOTALL | re.IGNORECASE)
VALUE_ERROR = "Value error, "
"""Pydantic's words before the message of a converter's ``ValueError`` (a choice not offered)."""
"""What the Click inside Typer writes in plain English (it has no gettext): each said again by
its catalogue entry, its values kept."""

TYPER_WORDS = {
    "Arguments": "click_arguments",
    "Options": "click_options",
    "Commands": "click_commands",
    "Missing command.": "click_missing_command",
    "No such command {name!r}.": "click_no_such_command",
    "default: {default}": "click_default",
    "env var: {var}": "click_env_var",
    "required": "click_required",
    "Aborted!": "click_aborted",
    "(dynamic)": "click_dynamic",
}


def gettext(message: str) -> str:
    """Typer's words from the catalogue (its placeholders kept for Typer to fill in)."""
    key = TYPER_WORDS.get(message)
    if key is None or key not in i18n.catalogue():
        return message
    text = t(key)
    return text.replace("{name}", "{name!r}") if "{name!r}" in message else text


def install() -> None:
    typer.core._ = gettext  # type: ignore[attr-defined]


class HelpFormatter(_click.HelpFormatter):
    """Click's help layout, with the usage line's "Usage:" in the language."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, f"{t('click_usage')} " if prefix is None else prefix)


class Context(typer.Context):
    formatter_class = HelpFormatter


def click_message(exc: BaseException) -> str:
    """The error Click raised, said in the language; an error it has no words for here stays as
    Click wrote it."""
    errors = _click.exceptions
    if isinstance(exc, errors.NoSuchOption):
        line = t("click_no_such_option", option=exc.option_name)
        if exc.possibilities:
            line += " " + t("click_possible", options=", ".join(sorted(exc.possibilities)))
        return line
    if isinstance(exc, errors.MissingParameter):
        param = exc.param
        hint = param.get_error_hint() if param is not None else exc.param_hint
        kind = param.param_type_name if param is not None else exc.param_type
        key = {"argument": "click_missing_argument", "option": "click_missing_option"}.get(
            str(kind), "click_missing_parameter")
        return t(key, name=hint if isinstance(hint, str) else "?")
    if isinstance(exc, errors.BadOptionUsage):
        values = NEEDS_VALUES.fullmatch(exc.message)
        if values is not None:
            return t("click_needs_values", option=exc.option_name, count=values[2])
        if "requires" in exc.message:
            return t("click_needs_value", option=exc.option_name)
        if "does not take a value" in exc.message:
            return t("click_takes_no_value", option=exc.option_name)
    if isinstance(exc, errors.BadParameter):
        said = exc.message.removeprefix(VALUE_ERROR)
        reason = _reason(said)
        if reason == said:  # no words of Typer's own: pydantic's, or the app's
            reason = _what_was_wrong(exc, said)
        if exc.param is None:
            return t("click_bad_value_bare", reason=reason)
        return t("click_bad_value", name=exc.param.get_error_hint(), reason=reason)
    if isinstance(exc, errors.UsageError):
        return _usage_message(exc)
    return exc.format_message() if isinstance(exc, errors.ClickException) else str(exc)


def _usage_message(exc: BaseException) -> str:
    """A usage error Click or Typer raised with a message of its own, said in the language."""
    message = str(getattr(exc, "message", exc))
    suggested = SUGGESTED.fullmatch(message)
    if suggested is not None:
        # "No such command" was said through gettext already; Typer adds the near misses after
        return t("click_did_you_mean", said=suggested[1], names=suggested[2])
    extra = EXTRA.fullmatch(message)
    if extra is not None:
        return tn("click_extra_argument", len(extra[1].split()), arguments=extra[1])
    values = TAKES_VALUES.fullmatch(message)
    if values is not None:
        return t("click_argument_values", name=values[1], count=values[2])
    said = _reason(message)
    return said if said != message else _what_was_wrong(exc, message)


def _reason(said: str) -> str:
    """Why a value was refused, as Typer's converters write it in English, in the language."""
    for pattern, key, names in ((NOT_VALID, "click_not_valid", ("value", "kind")),
                                (NOT_ONE_OF, "click_not_one_of", ("value", "choices")),
                                (NO_SUCH_PATH, "click_no_such_path", ("path",))):
        found = pattern.fullmatch(said)
        if found is not None:
            return t(key, **dict(zip(names, found.groups(), strict=True)))
    return t("click_not_a_list") if said == "Value must be an iterable." else said



def _what_was_wrong(exc: BaseException, said: str) -> str:
    """What a value of the wrong kind lacks, told by the pydantic error Typer converts with:
    its words are English in every language (issue #28: ``--port x`` said "Input should be a
    valid integer")."""
    from pydantic import ValidationError

    from tabletop.text.why import validation_what

    cause = exc.__cause__
    if isinstance(cause, ValidationError) and cause.errors():
        return validation_what(cause.errors()[0])
    return said
