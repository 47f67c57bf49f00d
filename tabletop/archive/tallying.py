"""Tallying a game played without the app: the game's tally fields turned from typed texts into
answers, checked, scored, and kept in the history. The terminal's ``score`` verb and the web's
tally form both answer through here, so a game is tallied by the same words and the same checks
in either.

Besides its fields' answers, a game's ``tally`` finds under ``OPTIONS`` the rule-set options the
game was played with, and a solo game that has no ``player`` field finds its player's name under
``PLAYER``. The names on the sheet are the host's to check (``tabletop.text.names``): the
sheet a tally returns here carries them as they are kept.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from tabletop.events import BadInput, Record
from tabletop.plugin import Game, ScoreSheet, Tallies, TallyField, tally_fields
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.names import clean_name, default_name, distinct_names

if TYPE_CHECKING:
    from tabletop.store.database import Store

Given = Mapping[str, str | Sequence[str] | None]
"""The text given for each field: one text, the texts of a repeatable field, or nothing."""

Texts = dict[str, str | list[str]]
"""The answers as typed, by field: what a kept tally is scored again from."""

OPTIONS = "options"
PLAYER = "player"
MODE = "tally"

MAX_TEXT = 2000
"""Characters one answer may have: a player with every treasure token of Dungeon dice written
out in words takes about 900."""


@dataclass(frozen=True, slots=True)
class Problem:
    """An answer the tally cannot use. ``field``: the field's name (None: the answers taken
    together, which the game's tally refused); ``row``: which text of a repeatable field."""

    field: str | None
    error: BadInput
    row: int | None = None


def parse_text(field: TallyField, text: str) -> Any:
    """One typed answer parsed by its field; a text too long to be an answer is refused before
    any game reads it."""
    if len(text) > MAX_TEXT:
        raise BadInput("err_tally_long", most=MAX_TEXT)
    return field.parse(text)


def parse_given(fields: Sequence[TallyField], given: Given) -> dict[str, Any]:
    """Every answer given, parsed, whether or not its question applies; the ``BadInput`` of the
    first text that does not parse."""
    known: dict[str, Any] = {}
    for field in fields:
        text = given.get(field.name)
        if text is None or (field.multiple and not text):
            continue
        if field.multiple:
            known[field.name] = [parse_text(field, item) for item in text]
        elif isinstance(text, str):
            known[field.name] = parse_text(field, text)
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


def names_solo_player(game: Game[Any]) -> bool:
    """A solo game whose fields don't ask who played: the host names the player."""
    return game.meta.max_players == 1 and all(f.name != PLAYER for f in tally_fields(game))


def context(game: Game[Any], options: BaseModel | None = None,
            name: str | None = None) -> dict[str, Any]:
    """The answers a tally starts from: the options (the game's defaults if none), and the
    player's name for a solo game that does not ask it (the default seat name if none)."""
    answers: dict[str, Any] = {OPTIONS: options or game.meta.options()}
    if names_solo_player(game):
        answers[PLAYER] = clean_name(name if name is not None else default_name(0))
    return answers


def check_seats(game: Game[Any], answers: Mapping[str, Any], *, complete: bool = True) -> None:
    """A repeatable answer is one per player: no more of them than the game seats, and, once
    the answers are complete, no fewer than it needs."""
    for field in tally_fields(game):
        if not field.multiple:
            continue
        count = len(answers.get(field.name) or [])
        if count > game.meta.max_players or (complete and count < game.meta.min_players):
            raise players_count(game, count)


def players_count(game: Game[Any], count: int) -> BadInput:
    """The refusal of ``count`` players, a number out of the game's bounds."""
    refused = game.meta.seats_refusal(count)
    assert refused is not None
    return refused


def named(sheet: ScoreSheet) -> ScoreSheet:
    """The sheet with every player's name as it is kept (``BadInput`` for a name nobody may
    have, or one person in two seats); the winners follow their names."""
    names = [p.name for p in sheet.players]
    kept = distinct_names(names)
    if kept == names:
        return sheet
    renamed = dict(zip(names, kept, strict=True))
    return ScoreSheet(sheet.status,
                      tuple(replace(p, name=k) for p, k in zip(sheet.players, kept, strict=True)),
                      tuple(renamed.get(w, w) for w in sheet.winners),
                      sheet.tie_break and sheet.tie_break.renamed(renamed))


def score(game: Game[Any], answers: Mapping[str, Any], *, complete: bool = True) -> ScoreSheet:
    """The sheet of the answers; ``BadInput`` when they don't agree with each other. With
    ``complete`` false, a repeatable answer may still have fewer rows than the game needs."""
    check_seats(game, answers, complete=complete)
    if not isinstance(game, Tallies):
        raise BadInput("err_no_tally", game=game.meta.id)
    return named(game.tally(answers))


def given_answers(game: Game[Any], given: Given, options: BaseModel | None = None,
                  name: str | None = None) -> dict[str, Any]:
    """The answers a tally starts from and those given, read and tried together before any
    question is asked (the ``score`` verb's first step); ``BadInput`` for the first refused."""
    answers = {**context(game, options, name), **parse_given(tally_fields(game), given)}
    trial(game, answers)
    return answers


def trial(game: Game[Any], answers: Mapping[str, Any]) -> None:
    """Check the answers so far as the finished tally will check them, so an answer that
    can't be true is refused when it is given (``BadInput``: the last answer's refusal) and
    the others are kept. A field not answered yet takes its default; while one without a
    default is still open there is nothing to judge yet."""
    filled = dict(answers)
    for field in tally_fields(game):
        if field.name in filled or not field.ask(filled):
            continue
        if field.default is None:
            return
        filled[field.name] = field.parse(field.default)
    score(game, filled, complete=False)


def read_all(game: Game[Any], given: Given, *, options: BaseModel | None = None,
             name: str | None = None) -> tuple[dict[str, Any], list[Problem]]:
    """The answers of a form that shows every field at once.

    In field order: a field whose question does not apply (judged by the answers before it)
    is skipped whatever it holds; a blank one takes its default or is missing; every text that
    does not parse is a problem of its own. Blank texts of a repeatable field are no answers.
    """
    answers = context(game, options, name)
    problems: list[Problem] = []
    for field in tally_fields(game):
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
            answers[field.name] = parse_text(field, typed)
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
            values.append(parse_text(field, text))
        except BadInput as exc:
            problems.append(Problem(field.name, exc, row))
    return values, problems


def tally_all(game: Game[Any], given: Given, *, options: BaseModel | None = None,
              name: str | None = None) -> ScoreSheet | list[Problem]:
    """The sheet of a form's answers, or what is wrong with them (each unparsed text, else the
    tally's refusal of the answers together)."""
    answers, problems = read_all(game, given, options=options, name=name)
    if problems:
        return problems
    try:
        return score(game, answers)
    except BadInput as exc:
        return [Problem(None, exc)]


# ---- kept in the history ------------------------------------------------------------------


def kept_texts(game: Game[Any], answers: Mapping[str, Any], texts: Mapping[str, Any]) -> Texts:
    """The typed answers worth keeping: those of the fields whose question applies, without
    the blank lines of a repeatable field (a form sends one per seat; they are no answers)."""
    kept: Texts = {}
    for field in tally_fields(game):
        text = texts.get(field.name)
        if text is None or field.name not in answers or not field.ask(answers):
            continue
        if field.multiple:
            kept[field.name] = [item for item in ([text] if isinstance(text, str) else text)
                                if item.strip()]
        else:
            kept[field.name] = str(text)
    return kept


def save(store: Store, game: Game[Any], sheet: ScoreSheet, options: BaseModel,
         texts: Texts) -> int:
    """Keep a tally as a game played without the app: its date, players, options and score,
    and the answers it was scored from; no log of moves. Its ID in the store."""
    record = Record(game=game.meta.id,
                    options=options.model_dump(), players=[p.name for p in sheet.players],
                    mode=MODE, tally=texts)
    return store.results.save_finished(record, sheet.status, result(sheet, texts),
                               lang=i18n.language())


def result(sheet: ScoreSheet, texts: Texts) -> dict[str, Any]:
    """A kept tally's result: the scores ``history`` and ``stats`` read, and the answers."""
    # The session (and the store it keeps games in) loads with a tally, not with a game's help,
    # which reads the fields here to declare ``score`` (issue #26: start-up).
    from tabletop.session.session import result_json

    return {**result_json(sheet), "tally": texts}


def kept(game: Game[Any], record: Record) -> tuple[str, dict[str, Any]]:
    """The status and result to keep for a tally read from a file (``import``): scored
    again from its answers, ``BadInput`` when they can't be true."""
    sheet = recorded(game, record)
    return sheet.status, result(sheet, record.tally or {})


def recorded(game: Game[Any], record: Record, lang: str | None = None) -> ScoreSheet:
    """The sheet of a kept (or exported) tally, scored again from its answers by today's
    rules: what it says about the players and their scores is believed only if they agree.
    ``lang``: the language the answers were typed in (a German "g5" is gelb, an English one
    grey), None for the reader's."""
    if record.mode != MODE or record.tally is None or record.events:
        raise BadInput("err_tally_record")
    fields = tally_fields(game)
    unknown = sorted(set(record.tally) - {field.name for field in fields})
    if unknown:
        raise BadInput("err_tally_record_field", name=unknown[0][:40])
    from tabletop.session.session import make_options

    options = make_options(game, record.options)
    solo = names_solo_player(game)
    if solo and len(record.players) != 1:
        raise BadInput("err_tally_record")
    with i18n.speaking(lang or i18n.language()):
        given = parse_given(fields, record.tally)
    answers = {**context(game, options, record.players[0] if solo else None), **given}
    for field in open_fields(fields, answers):
        if field.default is None:
            raise missing(field)
        answers[field.name] = parse_text(field, field.default)
    sheet = score(game, answers)
    if [p.name for p in sheet.players] != record.players:
        raise BadInput("err_tally_record")
    return sheet
