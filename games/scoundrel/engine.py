"""Scoundrel's rules (S1-S10) as a compact engine over a known deck order: playouts and search.

``rules.py`` stays the rules of record (what the table knows, full validation, error messages).
This engine is the same game for callers that know the whole deck and pass only legal moves:
cards are ints (their index in ``DECK``), the state is mutated in place, moves are small ints,
and nothing is validated or copied per step. ``tests/scoundrel/test_engine.py`` checks that both
agree move for move.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from games.scoundrel.components import DECK, KIND, MAX_HEALTH, ORDER, VALUE
from games.scoundrel.options import ScoundrelOptions
from tabletop.dealers import deck_order

MONSTER, WEAPON, POTION = 0, 1, 2
KIND_CODE = {"monster": MONSTER, "weapon": WEAPON, "potion": POTION}
VALUES: tuple[int, ...] = tuple(VALUE[c] for c in DECK)
KINDS: tuple[int, ...] = tuple(KIND_CODE[KIND[c]] for c in DECK)
# A monster's value, and for other cards a value no weapon cap reaches: one comparison then
# tells whether a weapon may fight the card.
FIGHT: tuple[int, ...] = tuple(VALUE[c] if KIND[c] == "monster" else 99 for c in DECK)

BARE = 64  # move = card | BARE: fight a monster barehanded although the weapon could
RUN = 128
FRESH = 15  # the cap of a weapon that has slain nothing: above every monster (S3)
ROOM_SIZE = 4
PLAYS_PER_TURN = 3


class EngineState:
    """One game in progress. ``cap``: the weapon may fight a monster whose value is below it
    (0 without a weapon). ``dungeon`` is top first; a fled room goes under it in room order."""

    __slots__ = (
        "cap",
        "dungeon",
        "health",
        "last",
        "or_equal",
        "played",
        "potion_used",
        "ran_last",
        "room",
        "room_penalty",
        "weapon",
    )

    def __init__(self, dungeon: deque[int], *, or_equal: bool, room_penalty: bool) -> None:
        self.health = MAX_HEALTH
        self.room: list[int] = []
        self.dungeon = dungeon
        self.weapon = 0
        self.cap = 0
        self.played = 0
        self.potion_used = False
        self.ran_last = False
        self.last = -1  # the card played last, for the potion bonus (S9)
        self.or_equal = 1 if or_equal else 0  # added to a slain monster's value to get the cap
        self.room_penalty = room_penalty


def deck_for_seed(seed: int) -> tuple[str, ...]:
    """The deal of a hotseat game with ``seed``, top first (``RandomDealer`` deals it in order)."""
    return tuple(deck_order(seed, DECK))


def card_ids(deck: Sequence[str]) -> list[int]:
    return [ORDER[c] for c in deck]


def new_game(deck: Sequence[str], options: ScoundrelOptions) -> EngineState:
    """A game whose dungeon is ``deck`` (top first; any of the 44 cards), its first room dealt."""
    return new_game_ids(card_ids(deck), options)


def new_game_ids(deck: Sequence[int], options: ScoundrelOptions) -> EngineState:
    state = EngineState(deque(deck), or_equal=options.weapon_rule == "lower_or_equal",
                        room_penalty=options.death_penalty == "dungeon_and_room")
    _fill(state)
    return state


def copy(state: EngineState) -> EngineState:
    other = EngineState(deque(state.dungeon), or_equal=bool(state.or_equal),
                        room_penalty=state.room_penalty)
    other.health, other.room, other.weapon, other.cap = (state.health, list(state.room),
                                                         state.weapon, state.cap)
    other.played, other.potion_used, other.ran_last, other.last = (
        state.played, state.potion_used, state.ran_last, state.last)
    return other


def _fill(state: EngineState) -> None:
    """S2: a new turn fills the room to 4 while the dungeon has cards."""
    room, dungeon = state.room, state.dungeon
    while len(room) < ROOM_SIZE and dungeon:
        room.append(dungeon.popleft())


def legal_moves(state: EngineState) -> list[int]:
    """Every legal move of a game in progress: in room order, the run last (as ``awaiting``)."""
    moves = []
    cap = state.cap
    for card in state.room:
        moves.append(card)
        if FIGHT[card] < cap:
            moves.append(card | BARE)
    if not state.played and len(state.room) == ROOM_SIZE and state.dungeon and not state.ran_last:
        moves.append(RUN)
    return moves


def apply(state: EngineState, move: int) -> None:
    """Play ``move`` (legal: not checked) and deal the next room when the turn is over."""
    if move == RUN:
        # S6: under the dungeon in room order; never twice in a row.
        state.dungeon.extend(state.room)
        state.room.clear()
        state.ran_last = True
        _fill(state)
        return
    card = move & (BARE - 1)
    room = state.room
    room.remove(card)
    value, what = VALUES[card], KINDS[card]
    if what == WEAPON:
        state.weapon, state.cap = value, FRESH  # S3: the old weapon and its monsters are gone
    elif what == POTION:
        if not state.potion_used:  # S5: only the first potion of a turn heals
            health = state.health + value
            state.health = MAX_HEALTH if health > MAX_HEALTH else health
            state.potion_used = True
    elif move < BARE and value < state.cap:
        if value > state.weapon:  # S4: max(0, monster - weapon)
            state.health -= value - state.weapon
        state.cap = value + state.or_equal
    else:
        state.health -= value
    state.last = card
    state.played += 1
    if state.played == PLAYS_PER_TURN or not room:
        state.played, state.potion_used, state.ran_last = 0, False, False
        if state.health > 0:
            _fill(state)


def is_over(state: EngineState) -> bool:
    return state.health <= 0 or not state.room


def score(state: EngineState) -> int | None:
    """S9: the final score, or None while the game goes on."""
    if state.health <= 0:
        left = [c for c in state.dungeon if KINDS[c] == MONSTER]
        if state.room_penalty:
            left += [c for c in state.room if KINDS[c] == MONSTER]
        return state.health - sum(VALUES[c] for c in left)
    if state.room:
        return None
    last = state.last
    if state.health == MAX_HEALTH and last >= 0 and KINDS[last] == POTION:
        return MAX_HEALTH + VALUES[last]
    return state.health


def move_text(move: int) -> str:
    """The transcript line of a move, as ``notation.notation`` writes it."""
    if move == RUN:
        return "run"
    card = DECK[move & (BARE - 1)]
    return f"play {card} bare" if move & BARE else f"play {card}"
