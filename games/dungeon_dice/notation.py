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
```
"""

from __future__ import annotations

from games.dungeon_dice import ultimates
from games.dungeon_dice.components import (
    LEVEL_FACES,
    PARTY_FACES,
    TOKEN_FACE,
    checked_count,
    word,
    words,
)
from games.dungeon_dice.rules import chance
from games.dungeon_dice.state import DDState, Stage
from tabletop.events import CHANCE, BadInput, Event

VERBS = {
    "hero": "hero", "held": "hero",
    "deal": "deal", "austeilen": "deal", "zufall": "deal",
    "mulligan": "mulligan", "ready": "ready", "bereit": "ready",
    "fight": "fight", "f": "fight", "kämpfe": "fight", "kaempfe": "fight", "kampf": "fight",
    "open": "open", "o": "open", "öffne": "open", "oeffne": "open",
    "quaff": "quaff", "q": "quaff", "drink": "quaff", "trinke": "quaff", "trinken": "quaff",
    "done": "done", "fertig": "done",
    "reroll": "reroll", "neuwurf": "reroll", "würfle": "reroll", "wuerfle": "reroll",
    "dragon": "dragon", "drache": "dragon",
    "flee": "flee", "fliehe": "flee", "fliehen": "flee", "flucht": "flee",
    "retire": "retire", "tavern": "retire", "taverne": "retire", "rückzug": "retire",
    "seek": "seek", "glory": "seek", "onward": "seek", "ruhm": "seek", "tiefer": "seek",
    "use": "use", "u": "use", "benutze": "use", "nutze": "use",
    "ultimate": "ultimate", "ult": "ultimate", "ultimativ": "ultimate",
    "party": "party", "gruppe": "party", "dungeon": "dungeon", "treasure": "treasure",
    "schatz": "treasure",
}


def source(text: str) -> str:
    """A companion source: a party face, a token, ``ally-<face>`` or ``hero-<face>``."""
    lowered = text.strip().lower()
    for prefix in ("ally-", "hero-", "held-", "verbündeter-"):
        if lowered.startswith(prefix):
            kind = "hero" if prefix in ("hero-", "held-") else "ally"
            return f"{kind}-{word('party', lowered[len(prefix):])}"
    try:
        return word("party", lowered)
    except BadInput:
        token = word("token", lowered)
        if token not in TOKEN_FACE:
            raise BadInput("dd_err_token_not_companion", token=token) from None
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
        try:
            face = word("party", tok)
        except BadInput:
            face = word("dungeon", tok)
        names += [face] * repeat
        repeat = 1
    return names


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
    if pending is not None and verb in (None, "dragon"):
        # At the table the faces rolled (or the token drawn) may be typed on their own.
        return _chance(pending.kind, text)
    seat = state.delver
    if verb is None:
        raise BadInput("dd_err_unknown_command", text=parts[0])
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
    raise BadInput("dd_err_syntax", command=head)


def _ultimate_data(state: DDState, args: list[str]) -> dict[str, object]:
    """What an ultimate needs depends on the hero and side: dice to reroll (Commander), a
    token and faces (Paladin), or the monsters it targets."""
    what = ultimates.kind(state)
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
        args = [*([data["token"]] if "token" in data else []), *data.get("faces", []),
                *data.get("targets", []), *data.get("party", []), *data.get("dungeon", [])]
        return " ".join(["ultimate", *args])
    return kind


def commands_help(state: DDState) -> list[tuple[str, str]]:
    """(command, catalogue key) pairs describing what can be typed now."""
    pending = chance(state)
    if pending is not None:
        return [("deal knight" if pending.kind == "hero" else "goblin goblin dragon",
                 "dd_cmd_token" if pending.kind == "treasure" else "dd_cmd_roll")]
    if state.stage == Stage.HERO:
        return [("hero knight | deal", "dd_cmd_hero")]
    if state.stage == Stage.MULLIGAN:
        return [("mulligan scroll | ready", "dd_cmd_mulligan")]
    commands = {
        "monsters": [("fight fighter goblin", "dd_cmd_fight"), ("flee", "dd_cmd_flee")],
        "loot": [("open thief", "dd_cmd_open"), ("quaff scroll champion", "dd_cmd_quaff"),
                 ("done", "dd_cmd_done")],
        "dragon": [("dragon fighter cleric mage", "dd_cmd_dragon"),
                   ("flee", "dd_cmd_flee")],
        "regroup": [("retire", "dd_cmd_retire"), ("seek", "dd_cmd_seek")],
    }.get(state.stage, [])
    return [*commands, ("reroll scroll goblin", "dd_cmd_reroll"),
            ("use elixir champion", "dd_cmd_use"), ("ultimate …", "dd_cmd_ultimate")]
