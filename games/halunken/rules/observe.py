"""What one seat may know of a Halunken und Spelunken game, as plain data (the one place that
decides it: the screen, the advice and the strong bot's sampling all start from ``known``).

Open (004): the captains and Black Jack on the board, the dives' face-up cards and how many lie
face down under them, every captain's scoundrel cards ("face up on the table in front of
him"), the movement cards already played ("face up in front of him"), Black Jack's used
movement cards ("remain face up next to the board") and the harbour. Hidden: which card lies
face down where, and a movement card chosen this round until all are revealed (H3): another
seat sees only that it was chosen; with two players that goes for the card the hirer picks for
Black Jack too (H12). ``None`` is the whole table: it sees no chosen card at all.

Spaces and dives are 0-based, as in the events; a face shows them counted from 1.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from games.halunken.rules.components import BJ_MOVES, DIVES, MOVES, ROUNDS
from games.halunken.rules.score import player_score
from games.halunken.rules.state import HState, Phase, Step
from tabletop.plugin import Observation

HIDDEN = "hidden"
"""A movement card chosen face down: ``known`` puts it where a seat may not see the card."""


def known(state: HState, seat: int | None) -> HState:
    """The state as ``seat`` knows it: another seat's movement card chosen this round is
    ``HIDDEN`` (H3), and so is Black Jack's card while the other player holds it in secret
    (H12): his pile then shows the card back in, as the table sees the pile. Only for reading:
    the rules never run on it."""
    if state.phase != Phase.CHOOSE:
        return state
    chosen = tuple(c if c is None or i == seat else HIDDEN for i, c in enumerate(state.chosen))
    if state.bj_card is None or (seat is not None and state.controller == seat):
        return replace(state, chosen=chosen)
    pile = {*state.bj_deck, state.bj_card}
    return replace(state, chosen=chosen, bj_card=HIDDEN,
                   bj_deck=tuple(m for m in _jack_set(state) if m in pile))


def _jack_set(state: HState) -> tuple[str, ...]:
    """Black Jack's movement cards: 1-12, or a spare captain's set with two players (H12)."""
    return MOVES if state.two_player else BJ_MOVES


def observe(state: HState, seat: int | None) -> Observation:
    """Everything the screen shows to ``seat`` (``None``: the table), JSON values only."""
    view = known(state, seat)
    players = []
    for i, name in enumerate(view.players):
        score = player_score(name, view.hands[i], view.earlier[i])
        card = view.chosen[i]
        players.append({
            "name": name, "space": view.captains[i], "cards": list(view.hands[i]),
            "score": score.total, "doubled": score.details["doubled"],
            "moves_left": [m for m in MOVES if m not in view.used[i]],
            "moves_used": [m for m in MOVES if m in view.used[i]],
            "chosen": card is not None,
            "card": None if card in (None, HIDDEN) else card,
            **({"landings": landings(view, i)} if i == seat else {})})
    return {
        "seat": seat,
        "phase": str(view.phase),
        "round": min(view.round + 1, ROUNDS), "rounds": ROUNDS,
        "game": len(view.earlier[0]) + 1 if view.earlier else 1,
        "games": view.options.games,
        "dives": [{"up": up, "down": down} for up, down in zip(view.up, view.down, strict=True)],
        "players": players,
        "black_jack": _black_jack(view) if view.with_black_jack else None,
        "harbour": list(view.harbour),
        "next": next_step(view),
    }


def landings(view: HState, seat: int) -> dict[str, dict[str, Any]]:
    """Where each number 1-7 would take ``seat``'s captain from where it stands now (H4
    counts every space), what lies there, whose captain it would push (H5) or that Black Jack
    stands there (H10), and whether it cancels: a card of that number is already known to be
    played by another (H3). Other captains may move first this round; this is the board as it
    lies now, the way a player counts the ring."""
    start = view.captains[seat]
    if start is None:
        return {}
    shown = {c for i, c in enumerate(view.chosen) if i != seat and c not in (None, HIDDEN)}
    if view.bj_card not in (None, HIDDEN) and view.two_player:
        shown.add(view.bj_card)
    found: dict[str, dict[str, Any]] = {}
    for number in MOVES[:-1]:
        space = (start + int(number)) % DIVES
        found[number] = {
            "space": space, "up": view.up[space],
            "pushes": next((i for i, c in enumerate(view.captains) if c == space and i != seat),
                           None),
            "jack": view.bj == space, "cancels": number in shown}
    return found


def _black_jack(view: HState) -> dict[str, Any]:
    card = view.bj_card
    return {
        "space": view.bj, "controller": view.controller,
        "left": list(view.bj_deck),
        "used": [m for m in _jack_set(view) if m not in view.bj_deck],
        "chosen": card is not None, "card": None if card in (None, HIDDEN) else card,
        "bid": None if view.bid is None or view.phase != Phase.BID
        else {"seat": view.bid[0], "card": view.bid[1]},
    }


def next_step(state: HState) -> dict[str, Any] | None:
    """What happens next in the round, as a catalogue key and its parameters."""
    if not state.queue:
        return None
    step: Step = state.queue[0]
    kind = str(step[0])
    names = state.players
    if kind in ("steal", "try_steal"):
        return _line("hs_step_steal", thief=names[int(step[1])], victim=names[int(step[2])])
    if kind == "give":
        return _line("hs_step_give", player=names[int(step[1])])
    if kind in ("harbour", "try_harbour"):
        return _line("hs_step_harbour", player=names[int(step[1])])
    if kind == "rob_choice":
        return _line("hs_step_rob", player=names[int(step[1])])
    if kind in ("declare", "declare_bj"):
        return _line("hs_step_declare", player=names[int(step[1])])
    if kind == "flip":
        return _line("hs_step_flip", dive=int(step[1]) + 1)
    if kind == "take_down":
        return _line("hs_step_take", player=names[int(step[1])], dive=int(step[2]) + 1)
    if kind == "bj_turn":
        return _line("hs_step_bj")
    return _line("hs_step_other")


def _line(key: str, **params: Any) -> dict[str, Any]:
    return {"key": key, "params": params}
