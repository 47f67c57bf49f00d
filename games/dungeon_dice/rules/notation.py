"""The dungeon dice notation: transcript lines and what players type, in English or German.

```
hero knight                  # a hero chosen (or: deal, then the chance line "deal knight")
party fighter fighter cleric mage thief champion scroll     # chance: party dice rolled
dungeon goblin goblin dragon # chance: dungeon dice rolled (dragons go to the lair)
treasure elixir              # chance: a treasure token drawn
mulligan scroll | ready      # the Mercenary forming the party
fight fighter goblin         # a companion against a monster type (+ooze: a master's extra kill)
open thief | quaff scroll fighter mage | done
reroll scroll goblin goblin mage   # the first word is the scroll used, then the dice rerolled
dragon fighter cleric mage | flee | retire | seek
use elixir champion | use dragon-bait | use ring-of-invisibility | use town-portal
ultimate [monsters | dice | token faces]
ability goblin | ability scroll goblin | ability elixir   # a hero's specialty used (D18-D20)
set fighter mage | set goblin chest dragon ooze ooze potion  # Loeg's Scrolls; Scout's levels
discard elixir dragon-scales # the Archaeologist gives up treasures
```

``notation`` writes these English lines (transcripts, ``--json``); ``words`` writes what a player
types in the current language (German: ``kämpfe krieger kobold``, ``tiefer``), and ``parse``
reads both, and single letters for faces (``f s m t f c s`` when a roll is awaited).
"""

from __future__ import annotations

from games.dungeon_dice.rules import ultimates
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LAIR_ALLY,
    LETTERS,
    LEVEL_FACES,
    MIXED_LETTERS,
    PARTY_FACES,
    SHOWN_LETTERS,
    TOKEN_FACE,
    checked_count,
    localize,
    word,
    words,
)
from games.dungeon_dice.rules.heroes import BASE, SCOUTED_LEVELS
from games.dungeon_dice.rules.queries import free_heroes
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import chance
from tabletop.events import CHANCE, BadInput, Event
from tabletop.text.i18n import language, t
from tabletop.text.terms import term

VERBS = {
    "hero": "hero", "held": "hero",
    "deal": "deal", "austeilen": "deal", "zufall": "deal",
    "mulligan": "mulligan", "ready": "ready", "bereit": "ready",
    "fight": "fight", "f": "fight", "kämpfe": "fight", "kaempfe": "fight", "kampf": "fight",
    "kämpfen": "fight", "kaempfen": "fight",
    "open": "open", "o": "open", "öffne": "open", "oeffne": "open", "öffnen": "open",
    "oeffnen": "open",
    "quaff": "quaff", "q": "quaff", "drink": "quaff", "trinke": "quaff", "trinken": "quaff",
    "done": "done", "fertig": "done", "weiter": "onward",
    "reroll": "reroll", "neuwurf": "reroll", "würfle": "reroll", "wuerfle": "reroll",
    "würfeln": "reroll", "wuerfeln": "reroll",
    "dragon": "dragon", "drache": "dragon",
    "flee": "flee", "fliehe": "flee", "fliehen": "flee", "flucht": "flee",
    "retire": "retire", "tavern": "retire", "taverne": "retire", "rückzug": "retire",
    "seek": "seek", "glory": "seek", "onward": "onward", "ruhm": "seek", "tiefer": "seek",
    "use": "use", "u": "use", "benutze": "use", "nutze": "use", "nutzen": "use",
    "benutzen": "use",
    "ultimate": "ultimate", "ult": "ultimate", "ultimativ": "ultimate",
    "party": "party", "gruppe": "party", "dungeon": "dungeon", "treasure": "treasure",
    "schatz": "treasure",
    "ability": "ability", "fähigkeit": "ability", "faehigkeit": "ability",
    "set": "set", "setze": "set", "setzen": "set",
    "discard": "discard", "ablegen": "discard", "lege": "discard", "abwerfen": "discard",
}

# "Onward" (German "weiter") moves on from whatever phase there is to move on from.
ONWARD = {Stage.MULLIGAN: "ready", Stage.LOOT: "done"}


def source(text: str) -> str:
    """A companion source: a party face, a token, ``ally-<face>`` or ``hero-<face>``."""
    lowered = text.strip().lower()
    for prefix in ("ally-", "hero-", "held-", "verbündeter-"):
        if lowered.startswith(prefix):
            kind = "hero" if prefix in ("hero-", "held-") else "ally"
            rest = lowered[len(prefix):]
            if kind == "ally" and rest in ("dragon", "drache"):
                return LAIR_ALLY  # D20: a lair die serving Loeg Yllavyre
            return f"{kind}-{word('party', rest)}"
    try:
        return word("party", lowered)
    except BadInput:
        token = word("token", lowered)
        if token not in TOKEN_FACE:
            raise BadInput("dd_err_token_not_companion",
                           token=t(f"dd_token_{token}")) from None
        return token


def _split(names: list[str]) -> tuple[list[str], list[str]]:
    """Party faces and dungeon faces never share a name, so one list can hold both."""
    return [n for n in names if n in PARTY_FACES], [n for n in names if n in LEVEL_FACES]


def _dice(text: str) -> list[str]:
    """Party and dungeon faces mixed, each optionally counted (``2 goblin``, ``goblin x2``)."""
    names: list[str] = []
    repeat = 1
    for tok in text.split():
        lowered = tok.lower()
        if lowered.rstrip("x×*").isdigit():
            repeat = checked_count(lowered.rstrip("x×*"), len(names))
            continue
        if lowered[:1] in ("x", "×") and lowered[1:].isdigit() and names:
            names += [names[-1]] * (checked_count(lowered[1:], len(names)) - 1)
            continue
        if len(lowered) == 1:
            face = _mixed_letter(lowered)
        else:
            try:
                face = word("party", tok)
            except BadInput:
                face = word("dungeon", tok)
        names += [face] * repeat
        repeat = 1
    return names


def _mixed_letter(letter: str) -> str:
    if letter in MIXED_LETTERS:
        return MIXED_LETTERS[letter]
    named = [t(f"dd_face_{place[letter]}") for place in LETTERS.values() if letter in place]
    if len(named) > 1:
        raise BadInput("dd_err_letter_mixed", letter=letter, first=named[0], second=named[1])
    raise BadInput("dd_err_not_dungeon", text=letter)


def parse(state: DDState, text: str) -> Event:
    parts = text.strip().split()
    if not parts:
        raise BadInput("err_empty_input")
    head = parts[0].lower()
    verb = VERBS.get(head)
    rest = " ".join(parts[1:])
    pending = chance(state)
    if verb in ("party", "dungeon", "treasure") or (verb == "deal" and rest):
        return _chance(verb if verb != "deal" else "hero", rest)
    if pending is not None:
        # A roll or a draw is awaited, and nothing else may come now: at the table the faces
        # rolled (or the token drawn) are typed on their own, so "f" is a Fighter, no fight.
        if pending.kind == "party" and state.roll_dungeon:
            _letters_of_both_rolls(text, state.roll_dungeon)
        try:
            return _chance(pending.kind, text)
        except BadInput:
            if verb in (None, "dragon") or len(head) == 1:
                raise
            raise BadInput(f"dd_err_pending_{pending.kind}", count=pending.count) from None
    seat = state.delver
    if verb is None:
        raise BadInput("dd_err_unknown_command", text=parts[0])
    if verb == "onward":
        verb = ONWARD.get(state.stage, "seek")
    if verb == "hero":
        return Event(seat, "hero", {"hero": word("hero", rest)})
    if verb in ("deal", "ready", "done", "flee", "retire", "seek") and not rest:
        if state.stage == Stage.MULLIGAN and verb == "done":
            verb = "ready"
        return Event(seat, verb)
    if verb in ("mulligan",) or (verb == "reroll" and state.stage == Stage.MULLIGAN):
        return Event(seat, "mulligan", {"faces": words("party", rest)})
    if verb == "fight":
        if len(parts) < 3:
            raise BadInput("dd_err_fight_syntax")
        data: dict[str, object] = {"with": source(parts[1]),
                                   "target": word("dungeon", parts[2])}
        if len(parts) > 3:
            data["extra"] = word("dungeon", parts[3].lstrip("+"))
        return Event(seat, "fight", data)
    if verb == "open" and len(parts) == 2:
        return Event(seat, "open", {"with": source(parts[1])})
    if verb == "quaff" and len(parts) >= 3:
        return Event(seat, "quaff", {"with": source(parts[1]),
                                     "faces": words("party", " ".join(parts[2:]))})
    if verb == "reroll" and len(parts) >= 3:
        party, dungeon = _split(_dice(" ".join(parts[2:])))
        return Event(seat, "reroll", {"with": source(parts[1]), "party": party,
                                      "dungeon": dungeon})
    if verb == "dragon" and len(parts) >= 2:
        return Event(seat, "dragon", {"with": [source(p) for p in parts[1:]]})
    if verb == "use" and len(parts) >= 2:
        token = word("token", parts[1])
        data = {"token": token}
        if len(parts) > 2:
            data["face"] = word("party", parts[2])
        return Event(seat, "use", data)
    if verb == "ultimate":
        return Event(seat, "ultimate", _ultimate_data(state, parts[1:]))
    if verb == "ability" and rest:
        return Event(seat, "ability", _ability_data(state, parts[1:]))
    if verb == "set" and rest:
        if state.seat.hero == "scout":
            return Event(seat, "set", {"levels": _scout_levels(state, words("dungeon", rest))})
        return Event(seat, "set", {"faces": words("party", rest)})
    if verb == "discard" and rest:
        return Event(seat, "discard", {"tokens": words("token", rest)})
    raise BadInput("dd_err_syntax", command=head)


def _letters_of_both_rolls(text: str, dungeon: int) -> None:
    """Party dice awaited and dungeon dice after them (the Mercenary's reroll, a Scroll's): as
    many faces as the dungeon roll may be meant for it, so a letter both dice name differently
    ("c": Champion or Chest) names neither (issue #28)."""
    try:
        if len(words("party", text)) != dungeon:
            return
    except BadInput:
        return  # the party roll's own error says what is wrong
    for token in text.replace(",", " ").replace(";", " ").split():
        letter = token.lower()
        party, level = LETTERS["party"].get(letter), LETTERS["dungeon"].get(letter)
        if party and level and party != level:
            raise BadInput("dd_err_letter_rolls", letter=token, first=term(f"dd_face_{party}"),
                           second=term(f"dd_face_{level}"))


def _scout_levels(state: DDState, faces: list[str]) -> list[list[str]]:
    """The Scout's six dice in level order; naming levels 1 and 2 (three dice) leaves the
    other three to level 3."""
    if len(faces) == 3:
        rest = [f for f, n in zip(DUNGEON_FACES, state.scouted, strict=False) for _ in range(n)]
        for face in faces:
            if face not in rest:
                raise BadInput("dd_err_scout_levels")
            rest.remove(face)
        faces = faces + rest
    if len(faces) != sum(range(1, SCOUTED_LEVELS + 1)):
        raise BadInput("dd_err_scout_levels")
    return [faces[:1], faces[1:3], faces[3:]]


def _ability_data(state: DDState, args: list[str]) -> dict[str, object]:
    """A specialty used on purpose: a die re-rolled (Tracker, Tou'lak), a Scroll turning a
    monster into a Dragon (Loeg Yllavyre), a treasure given up (Tristan)."""
    hero = state.seat.hero
    if hero == "tristan":
        return {"token": word("token", args[0])}
    if hero == "loeg-yllavyre":
        if len(args) != 2:
            raise BadInput("dd_err_syntax", command=args[0])
        return {"with": source(args[0]), "target": word("dungeon", args[1])}
    return {"target": word("dungeon", args[0])}


def _ultimate_data(state: DDState, args: list[str]) -> dict[str, object]:
    """What an ultimate needs depends on the hero and side: dice to reroll (Commander), a
    token and faces (Paladin), or the monsters it targets."""
    what = ultimates.kind(state)
    hero = state.seat.hero
    if hero not in BASE and hero is not None:
        return _expansion_ultimate(state, hero, args)
    if what == "mercenary:master":
        party, dungeon = _split(_dice(" ".join(args)))
        return {"party": party, "dungeon": dungeon}
    if what == "crusader:master":
        if not args:
            raise BadInput("dd_err_paladin_token")
        return {"token": word("token", args[0]), "faces": words("party", " ".join(args[1:]))}
    if not args:
        return {}
    return {"targets": words("dungeon", " ".join(args))}


def _expansion_ultimate(state: DDState, hero: str, args: list[str]) -> dict[str, object]:
    """What the ultimates of D18-D20 name: monsters, a count, dice set to a face, a treasure
    or a Scroll, dice and lair dice (a lair die is named ``dragon``)."""
    text = " ".join(args)
    if not args:
        return {}
    if hero == "dwarf" and state.seat.master:
        if not args[0].isdigit():
            raise BadInput("dd_err_rage_count")
        return {"count": int(args[0][:3])}
    if hero == "guild-leader":
        found: dict[str, object] = {}
        # The faces tell a party die from a dungeon die; "party"/"dungeon" before them may stay.
        names = _dice(" ".join(a for a in args if a.lower() not in DIE_KIND_WORDS))
        party = [n for n in names if n in PARTY_FACES]
        dungeon = [n for n in names if n not in PARTY_FACES]
        if party:
            found["party_die"] = party
        if dungeon:
            found["dungeon_die"] = dungeon
        return found
    if hero in ("time-traveler", "alexandra"):
        try:
            face = word("party", args[0])
        except BadInput:
            token = word("token", args[0])
            return {"with": token} if hero == "alexandra" else {"token": token}
        return {"with": face}
    if hero in ("tristan", "szopin"):
        names = _dice(text)
        return {"dungeon": [n for n in names if n != "dragon"], "lair": names.count("dragon")}
    return {"targets": words("dungeon", text)}


def _chance(kind: str, text: str) -> Event:
    if kind == "hero":
        return Event(CHANCE, "hero", {"values": [word("hero", text)]})
    if kind == "treasure":
        return Event(CHANCE, "treasure", {"values": [word("token", text)]})
    return Event(CHANCE, kind, {"values": words("party" if kind == "party" else "dungeon",
                                                text)})


def notation(event: Event) -> str:
    data = event.data
    if event.is_chance:
        head = "deal" if event.kind == "hero" else event.kind
        return " ".join([head, *data["values"]])
    kind = event.kind
    if kind == "hero":
        return f"hero {data['hero']}"
    if kind == "mulligan":
        return " ".join(["mulligan", *data["faces"]])
    if kind == "fight":
        line = f"fight {data['with']} {data['target']}"
        return f"{line} +{data['extra']}" if data.get("extra") else line
    if kind == "open":
        return f"open {data['with']}"
    if kind == "quaff":
        return " ".join(["quaff", data["with"], *data["faces"]])
    if kind == "reroll":
        return " ".join(["reroll", data["with"], *data["party"], *data["dungeon"]])
    if kind == "dragon":
        return " ".join(["dragon", *data["with"]])
    if kind == "use":
        return " ".join(["use", data["token"], *([data["face"]] if "face" in data else [])])
    if kind == "ultimate":
        args = [*([data["token"]] if "token" in data else []),
                *([data["with"]] if "with" in data else []), *data.get("faces", []),
                *data.get("targets", []), *data.get("party", []), *data.get("dungeon", []),
                *data.get("party_die", []), *data.get("dungeon_die", []),
                *(["dragon"] * data.get("lair", 0)),
                *([str(data["count"])] if "count" in data else [])]
        return " ".join(["ultimate", *args])
    if kind == "ability":
        args = [str(data[key]) for key in ("with", "target", "token") if key in data]
        return " ".join(["ability", *args])
    if kind == "set":
        faces = data.get("faces") or [f for level in data.get("levels", []) for f in level]
        return " ".join(["set", *faces])
    if kind == "discard":
        return " ".join(["discard", *data["tokens"]])
    return kind


# A roll typed in letters, for the help of each language.
ROLLED = {"en": {"party": "f s m t f c s", "dungeon": "g g d"},
          "de": {"party": "k s z d k c s", "dungeon": "k k d"}}


def _shown() -> dict[str, tuple[str, ...]]:
    return SHOWN_LETTERS["de" if language() == "de" else "en"]


def _example(*lines: str) -> str:
    return " | ".join(localize(line) for line in lines)


# D18, D20: how each hero with a specialty used on purpose types it.
DIE_KIND_WORDS = frozenset({"party", "dungeon", "gruppe", "gruppenwürfel", "dungeonwürfel"})
ABILITY_EXAMPLE = {"tracker": "ability goblin", "toulak": "ability chest",
                   "loeg-yllavyre": "ability scroll goblin", "tristan": "ability elixir"}


def commands_help(state: DDState) -> list[tuple[str, str]]:
    """(command, catalogue key) pairs describing what can be typed now, in the words of the
    current language; the letters for faces with them."""
    pending = chance(state)
    if pending is not None:
        if pending.kind == "hero":  # D16: the example is a hero the game's sets hold
            return [(_example(f"deal {pending.outcomes[0]}"), "dd_cmd_deal")]
        if pending.kind == "treasure":
            return [(_example("treasure elixir"), "dd_cmd_token")]
        rolled = ROLLED["de" if language() == "de" else "en"][pending.kind]
        return [(rolled, f"dd_cmd_roll_{pending.kind}"),
                (" ".join(_shown()[pending.kind]), f"dd_cmd_letters_{pending.kind}")]
    if state.stage == Stage.HERO:
        return [(_example(f"hero {free_heroes(state)[0]}", "deal"), "dd_cmd_hero")]
    if state.discards:
        return [(localize("discard dragon-scales") + " …", "dd_cmd_discard")]
    if state.stage == Stage.MULLIGAN and state.seat.hero == "scout":
        return [(localize("set goblin chest dragon ooze ooze potion"), "dd_cmd_set_scout")]
    if state.stage == Stage.MULLIGAN and state.seat.hero == "loeg-yllavyre":
        return [(localize("set fighter mage"), "dd_cmd_set_loeg")]
    if state.stage == Stage.MULLIGAN:
        return [(_example("mulligan scroll", "ready"), "dd_cmd_mulligan")]
    commands = {
        "monsters": [("fight fighter goblin", "dd_cmd_fight"), ("flee", "dd_cmd_flee")],
        "loot": [("open thief", "dd_cmd_open"), ("quaff scroll champion", "dd_cmd_quaff"),
                 ("done", "dd_cmd_done")],
        "dragon": [("dragon fighter cleric mage", "dd_cmd_dragon"),
                   ("flee", "dd_cmd_flee")],
        "regroup": [("retire", "dd_cmd_retire"), ("seek", "dd_cmd_seek")],
    }.get(state.stage, [])
    shown = _shown()
    hero = state.seat.hero or ""
    if hero in ABILITY_EXAMPLE:
        commands.append((ABILITY_EXAMPLE[hero], f"dd_cmd_ability_{hero}"))
    if hero == "alexandra":
        commands.append(("reroll fighter goblin", "dd_cmd_reroll_alexandra"))
    return [*((localize(line), key) for line, key in commands),
            (localize("reroll scroll goblin"), "dd_cmd_reroll"),
            (localize("use elixir champion"), "dd_cmd_use"),
            (localize("ultimate") + " …", "dd_cmd_ultimate"),
            (" ".join(shown["party"]), "dd_cmd_letters_party"),
            (" ".join(shown["dungeon"]), "dd_cmd_letters_dungeon")]
