"""What an event did, as the whole table is told it: catalogue lines whose dice, tokens and
heroes are terms. The event's own line first (what a companion defeated, what a chest or a
quaff brought, the dragon fight, the roll), then what followed from it (a level cleared, the
dragon waking, XP banked, a hero's master side, the next delve, the end of the game)."""

from __future__ import annotations

from games.dungeon_dice.rules import narrate_heroes
from games.dungeon_dice.rules.companions import face_of, roles
from games.dungeon_dice.rules.components import (
    COMPANIONS,
    GOOD_AGAINST,
    LAIR_ALLY,
    LEVEL_FACES,
    MASTER_NAME,
    PARTY_FACES,
    counted,
)
from games.dungeon_dice.rules.heroes import BASE, BURIED, SET_PARTY
from games.dungeon_dice.rules.queries import defeats, dragon_needs, opens
from games.dungeon_dice.rules.score import score
from games.dungeon_dice.rules.state import IN_DELVE, DDState, Seat, Stage
from games.dungeon_dice.rules.ultimates import kind
from games.dungeon_dice.text.terms import Term, dice, source_term
from tabletop.events import Event
from tabletop.plugin import Line
from tabletop.text.terms import term


def _gone(before: tuple[int, ...], after: tuple[int, ...]) -> list[str]:
    """The level's dice that left it, face by face."""
    return [f for f, old, new in zip(LEVEL_FACES, before, after, strict=True)
            for _ in range(max(0, old - new))]


def hero_term(seat: Seat) -> Term:
    assert seat.hero is not None
    return term(f"dd_hero_{MASTER_NAME[seat.hero] if seat.master else seat.hero}")


def narrate(before: DDState, event: Event, after: DDState) -> list[Line]:
    lines = _chance(before, event, after) if event.is_chance else \
        _decision(before, event, after)
    return lines + narrate_heroes.followed(before, event, after, dice) + \
        _followed(before, event, after)


# ---- chance ------------------------------------------------------------------------------

def _chance(before: DDState, event: Event, after: DDState) -> list[Line]:
    values: list[str] = event.data["values"]
    player = before.seat.name
    if event.kind == "hero":
        return [Line("dd_n_dealt_hero", {"player": player,
                                         "hero": term(f"dd_hero_{values[0]}")})]
    if event.kind == "treasure":
        return [Line("dd_n_drew", {"player": player, "token": term(f"dd_token_{values[0]}")})]
    if event.kind == "party":
        lines = [Line("dd_n_party_rolled", {"dice": dice(values)})]
        scrolls = values.count("scroll")
        if before.stage == Stage.FORM and before.seat.hero == "knight" and scrolls:
            lines.append(Line(counted("dd_n_knight_scrolls", scrolls),  # D12
                              {"count": scrolls}))
        if after.draws > before.draws and before.seat.hero == "archaeologist":  # D18
            lines.append(Line("dd_n_forming_draws", {"hero": hero_term(before.seat),
                                                     "count": after.draws - before.draws}))
        return lines
    if before.stage == Stage.FORM:  # D18: the Scout's dice, to be set as levels 1-3
        return [Line("dd_n_scouted", {"hero": hero_term(before.seat), "dice": dice(values),
                                      "count": len(values)})]
    lines = [Line("dd_n_dungeon_rolled", {"dice": dice(values)})]
    dragons = values.count("dragon")
    if dragons:  # D4: dragon faces go straight to the lair (the Sorceress' may leave it)
        lines.append(Line(counted("dd_n_to_lair", dragons),
                          {"count": dragons, "lair": before.lair + dragons}))
    return lines


# ---- decisions ---------------------------------------------------------------------------

def _decision(before: DDState, event: Event, after: DDState) -> list[Line]:
    data, player = event.data, before.seat.name
    me = after.seats[before.delver]
    match event.kind:
        case "hero":
            return [Line("dd_n_chose_hero", {"player": player,
                                             "hero": term(f"dd_hero_{data['hero']}")})]
        case "deal":
            return [Line("dd_n_asks_deal", {"player": player})]
        case "mulligan":
            return [Line("dd_n_mulligan", {"player": player, "dice": dice(data["faces"])})]
        case "ready":
            return [Line("dd_n_ready", {"player": player})]
        case "fight":
            return [*_hero_used(before, [data["with"]]), *_specialty(before, event),
                    Line("dd_n_defeats", {"source": source_term(data["with"]),
                                          "monsters": dice(_gone(before.dungeon,
                                                                 after.dungeon))})]
        case "open":
            opened = _gone(before.dungeon, after.dungeon).count("chest")
            return [*_hero_used(before, [data["with"]]), *_specialty(before, event),
                    Line(counted("dd_n_opens", opened), {"source": source_term(data["with"]),
                                        "count": opened})]
        case "quaff":
            return [*_specialty(before, event),
                    Line(counted("dd_n_quaffs", len(data["faces"])),
                         {"source": source_term(data["with"]),
                                         "count": len(data["faces"]),
                                         "dice": dice(data["faces"])})]
        case "done":
            return [Line("dd_n_done", {"player": player})]
        case "reroll":
            return [*_specialty(before, event),
                    Line("dd_n_reroll", {"source": source_term(data["with"]),
                                         "dice": dice([*data["party"], *data["dungeon"]])})]
        case "dragon":
            return [*_hero_used(before, data["with"]), *_specialty(before, event),
                    Line("dd_n_dragon", {"sources": [source_term(s) for s in data["with"]],
                                         "count": before.lair})]
        case "flee":  # D9
            return [Line("dd_n_flees", {"player": player, "level": before.level})]
        case "retire":  # D8
            return [Line("dd_n_retires", {"player": player, "level": before.level,
                                          "xp": before.level, "total": me.xp})]
        case "seek":
            return [Line("dd_n_seeks", {"player": player}), *_level(before, after)]
        case "use":
            return _token(before, event, after)
        case "ability" | "set" | "discard":
            return narrate_heroes.decision(before, event, after, dice, source_term)
        case _:
            return _ultimate(before, event, after)


def _token(before: DDState, event: Event, after: DDState) -> list[Line]:
    """D2: Elixir, Dragon Bait, Ring of Invisibility, Town Portal."""
    token, player = event.data["token"], before.seat.name
    if token == "elixir":
        return [Line("dd_n_elixir", {"face": term(f"dd_face_{event.data['face']}")})]
    if token == "dragon-bait":
        gone = _gone(before.dungeon, after.dungeon)
        return [Line(counted("dd_n_bait", len(gone)), {"monsters": dice(gone),
                                                       "lair": before.lair + len(gone)})]
    if token == "ring-of-invisibility":
        return [Line(counted("dd_n_ring", before.lair), {"count": before.lair})]
    return [Line("dd_n_portal", {"player": player, "level": before.level, "xp": before.level,
                                 "total": after.seats[before.delver].xp})]


def _hero_used(before: DDState, sources: list[str]) -> list[Line]:
    """The Spellsword's and Crusader's novice ultimate: the hero fights as a companion."""
    if any(s.startswith("hero-") for s in sources):
        return [Line("dd_n_ultimate", {"player": before.seat.name,
                                       "hero": hero_term(before.seat)})]
    return []


def _ultimate(before: DDState, event: Event, after: DDState) -> list[Line]:
    """D12: the ultimate named, then what it did to the dice on the table."""
    what = kind(before)
    lines = [Line("dd_n_ultimate", {"player": before.seat.name,
                                    "hero": hero_term(before.seat)})]
    gone = _gone(before.dungeon, after.dungeon)
    beaten = [f for f in gone if f not in ("chest", "potion")]
    monsters = dice(beaten)
    hero = what.partition(":")[0]
    if hero not in BASE:
        return lines + narrate_heroes.ultimate(before, event, after, dice, source_term)
    if what == "mercenary:novice":
        lines.append(Line("dd_n_ult_defeats", {"monsters": monsters}))
    elif what == "mercenary:master":
        data = event.data
        lines.append(Line("dd_n_ult_reroll", {"dice": dice([*data["party"],
                                                             *data["dungeon"]])}))
    elif hero == "knight":
        lines.append(Line(counted("dd_n_to_dragons", len(beaten)),
                          {"monsters": monsters, "lair": after.lair}))
    elif hero in ("half-goblin", "occultist"):
        ally = "thief" if hero == "half-goblin" else "fighter"
        lines.append(Line(counted("dd_n_ult_allies", len(beaten)), {"monsters": monsters,
                                              "face": term(f"dd_face_{ally}")}))
    elif hero == "minstrel":
        lines.append(Line(counted("dd_n_lair_gone", before.lair), {"count": before.lair}))
    elif hero == "enchantress":
        targets = event.data["targets"]
        lines.append(Line(counted("dd_n_ult_potion", len(targets)),
                          {"monsters": dice(targets)}))
    elif what == "spellsword:master":
        lines.append(Line("dd_n_discarded", {"dice": dice([*gone,
                                                           *["dragon"] * before.lair])}))
    else:  # the Paladin
        lines.append(Line("dd_n_paladin", {
            "token": term(f"dd_token_{event.data['token']}"), "monsters": monsters,
            "chests": gone.count("chest"), "lair": before.lair,
            "dice": dice(event.data["faces"])}))
    return lines


def _specialty(before: DDState, event: Event) -> list[Line]:
    """D12: the specialty named when the move needed it."""
    if before.seat.hero is None or not _needs_specialty(before, event):
        return []
    return [Line("dd_n_specialty", {"hero": hero_term(before.seat),
                                    "text": term(f"dd_specialty_{kind(before)}")})]


def _needs_specialty(before: DDState, event: Event) -> bool:
    """A face used as another (a Scroll as any companion), an extra monster or one fewer,
    looting among monsters, a dragon met by two companions, any die rerolling (D12, D20)."""
    data = event.data
    if data.get("with") == LAIR_ALLY:
        return False  # Loeg Yllavyre's ultimate made it a companion, not his specialty
    if event.kind == "reroll":
        return "scroll" not in roles(before, data["with"])  # Alexandra's
    if event.kind == "fight":
        source, target = data["with"], data["target"]
        face = face_of(source)
        plain = before.dungeon[LEVEL_FACES.index(target)] if face == "champion" or \
            GOOD_AGAINST.get(face) == target else 1
        return face not in COMPANIONS or plain != defeats(before, source, target) or \
            "extra" in data
    if event.kind in ("open", "quaff") and before.stage == Stage.MONSTERS:
        return True  # the Half-Goblin
    if event.kind == "open":
        face = face_of(data["with"])
        chests = before.dungeon[LEVEL_FACES.index("chest")]
        plain = chests if face in ("thief", "champion") else min(1, chests)
        return face not in COMPANIONS or opens(before, data["with"]) != plain
    if event.kind == "dragon":
        faces = [face_of(s) for s in data["with"]]
        return dragon_needs(before) < 3 or len(set(faces)) < len(faces) or \
            any(f not in COMPANIONS for f in faces)
    return False


def _level(before: DDState, after: DDState) -> list[Line]:
    """A level begins: its dice to roll, or the Scout's dice set for it lying there (D18), a
    Dragon among them reaching the lair now."""
    dragons = max(0, after.lair - before.lair)
    arrived = _faces(LEVEL_FACES, after.dungeon)
    if after.roll_party and after.roll_dungeon:
        # D12 Mercenary: the rerolled party dice come before the level's, as the prompts ask
        # for them (issue #28).
        return [Line("dd_n_level_after_party", {"level": after.level, "count": after.roll_party,
                                                "dungeon": after.roll_dungeon})]
    if after.roll_dungeon or not arrived + ["dragon"] * dragons:
        return [Line(counted("dd_n_level", after.roll_dungeon),
                     {"level": after.level, "count": after.roll_dungeon})]
    lines = [Line("dd_n_preset_arrives", {"level": after.level,
                                          "dice": dice([*arrived, *["dragon"] * dragons])})]
    if dragons:
        lines.append(Line(counted("dd_n_to_lair", dragons),
                          {"count": dragons, "lair": after.lair}))
    return lines


# ---- what followed -----------------------------------------------------------------------

def _followed(before: DDState, event: Event, after: DDState) -> list[Line]:
    lines: list[Line] = []
    index = before.delver
    old, new = before.seats[index], after.seats[index]
    same_delve = (after.delver, after.round) == (before.delver, before.round)
    ended = len(new.delves) > len(old.delves)
    banked = 0
    if ended:
        outcome, _, level = new.delves[-1].partition(":")
        banked = 0 if outcome == "fled" else int(level)
    if new.xp - old.xp > banked + (event.kind == "dragon"):
        # D6/D7: a chest or the dragon's hoard gives 1 XP when no treasure is left.
        lines.append(Line("dd_n_xp_for_chests",
                          {"xp": new.xp - old.xp - banked - (event.kind == "dragon")}))
    new_delve = not same_delve or before.stage == Stage.HERO
    if ended and new.delves[-1].startswith("legend"):  # D8: level 10 cleared
        lines.append(Line("dd_n_legend", {"player": new.name, "total": new.xp}))
    if new.master and not old.master and new.hero is not None:  # D11
        lines.append(Line("dd_n_master", {"player": new.name, "xp": new.xp,
                                          "hero": hero_term(new)}))
    if (after.stage == Stage.FORM and before.stage != Stage.FORM) or (
            new_delve and after.stage in IN_DELVE):
        # A party set, not rolled (D18, D19), passes the forming at once.
        lines.append(Line("dd_n_delve", {"player": after.seat.name,
                                         "number": after.round + 1}))
        lines += _delve_begins(after)
    if after.stage in IN_DELVE and after.level == 1 and (
            before.stage in (Stage.FORM, Stage.MULLIGAN) or new_delve):
        # Level 1 begins; the Scout's dice set for it may leave no monster to fight (D18).
        lines += _level(before, after)
    if same_delve and after.stage == Stage.DRAGON and before.stage != Stage.DRAGON:
        lines.append(Line("dd_n_dragon_attacks", {"lair": after.lair,
                                                  "need": dragon_needs(after)}))
    if same_delve and after.stage == Stage.REGROUP and before.stage != Stage.REGROUP:
        # D18: in the Berserker's rage only a level whose dragon fell lets him retire.
        raging = after.berserk and not after.dragon_slain
        lines.append(Line("dd_n_cleared_rage" if raging else "dd_n_cleared",
                          {"level": after.level}))
    if after.stage == Stage.OVER and before.stage != Stage.OVER:
        lines.append(Line("dd_n_over", {"winners": list(score(after).winners)}))
    return lines


def _delve_begins(after: DDState) -> list[Line]:
    """What a hero changes about a delve's start (D18-D20, D24): a party set, not rolled,
    dice starting in the graveyard, Cassandra exhausted."""
    seat = after.seat
    if seat.hero == "cassandra":
        return [Line("dd_n_starts_exhausted", {"hero": hero_term(seat)})]
    if seat.hero in BURIED:
        return [Line(counted("dd_n_buried", BURIED[seat.hero]),
                     {"hero": hero_term(seat), "count": BURIED[seat.hero]})]
    if seat.hero in SET_PARTY:
        return [Line("dd_n_party_set", {"hero": hero_term(seat),
                                        "dice": dice(_faces(PARTY_FACES, SET_PARTY[seat.hero]))})]
    return []


def _faces(faces: tuple[str, ...], counts: tuple[int, ...]) -> list[str]:
    return [f for f, n in zip(faces, counts, strict=True) for _ in range(n)]
