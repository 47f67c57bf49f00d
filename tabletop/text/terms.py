"""Terms: a message parameter that is itself a catalogue entry (``{"t": key, ...params}``),
said in the reader's language, and a list said as its items joined. Apart from the narration
so that an error (``tabletop.text.errors``) can say its parameters without loading the plugin
interface.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.text.i18n import decimal, t
from tabletop.text.shown import shown_name

TERM = "t"
MAX_PARAM = 80  # characters of a text parameter shown (issue #13); a name has at most 32


def term(key: str, /, **params: Any) -> dict[str, Any]:
    """A parameter that is itself a catalogue entry."""
    return {TERM: key, **params}


def spoken(value: Any) -> Any:
    if isinstance(value, Mapping) and TERM in value:
        params = {k: spoken(v) for k, v in value.items() if k != TERM}
        return t(str(value[TERM]), **params)
    if isinstance(value, list | tuple):
        return ", ".join(str(spoken(item)) for item in value)
    if isinstance(value, float):
        return decimal(value, 1)  # an expected value (a review): a decimal comma in German
    if isinstance(value, str):
        # A name stored before the rules on names may hold controls or be megabytes long.
        return shown_name(value, most=MAX_PARAM)
    return value


def said(value: Any) -> Any:
    """A message's parameter as the reader reads it (an error's too, issue #14): a term, or a
    list holding terms, in the current language; any other value as it is."""
    if isinstance(value, Mapping) and TERM in value:
        return spoken(value)
    if isinstance(value, list | tuple) and any(isinstance(v, Mapping) and TERM in v
                                               for v in value):
        return spoken(value)
    return value
