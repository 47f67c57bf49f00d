"""A score sheet as HTML: each player with the lines of their breakdown, the total and who won.

The same sheet as the terminal's ``score_table``: a line's label is a catalogue key with its
parameters, its points signed; the status is each player's (won, lost, still playing) or, in a
finished game of several players, the winner mark.
"""

from __future__ import annotations

from markupsafe import Markup

from tabletop.i18n import t
from tabletop.plugin import PlayerScore, ScoreLine, ScoreSheet


def score_sheet(sheet: ScoreSheet) -> Markup:
    """One table: a row group per player (name and status, the lines, the total), and the
    winners below."""
    groups = Markup("").join(_player(sheet, player) for player in sheet.players)
    foot = Markup("")
    if sheet.status == "over" and sheet.winners:
        foot = Markup('<tfoot><tr class="winners"><td colspan="2">{}</td></tr></tfoot>').format(
            t("score_winners", names=", ".join(sheet.winners)))
    return Markup('<table class="scores"><caption>{}</caption>{}{}</table>').format(
        t("score_title"), groups, foot)


def status_of(sheet: ScoreSheet, player: PlayerScore) -> str:
    if sheet.status == "over":
        return t("score_winner") if player.name in sheet.winners else ""
    return t(f"score_status_{sheet.status}")


def _player(sheet: ScoreSheet, player: PlayerScore) -> Markup:
    won = sheet.status == "over" and player.name in sheet.winners
    status = status_of(sheet, player)
    mark = Markup(' <span class="status">· {}</span>').format(status) if status else Markup("")
    head = Markup('<tr class="name"><th colspan="2" scope="rowgroup">{}{}</th></tr>').format(
        player.name, mark)
    lines = Markup("").join(_line(line) for line in player.lines)
    total = "–" if player.total is None else str(player.total)
    foot = Markup('<tr class="total"><th scope="row">{}</th><td class="points">{}</td></tr>'
                  ).format(t("score_total"), total)
    group_class = "player winner" if won else "player"
    return Markup('<tbody class="{}">{}{}{}</tbody>').format(group_class, head, lines, foot)


def _line(line: ScoreLine) -> Markup:
    points = "" if line.points is None else f"{line.points:+d}"
    return Markup('<tr class="line"><td>{}</td><td class="points">{}</td></tr>').format(
        t(line.label, **dict(line.params)), points)
