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
        description="Records made before matches were the host's: this many games in one "
        "record with the scores added. New games play a match with the `match` verb.",
        json_schema_extra={"replaced": "hs_err_games_option"},
    )
