"""Pig on the terminal: drawn from an observation (and advice data) alone."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from tabletop.i18n import t
from tabletop.plugin import Advice


def advice(advice: Advice) -> RenderableType:
    best = t(f"pig_cmd_{advice.data['best']}")
    return Text(t("pig_v_advice", words=advice.data["best"], best=best,
                                  hold_at=advice.data["hold_at"]), style="cyan")


_advice = advice  # ``board`` has a parameter of that name


def board(observation: dict[str, Any], advice: Advice | None = None) -> RenderableType:
    rows: list[RenderableType] = [Text(t("pig_v_title", target=observation["target"]))]
    for seat, (name, score) in enumerate(zip(observation["players"], observation["scores"],
                                             strict=True)):
        mark = "▶" if seat == observation["turn"] and not observation["winner"] else " "
        rows.append(Text(f"{mark} {name:<12} {score:>4}", style="bold" if mark != " " else ""))
    if observation["winner"]:
        rows.append(Text(t("pig_v_won", player=observation["winner"]), style="bold green"))
    else:
        rows.append(Text(t("pig_v_total", total=observation["total"],
                           last=observation["last"] or "-")))
    return Group(*rows, *([_advice(advice)] if advice is not None else []))
