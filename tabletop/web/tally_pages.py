"""The tally forms: a game played without the app, scored from how it ended.

The web's ``<game> score``: one input per tally field (a repeatable field one per player), the
field's help under it, and the answers read, checked and scored by ``tabletop.archive.tallying``
as the terminal reads them. A wrong answer brings the form back with everything typed kept and
the error beside its input. A game with a tally by tapping (``tabletop.web.tally_tapped``) shows
each player's pieces to tap, its typed lines folded away under them; a solo game asks who
played, so the game counts for that person.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from tabletop import registry
from tabletop.archive import tallying
from tabletop.archive.tallying import PLAYER, Problem
from tabletop.events import BadInput
from tabletop.plugin import Game, TallyField, tally_fields
from tabletop.session.session import chosen_options, settable
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.names import clean_name
from tabletop.text.rulings import for_players
from tabletop.web.layout import page
from tabletop.web.records_pages import (
    PageError,
    bad_request,
    error_page,
    known_game,
    not_found,
)
from tabletop.web.rule_fields import rule_fields
from tabletop.web.scores import score_sheet
from tabletop.web.tally_tapped import (
    Posted,
    TapFields,
    TapTally,
    blocks,
    first,
    merged,
    name_field,
    tap_fields,
    tap_tally,
    tapped_rows,
    typed_rows,
    with_fields,
)
from tabletop.web.templating import render

Typed = Mapping[str, str | Sequence[str]]  # the texts in the form, by field name


def tallied() -> list[Game[Any]]:
    return [game for _, game in sorted(registry.games().items()) if tally_fields(game)]


async def choose(request: Request) -> Response:
    """Pick the game to tally."""
    games = [(game.meta.id, game.meta.titles[i18n.language()]) for game in tallied()]
    return page(request, t("web_tally_title"), render("tally/choose.html", games=games))


async def form(request: Request) -> Response:
    """GET: the empty form. POST: the score sheet, or the form again with the errors."""
    try:
        game = known_game(request.path_params["game"])
        if not tally_fields(game):
            raise not_found(t("web_tally_none"))
    except PageError as exc:
        return error_page(request, exc)
    title = t("web_tally_game", game=game.meta.titles[i18n.language()])
    if request.method != "POST":
        return page(request, title, tally_body(game, title, {}, []))
    try:
        typed = await read_form(request, tally_fields(game))
        chosen = await read_options(request, game)
        posted = await read_posted(request)
    except HTTPException as exc:  # a body the form parser refuses (too many fields)
        return error_page(request, bad_request(t("web_err_form", reason=exc.detail)))
    try:
        options = chosen_options(game, chosen)
    except BadInput as exc:
        problems = [Problem(None, exc)]
        return page(request, title, tally_body(game, title, typed, problems, chosen=chosen,
                                               posted=posted), status=400)
    given, early = with_taps(game, typed, posted)
    name = solo_name(game, posted, early)
    result = tallying.tally_all(game, given, options=options, name=name)
    if early:  # what the others answered is still checked; the answers together are not yet
        result = early + [p for p in (result if isinstance(result, list) else [])
                          if p.row is not None or p.field not in (None, PLAYER)]
    if isinstance(result, list):
        return page(request, title, tally_body(game, title, typed, result, chosen=chosen,
                                               posted=posted), status=400)
    sheet = score_sheet(result)
    if (await request.form()).get("keep"):  # as the terminal's ``score`` without --no-save
        answers, _ = tallying.read_all(game, given, options=options, name=name)
        texts = tallying.kept_texts(game, answers, given)
        game_id = await run_in_threadpool(tallying.save, request.app.state.store, game, result,
                                          options, texts)
        sheet = render("tally/kept.html", sheet=sheet, game_id=game_id)
    # Kept once: sending the form again (after a fix) keeps it again only when asked to.
    return page(request, title, tally_body(game, title, typed, [], sheet=sheet, chosen=chosen,
                                           keep=False, posted=posted))


def with_taps(game: Game[Any], typed: dict[str, Any], posted: Posted
              ) -> tuple[dict[str, Any], list[Problem]]:
    """The answers to tally: each player's line typed, else written from their taps; and the
    players whose taps make no line."""
    answers = tap_fields(game)
    if answers is not None:
        return with_fields(answers, typed, posted), []
    tap = tap_tally(game)
    if tap is None:
        return typed, []
    rows, problems = tapped_rows(tap, posted, game.meta.max_players)
    lines = typed.get(PLAYER) or []
    return {**typed, PLAYER: merged([lines] if isinstance(lines, str) else lines, rows)}, problems


def solo_name(game: Game[Any], posted: Posted, problems: list[Problem]) -> str | None:
    """Who played a solo game, as it will be kept; a name missing or refused is a problem of
    its own (and the tally goes on with a stand-in, to check the other answers)."""
    if not tallying.names_solo_player(game):
        return None
    try:
        typed = first(posted, "name")
        if not typed.strip():
            raise BadInput("web_tally_name_missing")
        return clean_name(typed)
    except BadInput as exc:
        problems.append(Problem("name", exc))
        return None


async def read_form(request: Request, fields: Sequence[TallyField]) -> dict[str, Any]:
    """Each field's text (a repeatable field's texts); anything but text counts as empty."""
    data = await request.form()
    typed: dict[str, Any] = {}
    for field in fields:
        texts = [value if isinstance(value, str) else "" for value in data.getlist(field.name)]
        typed[field.name] = texts if field.multiple else (texts[0] if texts else "")
    return typed


async def read_posted(request: Request) -> dict[str, list[str]]:
    """Every text the form sent, by input name: the taps are read from these."""
    data = await request.form()
    return {key: [value for value in data.getlist(key) if isinstance(value, str)]
            for key in data}


async def read_options(request: Request, game: Game[Any]) -> dict[str, str]:
    """The rule-set options chosen (``opt_KEY``), as the new-game form names them."""
    data = await request.form()
    chosen: dict[str, str] = {}
    for key in settable(game.meta.options()):
        value = data.get(f"opt_{key}")
        if isinstance(value, str) and value.strip():
            chosen[key] = value.strip()
    return chosen


def options_part(game: Game[Any], chosen: Mapping[str, str]) -> Markup:
    """The rule-set options the game was played with (some change the tally, as S9's
    ``death_penalty`` does); folded away while they are the defaults."""
    return render("tally/options.html", fields=rule_fields(game, chosen))


def tally_body(game: Game[Any], title: str, typed: Typed, problems: Sequence[Problem], *,
               sheet: Markup | None = None, chosen: Mapping[str, str] | None = None,
               keep: bool = True, posted: Posted | None = None) -> Markup:
    general = [p for p in problems if p.field is None]
    posted = posted or {}
    tap = tap_tally(game)
    lines = typed.get(PLAYER) or []
    typed_set = typed_rows([lines] if isinstance(lines, str) else lines) if tap else set()
    fields = []
    if tallying.names_solo_player(game):
        fields.append(name_field(first(posted, "name"),
                                 [p for p in problems if p.field == "name"]))
    answers = tap_fields(game)
    if answers is not None:
        fields.append(_tapped_fields(game, answers, typed, problems, posted))
        fields.append(render("tally/typed_fields.html", opened=any(
            str(typed.get(f.name) or "").strip() for f in tally_fields(game)),
            fields=[_field(game, f, typed.get(f.name),
                           [p for p in problems if p.field == f.name and _typed(typed, f)])
                    for f in tally_fields(game)]))
    for field in tally_fields(game) if answers is None else ():
        mine = [p for p in problems if p.field == field.name]
        if tap is not None and field.name == PLAYER:
            fields.append(_tapped(game, tap, field, typed.get(field.name), mine, posted,
                                  typed_set))
        else:
            fields.append(_field(game, field, typed.get(field.name), mine))
    return render("tally/body.html", title=title, sheet=sheet, game=game.meta.id,
                  notes=[_message(p) for p in general], fix_marked=bool(problems) and not general,
                  fields=fields, options=options_part(game, chosen or {}), keep=keep)


def _tapped(game: Game[Any], tap: TapTally, field: TallyField,
            typed: str | Sequence[str] | None, problems: Sequence[Problem], posted: Posted,
            typed_set: set[int]) -> Markup:
    """Each player's pieces to tap, and the typed lines folded away under them (open once a
    line is typed): a line typed for a player is taken instead of their taps."""
    whole = [p for p in problems if p.row is None]
    said = [t("web_tally_nobody") if p.error.key == "err_tally_missing" else _message(p)
            for p in whole[:1]]
    return render("tally/tapped.html", said=said[0] if said else None,
                  blocks=blocks(game, tap, posted, problems, typed_set), opened=bool(typed_set),
                  lines=_field(game, field, typed, [p for p in problems if p.row in typed_set]))


def _typed(typed: Typed, field: TallyField) -> bool:
    return bool(str(typed.get(field.name) or "").strip())


def _tapped_fields(game: Game[Any], answers: TapFields, typed: Typed,
                   problems: Sequence[Problem], posted: Posted) -> Markup:
    """Each answer tapped under its question; what is wrong with an answer beside its taps,
    unless it was typed (then beside its typed line)."""
    controls = answers.field_controls(posted)
    shown = []
    for field in tally_fields(game):
        if field.name not in controls:
            continue
        mine = [p for p in problems if p.field == field.name and not _typed(typed, field)]
        legend, control = controls[field.name]
        shown.append((field.name, legend, control, _message(mine[0]) if mine else None))
    return render("tally/tapped_fields.html", shown=shown)


def _message(problem: Problem) -> str:
    # The terminal's missing answer names its command-line option; the form marks the input.
    if problem.error.key == "err_tally_missing":
        return t("web_tally_missing")
    return for_players(problem.error.message())


def _asked(key: str) -> str:
    """A question of the tally, or its help, as a player reads it: the rulings it cites are
    the ``rules`` command's to name."""
    return for_players(t(key))


def _field(game: Game[Any], field: TallyField, typed: str | Sequence[str] | None,
           problems: Sequence[Problem]) -> Markup:
    if field.multiple:
        texts = [typed] if isinstance(typed, str) else list(typed or [])
        return _rows(game, field, texts, problems)
    helps = [_asked(field.help)] if field.help else []
    if field.default is not None:  # the default is notation ('none'): said without it
        helps.append(t("web_tally_may_be_empty"))
    described = f"e-{field.name} h-{field.name}" if problems else f"h-{field.name}"
    return render("tally/field.html", input=field.name, label=_asked(field.prompt),
                  value=typed if isinstance(typed, str) else "",
                  error=_message(problems[0]) if problems else None, described=described,
                  help=" ".join(helps))


def _rows(game: Game[Any], field: TallyField, texts: list[str],
          problems: Sequence[Problem]) -> Markup:
    """One input per player: as many as the game seats (more if more were sent, but never
    more empty ones)."""
    texts = list(texts)
    while len(texts) > game.meta.max_players and not texts[-1].strip():
        texts.pop()
    texts += [""] * (game.meta.max_players - len(texts))
    whole = [p for p in problems if p.row is None]
    rows = []
    for row, text in enumerate(texts):
        mine = [p for p in problems if p.row == row]
        rows.append((text, _message(mine[0]) if mine else None))
    return render("tally/rows.html", input=field.name, rows=rows,
                  legend=_asked(field.help or field.prompt),
                  whole=_message(whole[0]) if whole else None)
