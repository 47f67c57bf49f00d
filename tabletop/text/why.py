"""What a library or the system said, in the reader's words (issue #28: pydantic's "Input
should be a valid string", Python's "'utf-8' codec can't decode byte 0xff", the JSON decoder's
"Expecting value" and the system's "No space left on device" stood in the one line, under
``--lang de`` too). Each is told by its kind, never by its English text: a pydantic error by
its type and the field it is about, a JSON error by the decoder's message (the one thing it
gives), a system error by its number."""

from __future__ import annotations

import errno
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tabletop.text.i18n import t

if TYPE_CHECKING:  # the root help loads no database module
    import sqlite3


_TYPES: Mapping[str, str] = {
    "missing": "why_missing", "extra_forbidden": "why_extra",
    "string_type": "why_text", "string_unicode": "why_text", "string_sub_type": "why_text",
    "int_type": "why_whole", "int_parsing": "why_whole", "int_from_float": "why_whole",
    "int_parsing_size": "why_whole",
    "float_type": "why_number", "float_parsing": "why_number", "decimal_type": "why_number",
    "decimal_parsing": "why_number", "finite_number": "why_number",
    "bool_type": "why_bool", "bool_parsing": "why_bool",
    "list_type": "why_list", "tuple_type": "why_list", "set_type": "why_list",
    "frozen_set_type": "why_list", "iterable_type": "why_list",
    "dict_type": "why_object", "model_type": "why_object", "model_attributes_type": "why_object",
    "literal_error": "why_one_of", "enum": "why_one_of",
    "greater_than_equal": "why_at_least", "less_than_equal": "why_at_most",
    "greater_than": "why_above", "less_than": "why_below",
    "string_too_long": "why_too_long", "too_long": "why_too_long",
    "string_too_short": "why_too_short", "too_short": "why_too_short",
}
"""Pydantic's error types (stable, unlike its English words) and what they say here."""

_LIMITS = {"why_at_least": "ge", "why_at_most": "le", "why_above": "gt", "why_below": "lt",
           "why_too_long": "max_length", "why_too_short": "min_length"}


_UNION_BRANCH = re.compile(r"(int|str|float|bool|none|list\[.*\]|dict\[.*\]|literal\[.*\]"
                           r"|function-.*|json-or-python\[.*\]|constrained-.*)")
"""The part pydantic adds to a field's path for the branch of a union it tried (``int``):
no field of the file."""


def field_name(loc: tuple[int | str, ...] | list[Any], where: str = "") -> str:
    """A field as a message names it: its path, parts joined by dots (``players.0``)."""
    parts = [str(part) for part in loc
             if not (isinstance(part, str) and _UNION_BRANCH.fullmatch(part))]
    return ".".join([where] * bool(where) + parts) or "?"


def validation_what(error: Mapping[str, Any]) -> str:
    """What was wrong with one pydantic error's field, in the reader's words."""
    key = _TYPES.get(str(error.get("type")), "why_invalid")
    context = error.get("ctx") or {}
    if key == "why_one_of":  # pydantic lists them "'a', 'b' or 'c'": the "or" is English
        return t(key, expected=str(context.get("expected", "?")).replace(" or ", ", "))
    if key in _LIMITS:
        limit = context.get(_LIMITS[key], "?")
        return t(key, limit=limit)
    return t(key)


def validation_reason(error: Mapping[str, Any], where: str = "") -> str:
    """``field: what was wrong`` for one pydantic error (``where``: the part of a file)."""
    return t("why_field", field=field_name(error.get("loc", ()), where),
             what=validation_what(error))


_JSON = (("Expecting value", "why_json_value"),
         ("Expecting ',' delimiter", "why_json_comma"),
         ("Expecting ':' delimiter", "why_json_colon"),
         ("Expecting property name", "why_json_name"),
         ("Expecting", "why_json_value"),
         ("Unterminated string", "why_json_string"),
         ("Invalid control character", "why_json_control"),
         # a bad "\\u" escape: JSON's four hex digits missing
         ("Invalid \\escape", "why_json_escape"), ("Invalid \\u", "why_json_escape"),
         ("Extra data", "why_json_extra"),
         ("Illegal trailing comma", "why_json_comma_trailing"),
         ("Unexpected end", "why_json_cut"))


def json_reason(message: str) -> str:
    """The JSON decoder's message (all it tells of what it met) in the reader's words."""
    if "is no JSON number" in message:
        return t("why_json_constant")
    if message.startswith("Exceeds the limit"):  # int() of thousands of digits
        return t("why_json_digits")
    for start, key in _JSON:
        if message.startswith(start):
            return t(key)
    return t("why_json_other")


_OS: Mapping[int, str] = {
    errno.ENOSPC: "why_os_full", getattr(errno, "EDQUOT", errno.ENOSPC): "why_os_full",
    errno.EACCES: "why_os_denied", errno.EPERM: "why_os_denied",
    errno.EROFS: "why_os_readonly", errno.ENOENT: "why_os_missing",
    errno.EISDIR: "why_os_folder", errno.ENOTDIR: "why_os_not_folder",
    errno.ENAMETOOLONG: "why_os_long", errno.EIO: "why_os_io", errno.EBADF: "why_os_closed",
    errno.EPIPE: "why_os_pipe",
}


def os_reason(exc: OSError) -> str:
    """What the system said, by its error number, in the reader's words."""
    key = _OS.get(exc.errno or 0)
    return t(key) if key is not None else t("why_os_other", number=exc.errno or "?")


# SQLite's primary result codes (https://sqlite.org/rescode.html) and its messages' fixed starts.
_DB_CODES: Mapping[int, str] = {10: "why_db_io", 11: "why_db_corrupt", 26: "why_db_not_db"}
_DB_NAMED = (("no such table: ", "why_db_no_table"), ("no such column: ", "why_db_no_column"),
             ("table ", "why_db_shape"))


def sqlite_reason(exc: sqlite3.Error) -> str:
    """What SQLite said, by its result code (or, for its catch-all code, the fixed start of
    its message), in the reader's words."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in _DB_CODES:
        return t(_DB_CODES[code])
    message = str(exc)
    for start, key in _DB_NAMED:
        if message.startswith(start):
            name = message[len(start):].split()[0] if message[len(start):].split() else "?"
            return t(key, name=name[:64])
    if code in (0, 1, 20):  # SQLITE_ERROR, a wrapper without a code, SQLITE_MISMATCH
        return t("why_db_shape")
    return t("why_db_other", number=code)
