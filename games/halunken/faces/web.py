"""The harbour on a web page as one seat may see it (its observation): the ring of dives, the
crews, Black Jack, the harbour; and the advice. Drawn from data alone: a chosen movement card
shows only where the observation holds it (its owner's, or all of them once revealed)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup

import games.halunken.text.advice as said
from games.halunken.faces.pictures import card, card_name, move, move_down, piece
from games.halunken.rules.components import COLOURS, DIVES, RUM, colour, initials
from games.halunken.rules.words import counted
from tabletop.events import Event
from tabletop.i18n import t
from tabletop.plugin import Advice, Observation
from tabletop.web.views import Moves

TOP = range(7)  # spaces 1-7 left to right, then 8-14 right to left below: a ring
BOTTOM = range(DIVES - 1, 6, -1)

# Seven dives fit a row of a 360 px phone (about 45 px each); the ring grows with the screen, a
# tablet lying on the table being its board.
CSS = """
.hs-board{display:flex;flex-direction:column;gap:.6em}
.hs-ring{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:2px}
.hs-dive{border:1px solid #c8b98f;border-radius:6px;background:#faf3e0;color:#3e2a10;padding:2px;
 display:flex;flex-direction:column;align-items:center;min-height:6.2em}
.hs-num{font-size:.75em;color:#6d5b2e;font-weight:bold}
.hs-dive .hs-card,.hs-slot{width:100%;max-width:clamp(56px,7.5vw,100px)}
.hs-slot{aspect-ratio:40/56;border:1px dashed #c8b98f;border-radius:4px;display:flex;
 align-items:center;justify-content:center;font-size:.7em;color:#8a7a50}
.hs-down{font-size:.8em;color:#6d5b2e;min-height:1.2em;line-height:1.2}
.hs-pieces{display:flex;flex-wrap:wrap;justify-content:center;gap:1px}
.hs-piece{width:clamp(20px,2vw + 12px,34px);height:auto;flex:none}
.hs-turn{grid-column:1/-1;display:flex;justify-content:space-between;padding:0 1em;
 color:#8a7a50;line-height:1}
.hs-players{display:flex;flex-wrap:wrap;gap:.5em}
.hs-player{border:1px solid var(--line,#bbb);border-radius:8px;padding:.35em .6em;flex:1 1 14em}
.hs-player.hs-you{border:2px solid #1565c0}
.hs-player h4,.hs-jack h4{margin:0 0 .2em;display:flex;align-items:center;gap:.35em;
 font-size:1em}
.hs-player p,.hs-jack p{margin:.15em 0}
.hs-score{margin-left:auto;font-size:1.2em}
.hs-crew{display:flex;flex-wrap:wrap;gap:.4em;align-items:flex-end}
.hs-colour{display:inline-flex;flex-direction:column;padding:2px;border-radius:5px}
.hs-cname{font-size:.75em;line-height:1.1}
.hs-cards{display:inline-flex;flex-wrap:wrap;align-items:flex-end;gap:2px}
.hs-colour .hs-card{width:clamp(26px,7vw,36px);height:auto}
.hs-doubled{outline:2px solid var(--good,#2e7d32);background:rgb(46 125 50/.14)}
.hs-x2{font-weight:bold;color:var(--good,#2e7d32);font-size:.85em;margin-left:.2em}
.hs-moves{display:inline-flex;flex-wrap:wrap;gap:3px;vertical-align:middle}
.hs-move{width:clamp(26px,7.5vw,36px);height:auto;flex:none}
.hs-used .hs-move{opacity:.45}
.hs-card{width:clamp(36px,10vw,48px);height:auto;flex:none}
.hs-mini{width:2em;height:auto;vertical-align:middle;flex:none}
.hs-jack{border:1px solid #555;border-radius:8px;padding:.35em .6em;
 background:var(--raised,#f4f4f4)}
.hs-row{display:flex;flex-wrap:wrap;gap:.3em;align-items:center}
.hs-next{font-weight:bold}
.hs-act{display:inline-flex;flex-wrap:wrap;align-items:center;justify-content:center;
 gap:.15em .4em;line-height:1.25;overflow-wrap:break-word}
.hs-act .hs-move{width:2.2em}
.hs-spot{display:inline-flex;flex-direction:column;align-items:center;line-height:1}
.hs-spot b{font-size:1.4em}
.hs-spot small{font-size:.7em}
.hs-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);
 white-space:nowrap}
.hs-free{font:inherit;color:inherit;cursor:pointer;border:2px solid var(--accent,#2f5d8a);
 box-shadow:0 2px 0 var(--accent,#2f5d8a);min-width:0;width:100%;justify-content:flex-start}
.hs-tap{padding:0;border:2px solid var(--accent,#2f5d8a);border-radius:6px;min-height:44px;
 min-width:44px;background:none;justify-content:center;box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.hs-hand{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:.3em}
.hs-hand-card{flex-direction:column;align-items:center;justify-content:flex-start;padding:.3em;
 border:2px solid var(--accent,#2f5d8a);box-shadow:0 2px 0 var(--accent,#2f5d8a);min-width:0}
.hs-hand-card .hs-move{width:2.6em}
.hs-land{display:flex;flex-direction:column;align-items:center;line-height:1.15;font-size:.85em;
 text-align:center;gap:.1em}
.hs-cancels{color:var(--bad,#b71c1c)}
.hs-rum-n{font-size:1.8em;line-height:1.1}
.hs-moved{border-radius:50%;box-shadow:0 0 0 2px #fff,0 0 0 4px #e65100;display:inline-flex}
.hs-was{opacity:.35;filter:grayscale(1);display:inline-flex}
.hs-new{display:inline-flex;border-radius:5px;box-shadow:0 0 0 3px #e65100}
.hs-prompt{margin:0;font-weight:bold;color:var(--accent,#2f5d8a)}
.hs-choice{margin:.2em .3em .2em 0}
.hs-advice table{border-collapse:collapse;font-size:.85em}
.hs-advice td,.hs-advice th{padding:.1em .3em;text-align:right}
.hs-advice th{font-weight:normal;font-size:.9em;hyphens:auto}
.hs-best{font-weight:bold;background:rgb(46 125 50/.14)}
.hs-advice td:first-child,.hs-advice th:first-child{text-align:left}
"""


def _join(parts: Sequence[Markup]) -> Markup:
    return Markup("").join(parts)


class Controls:
    """The moves this device owes, sorted by the component each acts on: a space of the ring,
    a scoundrel card where it lies, a movement card in hand, Black Jack or his hirer; and
    what changed since the round began (``before``): who moved from where, which cards came
    into a crew or the harbour, which dives turned a card up."""

    def __init__(self, moves: Moves, seen: Observation | None = None,
                 before: Observation | None = None) -> None:
        self.moved: dict[int | None, int] = {}
        self.fresh: set[str] = set()
        self.turned: set[int] = set()
        if seen is not None and before is not None:
            self._changes(seen, before)
        self.spaces = {int(m.event.data["space"]): m for m in moves
                       if m.event.kind in ("place", "jack")}
        self.cards = {str(m.event.data["card"]): m for m in moves
                      if m.event.kind in ("bid", "take", "give")}
        self.hand = [m for m in moves if m.event.kind in ("move", "jack_card", "rum")]
        self.rob = {str(m.event.data["from"]): m for m in moves if m.event.kind == "rob"}
        self.passes = [m for m in moves if m.event.kind == "pass"]

    def _changes(self, seen: Observation, before: Observation) -> None:
        for seat, (now, was) in enumerate(zip(seen["players"], before["players"], strict=True)):
            if was["space"] is not None and now["space"] != was["space"]:
                self.moved[seat] = was["space"]
            self.fresh.update(set(now["cards"]) - set(was["cards"]))
        jack, was_jack = seen["black_jack"], before["black_jack"]
        if jack is not None and was_jack is not None and was_jack["space"] is not None \
                and jack["space"] != was_jack["space"]:
            self.moved[None] = was_jack["space"]
        self.fresh.update(set(seen["harbour"]) - set(before["harbour"]))
        self.turned = {space for space, (now, was) in enumerate(
            zip(seen["dives"], before["dives"], strict=True)) if now["up"] != was["up"]}

    def piece(self, who: int | None, drawn: Markup) -> Markup:
        """A piece, ringed when it moved this round, saying from where."""
        if who not in self.moved:
            return drawn
        return Markup('<span class="hs-moved" title="{}">{}</span>').format(
            t("hs_web_moved_from", space=self.moved[who] + 1), drawn)

    def left(self, space: int, marks: list[str], seen: Observation) -> list[Markup]:
        """Faded pieces where captains (or Black Jack) stood when the round began."""
        names = [p["name"] for p in seen["players"]]
        return [Markup('<span class="hs-was" aria-hidden="true">{}</span>').format(
            piece(marks[who], names[who], who) if who is not None
            else piece("BJ", t("hs_black_jack"), None))
            for who, was in self.moved.items() if was == space]

    def prompt(self) -> Markup:
        """What to tap, when the control is a component of the board rather than a button
        that says it."""
        kinds = {m.event.kind for m in self.cards.values()}
        if self.spaces:
            kinds.add("space")
        if not kinds:
            return Markup("")
        said = " ".join(t(f"hs_web_tap_{kind}") for kind in sorted(kinds))
        return Markup('<p class="hs-prompt">{}</p>').format(said)

    def card(self, one: str, picture: Markup) -> Markup:
        """A scoundrel card drawn where it lies; the button that takes, bids or gives it when
        that is a move now."""
        move = self.cards.get(one)
        if one in self.fresh:
            picture = Markup('<span class="hs-new">{}</span>').format(picture)
        if move is None:
            return picture
        return move.button(picture, "hs-tap", label=f"{card_name(one)}: "
                           f"{t('hs_web_do_' + move.event.kind)}")


# --- the ring of dives ------------------------------------------------------------------------


def _dive(seen: Observation, space: int, marks: list[str], controls: Controls) -> Markup:
    dive = seen["dives"][space]
    top = card(dive["up"]) if dive["up"] else Markup('<span class="hs-slot">{}</span>').format(
        t("hs_web_empty"))
    if space in controls.turned and dive["up"]:
        top = Markup('<span class="hs-new">{}</span>').format(top)
    count = dive["down"]
    down = Markup('<span class="hs-down"></span>')
    if count:
        down = Markup('<span class="hs-down" role="img" aria-label="{0}" title="{0}">{1}</span>'
                      ).format(t("hs_web_down", count=count),
                               "▮" * count if count <= 3 else f"▮×{count}")
    pieces = [controls.piece(i, piece(marks[i], p["name"], i))
              for i, p in enumerate(seen["players"]) if p["space"] == space]
    jack = seen["black_jack"]
    if jack is not None and jack["space"] == space:
        pieces.append(controls.piece(None, piece("BJ", t("hs_black_jack"), None)))
    pieces += controls.left(space, marks, seen)
    inner = Markup('<span class="hs-num">{}</span>{}{}<span class="hs-pieces">{}</span>').format(
        space + 1, top, down, _join(pieces))
    move = controls.spaces.get(space)
    if move is not None:  # a free space to put a piece on: the dive is the button
        return move.button(inner, "hs-dive hs-free",
                           label=t(f"hs_web_do_{move.event.kind}", space=space + 1))
    return Markup('<div class="hs-dive" role="group" aria-label="{}">{}</div>').format(
        t("hs_web_dive", dive=space + 1), inner)


def _ring(seen: Observation, marks: list[str], controls: Controls) -> Markup:
    return Markup('<div class="hs-ring">{}<div class="hs-turn" aria-hidden="true"><span>↑'
                  '</span><span>↓</span></div>{}</div>').format(
        _join([_dive(seen, s, marks, controls) for s in TOP]),
        _join([_dive(seen, s, marks, controls) for s in BOTTOM]))


# --- the crews and Black Jack -----------------------------------------------------------------


def _crew(cards: Sequence[str], doubled: str | None, controls: Controls) -> Markup:
    """The cards taken, one group a colour; the doubled colour is outlined and says so."""
    groups = []
    for c in COLOURS:
        own = [one for one in cards if colour(one) == c]
        if not own:
            continue
        mark = Markup("")
        if c == doubled:
            mark = Markup('<span class="hs-x2">×2 {}</span>').format(t("hs_web_doubled"))
        # The colour's name once above its cards, which are too small to print it readably.
        groups.append(Markup('<span class="hs-colour{}"><small class="hs-cname">{}</small>'
                             '<span class="hs-cards">{}{}</span></span>').format(
            " hs-doubled" if c == doubled else "", t(f"hs_colour_{c}"),
            _join([controls.card(one, card(one, word=False)) for one in own]), mark))
    if not groups:
        return Markup('<span class="muted">{}</span>').format(t("hs_web_no_cards"))
    return Markup('<div class="hs-crew">{}</div>').format(_join(groups))


def _moves(cards: Sequence[str], used: bool = False) -> Markup:
    if not cards:
        return Markup("–")
    return Markup('<span class="hs-moves{}">{}</span>').format(
        " hs-used" if used else "", _join([move(m) for m in cards]))


def _chosen(entry: Mapping[str, Any]) -> Markup:
    """The card chosen this round where this seat may see it; else only that one lies down."""
    if entry["card"] is not None:
        return move(entry["card"])
    return move_down() if entry["chosen"] else Markup("")


def _player(seen: Observation, seat: int, marks: list[str], controls: Controls) -> Markup:
    player = seen["players"][seat]
    space = player["space"]
    where = t("hs_web_not_placed") if space is None else t("hs_web_space", space=space + 1)
    chosen = _chosen(player)
    if chosen:
        chosen = Markup('<p class="hs-row">{}: {}</p>').format(t("hs_web_chosen"), chosen)
    return Markup(
        '<article class="hs-player{}"><h4>{}<span>{}</span><span class="muted">{}</span>'
        '<b class="hs-score">{}</b></h4>{}<p class="hs-row">{}: {}</p>'
        '<p class="hs-row">{}: {}</p>{}</article>').format(
        " hs-you" if seen["seat"] == seat else "", piece(marks[seat], player["name"], seat),
        player["name"], where, player["score"],
        _crew(player["cards"], player["doubled"], controls),
        t("hs_web_in_hand"), _moves(player["moves_left"]), t("hs_web_played"),
        _moves(player["moves_used"], used=True), chosen)


def _black_jack(seen: Observation, controls: Controls) -> Markup:
    jack = seen["black_jack"]
    names = [p["name"] for p in seen["players"]]
    lines: list[Markup] = []
    if jack["space"] is None:
        where = t("hs_bj_not_placed")
    else:
        where = t("hs_bj_space", space=jack["space"] + 1)
        if jack["controller"] is not None:
            lines.append(Markup("<p>{}</p>").format(
                t("hs_bj_hired_by", player=names[jack["controller"]])))
        elif seen["phase"] not in ("bid", "place", "black_jack"):
            lines.append(Markup("<p><b>{}</b></p>").format(t("hs_bj_free")))
    if jack["bid"] is not None:
        bid = jack["bid"]
        lines.append(Markup('<p class="hs-row">{} {}</p>').format(
            t("hs_bid_standing", player=names[bid["seat"]], card=card_name(bid["card"])),
            card(bid["card"], "hs-mini", word=False)))
    # 004: "Black Jack's used Movement cards remain face up next to the board."
    lines.append(Markup('<p class="hs-row">{}: {} · {}</p>').format(
        t("hs_web_jack_cards"), counted("hs_bj_cards_left", len(jack["left"])),
        _moves(jack["used"], used=True)))
    chosen = _chosen(jack)
    if chosen:
        lines.append(Markup('<p class="hs-row">{}: {}</p>').format(t("hs_web_chosen"), chosen))
    choices = [m.button(action(m.event), "hs-choice") for m in
               (*controls.passes, *controls.rob.values())]
    if choices:
        lines.append(Markup('<p class="hs-row">{}</p>').format(_join(choices)))
    return Markup('<article class="hs-jack"><h4>{}<span>{}</span><span class="muted">{}</span>'
                  '</h4>{}</article>').format(piece("BJ", t("hs_black_jack"), None),
                                              t("hs_black_jack"), where, _join(lines))


def _landing(seen: Observation, number: str) -> Markup:
    """Where a number would take this seat's captain now: the space, the card lying there,
    whom it pushes or that Black Jack stands there, or that it cancels."""
    me = seen["players"][seen["seat"]] if seen["seat"] is not None else None
    spot = me["landings"].get(number) if me is not None and "landings" in me else None
    if spot is None:
        return Markup("")
    if spot["cancels"]:
        return Markup('<small class="hs-land hs-cancels">{}</small>').format(t("hs_web_cancels"))
    lying = card(spot["up"], "hs-mini", word=False) if spot["up"] else Markup(
        '<span class="muted">{}</span>').format(t("hs_web_empty"))
    extra = Markup("")
    if spot["pushes"] is not None:
        extra = Markup("<small>{}</small>").format(
            t("hs_web_pushes", player=seen["players"][spot["pushes"]]["name"]))
    elif spot["jack"]:
        extra = Markup("<small>{}</small>").format(t("hs_web_lands_jack"))
    return Markup('<span class="hs-land"><b>→ {}</b>{}{}</span>').format(
        spot["space"] + 1, lying, extra)


def _said(event: Event) -> str:
    """A movement card's move in words, for a screen reader."""
    data = event.data
    if event.kind == "rum":
        return t("hs_web_do_rum", value=data["value"])
    named = t("hs_web_move_rum") if data["card"] == RUM else t("hs_web_move_card",
                                                                 card=data["card"])
    return f"{named}: {t('hs_web_do_' + event.kind)}"


def _hand(seen: Observation, controls: Controls) -> Markup:
    """The movement cards (or rum's numbers) to choose from, each saying where it lands."""
    if not controls.hand:
        return Markup("")
    buttons = []
    for chosen in controls.hand:
        data, kind = chosen.event.data, chosen.event.kind
        if kind == "rum":
            face = Markup('<b class="hs-rum-n">{}</b>').format(data["value"])
            where = _landing(seen, str(data["value"]))
        else:
            face = move(data["card"])
            where = _landing(seen, data["card"]) if kind == "move" else Markup("")
            if kind == "move" and data["card"] == RUM:
                where = Markup('<small class="hs-land">{}</small>').format(t("hs_web_rum_later"))
        buttons.append(chosen.button(Markup("{}{}").format(face, where), "hs-hand-card",
                                     label=_said(chosen.event)))
    return Markup('<div class="hs-hand" role="group" aria-label="{}">{}</div>').format(
        t("hs_web_hand_title"), _join(buttons))


def board(observation: Observation, advice: Advice | None = None, moves: Moves = (),
          before: Observation | None = None) -> Markup:
    """The ring, the hand to choose from when a movement card is owed, the crews, Black Jack
    and the harbour. The components are the controls: a free space, a card to bid, take or
    give, a movement card in hand."""
    seen = observation
    controls = Controls(moves, seen, before)
    marks = initials([p["name"] for p in seen["players"]])
    head = [t("hs_round", round=seen["round"], rounds=seen["rounds"])]
    if seen["games"] > 1:
        head.append(t("hs_game_of", number=seen["game"], games=seen["games"]))
    parts = [Markup('<p><b>{}</b> · <span class="muted">{}</span></p>').format(
        " · ".join(head), t(f"hs_phase_{seen['phase']}")), controls.prompt(),
        _ring(seen, marks, controls),
        _hand(seen, controls),
        Markup('<div class="hs-players">{}</div>').format(
            _join([_player(seen, s, marks, controls) for s in range(len(seen["players"]))]))]
    if seen["black_jack"] is not None:
        parts.append(_black_jack(seen, controls))
    harbour = _join([controls.card(c, card(c)) for c in seen["harbour"]]) or Markup("–")
    parts.append(Markup('<div class="hs-row"><b>{}:</b> {}</div>').format(
        t("hs_harbour"), harbour))
    if seen["next"] is not None:
        step = t(seen["next"]["key"], **seen["next"]["params"])
        parts.append(Markup('<p class="hs-next">{}</p>').format(t("hs_next", step=step)))
    if advice is not None:
        parts.append(_advice(advice))
    return Markup('<section class="hs-board">{}</section>').format(_join(parts))


# --- buttons and pickers ----------------------------------------------------------------------


def _spot(event: Event) -> Markup:
    """A space to put a piece on: its number big with a small word, the whole sentence for a
    screen reader; fourteen of them fit a phone's screen."""
    space = int(event.data["space"]) + 1
    return Markup('<span class="hs-sr">{}</span><span class="hs-spot" aria-hidden="true"><b>{}'
                  '</b><small>{}</small></span>').format(
        t(f"hs_web_do_{event.kind}", space=space), space, t("hs_web_spot"))


def _face(event: Event) -> Markup:
    data = event.data
    kind = event.kind
    if kind in ("place", "jack"):
        return _spot(event)
    if kind in ("bid", "take", "give"):
        return Markup("{} {} {}").format(card(data["card"], "hs-mini", word=False),
                                         card_name(data["card"]), t(f"hs_web_do_{kind}"))
    if kind in ("move", "jack_card"):
        return Markup("{} {}").format(move(data["card"]), t(f"hs_web_do_{kind}"))
    if kind == "rob":
        return Markup("{}").format(t(f"hs_web_do_rob_{data['from']}"))
    if kind == "rum":
        return Markup("{} {}").format(move(RUM), t("hs_web_do_rum", value=data["value"]))
    if kind == "pass":
        return Markup("{}").format(t("hs_web_do_pass"))
    return Markup("{}").format(kind)


def action(event: Event) -> Markup:
    return Markup('<span class="hs-act">{}</span>').format(_face(event))


def outcome(kind: str, value: str) -> Markup:
    """A scoundrel card turned or taken (``card``), or Black Jack's movement card (``jack``)."""
    if kind == "jack":
        return Markup('<span class="hs-act">{}</span>').format(move(value))
    return Markup('<span class="hs-act">{} {}</span>').format(card(value), card_name(value))


# --- advice -----------------------------------------------------------------------------------


def advice(advice: Advice) -> Markup:
    return _advice(advice)


def _advice(given: Advice) -> Markup:
    """For a movement card a row per card in hand with what it would bring this round; for any
    other decision the action and its reason."""
    data = given.data
    if data["decision"] is None:
        return Markup('<p class="hs-advice">{}</p>').format(
            t("hs_adv_wait", player=data["player"]))
    title = t("hs_adv_title", player=data["player"])
    if data["decision"] == "move":
        return _moves_advice(title, data)
    best = action(Event.from_json(data["event"])) if data.get("event") else data["best"]
    return Markup('<div class="hs-advice"><p><b>{}:</b> {}</p><p>{}</p></div>').format(
        title, best, said.reason(data))


def _moves_advice(title: str, data: Mapping[str, Any]) -> Markup:
    best = data["best"]
    rows = [Markup("<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th>"
                   "</tr>").format(*said.headings())]
    for row in data["cards"]:
        rows.append(Markup("<tr{}><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td>"
                           "<td>{}</td></tr>").format(
            Markup(' class="hs-best"') if row["card"] == best else "",
            move(row["card"], "hs-mini"), *said.figures(row)))
    return Markup('<div class="hs-advice"><p><b>{}:</b> {}</p><table>{}</table>'
                  '<p class="muted">{}</p><p class="muted">{}</p></div>').format(
        title, t("hs_adv_play", card=said.card_name(best)), _join(rows), *said.notes(data))
