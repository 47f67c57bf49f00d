"""A game's part of the web face: the module named by ``GameMeta.web``, loaded only when a page
is drawn. Like the terminal view it draws observations, never states: what a seat may see was
decided by the game's ``observe``.

Every function returns HTML (``markupsafe.Markup``); any text that came from a person or a file
(a player's name) goes through ``markupsafe.escape`` or ``Markup.format``, which escapes it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast, runtime_checkable

from markupsafe import Markup

from tabletop.events import Event
from tabletop.play import registry
from tabletop.plugin import Advice, Game, Observation

NOTHING = Markup("")


@dataclass(frozen=True, slots=True)
class Move:
    """A legal action the device may take now, as the board offers it: its number in the
    decision (what the form sends), the event, and the words a player would type for it."""

    index: int
    event: Event
    words: str

    def button(self, face: Markup, css: str = "", label: str = "",
               data: Markup = NOTHING) -> Markup:
        """The control that takes this action: ``face`` is the component tapped (a card, a
        die); ``label`` the sentence a screen reader says when the face is a picture."""
        extra = Markup(' class="act {}"').format(css) if css else Markup(' class="act"')
        aria = Markup(' aria-label="{}"').format(label) if label else Markup("")
        return Markup('<button{} name="n" value="{}" data-action="{}"{}{}>{}</button>').format(
            extra, self.index, self.words, aria, data, face)


Moves = Sequence[Move]


@runtime_checkable
class WebView(Protocol):
    CSS: str
    """The game's own styles, served with the host's in one stylesheet."""

    def board(self, observation: Observation, advice: Advice | None = None,
              moves: Moves = (), before: Observation | None = None) -> Markup:
        """The main screen of one seat (or of the table) from its observation alone. With
        ``moves`` (the decision this device owes) the board is the control: each move is a
        button on the component it acts on (``Move.button``), every one of them somewhere on
        the board (the conformance suite checks it). ``before``: what the same eyes saw when
        the chapter going on began (the round, the level, the room), so the board marks what
        changed since: who moved, what was taken, the dice rolled."""
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
    return cast(WebView, registry.face(game.meta.web, WebView))
