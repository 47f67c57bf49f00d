"""Names in an error's parameters, said in the reader's language when the message is shown.

The rules raise with canonical ids ("fighter", "ally-mage", "elixir"); this turns an id into a
term (``tabletop.narration``) that the message's rendering translates, so the rules name no
word of any language and do no I/O (issue #14: German read "Deine Gruppe hat keinen Würfel
fighter"). A value no id matches (a damaged record's entry) stays the text it is.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    HEROES,
    LAIR_ALLY,
    MASTER_NAME,
    PARTY_FACES,
    TOKEN_INDEX,
    TOKENS,
)
from tabletop.text.terms import term

_KEYS: dict[str, str] = {
    **{face: f"dd_face_{face}" for face in (*PARTY_FACES, *DUNGEON_FACES)},
    **{token: f"dd_token_{token}" for token in TOKENS},
    **{hero: f"dd_hero_{hero}" for hero in (*HEROES, *MASTER_NAME.values())},
}
_COMPANION_AS = {"ally": "dd_n_ally", "hero": "dd_n_hero_as"}


def named(name: object) -> Any:
    """A die face, treasure, hero or companion source (``ally-fighter``, ``hero-mage``) as a
    message parameter: a term when ``name`` is one of the game's ids, else its text."""
    text = str(name)
    if text in _KEYS:
        return term(_KEYS[text])
    prefix, _, face = text.partition("-")
    if prefix in _COMPANION_AS and face in PARTY_FACES:
        return term(_COMPANION_AS[prefix], face=term(_KEYS[face]))
    return text


Term = dict[str, Any]


def _face(face: str, count: int = 1) -> Term:
    shown = term(f"dd_face_{face}")
    return shown if count == 1 else term("dd_n_times", face=shown, count=count)


def dice(faces: Iterable[str]) -> list[Term]:
    """Faces grouped in the order of the dice (``Goblin ×2, Dragon``): the narration's and the
    board's."""
    listed = list(faces)
    shown = [_face(f, listed.count(f)) for f in (*PARTY_FACES, *DUNGEON_FACES) if f in listed]
    return shown or [term("dd_none")]


def source_term(source: str) -> Term:
    """A companion as the notation names it: a die, a token, an ally or the hero."""
    if source == LAIR_ALLY:  # D20: Loeg Yllavyre's lair die, of no type
        return term("dd_n_lair_ally")
    if source in PARTY_FACES:
        return term(f"dd_face_{source}")
    if source in TOKEN_INDEX:
        return term(f"dd_token_{source}")
    prefix, _, face = source.partition("-")
    return term("dd_n_ally" if prefix == "ally" else "dd_n_hero_as",
                face=term(f"dd_face_{face}"))
