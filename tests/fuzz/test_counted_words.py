"""Fuzz: counted words in Dungeon dice lines (``2 goblin dragon``, ``goblin x2``) at a prompt
and in a transcript: a count past the dice there are is refused in one line (issue #13,
"Numbers": every count is checked where it enters), never built as a list of that size."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store
from .strategies import numbers

START = ("hero knight", "party fighter fighter mage cleric thief champion scroll")
LINES = ("dungeon {n} goblin", "dungeon goblin x{n}", "party {n} fighter",
         "dungeon ooze {n} chest")


@FUZZ
@given(line=st.sampled_from(LINES), count=numbers, transcript=st.booleans())
@example(line="dungeon {n} goblin", count=str(10**9), transcript=False)
@example(line="dungeon goblin x{n}", count=str(2**64), transcript=True)
def test_counts_in_dice_lines(line: str, count: str, transcript: bool) -> None:
    typed = "\n".join([*START, line.format(n=count)]) + "\n"
    with fresh_store({"game.txt": typed.encode("utf-8")}):
        if transcript:
            check("dungeon-dice", "replay", "game.txt", "-p", "Ana")
        else:
            check("dungeon-dice", "table", "-p", "Ana", input=typed)
