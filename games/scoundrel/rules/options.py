"""Rule-set options: each names the ruling it settles; the defaults are the original rules."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field


class ScoundrelOptions(BaseModel):
    # built when first made, not when the game's help reads the fields (issue #26: start-up)
    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    weapon_rule: Literal["lower", "lower_or_equal"] = Field(
        "lower",
        description="S3: after a kill the weapon fights only strictly lower monsters "
        "(lower) or also equal ones (lower_or_equal).",
        json_schema_extra={"help": "sc_opt_weapon_rule", "label": "sc_option_weapon_rule"},
    )
    death_penalty: Literal["dungeon", "dungeon_and_room"] = Field(
        "dungeon",
        description="S9: on a loss subtract the monsters left in the dungeon (dungeon) "
        "or those and the room's unplayed monsters (dungeon_and_room).",
        json_schema_extra={"help": "sc_opt_death_penalty", "label": "sc_option_death_penalty"},
    )


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "sc_opt_weapon_rule": {
        "en": "S3: after a kill the weapon fights only lower monsters, or equal ones too.",
        "de": "S3: nach einem Sieg kämpft die Waffe nur gegen schwächere Monster oder auch gegen "
              "gleich starke."},
    "sc_opt_death_penalty": {
        "en": "S9: a loss subtracts the monsters left in the dungeon, or those and the room's "
              "unplayed monsters.",
        "de": "S9: eine Niederlage zieht die Monster im Dungeon ab, oder diese und die "
              "ungespielten Monster des Raums."},
    # each option and choice by name, where nothing is typed (issue #23: German all through)
    "sc_option_weapon_rule": {"en": "Weapon after a kill", "de": "Waffe nach einem Sieg"},
    "sc_option_weapon_rule_lower": {"en": "only against lower monsters",
                                    "de": "nur gegen schwächere Monster"},
    "sc_option_weapon_rule_lower_or_equal": {"en": "against equal ones too",
                                             "de": "auch gegen gleich starke"},
    "sc_option_death_penalty": {"en": "On a loss, subtract", "de": "Bei einer Niederlage abziehen"},
    "sc_option_death_penalty_dungeon": {"en": "the monsters left in the dungeon",
                                        "de": "die Monster im Dungeon"},
    "sc_option_death_penalty_dungeon_and_room": {
        "en": "those in the dungeon and the room's unplayed ones",
        "de": "die im Dungeon und die ungespielten des Raums"},
}
