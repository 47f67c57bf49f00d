"""Fuzz: bytes that are no UTF-8 at a prompt (issue #13: "nothing typed can break the
screen"), as a terminal set to Latin-1 sends an é, or a file piped in: the answer is refused
in one line and asked again, or the game is saved; never a traceback."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store

ANSWERS = (b"1", b"run", b"hero knight", b"place 2", b"quit", b"help", b"\xe9", b"\xff\xfe",
           b"\xed\xa0\x80", b"play \xc3")
answers = st.lists(st.one_of(st.sampled_from(ANSWERS), st.binary(max_size=6)), max_size=6)


@FUZZ
@given(verb=st.sampled_from((("scoundrel", "play", "--seed", "1", "-p", "Ana"),
                             ("dungeon-dice", "table", "-p", "Ana"),
                             ("halunken", "score"), ("resume",))),
       lines=answers)
@example(verb=("scoundrel", "play", "--seed", "1", "-p", "Ana"), lines=[b"\xff\xfe"])
@example(verb=("halunken", "score"), lines=[b"Ana: y3 r\xe9"])
def test_bytes_that_are_no_utf8(verb: tuple[str, ...], lines: list[bytes]) -> None:
    with fresh_store():
        check(*verb, input=b"".join(line.replace(b"\n", b" ") + b"\n" for line in lines))
