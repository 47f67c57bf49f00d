"""A game's part of the web face: its pictures (what its ``web_pictures()`` hands over, loaded
only when a page is drawn). Everything else on a game's page is the host's: the board's
account (``tabletop.board``) drawn by the host's templates.

A picture is HTML (``markupsafe.Markup``, an SVG); its name is text and is escaped.
"""

from __future__ import annotations

from typing import Any, cast

from markupsafe import Markup

from tabletop.board import Picture, WebPictures, part
from tabletop.plugin import Game, HasWebPictures


class NamePictures:
    """The pictures of a game that draws none (no ``HasWebPictures``): a chip with its name."""

    CSS = ""

    def __init__(self, game: Game[Any]) -> None:
        self.PREFIX = game.meta.id

    def picture(self, picture: Picture, where: str) -> Markup:
        return Markup('<span class="plain-picture" role="img" aria-label="{}">{}</span>').format(
            picture.name, picture.name)


def web_pictures(game: Game[Any]) -> WebPictures:
    if isinstance(game, HasWebPictures):
        return cast(WebPictures, part(game.web_pictures(), WebPictures, game))
    return NamePictures(game)
