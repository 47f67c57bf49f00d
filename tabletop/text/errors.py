"""The errors a person can cause, which every game raises: each says what went wrong as a
catalogue key and its parameters, in the reader's language when shown."""

from __future__ import annotations

from typing import Any

from tabletop.text.i18n import t
from tabletop.text.terms import said


class TabletopError(Exception):
    """An error a user can read: a catalogue key and its parameters, shown in their language."""

    def __init__(self, key: str, /, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params

    def message(self) -> str:
        # A parameter naming a game's thing is a term, said in the reader's language here.
        return t(self.key, **{name: said(value) for name, value in self.params.items()})

    def __str__(self) -> str:
        return self.message()


class IllegalAction(TabletopError):
    """A well-formed action the rules forbid now (exit code 1)."""


class BadInput(TabletopError):
    """Text or a file that cannot be understood (exit code 1 in a game, 2 on the command line)."""
