"""Rule-set options of Halunken und Spelunken."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

LATEST_EDITION = 2
"""The rulings new games play by: 2 adds H13 (who opens the bidding after a round nobody hired
Black Jack) and H14 (two players: his card turned before the reveal when nobody hired him)."""


class HalunkenOptions(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    variant: Literal["standard", "intro"] = Field(
        "standard",
        description="H1/H2: the standard game with Black Jack, or the introductory game without "
        "him. Two players always play the two-player variant (H12).",
        json_schema_extra={"help": "hs_opt_variant"},
    )
    games: int = Field(
        1, ge=1, le=9,
        description="Records made before matches were the host's: this many games in one "
        "record with the scores added. New games play a match with the `match` verb.",
        json_schema_extra={"replaced": "hs_err_games_option"},
    )
    edition: int = Field(
        LATEST_EDITION, ge=1, le=LATEST_EDITION,
        description="The rulings a game was played by: a record made before H13 and H14 (1) "
        "replays as it was played; new games play by the latest.",
        json_schema_extra={"replaced": "hs_err_edition_option"},
    )

    @model_validator(mode="before")
    @classmethod
    def _older_records(cls, data: Any) -> Any:
        # A record keeps every option of its game (``model_dump``): one made before editions
        # has ``games`` but no ``edition``. New games never name ``games`` (it is refused).
        if isinstance(data, dict) and "games" in data and "edition" not in data:
            return {**data, "edition": 1}
        return data

    @property
    def since_h13_h14(self) -> bool:
        return self.edition >= 2


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "hs_opt_variant": {
        "en": "H1/H2: the standard game with Black Jack (standard) or the introductory game "
              "without him (intro); two players always play the two-player variant (H12).",
        "de": "H1/H2: das Grundspiel mit Black Jack (standard) oder das Einführungsspiel ohne "
              "ihn (intro); zu zweit spielt man immer die Variante für zwei (H12)."},
}
