"""The dice as the controls of a dungeon dice turn (issue #23): tap a companion (a party die,
a token, an ally, the hero), then the monsters, chest or potion it acts on. What it can act on
is lit, each with what it does there ("defeats 3"); the rest of a companion's moves (rerolls,
tokens) open under it. Moves that use no single companion (the dragon, the ultimate, done,
flee, a mulligan) stand as buttons of their own.

Choosing a companion is a radio button: the page's stylesheet shows what it may act on with
``:has()``, so no script is needed and nothing is sent until a target is tapped.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from markupsafe import Markup

from games.dungeon_dice.faces.pictures import chip, die, face_name, token
from games.dungeon_dice.rules.components import LEVEL_FACES, PARTY_FACES, localize
from tabletop.events import Event
from tabletop.i18n import t, tn
from tabletop.web.tally_tapped import stepper
from tabletop.web.views import Move, Moves

TARGETED = ("fight", "open", "quaff")  # a companion acting on a die of the level
COMPOSED = ("set", "discard")  # chosen only by counts picked (D18, D20): too many to list
TARGET_OF = {"open": "chest", "quaff": "potion"}

CSS = """
.dd-play{display:flex;flex-direction:column;gap:.5em}
.dd-rowname{margin:.2em 0 0;font-size:.85em;color:var(--muted,#6b665c)}
.dd-prompt{margin:0;font-weight:bold;color:var(--accent,#2f5d8a)}
.dd-row{display:flex;flex-wrap:wrap;gap:.35em;align-items:stretch}
.dd-src{position:relative;display:inline-flex;flex-direction:column;align-items:center;
 justify-content:center;min-width:48px;min-height:48px;padding:.2em .3em;border-radius:8px;
 border:2px solid var(--accent,#2f5d8a);background:var(--raised,#fff);cursor:pointer;
 box-shadow:0 2px 0 var(--accent,#2f5d8a)}
.dd-src input{position:absolute;opacity:0;pointer-events:none}
.dd-src:has(input:checked){background:var(--accent,#2f5d8a);color:#fff;box-shadow:none;
 transform:translateY(2px)}
.dd-src:has(input:focus-visible){outline:3px solid var(--accent,#2f5d8a);outline-offset:2px}
.dd-idle{display:inline-flex;flex-direction:column;align-items:center;padding:.2em .3em;
 border:2px solid transparent}
.dd-target{display:inline-flex;flex-direction:column;gap:.25em}
.dd-for,.dd-panel{display:none}
.dd-new .dd-die{border-radius:8px;box-shadow:0 0 0 3px #e65100}
.dd-for{flex-direction:column;align-items:center;min-width:48px;padding:.2em .35em;
 border:2px solid var(--good,#2e7d32);background:rgb(46 125 50/.12);
 box-shadow:0 0 0 3px rgb(46 125 50/.25)}
.dd-for small{font-weight:bold}
.dd-panel{flex-wrap:wrap;gap:.35em}
.dd-steps{display:flex;flex-wrap:wrap;gap:.35em}
.dd-steps .act,.dd-panel .act{justify-content:center;text-align:center}
.dd-explain{display:block;flex-basis:100%;font-size:.8em;color:var(--muted,#6b665c)}
.dd-panel .compose,.dd-steps .compose{flex-basis:100%}
"""


def source_of(move: Move) -> str | None:
    """The companion a move spends: its ``with`` (one die, token, ally or the hero) or the
    token it uses."""
    data = move.event.data
    if move.event.kind == "use":
        return str(data["token"])
    source = data.get("with")
    return source if isinstance(source, str) else None


def target_of(move: Move) -> str | None:
    kind = move.event.kind
    if kind == "fight":
        return str(move.event.data["target"])
    return TARGET_OF.get(kind)


def _source_face(source: str, party: Mapping[str, int]) -> Markup:
    """A companion as it lies on the table: party dice with how many show the face."""
    if source in PARTY_FACES:
        many = party.get(source, 0)
        count = Markup('<b class="dd-count">×{}</b>').format(many) if many > 1 else ""
        return chip(Markup("{}{}").format(die(source), count), face_name(source))
    kind, _, face = source.partition("-")
    if kind in ("ally", "hero") and face in PARTY_FACES:
        name = t("dd_n_ally" if kind == "ally" else "dd_n_hero_as", face=face_name(face))
        return chip(die(face, ally=kind == "ally"), name)
    return chip(token(source, "dd-token"), t(f"dd_token_{source}"))


def _does(move: Move, reach: Mapping[str, int], action: Markup) -> Markup:
    """What a targeted move does, said on the die it acts on."""
    data = move.event.data
    kind = move.event.kind
    if kind == "fight":
        n = reach.get(f"fight|{data['with']}|{data['target']}", 1)
        said = Markup("<small>{}</small>").format(tn("dd_web_defeats", n))
        if data.get("extra"):
            said += Markup("<small>{} {}</small>").format(t("dd_web_do_extra"),
                                                          face_name(str(data["extra"])))
        return said
    if kind == "open":
        n = reach.get(f"open|{data['with']}", 1)
        return Markup("<small>{}</small>").format(tn("dd_web_opens", n))
    return action  # a quaff: the faces it brings back


def _counts(limits: Mapping[str, int], coins: bool = False) -> Markup:
    """A stepper a face (or a treasure), up to what may be picked of it."""
    return Markup("").join(
        Markup('<div class="count">{}{}</div>').format(
            chip(token(face, "dd-tiny"), t(f"dd_token_{face}")) if coins
            else chip(die(face), face_name(face)),
            stepper(None, "0", most=most,
                    label=t(f"dd_token_{face}") if coins else face_name(face), word=face))
        for face, most in limits.items() if most > 0)


def composer(verb: str, limits: Mapping[str, int], title: str, go: str,
             coins: bool = False) -> Markup:
    """Dice (or treasures) picked by count for a move that takes any number of them (a
    reroll, a quaff, a mulligan, a discard): the page writes the move in the notation as the
    counts are tapped and sends it as a typed move, which the rules check like any other."""
    return Markup('<div class="compose" data-verb="{}"><p class="muted">{}</p>'
                  '<div class="counts">{}</div><button class="compose-go" name="typed" value="" '
                  'disabled>{} <b class="compose-n">0</b></button></div>').format(
        verb, title, _counts(limits, coins), go)


def scout_composer(scouted: Mapping[str, int]) -> Markup:
    """D18: the Scout's six dice, one picked for level 1 and two for level 2, in that order;
    the notation gives level 3 the other three."""
    levels = Markup("").join(
        Markup('<p class="dd-rowname">{}</p><div class="counts">{}</div>').format(
            t("dd_web_level_n", level=level), _counts({f: min(n, most)
                                                       for f, n in scouted.items()}))
        for level, most in ((1, 1), (2, 2)))
    return Markup('<div class="compose" data-verb="set"><p class="muted">{}</p>{}'
                  '<button class="compose-go" name="typed" value="" disabled>{} '
                  '<b class="compose-n">0</b></button></div>').format(
        t("dd_web_pick_scout"), levels, t("dd_web_go_set"))


def composers(obs: Mapping[str, Any], moves: Moves, source: str | None) -> Markup:
    """The counted pickers for ``source``'s moves (or, with no source, the mulligan's)."""
    kinds = {m.event.kind for m in moves if source_of(m) == source}
    party, dungeon = obs["party"], obs["dungeon"]
    found = []
    if source is None and "mulligan" in kinds:
        found.append(composer("mulligan", party, t("dd_web_pick_mulligan"), t("dd_web_go_reroll")))
    if source is None and "set" in kinds:
        if obs.get("scouted"):
            found.append(scout_composer(obs["scouted"]))
        else:
            found.append(composer("set", {f: min(n, 2) for f, n in party.items()},
                                  t("dd_web_pick_loeg"), t("dd_web_go_set")))
    if source is None and "discard" in kinds:
        held = obs["players"][obs["delver"]]["tokens"]
        found.append(composer("discard", {k: min(n, obs["discards"]) for k, n in held.items()},
                              t("dd_web_pick_discard"), t("dd_web_go_discard"), coins=True))
    if source is None and any(m.event.kind == "ultimate" and "lair" in m.event.data
                              for m in moves):  # Tristan's and Szopin's dice, lair too
        limits = {**dungeon, "dragon": obs["lair"]}
        found.append(composer(localize("ultimate"), limits, t("dd_web_pick_lair"),
                              t("dd_web_go_ultimate")))
    if source is not None and "reroll" in kinds:
        limits = {**{f: n - (f == source) for f, n in party.items()},
                  **{f: n for f, n in dungeon.items() if f != "potion" or n}}
        found.append(composer(f"reroll {source}", limits, t("dd_web_pick_reroll"),
                              t("dd_web_go_reroll")))
    if source is not None and "quaff" in kinds:
        most = min(dungeon.get("potion", 0), obs["graveyard"] + 1)
        found.append(composer(f"quaff {source}", dict.fromkeys(PARTY_FACES, most),
                              t("dd_web_pick_quaff"), t("dd_web_go_quaff")))
    return Markup("").join(found)


def play(obs: Mapping[str, Any], moves: Moves, action: Callable[[Event], Markup],
         fresh: set[str] | None = None) -> Markup:
    """The party and the level as controls, then the moves of no single companion."""
    sourced = [m for m in moves if source_of(m) is not None]
    sources = list(dict.fromkeys(str(source_of(m)) for m in sourced))
    keys = {source: f"s{i}" for i, source in enumerate(sources)}
    party, reach = obs["party"], obs.get("reach", {})
    rules = [Markup('.dd-play:has(#dd-{0}:checked) [data-src="{0}"]{{display:flex}}'
                    '.dd-play:has(#dd-{0}:checked) .dd-target:has([data-src="{0}"]) .dd-idle'
                    '{{display:none}}').format(key) for key in keys.values()]
    only = len(sources) == 1
    labels = [Markup('<label class="dd-src"><input type="radio" name="src" id="dd-{}" value="{}"'
                     '{}>{}</label>').format(keys[s], s, " checked" if only else "",
                                             _source_face(s, party)) for s in sources]
    idle = [chip(Markup("{}{}").format(die(face), Markup('<b class="dd-count">×{}</b>').format(n)
                                      if n > 1 else ""), face_name(face))
            for face, n in party.items() if n and face not in sources]
    level = []
    for face in LEVEL_FACES:
        n = obs["dungeon"].get(face, 0)
        if not n:
            continue
        picture = Markup("{}{}").format(die(face), Markup('<b class="dd-count">×{}</b>').format(n)
                                       if n > 1 else "")
        buttons = [m.button(Markup("{}{}").format(picture, _does(m, reach, action(m.event))),
                            "dd-for", label=m.words, data=_src(keys, m))
                   for m in sourced if target_of(m) == face]
        new = "dd-new" if face in (fresh or ()) else ""  # just rolled
        level.append(Markup('<div class="dd-target"><span class="dd-idle">{}</span>{}</div>'
                            ).format(chip(picture, face_name(face), new),
                                     Markup("").join(buttons)))
    panels = []
    for source in sources:
        rest = [m for m in sourced if source_of(m) == source and target_of(m) is None]
        more = composers(obs, moves, source)
        if rest or more:
            panels.append(Markup('<div class="dd-panel" data-src="{}">{}{}</div>').format(
                keys[source], Markup("").join(m.button(action(m.event)) for m in rest), more))
    composed = [m for m in moves if m.event.kind in COMPOSED]
    steps = [m.button(_step(obs, m, action)) for m in moves
             if source_of(m) is None and m not in composed]
    if any(m.event.kind in ("mulligan", "ultimate") for m in moves) or composed:
        steps.append(composers(obs, moves, None))
    if composed:  # every choice stays a tap away, folded under the picker
        steps.append(Markup('<details class="dd-every"><summary>{}</summary>{}</details>').format(
            t("dd_web_every_choice"), Markup("").join(m.button(action(m.event))
                                                      for m in composed)))
    parts = [Markup("<style>{}</style>").format(Markup("").join(rules))] if rules else []
    if sources:
        parts.append(Markup('<p class="dd-prompt">{}</p>').format(t("dd_web_tap_companion")))
        parts.append(Markup('<h4 class="dd-rowname">{}</h4><div class="dd-row" role="group">{}{}'
                            '</div>').format(t("dd_party"), Markup("").join(labels),
                                             Markup("").join(idle)))
        parts.append(Markup('<h4 class="dd-rowname">{}</h4><div class="dd-row" role="group">{}'
                            '</div>').format(t("dd_dungeon"), Markup("").join(level)))
        parts += panels
    if steps:
        parts.append(Markup('<div class="dd-steps">{}</div>').format(Markup("").join(steps)))
    return Markup('<div class="dd-play">{}</div>').format(Markup("").join(parts))


def _step(obs: Mapping[str, Any], move: Move, action: Callable[[Event], Markup]) -> Markup:
    """A move of no single companion; the hero's ultimate says what it does."""
    face = action(move.event)
    if move.event.kind == "ultimate" and obs.get("ultimate"):
        face = Markup('{}<small class="dd-explain">{}</small>').format(
            face, t(f"dd_ultimate_{obs['ultimate']}"))
    return face


def _src(keys: Mapping[str, str], move: Move) -> Markup:
    return Markup(' data-src="{}"').format(keys[str(source_of(move))])
