"""Pig on a web page: the lines of ``text.messages.board``, and a die is a square with its
number."""


from typing import Any

from markupsafe import Markup

from tabletop.events import Event
from tabletop.i18n import t
from tabletop.plugin import Advice
from tabletop.web.pictures import picture
from tabletop.web.views import Moves

from ..text import messages

CSS = """.pig-die{width:2.2em;height:2.2em;vertical-align:middle} .pig-now{font-weight:bold}
.pig-die rect{fill:#fff;stroke:#333;stroke-width:3}
.pig-die text{font:bold 30px sans-serif;text-anchor:middle;fill:#222}"""


def die(face: int | str) -> Markup:
    return picture("pig-die", "0 0 60 60", t("pig_die", face=face), Markup(
        '<rect x="3" y="3" width="54" height="54" rx="9"/><text x="30" y="41">{}</text>'
    ).format(face))


def advice(advice: Advice) -> Markup:
    return Markup('<p class="pig-advice">{}</p>').format(messages.advised(advice))


def board(observation: dict[str, Any], advice: Advice | None = None, moves: Moves = (),
          before: dict[str, Any] | None = None) -> Markup:
    # No move is placed on Pig's board: the host lists them under it (issue #23's fallback).
    last = observation["last"]
    lines = [Markup("<p{}>{}</p>").format(Markup(' class="pig-now"') if marked else "", line)
             for line, marked in messages.board(observation)]
    return Markup('<section class="pig-board">{}{}{}</section>').format(
        Markup("").join(lines), die(last) if last else "", (advice and _advice(advice)) or "")


_advice = advice  # ``board`` has a parameter of that name


def action(event: Event) -> Markup:
    return Markup("<span>{}</span>").format(t(f"pig_cmd_{event.kind}"))


def outcome(kind: str, value: str) -> Markup:
    return die(value)
