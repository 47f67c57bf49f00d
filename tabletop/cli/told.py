"""What happened since a player last looked at the board, as the terminal tells it under (or
before) the next screen: every line of it, or with a bot's turn told in short when the whole
of it would push the board off an 80×24 terminal (a Dungeon dice delve tells some sixty)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.text import Text

from tabletop import narration
from tabletop.plugin import words
from tabletop.session.table import Table
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name

MOVES_WIDTH = 120
"""About a line and a half at 80 columns: a bot's moves in short keep their last ones."""


@dataclass
class Entry:
    """One event as told: ``bot`` names the bot that decided it (None: a person or chance);
    ``chance`` says a card turned or dice rolled."""

    bot: str | None
    move: str
    lines: list[Text] = field(default_factory=list)
    chance: bool = False

    def shown(self) -> list[Text]:
        head = [] if self.bot is None else [Text(t("msg_bot_move", player=shown_name(self.bot),
                                                   entry=self.move), style="cyan")]
        return head + self.lines


def said(table: Table, index: int) -> list[str]:
    """What event ``index`` did, as the game narrates it."""
    return [narration.render(line) for line in table.driver.narration(index)]


class Told:
    """What happened since the screen was last drawn."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.entries: list[Entry] = []
        self.bots = False  # a bot played since the last prompt

    @property
    def lines(self) -> list[Text]:
        return [line for entry in self.entries for line in entry.shown()]

    def add(self, index: int) -> None:
        table, event = self.table, self.table.session.events[index]
        bot = None
        if not event.is_chance and not table.is_person(int(event.actor)):
            self.bots = True
            bot = table.players[int(event.actor)]
        lines = said(table, index)
        if not lines and event.is_chance:
            lines = [t("msg_dealt", entry=words(table.game, event))]
        self.entries.append(Entry(bot, words(table.game, event),
                                  [Text(f"» {line}") for line in lines], event.is_chance))

    def clear(self) -> None:
        self.entries.clear()

    def short(self) -> tuple[list[Text], list[Text]]:
        """Everything up to the bots' last move, each bot's turn in short (its moves in one
        line and what its last move did), and what came after it in full (what the next
        person decides on). ``log`` still tells every step."""
        found = [number for number, entry in enumerate(self.entries) if entry.bot is not None]
        if not found:
            return self.lines, []
        first, last = found[0], found[-1]
        # What was revealed for the bot before its first move (its dice, its cards) is its
        # turn's, told by what it did.
        start = first
        while start and self.entries[start - 1].chance:
            start -= 1
        done = [line for entry in self.entries[:start] for line in entry.shown()]
        runs: list[list[Entry]] = []
        for entry in self.entries[first:last + 1]:
            if entry.bot is not None and (not runs or runs[-1][0].bot != entry.bot):
                runs.append([])
            runs[-1].append(entry)
        for run in runs:
            bot = run[0].bot or ""
            moves = [entry.move for entry in run if entry.bot is not None]
            done.append(Text(t("msg_bot_turn", player=shown_name(bot), moves=last_moves(moves)),
                             style="cyan"))
            # what its last move did: a delve's end, a round's bid
            done.extend(next(e for e in reversed(run) if e.bot is not None).lines)
        done.append(Text(t("msg_bot_turn_log"), style="dim"))
        after = [line for entry in self.entries[last + 1:] for line in entry.shown()]
        return done, after


def last_moves(moves: list[str], width: int = MOVES_WIDTH) -> str:
    """The moves joined by `` · ``; a long list keeps its last ones after a "…"."""
    kept: list[str] = []
    used = 0
    for move in reversed(moves):
        if kept and used + cell_len(move) + 3 > width:
            return " · ".join(["…", *reversed(kept)])
        kept.append(move)
        used += cell_len(move) + 3
    return " · ".join(reversed(kept))
