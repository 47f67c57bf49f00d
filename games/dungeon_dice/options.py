"""Rule-set options of the dungeon dice game."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

LATEST_EDITION = 2
"""The rulings new games play by: 2 adds D14 (only a party die, or a companion or Scroll token,
quaffs; not the hero card, not a monster turned ally)."""


class DungeonDiceOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    heroes: Literal["choose", "deal"] = Field(
        "choose",
        description="D12: each player chooses a hero (or asks for one to be dealt), or every "
        "player is dealt one at random.",
        json_schema_extra={"help": "dd_opt_heroes"},
    )
    edition: int = Field(
        LATEST_EDITION, ge=1, le=LATEST_EDITION,
        description="The rulings a game was played by: a record made before D14 (1) replays "
        "as it was played; new games play by the latest.",
        json_schema_extra={"replaced": "dd_err_edition_option"},
    )

    @model_validator(mode="before")
    @classmethod
    def _older_records(cls, data: Any) -> Any:
        # A record keeps every option of its game (``model_dump``): one made before editions
        # has ``heroes`` but no ``edition``. Options picked for a new game always name the
        # edition (``chosen_options`` fills in what the app keeps), and the defaults, built
        # from nothing, are the latest.
        if isinstance(data, dict) and "heroes" in data and "edition" not in data:
            return {**data, "edition": 1}
        return data

    @property
    def since_d14(self) -> bool:
        return self.edition >= 2


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "dd_opt_heroes": {
        "en": "D12: each player chooses a hero or has one dealt (choose), or every player is dealt "
              "one at random (deal).",
        "de": "D12: jeder wählt einen Helden oder lässt sich einen geben (choose), oder jeder "
              "bekommt einen zufällig (deal)."},
}
