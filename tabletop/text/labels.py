"""The words a reader sees for what the code names in English: a rule-set option, each of its
choices, a bot (issue #23: German all through).

The terminal types the code's names (``-o weapon_rule=lower``, ``--bot odds``) and shows these
words beside them; the web's forms and records show only these words. An option's field names
its catalogue key in ``json_schema_extra`` (``"label"``); each choice of a ``Literal`` is
``<label>_<choice>``. A bot is ``bot_<game>_<name>`` (the game's id with ``_`` for ``-``).
Without an entry the code's name stands, so a record of an option since gone still reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic.fields import FieldInfo

from tabletop.text.i18n import catalogue, t


def _label_key(field: FieldInfo) -> str | None:
    extra = field.json_schema_extra
    key = extra.get("label") if isinstance(extra, dict) else None
    return key if isinstance(key, str) else None


def option_label(name: str, field: FieldInfo | None) -> str:
    """The option's name in the reader's language."""
    key = _label_key(field) if field is not None else None
    return t(key) if key is not None and key in catalogue() else name


def choice_label(field: FieldInfo | None, value: object) -> str:
    """One of the option's choices in the reader's language (a number stays a number)."""
    key = _label_key(field) if field is not None else None
    wanted = f"{key}_{value}"
    return t(wanted) if key is not None and wanted in catalogue() else str(value)


def options_in_words(fields: Mapping[str, FieldInfo], options: Mapping[str, Any]) -> str:
    """Options as a reader reads them: "Weapon after a kill: against equal ones too"."""
    return " · ".join(f"{option_label(name, fields.get(name))}: "
                      f"{choice_label(fields.get(name), value)}"
                      for name, value in options.items())


def bot_label(game_id: str, name: str) -> str:
    """A bot by the name the reader sees."""
    key = f"bot_{game_id.replace('-', '_')}_{name}"
    return t(key) if key in catalogue() else name
