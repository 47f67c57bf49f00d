"""Pig on the terminal: the lines of ``text.messages.board``, the marked one in bold."""


from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from tabletop.plugin import Advice

from ..text import messages


def advice(advice: Advice) -> RenderableType:
    return Text(messages.advised(advice), style="cyan")


def board(observation: dict[str, Any], advice: Advice | None = None) -> RenderableType:
    rows = [Text(line, style="bold" if marked else "") for line, marked in
            messages.board(observation)]
    return Group(*rows, *([Text(messages.advised(advice), style="cyan")] if advice else []))
