"""A game's part of the web face: the module named by ``GameMeta.web``, loaded only when a page
is drawn. Like the terminal view it draws observations, never states: what a seat may see was
decided by the game's ``observe``.

Every function returns HTML (``markupsafe.Markup``); any text that came from a person or a file
(a player's name) goes through ``markupsafe.escape`` or ``Markup.format``, which escapes it.
"""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any, Protocol, cast, runtime_checkable

from markupsafe import Markup

from tabletop.events import Event
from tabletop.plugin import Advice, Game, Observation


@runtime_checkable
class WebView(Protocol):
    CSS: str
    """The game's own styles, served with the host's in one stylesheet."""

    def board(self, observation: Observation, advice: Advice | None = None) -> Markup:
        """The main screen of one seat (or of the table) from its observation alone."""
        ...

    def advice(self, advice: Advice) -> Markup:
        """The advice as the player reads it (the hint button shows it)."""
        ...

    def action(self, event: Event) -> Markup:
        """The face of the button for a legal action: a picture and a few words, in the
        current language (the host wraps it in the button)."""
        ...

    def outcome(self, kind: str, value: str) -> Markup:
        """One thing the table may reveal (a card, a die face, a hero), as its picture with a
        short name: the table mode's pickers are made of these."""
        ...


def web_view(game: Game[Any]) -> WebView:
    return _load(game.meta.web)


@cache
def _load(name: str) -> WebView:
    module = importlib.import_module(name)
    if not isinstance(module, WebView):
        raise TypeError(f"{name} lacks CSS, board(), advice(), action() or outcome()")
    return cast(WebView, module)
