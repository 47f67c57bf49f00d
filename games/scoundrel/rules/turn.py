"""Scoundrel's rules (S1-S10) as pure functions of a state and an event; no I/O, no randomness."""

from __future__ import annotations

from collections.abc import Iterable

from games.scoundrel.rules.components import DECK_SET, MAX_HEALTH, VALUE, is_monster, kind, pretty
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState, Status
from tabletop.events import Event, IllegalAction
from tabletop.plugin import Awaiting, Chance, Decision, Move, Over, dispatch

ROOM_SIZE = 4
PLAYS_PER_ROOM = 3
SEAT = 0
RUN = Event(SEAT, "run", {"shuffled": True})  # S6: the room goes under in random order


def setup(options: ScoundrelOptions, player: str = "") -> ScoundrelState:
    return ScoundrelState(
        options=options, player=player, health=MAX_HEALTH, unseen=DECK_SET, batches=(),
        room=(), played=0, potion_used=False, weapon=None, slain=(), discard=(),
        ran_last=False, last_played=None, shuffled=(),
    )


def status(state: ScoundrelState) -> Status:
    """``lost`` (S8: health reached 0), ``won`` (every card played) or ``playing``."""
    if state.health <= 0:
        return Status.LOST
    if not state.room and not state.unseen and not state.batches:
        return Status.WON
    return Status.PLAYING


def next_cards(state: ScoundrelState) -> frozenset[str]:
    """The cards that can be turned next: unseen ones first, then the oldest run-away batch."""
    if state.unseen:
        return state.unseen
    return frozenset(state.batches[0]) if state.batches else frozenset()


def needs_cards(state: ScoundrelState) -> int:
    """S2: at the start of a turn the room is filled to 4 while the dungeon has cards."""
    if state.played or status(state) != Status.PLAYING:
        return 0
    return min(ROOM_SIZE - len(state.room), state.dungeon_size)


def weapon_limit(state: ScoundrelState) -> int | None:
    """The value a monster must stay below (or at, with ``lower_or_equal``); None: any monster."""
    if state.weapon is None or not state.slain:
        return None
    return VALUE[state.slain[-1]]


def weapon_can_fight(state: ScoundrelState, card: str) -> bool:
    """S3: a fresh weapon fights anything; after a kill only lower (or equal, by option)."""
    if state.weapon is None:
        return False
    limit = weapon_limit(state)
    if limit is None:
        return True
    if state.options.weapon_rule == "lower_or_equal":
        return VALUE[card] <= limit
    return VALUE[card] < limit


def run_refusal(state: ScoundrelState) -> str | None:
    """Why running is not allowed now (a catalogue key), or None when it is (S6, S7)."""
    if state.played:
        return "sc_err_run_played"
    if len(state.room) < ROOM_SIZE:
        return "sc_err_run_not_full"
    if not state.unseen and not state.batches:
        return "sc_err_run_last_room"  # S7: with the dungeon empty, the room is played out
    if state.ran_last:
        return "sc_err_run_twice"
    return None


def awaiting(state: ScoundrelState) -> Awaiting:
    if status(state) != Status.PLAYING:
        return Over()
    need = needs_cards(state)
    if need:
        return _room_chance(state, need)
    actions: list[Event] = []
    for card in state.room:
        actions.append(Event(SEAT, "play", {"card": card}))
        if is_monster(card) and weapon_can_fight(state, card):
            actions.append(Event(SEAT, "play", {"card": card, "with": "bare"}))
    if run_refusal(state) is None:
        actions.append(RUN)
    return Decision(player=SEAT, actions=tuple(actions))


def _room_chance(state: ScoundrelState, need: int) -> Chance:
    """One card at a time. Unseen cards lie in the order of the shuffled deck (``deck``: a seed is
    a deal whatever the player does). A run-away batch went under unordered (S6): its next card
    is any of it, a seeded dealer draws one; a batch of a record made before lies in room order,
    as the app dealt it then."""
    if state.unseen:
        return Chance(kind="room", what="sc_chance_room", outcomes=tuple(sorted(state.unseen)),
                      params={"count": need}, deck=True)
    if state.next_batch_shuffled:
        return batch_chance(state.batches[0], need)
    return Chance(kind="room", what="sc_chance_room", outcomes=state.batches[0],
                  params={"count": need}, ordered=True)


def batch_chance(batch: Iterable[str], need: int) -> Chance:
    """S6: the next card from a batch that went under shuffled, drawn among its cards."""
    return Chance(kind="room", what="sc_chance_room", outcomes=tuple(sorted(batch)),
                  params={"count": need})


def turn(state: ScoundrelState, event: Event) -> ScoundrelState:
    if status(state) != Status.PLAYING:
        raise IllegalAction("sc_err_game_over")
    if event.is_chance:
        return dispatch(REVEALS, state, event)
    if needs_cards(state):
        raise IllegalAction("sc_err_turn_cards_first", count=needs_cards(state))
    return dispatch(MOVES, state, event)


def _reveal(state: ScoundrelState, event: Event) -> ScoundrelState:
    cards = event.data.get("values")
    if not isinstance(cards, list) or not cards:
        raise IllegalAction("sc_err_no_cards")
    need = needs_cards(state)
    if need == 0:
        raise IllegalAction("sc_err_room_full")
    if len(cards) > need:
        raise IllegalAction("sc_err_too_many_cards", count=need)
    unseen, batches, room, shuffled = state.unseen, state.batches, state.room, state.shuffled
    for card in cards:
        if not isinstance(card, str) or card not in DECK_SET:
            raise IllegalAction("sc_err_not_a_card", text=str(card))
        if unseen:
            if card not in unseen:
                key = "sc_err_card_later" if any(card in b for b in batches) else "sc_err_card_seen"
                raise IllegalAction(key, card=pretty(card))
            unseen = unseen - {card}
        else:
            if card not in batches[0]:
                key = "sc_err_card_later" if any(card in b for b in batches) else "sc_err_card_seen"
                raise IllegalAction(key, card=pretty(card))
            # S6: the batch went under unordered, so any of its cards may be turned first.
            rest = tuple(c for c in batches[0] if c != card)
            batches = ((rest,) if rest else ()) + batches[1:]
            shuffled = shuffled if rest else shuffled[1:]
        room += (card,)
    # Built field by field: ``dataclasses.replace`` costs several times as much per event.
    return ScoundrelState(
        options=state.options, player=state.player, health=state.health, unseen=unseen,
        batches=batches, room=room, played=state.played, potion_used=state.potion_used,
        weapon=state.weapon, slain=state.slain, discard=state.discard, ran_last=state.ran_last,
        last_played=state.last_played, shuffled=shuffled)


def _play(state: ScoundrelState, event: Event) -> ScoundrelState:
    card = event.data.get("card")
    how = event.data.get("with")
    if not isinstance(card, str) or card not in state.room:
        shown = pretty(card) if isinstance(card, str) and card in DECK_SET else str(card)
        raise IllegalAction("sc_err_not_in_room", card=shown)
    if how not in (None, "bare", "weapon"):
        raise IllegalAction("err_unknown_action", kind=str(how))
    what = kind(card)
    if how is not None and what != "monster":
        raise IllegalAction("sc_err_not_monster", card=pretty(card))
    place = state.places()[state.room.index(card)]
    room = tuple(c for c in state.room if c != card)
    gaps = tuple(sorted((*state.gaps, place)))
    health, discard = state.health, state.discard
    weapon, slain, potion_used = state.weapon, state.slain, state.potion_used
    if what == "weapon":
        # S3: weapons are binding; the old one and its monsters are discarded.
        if weapon is not None:
            discard += (weapon, *slain)
        weapon, slain = card, ()
    elif what == "potion":
        # S5: only the first potion of the turn heals, capped at 20.
        if not potion_used:
            health = min(MAX_HEALTH, health + VALUE[card])
        potion_used = True
        discard += (card,)
    else:
        fight_with_weapon = how != "bare" and weapon_can_fight(state, card)
        if how == "weapon" and not fight_with_weapon:
            if weapon is None:
                raise IllegalAction("sc_err_no_weapon")
            raise IllegalAction("sc_err_weapon_cannot_fight", card=pretty(card),
                                limit=weapon_limit(state) or 0)
        if fight_with_weapon:
            assert weapon is not None
            health -= max(0, VALUE[card] - VALUE[weapon])
            slain += (card,)
        else:
            health -= VALUE[card]
            discard += (card,)
    played = state.played + 1
    ran_last = state.ran_last
    if played == PLAYS_PER_ROOM or not room:
        # The turn is over: the card left belongs to the next room (S2).
        played, potion_used, ran_last, gaps = 0, False, False, ()
    return ScoundrelState(
        options=state.options, player=state.player, health=health, unseen=state.unseen,
        batches=state.batches, room=room, played=played, potion_used=potion_used, weapon=weapon,
        slain=slain, discard=discard, ran_last=ran_last, last_played=card,
        shuffled=state.shuffled, gaps=gaps)


def _run(state: ScoundrelState, event: Event) -> ScoundrelState:
    reason = run_refusal(state)
    if reason is not None:
        raise IllegalAction(reason)
    # S6: the room goes under the dungeon "ungeordnet": a seeded dealer draws its cards at
    # random (the table turns them in any order, see ``_reveal``). A run without the mark is
    # one of a record made before: the app dealt those cards back in room order.
    shuffled = event.data.get("shuffled") is True
    return ScoundrelState(
        options=state.options, player=state.player, health=state.health, unseen=state.unseen,
        batches=(*state.batches, state.room), room=(), played=state.played,
        potion_used=state.potion_used, weapon=state.weapon, slain=state.slain,
        discard=state.discard, ran_last=True, last_played=state.last_played,
        shuffled=(*state.shuffled[:len(state.batches)],
                  *(False,) * (len(state.batches) - len(state.shuffled)), shuffled))


# The player's moves and the cards chance turns over, by event kind (``tabletop.plugin.dispatch``).
MOVES: dict[str, Move[ScoundrelState]] = {"play": _play, "run": _run}
REVEALS: dict[str, Move[ScoundrelState]] = {"room": _reveal}
