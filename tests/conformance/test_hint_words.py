"""Every hint names the words the terminal loop reads, in both languages (issue #28: the
English Halunken hint said "Play rum." where the command is ``move rum``): the hint of
positions from random games is drawn, the words it names are typed back into the loop's
parser, and they must read as the move advised."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tabletop.cli import loop
from tabletop.cli.board import advice_text
from tabletop.plugin import Advisor, Decision, Game, words
from tabletop.text import i18n

from .cases import CASES, game_of, key_of, rendered, sampled, walk

HINT_SECONDS = 0.02  # the words are checked, not the hint's strength
HOST_WORDS = (loop.HELP | loop.UNDO | loop.QUIT | loop.SCORE | loop.LOG | loop.RULES
              | loop.FIX | loop.HINT)


def _plain(renderable: Any) -> str:
    """The hint as a player reads it, lines joined, spaces squeezed, in lower case."""
    text = re.sub(r"\x1b\[[0-9;]*m", "", rendered(renderable, width=200))
    return " ".join(text.split()).lower()


def typed_back(game: Game[Any], state: Any, text: str) -> Any:
    """What the terminal loop makes of ``text``: a host command's first word is taken by the
    host (the game never sees it), anything else goes to the game's parser."""
    first = text.strip().partition(" ")[0].lower()
    assert first not in HOST_WORDS, f"{text!r} is read as the host's command {first!r}"
    return game.parse(state, text)


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_each_hint_names_words_that_read_as_the_move_advised(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    if not isinstance(game, Advisor):
        pytest.skip("no advice")
    try:
        for played in walk(game_id, seats, range(2), range(0)):
            decisions = [s for s, state in enumerate(played.states)
                         if isinstance(game.awaiting(state), Decision)]
            for index in sampled(len(decisions), 4):
                state = played.states[decisions[index]]
                awaiting = game.awaiting(state)
                assert isinstance(awaiting, Decision)
                advice = game.advise(state, awaiting.player, HINT_SECONDS)
                assert advice.best is not None
                for lang in ("en", "de"):
                    i18n.set_language(lang)
                    where = f"{played.label}, step {decisions[index]}, {lang}"
                    said = words(game, advice.best)
                    hint = _plain(advice_text(game, advice))
                    assert " ".join(said.split()).lower() in hint, (
                        f"{where}: the hint names no {said!r}:\n{hint}")
                    assert key_of(typed_back(game, state, said)) == key_of(advice.best), where
    finally:
        i18n.set_language("en")
