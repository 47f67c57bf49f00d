"""Pig's die on a web page: a square with its number."""

from markupsafe import Markup

from tabletop.board import Picture
from tabletop.web.pictures import picture as svg

PREFIX = "pig"
CSS = """.pig-die{width:2.2em;height:2.2em;vertical-align:middle}
.pig-die rect{fill:#fff;stroke:#333;stroke-width:3}
.pig-die text{font:bold 30px sans-serif;text-anchor:middle;fill:#222}"""


def picture(picture: Picture, where: str) -> Markup:
    return svg("pig-die", "0 0 60 60", picture.name, Markup(
        '<rect x="3" y="3" width="54" height="54" rx="9"/><text x="30" y="41">{}</text>'
    ).format(picture.id))
