"""The host's verbs: ``games``, ``resume``, the records (``history``, ``show``, ``stats``,
``export``, ``import``), ``serve`` and ``config``."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from tabletop import registry
from tabletop.cli.common import UsageProblem
from tabletop.cli.numbers import IDS, shown, whole
from tabletop.text import i18n
from tabletop.text.errors import BadInput
from tabletop.text.i18n import t

# Rich, the store and the play loop load inside the verb that runs (issue #26).

RECORDS = ("history", "show", "stats", "export", "import")


def host_commands() -> dict[str, Any]:
    """Every host verb as a Click command, in the order of the help."""
    app = typer.Typer(rich_markup_mode=None)
    for register in (_own, _records, _review, _serve, _config):
        register(app)
    group = typer.main.get_group(app)
    return dict(group.commands)


def host_command(name: str) -> Any:
    """The host verb ``name`` as a Click command, built with only the modules it needs (issue
    #26: ``history`` no longer loads the play loop, the advisors and the web face)."""
    app = typer.Typer(rich_markup_mode=None)
    if name in RECORDS:
        _records(app)
    elif name == "review":
        _review(app)
    elif name == "serve":
        _serve(app)
    elif name == "config":
        _config(app)
    else:
        _own(app)
    return typer.main.get_group(app).commands[name]


def _records(app: typer.Typer) -> None:
    from tabletop.cli import records

    records.register(app)


def _review(app: typer.Typer) -> None:
    from tabletop.cli import review

    review.register(app)


def _serve(app: typer.Typer) -> None:
    from tabletop.cli import serve

    serve.register(app)


def _config(app: typer.Typer) -> None:
    from tabletop.cli import config

    config.register(app)


def _own(app: typer.Typer) -> None:
    """``games`` and ``resume``."""

    @app.command("games")
    def games_cmd() -> None:
        """List the games."""
        from rich.table import Table

        from tabletop.cli.render import console

        table = Table(title=t("games_title"), title_justify="left")
        table.add_column("")
        table.add_column(t("col_game"))
        table.add_column(t("col_players_range"), justify="right")
        for game in registry.games().values():
            meta = game.meta
            players = (str(meta.min_players) if meta.min_players == meta.max_players
                       else f"{meta.min_players}-{meta.max_players}")
            table.add_row(meta.id, meta.titles[i18n.language()], players)
        console().print(table)

    @app.command("resume")
    def resume(game_id: Annotated[int | None, typer.Argument(
                   help="The game's ID.", parser=IDS.parser("ID"))] = None,
               take_over: Annotated[bool, typer.Option(
                   "--take-over", help="Take the game from another window (the web server, "
                   "or one that is gone).")] = False,
               ) -> None:
        """Continue an unfinished game (without an ID: choose from the list)."""
        from rich.text import Text

        from tabletop.cli import loop, records, together
        from tabletop.cli.render import console
        from tabletop.session.session import Session
        from tabletop.session.table import Table
        from tabletop.store.database import Store

        store = Store()
        con = console()
        if game_id is None:
            rows = store.results.games(unfinished=True)
            if not rows:
                con.print(t("err_no_unfinished"))
                return
            con.print(records.games_table(rows, t("unfinished_title")))
            # The most recent game nobody has open: the one in another window stays there.
            first = next((r for r in rows if not store.claims.open_elsewhere(r.id)), rows[0])
            try:
                text = con.input(Text(t("msg_pick_game", id=first.id) + " › ", style="bold"))
            except EOFError:
                text = ""  # piped input without an answer: the most recent game
            except KeyboardInterrupt:
                con.print()
                return
            picked = whole(text)
            if text.strip() and picked is None:
                raise UsageProblem(BadInput("err_no_such_game", id=shown(text.strip())))
            game_id = first.id if picked is None else picked
        session = Session.resume(store, game_id)
        i18n.speak_as_game(store.results.row(game_id).lang)
        game = session.game
        # A finished game opens read-only, as on the web: its last screen and result (the
        # table asks a table game's players to confirm its end again, so a mistyped last
        # entry can still be taken back).
        was_over = session.over
        read_only = Table(session).read_only
        title = game.meta.titles[i18n.language()]
        said = (t("msg_game_finished", id=game_id, title=title)
                if read_only else
                t("msg_resumed", id=game_id, title=title, count=len(session.events)))
        con.print(Text(said, style="bold"))
        code = loop.run(session, con, take_over=take_over)
        match_id = store.results.row(game_id).match_id
        if session.over and not was_over and match_id is not None:
            if len(store.results.games(match_id=match_id)) < store.matches.get(match_id).planned:
                together.show_standings(store, match_id, con)
            code = together.run_match(store, match_id, con)  # the match goes on
        raise typer.Exit(code)


