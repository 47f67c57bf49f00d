"""Rule-set options of the dungeon dice game."""

from __future__ import annotations

from typing import Literal

from pydantic import ConfigDict, Field

from games.dungeon_dice.rules.heroes import HeroSet
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
    sets: HeroSet = Field(
        "base",
        description="D16: the heroes that may be chosen or dealt: the base game's eight, a "
        "booster pack's, the promo heroes, or all 26.",
        json_schema_extra={"help": "dd_opt_sets", "label": "dd_option_sets"},
    )
    mirror: Literal["no", "yes"] = Field(
        "no",
        description="D16: every player delves with the same hero.",
        json_schema_extra={"help": "dd_opt_mirror", "label": "dd_option_mirror"},
    )
    edition: int = edition_field(
        LATEST_EDITION,
        "The rulings a game was played by: a record made before D14 (1) replays "
        "as it was played; new games play by the latest.")

    @property
    def mirrored(self) -> bool:
        return self.mirror == "yes"

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
    "dd_opt_sets": {
        "en": "D16: which heroes may be chosen or dealt: base, pack1, promo, pack2 or all.",
        "de": "D16: aus welchen Sets die Helden kommen, die gewählt oder verteilt werden: "
              "Grundspiel, Erweiterung 1, Promo, Erweiterung 2 oder alle."},
    "dd_option_sets": {"en": "Hero sets", "de": "Heldensets"},
    "dd_option_sets_base": {"en": "the base game's eight", "de": "die acht des Grundspiels"},
    "dd_option_sets_pack1": {"en": "Hero Booster Pack 1", "de": "Helden-Erweiterung 1"},
    "dd_option_sets_promo": {"en": "the promo heroes", "de": "die Promo-Helden"},
    "dd_option_sets_pack2": {"en": "Hero Booster Pack 2 (legendary)",
                             "de": "Helden-Erweiterung 2 (legendär)"},
    "dd_option_sets_all": {"en": "all 26 heroes", "de": "alle 26 Helden"},
    "dd_opt_mirror": {"en": "D16: every player delves with the same hero (yes/no).",
                      "de": "D16: alle spielen mit demselben Helden (ja/nein)."},
    "dd_option_mirror": {"en": "Same hero for all", "de": "Alle denselben Helden"},
    "dd_option_mirror_no": {"en": "no", "de": "nein"},
    "dd_option_mirror_yes": {"en": "yes: every player the same hero",
                             "de": "ja: alle denselben Helden"},
}
