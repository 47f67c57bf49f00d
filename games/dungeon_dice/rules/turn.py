"""The dungeon dice rules (D1-D13) as pure functions of a state and an event; no I/O."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.dungeon_dice.rules import hero_moves, specialties, ultimates
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.changes import monsters_to_lair, remove, revive, roll_again, with_seat
from games.dungeon_dice.rules.companions import is_companion, quaffs_here, roles, spend, take_token
from games.dungeon_dice.rules.components import (
    DELVES,
    DUNGEON_FACES,
    LAST_LEVEL,
    LEVEL_FACES,
    MONSTERS,
    PARTY_FACES,
    TOKEN_COUNTS,
    TOKEN_INDEX,
    TOKENS,
    counted,
)
from games.dungeon_dice.rules.heroes import BURIED, SCOUTED, SET_PARTY, SETS
from games.dungeon_dice.rules.levels import begin_level
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.queries import (
    count,
    defeats,
    distinct_roles,
    dragon_at,
    dragon_needs,
    extra_kill,
    free_heroes,
    may_loot_now,
    monsters,
    opens,
    token_bag,
)
from games.dungeon_dice.rules.state import IN_DELVE, DDState, Seat, Stage
from games.dungeon_dice.text.terms import named
from tabletop.events import Event, IllegalAction
from tabletop.plugin import Awaiting, Chance, Decision, Move, Over, dispatch, replace
from tabletop.text.terms import term

__all__ = ["DELVES", "IN_DELVE", "MOVES", "awaiting", "chance", "count", "defeats",
           "distinct_roles", "dragon_needs", "extra_kill", "free_heroes", "may_loot_now",
           "monsters", "revive", "roll_again", "settle", "setup", "turn", "with_seat"]

NO_PARTY = (0,) * len(PARTY_FACES)
NO_LEVEL = (0,) * len(LEVEL_FACES)
LOOT = LEVEL_FACES.index("chest"), LEVEL_FACES.index("potion")
CHEST, POTION = LOOT


def setup(options: DungeonDiceOptions, players: list[str]) -> DDState:
    offered = SETS[options.sets]
    if not options.mirrored and len(players) > len(offered):
        # D16: each player has a hero of their own, so a set of two heroes seats two at most.
        raise IllegalAction("dd_err_set_too_small", count=len(offered), players=len(players))
    seats = tuple(Seat(name, None, 0, (0,) * len(TOKENS)) for name in players)
    state = DDState(options=options, seats=seats, pool=TOKEN_COUNTS, delver=0, round=0,
                    stage=Stage.HERO, level=0, party=NO_PARTY, graveyard=0, dungeon=NO_LEVEL,
                    lair=0, allies=NO_PARTY, ultimate_used=False,
                    deal_hero=options.heroes == "deal")
    return state


# ---- what is awaited -------------------------------------------------------------------

def chance(state: DDState) -> Chance | None:
    if state.stage == Stage.OVER:
        return None
    if state.deal_hero:
        return Chance("hero", "dd_chance_hero", tuple(free_heroes(state)),
                      params={"player": state.seat.name})
    if state.roll_party:
        return Chance("party", counted("dd_chance_party", state.roll_party), PARTY_FACES,
                      count=state.roll_party,
                      distinct=False, params={"count": state.roll_party})
    if state.draws and sum(state.pool):
        # Drawn before level 1's die is rolled: the Archaeologist draws as the party is formed
        # (D18), the one time a draw and a roll wait together.
        tokens, copies = token_bag(state)
        return Chance("treasure", "dd_chance_treasure", tokens, params={"count": state.draws},
                      weights=copies)
    if state.roll_dungeon:
        return Chance("dungeon", counted("dd_chance_dungeon", state.roll_dungeon),
                      DUNGEON_FACES, count=state.roll_dungeon,
                      distinct=False, params={"count": state.roll_dungeon})
    return None


def awaiting(state: DDState) -> Awaiting:
    if state.stage == Stage.OVER:
        return Over()
    pending = chance(state)
    if pending is not None:
        return pending
    return Decision(player=state.delver, actions=tuple(legal_actions(state)))


# ---- applying an event -------------------------------------------------------------------

def turn(state: DDState, event: Event) -> DDState:
    if state.stage == Stage.OVER:
        raise IllegalAction("dd_err_game_over")
    pending = chance(state)
    if event.is_chance:
        if pending is None:
            raise IllegalAction("dd_err_no_roll_now")
        if event.kind != pending.kind:
            raise IllegalAction(f"dd_err_pending_{pending.kind}", count=pending.count)
        return settle(_reveal(state, pending, event.data.get("values")))
    if pending is not None:
        raise IllegalAction(f"dd_err_pending_{pending.kind}", count=pending.count)
    if state.discards and event.kind != "discard":
        raise IllegalAction("dd_err_discard_first", count=state.discards)
    return settle(dispatch(MOVES, state, event))


def _reveal(state: DDState, pending: Chance, values: Any) -> DDState:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise IllegalAction("dd_err_values")
    if pending.kind == "treasure":
        if len(values) != 1:
            raise IllegalAction("dd_err_one_token")
        token = values[0]
        if token not in TOKEN_INDEX:
            raise IllegalAction("dd_err_not_token", text=named(token))
        if not state.pool[TOKEN_INDEX[token]]:
            raise IllegalAction("dd_err_token_gone", token=named(token))
        return _gain_token(replace(state, draws=state.draws - 1), token)
    if len(values) != pending.count:
        raise IllegalAction("dd_err_dice_count", count=pending.count, given=len(values))
    bad = [v for v in values if v not in pending.outcomes]
    if bad and pending.kind == "hero":
        _free(state, bad[0])
    if bad:
        raise IllegalAction("dd_err_bad_face", face=named(bad[0]))
    if pending.kind == "hero":
        seats = list(state.seats)
        seats[state.delver] = replace(state.seat, hero=values[0])
        return replace(state, seats=tuple(seats), deal_hero=False)
    if pending.kind == "party":
        if state.scrolls_back:
            return specialties.party_back(replace(state, roll_party=0), values)
        party = tuple(n + values.count(f) for f, n in zip(PARTY_FACES, state.party, strict=True))
        return replace(state, party=party, roll_party=0)
    if state.stage == Stage.FORM:  # D18: the Scout's six dice, set aside for levels 1-3
        return replace(state, scouted=tuple(values.count(f) for f in DUNGEON_FACES),
                       roll_dungeon=0)
    values = specialties.as_rolled(state, values)
    dungeon = tuple(n + values.count(f) for f, n in zip(LEVEL_FACES, state.dungeon, strict=True))
    # D4: dragon faces go straight to the lair.
    return specialties.after_roll(replace(state, dungeon=dungeon, roll_dungeon=0,
                                          lair=state.lair + values.count("dragon")))


def _gain_token(state: DDState, token: str) -> DDState:
    index = TOKEN_INDEX[token]
    pool = list(state.pool)
    pool[index] -= 1
    tokens = list(state.seat.tokens)
    tokens[index] += 1
    return with_seat(replace(state, pool=tuple(pool)), tokens=tuple(tokens))


def _formed(state: DDState) -> DDState:
    """After the first roll of a delve: the forming specialties of D12 and D18-D20."""
    hero = state.seat.hero
    if hero == "scout":
        if not state.scouted:
            return replace(state, roll_dungeon=SCOUTED)
        return replace(state, stage=Stage.MULLIGAN)
    if hero == "loeg-yllavyre":
        return replace(state, stage=Stage.MULLIGAN)
    if hero == "archaeologist":
        state = specialties.draw_some(state, 2)
    if hero == "knight":
        scroll, champion = PARTY_FACES.index("scroll"), PARTY_FACES.index("champion")
        party = list(state.party)
        party[champion] += party[scroll]
        party[scroll] = 0
        state = replace(state, party=tuple(party))
    if hero == "mercenary" and not state.seat.master:
        return replace(state, stage=Stage.MULLIGAN)
    return begin_level(state, 1)


def settle(state: DDState) -> DDState:
    """Move on through the phases as far as nothing needs deciding or revealing."""
    while True:
        if state.draws and not sum(state.pool):
            # D6: a chest (or the dragon's hoard) gives 1 XP when no treasure is left.
            state = with_seat(replace(state, draws=0), xp=state.seat.xp + state.draws)
        if state.seat.hero == "sorceress" and state.lair >= 3 and state.stage in IN_DELVE:
            state = replace(state, lair=0)  # D18: no fight, no XP, no treasure
        if state.discards and not state.draws:
            # The Archaeologist discards what he can: all, if he holds fewer (D18).
            state = replace(state, discards=min(state.discards, sum(state.seat.tokens)))
        if chance(state) is not None or state.discards or \
                state.stage in (Stage.OVER, Stage.MULLIGAN):
            return state
        if state.stage == Stage.FORM:
            state = _formed(state)
            continue
        if state.stage == Stage.FINAL:
            after = _final_discarder(state, state.delver + 1)
            if after is None:
                return replace(state, stage=Stage.OVER, delver=0)
            return replace(state, delver=after, discards=min(FINAL_DISCARD,
                                                             sum(state.seats[after].tokens)))
        if state.stage == Stage.HERO:
            waiting = [i for i, s in enumerate(state.seats) if s.hero is None]
            chosen = next((s.hero for s in state.seats if s.hero is not None), None)
            if waiting and chosen is not None and state.options.mirrored:
                # D16: the mirror option gives everybody the first hero chosen or dealt.
                state = replace(state, seats=tuple(replace(s, hero=chosen)
                                                   for s in state.seats))
                continue
            if not waiting:
                state = start_delve(replace(state, delver=0, round=0))
                continue
            state = replace(state, delver=waiting[0],
                            deal_hero=state.options.heroes == "deal")
            if not state.deal_hero:
                return state
            continue
        if state.stage == Stage.MONSTERS and not monsters(state):
            state = replace(state, stage=Stage.LOOT)
            continue
        if state.stage == Stage.LOOT:
            if monsters(state):
                state = replace(state, stage=Stage.MONSTERS)
                continue
            if not count(state, "chest") and not count(state, "potion"):
                state = replace(state, stage=Stage.DRAGON)
                continue
            return state
        if state.stage == Stage.DRAGON and any(state.dungeon):
            # D20: Tristan's re-roll in the dragon phase may bring monsters, chests or potions
            # back to the level: they are met in their phases before the dragon.
            state = replace(state, stage=Stage.MONSTERS)
            continue
        if state.stage == Stage.DRAGON and state.lair < dragon_at(state):
            # Monsters (and Loeg Yllavyre's lair dice) turned companions serve until the
            # regroup phase.
            state = replace(state, stage=Stage.REGROUP, allies=NO_PARTY, lair_allies=0)
            continue
        if state.stage == Stage.REGROUP and state.level >= LAST_LEVEL:
            # D8: level 10 cleared; the next delve is settled too (a set party has no roll).
            state = end_delve(state, "legend", LAST_LEVEL)
            continue
        return state


def start_delve(state: DDState) -> DDState:
    """D3: roll all seven party dice; level 1 follows once the party is formed. D18-D20,
    D24: a hero may delve with more or fewer dice, some buried, or a party set, not rolled;
    Cassandra starts exhausted."""
    hero = state.seat.hero or ""
    state = replace(state, **_NO_DELVE, stage=Stage.FORM, ultimate_used=hero == "cassandra")
    if hero in SET_PARTY:
        return replace(state, party=SET_PARTY[hero])
    buried = BURIED.get(hero, 0)
    return replace(state, graveyard=buried, roll_party=state.party_size - buried)


def end_delve(state: DDState, outcome: str, xp: int) -> DDState:
    """D8/D9: the delve ends; the next player in seating order delves, three times each."""
    seat = state.seat
    state = with_seat(state, xp=seat.xp + xp, delves=(*seat.delves, f"{outcome}:{state.level}"))
    state = replace(state, **_NO_DELVE)
    delver, rnd = state.delver + 1, state.round
    if delver == len(state.seats):
        delver, rnd = 0, rnd + 1
    if rnd == DELVES:
        # D18: an Archaeologist discards six treasures before the count.
        first = _final_discarder(state, 0)
        if first is not None:
            return replace(state, delver=first, round=rnd, stage=Stage.FINAL,
                           discards=min(FINAL_DISCARD, sum(state.seats[first].tokens)))
        return replace(state, delver=0, round=rnd, stage=Stage.OVER)
    return start_delve(replace(state, delver=delver, round=rnd))


_NO_DELVE: dict[str, Any] = {
    "party": NO_PARTY, "graveyard": 0, "dungeon": NO_LEVEL, "lair": 0, "allies": NO_PARTY,
    "roll_party": 0, "roll_dungeon": 0, "draws": 0, "level": 0, "level_ability": False,
    "scouted": (), "preset": (), "discards": 0, "berserk": False, "dragon_slain": False,
    "lair_allies": 0, "scrolls_back": False}
FINAL_DISCARD = 6


def _final_discarder(state: DDState, start: int) -> int | None:
    """The next seat from ``start`` whose Archaeologist holds treasure to discard (D18)."""
    return next((i for i in range(start, len(state.seats))
                 if state.seats[i].hero == "archaeologist" and sum(state.seats[i].tokens) > 0),
                None)


# ---- decisions ---------------------------------------------------------------------------

def _stage(state: DDState, *stages: Stage) -> None:
    if state.stage not in stages:
        raise IllegalAction(f"dd_err_not_in_{state.stage}")


def _faces(data: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> list[str]:
    faces = data.get(key, [])
    if not isinstance(faces, list) or any(f not in allowed for f in faces):
        raise IllegalAction("dd_err_values")
    return faces


def _source(data: Mapping[str, Any]) -> str:
    source = data.get("with")
    if not isinstance(source, str):
        raise IllegalAction("dd_err_values")
    return source


def choose_hero(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.HERO)
    hero = event.data.get("hero")
    _free(state, hero)
    return with_seat(state, hero=hero)


def _free(state: DDState, hero: object) -> None:
    """A hero chosen or dealt must be of the game's sets (D16) and nobody's yet (D12); each
    refusal says which, so a hero of another set is not told as taken."""
    if hero not in SETS[state.options.sets]:
        raise IllegalAction("dd_err_hero_not_in_sets", hero=named(hero),
                            sets=term(f"dd_option_sets_{state.options.sets}"))
    if hero not in free_heroes(state):
        raise IllegalAction("dd_err_hero_taken", hero=named(hero))


def deal_hero(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.HERO)
    return replace(state, deal_hero=True)


def mulligan(state: DDState, event: Event) -> DDState:
    """D12 Mercenary: when forming the party, reroll any number of party dice."""
    _mercenary_forms(state)
    faces = _faces(event.data, "faces", PARTY_FACES)
    party = remove(state.party, faces, PARTY_FACES, "dd_err_no_such_die")
    # The rerolled dice are rolled first, then level 1's dungeon die.
    return replace(begin_level(replace(state, party=party), 1), roll_party=len(faces))


def ready(state: DDState, event: Event) -> DDState:
    _mercenary_forms(state)
    return begin_level(state, 1)


def _mercenary_forms(state: DDState) -> None:
    """Rerolling or keeping the party is the Mercenary's forming choice (D12); Loeg Yllavyre
    sets 2 dice to Scroll and the Scout sets his levels (D18, D20): neither may skip it."""
    _stage(state, Stage.MULLIGAN)
    if state.seat.hero == "loeg-yllavyre":
        raise IllegalAction("dd_err_set_scrolls")
    if state.seat.hero == "scout":
        raise IllegalAction("dd_err_scout_levels")


def fight(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.MONSTERS)
    data = event.data
    source, target, extra = _source(data), data.get("target"), data.get("extra")
    if target not in MONSTERS or not count(state, target):
        raise IllegalAction("dd_err_no_monster", monster=named(target))
    if not is_companion(state, source):
        raise IllegalAction("dd_err_not_companion", source=named(source))
    killed = defeats(state, source, target)
    bonus = extra is not None
    if bonus and not extra_kill(state, source):
        raise IllegalAction("dd_err_no_extra", source=named(source))
    state = replace(spend(state, source),
                    dungeon=remove(state.dungeon, [target] * killed, LEVEL_FACES,
                                   "dd_err_no_monster"))
    if bonus:
        if extra not in MONSTERS or not count(state, extra):
            raise IllegalAction("dd_err_no_monster", monster=named(extra))
        state = replace(state, dungeon=remove(state.dungeon, [extra], LEVEL_FACES,
                                              "dd_err_no_monster"))
    return specialties.after_fight(state, source, killed + bonus)


def open_chests(state: DDState, event: Event) -> DDState:
    if not may_loot_now(state):
        raise IllegalAction(_not_loot(state))
    source = _source(event.data)
    chests = count(state, "chest")
    if not chests:
        raise IllegalAction("dd_err_no_chest")
    if not is_companion(state, source):
        raise IllegalAction("dd_err_not_companion", source=named(source))
    opened = opens(state, source)
    state = spend(state, source)
    return replace(state, dungeon=remove(state.dungeon, ["chest"] * opened, LEVEL_FACES,
                                         "dd_err_no_chest"), draws=state.draws + opened)


def quaff(state: DDState, event: Event) -> DDState:
    if not may_loot_now(state):
        raise IllegalAction(_not_loot(state))
    source = _source(event.data)
    faces = _faces(event.data, "faces", PARTY_FACES)
    if not faces:
        raise IllegalAction("dd_err_quaff_faces")
    if len(faces) > count(state, "potion"):
        raise IllegalAction("dd_err_potions", count=count(state, "potion"))
    if not quaffs_here(state, source):
        raise IllegalAction("dd_err_cannot_quaff", source=named(source))
    state = spend(state, source)  # D6, D14: any die (a Scroll too) or token; it goes first
    state = revive(replace(state, dungeon=remove(state.dungeon, ["potion"] * len(faces),
                                                 LEVEL_FACES, "dd_err_potions")), faces)
    if state.seat.hero == "cassandra":  # D20: quaffing refreshes her
        state = replace(state, ultimate_used=False)
    return state


def _not_loot(state: DDState) -> str:
    """Why there is no looting now: the monsters come first, or the loot phase is over."""
    return "dd_err_monsters_first" if state.stage == Stage.MONSTERS else \
        f"dd_err_not_in_{state.stage}"


def done(state: DDState, event: Event) -> DDState:
    """D6: leave the loot; unused chests and potions go back to the dungeon master."""
    _stage(state, Stage.LOOT)
    return replace(state, dungeon=NO_LEVEL, stage=Stage.DRAGON)


def reroll(state: DDState, event: Event) -> DDState:
    """D5: a Scroll rerolls any party and dungeon dice; never the lair."""
    _stage(state, *IN_DELVE)
    data = event.data
    source = _source(data)
    # D20: Alexandra discards any party die to reroll, as a Scroll does.
    if "scroll" not in roles(state, source) and not (
            state.seat.hero == "alexandra" and source in PARTY_FACES):
        raise IllegalAction("dd_err_not_scroll", source=named(source))
    party_faces = _faces(data, "party", PARTY_FACES)
    dungeon_faces = _faces(data, "dungeon", LEVEL_FACES)
    if not party_faces and not dungeon_faces:
        raise IllegalAction("dd_err_reroll_nothing")
    state = spend(state, source)
    return roll_again(state, party_faces, dungeon_faces)


def slay_dragon(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.DRAGON)
    sources = event.data.get("with")
    if not isinstance(sources, list) or not all(isinstance(s, str) for s in sources):
        raise IllegalAction("dd_err_values")
    need = dragon_needs(state)
    if len(sources) != need or not distinct_roles(state, sources):
        raise IllegalAction("dd_err_dragon_party", count=need)
    for source in sources:
        state = spend(state, source)
    return dragon_won(state)


def flee(state: DDState, event: Event) -> DDState:
    """D9: fleeing scores no XP for the delve."""
    _stage(state, Stage.MONSTERS, Stage.DRAGON)
    return end_delve(state, "fled", 0)


def retire(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.REGROUP)
    _may_retire(state)
    return end_delve(state, "retired", state.level)


def _may_retire(state: DDState) -> None:
    """D18: after the Berserker's rage, only on a level where a dragon was defeated."""
    if state.berserk and not state.dragon_slain:
        raise IllegalAction("dd_err_berserk")


def seek_glory(state: DDState, event: Event) -> DDState:
    _stage(state, Stage.REGROUP)
    return begin_level(state, state.level + 1)


def use_token(state: DDState, event: Event) -> DDState:
    data = event.data
    token = data.get("token")
    _stage(state, *IN_DELVE)
    if token == "elixir":
        face = data.get("face")
        if face not in PARTY_FACES:
            raise IllegalAction("dd_err_elixir_face")
        if not state.graveyard:
            raise IllegalAction("dd_err_graveyard", count=0)
        return revive(take_token(state, token), [face])
    if token == "dragon-bait":
        if not monsters(state):
            raise IllegalAction("dd_err_no_monsters")
        return monsters_to_lair(take_token(state, token))
    if token == "ring-of-invisibility":
        if not state.lair:
            raise IllegalAction("dd_err_lair_empty")
        return replace(take_token(state, token), lair=0)
    if token == "town-portal":
        _may_retire(state)
        return end_delve(take_token(state, token), "portal", state.level)
    raise IllegalAction("dd_err_token_not_used_so", token=named(token))


def use_ultimate(state: DDState, event: Event) -> DDState:
    _stage(state, *ultimates.phases(state))
    if state.ultimate_used:
        raise IllegalAction("dd_err_ultimate_spent")
    if ultimates.kind(state) in ultimates.ENDS_DELVE:
        return _scout_retires(state)
    changed = replace(ultimates.apply(state, event.data), ultimate_used=True)
    if ultimates.kind(state) in ultimates.SLAYS_DRAGON:
        return dragon_won(changed)
    return changed


def _scout_retires(state: DDState) -> DDState:
    """D18: the Scout retires at once with XP one less than the level (the Dungeoneer: the
    level)."""
    xp = state.level - (0 if state.seat.master else 1)
    return end_delve(replace(state, ultimate_used=True), "retired", xp)


def dragon_won(state: DDState) -> DDState:
    """D7: 1 treasure and 1 XP; the lair's dice return to the pool."""
    state = replace(state, lair=0, draws=state.draws + 1, dragon_slain=True)
    return with_seat(state, xp=state.seat.xp + 1)


MOVES: Mapping[str, Move[DDState]] = {
    "hero": choose_hero, "deal": deal_hero, "mulligan": mulligan, "ready": ready,
    "fight": fight, "open": open_chests, "quaff": quaff, "done": done, "reroll": reroll,
    "dragon": slay_dragon, "flee": flee, "retire": retire, "seek": seek_glory,
    "use": use_token, "ultimate": use_ultimate, "ability": hero_moves.ability,
    "set": hero_moves.set_dice, "discard": hero_moves.discard,
}
