"""Fuzz: transcripts given to ``replay`` and ``hint`` (issue #13, "Everywhere": ``options '``
gave a shlex traceback; an illegal line of 100,000 characters was echoed in full).

A played game's notation, cut, with lines dropped, doubled, made hostile or put in between:
replayed or advised on, or refused in one line that names the line; never a traceback.
"""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store, seeded
from .strategies import hostile

INSERTS = ("options '", 'options "a b"', "options", "options x=y", "options =",
           "options games=2", "OPTIONS heroes=deal", "options weapon_rule=lower_or_equal",
           "# a comment", "", "   ", "x" * 100_000, "\x1b[2J", "[/]")


@st.composite
def transcripts(draw: st.DrawFn, game: str) -> str:
    lines = list(seeded().transcripts[game])
    lines = lines[:draw(st.integers(0, len(lines)))]
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(lines)))
        edit = draw(st.sampled_from(("drop", "double", "insert", "hostile", "upper")))
        if edit == "drop" and at < len(lines):
            del lines[at]
        elif edit == "double" and at < len(lines):
            lines.insert(at, lines[at])
        elif edit == "insert":
            lines.insert(at, draw(st.one_of(st.sampled_from(INSERTS), hostile)))
        elif edit == "hostile" and at < len(lines):
            words = lines[at].split() or [""]
            words[draw(st.integers(0, len(words) - 1))] = draw(hostile)
            lines[at] = " ".join(words)
        elif edit == "upper" and at < len(lines):
            lines[at] = lines[at].upper()
    return "\n".join(lines)


@FUZZ
@given(data=st.data(), game=st.sampled_from(("scoundrel", "halunken")),
       verb=st.sampled_from(("replay", "hint")), as_json=st.booleans())
def test_mutated_transcripts(data: st.DataObject, game: str, verb: str, as_json: bool) -> None:
    text = data.draw(transcripts(game))
    players = ["-p", "A", "-p", "B"] if game == "halunken" else []
    with fresh_store({"game.txt": text.encode("utf-8")}):
        extra = ["--time", "0.02"] if verb == "hint" else []
        check(game, verb, "game.txt", *players, *extra, *(["--json"] if as_json else []))


@FUZZ
@given(data=st.binary(max_size=300), name=st.sampled_from(("game.txt", "-", "missing.txt")))
@example(data=b"options '\n", name="game.txt")
@example(data=b"room " + b"x" * 100_000 + b"\n", name="game.txt")
def test_any_bytes_as_a_transcript(data: bytes, name: str) -> None:
    """Not UTF-8, not text at all, a byte-order mark, or standard input (``-``)."""
    with fresh_store({"game.txt": data}):
        check("scoundrel", "replay", name, input=data)
