"""Tallying a game played without the app: the game's tally fields turned from typed texts into
answers, checked, and scored. The terminal's ``score`` verb and the web's tally form both
answer through here, so a game is tallied by the same words and the same checks in either."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop import i18n
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.plugin import Game, ScoreSheet, TallyField

Given = Mapping[str, str | Sequence[str] | None]
"""The text given for each field: one text, the texts of a repeatable field, or nothing."""


@dataclass(frozen=True, slots=True)
class Problem:
    """An answer the tally cannot use. ``field``: the field's name (None: the answers taken
    together, which the game's tally refused); ``row``: which text of a repeatable field."""

    field: str | None
    error: BadInput
    row: int | None = None


def parse_given(fields: Sequence[TallyField], given: Given) -> dict[str, Any]:
    """Every answer given, parsed, whether or not its question applies; the ``BadInput`` of the
    first text that does not parse."""
    known: dict[str, Any] = {}
    for field in fields:
        text = given.get(field.name)
        if text is None or (field.multiple and not text):
            continue
        if field.multiple:
            known[field.name] = [field.parse(item) for item in text]
        elif isinstance(text, str):
            known[field.name] = field.parse(text)
        else:
            raise TypeError(f"{field.name} takes one answer")
    return known


def open_fields(fields: Sequence[TallyField], answers: Mapping[str, Any]) -> Iterator[TallyField]:
    """Each field still unanswered whose question applies, in field order. Whether it applies
    is judged when it is reached, so answers added to ``answers`` meanwhile count."""
    for field in fields:
        if field.name not in answers and field.ask(answers):
            yield field


def missing(field: TallyField) -> BadInput:
    return BadInput("err_tally_missing", name=field.name, question=t(field.prompt))


def check_seats(game: Game[Any], answers: Mapping[str, Any]) -> None:
    """A repeatable answer is one per player: no more of them than the game seats."""
    for field in game.meta.tally_fields:
        count = len(answers.get(field.name) or []) if field.multiple else 0
        if count > game.meta.max_players:
            raise BadInput("err_players_count", game=game.meta.titles[i18n.language()],
                           low=game.meta.min_players, high=game.meta.max_players, count=count)


def score(game: Game[Any], answers: Mapping[str, Any]) -> ScoreSheet:
    """The sheet of complete answers; ``BadInput`` when they don't agree with each other."""
    check_seats(game, answers)
    return game.tally(answers)


def read_all(game: Game[Any], given: Given) -> tuple[dict[str, Any], list[Problem]]:
    """The answers of a form that shows every field at once.

    In field order: a field whose question does not apply (judged by the answers before it)
    is skipped whatever it holds; a blank one takes its default or is missing; every text that
    does not parse is a problem of its own. Blank texts of a repeatable field are no answers.
    """
    answers: dict[str, Any] = {}
    problems: list[Problem] = []
    for field in game.meta.tally_fields:
        if not field.ask(answers):
            continue
        text = given.get(field.name)
        if field.multiple:
            texts = [text] if isinstance(text, str) else list(text or [])
            values, bad = _parse_rows(field, texts)
            problems.extend(bad)
            if not bad and values:
                answers[field.name] = values
            elif not bad:
                problems.append(Problem(field.name, missing(field)))
            continue
        typed = text if isinstance(text, str) else ""
        if not typed.strip():
            if field.default is None:
                problems.append(Problem(field.name, missing(field)))
                continue
            typed = field.default
        try:
            answers[field.name] = field.parse(typed)
        except BadInput as exc:
            problems.append(Problem(field.name, exc))
    return answers, problems


def _parse_rows(field: TallyField, texts: Sequence[str]) -> tuple[list[Any], list[Problem]]:
    values: list[Any] = []
    problems: list[Problem] = []
    for row, text in enumerate(texts):
        if not text.strip():
            continue
        try:
            values.append(field.parse(text))
        except BadInput as exc:
            problems.append(Problem(field.name, exc, row))
    return values, problems


def tally_all(game: Game[Any], given: Given) -> ScoreSheet | list[Problem]:
    """The sheet of a form's answers, or what is wrong with them (each unparsed text, else the
    tally's refusal of the answers together)."""
    answers, problems = read_all(game, given)
    if problems:
        return problems
    try:
        return score(game, answers)
    except BadInput as exc:
        return [Problem(None, exc)]
