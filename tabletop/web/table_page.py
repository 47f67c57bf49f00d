"""A game's page for one device: what it may do now, what just happened, and the board.

Everything shown comes from the game: the board from its observation (drawn by its web view),
what happened from its narration, the buttons from the decision awaited. The page decides
nothing; the hub checks every answer again.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from tabletop import narration
from tabletop.events import Event
from tabletop.i18n import language, t
from tabletop.play.driver import SCREEN_SECONDS
from tabletop.play.table import CHOOSING, CHOSEN, Change, Offer, Place, Table, offer_digest
from tabletop.plugin import Chance, Decision, HasChoices, words
from tabletop.web.hub import most_of
from tabletop.web.links import SEAT, WATCH, Link
from tabletop.web.scores import score_sheet
from tabletop.web.views import web_view

TOLD = 8  # events whose narration stays in view


def title(table: Table) -> str:
    game = table.game
    return game.meta.titles.get(language(), game.meta.titles["en"])


def told(table: Table) -> list[str]:
    """The narration of the last events, newest first."""
    driver, session = table.driver, table.session
    lines: list[str] = []
    for index in range(len(session.events) - 1, max(-1, len(session.events) - 1 - TOLD), -1):
        said = [narration.render(line) for line in driver.narration(index)]
        event = session.events[index]
        if not said and event.is_chance:
            said = [t("msg_dealt", entry=words(driver.game, event))]
        lines.extend(reversed(said))
    return lines


def status(table: Table, place: Place, offer: Offer | None) -> str:
    """One line: whose turn it is, with every seat of a simultaneous choice named."""
    players, owed = table.players, table.owed()
    if owed.over:
        return t("msg_game_over")
    if isinstance(offer, Chance):
        return t(offer.what, **dict(offer.params))
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


def owed_line(table: Table) -> Markup:
    """Who of a simultaneous choice has chosen and who still chooses (never what)."""
    owed = table.owed()
    if not owed.simultaneous:
        return Markup("")
    names = [Markup('<li class="{}" title="{}">{}</li>').format(
        part, t(f"owed_{part}"), table.players[seat])
        for part in (CHOSEN, CHOOSING) for seat in owed.seats(part)]
    return Markup('<ul class="owed" aria-label="{}">{}</ul>').format(
        t("owed_title"), Markup("").join(names))


def change_notice(table: Table) -> str | None:
    """What the last undo or correction did, as every device shows it until the game moves
    on."""
    change = table.last_change()
    return None if change is None else told_change(table, change)


def told_change(table: Table, change: Change) -> str:
    return " ".join(narration.render(line) for line in table.said(change))


def answering(table: Table, ready: int | None) -> Markup:
    """The hidden fields of an answer: the version it answers, and the hand-over's seat."""
    hidden = Markup('<input type="hidden" name="v" value="{}">').format(table.version)
    if ready is not None:
        hidden += Markup('<input type="hidden" name="ready" value="{}">').format(ready)
    return hidden


def offer_form(table: Table, offer: Offer, action: str, ready: int | None,
               typed: str | None = None) -> Markup:
    view = web_view(table.game)
    hidden = answering(table, ready)
    if isinstance(offer, Decision):
        game = table.game
        buttons = Markup("").join(
            Markup('<button class="act" name="n" value="{}" data-action="{}">{}</button>').format(
                index, words(game, event), view.action(event))
            for index, event in enumerate(offer.actions))
        secret = Markup("")
        if offer.secret:
            secret = Markup('<input type="hidden" name="a" value="{}"><p class="muted">{}</p>'
                            ).format(offer_digest(offer), t("web_secret_choice"))
        return Markup('<form class="offer" method="post" action="{}">{}{}'
                      '<div class="actions">{}</div></form>{}').format(
            action, hidden, secret, buttons, typed_form(table, offer, action, hidden, typed))
    return picker(table, offer, action, hidden) + typed_form(table, offer, action, hidden, typed)


MOST_TYPED = 200  # characters of a typed move: a line of the notation is far shorter


def typed_form(table: Table, offer: Offer, action: str, hidden: Markup,
               typed: str | None) -> Markup:
    """A move typed in the words of the terminal, read by the game's ``parse`` (issue #14): the
    buttons are the decision's list, and a game may allow more than it lists (any faces a
    potion brings back, every target set); what is revealed at the table is typed the same."""
    game = table.game
    if isinstance(offer, Decision) and offer.actions:
        example = words(game, offer.actions[0])
    else:  # what is revealed: typed as the game's help shows it first
        example = next(iter(game.commands_help(table.session.state)), ("", ""))[0]
    return Markup('<form class="typed" method="post" action="{}">{}<label>'
                  '<span class="muted">{}</span><span class="typed-line">'
                  '<input name="typed" value="{}" maxlength="{}" placeholder="{}" '
                  'autocomplete="off" autocapitalize="none" autocorrect="off" '
                  'spellcheck="false" enterkeyhint="send">'
                  '<button class="typed-go">{}</button></span></label>{}</form>').format(
        action, hidden, t("web_typed_label"), typed or "", MOST_TYPED, example,
        t("web_typed_go"), unlisted(table, offer))


def unlisted(table: Table, offer: Offer) -> Markup:
    """The kinds of choice no button stands for, as the terminal's "You can:" list says them
    (a pattern such as ``quaff fighter|scroll <face>…``)."""
    game = table.game
    if not (isinstance(game, HasChoices) and isinstance(offer, Decision)
            and offer == table.awaiting()):
        return Markup("")
    buttons = {words(game, event) for event in offer.actions}
    more = [entry for entry in game.choices(table.session.state) if entry not in buttons]
    if not more:
        return Markup("")
    return Markup('<p class="unlisted muted">{} {}</p>').format(t("msg_choices"),
                                                             " · ".join(more))


def picker(table: Table, chance: Chance, action: str, hidden: Markup) -> Markup:
    """What the table reveals, tapped: one tap for a single card or die; else a count per
    outcome, sent with the button that says how many are needed."""
    view = web_view(table.game)
    if chance.count == 1:
        buttons = Markup("").join(
            Markup('<button class="pick" name="o" value="{}" data-outcome="{}">{}</button>').format(
                index, value, view.outcome(chance.kind, value))
            for index, value in enumerate(chance.outcomes)
            if most_of(chance, index) > 0)
        return Markup('<form class="offer" method="post" action="{}">{}'
                      '<div class="picks">{}</div></form>').format(action, hidden, buttons)
    rows = Markup("").join(
        Markup('<div class="count" data-outcome="{value}">{picture}'
               '<span class="stepper"><button type="button" class="less" aria-label="−">−</button>'
               '<input type="number" name="c{index}" value="0" min="0" max="{most}" '
               'inputmode="numeric" aria-label="{value}">'
               '<button type="button" class="more" aria-label="+">+</button></span></div>').format(
            value=value, index=index, most=most_of(chance, index),
            picture=view.outcome(chance.kind, value))
        for index, value in enumerate(chance.outcomes)
        if most_of(chance, index) > 0)
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


def lobby(table: Table, links: list[Link], base: str) -> Markup:
    """The join links of a game on own devices, each with its code to scan."""
    import segno

    players = table.session.record.players
    items = Markup("")
    for link in links:
        if link.role != SEAT or link.seat is None:
            continue
        url = f"{base}/s/{link.token}"
        code = Markup(segno.make(url, error="m").svg_inline(scale=3, dark="#000",
                                                            light="#fff"))
        items += Markup('<li class="join"><b>{}</b><a href="{}">{}</a>{}</li>').format(
            players[link.seat], url, t("web_open_seat"), code)
    return Markup('<details class="lobby" open><summary>{}</summary><p class="muted">{}</p>'
                  '<ul>{}</ul></details>').format(t("web_join_title"), t("web_join_help"), items)


def tools(table: Table, link: Link, place: Place) -> Markup:
    token = link.token
    parts = [Markup('<a class="button" href="/s/{}/log">{}</a>').format(token, t("web_log")),
             Markup('<a class="button" href="/s/{}/rules">{}</a>').format(token, t("web_rules"))]
    ready = Markup('<input type="hidden" name="ready" value="{}">').format(place.ready) \
        if place.ready is not None else Markup("")
    if table.may_hint(place):
        parts.insert(0, Markup(
            '<form method="get" action="/s/{}/hint" data-target="#hint">{}'
            '<button class="hint">{}</button></form>').format(token, ready, t("web_hint")))
    if table.undo_refusal(place) is None:
        parts.insert(0, Markup(
            '<form method="post" action="/s/{}/undo"><input type="hidden" name="v" value="{}">'
            '{}<button class="undo">{}</button></form>').format(token, table.version, ready,
                                                               t("web_undo")))
    return Markup('<nav class="tools">{}</nav>').format(Markup("").join(parts))


def end_part(table: Table) -> Markup:
    """How the game ended, first on the page: the winners or the solo result, a solo deal's
    best, then the score sheet."""
    end = table.end()
    if end is None:
        return Markup("")
    said = Markup("").join(Markup("<p>{}</p>").format(narration.render(line))
                           for line in end.lines())
    return Markup('<section class="end">{}{}</section>').format(said, score_sheet(end.sheet))


def main_part(table: Table, link: Link, *, ready: int | None = None, base: str = "",
              error: str | None = None, notice: str | None = None,
              hint: Markup | None = None, links: list[Link] | None = None,
              typed: str | None = None) -> Markup:
    """The part of the page that follows the game (swapped in place when it moves on)."""
    game = table.game
    place = link.place(ready)
    offer = table.offer(place)
    observation = table.observe(place)
    advice = table.screen_advice(place, SCREEN_SECONDS)
    players = table.players
    who = (Markup('<span class="you">{}</span>').format(t("web_you_are", player=players[link.seat]))
           if link.role == SEAT and link.seat is not None else Markup(""))
    parts: list[Any] = [Markup('<header class="game"><h1>{}</h1>{}<p class="status" '
                               'role="status">{}</p>{}</header>').format(
        title(table), who, status(table, place, offer), owed_line(table))]
    parts.append(end_part(table))
    if error:
        parts.append(Markup('<p class="error" role="alert">✗ {}</p>').format(error))
    notice = notice or change_notice(table)
    if notice:
        parts.append(Markup('<p class="notice" role="status">{}</p>').format(notice))
    chosen = table.chosen(place)
    if chosen is not None:
        parts.append(Markup('<p class="chosen">{}</p>').format(
            t("msg_chosen_yours", entry=words(game, chosen))))
    said = told(table)
    if said:  # what just happened, right above what to do next
        parts.append(Markup('<section class="told" aria-live="polite"><h2>{}</h2><ul>{}</ul>'
                            '</section>').format(t("web_told"), Markup("").join(
            Markup("<li>{}</li>").format(line) for line in said)))
    handing = table.handing_over(place)
    if handing is not None:
        parts.append(hand_over(table, link, handing))
    elif offer is not None:
        action = f"/s/{link.token}/act"
        parts.append(offer_form(table, offer, action, ready, typed))
    parts.append(Markup('<div id="hint">{}</div>').format(hint or ""))
    if handing is None:
        parts.append(Markup('<section class="board">{}</section>').format(
            web_view(game).board(observation, advice)))
    if link.role == WATCH and links:
        parts.append(lobby(table, links, base))
    parts.append(tools(table, link, place))
    # The page's title in a pocket (issue #23): what the tab says when this device must act.
    name = f"{title(table)} · tabletop"
    mine = offer is not None or handing is not None
    return Markup('<div class="play" data-version="{}" data-title="{}" data-turn="{}">{}'
                  '</div>').format(table.version, t("web_title_your_turn", title=name) if mine
                                   else name, "1" if mine else "", Markup("").join(parts))


def advice_part(table: Table, link: Link, ready: int | None, seconds: float) -> Markup:
    """The hint: the advice for the decision this device owes now (every seat of a
    simultaneous choice has one)."""
    advice = table.advice(link.place(ready), seconds)
    if advice is None:
        return Markup('<p class="muted">{}</p>').format(t("web_no_hint"))
    return Markup('<section class="advice"><h2>{}</h2>{}{}</section>').format(
        t("web_hint"), web_view(table.game).advice(advice),
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
        link.token, answering(table, ready), words(game, best), t("web_hint_play"),
        web_view(game).action(best))
