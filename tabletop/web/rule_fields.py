"""A game's rule-set options as the forms offer them (the new-game form and the tally):
each with its name, its choices in the reader's words, and what it decides."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_origin

from tabletop.plugin import Game
from tabletop.session.session import explained, settable
from tabletop.text.labels import choice_label, option_label


@dataclass(frozen=True, slots=True)
class Choice:
    value: str
    label: str
    selected: bool


@dataclass(frozen=True, slots=True)
class RuleField:
    key: str
    label: str
    explained: str
    value: str
    choices: list[Choice]
    changed: bool


def rule_fields(game: Game[Any], chosen: Mapping[str, Any]) -> list[RuleField]:
    """Each option a person may set, ``chosen`` (by key) or else at its default."""
    fields = []
    for key, default in settable(game.meta.options()).items():
        field = game.meta.options.model_fields[key]
        current = str(chosen.get(key, default))
        values = get_args(field.annotation) if get_origin(field.annotation) is Literal else ()
        fields.append(RuleField(
            key=key, label=option_label(key, field), explained=explained(field), value=current,
            choices=[Choice(str(value), choice_label(field, value), str(value) == current)
                     for value in values],
            changed=current != str(default)))
    return fields
