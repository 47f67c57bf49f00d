"""Playing together over time: a same-deal challenge for solo games, a match for the others;
what they do, loaded when one runs (``tabletop.cli.together_commands`` declares them)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import Any

import typer
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tabletop import registry
from tabletop.cli import loop
from tabletop.cli.common import UsageProblem
from tabletop.cli.numbers import seeds_for
from tabletop.cli.render import console, name_text
from tabletop.cli.seats import checked_names, options_for, seating
from tabletop.cli.thinking import thinking
from tabletop.events import BadInput, challenge_key
from tabletop.plugin import Game
from tabletop.session import deal_bests
from tabletop.session.dealers import DEALER, new_seed
from tabletop.session.session import Session
from tabletop.store.database import Store
from tabletop.store.matches import Match
from tabletop.store.results import GameRow
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.names import person_key


def todays_seed(today: date | None = None) -> int:
    """Today's deal: the same for everyone who plays it today, anywhere."""
    day = today or date.today()
    return day.year * 10_000 + day.month * 100 + day.day


def title(game: Game[Any]) -> str:
    return game.meta.titles[i18n.language()]


def hand_over(con: Console, player: str, heading: Text | None = None) -> bool:
    """The hand-over screen; False when the players left there (end of input, Ctrl-C)."""
    try:
        loop.hand_over(con, player, heading)
    except loop.Quit:
        return False
    return True


def end_seen(con: Console) -> bool:
    """A player's end screen stays until they press Enter: the hand-over to the next player
    clears it, and before it did so at once, so nobody saw their own result; False when they
    left there (the game is finished and kept: the same command goes on)."""
    try:
        loop.enter_only(con, t("challenge_seen"), t("challenge_seen_refused"))
    except loop.Quit:
        return False
    return True


def next_game(con: Console) -> bool:
    """The standings stay on the screen until the players press Enter (issue #22: the next
    game's first screen pushed them off at once); False when they left there."""
    try:
        loop.read(con, t("match_next"))
    except loop.Quit:
        return False
    return True


def play_one(session: Session, con: Console) -> bool:
    """Run one game to its end; False when the players left it unfinished."""
    loop.run(session, con)
    return session.over


def resume_or_start(store: Store, game: Game[Any], row: GameRow | None,
                    start: Any) -> Session:
    if row is None:
        session: Session = start()
        return session
    i18n.speak_as_game(row.lang)
    record, revision = store.log.load_at(row.id)
    return Session.from_record(game, record, store=store, game_id=row.id, revision=revision)


def leaderboard(rows: list[GameRow], seed: int) -> Table:
    ranked = sorted((r for r in rows if r.result), key=lambda r: -_total(r))
    table = Table(title=t("challenge_board", seed=seed), title_justify="left")
    table.add_column("#", justify="right")
    table.add_column(t("col_player"))
    table.add_column(t("col_score"), justify="right")
    table.add_column(t("col_result"))
    table.add_column(t("col_id"), justify="right")
    place = 0
    for index, row in enumerate(ranked):
        if index == 0 or _total(row) != _total(ranked[index - 1]):
            place = index + 1
        table.add_row(str(place), name_text(row.players[0]), str(_total(row)),
                      t("score_status_" + row.status), str(row.id))
    return table


def _total(row: GameRow) -> int:
    players = (row.result or {}).get("players") or [{}]
    total = players[0].get("total")
    return total if isinstance(total, int) else 0


def run_challenge(game: Game[Any], options: Any, players: list[str], seed: int) -> int:
    store = Store()
    con = console()
    key = challenge_key(seed, options.model_dump(), DEALER)
    # The deal's number is what the players compare and play again: said at the start, on
    # every hand-over screen and on each player's first screen.
    heading = Text(t("challenge_start", title=title(game), seed=seed,
                     players=", ".join(players)), style="bold")
    con.print(heading)
    for name in players:
        played = store.results.games(game=game.meta.id, challenge=key)
        mine = [r for r in played if [person_key(n) for n in r.players] == [person_key(name)]]
        if any(r.status != "playing" for r in mine):
            con.print(Text(t("challenge_done_already", player=name), style="dim"))
            continue
        if len(players) > 1:
            if not hand_over(con, name, heading):
                con.print(Text(t("challenge_paused", seed=seed), style="yellow"))
                return 0
        elif len(mine) < len(played):
            # Someone else played this deal here: its rooms may be in this terminal's
            # scrollback (issue #13).
            loop.wipe(con)
        session = resume_or_start(
            store, game, mine[0] if mine else None,
            lambda name=name: Session.start(game, options, [name], mode="play", seed=seed,
                                            store=store, challenge=key, opened=True))
        con.print(Text(t("challenge_turn", player=name, id=session.game_id, seed=seed),
                       style="bold"))
        if not play_one(session, con) or (len(players) > 1 and not end_seen(con)):
            con.print(Text(t("challenge_paused", seed=seed), style="yellow"))
            return 0
    if len(players) > 1:
        hand_over(con, t("everyone"))  # the board is shown even to those who left here
    deal = deal_bests.deal_for(game, options.model_dump(), seed, DEALER)
    best = None if deal is None else thinking(
        con, t("thinking_deal_best"), lambda stop: deal_bests.best(game, deal, store, stop))[0]
    con.print(leaderboard(store.results.games(game=game.meta.id, challenge=key), seed))
    if best is not None:
        con.print(Text(t("challenge_best" if best[1] else "challenge_best_found", score=best[0]),
                       style="bold"))
    return 0


def standings(game: Game[Any], rows: list[GameRow], players: list[str], planned: int) -> Table:
    """Points added over the games so far; wins as the tie-break, then the name."""
    finished = [r for r in rows if r.result]
    totals = dict.fromkeys(players, 0)
    wins = dict.fromkeys(players, 0)
    per_game: dict[str, list[str]] = {name: [] for name in players}
    for row in finished:
        for seat in (row.result or {}).get("players", []):
            name, total = seat.get("name"), seat.get("total")
            if name in totals:
                totals[name] += total if isinstance(total, int) else 0
                per_game[name].append("–" if total is None else str(total))
        for name in (row.result or {}).get("winners", []):
            if name in wins:
                wins[name] += 1
    table = Table(title=t("match_standings", done=len(finished), planned=planned),
                  title_justify="left")
    table.add_column("#", justify="right")
    table.add_column(t("col_player"))
    table.add_column(t("col_games_scores"), overflow="fold")
    table.add_column(t("col_wins"), justify="right")
    table.add_column(t("col_total"), justify="right")
    order = sorted(players, key=lambda n: (-totals[n], -wins[n], n.casefold()))
    for place, name in enumerate(order, 1):
        table.add_row(str(place), name_text(name), " + ".join(per_game[name]) or "–",
                      str(wins[name]),
                      Text(str(totals[name]), style="bold"))
    return table


def show_standings(store: Store, match_id: int, con: Console) -> None:
    match = store.matches.get(match_id)
    game = registry.get(match.game)
    con.print(standings(game, store.results.games(match_id=match_id, oldest_first=True),
                        match.players, match.planned))


def run_match(store: Store, which: int | Match, con: Console) -> int:
    """Play the match's games in turn, resuming where it stopped; standings after each. A
    new ``Match`` (id 0) is stored with its first game, in one transaction (issue #28)."""
    if isinstance(which, Match):
        new: Match | None = which
        match = which
    else:
        new, match = None, store.matches.get(which)
    game = registry.get(match.game)
    options = game.meta.options.model_validate(match.options)
    while True:
        rows = store.results.games(match_id=match.id, oldest_first=True) if match.id else []
        open_rows = [r for r in rows if r.status == "playing"]
        done = len(rows) - len(open_rows)
        if not open_rows and done >= match.planned:
            break
        number = done + 1
        seed = new_seed() if match.seed is None else match.seed + done
        session = resume_or_start(
            store, game, open_rows[0] if open_rows else None,
            lambda seed=seed, match=match: Session.start(
                game, options, match.players, mode="play", seed=seed, store=store,
                bots=match.bots, strategies=match.strategies, match_id=match.id or None,
                new_match=new if not match.id else None, opened=True))
        if not match.id:
            match = replace(match, id=session.match_id or 0)
            con.print(Text(t("match_start", match=match.id, title=title(game),
                             games=match.planned, players=", ".join(match.players)),
                           style="bold"))
        con.print(Text(t("match_game", number=number, planned=match.planned, id=session.game_id,
                         match=match.id), style="bold"))
        if not play_one(session, con):
            con.print(Text(t("match_paused", match=match.id, game=game.meta.id),
                           style="yellow"))
            return 0
        if number < match.planned:
            con.print(standings(game, store.results.games(match_id=match.id, oldest_first=True),
                                match.players, match.planned))
            if len(match.bots) < len(match.players) and not next_game(con):
                con.print(Text(t("match_paused", match=match.id, game=game.meta.id),
                               style="yellow"))
                return 0
    final = standings(game, store.results.games(match_id=match.id, oldest_first=True),
                      match.players, match.planned)
    final.caption = t("match_over")
    final.caption_justify = "left"
    con.print(final)
    return 0


def challenge(game: Game[Any], seed: int | None, option: list[str] | None,
              player: list[str] | None) -> None:
    """``<game> challenge``: everyone plays the same deal in turn."""
    names = checked_names(player or []) or None
    people = seating(game, None, None)[0] if names is None else names
    raise typer.Exit(run_challenge(game, options_for(game, option), people,
                                   todays_seed() if seed is None else seed))


def match(game: Game[Any], games: int, seed: int | None, option: list[str] | None,
          player: list[str] | None, bot: list[str] | None, resume: int | None) -> None:
    """``<game> match``: a new match of ``games`` games, or the match ``resume`` played on."""
    store = Store()
    if resume is not None:
        if store.matches.get(resume).game != game.meta.id:
            raise UsageProblem(BadInput("err_no_such_match", id=resume))
        raise typer.Exit(run_match(store, resume, console()))
    if seed is not None:
        seeds_for(seed, games)  # the last game's seed must be a seed too
    players, bots, strategies = seating(game, player, bot)
    options = options_for(game, option)
    new = Match(game.meta.id, players, bots, strategies, options.model_dump(), games, seed)
    raise typer.Exit(run_match(store, new, console()))
