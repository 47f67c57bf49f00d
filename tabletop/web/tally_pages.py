"""The tally forms: a game played without the app, scored from how it ended.

The web's ``<game> score``: one input per tally field (a repeatable field one per player), the
field's help under it, and the answers read, checked and scored by ``tabletop.records.tallying``
as the terminal reads them. A wrong answer brings the form back with everything typed kept and
the error beside its input. A game with a tally by tapping (``tabletop.web.tally_tapped``) shows
each player's pieces to tap, its typed lines folded away under them; a solo game asks who
played, so the game counts for that person.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, get_args, get_origin

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from tabletop import i18n
from tabletop.events import BadInput
from tabletop.i18n import t
from tabletop.play import registry
from tabletop.play.session import chosen_options, explained, settable
from tabletop.plugin import Game, TallyField
from tabletop.records import tallying
from tabletop.records.tallying import PLAYER, Problem
from tabletop.text.labels import choice_label, option_label
from tabletop.text.names import clean_name
from tabletop.web.layout import page
from tabletop.web.records_pages import (
    PageError,
    bad_request,
    error_page,
    known_game,
    not_found,
)
from tabletop.web.scores import score_sheet
from tabletop.web.tally_tapped import (
    Posted,
    TapTally,
    blocks,
    first,
    merged,
    name_field,
    tap_tally,
    tapped_rows,
    typed_rows,
)

Typed = Mapping[str, str | Sequence[str]]  # the texts in the form, by field name


def tallied() -> list[Game[Any]]:
    return [game for _, game in sorted(registry.games().items()) if game.meta.tally_fields]


async def choose(request: Request) -> Response:
    """Pick the game to tally."""
    games = tallied()
    if games:
        items = Markup("").join(
            Markup('<li><a href="/tally/{}">{}</a></li>').format(
                game.meta.id, game.meta.titles[i18n.language()]) for game in games)
        listing = Markup('<ul class="games">{}</ul>').format(items)
    else:
        listing = Markup('<p class="empty">{}</p>').format(t("web_tally_none"))
    body = Markup('<h1>{}</h1><p class="intro">{}</p>{}').format(
        t("web_tally_title"), t("web_tally_intro"), listing)
    return page(request, t("web_tally_title"), body)


async def form(request: Request) -> Response:
    """GET: the empty form. POST: the score sheet, or the form again with the errors."""
    try:
        game = known_game(request.path_params["game"])
        if not game.meta.tally_fields:
            raise not_found(t("web_tally_none"))
    except PageError as exc:
        return error_page(request, exc)
    title = t("web_tally_game", game=game.meta.titles[i18n.language()])
    if request.method != "POST":
        return page(request, title, tally_body(game, title, {}, []))
    try:
        typed = await read_form(request, game.meta.tally_fields)
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
        sheet += Markup('<p class="notice"><a href="/history/{}">{}</a></p>').format(
            game_id, t("web_tally_kept", id=game_id))
    # Kept once: sending the form again (after a fix) keeps it again only when asked to.
    return page(request, title, tally_body(game, title, typed, [], sheet=sheet, chosen=chosen,
                                           keep=False, posted=posted))


def with_taps(game: Game[Any], typed: dict[str, Any], posted: Posted
              ) -> tuple[dict[str, Any], list[Problem]]:
    """The answers to tally: each player's line typed, else written from their taps; and the
    players whose taps make no line."""
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
    defaults = settable(game.meta.options())
    if not defaults:
        return Markup("")
    controls = Markup("")
    for key, default in defaults.items():
        field = game.meta.options.model_fields[key]
        current = chosen.get(key, str(default))
        choices = get_args(field.annotation) if get_origin(field.annotation) is Literal else ()
        if choices:
            control = Markup('<select name="opt_{}">{}</select>').format(key, Markup("").join(
                Markup('<option value="{}"{}>{}</option>').format(
                    c, Markup(" selected") if str(c) == current else Markup(""),
                    choice_label(field, c))
                for c in choices))
        else:
            control = Markup('<input name="opt_{}" value="{}" size="6">').format(key, current)
        controls += Markup('<label class="option"><span>{}</span>{}<small class="muted">{}'
                           "</small></label>").format(option_label(key, field), control,
                                                      explained(field))
    changed = any(chosen.get(key, str(value)) != str(value) for key, value in defaults.items())
    return Markup("<details{}><summary>{}</summary>{}</details>").format(
        Markup(" open") if changed else Markup(""), t("web_options"), controls)


def tally_body(game: Game[Any], title: str, typed: Typed, problems: Sequence[Problem], *,
               sheet: Markup | None = None, chosen: Mapping[str, str] | None = None,
               keep: bool = True, posted: Posted | None = None) -> Markup:
    general = [p for p in problems if p.field is None]
    notes = Markup("").join(_error(p) for p in general)
    if problems and not general:
        notes = Markup('<p class="error" role="alert">{}</p>').format(t("web_tally_fix"))
    posted = posted or {}
    tap = tap_tally(game)
    lines = typed.get(PLAYER) or []
    typed_set = typed_rows([lines] if isinstance(lines, str) else lines) if tap else set()
    fields = Markup("")
    if tallying.names_solo_player(game):
        fields += name_field(first(posted, "name"), [p for p in problems if p.field == "name"])
    for field in game.meta.tally_fields:
        mine = [p for p in problems if p.field == field.name]
        if tap is not None and field.name == PLAYER:
            fields += _tapped(game, tap, field, typed.get(field.name), mine, posted, typed_set)
        else:
            fields += _field(game, field, typed.get(field.name), mine)
    return Markup(
        '<h1>{title}</h1><p class="intro">{intro}</p>{sheet}{notes}'
        '<form class="tally" method="post" action="/tally/{game}" novalidate>{fields}{options}'
        '<p><label class="keep"><input type="checkbox" name="keep" value="1"{checked}> {keep}'
        '</label></p><p><button class="primary">{submit}</button></p></form>'
        '<p class="back"><a href="/tally">{other}</a></p>').format(
        title=title, intro=t("web_tally_intro"), sheet=sheet or Markup(""), notes=notes,
        game=game.meta.id, fields=fields, options=options_part(game, chosen or {}),
        submit=t("web_tally_submit"), keep=t("web_tally_keep"),
        checked=Markup(" checked") if keep else Markup(""),
        other=t("web_tally_other"))


def _tapped(game: Game[Any], tap: TapTally, field: TallyField,
            typed: str | Sequence[str] | None, problems: Sequence[Problem], posted: Posted,
            typed_set: set[int]) -> Markup:
    """Each player's pieces to tap, and the typed lines folded away under them (open once a
    line is typed): a line typed for a player is taken instead of their taps."""
    whole = [p for p in problems if p.row is None]
    said = Markup("").join(
        Markup('<p class="error" role="alert">✗ {}</p>').format(
            t("web_tally_nobody") if p.error.key == "err_tally_missing" else _message(p))
        for p in whole[:1])
    lines = _field(game, field, typed, [p for p in problems if p.row in typed_set])
    return Markup(
        '<div class="tap-players"><p class="help">{help}</p>{said}{blocks}</div>'
        '<details class="typed-instead"{opened}><summary>{summary}</summary>'
        '<p class="help">{instead}</p>{lines}</details>').format(
        help=t("web_tally_tap_help"), said=said,
        blocks=blocks(game, tap, posted, problems, typed_set),
        opened=Markup(" open") if typed_set else Markup(""), summary=t("web_tally_type"),
        instead=t("web_tally_type_help"), lines=lines)


def _message(problem: Problem) -> str:
    # The terminal's missing answer names its command-line option; the form marks the input.
    if problem.error.key == "err_tally_missing":
        return t("web_tally_missing")
    return problem.error.message()


def _error(problem: Problem, ident: str | None = None) -> Markup:
    where = Markup(' id="{}"').format(ident) if ident else Markup("")
    return Markup('<p class="error"{} role="alert">✗ {}</p>').format(where, _message(problem))


def _field(game: Game[Any], field: TallyField, typed: str | Sequence[str] | None,
           problems: Sequence[Problem]) -> Markup:
    if field.multiple:
        texts = [typed] if isinstance(typed, str) else list(typed or [])
        return _rows(game, field, texts, problems)
    text = typed if isinstance(typed, str) else ""
    ident = f"f-{field.name}"
    described = [f"h-{field.name}"]
    error = Markup("")
    if problems:
        error = _error(problems[0], f"e-{field.name}")
        described.insert(0, f"e-{field.name}")
    helps = [t(field.help)] if field.help else []
    if field.default is not None:
        helps.append(t("web_tally_default", value=field.default))
    return Markup(
        '<div class="field{invalid}"><label for="{ident}">{label}</label>'
        '<input type="text" id="{ident}" name="{name}" value="{value}"{placeholder}{aria}'
        ' aria-describedby="{described}" autocomplete="off">{error}'
        '<p class="help" id="h-{name}">{help}</p></div>').format(
        invalid=Markup(" invalid") if problems else Markup(""), ident=ident,
        label=t(field.prompt), name=field.name, value=text,
        placeholder=Markup(' placeholder="{}"').format(field.default)
        if field.default is not None else Markup(""),
        aria=Markup(' aria-invalid="true"') if problems else Markup(""),
        described=" ".join(described), error=error, help=" ".join(helps))


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
        ident = f"f-{field.name}-{row}"
        error = _error(mine[0], f"e-{field.name}-{row}") if mine else Markup("")
        rows.append(Markup(
            '<div class="row{invalid}"><label for="{ident}">{label}</label>'
            '<input type="text" id="{ident}" name="{name}" value="{value}"{aria}'
            ' autocomplete="off">{error}</div>').format(
            invalid=Markup(" invalid") if mine else Markup(""), ident=ident,
            label=t("web_tally_row", number=row + 1), name=field.name, value=text,
            aria=Markup(' aria-invalid="true"') if mine else Markup(""), error=error))
    legend = t(field.help) if field.help else t(field.prompt)
    return Markup(
        '<fieldset class="field{invalid}"><legend>{legend}</legend>'
        '<p class="help">{help}</p>{rows}{error}</fieldset>').format(
        invalid=Markup(" invalid") if whole else Markup(""), legend=legend,
        help=t("web_tally_rows"), rows=Markup("").join(rows),
        error=_error(whole[0]) if whole else Markup(""))
