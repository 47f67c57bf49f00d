"""Rich helpers shared by every verb: consoles, error lines, score sheets, tables."""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tabletop.i18n import t
from tabletop.plugin import ScoreSheet


def console() -> Console:
    # Made per command so tests that swap stdout (CliRunner) are honoured; Rich itself
    # follows NO_COLOR and the terminal width.
    return Console(highlight=False, file=sys.stdout)


def error_console() -> Console:
    return Console(highlight=False, file=sys.stderr)


def error_line(con: Console, message: str) -> None:
    con.print(Text("✗ " + message, style="bold red"), soft_wrap=True)


def score_table(sheet: ScoreSheet) -> Table:
    table = Table(title=t("score_title"), title_justify="left", show_header=False,
                  expand=False, padding=(0, 1))
    table.add_column(overflow="fold", max_width=60)
    table.add_column(justify="right", no_wrap=True)
    for index, player in enumerate(sheet.players):
        if index:
            table.add_section()
        if sheet.status == "over":
            status = t("score_winner") if player.name in sheet.winners else ""
        else:
            status = t(f"score_status_{sheet.status}")
        name = " · ".join(part for part in (player.name, status) if part)
        table.add_row(Text(name, style="bold"), "")
        for line in player.lines:
            points = "" if line.points is None else f"{line.points:+d}"
            table.add_row("  " + t(line.label, **dict(line.params)), points)
        total = "–" if player.total is None else str(player.total)
        table.add_row(Text(t("score_total"), style="bold"), Text(total, style="bold"))
    if sheet.status == "over" and sheet.winners:
        table.caption = t("score_winners", names=", ".join(sheet.winners))
        table.caption_justify = "left"
    return table


def sheet_json(sheet: ScoreSheet) -> dict[str, Any]:
    return {
        "status": sheet.status,
        "winners": list(sheet.winners),
        "players": [
            {"name": p.name, "total": p.total, **dict(p.details),
             "breakdown": [{"label": t(line.label, **dict(line.params)), "points": line.points}
                           for line in p.lines]}
            for p in sheet.players
        ],
    }
