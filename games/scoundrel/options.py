"""Rule-set options: each names the ruling it settles; the defaults are the original rules."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ScoundrelOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    weapon_rule: Literal["lower", "lower_or_equal"] = Field(
        "lower",
        description="S3: after a kill the weapon fights only strictly lower monsters "
        "(lower) or also equal ones (lower_or_equal).",
    )
    death_penalty: Literal["dungeon", "dungeon_and_room"] = Field(
        "dungeon",
        description="S9: on a loss subtract the monsters left in the dungeon (dungeon) "
        "or those and the room's unplayed monsters (dungeon_and_room).",
    )
