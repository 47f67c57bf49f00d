"""A game's page for one device: what it may do now, what just happened, and the board.

Everything shown comes from the game: the board from its observation (drawn by its web view),
what happened from its narration, the buttons from the decision awaited. The page decides
nothing; the hub checks every answer again.
"""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from tabletop import narration
from tabletop.driver import SCREEN_SECONDS
from tabletop.events import Event
from tabletop.i18n import language, t
from tabletop.plugin import Advice, Advisor, Chance, Decision, HasChoices, Over
from tabletop.web.hub import Offer, Table, most_of, offer_digest
from tabletop.web.links import DEVICE, SEAT, WATCH, Link
from tabletop.web.scores import score_sheet
from tabletop.web.views import web_view

TOLD = 8  # events whose narration stays in view


def title(table: Table) -> str:
    game = table.driver.game
    return game.meta.titles.get(language(), game.meta.titles["en"])


def told(table: Table) -> list[str]:
    """The narration of the last events, newest first."""
    driver, session = table.driver, table.session
    lines: list[str] = []
    for index in range(len(session.events) - 1, max(-1, len(session.events) - 1 - TOLD), -1):
        said = [narration.render(line) for line in driver.narration(index)]
        event = session.events[index]
        if not said and event.is_chance:
            said = [t("msg_dealt", entry=driver.game.words(event))]
        lines.extend(reversed(said))
    return lines


def status(table: Table, link: Link, offer: Offer | None) -> str:
    driver, players = table.driver, table.session.record.players
    awaiting = driver.awaiting()
    if isinstance(awaiting, Over):
        return t("msg_game_over")
    if isinstance(offer, Chance):
        return t(offer.what, **dict(offer.params))
    if isinstance(awaiting, Chance):
        return t("web_status_dealing")
    if link.role == SEAT and link.seat is not None:
        phone = table.phones.get(link.seat)
        if phone is not None and phone.pending is not None:
            return t("web_status_chosen")
        if offer is not None:
            return t("web_status_your_turn", player=players[link.seat])
    if link.role == DEVICE and offer is not None:
        return t("web_status_turn_of", player=players[awaiting.player])
    return t("web_status_waiting", player=players[awaiting.player])


def answering(table: Table, ready: int | None) -> Markup:
    """The hidden fields of an answer: the version it answers, and the hand-over's seat."""
    hidden = Markup('<input type="hidden" name="v" value="{}">').format(table.version)
    if ready is not None:
        hidden += Markup('<input type="hidden" name="ready" value="{}">').format(ready)
    return hidden


def offer_form(table: Table, offer: Offer, action: str, ready: int | None,
               typed: str | None = None) -> Markup:
    view = web_view(table.driver.game)
    hidden = answering(table, ready)
    if isinstance(offer, Decision):
        game = table.driver.game
        buttons = Markup("").join(
            Markup('<button class="act" name="n" value="{}" data-action="{}">{}</button>').format(
                index, game.words(event), view.action(event))
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
    game = table.driver.game
    if isinstance(offer, Decision) and offer.actions:
        example = game.words(offer.actions[0])
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
    game, driver = table.driver.game, table.driver
    if not (isinstance(game, HasChoices) and isinstance(offer, Decision)
            and offer == driver.awaiting()):
        return Markup("")
    buttons = {game.words(event) for event in offer.actions}
    more = [entry for entry in game.choices(table.session.state) if entry not in buttons]
    if not more:
        return Markup("")
    return Markup('<p class="unlisted muted">{} {}</p>').format(t("msg_choices"),
                                                             " · ".join(more))


def picker(table: Table, chance: Chance, action: str, hidden: Markup) -> Markup:
    """What the table reveals, tapped: one tap for a single card or die; else a count per
    outcome, sent with the button that says how many are needed."""
    view = web_view(table.driver.game)
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
    done = Markup('<button class="done" data-need="{}">{}</button>').format(
        chance.count, t("web_pick_done", count=chance.count))
    return Markup('<form class="offer counted" method="post" action="{}">{}'
                  '<div class="counts">{}</div>{}</form>').format(action, hidden, rows, done)


def hand_over(table: Table, link: Link) -> Markup:
    awaiting = table.driver.awaiting()
    assert isinstance(awaiting, Decision)
    player = table.session.record.players[awaiting.player]
    return Markup('<section class="handover"><p class="big">{}</p>'
                  '<a class="button" href="/s/{}?ready={}">{}</a></section>').format(
        t("web_hand_over", player=player), link.token, awaiting.player,
        t("web_i_am", player=player))


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


def tools(table: Table, link: Link, offer: Offer | None, ready: int | None,
          may_undo: bool) -> Markup:
    token = link.token
    parts = [Markup('<a class="button" href="/s/{}/log">{}</a>').format(token, t("web_log")),
             Markup('<a class="button" href="/s/{}/rules">{}</a>').format(token, t("web_rules"))]
    game = table.driver.game
    if isinstance(offer, Decision) and isinstance(game, Advisor) \
            and not table.driver.in_challenge:  # a challenge is played blind
        query = Markup('<input type="hidden" name="ready" value="{}">').format(ready) \
            if ready is not None else Markup("")
        parts.insert(0, Markup(
            '<form method="get" action="/s/{}/hint" data-target="#hint">{}'
            '<button class="hint">{}</button></form>').format(token, query, t("web_hint")))
    if may_undo:
        parts.insert(0, Markup(
            '<form method="post" action="/s/{}/undo"><input type="hidden" name="v" value="{}">'
            '<button class="undo">{}</button></form>').format(token, table.version,
                                                             t("web_undo")))
    return Markup('<nav class="tools">{}</nav>').format(Markup("").join(parts))


def main_part(table: Table, link: Link, *, ready: int | None = None, base: str = "",
              error: str | None = None, notice: str | None = None,
              hint: Markup | None = None, links: list[Link] | None = None,
              typed: str | None = None) -> Markup:
    """The part of the page that follows the game (swapped in place when it moves on)."""
    driver = table.driver
    game = driver.game
    over = isinstance(driver.awaiting(), Over)
    offer = table.offer(link, ready)
    viewer = table.viewer(link, ready)
    observation = driver.observe(viewer)
    advice: Advice | None = (driver.advice(SCREEN_SECONDS)
                             if observation.get("advise") and viewer is not None else None)
    players = table.session.record.players
    who = (Markup('<span class="you">{}</span>').format(t("web_you_are", player=players[link.seat]))
           if link.role == SEAT and link.seat is not None else Markup(""))
    parts: list[Any] = [Markup('<header class="game"><h1>{}</h1>{}<p class="status" '
                               'role="status">{}</p></header>').format(
        title(table), who, status(table, link, offer))]
    if error:
        parts.append(Markup('<p class="error" role="alert">✗ {}</p>').format(error))
    if notice:
        parts.append(Markup('<p class="notice" role="status">{}</p>').format(notice))
    said = told(table)
    if said:  # what just happened, right above what to do next
        parts.append(Markup('<section class="told" aria-live="polite"><h2>{}</h2><ul>{}</ul>'
                            '</section>').format(t("web_told"), Markup("").join(
            Markup("<li>{}</li>").format(line) for line in said)))
    if link.role == DEVICE and table.handing_over(ready):
        parts.append(hand_over(table, link))
    elif offer is not None:
        action = f"/s/{link.token}/act"
        parts.append(offer_form(table, offer, action, ready, typed))
    parts.append(Markup('<div id="hint">{}</div>').format(hint or ""))
    if not (link.role == DEVICE and table.handing_over(ready)):
        parts.append(Markup('<section class="board">{}</section>').format(
            web_view(game).board(observation, advice)))
    if over:
        parts.append(score_sheet(game.score(table.session.state)))
    if link.role == WATCH and links:
        parts.append(lobby(table, links, base))
    # At the table the entry that ended the game may have been mistyped (issue #13).
    parts.append(tools(table, link, offer, ready,
                       may_undo=(not over or driver.at_table) and table.may_undo(link)))
    return Markup('<div class="play" data-version="{}">{}</div>').format(
        table.version, Markup("").join(parts))


def advice_part(table: Table, link: Link, ready: int | None, seconds: float) -> Markup:
    """The hint: the advice for the seat whose decision this device answers now."""
    offer = table.offer(link, ready)
    advice = table.driver.advice(seconds) if isinstance(offer, Decision) and (
        offer == table.driver.awaiting()) else None
    if advice is None:
        return Markup('<p class="muted">{}</p>').format(t("web_no_hint"))
    return Markup('<section class="advice"><h2>{}</h2>{}{}</section>').format(
        t("web_hint"), web_view(table.driver.game).advice(advice),
        hinted(table, link, ready, advice.best))


def hinted(table: Table, link: Link, ready: int | None, best: Event | None) -> Markup:
    """The advised move as a button: it is sent as its words, as if typed, since a game may
    advise a move its list of buttons leaves out (issue #14)."""
    if best is None:
        return Markup("")
    game = table.driver.game
    return Markup('<form class="hinted" method="post" action="/s/{}/act">{}'
                  '<input type="hidden" name="typed" value="{}">'
                  '<button class="act">{} {}</button></form>').format(
        link.token, answering(table, ready), game.words(best), t("web_hint_play"),
        web_view(game).action(best))
