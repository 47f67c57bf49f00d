"""One message catalogue for every user-facing string, in English and German.

The host and each game register their own entries; lookups fall back to English so a
missing German entry shows a readable sentence instead of a key (a test keeps both complete).
"""

from __future__ import annotations

import locale
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

LANGUAGES = ("en", "de")

_catalogue: dict[str, dict[str, str]] = {}
_current = ["en"]
_typed = [False]  # --lang was given: it wins over the language a game was started in
# A server answers people in several languages at once: a request's language is set in its own
# context and wins over the process's language (the command line's).
_request: ContextVar[str | None] = ContextVar("tabletop_language", default=None)


def register(*tables: Mapping[str, Mapping[str, str]]) -> None:
    """Add the entries of each table, all written in the one format
    ``{"key": {"en": "...", "de": "..."}}`` (the host's and every game's; issue #27)."""
    for table in tables:
        for key, texts in table.items():
            _catalogue[key] = dict(texts)


def by_name(table: Mapping[str, Mapping[str, str]], prefix: str) -> dict[str, tuple[str, ...]]:
    """The entries of ``table`` under ``prefix`` by the rest of their key, each as its texts in
    the order of ``LANGUAGES``: for code that reads a shown name back in either language (a
    tally reads "Kampfmagier" as the battlemage), while the names are written once, in the
    catalogue."""
    return {key.removeprefix(prefix): tuple(texts[lang] for lang in LANGUAGES)
            for key, texts in table.items() if key.startswith(prefix)}


def catalogue() -> Mapping[str, Mapping[str, str]]:
    return _catalogue


def detect_language() -> str:
    """``TABLETOP_LANG`` first, then the locale; English when nothing says German."""
    wanted = os.environ.get("TABLETOP_LANG", "")
    if not wanted:
        for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
            wanted = os.environ.get(var, "")
            if wanted:
                break
    if not wanted:
        wanted = locale.getlocale()[0] or ""
    return "de" if wanted.lower().startswith("de") else "en"


def set_language(lang: str, *, typed: bool = False) -> None:
    _current[0] = lang if lang in LANGUAGES else "en"
    _typed[0] = typed


def typed() -> bool:
    """Whether the person chose this process's language on its command line."""
    return _typed[0]


def speak_as_game(lang: str | None) -> None:
    """Go on in the language a game was started in, unless the command line chose one: a
    German game resumes in German (issue #39)."""
    if lang in LANGUAGES and not _typed[0]:
        _current[0] = lang


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Use ``lang`` in this context only (one web request), whatever the process uses."""
    token = _request.set(lang if lang in LANGUAGES else "en")
    try:
        yield
    finally:
        _request.reset(token)


def language() -> str:
    return _request.get() or _current[0]


def t(key: str, /, **params: object) -> str:
    """The message for ``key`` in the current language, formatted with ``params``."""
    texts = _catalogue.get(key)
    if texts is None:
        return key
    text = texts.get(language()) or texts["en"]
    if not params:
        return text
    reason = params.get("reason")
    if isinstance(reason, str) and reason.endswith(".") and not reason.endswith(".."):
        params = {**params, "reason": clause(text, reason)}
    return text.format(**params)


REASON_ENDS = ("{reason})", "{reason};", "{reason},", "{reason}.", "{reason}:")


def clause(text: str, reason: str) -> str:
    """A reason is a sentence of its own ('9♠ is not in the room.'); set inside another before
    its own punctuation, '(…)' or '…;', it drops its full stop: no '(… room.);'."""
    return reason[:-1] if any(end in text for end in REASON_ENDS) else reason


def tn(key: str, count: int, /, **params: object) -> str:
    """The message that counts ``count`` things: ``key + "_one"`` for exactly one, else
    ``key + "_many"`` (English and German both say "0 cards", "1 card", "2 cards"; issue #14).
    ``count`` is passed on as a parameter too."""
    return t(f"{key}_one" if count == 1 else f"{key}_many", count=count, **params)


def _register_host() -> None:
    from tabletop.text import advice as messages_advice
    from tabletop.text import messages, reasons
    from tabletop.text import records as messages_records
    from tabletop.text import review as messages_review

    register(messages.MESSAGES, messages_records.MESSAGES, messages_advice.MESSAGES,
             reasons.MESSAGES, messages_review.MESSAGES)


_register_host()


def decimal(value: float, places: int = 1, *, signed: bool = False) -> str:
    """A decimal as the reader writes it: a decimal comma in German."""
    text = f"{value:+.{places}f}" if signed else f"{value:.{places}f}"
    return text.replace(".", ",") if language() == "de" else text


def figure(value: float, places: int = 1) -> str:
    """A mean or median as the reader writes it: whole numbers without decimals."""
    if float(value).is_integer() and abs(value) < 1e15:
        return str(int(value))
    return decimal(value, places)


def percent(share: float, places: int = 0) -> str:
    """A share (0-1) as a percentage; German puts a space before the sign (issue #14)."""
    number = decimal(100 * share, places)
    return f"{number}\u00a0%" if language() == "de" else f"{number}%"
