"""Reading an exported file piece by piece: a file of many games is read one game at a time, so
importing ten thousand games needs about the memory of one (issue #13).

The file is one JSON object. A set (``"format": "tabletop-records"`` before its ``records``, as
``export`` writes it) hands out its records one by one; any other object is read whole. No value
may be longer than ``limit`` characters or nested deeper than Python's decoder goes.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from typing import Any

from tabletop.events import BadInput
from tabletop.records import schema
from tabletop.text.i18n import t
from tabletop.text.why import json_reason

WHITESPACE = re.compile(r"[ \t\n\r]*")
RECORD, RECORDS = "tabletop-record", "tabletop-records"


class NotJson(BadInput):
    """The text is no JSON; the reason (the decoder's message, said in the reader's words)
    names what, ``at`` where."""

    def __init__(self, reason: str, at: int, *, said: str | None = None) -> None:
        super().__init__("err_json_syntax", reason=said or json_reason(reason), at=at)


class NotTabletop(BadInput):
    """JSON, but no tabletop export (no format field of ours)."""

    def __init__(self) -> None:
        super().__init__("err_json_foreign")


class BadShape(BadInput):
    """A tabletop export whose parts are not where they belong (``where``: which part)."""

    def __init__(self, where: str, reason: str) -> None:
        super().__init__("err_json_shape", where=where, reason=reason)


class TooLarge(BadInput):
    def __init__(self, most: int) -> None:
        super().__init__("err_json_too_big", most=max(1, most // (1024 * 1024)))


class TooDeep(BadInput):
    def __init__(self) -> None:
        super().__init__("err_json_deep_decoder")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is no JSON number")


class JsonReader:
    """The values of one JSON text, read in pieces from ``read(size)``."""

    def __init__(self, read: Callable[[int], str], limit: int, chunk: int = 1 << 16) -> None:
        self.read, self.limit, self.chunk = read, limit, chunk
        self.buf, self.pos, self.base, self.eof = "", 0, 0, False
        self.decoder = json.JSONDecoder(parse_constant=_no_constant)

    def _fill(self) -> bool:
        """Read more (as much again as is waiting, so a long value needs few passes)."""
        if self.eof:
            return False
        piece = self.read(max(self.chunk, len(self.buf) - self.pos))
        if not piece:
            self.eof = True
            return False
        self.base += self.pos
        self.buf = self.buf[self.pos:] + piece
        self.pos = 0
        return True

    def peek(self) -> str:
        """The next character that is not white space; ``""`` at the end."""
        while True:
            match = WHITESPACE.match(self.buf, self.pos)
            assert match is not None
            self.pos = match.end()
            if self.pos < len(self.buf):
                return self.buf[self.pos]
            if not self._fill():
                return ""

    def take(self, chars: str) -> str:
        found = self.peek()
        if not found or found not in chars:
            wanted = ", ".join(repr(c) for c in chars)
            raise NotJson("", self.base + self.pos + 1,
                          said=t("why_json_expected", chars=wanted) if found
                          else t("why_json_cut"))
        self.pos += 1
        return found

    def value(self) -> Any:
        """The next value, whole."""
        self.peek()
        while True:
            try:
                value, end = self.decoder.raw_decode(self.buf, self.pos)
            except json.JSONDecodeError as exc:
                if self._more(exc):
                    continue
                raise NotJson(exc.msg, self.base + exc.pos + 1) from None
            except RecursionError:
                raise TooDeep() from None
            except ValueError as exc:  # NaN, Infinity, or an integer of thousands of digits
                raise NotJson(str(exc), self.base + self.pos + 1) from None
            if end == len(self.buf) and self._fill():
                continue  # a number may go on in the next piece
            if end - self.pos > self.limit:
                raise TooLarge(self.limit)
            self.pos = end
            return value

    def _more(self, exc: json.JSONDecodeError) -> bool:
        """Whether the value may only be cut off by the end of what was read so far (then more
        has been read); an error well inside the text is a real one."""
        cut = exc.pos >= len(self.buf) - 16 or exc.msg.startswith("Unterminated string")
        if not cut:
            return False
        if len(self.buf) - self.pos > self.limit:
            raise TooLarge(self.limit)
        return self._fill()

    def end(self) -> None:
        if self.peek():
            raise NotJson("Extra data", self.base + self.pos + 1)

    def key(self) -> str:
        found = self.peek()
        if found != '"':
            raise NotJson("Expecting property name enclosed in double quotes" if found
                          else "Unexpected end", self.base + self.pos + 1)
        key = self.value()
        assert isinstance(key, str)
        return key


def records(reader: JsonReader, *, bare: bool = False) -> Iterator[tuple[str, Any]]:
    """Each record of an exported file with where it is (``records.3``; ``""`` for a file of
    one record). ``bare``: an object without a format field is taken for a record."""
    if reader.peek() != "{":
        reader.value()
        reader.end()
        raise NotTabletop()
    reader.take("{")
    head: dict[str, Any] = {}
    streamed = False
    if reader.peek() == "}":
        reader.take("}")
    else:
        while True:
            key = reader.key()
            reader.take(":")
            if key == "records" and head.get("format") == RECORDS and not streamed:
                streamed = True
                schema.version_of(head)  # a newer set is refused before its first record
                yield from _items(reader)
            else:
                head[key] = reader.value()
            if reader.take(",}") == "}":
                break
    reader.end()
    kind = head.get("format", RECORD if bare and not streamed else None)
    if streamed:
        _only_format(head)
        return
    if kind == RECORD:
        yield "", head
    elif kind == RECORDS:
        listed = head.pop("records", None)
        if listed is None:
            raise BadShape("records", "Field required")
        if not isinstance(listed, list):
            raise BadShape("records", "Input should be a valid list")
        _only_format(head)
        for number, item in enumerate(listed):
            yield f"records.{number}", item
    else:
        raise NotTabletop()


def _items(reader: JsonReader) -> Iterator[tuple[str, Any]]:
    if reader.peek() != "[":
        raise BadShape("records", "Input should be a valid list")
    reader.take("[")
    if reader.peek() == "]":
        reader.take("]")
        return
    number = 0
    while True:
        yield f"records.{number}", reader.value()
        number += 1
        if reader.take(",]") == "]":
            return


def _only_format(head: dict[str, Any]) -> None:
    schema.version_of(head)
    for key in head:
        if key not in ("format", schema.FIELD):
            raise BadShape(key[:60], "Extra inputs are not permitted")
