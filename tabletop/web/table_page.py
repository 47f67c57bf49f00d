"""A game's page for one device: what it may do now, what just happened, and the board.

Everything shown comes from this place's account (``tabletop.session.account``): the board's
account from its observation (``tabletop.board``), what happened from the narration, the acts
from what it is offered, the notices it is told; the templates in ``templates/table`` draw
them. The page decides nothing: what a person chose goes back to the table as data.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from markupsafe import Markup

from tabletop import narration
from tabletop.board import (
    Board,
    Move,
    Picture,
    acts_of,
    board_account,
    composed,
    outcome_grid,
)
from tabletop.plugin import Advice, Chance, Decision, Game, Observation, Stop, words
from tabletop.session import story
from tabletop.session.account import Account, account
from tabletop.session.answers import MOST_TYPED
from tabletop.session.driver import SCREEN_SECONDS
from tabletop.session.table import CHOOSING, CHOSEN, Offer, Place, Table, offer_digest
from tabletop.text.i18n import language, t
from tabletop.web.board import act_html, board_html, picture_html, section_html
from tabletop.web.card_grid import Cell, Face, placed
from tabletop.web.links import DEVICE, SEAT, WATCH, Link
from tabletop.web.scores import score_sheet
from tabletop.web.templating import macro, render

TOLD = 12
"""Lines of the chapter going on under which the chapter before it stays in view too: a round
that has only begun (bids, cards chosen) leaves the last one's reveal to read."""


@dataclass(frozen=True, slots=True)
class Told:
    """A chapter as the story tells it: its number, heading and lines in order; the last
    ``newest`` lines are what the latest event said."""

    number: int
    heading: str
    lines: tuple[str, ...]
    newest: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"chapter": self.number, "heading": self.heading, "lines": list(self.lines)}


def title(table: Table) -> str:
    game = table.game
    return game.meta.titles.get(language(), game.meta.titles["en"])


def told(table: Table) -> list[Told]:
    """The story in view (issue #23): the chapter going on (a round, a delve, a room, as the
    game cuts its log), whole and in order, with the chapter before it while this one has
    told fewer than ``TOLD`` lines. The narration is the whole table's: no secret in it."""
    driver = table.driver
    chapters = story.parts(driver)
    if not chapters:
        return []
    last = chapters[-1]
    said = [story.said(driver, index) for index in range(last.start, last.end)]
    shown = [Told(last.number, story.heading(last), tuple(line for s in said for line in s),
                  len(said[-1]))]
    if len(shown[0].lines) < TOLD and len(chapters) > 1:
        before = chapters[-2]
        shown.insert(0, Told(before.number, story.heading(before), tuple(
            line for index in range(before.start, before.end)
            for line in story.said(driver, index))))
    return shown


def status(acc: Account) -> str:
    """One line: whose turn it is, with every seat of a simultaneous choice named."""
    players, owed, offer, place = acc.players, acc.owed, acc.offer, acc.place
    if owed.over:
        return t("msg_game_over")
    if acc.prompt is not None:
        return narration.render(acc.prompt)
    if owed.chance is not None:
        return t("web_status_dealing")
    mine = place.seat if place.role == SEAT else None
    if mine is not None and owed.status[mine] == CHOSEN:
        return t("web_status_chosen")
    if isinstance(offer, Decision):
        if place.role == SEAT:
            return t("web_status_your_turn", player=players[offer.player])
        return t("web_status_turn_of", player=players[offer.player])
    return t("web_status_waiting", player=", ".join(players[s] for s in owed.seats(CHOOSING)))


def moves(acc: Account) -> list[Move]:
    return [Move(move.index, move.event, move.words) for move in acc.moves]


def since(table: Table, place: Place) -> Observation | None:
    """What this place saw when the chapter going on began: the board marks what changed."""
    chapters = story.parts(table.driver)
    if not chapters or chapters[-1].start >= len(table.session.events):
        return None
    return table.observe_at(place, chapters[-1].start)


def drawn_board(table: Table, acc: Account, offered: list[Move]) -> Board:
    """The board's account for this place."""
    return board_account(table.game).board(acc.observation, offered, since(table, acc.place))


def board_part(table: Table, acc: Account, action: str, ready: int | None,
               advice: Advice | None) -> Markup:
    """The game's board. When this device owes a decision the board is its form: each legal
    move is an act on the card, die or space it acts on (the game's account places them),
    the rest listed under it. A reveal at the table is tapped in the picker under the board.
    ``advice``: what the observation asks to be drawn with the board (the odds)."""
    offer, game = acc.offer, table.game
    odds = board_account(game).advice(advice) if advice is not None else None
    if not isinstance(offer, Decision):
        board = drawn_board(table, acc, [])
        return render("table/board.html", form=False, board=board_html(game, board, odds),
                      picker=picker(table, offer, action, acc.version, ready, status(acc))
                      if isinstance(offer, Chance) else "")
    offered = moves(acc)
    board = drawn_board(table, acc, offered)
    placed = {act.index for act in acts_of(board)} | composed(board)
    told = board_account(game)
    return render("table/board.html", form=True, action=action, version=acc.version,
                  ready=ready, secret=offer_digest(offer) if acc.secret else "",
                  board=board_html(game, board, odds),
                  unplaced=[act_html(game, told.act(move)) for move in offered
                            if move.index not in placed])


def offer_form(table: Table, offer: Offer, action: str, ready: int | None) -> Markup:
    """What was possible at an entry of the log, as a list (the fix page: no board is drawn
    for a past position)."""
    if isinstance(offer, Chance):
        return picker(table, offer, action, table.version, ready)
    game = table.game
    told = board_account(game)
    return render("table/offer.html", action=action, version=table.version, ready=ready,
                  acts=[act_html(game, told.act(Move(index, event, words(game, event))))
                        for index, event in enumerate(offer.actions)])


def picker(table: Table, chance: Chance, action: str, version: str,
           ready: int | None, ask: str = "") -> Markup:
    """What the table reveals, tapped: one tap for a single card or die; else a count per
    outcome, sent with the button that says how many are needed. Outcomes the game lays out
    as a grid (a deck's cards by suit and rank) are tapped on it (issue #40: 44 cards in 22
    rows sorted as text); a card no longer in the deck is an empty place. ``ask``: what the
    table asks for, at the top of the picker, which the page scrolls to (issue #40)."""
    game, told = table.game, board_account(table.game)
    layout = outcome_grid(game, chance.kind)
    faces = []
    for index, value in enumerate(chance.outcomes):
        if chance.most(index) > 0:
            shown = told.outcome(chance.kind, value)
            drawn = picture_html(game, shown, "grid") if layout else act_face(game, shown)
            faces.append(Face(index, value, drawn, shown.name))
    cells: list[Cell] = []
    if layout is not None:
        cells, faces = placed(layout, faces)
        faces = [replace(face, face=act_face(game, told.outcome(chance.kind, face.value)))
                 for face in faces]
    return Markup(macro("table/parts.html", "picker")(chance, faces, action, version, ready,
                                                      layout, cells, ask))


def act_face(game: Game[Any], shown: Picture) -> Markup:
    return render("board/face.html", picture=picture_html(game, shown), said=shown.name)


def unlisted(acc: Account) -> list[str]:
    """The kinds of choice no button stands for, as the terminal's "You can:" list says them
    (a pattern such as ``quaff fighter|scroll <face>…``)."""
    buttons = {move.words for move in acc.moves}
    return [entry for entry in acc.choices if entry not in buttons]


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat in the lobby: its player, its link, and the address with its code to scan."""

    player: str
    link: Link
    url: str
    code: Markup


def seats_of(table: Table, links: list[Link], base: str) -> list[Seat]:
    import segno

    players = table.session.record.players
    found = []
    for link in links:
        if link.role != SEAT or link.seat is None:
            continue
        url = f"{base}/s/{link.token}"
        code = Markup("")
        if not (link.opened and not link.shown):  # a joined seat's code is shown on a tap
            code = Markup(segno.make(url, error="m").svg_inline(scale=3, dark="#000",
                                                                 light="#fff"))
        found.append(Seat(players[link.seat], link, url, code))
    return found


def end_part(acc: Account, link: Link, following: Link | None) -> Markup:
    """How the game ended, first on the page: the winners or the solo result, a solo deal's
    best, then the score sheet; then play again (the same people and options), or, once any
    device of the game started it, the way to this device's place in it (app.js follows it
    when it appears while the page is open). At the table the end is first confirmed: the
    entry that ended it may have been mistyped, so undo and corrections stay offered."""
    end = acc.end
    if end is None:
        return Markup("")
    # The deal's best still being worked out: the page is drawn again when it is known.
    said = [(narration.render(line), line.key == "deal_best_pending") for line in end.lines()]
    return render("table/end.html", confirm=acc.confirm_end, token=link.token,
                  version=acc.version, outcome=narration.render(end.lines()[0]), said=said,
                  sheet=score_sheet(end.sheet), again=again_help(acc, link),
                  following=following.token if following is not None else None)


def again_help(acc: Account, link: Link) -> str:
    """What playing again does, as it is true here (issue #40): only seats on their own phones
    follow to their new seats; a hotseat or the table goes on on this device, a solo game
    deals again."""
    if len(acc.players) == 1:
        return t("web_again_help_solo")
    return t("web_again_help" if link.role != DEVICE else "web_again_help_one_device")


def main_part(table: Table, link: Link, *, ready: int | None = None, base: str = "",
              error: str | None = None,
              hint: Markup | None = None, links: list[Link] | None = None,
              typed: str | None = None, mark: str = "",
              following: Link | None = None, taken: bool = False,
              seats: Sequence[str] = ()) -> Markup:
    """The part of the page that follows the game (swapped in place when it moves on), drawn
    from this place's account. ``mark``: what the page shows besides the game (who has
    joined, the next game), part of what app.js compares with the stream's version;
    ``following``: this device's link in the game played after this one; ``taken``:
    another window (a terminal) has the game; ``seats``: what this page is told of the
    game's seats (a seat opened on another device, a link shown again:
    ``tabletop.web.seats``)."""
    acc = account(table, link.place(ready))
    advice = table.screen_advice(acc.place, SCREEN_SECONDS)
    seated = [x for x in links or () if x.role == SEAT and x.seat is not None]
    watch = next((x.token for x in links or () if x.role == WATCH), None)
    # The join links first on the host's device until every seat has joined (issue #23).
    joining = link.role == WATCH and bool(links) and not acc.owed.over \
        and not all(x.opened for x in seated)
    action = f"/s/{link.token}/act"
    # The board first, and the board is where this device acts (issue #23).
    stage = board_part(table, acc, action, ready, advice) if acc.handing_over is None else ""
    # The page's title in a pocket (issue #23): what the tab says when this device must act.
    name = f"{title(table)} · tabletop"
    mine = acc.mine or acc.confirm_end
    return render(
        "table/main.html", acc=acc, token=link.token, mark=mark, title=title(table),
        you=acc.players[link.seat] if link.role == SEAT and link.seat is not None else "",
        status=status(acc), end=end_part(acc, link, following), joining=joining,
        lobby_below=link.role == WATCH and bool(links) and not joining,
        seats=seats_of(table, links or [], base) if links else [], watch=watch,
        join_count=t("web_join_count", joined=sum(1 for x in seated if x.opened),
                     count=len(seated)),
        taken=taken, error=error,
        # a new error replaces the notice of an undo before it (issue #40: they stacked)
        notices=[] if error else [narration.render(line) for line in acc.notices],
        seats_told=seats, stage=stage, told=told(table), action=action, ready=ready,
        typed=typed, most_typed=MOST_TYPED, unlisted=unlisted(acc), hint=hint or "",
        page_title=t("web_title_your_turn", title=name) if mine else name, mine=mine)


def advice_part(table: Table, link: Link, ready: int | None, seconds: float,
                stop: Stop | None = None) -> Markup:
    """The hint: the advice for the decision this device owes now (every seat of a
    simultaneous choice has one); ``stop``, set by a second tap, keeps the best found. The
    advised move is sent as its words, as if typed, since a game may advise a move its list
    of buttons leaves out (issue #14)."""
    advice = table.advice(link.place(ready), seconds, stop)
    if advice is None:
        return render("table/advice.html", advice=None)
    game, told = table.game, board_account(table.game)
    best = None if advice.best is None else told.act(
        Move(0, advice.best, words(game, advice.best)))
    return render("table/advice.html", advice=section_html(game, told.advice(advice)),
                  stopped=stop is not None and stop.is_set(), best=best, token=link.token,
                  version=table.version, ready=ready)
