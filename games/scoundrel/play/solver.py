"""The best score of a Scoundrel deal when the whole deck order is known (S1-S10, scored as S9).

Wins first, as yes/no questions: "can this deal be won with a score of at least k?"
(``solver_wins``), a depth-first search over turns whose memo uses dominance: for the same
dungeon and card carried over, more health, a weapon at least as strong with a cap at least as
high, or a run still allowed never does worse for a win. It cuts positions by an admissible
bound on the winning score (``solver_bounds``) and plays each room out once per room, weapon
and health it is met with (``solver_turns``). A failed question is fail-soft: it
also says a score no win passes. The first question asks for the bound of the whole deal (most
deals reach it: 20 health and the best potion played last); each failure's score is the next
question (MTD(f) from above), so the first question that succeeds gives the best score, and
the memo carries over (a state that cannot pass a score cannot pass it by asking for more).

A deal without any win (rare with the order known) is searched on for its best loss. Under
``death_penalty=dungeon_and_room`` a loss scores health less every monster not yet played, a
sum no play lowers: more health or a better weapon never does worse, so the search goes on
below 1 with the same memo and bound (``WinBound.reach``) and ways to die in a room
(``TurnCache.death``): a search for the best score whose bar rises with each line found
(``WinSearch.best``), first with bars a little below the last failure, where most losses
lie. Under the default penalty the monsters left in the room at the end cost nothing, losses
are not monotone in health, and a branch and bound finds the best (``solver_losses``).

A fled room goes under the dungeon in the order it will be turned again (S6): for a seed's deal,
the order that seed's dealer draws (``engine.dealt_under``); for a deal written out, which
says nothing of it, room order: the card kept from the previous room first, then the others in
the order turned.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from games.scoundrel.play.engine import (
    BARE,
    RUN,
    EngineState,
    Under,
    apply,
    card_ids,
    copy,
    dealt_deck,
    dealt_under,
    is_over,
    legal_moves,
    move_text,
    new_game_ids,
    score,
)
from games.scoundrel.play.solver_bounds import mask_of
from games.scoundrel.play.solver_losses import LossSearch
from games.scoundrel.play.solver_wins import NONE, Line, Timeout, WinSearch
from games.scoundrel.rules.components import DECK, MAX_HEALTH
from games.scoundrel.rules.options import ScoundrelOptions
from tabletop.plugin import Deals

__all__ = ["Solution", "solve", "solve_dealt", "transcript"]


@dataclass(frozen=True, slots=True)
class Solution:
    """``line``: the moves as transcript lines, room lines included (``replay`` reads them)."""

    best_score: int
    exact: bool
    line: list[str]
    nodes: int = 0
    seconds: float = 0.0


def solve(deck: Sequence[str], options: ScoundrelOptions, time_limit: float | None = None,
          *, clock: Callable[[], float] = time.perf_counter,
          under: Under | None = None, max_nodes: int | None = None) -> Solution:
    """The best score of ``deck`` (top first; a shorter deck of any of the 44 cards is fine)
    and a line that scores it. With ``time_limit`` (seconds of ``clock``) the best line found
    by then, and ``exact`` False if the search was cut short. Without one a hard deal may take
    long. ``clock=time.process_time`` counts only this process's own time (benchmarks on a
    shared machine). ``under``: the order fled rooms come back in (default: room order).
    ``max_nodes`` bounds the search in work (turn starts searched), the same on any machine."""
    start = clock()
    if not deck:
        return Solution(MAX_HEALTH, True, [])  # nothing to play: won at full health
    # The search's tables hold hundreds of thousands of tuples and lists but never a cycle:
    # the collector's passes over them, a sixth of the time, find nothing to free.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _solve(deck, options, time_limit, clock, under, max_nodes, start)
    finally:
        if collecting:
            gc.enable()


def _solve(deck: Sequence[str], options: ScoundrelOptions, time_limit: float | None,
           clock: Callable[[], float], under: Under | None, max_nodes: int | None,
           start: float) -> Solution:
    deadline = None if time_limit is None else start + time_limit
    ids = card_ids(deck)
    room_penalty = options.death_penalty == "dungeon_and_room"
    wins = WinSearch(1 if options.weapon_rule == "lower_or_equal" else 0, deadline, clock,
                     under, max_nodes, losses=room_penalty)
    exact, moves, most = _best_win(wins, bytes(ids))
    nodes = wins.nodes
    if moves is None and exact and room_penalty:
        exact, moves = _best_loss(wins, bytes(ids), most)
        nodes = wins.nodes
    elif moves is None and exact:
        losses = LossSearch(options, deadline, clock, under,
                            None if max_nodes is None else max(1, max_nodes - nodes))
        try:
            losses.node(bytes(ids), -1, MAX_HEALTH, 0, 0, False)
        except Timeout:
            exact = False
        moves, nodes = losses.best_line or None, nodes + losses.nodes
    if moves is None:
        moves = []  # cut short before any line was found
    moves = _complete(ids, options, moves, under)
    final = _play(ids, options, moves, under)
    return Solution(final, exact, transcript(deck, options, moves, under), nodes,
                    clock() - start)


def _best_win(search: WinSearch, deck: bytes) -> tuple[bool, list[int] | None, int]:
    """(finished, the moves of the best win or None if there is none, a score no line passes):
    MTD(f) from above. Each failed question returns a score no win passes (fail-soft), the
    next one asks for exactly that; the first that succeeds is the best."""
    mask = mask_of(deck)
    most = search.bound.score(mask, MAX_HEALTH, 0, 0)
    try:
        while most > 0:
            score, line = search.test(deck, -1, mask, MAX_HEALTH, 0, 0, 0, 0, most)
            if line is not None:
                return True, _flatten(line), score
            most = score
    except Timeout:
        return False, None, most
    if most == 0 and search.losses:
        most = min(0, search.bound.reach(mask, MAX_HEALTH, 0, 0))  # the bound said no win
    return True, None, most


ASPIRATION = (2, 8)  # the bars tried below the last failure, before any


def _best_loss(search: WinSearch, deck: bytes, most: int) -> tuple[bool, list[int] | None]:
    """The best loss of a deal without a win, under ``death_penalty=dungeon_and_room``, from
    ``most``, a score no line passes: bounded and searched as a win is, in a search whose
    bar rises with each line found; first with bars just below ``most`` (most losses lie
    there), each search's failure being a lower ``most``."""
    mask = mask_of(deck)
    try:
        for below in (*ASPIRATION, None):
            bar = NONE if below is None else most - below
            score, line = search.best(deck, -1, mask, MAX_HEALTH, 0, 0, 0, 0, bar)
            if line is not None:
                return True, _flatten(line)
            most = score
    except Timeout:
        return False, None
    raise AssertionError("every deal has a line, if only a death")


def _flatten(line: Line) -> list[int]:
    moves: list[int] = []
    while line is not None:
        moves.extend(line[0])
        line = line[1]
    return moves


def _play(deck: list[int], options: ScoundrelOptions, moves: Sequence[int],
          under: Under | None) -> int:
    """The score of ``moves`` played through the engine."""
    state = new_game_ids(deck, options, under)
    for move in moves:
        apply(state, move)
    final = score(state)
    assert final is not None, "a solver line ends the game"
    return final


def _complete(deck: list[int], options: ScoundrelOptions, moves: list[int],
              under: Under | None) -> list[int]:
    """``moves`` played on to the end: each move the one leaving the most health, then the
    strongest weapon; never a run. For a search cut short before it found a line; and for a
    best loss found from a state worse than this one (the memo's dominance), whose blow does
    not kill here: playing on never lowers such a score (``WinBound.reach``)."""
    state = new_game_ids(deck, options, under)
    for move in moves:
        apply(state, move)
    moves = list(moves)
    while not is_over(state):
        move = max((m for m in legal_moves(state) if m != RUN),
                   key=lambda m: _after(state, m))
        apply(state, move)
        moves.append(move)
    return moves


def _after(state: EngineState, move: int) -> tuple[int, int, int]:
    after = copy(state)
    apply(after, move)
    return after.health, after.weapon, after.cap


def solve_dealt(deals: Deals, options: ScoundrelOptions | None = None,
                time_limit: float | None = None, *,
                clock: Callable[[], float] = time.perf_counter,
                max_nodes: int | None = None) -> Solution:
    """``solve`` for the deal of a hotseat game the host dealt by ``deals``, fled rooms coming
    back as it deals them again (S6)."""
    return solve(dealt_deck(deals), options or ScoundrelOptions(), time_limit,
                 clock=clock, under=dealt_under(deals), max_nodes=max_nodes)


def transcript(deck: Sequence[str], options: ScoundrelOptions, moves: Sequence[int],
               under: Under | None = None) -> list[str]:
    """The transcript lines of a game of ``deck`` played with ``moves``: each room line (the
    cards turned, in order) before the move it allows."""
    state = new_game_ids(card_ids(deck), options, under)
    lines = [_room_line(state.room)] if state.room else []
    for move in moves:
        kept = [] if move == RUN else [c for c in state.room if c != move & (BARE - 1)]
        apply(state, move)
        lines.append(move_text(move))
        if len(state.room) > len(kept):
            lines.append(_room_line(state.room[len(kept):]))
    return lines


def _room_line(cards: Sequence[int]) -> str:
    return "room " + " ".join(DECK[c] for c in cards)
