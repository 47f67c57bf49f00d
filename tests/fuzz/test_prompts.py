"""Fuzz: answers at every prompt of ``play``, ``table``, ``resume`` and ``score`` (issue #13:
"a bad prompted answer exits and loses the earlier answers instead of asking again").

Lines of the game's own notation, host commands (``undo``, ``fix N …``, ``hint``, ``log``)
and hostile text, until the input ends: the game goes on or says why not in one line, and is
saved to be resumed; never a traceback.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from .harness import FUZZ, check, fresh_store, seeded
from .strategies import COMMANDS, dd_tally, hostile, hs_tally

WORDS = {
    "scoundrel": ("1", "2", "3", "4", "run", "play 1", "play 2 bare", "room 7D", "room KS 5H",
                  "room 2C 3C 4C 5C"),
    "dungeon-dice": ("hero knight", "hero mage", "deal", "party fighter fighter mage cleric thief "
                     "champion scroll", "dungeon ooze goblin", "seek", "flee", "retire",
                     "fight fighter goblin", "quaff cleric", "treasure elixir"),
    "halunken": ("place 2", "place 11", "card y5", "card r15 p3", "jack 12", "pass", "1"),
}


def lines(game: str) -> st.SearchStrategy[list[str]]:
    said = seeded().transcripts.get(game, ())
    return st.lists(st.one_of(st.sampled_from((*WORDS[game], *said[:40])),
                              st.sampled_from(COMMANDS), hostile), max_size=25)


def typed(answers: list[str]) -> str:
    return "".join(f"{line}\n" for line in answers)


@FUZZ
@given(data=st.data(), game=st.sampled_from(("scoundrel", "dungeon-dice", "halunken")),
       verb=st.sampled_from(("play", "table")))
def test_answers_in_a_new_game(data: st.DataObject, game: str, verb: str) -> None:
    people = {"scoundrel": ["-p", "Ana"], "dungeon-dice": ["-p", "Ana", "-p", "Bo"],
              "halunken": ["-p", "Ana", "-p", "Bo", "--bot", "Cy"]}[game]
    seed = ["--seed", str(data.draw(st.integers(0, 20)))] if verb == "play" else []
    with fresh_store():
        check(game, verb, *seed, *people, input=typed(data.draw(lines(game))))


@FUZZ
@given(data=st.data(), pick=st.booleans())
def test_answers_in_a_resumed_game(data: st.DataObject, pick: bool) -> None:
    """``resume`` with and without an ID (then the list is a prompt of its own)."""
    game_id = seeded().unfinished[data.draw(st.integers(0, len(seeded().unfinished) - 1))]
    answers = data.draw(lines("scoundrel"))
    with fresh_store():
        if pick:
            check("resume", str(game_id), input=typed(answers))
        else:
            check("resume", input=typed([data.draw(st.one_of(st.just(str(game_id)), hostile)),
                                         *answers]))


@FUZZ
@given(data=st.data(), game=st.sampled_from(("scoundrel", "dungeon-dice", "halunken")))
def test_answers_to_a_tally(data: st.DataObject, game: str) -> None:
    answer = {"dungeon-dice": dd_tally, "halunken": hs_tally,
              "scoundrel": st.one_of(st.sampled_from(("won", "lost", "20", "-13", "-999999",
                                                      "none", "KS", "0")), hostile)}[game]
    with fresh_store():
        check(game, "score", input=typed(data.draw(st.lists(answer, max_size=8))))
