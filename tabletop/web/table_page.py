"""A game's page for one device: what it may do now, what just happened, and the board.

Everything shown comes from this place's account (``tabletop.play.account``): the board from
its observation (drawn by the game's web view), what happened from the narration, the buttons
from what it is offered, the notices it is told. The page decides nothing: what a person
chose goes back to the table as data, which checks it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from markupsafe import Markup

from tabletop import narration
from tabletop.board import Board, Move, acts_of, board_account
from tabletop.events import Event
from tabletop.i18n import language, t
from tabletop.play import story
from tabletop.play.account import Account, account
from tabletop.play.answers import MOST_TYPED
from tabletop.play.driver import SCREEN_SECONDS
from tabletop.play.table import CHOOSING, CHOSEN, Offer, Place, Table, offer_digest
from tabletop.plugin import Advice, Chance, Decision, Game, Observation, Stop, words
from tabletop.web.board import act_html, board_html, picture_html, section_html
from tabletop.web.links import SEAT, WATCH, Link
from tabletop.web.scores import score_sheet

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


def story_part(table: Table, link: Link) -> Markup:
    """The story section: each chapter in view under its heading, every line whole, the
    latest event's lines marked; the earlier chapters one tap away in the paged log."""
    shown = told(table)
    if not shown:
        return Markup("")
    chapters = Markup("").join(
        Markup('<h3>{}</h3><ol class="lines">{}</ol>').format(chapter.heading, Markup("").join(
            Markup('<li class="new">{}</li>' if i >= len(chapter.lines) - chapter.newest
                   else "<li>{}</li>").format(line) for i, line in enumerate(chapter.lines)))
        for chapter in shown)
    earlier = Markup("")
    if shown[0].number > 1:
        earlier = Markup('<a class="button earlier" href="/s/{}/log?page={}">{}</a>').format(
            link.token, shown[0].number - 1, t("web_story_earlier"))
    return Markup('<section class="told" aria-live="polite"><h2>{}</h2>{}{}</section>').format(
        t("web_told"), chapters, earlier)


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


def owed_line(acc: Account) -> Markup:
    """Who of a simultaneous choice has chosen and who still chooses (never what)."""
    owed = acc.owed
    if not owed.simultaneous:
        return Markup("")
    names = [Markup('<li class="{}" title="{}">{}</li>').format(
        part, t(f"owed_{part}"), acc.players[seat])
        for part in (CHOSEN, CHOOSING) for seat in owed.seats(part)]
    return Markup('<ul class="owed" aria-label="{}">{}</ul>').format(
        t("owed_title"), Markup("").join(names))


def answering(acc: Account, ready: int | None) -> Markup:
    """The hidden fields of an answer: the version it answers, and the hand-over's seat."""
    return answering_at(acc.version, ready)


def answering_at(version: str, ready: int | None) -> Markup:
    hidden = Markup('<input type="hidden" name="v" value="{}">').format(version)
    if ready is not None:
        hidden += Markup('<input type="hidden" name="ready" value="{}">').format(ready)
    return hidden


def moves(acc: Account) -> list[Move]:
    return [Move(move.index, move.event, move.words) for move in acc.moves]


def since(table: Table, place: Place) -> Observation | None:
    """What this place saw when the chapter going on began: the board marks what changed."""
    chapters = story.parts(table.driver)
    if not chapters or chapters[-1].start >= len(table.session.events):
        return None
    return table.observe_at(place, chapters[-1].start)


def drawn_board(table: Table, acc: Account, offered: list[Move],
                advice: Advice | None) -> Board:
    """The board's account for this place, the advice under it when the observation asks."""
    told = board_account(table.game)
    board = told.board(acc.observation, offered, since(table, acc.place))
    if advice is None:
        return board
    return replace(board, sections=(*board.sections, told.advice(advice)))


def board_part(table: Table, acc: Account, action: str, ready: int | None,
               advice: Advice | None) -> Markup:
    """The game's board. When this device owes a decision the board is its form: each legal
    move is an act on the card, die or space it acts on (the game's account places them). A
    reveal at the table is tapped in the picker right under the board."""
    offer, game = acc.offer, table.game
    if not isinstance(offer, Decision):
        shown = Markup('<section class="board">{}</section>').format(
            board_html(game, drawn_board(table, acc, [], advice)))
        if isinstance(offer, Chance):
            shown += picker(table, offer, action, answering(acc, ready))
        return shown
    secret = Markup("")
    if acc.secret:
        secret = Markup('<input type="hidden" name="a" value="{}"><p class="muted">{}</p>'
                        ).format(offer_digest(offer), t("web_secret_choice"))
    offered = moves(acc)
    board = drawn_board(table, acc, offered, advice)
    return Markup('<form class="offer" method="post" action="{}">{}{}'
                  '<section class="board">{}</section>{}</form>').format(
        action, answering(acc, ready), secret, board_html(game, board),
        unplaced(game, offered, board))


def unplaced(game: Game[Any], offered: list[Move], board: Board) -> Markup:
    """The moves a game's board left without an act, as a list under it: every legal move
    stays one tap away."""
    placed = {act.index for act in acts_of(board)}
    told = board_account(game)
    rest = [move for move in offered if move.index not in placed]
    if not rest:
        return Markup("")
    return Markup('<div class="actions">{}</div>').format(
        Markup("").join(act_html(game, told.act(move)) for move in rest))


def offer_form(table: Table, offer: Offer, action: str, ready: int | None) -> Markup:
    """What was possible at an entry of the log, as a list (the fix page: no board is drawn
    for a past position)."""
    hidden = answering_at(table.version, ready)
    if isinstance(offer, Chance):
        return picker(table, offer, action, hidden)
    game = table.game
    told = board_account(game)
    buttons = Markup("").join(act_html(game, told.act(Move(index, event, words(game, event))))
                              for index, event in enumerate(offer.actions))
    return Markup('<form class="offer" method="post" action="{}">{}'
                  '<div class="actions">{}</div></form>').format(action, hidden, buttons)


def typed_form(acc: Account, action: str, hidden: Markup, typed: str | None) -> Markup:
    """A move typed in the words of the terminal, read by the table (issue #14): the buttons
    are the decision's list, and a game may allow more than it lists (any faces a potion
    brings back, every target set); what is revealed at the table is typed the same."""
    return Markup('<form class="typed" method="post" action="{}">{}<label>'
                  '<span class="muted">{}</span><span class="typed-line">'
                  '<input name="typed" value="{}" maxlength="{}" placeholder="{}" '
                  'autocomplete="off" autocapitalize="none" autocorrect="off" '
                  'spellcheck="false" enterkeyhint="send">'
                  '<button class="typed-go">{}</button></span></label>{}</form>').format(
        action, hidden, t("web_typed_label"), typed or "", MOST_TYPED, acc.example,
        t("web_typed_go"), unlisted(acc))


def unlisted(acc: Account) -> Markup:
    """The kinds of choice no button stands for, as the terminal's "You can:" list says them
    (a pattern such as ``quaff fighter|scroll <face>…``)."""
    buttons = {move.words for move in acc.moves}
    more = [entry for entry in acc.choices if entry not in buttons]
    if not more:
        return Markup("")
    return Markup('<p class="unlisted muted">{} {}</p>').format(t("msg_choices"),
                                                             " · ".join(more))


def picker(table: Table, chance: Chance, action: str, hidden: Markup) -> Markup:
    """What the table reveals, tapped: one tap for a single card or die; else a count per
    outcome, sent with the button that says how many are needed."""
    game, told = table.game, board_account(table.game)

    def face(value: str) -> Markup:
        shown = told.outcome(chance.kind, value)
        return Markup('<span class="b-act">{}<span>{}</span></span>').format(
            picture_html(game, shown), shown.name)
    if chance.count == 1:
        buttons = Markup("").join(
            Markup('<button class="pick" name="o" value="{}" data-outcome="{}">{}</button>').format(
                index, value, face(value))
            for index, value in enumerate(chance.outcomes)
            if chance.most(index) > 0)
        return Markup('<form class="offer" method="post" action="{}">{}'
                      '<div class="picks">{}</div></form>').format(action, hidden, buttons)
    rows = Markup("").join(
        Markup('<div class="count" data-outcome="{value}">{picture}'
               '<span class="stepper"><button type="button" class="less" aria-label="−">−</button>'
               '<input type="number" name="c{index}" value="0" min="0" max="{most}" '
               'inputmode="numeric" aria-label="{value}">'
               '<button type="button" class="more" aria-label="+">+</button></span></div>').format(
            value=value, index=index, most=chance.most(index),
            picture=face(value))
        for index, value in enumerate(chance.outcomes)
        if chance.most(index) > 0)
    # "6 of 7" as the counts are tapped (app.js fills in the number; issue #23)
    done = Markup('<button class="done" data-need="{}">{}</button>'
                  '<span class="progress" aria-live="polite" data-template="{}">{}</span>').format(
        chance.count, t("web_pick_done", count=chance.count),
        t("web_pick_progress", picked="{picked}", count=chance.count),
        t("web_pick_progress", picked=0, count=chance.count))
    return Markup('<form class="offer counted" method="post" action="{}">{}'
                  '<div class="counts">{}</div>{}</form>').format(action, hidden, rows, done)


def hand_over(table: Table, link: Link, seat: int) -> Markup:
    player = table.players[seat]
    return Markup('<section class="handover"><p class="big">{}</p>'
                  '<a class="button" href="/s/{}?ready={}">{}</a></section>').format(
        t("web_hand_over", player=player), link.token, seat, t("web_i_am", player=player))


def lobby(table: Table, links: list[Link], base: str, *, first: bool) -> Markup:
    """The join links of a game on own devices, each with its code to scan and whether its
    player has joined (opened it). ``first``: shown open above the board while someone has
    yet to join; afterwards folded away at the bottom. A joined seat's link is shown again
    only behind a tap that every phone is told of (issue #37: anyone glancing at the host's
    screen could take a seat)."""
    players = table.session.record.players
    seats = [link for link in links if link.role == SEAT and link.seat is not None]
    watch = next((link for link in links if link.role == WATCH), None)
    items = Markup("").join(join_item(link, players[link.seat], base, watch)
                            for link in seats if link.seat is not None)
    count = t("web_join_count", joined=sum(1 for x in seats if x.opened), count=len(seats))
    if first:
        return Markup('<section class="lobby first"><h2>{}</h2><p><b>{}</b> {}</p>'
                      '<ul>{}</ul></section>').format(t("web_join_title"), count,
                                                      t("web_join_help"), items)
    return Markup('<details class="lobby"><summary>{} · {}</summary><p class="muted">{}</p>'
                  '<ul>{}</ul></details>').format(t("web_join_title"), count,
                                                  t("web_join_help"), items)


def join_item(link: Link, player: str, base: str, watch: Link | None) -> Markup:
    """One seat of the lobby: its link and code while its player has not joined, or while
    the host shows it again; else that it has joined, with the tap that shows it again."""
    import segno

    if link.opened:
        state = Markup('<span class="joined">✓ {}</span>').format(t("web_joined"))
    else:
        state = Markup('<span class="waiting">○ {}</span>').format(t("web_not_joined"))
    toggle = Markup("")
    if link.opened and watch is not None:
        shown = "0" if link.shown else "1"
        toggle = Markup('<form class="show-link" method="post" action="/s/{}/link/{}">'
                        '<input type="hidden" name="show" value="{}"><button>{}</button>'
                        '{}</form>').format(
            watch.token, link.seat, shown,
            t("web_hide_link") if link.shown else t("web_show_link"),
            Markup("") if link.shown else Markup(' <span class="muted">{}</span>').format(
                t("web_show_link_help")))
    if link.opened and not link.shown:
        return Markup('<li class="join"><b>{}</b>{}{}</li>').format(player, state, toggle)
    url = f"{base}/s/{link.token}"
    code = Markup(segno.make(url, error="m").svg_inline(scale=3, dark="#000", light="#fff"))
    return Markup('<li class="join"><b>{}</b><a href="{}" class="button">{}</a>{}{}{}'
                  '</li>').format(player, url, t("web_open_seat"), state, toggle, code)


def taken_part(link: Link) -> Markup:
    """The game is played in another window (a terminal took it over): answers here are
    refused until this device takes it back, which that window is told at its next move."""
    return Markup('<section class="taken" role="status"><p>{}</p><form method="post"'
                  ' action="/s/{}/take"><button>{}</button></form></section>').format(
        t("web_taken_over"), link.token, t("web_take_over_here"))


def tools(acc: Account, link: Link) -> Markup:
    token, place = link.token, acc.place
    parts = [Markup('<a class="button" href="/s/{}/log">{}</a>').format(token, t("web_log")),
             Markup('<a class="button" href="/s/{}/rules">{}</a>').format(token, t("web_rules"))]
    ready = Markup('<input type="hidden" name="ready" value="{}">').format(place.ready) \
        if place.ready is not None else Markup("")
    if acc.tools.hint is None:
        parts.insert(0, Markup(
            '<form method="get" action="/s/{}/hint" data-target="#hint"'
            ' data-stop="/s/{}/hint/stop">{}<button class="hint" data-thinking="{}">{}</button>'
            '</form>').format(
            token, token, ready, t("web_thinking"), t("web_hint")))
    if acc.tools.undo is None:
        parts.insert(0, Markup(
            '<form method="post" action="/s/{}/undo"><input type="hidden" name="v" value="{}">'
            '{}<button class="undo">{}</button></form>').format(token, acc.version, ready,
                                                               t("web_undo")))
    return Markup('<nav class="tools">{}</nav>').format(Markup("").join(parts))


def end_part(acc: Account, link: Link, following: Link | None) -> Markup:
    """How the game ended, first on the page: the winners or the solo result, a solo deal's
    best, then the score sheet; then play again (the same people and options), or, once any
    device of the game started it, the way to this device's place in it (app.js follows it
    when it appears while the page is open). At the table the end is first confirmed: the
    entry that ended it may have been mistyped, so undo and corrections stay offered."""
    end = acc.end
    if end is None:
        return Markup("")
    if acc.confirm_end:
        outcome = narration.render(end.lines()[0])
        return Markup('<section class="end confirm"><p class="big">{}</p>'
                      '<form method="post" action="/s/{}/end">{}<button class="primary">{}'
                      '</button> <span class="muted">{}</span></form>{}</section>').format(
            t("web_end_confirm_title", outcome=outcome), link.token, answering(acc, None),
            t("web_end_confirm"), t("web_end_confirm_help"), score_sheet(end.sheet))
    # The deal's best still being worked out: the page is drawn again when it is known.
    said = Markup("").join(
        Markup('<p class="best-pending" aria-busy="true">{}</p>' if line.key == "deal_best_pending"
               else "<p>{}</p>").format(narration.render(line)) for line in end.lines())
    if following is not None:
        after = Markup('<p class="again"><a class="button primary" href="/s/{}" data-follow>{}'
                       '</a> <span class="muted">{}</span></p>').format(
            following.token, t("web_next_game"), t("web_next_help"))
    else:  # a whole page: its answer is another game, with a stream of its own
        after = Markup('<form class="again" method="post" action="/s/{}/again" data-page>'
                       '<button class="primary">{}</button> <span class="muted">{}</span>'
                       '</form>').format(link.token, t("web_again"), t("web_again_help"))
    review = Markup('<p class="review-link"><a class="button" href="/s/{}/review">{}</a></p>'
                    ).format(link.token, t("web_review_link"))
    return Markup('<section class="end">{}{}{}{}</section>').format(
        said, score_sheet(end.sheet), after, review)


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
    players = acc.players
    who = (Markup('<span class="you">{}</span>').format(t("web_you_are", player=players[link.seat]))
           if link.role == SEAT and link.seat is not None else Markup(""))
    parts: list[Any] = [Markup('<header class="game" data-mark="{}"><h1>{}</h1>{}'
                               '<p class="status" role="status">{}</p>{}</header>').format(
        mark, title(table), who, status(acc), owed_line(acc))]
    parts.append(end_part(acc, link, following))
    # The join links first on the host's device until every seat has joined (issue #23).
    joining = link.role == WATCH and bool(links) and not acc.owed.over \
        and not all(x.opened for x in links or () if x.role == SEAT)
    if joining:
        parts.append(lobby(table, links or [], base, first=True))
    if taken:
        parts.append(taken_part(link))
    if error:
        parts.append(Markup('<p class="error" role="alert">✗ {}</p>').format(error))
    if acc.notices:
        parts.append(Markup('<p class="notice" role="status">{}</p>').format(
            " ".join(narration.render(line) for line in acc.notices)))
    parts.extend(Markup('<p class="seats-told" role="status">{}</p>').format(line)
                 for line in seats)
    if acc.chosen is not None:
        parts.append(Markup('<p class="chosen">{}</p>').format(
            t("msg_chosen_yours", entry=acc.chosen)))
    action = f"/s/{link.token}/act"
    if acc.handing_over is not None:
        stage = hand_over(table, link, acc.handing_over)
    else:  # the board first, and the board is where this device acts (issue #23)
        stage = board_part(table, acc, action, ready, advice)
    side: list[Markup] = [story_part(table, link)]  # what just happened, right under the board
    if acc.handing_over is None and acc.offer is not None:
        side.append(typed_form(acc, action, answering(acc, ready), typed))
    side.append(Markup('<div id="hint">{}</div>').format(hint or ""))
    if link.role == WATCH and links and not joining:
        side.append(lobby(table, links, base, first=False))
    side.append(tools(acc, link))
    if not acc.owed.over:  # a tone when the turn comes: nothing more comes once it is over
        side.append(Markup('<button type="button" class="sound" aria-pressed="false">{}'
                           '</button>').format(t("web_sound")))
    # One column on a phone; on a landscape tablet the board and what goes with it side by side.
    parts.append(Markup('<div class="stage">{}</div><div class="side">{}</div>').format(
        stage, Markup("").join(side)))
    # The page's title in a pocket (issue #23): what the tab says when this device must act.
    name = f"{title(table)} · tabletop"
    mine = acc.mine or acc.confirm_end
    return Markup('<div class="play" data-version="{}" data-title="{}" data-turn="{}">{}'
                  '</div>').format(acc.version, t("web_title_your_turn", title=name) if mine
                                   else name, "1" if mine else "", Markup("").join(parts))


def advice_part(table: Table, link: Link, ready: int | None, seconds: float,
                stop: Stop | None = None) -> Markup:
    """The hint: the advice for the decision this device owes now (every seat of a
    simultaneous choice has one); ``stop``, set by a second tap, keeps the best found."""
    advice = table.advice(link.place(ready), seconds, stop)
    if advice is None:
        return Markup('<p class="muted">{}</p>').format(t("web_no_hint"))
    stopped = Markup('<p class="muted">{}</p>').format(t("hint_stopped")) \
        if stop is not None and stop.is_set() else Markup("")
    return Markup('<section class="advice"><h2>{}</h2>{}{}{}</section>').format(
        t("web_hint"), stopped, section_html(table.game, board_account(table.game).advice(advice)),
        hinted(table, link, ready, advice.best))


def hinted(table: Table, link: Link, ready: int | None, best: Event | None) -> Markup:
    """The advised move as a button: it is sent as its words, as if typed, since a game may
    advise a move its list of buttons leaves out (issue #14)."""
    if best is None:
        return Markup("")
    game = table.game
    return Markup('<form class="hinted" method="post" action="/s/{}/act">{}'
                  '<input type="hidden" name="typed" value="{}">'
                  '<button class="act">{} {}</button></form>').format(
        link.token, answering_at(table.version, ready), words(game, best), t("web_hint_play"),
        board_account(game).act(Move(0, best, words(game, best))).said)
