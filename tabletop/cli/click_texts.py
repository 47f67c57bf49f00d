"""Click's and Typer's own words (the help screen's headings, "Usage:", the notes after an
option's help, their error messages) in the language of the command line (issue #14).

Only Typer's public face is used (issue #41): Typer keeps its own copy of Click, private to it,
and writes these words in English (its ``gettext`` finds no catalogue of ours). The help goes
through the formatter of the context a command is given (``Context.formatter_class``, Click's
documented hook): ``HelpFormatter`` below says the usage line, the headings and the notes in
the language. An error is said again from the exception's own fields by ``click_message``,
which knows Click's errors by the names of their classes (Typer exports only
``BadParameter``).
"""

from __future__ import annotations

import re
from typing import Any

import typer

from tabletop.text import i18n
from tabletop.text.i18n import t, tn

EXTRA = re.compile(r"Got unexpected extra argument\(s\) \((.*)\)", re.DOTALL)
"""Click's words for arguments left over (the arguments between the parentheses)."""
SUGGESTED = re.compile(r"(.*)\. Did you mean (.+)\?", re.DOTALL)
"""Typer's near misses, added to its "No such command"."""
NO_SUCH_COMMAND = re.compile(r"No such command (.+?)\.?", re.DOTALL)
NEEDS_VALUES = re.compile(r"Option (.+) requires (\d+) arguments\.", re.DOTALL)
TAKES_VALUES = re.compile(r"Argument (.+) takes (\d+) values\.", re.DOTALL)
NOT_VALID = re.compile(r"Value (.+) is not a valid (.+)\.", re.DOTALL)
NOT_ONE_OF = re.compile(r"(.+) is not one of (.+)\.", re.DOTALL)
NO_SUCH_PATH = re.compile(r"(?:file|directory|path) (.+) does not exist\.",
                          re.DOTALL | re.IGNORECASE)
VALUE_ERROR = "Value error, "
"""Pydantic's words before the message of a converter's ``ValueError`` (a choice not offered)."""
NOTES = re.compile(r"(?P<help>.*?)(?P<gap>  )?\[(?P<notes>[^\[\]]*)\]", re.DOTALL)
"""The notes Typer writes after an option's help, ``[default: 20; required]``."""

WORDS = {
    "Arguments": "click_arguments",
    "Options": "click_options",
    "Commands": "click_commands",
    "Missing command.": "click_missing_command",
    "Aborted!": "click_aborted",
    "required": "click_required",
    "(dynamic)": "click_dynamic",
}
"""Typer's words said whole, by their catalogue entries."""
NAMED = {"default: ": ("click_default", "default"), "env var: ": ("click_env_var", "var")}
"""Typer's notes that name a value after their words."""


def typers_word(english: str) -> str:
    """One of Typer's words in the language (a word it has no entry for stays)."""
    key = WORDS.get(english)
    return t(key) if key is not None and key in i18n.catalogue() else english


def _note(note: str) -> str:
    for start, (key, name) in NAMED.items():
        if note.startswith(start):
            return t(key, **{name: typers_word(note.removeprefix(start))})
    return typers_word(note)


def said_notes(help_text: str) -> str:
    """An option's help with the notes Typer put after it in the language (a range such as
    ``1<=x<=65535`` says itself)."""
    found = NOTES.fullmatch(help_text)
    if found is None:
        return help_text
    notes = "; ".join(_note(note) for note in found["notes"].split("; "))
    return f"{found['help']}{found['gap'] or ''}[{notes}]"


def is_click_error(exc: BaseException, name: str) -> bool:
    """Whether ``exc`` is the error Click calls ``name`` (``UsageError``, ``NoSuchOption``):
    Typer raises Click's errors from its own copy of Click and exports none of them but
    ``BadParameter``, so they are known by their documented names."""
    return isinstance(exc, typer.TyperException) and any(
        kind.__name__ == name for kind in type(exc).__mro__)


_Formatter: type[Any] = typer.Context.formatter_class
"""Click's help formatter, as Typer's context names it."""


class HelpFormatter(_Formatter):  # type: ignore[misc]
    """Click's help layout, with the usage line, the headings and the notes after an
    option's help in the language."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        super().write_usage(prog, args, f"{t('click_usage')} " if prefix is None else prefix)

    def write_heading(self, heading: str) -> None:
        super().write_heading(typers_word(heading))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        super().write_dl([(term, said_notes(text)) for term, text in rows], col_max,
                         col_spacing)


class Context(typer.Context):
    formatter_class = HelpFormatter


def click_message(exc: BaseException) -> str:
    """The error Click raised, said in the language; an error it has no words for here stays as
    Click wrote it."""
    error: Any = exc  # Click's fields, read by the kind of error
    if is_click_error(exc, "NoSuchOption"):
        line = t("click_no_such_option", option=error.option_name)
        if error.possibilities:
            line += " " + t("click_possible", options=", ".join(sorted(error.possibilities)))
        return line
    if is_click_error(exc, "MissingParameter"):
        param = error.param
        hint = param.get_error_hint() if param is not None else error.param_hint
        kind = param.param_type_name if param is not None else error.param_type
        key = {"argument": "click_missing_argument", "option": "click_missing_option"}.get(
            str(kind), "click_missing_parameter")
        return t(key, name=hint if isinstance(hint, str) else "?")
    if is_click_error(exc, "BadOptionUsage"):
        values = NEEDS_VALUES.fullmatch(error.message)
        if values is not None:
            return t("click_needs_values", option=error.option_name, count=values[2])
        if "requires" in error.message:
            return t("click_needs_value", option=error.option_name)
        if "does not take a value" in error.message:
            return t("click_takes_no_value", option=error.option_name)
    if isinstance(exc, typer.BadParameter):
        said = exc.message.removeprefix(VALUE_ERROR)
        reason = _reason(said)
        if reason == said:  # no words of Typer's own: pydantic's, or the app's
            reason = _what_was_wrong(exc, said)
        if exc.param is None:
            return t("click_bad_value_bare", reason=reason)
        return t("click_bad_value", name=exc.param.get_error_hint(), reason=reason)
    if is_click_error(exc, "UsageError"):
        return _usage_message(exc)
    return exc.format_message() if isinstance(exc, typer.TyperException) else str(exc)


def _usage_message(exc: BaseException) -> str:
    """A usage error Click or Typer raised with a message of its own, said in the language."""
    message = str(getattr(exc, "message", exc))
    suggested = SUGGESTED.fullmatch(message)
    if suggested is not None:  # Typer adds the near misses to its "No such command"
        return t("click_did_you_mean", said=_usage_words(suggested[1]), names=suggested[2])
    words = _usage_words(message)
    if words != message:
        return words
    extra = EXTRA.fullmatch(message)
    if extra is not None:
        return tn("click_extra_argument", len(extra[1].split()), arguments=extra[1])
    values = TAKES_VALUES.fullmatch(message)
    if values is not None:
        return t("click_argument_values", name=values[1], count=values[2])
    said = _reason(message)
    return said if said != message else _what_was_wrong(exc, message)


def _usage_words(message: str) -> str:
    """Typer's own usage errors ("Missing command.", "No such command 'x'") in the language."""
    unknown = NO_SUCH_COMMAND.fullmatch(message)
    if unknown is not None:
        return t("click_no_such_command", name=unknown[1]).removesuffix(
            "" if message.endswith(".") else ".")
    return typers_word(message)


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
