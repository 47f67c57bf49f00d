"""Tallying as the ``score`` verb does it, without the command line (issue #41: rule and tally
tests call the rules, not the CLI). The answers are the texts typed for each field, read,
checked and scored by ``tabletop.archive.tallying`` in the order the verb takes them: every
given text parsed, the answers so far tried together, each open field's default taken (a field
without one is a missing answer), then the sheet scored. A refusal is the ``BadInput`` the verb
would print, rendered in the reader's words by ``refusal``. No tests of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from tabletop import registry
from tabletop.archive import tallying
from tabletop.cli.render import sheet_json
from tabletop.events import BadInput
from tabletop.plugin import Game, ScoreSheet, tally_fields
from tabletop.session.session import chosen_options, parse_option_pairs
from tabletop.text import i18n
from tabletop.text.i18n import t

Answers = Mapping[str, str | Sequence[str]]


def game_named(game: str | Game[Any]) -> Game[Any]:
    return registry.get(game) if isinstance(game, str) else game


def tallied(game: str | Game[Any], given: Answers, *, options: Sequence[str] = (),
            player: str | None = None, lang: str = "en") -> ScoreSheet:
    """The sheet ``<game> score`` gives for the answers ``given`` (by field name) with
    ``--option`` pairs ``options``, ``--player`` ``player`` of a solo game and ``--lang``
    ``lang``, none asked for; ``BadInput`` where the verb refuses them."""
    played = game_named(game)
    fields = tally_fields(played)
    with i18n.speaking(lang):
        chosen = chosen_options(played, parse_option_pairs(list(options)))
        answers = tallying.given_answers(played, dict(given), chosen, player)
        for field in tallying.open_fields(fields, answers):
            if field.default is None:
                raise tallying.missing(field)
            answers[field.name] = tallying.parse_text(field, field.default)
        return tallying.score(played, answers)


def tally(game: str | Game[Any], given: Answers, *, options: Sequence[str] = (),
          player: str | None = None, lang: str = "en") -> dict[str, Any]:
    """The sheet of ``tallied`` as ``score --json`` writes it (labels in ``lang``)."""
    sheet = tallied(game, given, options=options, player=player, lang=lang)
    with i18n.speaking(lang):
        return sheet_json(sheet)


def refusal(game: str | Game[Any], given: Answers, *, options: Sequence[str] = (),
            player: str | None = None, lang: str = "en") -> str:
    """The one line ``score`` refuses ``given`` with, in ``lang`` (without its ``✗``)."""
    with pytest.raises(BadInput) as caught:
        tallied(game, given, options=options, player=player, lang=lang)
    with i18n.speaking(lang):
        return caught.value.message()


def players(*specs: str) -> dict[str, list[str]]:
    """The ``player`` answers of a game that asks one line per player."""
    return {"player": list(specs)}


def asked(game: str | Game[Any], given: Answers, *, options: Sequence[str] = (),
          lang: str = "en") -> list[str]:
    """The questions ``score`` would still ask after ``given`` (each field's prompt in
    ``lang``), in the order it asks them."""
    played = game_named(game)
    fields = tally_fields(played)
    with i18n.speaking(lang):
        chosen = chosen_options(played, parse_option_pairs(list(options)))
        answers = {**tallying.context(played, chosen), **tallying.parse_given(fields, dict(given))}
        return [t(field.prompt) for field in tallying.open_fields(fields, answers)]


def sheet_text(sheet: ScoreSheet, lang: str = "en") -> str:
    """The sheet as the terminal draws it (``score``'s table), 80 columns wide."""
    from io import StringIO

    from rich.console import Console

    from tabletop.cli.render import score_table

    out = StringIO()
    with i18n.speaking(lang):
        Console(file=out, width=80, color_system=None).print(score_table(sheet))
    return out.getvalue()
