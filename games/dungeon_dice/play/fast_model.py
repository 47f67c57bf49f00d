"""The odds model as a ``FastModel``: its positions and its moves, checked against the rules.

The search in ``search`` plays a level on flat tuples of counts with moves of its own (``Source``
objects read from the rules, ``spend``, ``revive``, ``to_lair``, ``lair_gone``, the phases of
``settle``). This module names those positions and moves in the rules' terms, so that random
games can check every step of the model against ``awaiting`` and ``turn``:

* ``load`` reaches every decision of a delve (monsters, loot, dragon, regroup) and the states
  waiting only for treasure draws (the model counts a drawn treasure as its point and follows
  no draw); not the choice of heroes, the forming of the party, nor a state waiting for dice
  to be rolled. A position is the model's tuple (with every face and token the rules tell
  apart, not merged as the search merges alike ones), and what the tuple leaves to the
  state around it: the seat, the hero, the XP (which turns the hero's side), the level and
  how many tokens the bag holds (whether a chest gives a treasure or 1 XP).
* ``legal`` lists what ``awaiting`` lists, the representative choices included (two faces
  for a revived die, a Scroll rerolling one party die or every monster): the search prunes
  among the rules' moves by dominance (documented in ``search``), which is a choice of play,
  not of rules.
* ``play`` applies a decision by the model's moves. It follows none into chance or out of
  the delve (a reroll, seeking the next level, fleeing, retiring, a Town Portal, the
  Commander's ultimate, clearing level 10), nor a move that turns the hero to its master
  side (the search keeps the side for the rest of the delve).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations_with_replacement
from typing import Any

from games.dungeon_dice.play.search_kit import (
    ALLY_FIGHTER,
    ALLY_THIEF,
    BAIT,
    CHEST,
    CLEARED,
    DRAGON,
    ELIXIR,
    FIGHTING,
    GRAVE,
    LAIR,
    LOOTING,
    MODELLED,
    MONSTER_SLOTS,
    PARTY,
    PORTAL,
    POTION,
    RING,
    SPARE,
    STAGE,
    TOKEN_SLOT,
    ULT,
    Kit,
    Source,
    kit_of,
)
from games.dungeon_dice.play.search_level import distinct, lair_gone, revive, settle, spend, to_lair
from games.dungeon_dice.rules.components import (
    LAST_LEVEL,
    LEVEL_FACES,
    MASTER_XP,
    MONSTERS,
    PARTY_FACES,
    TOKENS,
)
from games.dungeon_dice.rules.state import DDState, Stage
from games.dungeon_dice.rules.turn import chance
from tabletop.events import Event, IllegalAction

STAGES = {Stage.MONSTERS: FIGHTING, Stage.LOOT: LOOTING, Stage.DRAGON: DRAGON,
          Stage.REGROUP: CLEARED}
# Every token's slot in the tuple: the dice-like ones, the four used with ``use`` and the
# Dragon Scales (the search keeps only the Paladin's spare treasure there).
SLOT_OF = {**TOKEN_SLOT, "ring-of-invisibility": RING, "dragon-scales": SPARE,
           "elixir": ELIXIR, "dragon-bait": BAIT, "town-portal": PORTAL}
HELD = tuple(SLOT_OF[token] for token in TOKENS)
FACE_SLOT = {face: slot for face, slot in zip(PARTY_FACES, PARTY, strict=True)}
MONSTER_SLOT = dict(zip(MONSTERS, MONSTER_SLOTS, strict=True))
ALLIES = {"fighter": ALLY_FIGHTER, "thief": ALLY_THIEF}  # the only faces monsters turn into
LEVEL_SLOTS = (*MONSTER_SLOTS, CHEST, POTION)
REVIVED = ("champion", "fighter")  # the faces ``awaiting`` lists for a die brought back
ELIXIR_FACES = ("champion", "scroll")


@dataclass(frozen=True, slots=True)
class Spot:
    """A position of the model: ``st`` is its tuple (the search's bookkeeping slots 0)."""

    seat: int
    hero: str
    xp: int
    level: int
    bag: int
    st: tuple[int, ...]

    @property
    def kit(self) -> Kit:
        return kit_of(self.hero, self.xp >= MASTER_XP)


class OddsModel:
    """The ``FastModel`` of dungeon dice (see the module's docstring for what it reaches)."""

    def load(self, state: DDState) -> Spot | None:
        seat = state.seat
        pending = chance(state)
        if state.stage not in STAGES or seat.hero not in MODELLED or state.discards or (
                pending is not None and pending.kind != "treasure"):
            return None  # D22: the heroes the search models (``odds_kit.MODELLED``) only
        if any(n and face not in ALLIES
               for face, n in zip(PARTY_FACES, state.allies, strict=True)):
            return None
        st = [0] * (STAGE + 3)
        st[:len(PARTY)] = state.party
        st[GRAVE], st[LAIR] = state.graveyard, state.lair
        for token, slot in SLOT_OF.items():
            st[slot] = seat.token(token)
        st[ULT] = 0 if state.ultimate_used else 1
        for face, slot in ALLIES.items():
            st[slot] = state.allies[PARTY_FACES.index(face)]
        for face, slot in zip(LEVEL_FACES, LEVEL_SLOTS, strict=True):
            st[slot] = state.dungeon[LEVEL_FACES.index(face)]
        st[STAGE] = STAGES[state.stage]
        settled = tuple(st)
        if pending is not None:
            # The rules move on through the phases once the treasures are drawn; the model
            # counts them as drawn.
            settled = settle(settled)
            if settled[STAGE] == CLEARED and state.level >= LAST_LEVEL:
                return None
        return Spot(state.delver, seat.hero, seat.xp, state.level, sum(state.pool), settled)

    def legal(self, position: Spot) -> Sequence[Event]:
        return _Legal(position).events()

    def play(self, position: Spot, event: Event) -> Spot | None:
        if event.is_chance or event.kind in ("reroll", "seek", "flee", "retire"):
            return None
        spot = position
        k, after = spot.kit, list(spot.st)
        draws = xp = 0
        data = event.data
        kind = event.kind
        if kind == "fight":
            source, target = _named(k, data["with"]), MONSTER_SLOT[data["target"]]
            spend(after, source)
            after[target] = 0 if source.kills[MONSTER_SLOTS.index(target)] else \
                after[target] - 1
            if "extra" in data:
                after[MONSTER_SLOT[data["extra"]]] -= 1
        elif kind == "open":
            source = _named(k, data["with"])
            spend(after, source)
            draws = after[CHEST] if source.opens_all else 1
            after[CHEST] -= draws
        elif kind == "quaff":
            spend(after, _named(k, data["with"]))
            after[POTION] -= len(data["faces"])
            revive(after, tuple(FACE_SLOT[f] for f in data["faces"]))
        elif kind == "done":
            after[CHEST] = after[POTION] = 0
            after[STAGE] = DRAGON
        elif kind == "dragon":
            for name in data["with"]:
                spend(after, _named(k, name))
            lair_gone(after, None)
            draws, xp = 1, 1
        elif kind == "use":
            token = data["token"]
            if token == "town-portal":
                return None
            if token == "elixir":
                after[ELIXIR] -= 1
                revive(after, (FACE_SLOT[data["face"]],))
            elif token == "dragon-bait":
                to_lair(after, BAIT)
            else:
                lair_gone(after, RING)
        elif kind == "ultimate":
            if k.ultimate == "mercenary:master":
                return None  # a reroll
            draws = _ultimate(k, after, data)
            if k.pays:  # D19: the Time Traveler's dragon defeated: 1 XP and 1 treasure
                xp = 1
        else:
            raise IllegalAction("err_unknown_action", kind=kind)
        if min(after) < 0:
            raise IllegalAction("dd_err_values")
        bag = spot.bag + sum(spot.st[s] for s in HELD) - sum(after[s] for s in HELD)
        if draws and not bag:
            xp += draws  # D6/D7: 1 XP for each treasure the empty bag cannot give
        if spot.xp < MASTER_XP <= spot.xp + xp:
            return None
        settled = settle(tuple(after))
        if settled[STAGE] == CLEARED and spot.level >= LAST_LEVEL:
            return None
        return replace(spot, xp=spot.xp + xp, bag=bag, st=settled)


def fast_model() -> OddsModel:
    return OddsModel()


def _named(k: Kit, name: str) -> Source:
    for source in k.named:
        if source.name == name:
            return source
    raise IllegalAction("dd_err_not_source", source=name)


def _ultimate(k: Kit, st: list[int], data: dict[str, Any]) -> int:
    """The ultimate's change of the tuple (D12); the treasures it draws."""
    hero = k.ultimate.partition(":")[0]
    st[ULT] = 0
    if hero == "amar-suen":  # D20: every monster of the type; its treasures are drawn only
        st[MONSTER_SLOT[data["targets"][0]]] = 0  # while the bag lasts, never as XP
        return 0
    if k.pays:
        if "token" in data:
            st[SLOT_OF[data["token"]]] -= 1
        else:
            spend(st, _named(k, data["with"]))
        lair_gone(st, None)
        return 1
    targets = [MONSTER_SLOT[m] for m in data.get("targets", [])]
    for slot in targets:
        st[slot] -= 1
    if hero == "knight":
        to_lair(st, None)
    elif hero in ("half-goblin", "occultist"):
        st[ALLY_THIEF if hero == "half-goblin" else ALLY_FIGHTER] += len(targets)
    elif hero == "enchantress":
        st[POTION] += 1
    elif hero in ("minstrel", "viking"):
        lair_gone(st, None)
    elif k.ultimate == "spellsword:master":
        for slot in LEVEL_SLOTS:
            st[slot] = 0
        lair_gone(st, None)
    elif k.ultimate == "crusader:master":
        st[SLOT_OF[data["token"]]] -= 1
        chests = st[CHEST]
        for slot in LEVEL_SLOTS:
            st[slot] = 0
        lair_gone(st, None)
        revive(st, tuple(FACE_SLOT[f] for f in data["faces"]))
        return chests
    return 0


class _Legal:
    """The decisions of a position, as ``actions.legal_actions`` lists them for the state."""

    def __init__(self, spot: Spot) -> None:
        self.spot, self.st, self.kit = spot, spot.st, spot.kit
        self.sources = [s for s in self.kit.named if self.st[s.slot]]
        self.companions = [s for s in self.sources if s.companion]
        self.found: list[Event] = []

    def add(self, kind: str, **data: Any) -> None:
        self.found.append(Event(self.spot.seat, kind, data))

    def monsters(self) -> list[str]:
        return [m for m, slot in MONSTER_SLOT.items() for _ in range(self.st[slot])]

    def events(self) -> list[Event]:
        stage, k = self.st[STAGE], self.kit
        if stage == FIGHTING:
            self.fights()
        if stage == LOOTING or (stage == FIGHTING and k.loot_early):
            self.loot()
        if stage == LOOTING:
            self.add("done")
        if stage == DRAGON:
            self.dragon()
        self.rerolls()
        self.tokens()
        if self.st[ULT]:
            self.ultimates()
        if stage in (FIGHTING, DRAGON):
            self.add("flee")
        if stage == CLEARED:
            self.add("retire")
            self.add("seek")
        return self.found

    def fights(self) -> None:
        st = self.st
        for source in self.companions:
            for kind, (target, slot) in enumerate(MONSTER_SLOT.items()):
                if not st[slot]:
                    continue
                self.add("fight", **{"with": source.name, "target": target})
                if source.extra:
                    left = 0 if source.kills[kind] else st[slot] - 1
                    for extra, other in MONSTER_SLOT.items():
                        if (left if other == slot else st[other]):
                            self.add("fight", **{"with": source.name, "target": target,
                                                 "extra": extra})

    def loot(self) -> None:
        st = self.st
        if st[CHEST]:
            for source in self.companions:
                self.add("open", **{"with": source.name})
        for source in self.sources if st[POTION] else []:
            if not source.quaffs:  # D14
                continue
            most = min(st[POTION], st[GRAVE] + source.die)
            for face in REVIVED if most else ():
                self.add("quaff", **{"with": source.name, "faces": [face] * most})

    def dragon(self) -> None:
        st, need = self.st, self.kit.need
        ready = sorted(self.companions, key=lambda s: s.name)
        for team in combinations_with_replacement(ready, need):
            slots = [s.slot for s in team]
            if all(slots.count(slot) <= st[slot] for slot in slots) and \
                    distinct(tuple(s.types for s in team)) >= need:
                self.add("dragon", **{"with": [s.name for s in team]})

    def rerolls(self) -> None:
        st, monsters = self.st, self.monsters()
        for source in self.sources:
            if not source.rerolls:
                continue
            if monsters:
                self.add("reroll", **{"with": source.name, "party": [], "dungeon": monsters})
            for face, slot in FACE_SLOT.items():
                if st[slot] - (source.die and source.slot == slot):
                    self.add("reroll", **{"with": source.name, "party": [face],
                                          "dungeon": []})

    def tokens(self) -> None:
        st = self.st
        if st[ELIXIR] and st[GRAVE]:
            for face in ELIXIR_FACES:
                self.add("use", token="elixir", face=face)
        if st[BAIT] and self.monsters():
            self.add("use", token="dragon-bait")
        if st[RING] and st[LAIR]:
            self.add("use", token="ring-of-invisibility")
        if st[PORTAL]:
            self.add("use", token="town-portal")

    def ultimates(self) -> None:
        st, what = self.st, self.kit.ultimate
        present = [m for m, slot in MONSTER_SLOT.items() if st[slot]]
        hero, _, side = what.partition(":")
        if what in ("mercenary:novice", "enchantress:novice", "enchantress:master"):
            for monster in present:
                self.add("ultimate", targets=[monster])
        if what == "enchantress:master":
            for a in present:
                for b in present:
                    if a < b or (a == b and st[MONSTER_SLOT[a]] > 1):
                        self.add("ultimate", targets=[a, b])
        if what == "mercenary:master" and present:
            self.add("ultimate", party=[], dungeon=self.monsters())
        viking = hero == "viking" and st[STAGE] != CLEARED  # D17: not at the regroup
        if (hero == "knight" and present) or ((hero == "minstrel" or viking) and st[LAIR]) or (
                what == "spellsword:master" and (any(st[s] for s in LEVEL_SLOTS)
                                                 or st[LAIR])):
            self.add("ultimate")
        if hero in ("half-goblin", "occultist"):
            have = st[MONSTER_SLOT["goblin" if hero == "half-goblin" else "skeleton"]]
            only = "goblin" if hero == "half-goblin" else "skeleton"
            for n in range(1, min(have, 2 if side == "master" else 1) + 1):
                self.add("ultimate", targets=[only] * n)
        if hero == "amar-suen":
            for monster in present:
                self.add("ultimate", targets=[monster])
        if self.kit.pays and st[STAGE] == DRAGON:
            for token, slot in zip(TOKENS, HELD, strict=True):
                if st[slot]:
                    self.add("ultimate", token=token)
            if side == "master" and st[FACE_SLOT["scroll"]]:
                self.add("ultimate", **{"with": "scroll"})
        if what == "crusader:master":
            held = [token for token, slot in zip(TOKENS, HELD, strict=True) if st[slot]]
            if held:
                revived = min(st[POTION], st[GRAVE])
                self.add("ultimate", token=held[0], faces=["champion"] * revived)
