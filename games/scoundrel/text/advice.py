"""The advice's sentences, said once for both faces (issue #27): the terminal and the web view
lay them out, each in its own way, from the advice's data alone."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.text.i18n import decimal, t


def nothing(data: Mapping[str, Any]) -> str | None:
    """Why there is nothing to advise, or None when there is an advised action."""
    if data["best"] is not None:
        return None
    return t("sc_advice_over" if data.get("reason") == "over" else "sc_advice_chance")


def rows(data: Mapping[str, Any]) -> list[tuple[str, Any, str]]:
    """The advised action and the runners-up, each as (label, its notation line, the expected
    final score): the faces name the action each in its own way."""
    shown = [(data["best"], data["value"])]
    shown += [(other["action"], other["value"]) for other in data["alternatives"]]
    return [(t("sc_advice_best") if number == 0 else t("sc_advice_or"), line, decimal(value))
            for number, (line, value) in enumerate(shown)]
