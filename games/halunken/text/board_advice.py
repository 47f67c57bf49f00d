"""Halunken's advice as the player reads it, a section of the board's account: for a movement
card a row per card in hand with what it would bring this round; for any other decision the
advised action in words and its reason."""

from __future__ import annotations

import games.halunken.text.advice as words
from games.halunken.rules.components import RUM
from games.halunken.text.board_pictures import said
from tabletop.board import Row, Section
from tabletop.events import Event
from tabletop.plugin import Advice
from tabletop.text.i18n import t
from tabletop.text.shown import shown_name


def advice(given: Advice) -> Section:
    """For a movement card a row per card in hand with what it would bring this round; for any
    other decision the action and its reason; or that there is nothing to decide."""
    data = given.data
    player = shown_name(str(data["player"]))
    if data["decision"] is None:
        return Section("advice", rows=(Row(values=(t("hs_adv_wait", player=player),)),),
                       layout="text")
    title = t("hs_adv_head", player=player, action=said(Event.from_json(data["event"])))
    if data["decision"] != "move":
        return Section("advice", title, (Row(values=(words.reason(data),)),), "text")
    rows = []
    for row in data["cards"]:
        best = row["card"] == data["best"]
        label = t("hs_adv_rum") if row["card"] == RUM else str(row["card"])
        rows.append(Row(label, (*words.figures(row), *((t("hs_adv_best"),) if best else ())),
                        tone="best" if best else ""))
    return Section("advice", title, tuple(rows), "table", head=tuple(words.headings()),
                   note=" ".join(words.notes(data)))
