"""The advice as the delver reads it, from the advice's data alone (no search runs here): the
odds at the regroup, the best line within a level with the runners-up, or a rule of thumb.
A move is said in words (``board_acts.said``); the data holds the English notation."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import games.dungeon_dice.text.advice as words
from games.dungeon_dice.rules.components import localize
from games.dungeon_dice.text.board_acts import said
from tabletop.board import Row, Section
from tabletop.events import Event
from tabletop.plugin import Advice
from tabletop.text.i18n import decimal, t, tn


def _lines(*rows: Row) -> Section:
    return Section("advice", rows=tuple(rows), layout="text")


def _move(other: Mapping[str, Any]) -> str:
    """A runner-up in words; advice stored before it kept its event is said as typed."""
    if other.get("event"):
        return said(Event.from_json(other["event"]))
    return localize(str(other["move"]))


def advice(advice: Advice) -> Section:
    data = advice.data
    if data.get("best") is None:
        return _lines(Row(values=(words.nothing(),)))
    if words.at_regroup(data):
        clear, xp = words.regroup_odds(data)
        sampled = words.sampled(data)
        return _lines(Row(values=(clear,)), Row(values=(xp,)),
                      Row(values=(words.regroup_choice(data),), tone="strong"),
                      *([Row(values=(sampled,), tone="muted")] if sampled else []))
    best = said(advice.best) if advice.best is not None else localize(str(data["best"]))
    if "searched" in data:  # the regroup's first look, cut short by the budget
        head = t("dd_odds_estimate" if data["estimated"] else "dd_odds_rule", action=best)
        return _lines(Row(values=(head,), tone="strong"),
                      Row(values=(words.searched(data),), tone="muted"))
    if data.get("rule_of_thumb"):
        return _lines(Row(values=(t("dd_odds_rule", action=best),), tone="strong"))
    levels = data["levels_ahead"]
    title = t("dd_advice_line_end") if advice.exact else tn("dd_advice_line", levels,
                                                            levels=levels)
    rows = [Row(best, (decimal(data["expected_xp"], 2),), tone="best")]
    rows += [Row(_move(other), (decimal(other["expected_xp"], 2),))
             for other in data.get("alternatives") or []]
    return Section("advice", title, tuple(rows), "table",
                   head=(t("dd_advice_move"), t("dd_advice_value")),
                   note=words.partial(data) or "")
