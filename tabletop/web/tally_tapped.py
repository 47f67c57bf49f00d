"""Tallies by tapping (issue #23): each player's pieces at the end of a game played without the
app (Halunken's scoundrel cards, Dungeon dice's treasure tokens and XP) tapped on their
pictures instead of typed in the game's notation.

The page decides nothing: what was tapped for a player is written out in the game's notation
(``Ana: red15 grey13``) and read, checked and scored by the game's tally exactly as a typed
line. The typed lines stay on the page, folded away, and a line typed for a player is taken
instead of what was tapped for them. A game offers its pieces through the module named by
``GameMeta.web_tally``: ``controls`` draws them and ``notation`` writes out what was tapped.
Everything works as a plain form post; ``app.js`` only counts as you tap and dims a card
another player holds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from markupsafe import Markup

from tabletop.archive.tallying import PLAYER, Problem
from tabletop.events import BadInput
from tabletop.plugin import Game, TalliesByTapping
from tabletop.text.i18n import t, tn
from tabletop.text.rulings import for_players
from tabletop.text.shown import MAX_NAME
from tabletop.web.templating import macro, render

Posted = Mapping[str, Sequence[str]]
"""The form's values by input name (an input sent several times: each value)."""


@runtime_checkable
class TapTally(Protocol):
    COUNT: str
    """The catalogue key (``COUNT_one``/``COUNT_many``) that counts a player's pieces."""

    def controls(self, posted: Posted, player: int, players: int) -> Markup:
        """Player ``player``'s pieces to tap, as ``posted`` left them (nothing posted: none
        tapped), among ``players`` blocks; each input named with ``player`` in it."""
        ...

    def notation(self, posted: Posted, player: int) -> str:
        """What was tapped for ``player`` in the game's notation, the part after the name's
        colon ("" for nothing): anything sent that is no piece is written as it came, for the
        tally to refuse."""
        ...

    def count(self, posted: Posted, player: int) -> int:
        """How many pieces ``player`` holds as tapped (shown beside the name)."""
        ...


@runtime_checkable
class TapFields(Protocol):
    """A tally of answers rather than of each player's pieces (Scoundrel's result, health and
    cards, issue #40): each field tapped, what it says written as it would be typed."""

    def field_controls(self, posted: Posted) -> Mapping[str, tuple[str, Markup]]:
        """Each tally field's question as a tap answers it and its control, by the field's
        name, as ``posted`` left it; every input named apart from the typed fields
        (``tap_health`` beside ``health``)."""
        ...

    def answers(self, posted: Posted) -> Mapping[str, str]:
        """What was tapped for each field, as it would be typed ("" for nothing tapped)."""
        ...


def _web_tally(game: Game[Any]) -> object | None:
    if not isinstance(game, TalliesByTapping):
        return None
    tapped = game.tap_tally()
    if not isinstance(tapped, TapTally | TapFields):
        raise TypeError(f"{game.meta.id}: {tapped!r} is neither a TapTally nor a TapFields")
    return tapped


def tap_tally(game: Game[Any]) -> TapTally | None:
    """The game's tally by tapping each player's pieces, if it has one."""
    module = _web_tally(game)
    return module if isinstance(module, TapTally) else None


def tap_fields(game: Game[Any]) -> TapFields | None:
    """The game's tally by tapping its answers, if it has one."""
    module = _web_tally(game)
    return module if isinstance(module, TapFields) else None


def with_fields(tap: TapFields, typed: Mapping[str, Any], posted: Posted) -> dict[str, Any]:
    """Each answer typed, else the one tapped."""
    tapped = tap.answers(posted)
    return {**typed, **{name: text for name, text in tapped.items()
                        if not str(typed.get(name) or "").strip()}}


def first(posted: Posted, name: str) -> str:
    values = posted.get(name) or [""]
    return values[0]


def name_input(player: int) -> str:
    return f"name{player}"


def tapped_rows(tap: TapTally, posted: Posted, players: int
                ) -> tuple[list[str], list[Problem]]:
    """One line per player in the game's notation (blank for a player nothing was given for),
    and the players whose taps can't be written as a line: pieces without a name, or a name
    the notation would cut at its colon."""
    rows: list[str] = []
    problems: list[Problem] = []
    for player in range(players):
        name = first(posted, name_input(player)).strip()
        things = tap.notation(posted, player).strip()
        if not name and not things:
            rows.append("")
        elif not name:
            rows.append("")
            problems.append(Problem(PLAYER, BadInput("web_tally_name_missing"), player))
        elif ":" in name:
            rows.append("")
            problems.append(Problem(PLAYER, BadInput("web_tally_name_colon"), player))
        else:
            rows.append(f"{name}: {things}".rstrip())
    return rows, problems


def merged(typed: Sequence[str], tapped: Sequence[str]) -> list[str]:
    """Each player's line: the one typed for them, else the one their taps make."""
    rows = list(typed) + [""] * (len(tapped) - len(typed))
    return [text if text.strip() else (tapped[i] if i < len(tapped) else "")
            for i, text in enumerate(rows)]


def typed_rows(typed: Sequence[str]) -> set[int]:
    return {row for row, text in enumerate(typed) if text.strip()}


def stepper(name: str | None, value: str, *, most: int, label: str, counted: bool = False,
            word: str | None = None, least: int = 0, less: str | None = None,
            more: str | None = None) -> Markup:
    """A number from ``least`` to ``most`` with − and + beside it (``app.js`` makes them
    step; without it the number is typed), named "one fewer/more ``label``" unless ``less``
    and ``more`` say it better. Always sent, so a value the tally refuses comes back as it
    was. Without a ``name`` it is not sent: a board's counted picker (``word``: what one count
    of it adds to the move) is written into its send button by ``app.js``."""
    drawn: Markup = macro("tally/macros.html", "stepper")(name, value, most, label, counted,
                                                           word, least, less, more)
    return drawn


def holders(posted: Posted, field: str, players: int) -> dict[str, set[int]]:
    """Who holds each piece that exists once (``field`` + the player's number is the input)."""
    held: dict[str, set[int]] = {}
    for player in range(players):
        for value in posted.get(f"{field}{player}") or []:
            held.setdefault(value, set()).add(player)
    return held


@dataclass(frozen=True, slots=True)
class Block:
    """A player's block: their number, the name typed, the pieces tapped, what is wrong."""

    player: int
    field: str
    name: str
    said: str
    counted: str
    opened: bool
    error: str | None
    controls: Markup


def blocks(game: Game[Any], tap: TapTally, posted: Posted, problems: Sequence[Problem],
           typed: set[int]) -> Markup:
    """A block per player: the name, the pieces to tap and what is wrong with them. A block
    opens when it holds something or something wrong; the first ones open while all are blank,
    as many as the game needs."""
    players = game.meta.max_players
    mine = [p for p in problems if p.field == PLAYER and p.row is not None and p.row not in typed]
    given = [bool(first(posted, name_input(i)).strip() or tap.count(posted, i))
             for i in range(players)]
    least = max(1, game.meta.min_players)
    drawn = []
    for player in range(players):
        wrong = [p for p in mine if p.row == player]
        name = first(posted, name_input(player))
        drawn.append(Block(
            player=player, field=name_input(player), name=name, said=name.strip(),
            counted=tn(tap.COUNT, tap.count(posted, player)),
            opened=given[player] or bool(wrong) or (not any(given) and player < least),
            error=for_players(wrong[0].error.message()) if wrong else None,
            controls=tap.controls(posted, player, players)))
    return render("tally/blocks.html", blocks=drawn, most=MAX_NAME,
                  one=t(f"{tap.COUNT}_one", count="{count}"),
                  many=t(f"{tap.COUNT}_many", count="{count}"))


def name_field(value: str, problems: Sequence[Problem]) -> Markup:
    """Who played a solo game: the name the game is kept under, so it counts for that person
    in the history and the statistics (never a stand-in such as P1)."""
    return render("tally/name_field.html", value=value, most=MAX_NAME,
                  error=for_players(problems[0].error.message()) if problems else None)
