"""Scoundrel's rules (S1-S10) for search: cards as ints, one play as a few pure functions, and a
game over a known deck order built on them.

``rules/turn.py`` stays the rules of record (what the table knows, full validation, error messages).
Whatever searches plays by the functions here: ``moves`` lists the legal moves, ``resolve`` plays
one card, ``turn_over`` says when a turn ends and ``final_score`` scores. ``EngineState`` is a game
whose whole deck order is known (the solver, playouts), changed in place; the advice searches
the dungeon as the player knows it (``search.py``) and the fast model (``fast_model.py``)
follows a rules state, both with the same functions. Cards are their index in ``DECK``; a move
is a card, a card | BARE or RUN; nothing is validated. ``tests/scoundrel/test_engine.py`` and
``test_fast_model.py`` check that the rules and these agree move for move.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from games.scoundrel.rules.components import DECK, KIND, MAX_HEALTH, ORDER, VALUE
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.plugin import Deals

MONSTER, WEAPON, POTION = 0, 1, 2
KIND_CODE = {"monster": MONSTER, "weapon": WEAPON, "potion": POTION}
VALUES: tuple[int, ...] = tuple(VALUE[c] for c in DECK)
KINDS: tuple[int, ...] = tuple(KIND_CODE[KIND[c]] for c in DECK)
# A monster's value, and for other cards a value no weapon cap reaches: one comparison then
# tells whether a weapon may fight the card.
FIGHT: tuple[int, ...] = tuple(VALUE[c] if KIND[c] == "monster" else 99 for c in DECK)

BARE = 64  # move = card | BARE: fight a monster barehanded although the weapon could
CARD = BARE - 1  # move & CARD: the card a move plays
RUN = 128
FRESH = 15  # the cap of a weapon that has slain nothing: above every monster (S3)
ROOM_SIZE = 4
PLAYS_PER_TURN = 3


# --- one play -------------------------------------------------------------------------------------


def cap_of(weapon: int, last_slain: int | None, or_equal: int) -> int:
    """S3: the cap of a weapon of value ``weapon`` (0: none): it may fight a monster below the
    cap. A fresh weapon fights any; after a kill, monsters below that one (or equal to it, with
    ``or_equal`` 1)."""
    if not weapon:
        return 0
    return FRESH if last_slain is None else last_slain + or_equal


def may_run(played: int, room_size: int, dungeon_size: int, ran_last: bool) -> bool:
    """S6, S7: only from a full room with nothing played, while the dungeon has cards, and not
    from two rooms in a row."""
    return not played and room_size == ROOM_SIZE and dungeon_size > 0 and not ran_last


def moves(room: Sequence[int], cap: int, run: bool) -> list[int]:
    """The legal moves in room order, the run last (as ``rules.awaiting`` lists them): each card,
    and a monster the weapon may fight also barehanded (S4)."""
    found = []
    for card in room:
        found.append(card)
        if FIGHT[card] < cap:
            found.append(card | BARE)
    if run:
        found.append(RUN)
    return found


def resolve(health: int, weapon: int, cap: int, potion_used: bool, move: int,
            or_equal: int) -> tuple[int, int, int, bool]:
    """One card of the room played: health, weapon value, cap and whether the turn's potion is
    spent, after it."""
    card = move & CARD
    value, what = VALUES[card], KINDS[card]
    if what == WEAPON:
        return health, value, FRESH, potion_used  # S3: the old weapon and its monsters go
    if what == POTION:
        if potion_used:  # S5: only the first potion of a turn heals
            return health, weapon, cap, True
        health += value
        return (MAX_HEALTH if health > MAX_HEALTH else health), weapon, cap, True
    if move < BARE and value < cap:  # S4: max(0, monster - weapon), the monster on the weapon
        return (health - value + weapon if value > weapon else health), weapon, \
            value + or_equal, potion_used
    return health - value, weapon, cap, potion_used


def turn_over(played: int, room_left: int) -> bool:
    """S2: a turn ends after its third play, or when the (last) room is played out."""
    return played == PLAYS_PER_TURN or not room_left


def final_score(health: int, last: int, monsters_left: int) -> int:
    """S9: a loss scores the health minus the monsters left; a win the health, plus the value of
    the last card played when that was a potion and health is full."""
    if health <= 0:
        return health - monsters_left
    if health == MAX_HEALTH and last >= 0 and KINDS[last] == POTION:
        return MAX_HEALTH + VALUES[last]
    return health


def monster_sum(cards: Sequence[int]) -> int:
    return sum(VALUES[c] for c in cards if KINDS[c] == MONSTER)


# --- a fled room comes back -----------------------------------------------------------------------

Under = Callable[[Sequence[int], int], Sequence[int]]
"""S6: the order in which a fled room's cards are turned again (top first), from the room's
cards and how many rooms were fled before it. ``None`` where one is asked for: room order."""


UNDER_MEMO = 4096
"""Fled rooms whose order ``dealt_under`` keeps at most (the solver asks for many)."""


def dealt_under(deals: Deals) -> Under:
    """S6 in a hotseat game dealt by ``deals``: the order it turns a fled room's cards again.
    The dealer turns one card per chance event, every card of the deck once before any fled
    room's and each fled room's four before the next one's; so the cards of the room fled after
    ``runs`` others are the chance events ``44 + 4 * runs`` on, each drawn among its cards still
    under (``rules.batch_chance``). It depends on the room's cards, not on their order."""
    known: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}  # a memo, made for each
    # game: a simulated game makes one and mostly flees once or never (issue #26)

    def drawn(cards: tuple[int, ...], runs: int) -> tuple[int, ...]:
        left = sorted(DECK[c] for c in cards)  # batch_chance's outcomes: the cards sorted
        index = len(DECK) + ROOM_SIZE * runs
        order: list[int] = []
        while left:
            card = deals.one_of(left, index)  # deals.deal(batch_chance(left, ...), index)
            left.remove(card)
            order.append(ORDER[card])
            index += 1
        return tuple(order)

    def under(room: Sequence[int], runs: int) -> Sequence[int]:
        key = (tuple(sorted(room)), runs)
        order = known.get(key)
        if order is None:
            if len(known) >= UNDER_MEMO:
                known.clear()
            order = known[key] = drawn(*key)
        return order

    return under


# --- a game over a known deck -------------------------------------------------------------------


class EngineState:
    """One game in progress. ``cap``: the weapon may fight a monster whose value is below it
    (0 without a weapon). ``dungeon`` is top first; a fled room goes under it in the order
    ``under`` gives (``None``: room order), ``runs`` counts the rooms fled."""

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
        "runs",
        "under",
        "weapon",
    )

    def __init__(self, dungeon: deque[int], *, or_equal: bool, room_penalty: bool,
                 under: Under | None = None) -> None:
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
        self.under = under
        self.runs = 0


def dealt_deck(deals: Deals) -> tuple[str, ...]:
    """The deck of a hotseat game dealt by ``deals``, top first (its cards are turned up in
    this order)."""
    return tuple(deals.order(DECK))


def card_ids(deck: Sequence[str]) -> list[int]:
    return [ORDER[c] for c in deck]


def new_game(deck: Sequence[str], options: ScoundrelOptions,
             under: Under | None = None) -> EngineState:
    """A game whose dungeon is ``deck`` (top first; any of the 44 cards), its first room dealt;
    fled rooms come back as ``under`` says (``dealt_under`` for a dealt game)."""
    return new_game_ids(card_ids(deck), options, under)


def new_game_ids(deck: Sequence[int], options: ScoundrelOptions,
                 under: Under | None = None) -> EngineState:
    state = EngineState(deque(deck), or_equal=options.weapon_rule == "lower_or_equal",
                        room_penalty=options.death_penalty == "dungeon_and_room", under=under)
    _fill(state)
    return state


def copy(state: EngineState) -> EngineState:
    other = EngineState(deque(state.dungeon), or_equal=bool(state.or_equal),
                        room_penalty=state.room_penalty, under=state.under)
    other.health, other.room, other.weapon, other.cap = (state.health, list(state.room),
                                                         state.weapon, state.cap)
    other.played, other.potion_used, other.ran_last, other.last = (
        state.played, state.potion_used, state.ran_last, state.last)
    other.runs = state.runs
    return other


def _fill(state: EngineState) -> None:
    """S2: a new turn fills the room to 4 while the dungeon has cards."""
    room, dungeon = state.room, state.dungeon
    while len(room) < ROOM_SIZE and dungeon:
        room.append(dungeon.popleft())


def legal_moves(state: EngineState) -> list[int]:
    """Every legal move of a game in progress: in room order, the run last (as ``awaiting``)."""
    return moves(state.room, state.cap,
                 may_run(state.played, len(state.room), len(state.dungeon), state.ran_last))


def apply(state: EngineState, move: int) -> None:
    """Play ``move`` (legal: not checked) and deal the next room when the turn is over."""
    if move == RUN:
        # S6: under the dungeon, in the order it will be turned again.
        under = state.under
        state.dungeon.extend(state.room if under is None else under(state.room, state.runs))
        state.runs += 1
        state.room.clear()
        state.ran_last = True
        _fill(state)
        return
    card = move & CARD
    room = state.room
    room.remove(card)
    state.health, state.weapon, state.cap, state.potion_used = resolve(
        state.health, state.weapon, state.cap, state.potion_used, move, state.or_equal)
    state.last = card
    state.played += 1
    if turn_over(state.played, len(room)):
        state.played, state.potion_used, state.ran_last = 0, False, False
        if state.health > 0:
            _fill(state)


def is_over(state: EngineState) -> bool:
    return state.health <= 0 or not state.room


def score(state: EngineState) -> int | None:
    """S9: the final score, or None while the game goes on."""
    if state.health <= 0:
        left = monster_sum(state.dungeon)
        if state.room_penalty:
            left += monster_sum(state.room)
        return final_score(state.health, state.last, left)
    if state.room:
        return None
    return final_score(state.health, state.last, 0)


def move_text(move: int) -> str:
    """The transcript line of a move, as ``notation.notation`` writes it."""
    if move == RUN:
        return "run"
    card = DECK[move & CARD]
    return f"play {card} bare" if move & BARE else f"play {card}"
