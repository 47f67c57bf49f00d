"""Rule-set options of the dungeon dice game."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from tabletop.editions import Editioned, edition_field

LATEST_EDITION = 2
"""The rulings new games play by: 2 adds D14 (only a party die, or a companion or Scroll token,
quaffs; not the hero card, not a monster turned ally)."""


class DungeonDiceOptions(Editioned):
    model_config = ConfigDict(frozen=True, extra="forbid")
    RECORDED = "heroes"  # every record made before editions holds it

    heroes: Literal["choose", "deal"] = Field(
        "choose",
        description="D12: each player chooses a hero (or asks for one to be dealt), or every "
        "player is dealt one at random.",
        json_schema_extra={"help": "dd_opt_heroes", "label": "dd_option_heroes"},
    )
    edition: int = edition_field(
        LATEST_EDITION,
        "The rulings a game was played by: a record made before D14 (1) replays "
        "as it was played; new games play by the latest.")

    @property
    def since_d14(self) -> bool:
        return self.edition >= 2


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "dd_opt_heroes": {
        "en": "D12: each player chooses a hero or has one dealt, or every player is dealt one "
              "at random.",
        "de": "D12: jeder wählt einen Helden oder lässt sich einen geben, oder jeder bekommt "
              "einen zufällig."},
    # each option and choice by name, where nothing is typed (issue #23: German all through)
    "dd_option_heroes": {"en": "Heroes", "de": "Helden"},
    "dd_option_heroes_choose": {"en": "each player chooses", "de": "jeder wählt selbst"},
    "dd_option_heroes_deal": {"en": "dealt at random", "de": "zufällig verteilt"},
}
