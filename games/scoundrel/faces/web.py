"""What a Scoundrel player sees on a web page (S10), drawn from an observation alone: the same
facts as the terminal screen, with the room, the weapon and its slain monsters as cards."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

import games.scoundrel.text.advice as words
from games.scoundrel.faces.pictures import card, face_down, health_bar
from games.scoundrel.rules.components import DECK_SET, kind, pretty
from games.scoundrel.text.counts import discard_summary, dungeon_count, search_note
from tabletop.events import Event
from tabletop.i18n import catalogue, t, tn
from tabletop.plugin import Advice, Observation
from tabletop.web.views import Move, Moves

# Four room cards fit one row of a 360 px phone (about 70 px each) and grow on a tablet.
CSS = """
.sc-board{display:flex;flex-direction:column;gap:.6em}
.sc-facts{display:grid;grid-template-columns:auto 1fr;gap:.25em .8em;margin:0;align-items:center}
.sc-facts dt{font-weight:bold}
.sc-facts dd{margin:0}
.sc-health{display:inline-flex;align-items:center;gap:.5em}
.sc-bar{width:clamp(120px,40vw,260px);height:.9em;border:1px solid #888;border-radius:3px}
.sc-card{width:clamp(62px,19vw,132px);height:auto;display:block}
.sc-mini{width:2em;height:auto;vertical-align:middle;flex:none}
.sc-room{display:flex;flex-wrap:nowrap;gap:clamp(4px,1.5vw,12px);margin:0}
.sc-slot{margin:0;width:clamp(62px,19vw,132px)}
.sc-slot figcaption{font-size:.75em;line-height:1.2;margin-top:.2em}
.sc-num{font-weight:bold;margin-right:.3em}
.sc-weapon{display:flex;flex-wrap:wrap;gap:.4em .8em;align-items:flex-end}
.sc-stack{display:flex;align-items:flex-end;padding-bottom:.3em}
.sc-stack .sc-card{width:clamp(46px,13vw,88px)}
.sc-stack .sc-card+.sc-card{margin-left:calc(clamp(46px,13vw,88px)*-0.62)}
.sc-end{font-size:1.3em;font-weight:bold}
.sc-won{color:var(--good,#2e7d32)}
.sc-lost{color:var(--bad,#b71c1c)}
.sc-advice td,.sc-advice th{padding:.15em .5em;text-align:left}
.sc-advice td.sc-val{text-align:right}
.sc-life{margin:0;display:flex;align-items:center;gap:.6em}
.sc-room{position:relative}
.sc-new{display:block}
.sc-play .sc-card,.sc-choose>summary .sc-card{width:100%}
.sc-new .sc-card{border-radius:7px;box-shadow:0 0 0 3px #e65100}
.sc-since{font-weight:bold}
.sc-up{color:var(--good,#2e7d32)}
.sc-down{color:var(--bad,#b71c1c)}
.sc-play,.sc-choose>summary{display:block;padding:3px;margin:0;
 border:2px solid var(--accent,#2f5d8a);
 border-radius:8px;background:var(--raised,#fff);color:inherit;font:inherit;text-align:left;
 cursor:pointer;min-height:44px;width:100%;list-style:none;box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.sc-choose>summary::-webkit-details-marker{display:none}
.sc-play figcaption,.sc-choose figcaption{margin-top:.2em}
.sc-choose[open]>summary{background:#e6eef7;box-shadow:none;transform:translateY(2px)}
.sc-ways{position:absolute;left:0;right:0;z-index:2;margin-top:.3em;padding:.4em;display:grid;
 gap:.4em;background:var(--raised,#fff);border:2px solid var(--accent,#2f5d8a);border-radius:8px;
 box-shadow:0 4px 12px rgb(0 0 0/.25)}
.sc-way{justify-content:flex-start;text-align:left;width:100%}
.sc-run{margin-top:.6em}
.sc-act{display:inline-flex;flex-wrap:wrap;align-items:center;justify-content:center;
 gap:.15em .4em;line-height:1.25;overflow-wrap:break-word}
"""


def _effect(entry: dict[str, Any]) -> str:
    params = {k: v for k, v in entry.items() if k not in ("card", "kind", "value", "effect")}
    return t(f"sc_hint_{entry['effect']}", **params)


def _weapon(weapon: dict[str, Any] | None) -> Markup:
    if weapon is None:
        return Markup('<span class="muted">{}</span>').format(t("sc_no_weapon"))
    if weapon["fresh"]:
        note = t("sc_weapon_fresh")
    elif weapon["or_equal"]:
        note = t("sc_weapon_upto", limit=weapon["limit"])
    else:
        note = t("sc_weapon_below", limit=weapon["limit"])
    # The monsters slain lie on the weapon as on the table, each overlapping the one before:
    # the last one, which sets the limit, shows whole.
    slain = Markup("")
    if weapon["slain"]:
        slain = Markup('<div class="sc-stack" role="group" aria-label="{}">{}</div>').format(
            t("sc_web_slain"), Markup("").join(card(monster) for monster in weapon["slain"]))
    return Markup('<div class="sc-weapon">{}{}<div><b>{}</b></div></div>').format(
        card(weapon["card"]), slain, note)


def _caption(entry: dict[str, Any]) -> Markup:
    return Markup('<figcaption><span class="sc-num">{}</span>{}</figcaption>').format(
        entry["number"], _effect(entry))


def _way(move: Move, entry: dict[str, Any]) -> Markup:
    """One way to play a room card, with what it costs and the health it leaves."""
    if move.event.data.get("with") == "bare" or entry["effect"] == "bare":
        said = t("sc_web_way_bare", damage=entry["bare"], after=entry["after_bare"])
    elif entry["effect"] == "fight":
        said = t("sc_web_way_weapon", damage=entry["damage"], after=entry["after"])
    elif entry["effect"] == "heal":
        said = t("sc_web_way_heal", heal=entry["heal"], after=entry["after"])
    elif entry["effect"] == "no_heal":
        said = t("sc_web_way_no_heal")
    else:
        said = t("sc_web_way_equip")
    return move.button(Markup("{}").format(said), "sc-way")


def _slot(entry: dict[str, Any], ways: list[Move], fresh: bool = False) -> Markup:
    """A room card; while it may be played, the card is the control: one way is one tap, a
    monster that may be fought with the weapon or bare-handed opens both ways."""
    face = Markup("{}{}").format(card(entry["card"]), _caption(entry))
    if fresh:  # turned over into this room
        face = Markup('<span class="sc-new">{}</span>').format(face)
    if not ways:
        return Markup('<figure class="sc-slot">{}</figure>').format(face)
    label = Markup("{} – {}").format(pretty(entry["card"]), _effect(entry))
    if len(ways) == 1:
        return Markup('<figure class="sc-slot">{}</figure>').format(
            ways[0].button(face, "sc-play", label=str(label)))
    return Markup('<figure class="sc-slot"><details class="sc-choose" name="sc-room">'
                  '<summary aria-label="{}">{}</summary><div class="sc-ways">{}</div>'
                  '</details></figure>').format(
        label, face, Markup("").join(_way(move, entry) for move in ways))


def _room(seen: Observation, moves: Moves, fresh: set[str]) -> Markup:
    slots = [_slot(entry, [m for m in moves if m.event.data.get("card") == entry["card"]],
                   entry["card"] in fresh)
             for entry in seen["room"]]
    slots += [Markup('<figure class="sc-slot">{}</figure>').format(face_down())
              for _ in range(seen["needs_cards"])]
    run = [m for m in moves if m.event.kind == "run"]
    fled = Markup("").join(m.button(action(m.event), "sc-run") for m in run)
    return Markup('<div class="sc-room">{}</div>{}').format(Markup("").join(slots), fled)


def _option(name: str, chosen: object) -> str:
    """A rule option in words; one the catalogue does not know yet as it is set."""
    key = f"sc_web_opt_{name}_{chosen}"
    return t(key) if key in catalogue() else f"{name}={chosen}"


def _turn(seen: Observation) -> str:
    turn = seen["turn"]
    potion = t("sc_potion_spent") if turn["potion_used"] else t("sc_potion_ready")
    if turn["last_room"]:
        return t("sc_turn_last_room", potion=potion)
    return t("sc_turn_state", played=turn["played"], potion=potion)


def _facts(seen: Observation) -> Markup:
    rows: list[tuple[str, Markup | str]] = [
        (t("sc_dungeon"), dungeon_count(seen["dungeon"])),
        (t("sc_discard"), discard_summary(seen["discard"]))]
    if seen["status"] == "playing":
        rows.append((t("sc_turn"), _turn(seen)))
    run = seen["run"]
    if run is not None:
        rows.append((t("sc_run"), t("sc_web_run_ok") if run["allowed"]
                     else Markup('<span class="muted">{}</span>').format(t(run["refusal"]))))
    rows.append((t("sc_options"), Markup('<span class="muted">{}</span>').format(
        Markup("<br>").join(_option(name, chosen) for name, chosen in seen["options"].items()))))
    return Markup('<dl class="sc-facts">{}</dl>').format(Markup("").join(
        Markup("<dt>{}</dt><dd>{}</dd>").format(name, shown) for name, shown in rows))


def _since(seen: Observation, before: Observation | None) -> Markup:
    """The health won or lost since the room began."""
    if before is None or before["health"] == seen["health"]:
        return Markup("")
    change = seen["health"] - before["health"]
    return Markup('<span class="sc-since sc-{}">{}</span>').format(
        "up" if change > 0 else "down", t("sc_web_since", change=f"{change:+d}"))


def board(observation: Observation, advice: Advice | None = None, moves: Moves = (),
          before: Observation | None = None) -> Markup:
    """Health, then the room (its cards are the controls while a turn is owed), the weapon
    with its slain monsters, and the counts a player at a table could make. With ``before``
    (the room as it began) the cards turned into it are marked and the health it cost said."""
    seen = observation
    fresh = set() if before is None else {e["card"] for e in seen["room"]} - {
        e["card"] for e in before["room"]}
    if len(fresh) == len(seen["room"]):  # a whole new room: nothing to point at
        fresh = set()
    parts = [Markup('<p class="sc-life"><b>{}</b> {}{}</p>').format(
        t("sc_health"), health_bar(seen["health"], seen["max_health"]), _since(seen, before))]
    if seen["room"] or seen["needs_cards"]:
        waiting = Markup("")
        if seen["needs_cards"]:
            waiting = Markup(' <span class="muted">({})</span>').format(
                tn("sc_web_to_turn", seen["needs_cards"]))
        parts.append(Markup("<h3>{}{}</h3>{}").format(t("sc_room"), waiting,
                                                      _room(seen, moves, fresh)))
    parts += [Markup("<h3>{}</h3>{}").format(t("sc_weapon"), _weapon(seen["weapon"])),
              _facts(seen)]
    if seen["status"] != "playing":
        parts.append(Markup('<p class="sc-end sc-{}">{}</p>').format(
            seen["status"], t(f"sc_status_{seen['status']}")))
    if advice is not None:
        parts.append(_advice(advice))
    return Markup('<section class="sc-board">{}</section>').format(Markup("").join(parts))


def action(event: Event) -> Markup:
    """``play KS`` as the card and what playing it does; ``run`` as words."""
    if event.kind == "run":
        return Markup('<span class="sc-act">↩ {}</span>').format(t("sc_web_do_run"))
    played = str(event.data.get("card", ""))
    if event.kind != "play" or played not in DECK_SET:
        return Markup('<span class="sc-act">{}</span>').format(event.kind)
    what = kind(played)
    if what == "monster":
        verb = t("sc_web_do_bare") if event.data.get("with") == "bare" else t("sc_web_do_fight")
    else:
        verb = t("sc_web_do_equip") if what == "weapon" else t("sc_web_do_drink")
    # The card beside its words while they fit, above them when they do not.
    return Markup('<span class="sc-act">{}<span>{} {}</span></span>').format(
        card(played, "sc-mini"), pretty(played), verb)


def outcome(kind: str, value: str) -> Markup:
    """A card the table may turn over into the room."""
    return Markup('<span class="sc-act">{}<span>{}</span></span>').format(
        card(value, "sc-mini"), pretty(value))


def _action_of(line: str) -> Markup:
    """An advised action, given as its transcript line, drawn as its button face."""
    words = line.split()
    if words == ["run"]:
        return action(Event(0, "run"))
    if len(words) in (2, 3) and words[0] == "play" and words[1] in DECK_SET:
        data = {"card": words[1], **({"with": words[2]} if len(words) == 3 else {})}
        return action(Event(0, "play", data))
    return Markup("{}").format(line)


def advice(advice: Advice) -> Markup:
    return _advice(advice)


def _advice(advice: Advice) -> Markup:
    """The advised action and its expected final score, the runners-up, and how it was found;
    or why there is nothing to advise."""
    data = advice.data
    if (reason := words.nothing(data)) is not None:
        return Markup('<p class="sc-advice">{}</p>').format(reason)
    rows = [Markup('<tr><th scope="row">{}</th><td>{}</td><td class="sc-val">{}</td></tr>').format(
        label, _action_of(line), value) for label, line, value in words.rows(data)]
    return Markup('<div class="sc-advice"><table><caption>{}</caption>{}</table>'
                  '<p class="muted">{}</p></div>').format(
        t("sc_advice_header"), Markup("").join(rows),
        search_note(data))
