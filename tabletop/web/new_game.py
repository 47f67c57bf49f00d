"""Starting a game in the browser: which game, how it is played, who sits where, options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from tabletop import registry
from tabletop.events import BadInput, TabletopError
from tabletop.plugin import Game, HasBots
from tabletop.session.dealers import new_seed
from tabletop.session.session import chosen_options
from tabletop.store.database import Store
from tabletop.text.i18n import language, t, tn
from tabletop.text.labels import bot_label
from tabletop.text.names import distinct_names
from tabletop.typed import small_number
from tabletop.web.access import hub_of
from tabletop.web.hub import Hub
from tabletop.web.layout import message, page
from tabletop.web.rule_fields import rule_fields
from tabletop.web.templating import render

OWN, HOTSEAT, TABLE = "own", "hotseat", "table"
PERSON = "person"


@dataclass(frozen=True, slots=True)
class Card:
    """A game to start: its title and how many play it."""

    id: str
    title: str
    players: str


@dataclass(frozen=True, slots=True)
class Unfinished:
    """A game to continue: who plays it, and what."""

    id: int
    said: str


def game_title(game: Game[Any]) -> str:
    return game.meta.titles.get(language(), game.meta.titles["en"])


def players_wanted(game: Game[Any]) -> str:
    """How many play the game: "2–4 players", "1 player" (never "1–1 players")."""
    low, high = game.meta.min_players, game.meta.max_players
    if low == high:
        return tn("web_players_count", low)
    return t("web_players_range", low=low, high=high)


async def home(request: Request) -> Response:
    """The games to start, and the games not finished yet."""
    store: Store = request.app.state.store
    rows = await run_in_threadpool(store.results.games, unfinished=True)
    known = registry.games()
    cards = [Card(game.meta.id, game_title(game), players_wanted(game))
             for game in known.values()]
    unfinished = [Unfinished(row.id, ", ".join(row.players) + " · " + game_title(known[row.game])
                             if row.game in known else row.game)
                  for row in rows[:20]]
    body = render("new_game/home.html", cards=cards, unfinished=unfinished)
    return page(request, t("web_new_title"), body)


def form_body(game: Game[Any], values: dict[str, Any], error: str | None) -> Markup:
    meta = game.meta
    modes = [(OWN, "web_mode_own"), (HOTSEAT, "web_mode_hotseat"), (TABLE, "web_mode_table")]
    if meta.max_players == 1:
        modes = [(HOTSEAT, "web_mode_solo"), (TABLE, "web_mode_table_solo")]
    strategies = list(game.strategies()) if isinstance(game, HasBots) else []
    bots = [(name, bot_label(meta.id, name)) for name in strategies] \
        if meta.max_players > 1 else []
    chosen = {key[4:]: value for key, value in values.items() if key.startswith("opt_")}
    return render(
        "new_game/form.html", title=game_title(game), error=error, game_id=meta.id,
        modes=modes, mode=values.get("mode", OWN if meta.max_players > 1 else HOTSEAT),
        count=players_wanted(game),
        blank=", ".join(blank_name(seat) for seat in range(meta.min_players)),
        seats=[(values.get(f"name{seat}", ""), values.get(f"who{seat}", PERSON))
               for seat in range(meta.max_players)],
        person=PERSON, bots=bots, options=rule_fields(game, chosen),
        seed=values.get("seed", ""))


def blank_name(seat: int) -> str:
    """A seat's name when the form leaves every name blank: its placeholder ("Player 1",
    "Spieler 1"), so that the form shows what starting it blank does (issue #40: a blank form
    was refused as "2 to 4, not 0")."""
    return t("web_seat_name", seat=seat + 1)


def start(hub: Hub, game: Game[Any], values: dict[str, Any]) -> str:
    """Start the game the form describes; the address of the page to go to."""
    meta = game.meta
    mode = values.get("mode")
    if mode not in (OWN, HOTSEAT, TABLE) or (mode == OWN and meta.max_players == 1):
        raise BadInput("web_err_mode")
    seats = [(values.get(f"name{i}", "").strip(), values.get(f"who{i}", PERSON))
             for i in range(meta.max_players)]
    if not any(name for name, _ in seats):  # blank: the fewest seats, named as the form hints
        seats = [(blank_name(seat), who) for seat, (_, who) in enumerate(seats)
                 if seat < meta.min_players]
    seats = [(name, who) for name, who in seats if name]
    names = distinct_names(name for name, _ in seats)
    if (refused := meta.seats_refusal(len(names))) is not None:
        raise refused
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
