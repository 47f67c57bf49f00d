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

if TYPE_CHECKING:  # the root help loads no database module
    import sqlite3


def _t(key: str, /, **params: object) -> str:
    # Imported when first said: tabletop.i18n registers this module's MESSAGES as it loads.
    from tabletop.i18n import t

    return t(key, **params)

MESSAGES: dict[str, dict[str, str]] = {
    "why_field": {"en": "{field}: {what}", "de": "{field}: {what}"},
    "why_missing": {"en": "missing", "de": "fehlt"},
    "why_extra": {"en": "not a field tabletop knows", "de": "kein Feld, das tabletop kennt"},
    "why_text": {"en": "must be text", "de": "muss ein Text sein"},
    "why_whole": {"en": "must be a whole number", "de": "muss eine ganze Zahl sein"},
    "why_number": {"en": "must be a number", "de": "muss eine Zahl sein"},
    "why_bool": {"en": "must be true or false", "de": "muss true oder false sein"},
    "why_list": {"en": "must be a list", "de": "muss eine Liste sein"},
    "why_object": {"en": "must be an object ({{…}})", "de": "muss ein Objekt ({{…}}) sein"},
    "why_one_of": {"en": "must be one of {expected}", "de": "muss eines von {expected} sein"},
    "why_at_least": {"en": "must be at least {limit}", "de": "muss mindestens {limit} sein"},
    "why_at_most": {"en": "must be at most {limit}", "de": "darf höchstens {limit} sein"},
    "why_above": {"en": "must be more than {limit}", "de": "muss mehr als {limit} sein"},
    "why_below": {"en": "must be less than {limit}", "de": "muss weniger als {limit} sein"},
    "why_too_long": {"en": "is longer than {limit} allows", "de": "ist länger als {limit} erlaubt"},
    "why_too_short": {"en": "is shorter than {limit} allows",
                      "de": "ist kürzer als {limit} erlaubt"},
    "why_invalid": {"en": "not a valid value", "de": "kein gültiger Wert"},
    "why_json_value": {"en": "a value was expected", "de": "ein Wert wurde erwartet"},
    "why_json_comma": {"en": "a comma was expected", "de": "ein Komma wurde erwartet"},
    "why_json_colon": {"en": "a colon was expected", "de": "ein Doppelpunkt wurde erwartet"},
    "why_json_name": {"en": "a field name in double quotes was expected",
                      "de": "ein Feldname in doppelten Anführungszeichen wurde erwartet"},
    "why_json_string": {"en": "a text is not closed", "de": "ein Text ist nicht geschlossen"},
    "why_json_control": {"en": "a control character inside a text",
                         "de": "ein Steuerzeichen in einem Text"},
    "why_json_escape": {"en": "a backslash escape that JSON does not have",
                        "de": "ein Rückstrich-Escape, das JSON nicht kennt"},
    "why_json_extra": {"en": "more follows the end of the value",
                       "de": "nach dem Ende des Werts folgt noch mehr"},
    "why_json_comma_trailing": {"en": "a comma before the closing bracket",
                                "de": "ein Komma vor der schließenden Klammer"},
    "why_json_constant": {"en": "a number JSON does not have (NaN, Infinity)",
                          "de": "eine Zahl, die JSON nicht kennt (NaN, Infinity)"},
    "why_json_expected": {"en": "{chars} was expected", "de": "{chars} wurde erwartet"},
    "why_json_digits": {"en": "a number with too many digits",
                        "de": "eine Zahl mit zu vielen Ziffern"},
    "why_json_other": {"en": "not valid JSON", "de": "kein gültiges JSON"},
    "why_json_cut": {"en": "the text ends in the middle of a value",
                     "de": "der Text endet mitten in einem Wert"},
    "why_os_full": {"en": "the disk is full", "de": "das Laufwerk ist voll"},
    "why_os_denied": {"en": "permission denied", "de": "keine Berechtigung"},
    "why_os_readonly": {"en": "the disk is read-only", "de": "das Laufwerk ist schreibgeschützt"},
    "why_os_missing": {"en": "there is no such file or folder",
                       "de": "diese Datei oder diesen Ordner gibt es nicht"},
    "why_os_folder": {"en": "it is a folder", "de": "das ist ein Ordner"},
    "why_os_not_folder": {"en": "a part of the path is not a folder",
                          "de": "ein Teil des Pfads ist kein Ordner"},
    "why_os_long": {"en": "the name is too long", "de": "der Name ist zu lang"},
    "why_os_io": {"en": "the disk could not be read or written",
                  "de": "das Laufwerk ließ sich nicht lesen oder beschreiben"},
    "why_os_closed": {"en": "it is closed", "de": "sie ist geschlossen"},
    "why_os_pipe": {"en": "the reader has gone", "de": "der Leser ist nicht mehr da"},
    "why_os_other": {"en": "the system refused (error {number})",
                     "de": "das System lehnte ab (Fehler {number})"},
    "why_db_not_db": {"en": "the file is not a database", "de": "die Datei ist keine Datenbank"},
    "why_db_corrupt": {"en": "a page of the file is damaged",
                       "de": "eine Seite der Datei ist beschädigt"},
    "why_db_io": {"en": "the disk could not be read or written",
                  "de": "das Laufwerk ließ sich nicht lesen oder beschreiben"},
    "why_db_no_table": {"en": "the table '{name}' is missing",
                        "de": "die Tabelle '{name}' fehlt"},
    "why_db_no_column": {"en": "a table lacks the column '{name}'",
                         "de": "einer Tabelle fehlt die Spalte '{name}'"},
    "why_db_shape": {"en": "its tables are not as tabletop wrote them",
                     "de": "ihre Tabellen sind nicht so, wie tabletop sie schrieb"},
    "why_db_other": {"en": "SQLite refused (error {number})",
                     "de": "SQLite lehnte ab (Fehler {number})"},
}

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
        return _t(key, expected=str(context.get("expected", "?")).replace(" or ", ", "))
    if key in _LIMITS:
        limit = context.get(_LIMITS[key], "?")
        return _t(key, limit=limit)
    return _t(key)


def validation_reason(error: Mapping[str, Any], where: str = "") -> str:
    """``field: what was wrong`` for one pydantic error (``where``: the part of a file)."""
    return _t("why_field", field=field_name(error.get("loc", ()), where),
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
        return _t("why_json_constant")
    if message.startswith("Exceeds the limit"):  # int() of thousands of digits
        return _t("why_json_digits")
    for start, key in _JSON:
        if message.startswith(start):
            return _t(key)
    return _t("why_json_other")


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
    return _t(key) if key is not None else _t("why_os_other", number=exc.errno or "?")


# SQLite's primary result codes (https://sqlite.org/rescode.html) and its messages' fixed starts.
_DB_CODES: Mapping[int, str] = {10: "why_db_io", 11: "why_db_corrupt", 26: "why_db_not_db"}
_DB_NAMED = (("no such table: ", "why_db_no_table"), ("no such column: ", "why_db_no_column"),
             ("table ", "why_db_shape"))


def sqlite_reason(exc: sqlite3.Error) -> str:
    """What SQLite said, by its result code (or, for its catch-all code, the fixed start of
    its message), in the reader's words."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in _DB_CODES:
        return _t(_DB_CODES[code])
    message = str(exc)
    for start, key in _DB_NAMED:
        if message.startswith(start):
            name = message[len(start):].split()[0] if message[len(start):].split() else "?"
            return _t(key, name=name[:64])
    if code in (0, 1, 20):  # SQLITE_ERROR, a wrapper without a code, SQLITE_MISMATCH
        return _t("why_db_shape")
    return _t("why_db_other", number=code)
