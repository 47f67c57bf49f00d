"""The story of a Halunken game in chapters: the setting up of a harbour, then each round
from its first bid (or its first movement card, when nobody bids for Black Jack) through the
reveal, every move, take, push and robbery to the round's end."""

from __future__ import annotations

from collections.abc import Sequence

from games.halunken.rules.state import HState, Phase
from tabletop.events import Event
from tabletop.plugin import Chapter, Line

SETTING_UP = (Phase.PLACE, Phase.BLACK_JACK)


def _part(state: HState) -> tuple[int, int | None]:
    """(the game of a match, the round) a position belongs to; None for the round while the
    harbour is set up."""
    game = len(state.earlier[0]) if state.earlier else 0
    return game, None if state.phase in SETTING_UP else state.round


def _heading(state: HState) -> Line:
    game, round_ = _part(state)
    several = state.options.games > 1
    if round_ is None:
        return Line("hs_ch_game_setup", {"game": game + 1}) if several else Line("hs_ch_setup")
    if several:
        return Line("hs_ch_game_round", {"game": game + 1, "round": round_ + 1})
    return Line("hs_ch_round", {"round": round_ + 1})


def chapters(states: Sequence[HState], events: Sequence[Event]) -> list[Chapter]:
    # A round's last event already tells the next round's opening: the new chapter begins
    # with the first event the next round's position awaits.
    found: list[Chapter] = []
    for index in range(len(events)):
        if index == 0 or _part(states[index]) != _part(states[index - 1]):
            found.append(Chapter(index, _heading(states[index])))
    return found
