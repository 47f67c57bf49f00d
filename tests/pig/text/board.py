"""Pig's board for both faces: the lines of ``messages.board``, the marked one strong, and the
last roll as a die. No move is placed on it: the host lists them under it."""


from typing import Any

from tabletop.board import Act, Board, Move, Moves, Picture, Row, Section
from tabletop.plugin import Advice
from tabletop.text.i18n import t

from . import messages


def die(face: object) -> Picture:
    return Picture("die", str(face), t("pig_die", face=face))


def board(observation: dict[str, Any], moves: Moves = (),
          before: dict[str, Any] | None = None) -> Board:
    rows = [Row(values=(line,), tone="strong" if marked else "")
            for line, marked in messages.board(observation)]
    last = observation["last"]
    if last:
        rows.append(Row(pictures=(die(last),)))
    return Board((Section("lines", rows=tuple(rows), layout="text"),))


def advice(advice: Advice) -> Section:
    return Section("advice", rows=(Row(values=(messages.advised(advice),)),), layout="text")


def act(move: Move) -> Act:
    return Act(move.index, move.words, t(f"pig_cmd_{move.event.kind}"))


def outcome(kind: str, value: str) -> Picture:
    return die(value)
