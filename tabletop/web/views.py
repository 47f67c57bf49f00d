"""A game's part of the web face: its pictures (the module named by ``GameMeta.web``, loaded
only when a page is drawn). Everything else on a game's page is the host's: the board's
account (``tabletop.board``) drawn by the host's templates.

A picture is HTML (``markupsafe.Markup``, an SVG); its name is text and is escaped.
"""

from __future__ import annotations

from typing import Any, Protocol, cast, runtime_checkable

from markupsafe import Markup

from tabletop import registry
from tabletop.board import Picture
from tabletop.plugin import Game


@runtime_checkable
class WebPictures(Protocol):
    CSS: str
    """The game's own styles (its layout hints), served with the host's in one stylesheet. A
    picture's ``--motion`` says how it arrives when the board changes (``roll``: a die; ``turn``,
    the default: a card; ``none``)."""
    PREFIX: str
    """The game's class prefix: a board section ``room`` is styled as ``.<prefix>-room``."""

    def picture(self, picture: Picture, where: str) -> Markup:
        """``picture`` drawn as an image named by its name; ``where``: the section it stands
        in (its size there), ``act`` in a button's face, ``pick`` in the table's picker,
        ``count`` in a composer."""
        ...


def web_pictures(game: Game[Any]) -> WebPictures:
    return cast(WebPictures, registry.face(game.meta.web, WebPictures))
