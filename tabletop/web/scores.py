"""A score sheet as HTML: each player with the lines of their breakdown, the total and who won.

The same sheet as the terminal's ``score_table``: a line's label is a catalogue key with its
parameters, its points signed; the status is each player's (won, lost, still playing) or, in a
finished game of several players, the winner mark.
"""

from __future__ import annotations

from dataclasses import dataclass

from markupsafe import Markup

from tabletop import narration
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet
from tabletop.text.i18n import t
from tabletop.web.templating import render


@dataclass(frozen=True, slots=True)
class Line:
    label: str
    points: str


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    status: str
    won: bool
    lines: list[Line]
    total: str


def score_sheet(sheet: ScoreSheet) -> Markup:
    """One table: a row group per player (name and status, the lines, the total), and the
    winners below."""
    over = sheet.status == "over"
    winners = ", ".join(sheet.winners) if over and sheet.winners else ""
    tie = narration.render(sheet.tie_break.line()) if winners and sheet.tie_break else ""
    return render("scores/sheet.html", winners=winners, tie=tie, so_far=sheet.status == "playing",
                  players=[_player(sheet, player) for player in sheet.players])


def status_of(sheet: ScoreSheet, player: PlayerScore) -> str:
    if sheet.status == "over":
        return t("score_winner") if player.name in sheet.winners else ""
    return t(f"score_status_{sheet.status}")


def _player(sheet: ScoreSheet, player: PlayerScore) -> Player:
    return Player(name=player.name, status=status_of(sheet, player),
                  won=sheet.status == "over" and player.name in sheet.winners,
                  lines=[_line(line) for line in player.lines],
                  total="–" if player.total is None else str(player.total))


def _line(line: ScoreLine) -> Line:
    return Line(label=t(line.label, **dict(line.params)),
                points="" if line.points is None else f"{line.points:+d}")
