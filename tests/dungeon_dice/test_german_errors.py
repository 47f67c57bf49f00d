"""Every error the dungeon dice rules raise names dice, treasures, heroes and companions in the
reader's language (issue #14: German read "Deine Gruppe hat keinen Würfel fighter"). The rules
raise with ids; the message's rendering says them: illegal events and typed German lines are
tried at positions of every hero, side and phase, and each message is read in German."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import DUNGEON_FACES, MASTER_XP, PARTY_FACES, TOKENS
from games.dungeon_dice.rules.heroes import BASE as BASE_HEROES
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.text.messages import FACES, HERO_NAMES, TOKEN_NAMES
from tabletop.events import CHANCE, Event, IllegalAction, TabletopError
from tabletop.plugin import Chance, Over
from tabletop.text import i18n

from .helpers import at

SOURCES = (*PARTY_FACES, *TOKENS, *(f"ally-{f}" for f in PARTY_FACES),
           *(f"hero-{f}" for f in PARTY_FACES), "goblin", "nobody")
NAMES = (*PARTY_FACES, *DUNGEON_FACES, *TOKENS, "nothing")


def _english_words() -> re.Pattern[str]:
    """The English words of every face, treasure and hero name (and its id) that German says
    otherwise: "Champion" and "Talisman" are German words too."""
    tables = (FACES, TOKEN_NAMES, HERO_NAMES)
    german = {w for table in tables for _, de in table.values()
              for w in re.findall(r"[a-zäöüß]+", de.lower())}
    english = {w for table in tables for key, (en, _) in table.items()
               for w in re.findall(r"[a-z]+", f"{key} {en}".lower())}
    return re.compile(r"\b(" + "|".join(sorted(english - german)) + r")\b", re.IGNORECASE)


ENGLISH = _english_words()
GAME_DIR = Path(__file__).parents[2] / "games" / "dungeon_dice"


def events(state: DDState) -> Iterator[Event]:
    """Decisions of every kind, with every source, face, treasure and hero: most illegal."""
    seat = state.delver
    for hero in (*BASE_HEROES, "nobody"):
        yield Event(seat, "hero", {"hero": hero})
    for source in SOURCES:
        yield Event(seat, "open", {"with": source})
        yield Event(seat, "reroll", {"with": source, "party": ["fighter"], "dungeon": []})
        for face in PARTY_FACES:
            yield Event(seat, "quaff", {"with": source, "faces": [face]})
        for target in DUNGEON_FACES:
            yield Event(seat, "fight", {"with": source, "target": target})
            yield Event(seat, "fight", {"with": source, "target": target, "extra": target})
        yield Event(seat, "dragon", {"with": [source, "cleric", "mage"]})
    for name in NAMES:
        yield Event(seat, "use", {"token": name, "face": "fighter"})
        yield Event(seat, "ultimate", {"targets": [name]})
        yield Event(seat, "ultimate", {"token": name, "faces": [name]})
        yield Event(seat, "ultimate", {"party": [name], "dungeon": [name]})
        yield Event(seat, "mulligan", {"faces": [name]})
    for kind in ("party", "dungeon", "treasure", "hero"):
        for name in NAMES:
            yield Event(CHANCE, kind, {"values": [name]})


TYPED = ("kämpfe krieger kobold", "kämpfe held-krieger skelett", "kämpfe verbündeter-dieb kiste",
         "kämpfe elixier kobold", "kämpfe vorpalschwert schleim +kobold", "öffne zauberer",
         "öffne verbündeter-krieger", "trinke dieb krieger", "trinke elixier dieb",
         "würfle krieger kobold", "würfle schriftrolle-marker kobold", "drache krieger dieb",
         "nutze elixier krieger", "nutze talisman", "nutze drachenköder", "nutze ring",
         "ultimativ kobold kobold kobold", "ultimativ elixier krieger", "held ritter",
         "held paladin", "neuwurf krieger", "gruppe kobold", "dungeon krieger",
         "schatz elixier", "austeilen ritter")


def positions() -> Iterator[DDState]:
    """Positions of each hero and side in each phase, and of a seeded game."""
    for hero in BASE_HEROES:
        for master in (False, True):
            for dungeon in (("goblin", "skeleton", "chest", "potion"), ("chest", "potion"), ()):
                yield at(hero, party=("fighter", "cleric", "scroll", "champion"),
                         dungeon=dungeon, lair=2, tokens=("elixir", "dragon-scales"),
                         allies=("thief",), pool=(0,) * len(TOKENS),
                         xp=MASTER_XP if master else 0)
    # A treasure to draw when the pool holds one Vorpal Sword only.
    chest = at("knight", party=("thief",), dungeon=("chest",), pool=(1,) + (0,) * 9)
    yield GAME.turn(chest, Event(0, "open", {"with": "thief"}))
    rng = random.Random(14)
    state = GAME.setup(GAME.meta.options(), ["A", "B"])
    for _ in range(120):
        now = GAME.awaiting(state)
        if isinstance(now, Over):
            return
        yield state
        if isinstance(now, Chance):
            values = rng.choices(now.outcomes, weights=now.weights) if now.weights else \
                [rng.choice(now.outcomes) for _ in range(now.count)]
            state = GAME.turn(state, Event(CHANCE, now.kind, {"values": values}))
        else:
            state = GAME.turn(state, rng.choice(now.actions))


def _tried(state: DDState, event: Event) -> TabletopError | None:
    try:
        GAME.turn(state, event)
    except IllegalAction as exc:
        return exc
    return None


def test_every_rules_error_names_things_in_german() -> None:
    seen: dict[str, str] = {}
    english: list[str] = []
    with i18n.speaking("de"):
        for state in positions():
            for event in events(state):
                error = _tried(state, event)
                if error is None:
                    continue
                message = error.message()
                seen.setdefault(error.key, message)
                if ENGLISH.search(message):
                    english.append(f"{event} -> {message}")
    assert not english, "\n".join(english[:10])
    # Each error that names a thing was met (and so read in German above).
    named = {"dd_err_no_such_die", "dd_err_no_such_ally", "dd_err_not_companion",
             "dd_err_cannot_quaff", "dd_err_not_scroll", "dd_err_no_monster",
             "dd_err_target_kind", "dd_err_token_gone", "dd_err_hero_taken", "dd_err_no_token",
             "dd_err_token_not_used_so", "dd_err_no_extra", "dd_err_not_source",
             "dd_err_bad_face"}
    assert named <= set(seen), named - set(seen)
    german_faces = "|".join(de for _, de in FACES.values())
    assert re.fullmatch(f"Deine Gruppe hat keinen Würfel ({german_faces}).",
                        seen["dd_err_no_such_die"])


def test_typed_german_lines_are_refused_in_german() -> None:
    english: list[str] = []
    refused = 0
    with i18n.speaking("de"):
        for state in positions():
            for line in TYPED:
                try:
                    GAME.turn(state, GAME.parse(state, line))
                except TabletopError as exc:
                    refused += 1
                    if ENGLISH.search(exc.message()):
                        english.append(f"{line} -> {exc.message()}")
    assert refused > 1000
    assert not english, "\n".join(english[:10])


def test_the_same_error_reads_in_each_language() -> None:
    state = at("knight", party=("cleric",), dungeon=("goblin",))
    error = _tried(state, Event(0, "fight", {"with": "fighter", "target": "goblin"}))
    assert error is not None
    params: dict[str, Any] = dict(error.params)
    assert params["face"] == {"t": "dd_face_fighter"}  # the rules name the id, no word
    assert error.message() == "Your party has no Fighter die."
    with i18n.speaking("de"):
        assert error.message() == "Deine Gruppe hat keinen Würfel Krieger."


# Keys the rules build from a part only known when raising: a stage, a pending chance, a hero.
BUILT = {"dd_err_not_in_": [str(stage) for stage in Stage],
         "dd_err_not_": ["party", "dungeon", "token", "hero"],  # a word of that kind
         "dd_err_pending_": ["hero", "party", "dungeon", "treasure"],
         "dd_err_price_": ["time_traveler", "alexandra"]}


def test_every_error_key_in_the_code_has_both_languages() -> None:
    """Issue #24 (D16-D24): every refusal the rules and the notation raise, the new heroes'
    too (dd_err_berserk, dd_err_once_a_level, dd_err_not_in_final ...), is a one-line
    catalogue sentence in English and German with the same fields."""
    source = "\n".join(path.read_text() for path in GAME_DIR.rglob("*.py")
                       if path.parent.name != "text")
    keys = set(re.findall(r'"(dd_err_[a-z_]+)"', source))
    built = set(re.findall(r'f"(dd_err_[a-z_]+)\{', source))
    assert built <= set(BUILT), built - set(BUILT)
    keys |= {prefix + rest for prefix in built for rest in BUILT[prefix]}
    assert {"dd_err_berserk", "dd_err_once_a_level", "dd_err_scout_levels",
            "dd_err_not_in_final", "dd_err_price_alexandra"} <= keys
    catalogue = i18n.catalogue()
    missing = sorted(k for k in keys if not {"en", "de"} <= set(catalogue.get(k, {})))
    assert not missing, missing
    for key in keys:
        en, de = catalogue[key]["en"], catalogue[key]["de"]
        assert "\n" not in en + de, key
        assert set(re.findall(r"\{(\w+)\}", en)) == set(re.findall(r"\{(\w+)\}", de)), key
