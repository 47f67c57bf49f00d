"""The rules edition a game is played by: one mechanism for every game whose rulings changed.

A game's options model subclasses ``Editioned`` and names its newest edition in its field
``edition`` (``edition_field``). New games play by the newest and may not choose another (the
app keeps it); a record keeps the edition it was played by, and a record made before the game
had editions (its options name no ``edition``) replays as edition 1.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field, model_validator


def edition_field(latest: int, description: str) -> Any:
    """The ``edition`` option: the newest by default, refused when a person names it."""
    return Field(latest, ge=1, le=latest, description=description,
                 json_schema_extra={"replaced": "err_edition_option", "label": "option_edition"})


class Editioned(BaseModel):
    """Options that name their ``edition`` (declared with ``edition_field``). ``RECORDED``:
    an option every record made before editions holds (records keep every option, as
    ``model_dump`` writes them)."""

    # A game's help reads the options' fields, never validates them: the validator (and
    # pydantic's plugins, through importlib.metadata) is built when options are first made
    # (issue #26: start-up). Every game's options inherit it.
    model_config = ConfigDict(defer_build=True)
    RECORDED: ClassVar[str]

    @model_validator(mode="before")
    @classmethod
    def _before_editions(cls, data: Any) -> Any:
        # Options picked for a new game always name the edition (``chosen_options`` fills in
        # what the app keeps), and the defaults, built from nothing, are the newest.
        if isinstance(data, dict) and cls.RECORDED in data and "edition" not in data:
            return {**data, "edition": 1}
        return data
