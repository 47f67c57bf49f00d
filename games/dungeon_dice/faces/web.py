"""The shared table of a dungeon dice game on a web page, drawn from an observation (everything
is public) and, at the regroup, from the odds the host fetched as advice: the same facts as the
terminal screen, with dice, tokens and heroes as pictures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup

import games.dungeon_dice.text.advice as words
from games.dungeon_dice.faces.hero_pictures import card
from games.dungeon_dice.faces.pictures import (
    chip,
    die,
    face_name,
    level_track,
    token,
    unrolled,
)
from games.dungeon_dice.faces.web_play import CSS as PLAY_CSS
from games.dungeon_dice.faces.web_play import play
from games.dungeon_dice.rules.components import PARTY_FACES, TOKEN_FACE, localize
from games.dungeon_dice.text.advice import at_regroup
from tabletop.events import Event
from tabletop.i18n import decimal, t, tn
from tabletop.plugin import Advice, Observation
from tabletop.web.views import Moves

CSS = PLAY_CSS + """
.dd-board{display:flex;flex-direction:column;gap:.6em}
.dd-players{display:flex;flex-wrap:wrap;gap:.5em}
.dd-player{border:1px solid var(--line,#bbb);border-radius:8px;padding:.35em .6em;
 min-width:9em;flex:1 1 9em}
.dd-player.dd-now{border:2px solid #8a2be2}
.dd-player h4{margin:0 0 .2em;font-size:1em}
.dd-player p{margin:.1em 0}
.dd-facts{display:grid;grid-template-columns:auto 1fr;gap:.35em .8em;margin:0;align-items:center}
.dd-facts dt{font-weight:bold}
.dd-facts dd{margin:0}
.dd-dice{display:flex;flex-wrap:wrap;gap:.3em;align-items:center}
.dd-group{display:inline-flex;align-items:center;gap:.25em}
.dd-chip{display:inline-flex;flex-direction:column;align-items:center;line-height:1.15;
 max-width:8em;text-align:center}
.dd-chip small{font-size:.75em}
.dd-pics{display:inline-flex;align-items:center;gap:.15em}
.dd-die{width:clamp(40px,12vw,60px);height:auto;flex:none}
.dd-tiny{width:2em;height:auto;vertical-align:middle;flex:none}
.dd-token{width:clamp(26px,7vw,36px);height:auto;vertical-align:middle;flex:none}
.dd-shield{width:1.8em;height:auto;vertical-align:middle;flex:none}
.dd-count{font-weight:bold;font-size:1.05em}
.dd-track{width:clamp(150px,45vw,260px);height:auto;vertical-align:middle}
.dd-danger{color:var(--bad,#b71c1c);font-weight:bold}
.dd-stage{font-weight:bold}
.dd-heroes{list-style:none;padding:0;margin:0;display:grid;gap:.4em;
 grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
.dd-heroes li{display:flex}
.dd-hero-pick,.dd-hero-free{width:100%;display:flex;flex-direction:column;align-items:center;
 gap:.2em;text-align:center;padding:.4em;border-radius:8px}
.dd-hero-pick{border:2px solid var(--accent,#2f5d8a)}
.dd-hero-card{width:54px;height:72px}
.dd-hero-pick small,.dd-hero-free small{font-size:.8em;color:var(--muted,#6b665c)}
.dd-player .dd-hero-card{width:30px;height:40px;vertical-align:middle}
.dd-act{display:inline-flex;flex-wrap:wrap;align-items:center;justify-content:center;
 gap:.2em .4em;line-height:1.25;overflow-wrap:break-word}
.dd-odds{margin:.2em 0}
.dd-advice td,.dd-advice th{padding:.1em .5em;text-align:left}
"""


def _line(*parts: Markup | str) -> Markup:
    return Markup(" ").join(Markup("{}").format(part) for part in parts)


def hero_name(player: Mapping[str, Any]) -> str:
    if player.get("legendary"):
        return f"{t('dd_hero_' + player['hero_name'])} ({t('dd_side_legendary')})"
    if player["hero"] is None:
        return "–"
    side = t("dd_side_master" if player["master"] else "dd_side_novice")
    return f"{t('dd_hero_' + player['hero_name'])} ({side})"


def _dice(counts: Mapping[str, int], pending: int = 0, *, ally: bool = False,
          fresh: set[str] | None = None) -> Markup:
    """Dice grouped by face with how many show it and the face's name (``fresh`` ones, just
    rolled, marked), then the dice still to roll."""
    shown = [chip(Markup("{}{}").format(
        die(face, ally=ally), Markup('<b class="dd-count">×{}</b>').format(n) if n > 1 else ""),
        face_name(face), "dd-new" if face in (fresh or ()) else "") for face, n in counts.items()
        if n]
    shown += [unrolled() for _ in range(pending)]
    if not shown:
        return Markup('<span class="muted">{}</span>').format(t("dd_none"))
    return Markup('<span class="dd-dice">{}</span>').format(Markup("").join(shown))


def _tokens(tokens: Mapping[str, int], css: str = "dd-token") -> Markup:
    if not tokens:
        return Markup('<span class="muted">{}</span>').format(t("dd_none"))
    return Markup('<span class="dd-dice">{}</span>').format(Markup("").join(
        Markup('<span class="dd-group">{}<span>{}{}</span></span>').format(
            token(name, css), t(f"dd_token_{name}"), f" ×{n}" if n > 1 else "")
        for name, n in tokens.items() if n))


def _players(obs: Observation) -> Markup:
    boxes = []
    for index, player in enumerate(obs["players"]):
        now = index == obs["delver"] and obs["stage"] != "over"
        hero = Markup("")
        if player["hero"] is not None:
            hero = Markup("<p>{} {}</p>").format(
                card(player["hero_name"], player["master"]), hero_name(player))
        delves = ", ".join(t(f"dd_outcome_{d['outcome']}", level=d["level"])
                           for d in player["delves"]) or "–"
        boxes.append(Markup(
            '<article class="dd-player{}"><h4>{}{}</h4>{}<p>{}: <b>{}</b> · {}: <b>{}</b></p>'
            '<p>{}: {}</p><p class="muted">{}: {}</p></article>').format(
            " dd-now" if now else "", "▶ " if now else "", player["name"], hero,
            t("dd_col_xp"), player["xp"], t("dd_col_score"), player["score"],
            t("dd_treasure"), _tokens(player["tokens"], "dd-tiny"), t("dd_col_delves"), delves))
    return Markup('<div class="dd-players">{}</div>').format(Markup("").join(boxes))


def _free_heroes(obs: Observation, moves: Moves = ()) -> Markup:
    """The heroes still free, each with its specialty; its card is the button that chooses
    it while a hero is owed."""
    chosen = {str(m.event.data["hero"]): m for m in moves if m.event.kind == "hero"}
    items = []
    for hero in obs["free_heroes"]:
        face = Markup("{}<b>{}</b><small>{}</small>").format(
            card(hero), t(f"dd_hero_{hero}"), t(f"dd_hero_line_{hero}"))
        move = chosen.get(hero)
        items.append(Markup("<li>{}</li>").format(
            move.button(face, "dd-hero-pick") if move is not None else
            Markup('<span class="dd-hero-free">{}</span>').format(face)))
    return Markup('<h3>{}</h3><ul class="dd-heroes">{}</ul>').format(
        t("dd_web_free_heroes"), Markup("").join(items))


def _stage(obs: Observation) -> str:
    stage = obs["stage"]
    if obs.get("discards"):  # D18: the Archaeologist's discard comes first
        return tn("dd_final_discard", obs["discards"])
    if stage == "mulligan" and obs.get("scouted"):
        return t("dd_web_stage_scout")
    if stage == "mulligan" and obs["players"][obs["delver"]]["hero"] == "loeg-yllavyre":
        return t("dd_web_stage_loeg")
    return t(f"dd_web_stage_{stage}", count=obs["dragon_needs"])


def rolled(obs: Observation, before: Observation | None) -> set[str]:
    """The dungeon faces that came up since the level began (what was just rolled)."""
    if before is None:
        return set()
    return {face for face, n in obs["dungeon"].items() if n > before["dungeon"].get(face, 0)}


def _facts(obs: Observation, advice: Advice | None, played: bool,
           fresh: set[str] | None = None) -> Markup:
    """The level's facts; the party and the dungeon dice only when they are not drawn as the
    controls above."""
    pending = obs["pending"]
    rows: list[tuple[str, Markup | str]] = []
    level, last = obs["level"], obs["last_level"]
    if level:
        rows.append((t("dd_level"), _line(level_track(level, last), f"{level}/{last}")))
    if not played:
        rows.append((t("dd_party"), _dice(obs["party"], pending["party"])))
    rows.append((t("dd_graveyard"), str(obs["graveyard"])))
    if any(obs["allies"].values()):
        rows.append((t("dd_allies"), _line(_dice(obs["allies"], ally=True), Markup(
            '<span class="muted">({})</span>').format(t("dd_allies_note")))))
    rows.append((t("dd_dungeon"), Markup('{}<div class="muted">{}</div>').format(
        "" if played else _dice(obs["dungeon"], pending["dungeon"], fresh=fresh or set()),
        tn("dd_pool_dice", obs["dungeon_pool"]))))
    if obs.get("lair_allies"):
        rows.append((t("dd_allies"), _line(_dice({"dragon": obs["lair_allies"]}, ally=True),
                                           tn("dd_lair_allies", obs["lair_allies"]))))
    lair, wakes = obs["lair"], obs.get("dragon_at") or 3
    rows.append((t("dd_lair"), _line(_dice({"dragon": lair}) if lair else "", Markup(
        '<span class="{}">{}</span>').format("dd-danger" if lair >= wakes else "",
                                             tn("dd_lair_count", lair)),
        Markup('<span class="muted">{}</span>').format(t("dd_dragon_at", count=wakes))
        if wakes != 3 else "")))
    if obs.get("scouted"):
        rows.append((t("dd_scouted"), _dice(obs["scouted"])))
    for number, level_dice in enumerate(obs.get("preset") or [], start=1):
        if any(level_dice.values()):
            rows.append((t("dd_preset", level=number), _dice(level_dice)))
    if obs.get("berserk"):
        rows.append(("", Markup('<b>{}</b>').format(t("dd_berserk_note"))))
    me = obs["players"][obs["delver"]]
    held = _tokens(me["tokens"])
    if pending["treasures"]:
        draws = pending["treasures"]
        held = _line(held, tn("dd_web_to_draw", draws))
    rows.append((t("dd_treasure"), held))
    bag = {name: n for name, n in obs["bag"].items() if n}
    rows.append((t("dd_web_bag"), Markup(
        "<details><summary>{}</summary>{}</details>").format(
        tn("dd_pool_tokens", obs["bag_total"]),
        _tokens(bag, "dd-tiny"))))
    if obs["ultimate"] is not None:
        rows.append((t("dd_hero"), Markup("{}<br><span class=\"muted\">{}</span>").format(
            t(f"dd_specialty_{obs['ultimate']}"), t(f"dd_ultimate_{obs['ultimate']}"))))
    if not played:  # else said above the controls
        rows.append((t("dd_stage"), Markup('<span class="dd-stage">{}</span>').format(
            _stage(obs))))
    if obs["advise"] and advice is not None and at_regroup(advice.data):
        rows.append(("", _regroup_odds(advice.data)))
    return Markup('<dl class="dd-facts">{}</dl>').format(Markup("").join(
        Markup("<dt>{}</dt><dd>{}</dd>").format(name, shown) for name, shown in rows))


def board(observation: Observation, advice: Advice | None = None, moves: Moves = (),
          before: Observation | None = None) -> Markup:
    """The table; at the regroup, the odds of going on when the advice brings them. With
    ``moves`` the dice are the controls (``web_play``) and a hero is chosen on its card."""
    obs = observation
    parts = [] if moves else [_players(obs)]
    if obs["stage"] == "hero":
        if obs["pending"]["hero"]:
            parts.append(Markup("<p>{}</p>").format(t("dd_web_hero_to_deal")))
        parts += [_free_heroes(obs, moves), Markup('<p class="dd-stage">{}</p>').format(
            _stage(obs))]
        if moves:
            parts.append(play(obs, [m for m in moves if m.event.kind != "hero"], action))
    elif obs["stage"] == "over":
        parts.append(Markup('<p class="dd-stage big">{}</p>').format(_stage(obs)))
    else:
        me = obs["players"][obs["delver"]]
        spent = obs["ultimate_used"]
        refresh = Markup(' <small class="muted">({})</small>').format(
            t(f"dd_refreshes_{obs['refreshes']}")) if obs.get("refreshes") else ""
        parts.append(Markup("<h3>{} · {} · {} · <span class=\"{}\">{}</span>{}</h3>").format(
            me["name"], hero_name(me), t("dd_delve", number=obs["delve"]),
            "muted" if spent else "", t("dd_ultimate_spent" if spent else "dd_ultimate_ready"),
            refresh))
        if moves:
            parts.append(Markup('<p class="dd-stage">{}</p>').format(_stage(obs)))
            parts.append(play(obs, moves, action, rolled(obs, before)))
        parts.append(_facts(obs, advice, bool(moves), rolled(obs, before)))
    if moves:  # the players' boxes under the controls
        parts.append(_players(obs))
    return Markup('<section class="dd-board">{}</section>').format(Markup("").join(parts))


# --- buttons and pickers ----------------------------------------------------------------------


def _tiny(face: str, name: str | None = None, *, ally: bool = False) -> Markup:
    """A small die with its name under it."""
    return chip(die(face, "dd-tiny", ally=ally), name or face_name(face))


def _coin(name: str) -> Markup:
    return chip(token(name, "dd-tiny"), t(f"dd_token_{name}"))


def _faces(faces: Sequence[str]) -> Markup:
    """Small dice, one name a face: up to two dice of a face drawn, more counted."""
    groups = []
    for face in dict.fromkeys(faces):
        n = faces.count(face)
        icons = [die(face, "dd-tiny")] * (n if n <= 2 else 1)
        if n > 2:
            icons.append(Markup('<b class="dd-count">×{}</b>').format(n))
        groups.append(chip(Markup("").join(icons), face_name(face)))
    return Markup("").join(groups)


def _source(source: str) -> Markup:
    """A companion as the notation names it: a party die, a token, an ally or the hero."""
    if source in PARTY_FACES:
        return _tiny(source)
    if source in TOKEN_FACE:
        return _coin(source)
    kind, _, face = source.partition("-")
    if kind in ("ally", "hero") and face in PARTY_FACES:
        return _tiny(face, t("dd_n_ally" if kind == "ally" else "dd_n_hero_as",
                             face=face_name(face)), ally=kind == "ally")
    return Markup("{}").format(source)


def _ultimate(data: Mapping[str, Any]) -> Markup:
    if "count" in data:  # the Berserker's rage
        return _line(t("dd_web_do_ultimate_graveyard", count=data["count"]))
    if "lair" in data:  # Tristan's re-roll, Szopin's discard: lair dice named as dragons
        return _line(t("dd_web_do_ultimate"),
                     _faces([*data.get("dungeon", []), *(["dragon"] * data["lair"])]))
    if "with" in data:  # a Scroll (or the Time Lady's Scroll die) paying for the dragon
        return _line(t("dd_web_do_ultimate_dragon"), _source(data["with"]))
    if "token" in data and "faces" not in data:
        return _line(t("dd_web_do_ultimate_dragon"), _coin(data["token"]))
    if "party_die" in data or "dungeon_die" in data:
        return _guild(data)
    if "token" in data:
        return _line(t("dd_web_do_ultimate_discard"), _coin(data["token"]),
                     _faces(data.get("faces", [])))
    if "party" in data or "dungeon" in data:
        return _line(t("dd_web_do_ultimate_reroll"),
                     _faces([*data.get("party", []), *data.get("dungeon", [])]))
    return _line(t("dd_web_do_ultimate"), _faces(data.get("targets", [])))


def _guild(data: Mapping[str, Any]) -> Markup:
    """The Guild Leader's dice set to a face: each die, an arrow, the face it shows then."""
    pairs = [data[key] for key in ("party_die", "dungeon_die") if data.get(key)]
    return _line(t("dd_web_do_ultimate_set"), *(Markup("{} → {}").format(
        _tiny(old), _tiny(new)) for old, new in pairs))


def _words(event: Event) -> Markup:
    data = event.data
    kind = event.kind
    if kind == "hero":
        return _line(card(data["hero"], css="dd-shield"),
                     t("dd_web_do_hero", hero=t(f"dd_hero_{data['hero']}")))
    if kind == "mulligan":
        return _line(t("dd_web_do_mulligan"), _faces(data["faces"]))
    if kind == "fight":
        line = _line(_source(data["with"]), t("dd_web_do_fight"), _tiny(data["target"]))
        if data.get("extra"):
            line = _line(line, t("dd_web_do_extra"), _tiny(data["extra"]))
        return line
    if kind == "open":
        return _line(_source(data["with"]), t("dd_web_do_open"), _tiny("chest"))
    if kind == "quaff":
        return _line(_source(data["with"]), t("dd_web_do_quaff"), _faces(data["faces"]))
    if kind == "dragon":
        return _line(t("dd_web_do_dragon"), *(_source(s) for s in data["with"]))
    if kind == "reroll":
        return _line(_source(data["with"]), t("dd_web_do_reroll"),
                     _faces([*data["party"], *data["dungeon"]]))
    if kind == "use":
        line = _line(t("dd_web_do_use"), _coin(data["token"]))
        if "face" in data:
            line = _line(line, t("dd_web_do_as"), _tiny(data["face"]))
        return line
    if kind == "ultimate":
        return _ultimate(data)
    if kind == "ability":
        if "token" in data:
            return _line(t("dd_web_do_refresh"), _coin(data["token"]))
        if "with" in data:
            return _line(_source(data["with"]), t("dd_web_do_to_lair"), _tiny(data["target"]))
        return _line(t("dd_web_do_reroll_one"), _tiny(data["target"]))
    if kind == "set":
        if "levels" in data:
            return _line(*(Markup("{} {}").format(t("dd_preset", level=n), _faces(level))
                           for n, level in enumerate(data["levels"], start=1)))
        return _line(t("dd_web_do_to_scrolls"), _faces(data["faces"]))
    if kind == "discard":
        return _line(t("dd_web_do_discard"), *(_coin(tok) for tok in data["tokens"]))
    if kind in ("deal", "ready", "done", "flee", "retire", "seek"):
        return Markup("{}").format(t(f"dd_web_do_{kind}"))
    return Markup("{}").format(kind)


def action(event: Event) -> Markup:
    """A decision as words with small dice and tokens, each named under it, or a hero's
    shield."""
    return Markup('<span class="dd-act">{}</span>').format(_words(event))


def outcome(kind: str, value: str) -> Markup:
    """A hero dealt, a die face rolled or a token drawn, as its picture and name."""
    if kind == "hero":
        picture, name = card(value, css="dd-shield"), t(f"dd_hero_{value}")
    elif kind == "treasure":
        picture, name = token(value), t(f"dd_token_{value}")
    else:
        return Markup('<span class="dd-act">{}</span>').format(chip(die(value), face_name(value)))
    return Markup('<span class="dd-act">{}<span>{}</span></span>').format(picture, name)


# --- advice -----------------------------------------------------------------------------------


def _runner_up(other: Mapping[str, Any]) -> Markup:
    """A move the advice ranks below the best, drawn as its button face; advice stored before
    it kept its event is shown in the words a player types."""
    if other.get("event"):
        return action(Event.from_json(other["event"]))
    return Markup("<code>{}</code>").format(localize(other["move"]))


def _regroup_odds(data: Mapping[str, Any]) -> Markup:
    """The chance to clear the next level and the expected XP of retiring and of going on."""
    clear, xp = words.regroup_odds(data)
    return Markup('<p class="dd-odds">{}<br>{}</p>').format(clear, xp)


def advice(advice: Advice) -> Markup:
    data = advice.data
    if data.get("best") is None:
        return Markup('<p class="dd-advice">{}</p>').format(words.nothing())
    if at_regroup(data):
        sampled = words.sampled(data)
        return Markup('<div class="dd-advice">{}<p><b>{}</b></p>{}</div>').format(
            _regroup_odds(data), words.regroup_choice(data),
            Markup("<p><small>{}</small></p>").format(sampled) if sampled else "")
    # The advised move as its button face: the catalogue's sentence would name it in notation.
    best = action(advice.best) if advice.best is not None else Markup("{}").format(data["best"])
    if "searched" in data:  # the regroup's first look, cut short by the budget
        label = t("dd_web_advice_estimate" if data["estimated"] else "dd_web_advice_rule")
        return Markup('<p class="dd-advice"><b>{}:</b> {}<br><small>{}</small></p>').format(
            label, best, words.searched(data))
    if data.get("rule_of_thumb"):
        return Markup('<p class="dd-advice"><b>{}:</b> {}</p>').format(
            t("dd_web_advice_rule"), best)
    levels = data["levels_ahead"]
    head = t("dd_web_advice_line_end") if advice.exact else tn(
        "dd_web_advice_line", levels, levels=levels)
    rows = [Markup("<tr><td>{}</td><td>{}</td></tr>").format(
        best, decimal(data["expected_xp"], 2))]
    # The runners-up in the reader's words, as the best move is (issue #28).
    rows += [Markup("<tr><td>{}</td><td>{}</td></tr>").format(
        _runner_up(other), decimal(other["expected_xp"], 2))
        for other in data.get("alternatives") or []]
    partial = words.partial(data)
    partial_note = Markup("<p><small>{}</small></p>").format(partial) if partial else Markup("")
    return Markup('<div class="dd-advice"><p><b>{}</b></p><table><tr><th>{}</th><th>{}</th>'
                  '</tr>{}</table>{}</div>').format(
        head, t("dd_web_advice_move"), t("dd_web_advice_value"), Markup("").join(rows),
        partial_note)
