"""Every Dungeon dice act in words (``said``) with the dice, tokens or hero it moves: what a
button says and what the advice names. The notation a person types is ``Move.words``, never
part of these sentences."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.text.board_names import (
    dice_of,
    face_name,
    faces_said,
    hero,
    source,
    source_name,
    token,
    tokens_said,
)
from tabletop.board import Act, Move, Picture
from tabletop.events import Event
from tabletop.text.i18n import t, tn

SIMPLE = {"deal": "dd_do_deal", "ready": "dd_do_ready", "done": "dd_cmd_done",
          "flee": "dd_cmd_flee", "retire": "dd_cmd_retire", "seek": "dd_cmd_seek"}


def said(event: Event) -> str:
    """``event`` as a sentence in the reader's language. The hero joining as a companion
    (the Crusader as a Fighter or a Cleric) is its ultimate, and the act says so (issue #40:
    two chips "the hero as Fighter / as Cleric" never said "ultimate")."""
    told = _said(event)
    companions = event.data.get("with")
    listed = companions if isinstance(companions, list) else [companions]
    if event.kind != "ultimate" and any(str(c).startswith("hero-") for c in listed):
        return t("dd_do_as_ultimate", act=told)
    return told


def _said(event: Event) -> str:
    data, kind = event.data, event.kind
    if kind in SIMPLE:
        return t(SIMPLE[kind])
    if kind == "hero":
        return t("dd_do_hero", hero=t(f"dd_hero_{data['hero']}"))
    if kind == "mulligan":
        return t("dd_do_mulligan", dice=faces_said(data["faces"]))
    if kind == "fight":
        named = {"source": source_name(data["with"]), "target": face_name(data["target"])}
        if data.get("extra"):
            return t("dd_do_fight_extra", extra=face_name(data["extra"]), **named)
        return t("dd_do_fight", **named)
    if kind == "open":
        return t("dd_do_open", source=source_name(data["with"]))
    if kind == "quaff":
        return t("dd_do_quaff", source=source_name(data["with"]), dice=faces_said(data["faces"]))
    if kind == "dragon":
        return t("dd_do_dragon", sources=", ".join(source_name(s) for s in data["with"]))
    if kind == "reroll":
        return t("dd_do_reroll", source=source_name(data["with"]),
                 dice=faces_said([*data["party"], *data["dungeon"]]))
    if kind == "use":
        named_token = t(f"dd_token_{data['token']}")
        if "face" in data:
            return t("dd_do_use_as", token=named_token, face=face_name(data["face"]))
        return t("dd_do_use", token=named_token)
    if kind == "ultimate":
        return _ultimate(data)
    if kind == "ability":
        if "token" in data:  # D20 Tristan
            return t("dd_do_refresh", token=t(f"dd_token_{data['token']}"))
        if "with" in data:  # D20 Loeg Yllavyre
            return t("dd_do_to_lair", source=source_name(data["with"]),
                     target=face_name(data["target"]))
        return t("dd_do_reroll_one", target=face_name(data["target"]))
    if kind == "set":
        if "levels" in data:  # D18 the Scout
            first, second, third = (faces_said(level) for level in data["levels"])
            return t("dd_do_levels", first=first, second=second, third=third)
        return t("dd_do_to_scrolls", dice=faces_said(data["faces"]))
    if kind == "discard":
        return t("dd_do_discard", tokens=tokens_said(data["tokens"]))
    return kind


def _ultimate(data: Mapping[str, Any]) -> str:
    if "count" in data:  # the Berserker's rage
        return t("dd_do_ultimate_graveyard", count=data["count"])
    if "lair" in data:  # Tristan's re-roll, Szopin's discard: the lair's dice counted apart
        named = [faces_said(data["dungeon"])] if data.get("dungeon") else []
        if data["lair"]:
            named.append(tn("dd_do_lair_die", data["lair"]))
        return t("dd_do_ultimate_on", dice=", ".join(named))
    if "with" in data:  # a Scroll paying for the dragon
        return t("dd_do_ultimate_dragon", source=source_name(data["with"]))
    if "token" in data and "faces" not in data:
        return t("dd_do_ultimate_dragon", source=t(f"dd_token_{data['token']}"))
    if "party_die" in data or "dungeon_die" in data:  # the Guild Leader's dice set
        changes = [t("dd_do_becomes", old=face_name(old), new=face_name(new))
                   for old, new in (data[k] for k in ("party_die", "dungeon_die") if data.get(k))]
        return t("dd_do_ultimate_set", changes=", ".join(changes))
    if "token" in data:  # the Paladin
        return t("dd_do_ultimate_discard", token=t(f"dd_token_{data['token']}"),
                 dice=faces_said(data.get("faces", [])))
    if "party" in data or "dungeon" in data:
        return t("dd_do_ultimate_reroll", dice=faces_said([*data.get("party", []),
                                                           *data.get("dungeon", [])]))
    if data.get("targets"):
        return t("dd_do_ultimate_on", dice=faces_said(data["targets"]))
    return t("dd_do_ultimate")


def shown(event: Event) -> tuple[Picture, ...]:
    """The things an act moves, small on its button: the companion first, then the dice."""
    data, kind = event.data, event.kind
    if kind == "hero":
        return (hero(str(data["hero"])),)
    companion = data.get("with")
    first: tuple[Picture, ...] = (source(companion),) if isinstance(companion, str) else ()
    if kind == "dragon":
        first = tuple(source(s) for s in dict.fromkeys(data["with"]))
    if "token" in data:
        first = (token(str(data["token"])),)
    if kind == "discard":
        first = tuple(token(name) for name in dict.fromkeys(data["tokens"]))
    faces = [*data.get("faces", []), *data.get("party", []), *data.get("dungeon", []),
             *data.get("targets", [])]
    faces += [str(data[k]) for k in ("target", "extra", "face") if k in data]
    faces += [face for k in ("party_die", "dungeon_die") for face in data.get(k) or ()]
    if kind == "set" and "levels" in data:
        faces = [face for level in data["levels"] for face in level]
    return (*first, *dice_of(faces))


def act(move: Move, source_of: str = "", detail: str = "") -> Act:
    return Act(move.index, move.words, said(move.event), shown(move.event), source_of, detail)
