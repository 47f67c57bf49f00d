"""What every game's tally must do, checked for every game by the rules the ``score`` verb and the
web's tally form answer through (``tabletop.archive.tallying``; issue #41: the generic tally
refusals each game's ``test_cli_score*.py`` tested through the command line run here once, Pig
included; a game's own ``test_rules_*tally*.py`` keeps what its rules score and refuse).
Issue #13: a tally that can't be true is refused in the reader's words, nothing kept.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.archive import tallying
from tabletop.events import BadInput, Record
from tabletop.plugin import Game, Tallies, tally_fields
from tabletop.text import i18n
from tabletop.text.i18n import t
from tests.tallies import asked, refusal

from .cases import all_games, game_of

GAMES = sorted(game_id for game_id, game in all_games().items() if isinstance(game, Tallies))
MISSING = {"en": "Missing answer: --{name}", "de": "Antwort fehlt: --{name}"}


def first_asked(game: Game[Any]) -> Any:
    """The field ``score`` asks first when nothing is given."""
    answers = tallying.context(game)
    return next(tallying.open_fields(tally_fields(game), answers))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_question_is_asked_in_both_languages(game_id: str) -> None:
    """Each tally field's question, help and placeholder are the catalogue's, in English and
    in German, never a key."""
    game = game_of(game_id)
    assert tally_fields(game), f"{game_id}: nothing to tally"
    for lang in ("en", "de"):
        with i18n.speaking(lang):
            for field in tally_fields(game):
                for key in (field.prompt, field.help, field.metavar):
                    if key is not None:
                        assert t(key).strip() and t(key) != key, (lang, field.name, key)
    assert asked(game, {}) and asked(game, {}, lang="de") != asked(game, {})


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_tally_with_nothing_given_is_a_missing_answer(game_id: str, lang: str) -> None:
    """Nothing given (no player, no result): the first question is a missing answer that names
    its option and its question, as ``score --json`` without a terminal says it."""
    game = game_of(game_id)
    field = first_asked(game)
    said = refusal(game, {}, lang=lang)
    assert said.startswith(MISSING[lang].format(name=field.name)), said
    with i18n.speaking(lang):
        assert t(field.prompt) in said


@pytest.mark.parametrize("game_id", GAMES)
def test_an_answer_too_long_is_refused_before_the_game_reads_it(game_id: str) -> None:
    game = game_of(game_id)
    field = first_asked(game)
    given: dict[str, Any] = {field.name: ["9" * 5000] if field.multiple else "9" * 5000}
    assert refusal(game, given) == "An answer has at most 2000 characters."
    assert refusal(game, given, lang="de") == "Eine Antwort hat höchstens 2000 Zeichen."


@pytest.mark.parametrize("game_id", GAMES)
def test_a_kept_tally_with_an_answer_no_field_asks_is_refused(game_id: str) -> None:
    """A tally read from a file (``import``, ``show``) is scored again from its answers: one
    the game does not ask is refused, not ignored."""
    game = game_of(game_id)
    record = Record(game=game.meta.id, options=game.meta.options().model_dump(),
                    players=["Ana"], mode=tallying.MODE, tally={"surprise": "1"})
    with pytest.raises(BadInput) as caught:
        tallying.recorded(game, record)
    assert caught.value.key == "err_tally_record_field"
