"""Rule-set options of Halunken und Spelunken."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from tabletop.editions import Editioned, edition_field

LATEST_EDITION = 2
"""The rulings new games play by: 2 adds H13 (who opens the bidding after a round nobody hired
Black Jack) and H14 (two players: his card turned before the reveal when nobody hired him)."""


class HalunkenOptions(Editioned):
    model_config = ConfigDict(frozen=True, extra="forbid")
    RECORDED = "games"  # every record made before editions holds it

    variant: Literal["standard", "intro"] = Field(
        "standard",
        description="H1/H2: the standard game with Black Jack, or the introductory game without "
        "him. Two players always play the two-player variant (H12).",
        json_schema_extra={"help": "hs_opt_variant", "label": "hs_option_variant"},
    )
    games: int = Field(
        1, ge=1, le=9,
        description="Records made before matches were the host's: this many games in one "
        "record with the scores added. New games play a match with the `match` verb.",
        json_schema_extra={"replaced": "hs_err_games_option", "label": "hs_option_games"},
    )
    edition: int = edition_field(
        LATEST_EDITION,
        "The rulings a game was played by: a record made before H13 and H14 (1) "
        "replays as it was played; new games play by the latest.")

    @property
    def since_h13_h14(self) -> bool:
        return self.edition >= 2


MESSAGES = {  # each option explained at the options prompt (issue #14)
    "hs_opt_variant": {
        "en": "H1/H2: the standard game with Black Jack, or the introductory game without him; "
              "two players always play the two-player variant (H12).",
        "de": "H1/H2: das Grundspiel mit Black Jack oder das Einführungsspiel ohne ihn; zu "
              "zweit spielt man immer die Variante für zwei (H12)."},
    # each option and choice by name, where nothing is typed (issue #23: German all through)
    "hs_option_variant": {"en": "Game", "de": "Spielart"},
    "hs_option_variant_standard": {"en": "standard game, with Black Jack",
                                   "de": "Grundspiel, mit Black Jack"},
    "hs_option_variant_intro": {"en": "introductory game, without Black Jack",
                                "de": "Einführungsspiel, ohne Black Jack"},
    "hs_option_games": {"en": "Games in one record", "de": "Spiele in einer Aufzeichnung"},
}
