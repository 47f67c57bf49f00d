"""Dungeon dice's rule of thumb, what the ``basic`` bot plays: cheapest companion first,
Champions and Scrolls kept for need, retiring when the next level is likely to make it flee.
The odds search values it first, so a search cut short has it at least; it lives apart from
the odds bot, which uses that search."""

from __future__ import annotations

from games.dungeon_dice.rules import queries
from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.companions import cost, face_of, roles
from games.dungeon_dice.rules.components import (
    COMPANIONS,
    GOOD_AGAINST,
    HEROES,
    MONSTERS,
    PARTY_FACES,
)
from games.dungeon_dice.rules.heroes import BASE
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop.events import Event

HERO_PREFERENCE = ("knight", "half-goblin", "crusader", "spellsword", "enchantress",
                   "occultist", "minstrel", "mercenary")


def strength(state: DDState) -> int:
    """Companions the party can still field (dice, allies and companion tokens)."""
    dice = sum(state.party) - state.party[-1]
    return dice + sum(state.allies)


def _by_kind(actions: list[Event], kind: str) -> list[Event]:
    return [a for a in actions if a.kind == kind]


def choose(state: DDState) -> Event:
    actions = legal_actions(state)
    if state.stage == Stage.HERO:
        free = queries.free_heroes(state)
        pick = next(h for h in HERO_PREFERENCE + HEROES if h in free)
        return next(a for a in actions if a.data.get("hero") == pick)
    if state.discards:  # D18: the cheapest treasures at the end are listed first
        return _by_kind(actions, "discard")[0]
    if state.stage == Stage.MULLIGAN and _by_kind(actions, "set"):
        return _forming(state, _by_kind(actions, "set"))
    if state.stage == Stage.MULLIGAN:
        scrolls = state.party[-1]
        wanted = [a for a in _by_kind(actions, "mulligan") if a.data["faces"] == ["scroll"]]
        return wanted[0] if scrolls and wanted else _by_kind(actions, "ready")[0]
    if state.stage == Stage.MONSTERS:
        return _monsters(state, actions)
    if state.stage == Stage.LOOT:
        return _loot(state, actions)
    if state.stage == Stage.DRAGON:
        fights = _by_kind(actions, "dragon")
        if fights:
            return min(fights, key=lambda a: sum(cost(s) for s in a.data["with"]))
        return _past_dragon(state, actions) or _escape(actions) or _by_kind(actions, "flee")[0]
    return _regroup(state, actions)


# D18: how hard a scouted die makes its level: the gentlest dice go to level 1.
DANGER = {"chest": 0, "potion": 0, "goblin": 1, "skeleton": 1, "ooze": 1, "dragon": 2}


def _forming(state: DDState, sets: list[Event]) -> Event:
    """The Scout keeps the gentlest dice for the first levels; Loeg Yllavyre turns Scrolls
    into Scrolls first, then the faces he has most of."""
    if "levels" in sets[0].data:
        def harm(event: Event) -> tuple[int, ...]:
            first, second, _ = event.data["levels"]
            return (sum(DANGER[f] for f in first), sum(DANGER[f] for f in second))
        return min(sets, key=harm)

    def spare(event: Event) -> float:
        return sum(-10.0 if f == "scroll" else cost(f) - state.party[PARTY_FACES.index(f)]
                   for f in event.data["faces"])
    return min(sets, key=spare)


def _past_dragon(state: DDState, actions: list[Event]) -> Event | None:
    """D18-D20: an expansion hero's ultimate offered in the dragon phase deals with the lair
    one way or another (slays the dragon, discards or re-rolls lair dice, turns them into
    companions, retires, brings dice back): better than fleeing, and free where a Ring costs
    a treasure. The most lair dice first (Tristan's and Szopin's choices)."""
    if state.seat.hero in BASE:
        return None  # the base heroes' rule of thumb stays as it was (their odds are exact)
    offered = _by_kind(actions, "ultimate")
    if not offered:
        return None
    return max(offered, key=lambda a: (_lair_dice(a.data.get("lair")), len(a.data)))


def _lair_dice(lair: object) -> int:
    return lair if isinstance(lair, int) else 0


def _monsters(state: DDState, actions: list[Event]) -> Event:
    fights = _by_kind(actions, "fight")
    # Fight the monster type that is hardest to cover first, with the cheapest companion
    # that clears all of it; a single monster takes the cheapest companion at all.
    best: tuple[float, Event] | None = None
    for action in fights:
        target, source = action.data["target"], action.data["with"]
        clears = queries.defeats(state, source, target) >= queries.count(state, target)
        specialist = any(GOOD_AGAINST.get(r) == target for r in roles(state, source))
        score = cost(source) + (0 if clears else 5) - (0.3 if specialist else 0)
        score += 0.5 if action.data.get("extra") is None and queries.extra_kill(state, source) \
            else 0
        if best is None or score < best[0]:
            best = (score, action)
    if best is not None and best[0] < 5:
        return best[1]
    # No companion clears what is left: an ultimate, a hero's re-roll of a monster (D18,
    # D20: the Tracker's Goblin, Tou'lak's die, Loeg's monster turned dragon), a Scroll.
    for kind in ("ultimate", "ability", "reroll"):
        options = [a for a in _by_kind(actions, kind) if a.data.get("dungeon") or
                   a.data.get("targets") or kind == "ultimate"
                   or a.data.get("target") in MONSTERS]
        if options:
            return options[0]
    bait = [a for a in _by_kind(actions, "use") if a.data.get("token") == "dragon-bait"]
    if bait:
        return bait[0]
    if best is not None:
        return best[1]
    return _escape(actions) or _by_kind(actions, "flee")[0]


def _loot(state: DDState, actions: list[Event]) -> Event:
    opens = [a for a in _by_kind(actions, "open")
             if roles(state, a.data["with"]) & {"thief", "champion"}
             and face_of(a.data["with"]) != "champion"]
    if opens:
        return min(opens, key=lambda a: cost(a.data["with"]))
    quaffs = [a for a in _by_kind(actions, "quaff") if a.data["faces"][0] == "champion"
              and (len(a.data["faces"]) >= 2 or face_of(a.data["with"]) == "scroll")]
    if quaffs:
        return min(quaffs, key=lambda a: (-len(a.data["faces"]), cost(a.data["with"])))
    cheap = [a for a in _by_kind(actions, "open") if cost(a.data["with"]) <= 1.1]
    if cheap and strength(state) > 4:
        return min(cheap, key=lambda a: cost(a.data["with"]))
    return _by_kind(actions, "done")[0]


def _escape(actions: list[Event]) -> Event | None:
    for token in ("ring-of-invisibility", "town-portal"):
        found = [a for a in _by_kind(actions, "use") if a.data.get("token") == token]
        if found:
            return found[0]
    return None


def _regroup(state: DDState, actions: list[Event]) -> Event:
    elixirs = [a for a in _by_kind(actions, "use") if a.data.get("token") == "elixir"
               and a.data.get("face") == "champion"]
    if elixirs and state.graveyard:
        return elixirs[0]
    revive = [a for a in _by_kind(actions, "ultimate") if state.seat.hero == "marpesia"]
    if revive and state.graveyard >= 2:  # D20: her graveyard rolled back into the party
        return revive[0]
    retire = _by_kind(actions, "retire")  # none after the Berserker's rage (D18)
    if retire and _likely_to_flee(state):
        return retire[0]
    return _by_kind(actions, "seek")[0]


def _likely_to_flee(state: DDState) -> bool:
    """About half of the next level's dice are monsters; each type needs a companion, and a
    third dragon face needs three different ones."""
    rolled = min(state.level + 1, state.dungeon_pool)
    expected_types = min(3, (rolled + 1) // 2)
    types = {r for face, n in zip(COMPANIONS, state.party, strict=False) if n
             for r in roles(state, face) if r in COMPANIONS}
    dragon_risk = state.lair + rolled / 6 >= 3 and len(types) < queries.dragon_needs(state)
    fighters = strength(state)
    return fighters < expected_types + 1 or dragon_risk or \
        (state.level >= 6 and fighters <= rolled // 2 + 1)
