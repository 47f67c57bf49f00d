"""What each Halunken und Spelunken event did, as catalogue lines.

The rules note every step an event sets off (``HState.told``): a reveal may resolve a whole
round at once (cancelled cards, each move in order, cards taken, captains pushed, Black Jack's
path and his robberies), so the narration tells those records and decides nothing itself.
A movement card chosen in secret is told as chosen, never which (H3, H12).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from games.halunken.rules.components import RUM
from games.halunken.rules.state import HState
from tabletop.events import Event
from tabletop.plugin import Line
from tabletop.text.terms import term

JACK = "jack"  # Black Jack where a record names a seat


def narrate(before: HState, event: Event, after: HState) -> list[Line]:
    names = after.players
    return [TELLERS[str(record[0])](names, record[1:]) for record in after.told]


def card(code: str | int) -> dict[str, Any]:
    """A scoundrel card in words: "yellow 12", "gelb 12"."""
    text = str(code)
    return term("hs_n_card", colour=term(f"hs_colour_{text[0]}"), value=int(text[1:]))


def move(code: str | int) -> Any:
    """A movement card: its number, or the rum."""
    return term("hs_adv_rum") if code == RUM else str(code)


def _who(names: Sequence[str], seat: str | int) -> Any:
    return term("hs_black_jack") if seat == JACK else names[int(seat)]


def _space(space: str | int) -> int:
    return int(space) + 1


Record = Sequence[str | int]
Teller = Callable[[Sequence[str], Record], Line]


def _placed(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_placed", {"player": names[int(r[0])], "space": _space(r[1])})


def _took_top(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_took_top", {"player": names[int(r[0])], "card": card(r[1]),
                                  "dive": _space(r[2])})


def _flipped(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_flipped", {"dive": _space(r[0]), "card": card(r[1])})


def _revealed(names: Sequence[str], r: Record) -> Line:
    played = [term("hs_n_played", player=names[i], card=move(c)) for i, c in enumerate(r)]
    return Line("hs_n_revealed", {"cards": played})


def _revealed_jack(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_revealed_jack", {"card": move(r[0])})


def _cancelled(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_cancelled", {"card": move(r[0]),
                                   "players": [_who(names, s) for s in r[1:]]})


def _moved(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_moved", {"player": names[int(r[0])], "steps": int(r[1]),
                               "start": _space(r[2]), "end": _space(r[3])})


def _dive_empty(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_dive_empty", {"player": names[int(r[0])], "dive": _space(r[1])})


def _took(names: Sequence[str], r: Record) -> Line:
    player, taken, source = names[int(r[0])], card(r[1]), r[2]
    if source == "harbour":
        return Line("hs_n_took_harbour", {"player": player, "card": taken})
    return Line("hs_n_took_from", {"player": player, "card": taken,
                                   "victim": names[int(source)]})


def _no_theft(names: Sequence[str], r: Record) -> Line:
    return Line(f"hs_n_no_theft_{r[2]}", {"thief": names[int(r[0])],
                                          "victim": names[int(r[1])]})


def _pushed(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_pushed", {"player": names[int(r[0])], "space": _space(r[2])})


def _jack_moved(names: Sequence[str], r: Record) -> Line:
    return Line("hs_n_jack_moved", {"steps": int(r[0]), "start": _space(r[1]),
                                    "end": _space(r[2])})


def _spared(names: Sequence[str], r: Record) -> Line:
    params = {"victim": names[int(r[0])]}
    if len(r) > 2:
        params["player"] = names[int(r[2])]
    return Line(f"hs_n_spared_{r[1]}", params)


def _robs(names: Sequence[str], r: Record) -> Line:
    if r[1] == "harbour":
        return Line("hs_n_robs_harbour", {"player": names[int(r[0])]})
    return Line("hs_n_robs_hirer", {"player": names[int(r[0])], "victim": names[int(r[2])]})


def _round_starts(names: Sequence[str], r: Record) -> Line:
    if len(r) > 1:
        return Line("hs_n_round_bidding", {"round": int(r[0]), "player": names[int(r[1])]})
    return Line("hs_n_round_choose", {"round": int(r[0])})


def _player(key: str) -> Teller:
    """A record naming one seat: "Ana passes"."""
    return lambda names, r: Line(key, {"player": names[int(r[0])]})


def _player_and(key: str, name: str, how: Callable[[str | int], Any]) -> Teller:
    """A record naming one seat and one more value: "Ana bids yellow 3"."""
    return lambda names, r: Line(key, {"player": names[int(r[0])], name: how(r[1])})


def _one(key: str, name: str, how: Callable[[str | int], Any]) -> Teller:
    return lambda names, r: Line(key, {name: how(r[0])})


TELLERS: dict[str, Teller] = {
    "placed": _placed, "drew": _took_top, "flipped": _flipped,
    "jack_placer": _player("hs_n_jack_placer"),
    "jack_placed": _player_and("hs_n_jack_placed", "space", _space),
    "round_starts": _round_starts,
    "bid": _player_and("hs_n_bid", "card", card), "passed": _player("hs_n_passed"),
    "hired": _player_and("hs_n_hired", "card", card),
    "nobody_hired": lambda names, r: Line("hs_n_nobody_hired"),
    "chose": _player("hs_n_chose"), "chose_jack": _player("hs_n_chose_jack"),
    "revealed": _revealed, "revealed_jack": _revealed_jack, "cancelled": _cancelled,
    "declared": _player_and("hs_n_declared", "value", int),
    "declared_jack": _player_and("hs_n_declared_jack", "value", int),
    "stays": _player_and("hs_n_stays", "space", _space),
    "moved": _moved, "took_top": _took_top, "dive_empty": _dive_empty,
    "lands_on": lambda names, r: Line("hs_n_lands_on", {"player": names[int(r[0])],
                                                        "victim": names[int(r[1])]}),
    "lands_on_jack": _player("hs_n_lands_on_jack"),
    "no_theft": _no_theft, "pushed": _pushed, "took": _took,
    "harbour_empty": _player("hs_n_harbour_empty"),
    "jack_aside": lambda names, r: Line("hs_n_jack_aside", {"space": _space(r[1])}),
    "jack_card": _one("hs_n_jack_card", "card", move),
    "jack_moved": _jack_moved, "jack_moved_on": _one("hs_n_jack_moved_on", "space", _space),
    "overtook": lambda names, r: Line("hs_n_overtook", {"players": [names[int(s)] for s in r]}),
    "jack_robs": lambda names, r: Line("hs_n_jack_robs", {"victim": names[int(r[0])]}),
    "jack_robs_for": lambda names, r: Line("hs_n_jack_robs_for", {"victim": names[int(r[0])],
                                                                  "player": names[int(r[1])]}),
    "spared": _spared, "gave": _player_and("hs_n_gave", "card", card), "robs": _robs,
    "round_over": _one("hs_n_round_over", "round", int),
    "game_over": lambda names, r: Line("hs_n_game_over"),
    "next_game": lambda names, r: Line("hs_n_next_game", {"number": int(r[0]),
                                                          "games": int(r[1])}),
}
