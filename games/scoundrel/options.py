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
        json_schema_extra={"help": "sc_opt_weapon_rule"},
    )
    death_penalty: Literal["dungeon", "dungeon_and_room"] = Field(
        "dungeon",
        description="S9: on a loss subtract the monsters left in the dungeon (dungeon) "
        "or those and the room's unplayed monsters (dungeon_and_room).",
        json_schema_extra={"help": "sc_opt_death_penalty"},
    )


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "sc_opt_weapon_rule": {
        "en": "S3: after a kill the weapon fights only lower monsters (lower) or equal ones too "
              "(lower_or_equal).",
        "de": "S3: nach einem Sieg kämpft die Waffe nur gegen schwächere Monster (lower) oder "
              "auch gegen gleich starke (lower_or_equal)."},
    "sc_opt_death_penalty": {
        "en": "S9: a loss subtracts the monsters left in the dungeon (dungeon), or those and the "
              "room's unplayed monsters (dungeon_and_room).",
        "de": "S9: eine Niederlage zieht die Monster im Dungeon ab (dungeon) oder diese und die "
              "ungespielten Monster des Raums (dungeon_and_room)."},
}
