"""A game and its rounds: the setup (H2), a round's start with the bidding or the choice of
movement cards, the reveal (H3), the round's end and the game's (H11, a match)."""

from __future__ import annotations

from games.halunken.rules.changes import tell
from games.halunken.rules.components import (
    BJ_MOVES,
    CARDS_PER_DIVE,
    DECK_SET,
    DIVES,
    MOVES,
    ROUNDS,
    RUM,
    move_value,
)
from games.halunken.rules.options import HalunkenOptions
from games.halunken.rules.queries import (
    cancelled_cards,
    cards_played,
    jack_in_reveal,
    lowest_and_highest,
)
from games.halunken.rules.score import player_score
from games.halunken.rules.state import HState, Phase, Step
from tabletop.plugin import replace


def setup(options: HalunkenOptions, players: list[str],
          earlier: tuple[tuple[int, ...], ...] | None = None) -> HState:
    seats = len(players)
    two = seats == 2
    bj_deck = MOVES if two else BJ_MOVES
    return HState(
        options=options, players=tuple(players), phase=Phase.PLACE, round=0, unseen=DECK_SET,
        down=(CARDS_PER_DIVE,) * DIVES, up=(None,) * DIVES, captains=(None,) * seats,
        hands=((),) * seats, used=((),) * seats, chosen=(None,) * seats, moves=(None,) * seats,
        initial=(None,) * seats, bj=None, bj_deck=bj_deck if (two or options.variant ==
                                                               "standard") else (),
        bj_card=None, harbour=(), controller=None, starter=0, bid=None, bid_turn=0,
        bids_made=(False,) * seats, queue=(), earlier=earlier or ((),) * seats)


def start_round(state: HState) -> HState:
    seats = state.seats
    state = replace(state, phase=Phase.BID if state.with_black_jack else Phase.CHOOSE,
                    chosen=(None,) * seats, moves=(None,) * seats, bj_card=None,
                    controller=None, bid=None, bid_turn=state.starter,
                    bids_made=(False,) * seats, queue=())
    if state.with_black_jack:
        return tell(state, "round_starts", state.round + 1, state.starter)
    return tell(state, "round_starts", state.round + 1)


def end_round(state: HState) -> HState:
    """H11: after 8 rounds (and Black Jack's last move) the game is over."""
    used = tuple((*u, c) for u, c in zip(state.used, state.chosen, strict=True) if c is not None)
    if len(used) != state.seats:
        used = state.used
    starter = state.controller if state.controller is not None else _after_nobody(state)
    state = tell(state, "round_over", state.round + 1)
    state = replace(state, used=used, starter=starter, round=state.round + 1,
                    chosen=(None,) * state.seats, moves=(None,) * state.seats)
    if state.round >= ROUNDS:
        return next_game(state)
    return start_round(state)


def _after_nobody(state: HState) -> int:
    """H13: after a round nobody hired Black Jack, whoever hired him most recently opens the
    bidding again; that is who opened this round (a round opens with the last hirer, or the
    highest first card while nobody ever hired him). Records made before H13 replay H7 as it
    was read then: the highest first card."""
    if state.options.since_h13_h14:
        return state.starter
    return lowest_and_highest(state)[1]


def next_game(state: HState) -> HState:
    """A match goes on with a fresh board; the scores so far are kept per seat."""
    played = len(state.earlier[0]) + 1
    if played >= state.options.games:
        # Who hired Black Jack in the last round stays known: the end's board says so (it
        # said "not hired" of a Black Jack hired in round 8).
        return tell(replace(state, phase=Phase.OVER, bid=None), "game_over")
    earlier = tuple((*e, player_score("", hand).details["game_score"])
                    for e, hand in zip(state.earlier, state.hands, strict=True))
    fresh = setup(state.options, list(state.players), earlier)
    return replace(fresh, told=(*state.told, ("next_game", played + 1, state.options.games)))


def reveal_round(state: HState) -> HState:
    cancelled = cancelled_cards(state)
    moves = tuple(None if c in cancelled or c is None else (0 if c == RUM else int(c))
                  for c in state.chosen)
    state = tell(replace(state, moves=moves, phase=Phase.RESOLVE), "revealed",
                 *(str(c) for c in state.chosen))
    played = cards_played(state)
    if "jack" in played:
        state = tell(state, "revealed_jack", played["jack"])
    for card in sorted(cancelled, key=move_value):
        who = [int(k) if k.isdigit() else k for k, c in played.items() if c == card]
        state = tell(state, "cancelled", card, *who)
    declare: list[Step] = [("declare", i) for i, c in enumerate(state.chosen)
                           if c == RUM and c not in cancelled]
    if state.bj_card == RUM and RUM not in cancelled and jack_in_reveal(state):
        # H12: the hirer declares his rum; H14: when nobody hired him, who opened the bidding.
        decider = state.controller if state.controller is not None else state.starter
        declare.append(("declare_bj", decider))
    return replace(state, queue=(*declare, ("order",)))
