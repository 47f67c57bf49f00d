"""Rule-set options of the dungeon dice game."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class DungeonDiceOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    heroes: Literal["choose", "deal"] = Field(
        "choose",
        description="D12: each player chooses a hero (or asks for one to be dealt), or every "
        "player is dealt one at random.",
    )
