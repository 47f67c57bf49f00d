"""Starting a game in the browser: which game, how it is played, who sits where, options."""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from tabletop.events import BadInput, TabletopError, small_number
from tabletop.i18n import language, t
from tabletop.play import registry
from tabletop.play.dealers import new_seed
from tabletop.play.session import chosen_options, explained, settable
from tabletop.plugin import Game, HasBots
from tabletop.store.database import Store
from tabletop.text.labels import bot_label, choice_label, option_label
from tabletop.text.names import default_name, distinct_names
from tabletop.web.access import hub_of
from tabletop.web.hub import Hub
from tabletop.web.layout import message, page

OWN, HOTSEAT, TABLE = "own", "hotseat", "table"
PERSON = "person"


def game_title(game: Game[Any]) -> str:
    return game.meta.titles.get(language(), game.meta.titles["en"])


async def home(request: Request) -> Response:
    """The games to start, and the games not finished yet."""
    store: Store = request.app.state.store
    rows = await run_in_threadpool(store.games, unfinished=True)
    cards = Markup("").join(
        Markup('<a class="gamecard" href="/new/{}"><b>{}</b><span class="muted">{}</span></a>')
        .format(game.meta.id, game_title(game),
                t("web_players_range", low=game.meta.min_players, high=game.meta.max_players))
        for game in registry.games().values())
    unfinished = Markup("").join(
        Markup('<li><form method="post" action="/open/{}"><button>{}</button></form> '
               '<span>{}</span></li>').format(
            row.id, t("web_continue", id=row.id), ", ".join(row.players) + " · " +
            game_title(registry.games()[row.game]) if row.game in registry.games() else row.game)
        for row in rows[:20])
    body = Markup('<h1>{}</h1><div class="gamecards">{}</div>').format(t("web_new_title"), cards)
    if unfinished:
        body += Markup('<h2>{}</h2><ul class="plain">{}</ul>').format(t("web_unfinished"),
                                                                     unfinished)
    return page(request, t("web_new_title"), body)


def _choices(annotation: Any) -> tuple[str, ...]:
    if get_origin(annotation) is Literal:
        return tuple(str(a) for a in get_args(annotation))
    return ()


def form_body(game: Game[Any], values: dict[str, Any], error: str | None) -> Markup:
    meta = game.meta
    mode = values.get("mode", OWN if meta.max_players > 1 else HOTSEAT)
    modes = [(OWN, "web_mode_own"), (HOTSEAT, "web_mode_hotseat"), (TABLE, "web_mode_table")]
    if meta.max_players == 1:
        modes = [(HOTSEAT, "web_mode_solo"), (TABLE, "web_mode_table")]
    mode_inputs = Markup("").join(
        Markup('<label class="choice"><input type="radio" name="mode" value="{}"{}> {}</label>')
        .format(code, Markup(" checked") if code == mode else Markup(""), t(key))
        for code, key in modes)
    strategies = list(game.strategies()) if isinstance(game, HasBots) else []
    rows = Markup("")
    for seat in range(meta.max_players):
        name = values.get(f"name{seat}", "")
        who = values.get(f"who{seat}", PERSON)
        select = Markup("")
        if strategies and meta.max_players > 1:
            opts = Markup('<option value="{}">{}</option>').format(PERSON, t("web_person"))
            opts += Markup("").join(
                Markup('<option value="{}"{}>{}</option>').format(
                    s, Markup(" selected") if s == who else Markup(""),
                    t("web_bot", name=bot_label(meta.id, s)))
                for s in strategies)
            select = Markup('<select name="who{}" aria-label="{}">{}</select>').format(
                seat, t("web_seat_who", seat=seat + 1), opts)
        rows += Markup('<div class="seat"><input name="name{}" value="{}" maxlength="64" '
                       'placeholder="{}" aria-label="{}" autocomplete="off">{}</div>').format(
            seat, name, t("web_seat_name", seat=seat + 1), t("web_seat_name", seat=seat + 1),
            select)
    defaults = settable(meta.options())
    options = Markup("")
    for key, default in defaults.items():
        field = meta.options.model_fields[key]
        current = str(values.get(f"opt_{key}", default))
        choices = _choices(field.annotation)
        if choices:
            control = Markup('<select name="opt_{}">{}</select>').format(key, Markup("").join(
                Markup('<option value="{}"{}>{}</option>').format(
                    c, Markup(" selected") if c == current else Markup(""),
                    choice_label(field, c)) for c in choices))
        else:
            control = Markup('<input name="opt_{}" value="{}" size="6">').format(key, current)
        options += Markup('<label class="option"><span>{}</span>{}<small class="muted">{}'
                          '</small></label>').format(option_label(key, field), control,
                                                     explained(field))
    options += Markup('<label class="option"><span>{}</span><input name="seed" value="{}" '
                      'inputmode="numeric" size="10"><small class="muted">{}</small></label>'
                      ).format(t("web_seed"), values.get("seed", ""), t("web_seed_help"))
    problem = Markup('<p class="error" role="alert">✗ {}</p>').format(error) if error else ""
    return Markup(
        '<h1>{title}</h1>{problem}<form class="newgame" method="post" action="/new/{id}">'
        '<fieldset><legend>{how}</legend>{modes}</fieldset>'
        '<fieldset><legend>{who}</legend><p class="muted">{count}</p>{rows}</fieldset>'
        '<details><summary>{opts_title}</summary>{options}</details>'
        '<button class="primary">{start}</button></form>').format(
        title=game_title(game), problem=problem, id=meta.id, how=t("web_how"), modes=mode_inputs,
        who=t("web_who"), count=t("web_players_range", low=meta.min_players,
                                  high=meta.max_players),
        rows=rows, opts_title=t("web_options"), options=options, start=t("web_start"))


def start(hub: Hub, game: Game[Any], values: dict[str, Any]) -> str:
    """Start the game the form describes; the address of the page to go to."""
    meta = game.meta
    mode = values.get("mode")
    if mode not in (OWN, HOTSEAT, TABLE) or (mode == OWN and meta.max_players == 1):
        raise BadInput("web_err_mode")
    seats = [(values.get(f"name{i}", "").strip(), values.get(f"who{i}", PERSON))
             for i in range(meta.max_players)]
    seats = [(name, who) for name, who in seats if name]
    if not seats and meta.max_players == 1:
        seats = [(default_name(0), PERSON)]
    names = distinct_names(name for name, _ in seats)
    if not meta.min_players <= len(names) <= meta.max_players:
        raise BadInput("err_players_count", game=game_title(game), low=meta.min_players,
                       high=meta.max_players, count=len(names))
    table = game.strategies() if isinstance(game, HasBots) else {}
    strategies = {seat: who for seat, (_, who) in enumerate(seats) if who != PERSON}
    if any(who not in table for who in strategies.values()):
        raise BadInput("err_unknown_strategy", game=game_title(game),
                       strategy=", ".join(strategies.values()), known=", ".join(table))
    options = chosen_options(game, {key[4:]: value for key, value in values.items()
                                    if key.startswith("opt_") and value != ""})
    seed = seed_of(values.get("seed", ""))
    stored = {TABLE: "table", OWN: "devices"}.get(mode, "play")
    link = hub.begin(game, options, names, mode=stored, seed=None if mode == TABLE else seed,
                     bots=sorted(strategies), strategies=strategies)
    return f"/s/{link.token}"


def seed_of(text: str) -> int:
    """The deal asked for (the same seed deals the same cards), else a new one."""
    text = text.strip()
    if not text:
        return new_seed()
    seed = small_number(text, 12)
    if seed is None:
        raise BadInput("web_err_seed")
    return seed


async def form(request: Request) -> Response:
    try:
        game = registry.get(request.path_params["game"])
    except BadInput as exc:
        return message(request, t("web_err_game_title"), exc.message(), status=404, host=True)
    if request.method == "GET":
        return page(request, game_title(game), form_body(game, {}, None))
    raw = await request.form()
    values = {key: value for key, value in raw.items() if isinstance(value, str)}
    hub = hub_of(request)
    try:
        target = await run_in_threadpool(start, hub, game, values)
    except TabletopError as exc:
        return page(request, game_title(game), form_body(game, values, exc.message()),
                    status=400)
    return RedirectResponse(target, status_code=303)
