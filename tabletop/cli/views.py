"""A game's part of the terminal face: the module named by ``GameMeta.view``, loaded only when
a screen is drawn (so listing games or printing help imports no game's Rich code)."""

from __future__ import annotations

from typing import Any, Protocol, cast, runtime_checkable

from rich.console import RenderableType

from tabletop.play import registry
from tabletop.plugin import Advice, Game, Observation


@runtime_checkable
class TerminalView(Protocol):
    def board(self, observation: Observation, advice: Advice | None = None) -> RenderableType:
        """The screen of one seat (or the table) from its observation alone; ``advice`` is
        given when the observation asked for it (``"advise": True``)."""
        ...

    def advice(self, advice: Advice) -> RenderableType:
        """The advice as the player reads it, in the current language."""
        ...


def view_of(game: Game[Any]) -> TerminalView:
    return cast(TerminalView, registry.face(game.meta.view, TerminalView))
