"""What every request passes before it reaches a page: the name it was addressed to, size
limits on headers and bodies, fields that are UTF-8 text, the reader's language, the host's key
when the server listens on the network, same-origin posts, and headers that keep pages from
being framed, scripted from elsewhere or kept in a cache."""

from __future__ import annotations

import hmac
from collections.abc import Iterable
from urllib.parse import urlsplit

import h11
from starlette.applications import Starlette
from starlette.datastructures import Headers, MutableHeaders
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tabletop.text.i18n import speaking, t
from tabletop.typed import small_number
from tabletop.web.doors import (
    MAX_HEADERS,
    TooBig,
    headers_size,
    host_names,
    host_of,
    replayed,
    undecodable_field,
    undecodable_pair,
    whole_body,
)
from tabletop.web.layout import page, request_language
from tabletop.web.links import plausible
from tabletop.web.templating import render

MAX_BODY = 64 * 1024  # a form of a game is a few hundred bytes; a tally a few kilobytes
HOST_COOKIE = "tabletop_host"
# Every player's phone loads these too (the manifest, the service worker and its offline page:
# issue #23, installable).
OPEN_PATHS = ("/s/", "/api/s/", "/static/", "/games.css", "/lang/", "/k/", "/favicon",
              "/manifest.webmanifest", "/sw.js", "/offline")
SECURITY_HEADERS = {
    "Content-Security-Policy": ("default-src 'self'; img-src 'self' data:; "
                                "style-src 'self' 'unsafe-inline'; script-src 'self'; "
                                "frame-ancestors 'none'; form-action 'self'; base-uri 'none'"),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "X-Frame-Options": "DENY",
}


class Guard:
    def __init__(self, app: Starlette, *, host_key: str | None, hosts: Iterable[str] = ()
                 ) -> None:
        self.app: ASGIApp = app
        self.state = app.state  # the store, the hub and the host's key, for its callers
        self.host_key = host_key  # None: anyone who reaches the server is the host
        self.hosts = host_names(hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        with speaking(request_language(request)):
            refusal = self._refusal(request)
            if refusal is None:  # every body read first, a GET's too: one that breaks off
                # (or breaks HTTP) is a client gone, never an answer sent to nobody
                try:
                    body = await whole_body(receive, MAX_BODY)
                except TooBig:
                    refusal = 413, t("web_err_too_big")
                else:
                    if body is None:  # the client went away: nobody to answer
                        return
                    receive = replayed(body, receive)
                    if request.method == "POST":
                        refusal = _undecodable(undecodable_field(
                            body, request.headers.get("content-type", "")))
            if refusal is not None:
                await _plain(send, *refusal)
                return
            app = host_only(request) if self._host_only(request) else self.app
            try:
                await app(scope, receive, _secured(send, scope["path"]))
            except ClientGone:  # the server could not send what the page answered: nobody to tell
                return

    def _refusal(self, request: Request) -> tuple[int, str] | None:
        """Checked before anything runs: first the name the request was sent to (a site that
        points a name of its own at this machine must not reach it, issue #28)."""
        headers = request.headers
        if host_of(headers.get("host")) not in self.hosts:
            return 421, t("web_err_wrong_host", names=", ".join(sorted(self.hosts)))
        if headers_size(request.scope["headers"]) > MAX_HEADERS:
            return 431, t("web_err_headers_big")
        if request.method not in ("GET", "HEAD", "POST"):
            return 405, t("web_err_method")
        unreadable = undecodable_pair(request.scope.get("query_string", b""))
        if unreadable is not None:
            return _undecodable(unreadable)
        length = headers.get("content-length")
        size = small_number(length, 12) if length is not None else 0
        if size is None or size > MAX_BODY:
            return 413, t("web_err_too_big")
        if request.method == "POST" and not same_origin(headers):
            return 403, t("web_err_cross_site")
        return None

    def _host_only(self, request: Request) -> bool:
        """A host's page asked for by a device without the host's key."""
        return (self.host_key is not None and not request.url.path.startswith(OPEN_PATHS)
                and not holds_key(request.cookies.get(HOST_COOKIE), self.host_key))


def holds_key(given: str | None, key: str) -> bool:
    """The host's key, compared in constant time (how long a wrong guess takes to refuse tells
    nothing of the key)."""
    return given is not None and hmac.compare_digest(given.encode("utf-8", "replace"),
                                                     key.encode("utf-8"))


def _undecodable(field: str | None) -> tuple[int, str] | None:
    """A field that is not UTF-8 would be kept garbled (a player's name as 'ÿþA'): refused."""
    if field is None:
        return None
    if field:
        return 400, t("web_err_field_bytes", field=field)
    return 400, t("web_err_some_field_bytes")


def host_only(request: Request) -> HTMLResponse:
    """The page a player's phone gets at a host's page (issue #23: it was a bare English line
    with no way back): in the reader's language, what to do to play, and the way back to the
    seat it came from when the browser names it (the same-origin referrer of a seat's page)."""
    body = render("layout/host_only.html", seat=seat_referred(request))
    return page(request, t("web_guard_title"), body, status=403, host=False)


def seat_referred(request: Request) -> str | None:
    """The seat's address this request came from, if it came from one of our seat pages."""
    referrer = urlsplit(request.headers.get("referer", ""))
    token = referrer.path.removeprefix("/s/")
    if (referrer.netloc != request.headers.get("host", "") or token == referrer.path
            or not plausible(token)):
        return None
    return referrer.path


def same_origin(headers: Headers) -> bool:
    """A post from one of our own pages (browsers name the page's origin on every post)."""
    origin = headers.get("origin")
    if origin is None or origin == "null":
        return origin is None
    host = headers.get("host", "")
    return origin.split("://", 1)[-1] == host


def _secured(send: Send, path: str) -> Send:
    async def inner(message: Message) -> None:
        if message["type"] == "http.response.start":
            headers = MutableHeaders(scope=message)
            for name, value in SECURITY_HEADERS.items():
                headers.setdefault(name, value)
            if path.startswith("/api/"):  # a seat's secrets, as the pages (issue #28)
                headers["Cache-Control"] = "no-store"
        try:
            await send(message)
        except (OSError, h11.LocalProtocolError) as exc:
            # h11's: the client broke HTTP (a lying chunk) and uvicorn already answered it and
            # closed, so this answer has nobody to go to.
            raise ClientGone from exc

    return inner


class ClientGone(Exception):
    """An answer could not be sent: the connection was closed or broken by the client."""


async def _plain(send: Send, status: int, text: str) -> None:
    body = (text + "\n").encode()
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"),
                            (b"content-length", str(len(body)).encode()),
                            (b"cache-control", b"no-store"),
                            *((k.lower().encode(), v.encode())
                              for k, v in SECURITY_HEADERS.items())]})
    await send({"type": "http.response.body", "body": body})
