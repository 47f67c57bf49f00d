"""The root command group: the language, help texts in it, commands built when named, and
every error as one line.

``--lang`` is read before Click parses anything, because the help texts and Click's usage
errors are written in the language it names; every command and group then accepts it as an
ordinary option, so it may stand anywhere on the line.

A command is built (and the modules and the game plugin it needs imported) only when the line
names it: the root's help and shell completion read the names alone (issue #14).
"""

from __future__ import annotations

import contextlib
import copy
import errno
import io
import os
import re
import sys
from collections.abc import Callable, Iterator, Mapping, MutableMapping, Sequence
from typing import Any

import typer
from typer.core import TyperGroup

from tabletop.cli import click_texts
from tabletop.cli.common import FAILED, USAGE, failure, use_lang
from tabletop.text import i18n
from tabletop.text.i18n import t

METAVARS = {"game_id": "ID", "resume": "ID", "seed": "N", "games": "N", "limit": "N",
            "port": "N", "jobs": "N", "players": "N", "seconds": "SECONDS", "args": "ID FILE",
            "strategy": "BOT", "player": "NAME", "game": "GAME", "file": "FILE", "deck": "CARDS"}
"""What a value is called in the help where a command does not say (Typer would write the
type, ``<int>`` or ``<list[str]>``; issue #14)."""

Loader = Callable[[], Any]
"""Builds one Click command (raises the one-line error when it cannot be built)."""


def short_help(text: str, limit: int = 45) -> str:
    """A command's line in a list: the first sentence of its help if it fits, else as many
    words as fit before "..." (as Click shortens a command's help for its list)."""
    words = text.split("\n\n", 1)[0].split()
    kept: list[str] = []
    for index, word in enumerate(words):
        kept.append(word)
        length = len(" ".join(kept))
        if length > limit or (length == limit and index < len(words) - 1):
            break
        if word.endswith("."):
            return " ".join(kept)
    else:
        return " ".join(kept)
    while kept and len(" ".join(kept)) + len("...") > limit:
        kept.pop()
    return " ".join(kept) + "..."


class Completion:
    """One word the shell may complete, with its line (what Typer's completion scripts read of
    a completion: its value, help and type)."""

    __slots__ = ("help", "type", "value")

    def __init__(self, value: str, help: str | None = None, type: str = "plain") -> None:
        self.value, self.help, self.type = value, help, type


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


def only_lang(args: Sequence[str]) -> bool:
    """Whether the line says nothing but the language."""
    rest = list(args)
    while rest and (rest[0] == "--lang" or rest[0].startswith("--lang=")):
        rest = rest[2:] if rest[0] == "--lang" else rest[1:]
    return bool(args) and not rest


def said_metavar(english: str) -> str:
    """A value's name in the help (``KEY=VALUE``, ``NAME[=BOT]``) in the language: each word in
    capitals said by its ``metavar_<word>`` entry; a word without one (``N``, ``ID``) and the
    signs between words stay (issue #28: the German help said ``KEY=VALUE``)."""
    def word(found: re.Match[str]) -> str:
        key = f"metavar_{found[0].lower()}"
        return t(key) if key in i18n.catalogue() else found[0]

    return re.sub(r"[A-Z]+", word, english)


def _metavar(command: Any, param: Any) -> None:
    # The English name is kept on the parameter: a command is built once and localized on
    # every run, in whichever language that run names.
    english = getattr(param, "english_metavar", None)
    if english is None:
        english = param.metavar
        if english is None and not getattr(param, "is_flag", False) and param.name:
            english = METAVARS.get(param.name, param.name.upper())
        if english is None:
            return
        param.english_metavar = english
    key = getattr(command, "catalogue_metavar", {}).get(param.name)
    param.metavar = t(key) if key is not None and key in i18n.catalogue() else (
        said_metavar(english))


def argument_key(command: str | None, name: str | None) -> str:
    """An argument's help in the catalogue: the command's own, else what most commands mean
    by the name (a game's ID)."""
    own = f"help_arg_{command}_{name}"
    return own if own in i18n.catalogue() else f"help_arg_{name}"


def localize(command: Any, game_title: str | None = None, lang: Any = None,
             example: Mapping[str, str] | None = None) -> None:
    """Replace the help texts with the catalogue's, keyed by command and parameter name (a
    command's catalogue_help attribute may name other keys), have Click's own words and the
    usage line said in the language, and give every command and group without its own
    ``--lang`` a copy of ``lang`` that takes no part in its call. A game's group names an
    ``option_example`` (one of its options: the parameters of a sentence): its commands' help
    gives it where the catalogue has a ``<key>_example`` sentence. Commands not built yet are
    localized when they are."""
    key = f"help_cmd_{command.name or 'tabletop'}"
    if game_title is not None:
        command.help = t("help_game", title=game_title)
    elif key in i18n.catalogue():
        command.help = t(key)
    command.context_class = click_texts.Context
    if getattr(command, "options_metavar", None):
        command.options_metavar = t("help_usage_options")
    if getattr(command, "subcommand_metavar", None):
        command.subcommand_metavar = t("help_usage_command")
    keys = getattr(command, "catalogue_help", {})
    for param in command.params:
        _metavar(command, param)
        kind = getattr(param, "param_type_name", "")
        if kind == "argument":
            # Typer writes an argument's type after its name (``FILE <path>``, ``ID <int>``):
            # the name says it, and the type's word is English in every language.
            param.display_type_rich = lambda ctx: None
        param_key = keys.get(param.name, f"help_opt_{param.name}")
        if kind == "option" and param_key in i18n.catalogue():
            param.help = t(param_key)
            if example is not None and f"{param_key}_example" in i18n.catalogue():
                param.help += " " + t(f"{param_key}_example", **example)
        arg_key = keys.get(param.name, argument_key(command.name, param.name))
        if kind == "argument" and arg_key in i18n.catalogue():
            param.help = t(arg_key)  # Typer shows an argument's help; Click does not
    helper = command.get_help_option(typer.Context(command))  # Click makes it once a command
    if helper is not None:
        helper.help = t("help_opt_help")
    if lang is not None and all(param.name != "lang" for param in command.params):
        borrowed = copy.copy(lang)
        borrowed.expose_value = False  # read once, above: no command body needs it
        command.params.append(borrowed)
    example = getattr(command, "option_example", example)
    commands = getattr(command, "commands", {})
    if isinstance(commands, LazyCommands):
        commands.localizing = lambda sub: localize(sub, getattr(sub, "game_title", None), lang,
                                                   example)
        commands = commands.built
    for sub in commands.values():
        localize(sub, getattr(sub, "game_title", None), lang, example)


class LazyCommands(MutableMapping[str, Any]):
    """A group's commands, each built by its loader the first time it is looked up; the names
    are known before (listing them builds nothing)."""

    def __init__(self, built: MutableMapping[str, Any], loaders: dict[str, Loader]) -> None:
        self.built = dict(built)
        self.loaders = loaders
        self.localizing: Callable[[Any], None] = lambda command: None

    def __getitem__(self, name: str) -> Any:
        if name not in self.built:
            loader = self.loaders[name]  # KeyError: no such command, as in a plain dict
            command = loader()
            self.localizing(command)
            self.built[name] = command
        return self.built[name]

    def __setitem__(self, name: str, command: Any) -> None:
        self.built[name] = command

    def __delitem__(self, name: str) -> None:
        self.built.pop(name, None)
        self.loaders.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter([*self.built, *(name for name in self.loaders if name not in self.built)])

    def __len__(self) -> int:
        return len(set(self.built) | set(self.loaders))

    def __contains__(self, name: object) -> bool:
        return name in self.built or name in self.loaders


def readable_input() -> None:
    """Bytes typed or piped that are no UTF-8 (a Latin-1 terminal's é) arrive as �, so the
    answer is refused like any typo instead of crashing the prompt (issue #13)."""
    if isinstance(sys.stdin, io.TextIOWrapper):
        with contextlib.suppress(ValueError, OSError):
            sys.stdin.reconfigure(errors="replace")


def output_closed() -> bool:
    """Whether standard output was closed before tabletop started (``>&-``): whatever it
    printed would vanish, and it would end as if all went well (issue #28)."""
    if sys.stdout is None:  # Python found no file descriptor 1
        return True
    try:
        os.fstat(sys.stdout.fileno())
    except (io.UnsupportedOperation, ValueError):  # a stand-in (tests): it is written to
        return False
    except OSError as exc:
        return exc.errno == errno.EBADF
    return False


def _undecodable(arg: str) -> bool:
    # Bytes of the command line that are no UTF-8 arrive as lone surrogates, which no file,
    # store or screen can take.
    return any("\ud800" <= char <= "\udfff" for char in arg)


def _error_line(line: str) -> None:
    # Rich draws the line: loaded only when there is an error to show.
    from tabletop.cli.render import error_console, error_line

    error_line(error_console(), line)


class HostGroup(TyperGroup):
    """The root. A subclass names its commands: ``loaders`` (name -> loader, the games'
    among them) and ``game_names`` (which of those are games)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.commands = LazyCommands(self.commands, self.loaders())

    def loaders(self) -> dict[str, Loader]:
        return {}

    def game_names(self) -> list[str]:
        return []

    def list_commands(self, ctx: Any) -> list[str]:
        return list(self.commands)  # the names only: Typer's own looks at every command

    def line_of(self, name: str, limit: int = 45) -> str:
        """A command's line in the root's help and completion, without building it."""
        key = f"help_cmd_{name}"
        if name in self.game_names():
            return t("help_game_listed")
        if key not in i18n.catalogue():
            return ""
        return short_help(t(key), limit)

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        games = self.game_names()
        verbs = [name for name in self.list_commands(ctx) if name not in games]
        limit = formatter.width - 6 - max(map(len, [*verbs, *games]))  # as Click's own
        with formatter.section(t("click_commands")):
            formatter.write_dl([(name, self.line_of(name, limit)) for name in verbs])
        with formatter.section(t("help_section_games")):
            formatter.write_dl([(name, self.line_of(name, limit)) for name in games])
        formatter.write_paragraph()
        formatter.write_text(t("help_root_epilog", game=games[-1] if games else "GAME"))

    def shell_complete(self, ctx: Any, incomplete: str) -> list[Any]:
        """Verbs and games by name (with their lines), then the root's options: nothing is
        built, so a Tab after ``tabletop`` stays as fast as ``tabletop --help``."""
        items: list[Any] = [Completion(name, help=self.line_of(name))
                            for name in self.list_commands(ctx) if name.startswith(incomplete)]
        # past TyperGroup's own, which builds every command for its line: a command's options
        return items + super(TyperGroup, self).shell_complete(ctx, incomplete)

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             windows_expand_args: bool = True, **extra: Any) -> Any:
        argv = list(sys.argv[1:] if args is None else args)
        readable_input()
        i18n.set_language(i18n.detect_language())
        if any(_undecodable(arg) for arg in argv):
            _error_line(t("err_arg_bytes"))
            sys.exit(USAGE)
        try:
            use_lang(language_from(argv))
            if output_closed():
                _error_line(t("err_stdout_closed"))
                sys.exit(FAILED)
            if only_lang(argv):
                argv = []  # ``tabletop --lang de`` alone: the help, as ``tabletop`` alone
            localize(self, lang=next((p for p in self.params if p.name == "lang"), None))
            result = super().main(argv, prog_name or "tabletop", complete_var,
                                  standalone_mode=False,
                                  windows_expand_args=windows_expand_args, **extra)
        except BrokenPipeError:  # the reader stopped reading (`export --all - | head`)
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(1)
        except Exception as exc:
            if click_texts.is_click_error(exc, "NoArgsIsHelpError") and standalone_mode:
                # ``tabletop`` (or a game) alone: its help, exit 2 as for a usage error
                shown: Any = exc
                typer.echo(shown.format_message())
                sys.exit(shown.exit_code)
            verdict = failure(exc)
            if not standalone_mode or verdict is None:
                raise
            code, line = verdict
            if line is not None:
                _error_line(line)
            sys.exit(code)
        if standalone_mode:
            sys.exit(result if isinstance(result, int) else 0)
        return result
