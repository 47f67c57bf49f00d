"""Dungeon dice's things as the board shows them: each die, token, hero and the level track as
a picture named in the reader's language, and lists of them said as the narration says them
(``Goblin ×2, Dragon``). The pictures' kinds: ``party``, ``dungeon`` (a die of that face),
``ally`` (a monster or a lair die serving as a companion), ``hero-as`` (the hero used as a
companion), ``unrolled`` (a die still to roll, a treasure still to draw: ``party``,
``dungeon``, ``treasure``), ``token``, ``hero`` (a card; its id the side
shown), ``track`` (the levels, ``level/last``)."""

from __future__ import annotations

from collections.abc import Iterable

from games.dungeon_dice.rules.components import LAIR_ALLY, PARTY_FACES, TOKEN_INDEX
from games.dungeon_dice.text.terms import dice, source_term
from tabletop.board import Act, Picture
from tabletop.text.i18n import t, tn
from tabletop.text.terms import spoken


def face_name(face: str) -> str:
    return t(f"dd_face_{face}")


def many(count: int) -> str:
    """How many a picture stands for, when more than one."""
    return f"×{count}" if count > 1 else ""


def die(face: str, count: int = 1, mark: str = "", act: Act | None = None) -> Picture:
    """A party or a dungeon die showing ``face``, named with its kind of die."""
    party = face in PARTY_FACES
    name = t("dd_party_die" if party else "dd_dungeon_die", face=face_name(face))
    return Picture("party" if party else "dungeon", face, name, mark, many(count), act)


def unrolled(place: str, count: int) -> Picture:
    """Dice still to roll, party or dungeon, or treasures still to draw."""
    return Picture("unrolled", place, t(f"dd_unrolled_{place}"), note=many(count))


def token(name: str, count: int = 1) -> Picture:
    return Picture("token", name, t(f"dd_token_{name}"), note=many(count))


def hero(shown: str, side: str = "") -> Picture:
    """A hero's card: ``shown`` is the side shown (``battlemage``), ``side`` its word."""
    name = t(f"dd_hero_{shown}")
    return Picture("hero", shown, t("dd_hero_side", hero=name, side=side) if side else name)


def track(level: int, last: int) -> Picture:
    return Picture("track", f"{level}/{last}", t("dd_level_of", level=level, last=last))


def source(source: str, count: int = 1) -> Picture:
    """A companion as the notation names it: a party die, a token, an ally, the hero as a
    companion, or a lair die serving Loeg Yllavyre."""
    if source in PARTY_FACES:
        return die(source, count)
    if source in TOKEN_INDEX:
        return token(source, count)
    kind, _, face = source.partition("-")
    named = spoken(source_term(source))
    if source == LAIR_ALLY or kind == "ally":
        return Picture("ally", face, named, note=many(count))
    return Picture("hero-as", face, t("dd_ultimate_source", source=named))


def grave(count: int) -> Picture:
    """The party dice in the graveyard: drawn as dice, counted (issue #40: only a count)."""
    return Picture("grave", "party", tn("dd_grave_die", count), note=many(count))


def source_name(source: str) -> str:
    return str(spoken(source_term(source)))


def faces_said(faces: Iterable[str]) -> str:
    """Dice by face, counted: ``Goblin ×2, Dragon``."""
    return str(spoken(dice(faces)))


def tokens_said(tokens: Iterable[str]) -> str:
    listed = list(tokens)
    return ", ".join(t(f"dd_token_{name}") + (f" ×{n}" if (n := listed.count(name)) > 1 else "")
                     for name in dict.fromkeys(listed)) or t("dd_none")


def dice_of(faces: Iterable[str]) -> tuple[Picture, ...]:
    """One picture a face, counted."""
    listed = list(faces)
    return tuple(die(face, listed.count(face)) for face in dict.fromkeys(listed))

