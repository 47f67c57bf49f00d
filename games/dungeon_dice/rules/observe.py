"""What a seat of a dungeon dice game may know, as plain data: the one place that decides it.

Nothing is hidden. The rule text (``003_713d509ed6956a86.txt``) and rulings D1-D15 keep no
secret from anyone: the dice lie on the table, each player's treasure, XP and hero side lie
in front of them. Only the order of the treasure bag is unknown, to everyone: a token is
drawn blind (D2). What the bag holds can be counted (D2's 36 tokens less what the players
hold), so the observation gives its counts per token. Every seat therefore sees the same,
and the observation only names the seat it was made for.
"""

from __future__ import annotations

from games.dungeon_dice.rules.actions import legal_actions
from games.dungeon_dice.rules.components import (
    DUNGEON_FACES,
    LAST_LEVEL,
    LEVEL_FACES,
    MASTER_NAME,
    PARTY_FACES,
    TOKENS,
)
from games.dungeon_dice.rules.heroes import LEGENDARY, REFRESHING
from games.dungeon_dice.rules.queries import defeats, dragon_at, dragon_needs, free_heroes, opens
from games.dungeon_dice.rules.score import player_score
from games.dungeon_dice.rules.state import DDState, Seat, Stage
from games.dungeon_dice.rules.turn import chance
from games.dungeon_dice.rules.ultimates import kind
from tabletop.plugin import Observation


def _counts(numbers: tuple[int, ...], faces: tuple[str, ...]) -> dict[str, int]:
    return dict(zip(faces, numbers, strict=True))


def reach(state: DDState) -> dict[str, int]:
    """What each fight or opening the delver may make now does (D5, D6): how many monsters of
    the type it defeats or chests it opens, keyed ``fight|<source>|<target>`` and
    ``open|<source>``, so a board can say the count on the dice it acts on. A master's extra
    monster (D12) is not counted: the fight that takes it names it (the count once read the
    extra's fight, so the plain fight said one more)."""
    if chance(state) is not None or state.stage not in (Stage.MONSTERS, Stage.LOOT):
        return {}
    found: dict[str, int] = {}
    for event in legal_actions(state):
        source = str(event.data.get("with", ""))
        if event.kind == "fight":
            target = str(event.data["target"])
            found[f"fight|{source}|{target}"] = defeats(state, source, target)
        elif event.kind == "open":
            found[f"open|{source}"] = opens(state, source)
    return found


def _player(seat: Seat) -> dict[str, object]:
    shown = None if seat.hero is None else MASTER_NAME[seat.hero] if seat.master else seat.hero
    hero_score = player_score(seat.name, seat.xp, seat.tokens, seat.hero)
    delves = []
    for entry in seat.delves:
        outcome, _, level = entry.partition(":")
        delves.append({"outcome": outcome, "level": int(level)})
    return {
        "name": seat.name, "hero": seat.hero, "master": seat.master, "hero_name": shown,
        "legendary": seat.hero in LEGENDARY,
        "xp": seat.xp, "tokens": {tok: n for tok, n in zip(TOKENS, seat.tokens, strict=True)
                                  if n},
        "token_count": sum(seat.tokens),
        "score": hero_score.total, "delves": delves,
    }


def observe(state: DDState, seat: int | None) -> Observation:
    """The table as every seat sees it. At a regroup below level 10 the screen shows the odds
    of going on: ``"advise"`` asks the host for them (the view never searches); not while
    rerolled dice are still to be rolled, when there is no decision to advise."""
    in_delve = state.stage not in (Stage.HERO, Stage.OVER, Stage.FINAL)
    return {
        "seat": seat,
        "stage": str(state.stage),
        "players": [_player(s) for s in state.seats],
        "delver": state.delver,
        "delve": state.round + 1,
        "free_heroes": free_heroes(state),
        "level": state.level,
        "last_level": LAST_LEVEL,
        "party": _counts(state.party, PARTY_FACES),
        "graveyard": state.graveyard,
        "allies": _counts(state.allies, PARTY_FACES),
        "dungeon": _counts(state.dungeon, LEVEL_FACES),
        "lair": state.lair,
        "dungeon_pool": state.dungeon_pool,
        "bag": _counts(state.pool, TOKENS),
        "bag_total": sum(state.pool),
        "ultimate": kind(state) if in_delve and state.seat.hero is not None else None,
        "ultimate_used": state.ultimate_used,
        "dragon_needs": dragon_needs(state) if in_delve else None,
        "pending": {"hero": state.deal_hero, "party": state.roll_party,
                    "dungeon": state.roll_dungeon, "treasures": state.draws},
        "reach": reach(state),
        # D17-D20: what the expansion heroes keep in play.
        "refreshes": state.seat.hero if in_delve and state.seat.hero in REFRESHING else None,
        "dragon_at": dragon_at(state) if in_delve else None,
        "lair_allies": state.lair_allies,
        "preset": [_counts(level, DUNGEON_FACES) for level in state.preset],
        "scouted": _counts(state.scouted, DUNGEON_FACES) if state.scouted else None,
        "discards": state.discards,
        "berserk": state.berserk and not state.dragon_slain,
        "level_ability": state.level_ability,
        "advise": state.stage == Stage.REGROUP and state.level < LAST_LEVEL
        and chance(state) is None,
    }
