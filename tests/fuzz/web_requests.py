"""Requests a hostile page or a broken client sends to ``tabletop serve`` (issue #28, "the web's
doors"): every route and form field, odd bytes, sizes and headers, each with the reasons it must
be refused (when it must). Shared by the fuzz tests and ``scripts/fuzz.py``'s HTTP door."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from urllib.parse import quote_from_bytes

from tabletop.web.doors import MAX_HEADERS
from tabletop.web.guard import MAX_BODY

# {seat}: a seat's link of a game under way; {game}: a game's id or something like one.
ROUTES = (
    ("POST", "/new/{game}"), ("GET", "/new/{game}"), ("POST", "/tally/{game}"),
    ("GET", "/tally/{game}"), ("POST", "{seat}/act"), ("POST", "{seat}/undo"),
    ("POST", "{seat}/fix/1"), ("GET", "{seat}/fix/1"), ("POST", "{seat}/again"),
    ("POST", "/open/1"), ("POST", "/open/99999999999999999999"), ("GET", "/"),
    ("GET", "/history"), ("GET", "/history/1"), ("GET", "/stats"), ("GET", "{seat}"),
    ("GET", "{seat}/hint"), ("GET", "{seat}/log"), ("GET", "{seat}/rules"),
    ("GET", "/api{seat}"), ("GET", "/lang/de"), ("GET", "/k/nothing"), ("GET", "/tally"),
    ("PUT", "/new/{game}"), ("POST", "/nowhere"),
)
GAMES = ("scoundrel", "dungeon-dice", "halunken", "chess", "%FF", "..")
FIELDS = (
    "mode", "name0", "name1", "name2", "who0", "who1", "seed", "v", "n", "o", "c0", "c1",
    "typed", "a", "ready", "confirm", "keep", "player", "name", "result", "health", "monsters",
    "weapon", "opt_weapon_rule", "opt_hero", "xp", "game", "page", "next", "", "name0[]",
)
QUERIES = ("player", "game", "page", "ready", "next", "unfinished", "limit")
TEXTS = (
    "", " ", "Ana", "hotseat", "own", "table", "solo", "0", "1", "-1", "99999999999999999999",
    "run", "play 7D", "won", "lost", "Ana: y3 r15", "Ana: 3 elixir", "lower", "[bold]x",
    "<script>alert(1)</script>", "\x00", "\u202eanA", "😀", "ß", "a" * 300, "%", "%FF", "&", "=",
)
# Not UTF-8: a Latin-1 é, a byte-order mark the wrong way, a lone surrogate, a cut sequence.
NOT_UTF8 = (b"\xff\xfe", b"\xe9", b"\xed\xa0\x80", b"\xc3", b"\x80", b"\xf5\x80\x80\x80")
HOSTS = ("127.0.0.1:{port}", "localhost:{port}", "[::1]:{port}", "127.0.0.1")
STRANGE_HOSTS = ("rebind.example:{port}", "127.0.0.1.rebind.example:{port}", "0.0.0.0:{port}",
                 "localhost.:{port}", "127.0.0.1:{port}x", "")
CONTENT_TYPES = ("application/x-www-form-urlencoded", "multipart/form-data; boundary=xyz",
                 "text/plain", "application/json", "", "multipart/form-data",
                 "application/x-www-form-urlencoded; charset=latin-1")


@dataclass
class WebRequest:
    method: str
    path: str  # with its query
    headers: list[tuple[str, bytes]]
    body: bytes
    refusals: list[str] = field(default_factory=list)  # why it must be refused, if it must

    def describe(self, width: int = 300) -> str:
        shown = repr(self.body)
        return (f"  {self.method} {self.path[:width]}\n"
                f"  headers: {[(k, v[:80]) for k, v in self.headers]!r}"[:width * 2] +
                f"\n  body ({len(self.body)} bytes): "
                f"{shown if len(shown) <= width else shown[:width] + '…'}")


def is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def value(rng: random.Random, words: tuple[str, ...] = ()) -> bytes:
    """A field's value as sent: text, odd bytes, or a lot of it."""
    pick = rng.random()
    if pick < 0.45:
        return rng.choice(TEXTS + words).encode()
    if pick < 0.6:
        return rng.choice(TEXTS).encode() + rng.choice(NOT_UTF8) + b"A"
    if pick < 0.75:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 12)))
    if pick < 0.9:
        return "".join(chr(rng.choice((rng.randrange(32, 127), rng.randrange(0x80, 0x3000))))
                       for _ in range(rng.randrange(1, 20))).encode("utf-8")
    return b"x" * rng.choice((100, 5_000, MAX_BODY - 10, MAX_BODY + 10))


def encoded_form(rng: random.Random, pairs: list[tuple[bytes, bytes]]) -> bytes:
    """``a=1&b=2``: each part raw or percent-encoded, as a browser or a script would send it."""
    def part(data: bytes) -> bytes:
        return quote_from_bytes(data).encode() if rng.random() < 0.6 else data.replace(
            b"&", b"%26").replace(b"=", b"%3D")
    return b"&".join(part(k) + b"=" + part(v) for k, v in pairs)


def multipart(pairs: list[tuple[bytes, bytes]]) -> bytes:
    return b"".join(b'--xyz\r\nContent-Disposition: form-data; name="' + k.replace(b'"', b"")
                    + b'"\r\n\r\n' + v + b"\r\n" for k, v in pairs) + b"--xyz--\r\n"


def web_request(rng: random.Random, port: int, seats: list[str],
                words: tuple[str, ...] = ()) -> WebRequest:
    """One request, and why it must be refused, if it must. ``seats``: links of games under
    way (``/s/TOKEN``); ``words``: what the games understand (moves, cards)."""
    method, route = rng.choice(ROUTES)
    seat = rng.choice(seats) if seats and rng.random() < 0.9 else "/s/" + "A" * 22
    path = route.format(game=rng.choice(GAMES), seat=seat)
    refusals: list[str] = []
    if rng.random() < 0.3:
        query = [(rng.choice(QUERIES).encode(), value(rng, words)[:1000])
                 for _ in range(rng.randrange(3))]
        path += "?" + b"&".join(quote_from_bytes(k).encode() + b"=" + quote_from_bytes(v).encode()
                                for k, v in query).decode("ascii")
        if not all(is_utf8(v) for _, v in query):
            refusals.append("a query that is not UTF-8")
    good_host = rng.random() < 0.8
    host = rng.choice(HOSTS if good_host else STRANGE_HOSTS).format(port=port)
    if not good_host:
        refusals.append("a name the server was not started for")
    headers: list[tuple[str, bytes]] = [("Host", host.encode())]
    origin = rng.random()
    if origin < 0.5:
        headers.append(("Origin", f"http://{host}".encode()))
    elif origin < 0.65 and method == "POST":
        headers.append(("Origin", rng.choice((b"http://evil.example", b"null",
                                              b"http://127.0.0.1:1"))))
        refusals.append("a post from another site")
    if rng.random() < 0.3:
        headers.append(("Accept-Language", rng.choice((b"de", b"en", b"xx", b"de;q=\xff"))))
    if rng.random() < 0.15:
        headers.append(("Cookie", rng.choice((b"tabletop_lang=de", b"tabletop_host=x",
                                              b"tabletop_lang=\xff", b"a=b; ;; =c"))))
    if rng.random() < 0.08:
        size = rng.choice((1_000, MAX_HEADERS // 2, MAX_HEADERS + 1_000, 100_000))
        headers.append(("X-Padding", b"p" * size))
        if size > MAX_HEADERS:
            refusals.append("headers too large")
    body = b""
    if method == "POST" or rng.random() < 0.05:
        pairs = [(rng.choice(FIELDS).encode() if rng.random() < 0.95 else value(rng),
                  value(rng, words)) for _ in range(rng.randrange(6))]
        kind = rng.choice(CONTENT_TYPES)
        body = multipart(pairs) if kind.startswith("multipart") else encoded_form(rng, pairs)
        if kind:
            headers.append(("Content-Type", kind.encode()))
        if method == "POST" and len(body) > MAX_BODY:
            refusals.append("a body too large")
        elif method == "POST" and not all(is_utf8(k) and is_utf8(v) for k, v in pairs):
            refusals.append("a field that is not UTF-8")
    if method not in ("GET", "POST", "HEAD"):
        refusals.append("a method nobody uses here")
    return WebRequest(method, path, headers, body, refusals)
