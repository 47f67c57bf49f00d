"""Names in an error's parameters, said in the reader's language when the message is shown.

The rules raise with canonical ids ("fighter", "ally-mage", "elixir"); this turns an id into a
term (``tabletop.narration``) that the message's rendering translates, so the rules name no
word of any language and do no I/O (issue #14: German read "Deine Gruppe hat keinen Würfel
fighter"). A value no id matches (a damaged record's entry) stays the text it is.
"""

from __future__ import annotations

from typing import Any

from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    HEROES,
    MASTER_NAME,
    PARTY_FACES,
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
