"""What the guard reads of a request before any page runs (issue #28, "the web's doors"): the
name the request was addressed to, the size of its headers, its whole body, and whether its
fields are UTF-8 text."""

from __future__ import annotations

import re
from collections.abc import Iterable
from urllib.parse import unquote_to_bytes

from starlette.types import Message, Receive

# The names of this machine that no other site can take: a page elsewhere can point a name of
# its own at 127.0.0.1 (DNS rebinding), but the browser then still sends that name as Host.
LOOPBACK = ("127.0.0.1", "localhost", "[::1]")
MAX_HEADERS = 32 * 1024  # a browser's cookies and headers for this app stay under 8 KB
SHOWN_FIELD = re.compile(r"[A-Za-z0-9_.-]{1,40}")  # a field's name is named only when plain
PART_NAME = re.compile(rb'name="([^"]*)"')


def host_names(extra: Iterable[str]) -> frozenset[str]:
    """The names the server answers to: the loopback names and those it was started for."""
    return frozenset(name for name in (*LOOPBACK, *(_bracketed(e.lower()) for e in extra))
                     if name)


def _bracketed(name: str) -> str:
    return f"[{name}]" if ":" in name and not name.startswith("[") else name


def host_of(header: str | None) -> str | None:
    """The name in a Host header, without its port; None when it is no name and port."""
    if not header:
        return None
    name, port = header.lower(), ""
    if name.startswith("["):
        end = name.find("]")
        if end < 0:
            return None
        name, port = name[:end + 1], name[end + 1:]
        if port and not port.startswith(":"):
            return None
        port = port[1:]
    elif ":" in name:
        name, port = name.rsplit(":", 1)
    if port and not (port.isascii() and port.isdigit()):
        return None
    return name


def headers_size(headers: Iterable[tuple[bytes, bytes]]) -> int:
    return sum(len(key) + len(value) for key, value in headers)


async def whole_body(receive: Receive, most: int) -> bytes | None:
    """The body, read to its end; raises ``TooBig`` past ``most`` bytes and gives None when the
    client went away before sending it all (a closed tab, a dropped phone: no error)."""
    parts: list[bytes] = []
    seen = 0
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            return None
        chunk = message.get("body", b"")
        seen += len(chunk)
        if seen > most:
            raise TooBig
        parts.append(chunk)
        if not message.get("more_body", False):
            return b"".join(parts)


class TooBig(Exception):
    """A body that grew past the limit (the guard answers 413)."""


def replayed(body: bytes, receive: Receive) -> Receive:
    """The body already read, handed to the app as if it arrived now; then the connection's
    own messages (a disconnect ends a live stream)."""
    given = False

    async def inner() -> Message:
        nonlocal given
        if not given:
            given = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return inner


def undecodable_field(body: bytes, content_type: str) -> str | None:
    """The name of the first form field that is not UTF-8 text (``""`` when its name is no
    plain name either), or None when every field is."""
    if content_type.split(";")[0].strip().lower() == "multipart/form-data":
        return _undecodable_part(body)
    return undecodable_pair(body)


def undecodable_pair(encoded: bytes) -> str | None:
    """As ``undecodable_field`` for ``a=1&b=2``, a form or an address's query."""
    for pair in encoded.split(b"&"):  # as the form parser and the query's reader split it
        name, _, value = pair.partition(b"=")
        try:
            shown = unquote_to_bytes(name.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return ""
        try:
            unquote_to_bytes(value.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return shown if SHOWN_FIELD.fullmatch(shown) else ""
    return None


def _undecodable_part(body: bytes) -> str | None:
    """No field of this app is a file: every byte of a multipart body is text."""
    try:
        body.decode("utf-8")
    except UnicodeDecodeError as exc:
        names = PART_NAME.findall(body[:exc.start])
        shown = names[-1].decode("utf-8", "replace") if names else ""
        return shown if SHOWN_FIELD.fullmatch(shown) else ""
    return None
