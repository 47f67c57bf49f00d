"""Rule-set options of Halunken und Spelunken."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class HalunkenOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    variant: Literal["standard", "intro"] = Field(
        "standard",
        description="H1/H2: the standard game with Black Jack, or the introductory game without "
        "him. Two players always play the two-player variant (H12).",
    )
    games: int = Field(
        1, ge=1, le=9,
        description="A match: this many games in a row with the scores added (the rulebook's "
        "tip: play three times and add the scores).",
    )
