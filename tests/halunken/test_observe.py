"""What a seat may know (004, H3, H12): every observation is plain JSON; another seat's secret
movement card (and the two-player hirer's card for Black Jack) never changes what a seat sees;
the table sees no chosen card; what 004 says lies face up is in the observation."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

import pytest

from games.halunken import GAME
from games.halunken.play import search
from games.halunken.rules.components import BJ_MOVES, DIVES, MOVES
from games.halunken.rules.observe import known
from games.halunken.rules.queries import moves_left
from games.halunken.rules.state import HState
from tabletop.events import Event

from .helpers import choose, jack_turns, new_game, play_out, table

GAMES = [(2, "standard", 1), (3, "standard", 2), (4, "standard", 3), (3, "intro", 4),
         (4, "intro", 5)]


@cache
def states(players: int, variant: str, seed: int) -> tuple[HState, ...]:
    """Every state of a random game."""
    seen: list[HState] = []

    def note(before: HState, _event: Event, _after: HState) -> None:
        seen.append(before)

    seen.append(play_out(new_game(players, variant), seed, note))
    return tuple(seen)


def seats(state: HState) -> list[int | None]:
    return [None, *range(state.seats)]


@pytest.mark.parametrize(("players", "variant", "seed"), GAMES)
def test_every_observation_is_plain_json(players: int, variant: str, seed: int) -> None:
    for state in states(players, variant, seed)[::3]:
        for seat in seats(state):
            seen = GAME.observe(state, seat)
            assert json.loads(json.dumps(seen)) == seen
            assert seen["seat"] == seat
            assert len(seen["dives"]) == DIVES and len(seen["players"]) == players


def swapped(state: HState, other: int) -> Iterator[HState]:
    """``state`` with ``other``'s secret choices of the round replaced by any they could
    have made: their movement card, and (two players) the card they picked for Black Jack."""
    card = state.chosen[other]
    if card is not None:
        for m in moves_left(state, other):
            if m != card:
                yield replace(state, chosen=tuple(m if i == other else c
                                                  for i, c in enumerate(state.chosen)))
    if state.two_player and state.controller == other and state.bj_card is not None:
        pile = {*state.bj_deck, state.bj_card}
        for m in sorted(pile - {state.bj_card}):
            yield replace(state, bj_card=m, bj_deck=tuple(x for x in MOVES if x in pile - {m}))


def test_h3_another_seats_secret_card_changes_nothing_a_seat_sees() -> None:
    """004: "each player secretly chooses one of his Movement cards and puts it face down in
    front of him"; H12: the hirer "chooses two Movement cards: one for Black Jack ... and one
    for himself"."""
    checked = 0
    for players, variant, seed in GAMES:
        for state in states(players, variant, seed):
            if state.phase != "choose":
                continue
            for other in range(players):
                for seat in seats(state):
                    if seat == other:
                        continue
                    expected = GAME.observe(state, seat)
                    for variant_state in swapped(state, other):
                        assert GAME.observe(variant_state, seat) == expected
                        checked += 1
    assert checked > 500


def test_h3_a_chosen_card_shows_as_chosen_and_only_to_its_owner_until_the_reveal() -> None:
    """004: "Everyone reveals their Movement cards simultaneously." Before that the others
    (and the table as a whole) see a face-down card."""
    state = table(3, captains=[0, 4, 8], up={1: "y1"}, down={1: 2})
    state = GAME.turn(state, Event(0, "move", {"card": "3"}))
    own, other, whole = (GAME.observe(state, seat) for seat in (0, 1, None))
    assert own["players"][0]["chosen"] and own["players"][0]["card"] == "3"
    assert other["players"][0]["chosen"] and other["players"][0]["card"] is None
    assert whole["players"][0]["card"] is None
    assert not other["players"][1]["chosen"]
    state = choose(state, "3", "4", "3")
    # All cards are out: the round is resolved and the cards played lie face up.
    assert state.round == 1
    assert [p["moves_used"] for p in GAME.observe(state, None)["players"]] == \
        [["3"], ["4"], ["3"]]


def test_h12_the_hirers_card_for_black_jack_is_secret_and_his_pile_looks_whole() -> None:
    """004 (two players): the winner of the bidding "chooses two Movement cards: one for Black
    Jack from the pile in the harbour and one for himself from his hand"."""
    state = table(2, captains=[0, 7], variant="standard", bj=12, controller=0, phase="choose")
    state = GAME.turn(state, Event(0, "jack_card", {"card": "5"}))
    hirer, other, whole = (GAME.observe(state, seat) for seat in (0, 1, None))
    assert hirer["black_jack"]["card"] == "5" and "5" not in hirer["black_jack"]["left"]
    for seen in (other, whole):
        assert seen["black_jack"]["chosen"] and seen["black_jack"]["card"] is None
        assert seen["black_jack"]["left"] == list(MOVES) and seen["black_jack"]["used"] == []


def test_black_jacks_used_movement_cards_lie_face_up() -> None:
    """004: "Black Jack's used Movement cards remain face up next to the board." """
    state = table(3, captains=[0, 4, 8], variant="standard", bj=12)
    state = jack_turns(choose(state, "1", "2", "3"), "9")
    seen = GAME.observe(state, None)["black_jack"]
    assert seen["used"] == ["9"]
    assert seen["left"] == [m for m in BJ_MOVES if m != "9"]


def test_open_cards_and_face_down_counts() -> None:
    """004: taken scoundrels are placed "face up on the table in front of him"; of the face-down
    cards on a dive only how many there are is known."""
    state = table(3, captains=[0, 4, 8], up={2: "y12"}, down={2: 1, 5: 3},
                  hands={0: ["r15", "g3"], 2: ["p9"]}, used={0: ["4"], 1: ["rum"], 2: ["7"]},
                  round_=1)
    seen = GAME.observe(state, 1)
    assert seen["dives"][2] == {"up": "y12", "down": 1}
    assert seen["dives"][5] == {"up": None, "down": 3}
    assert seen["players"][0]["cards"] == ["r15", "g3"]
    assert seen["players"][0]["score"] == 2 * 15 + 3
    assert seen["players"][1]["moves_left"] == [m for m in MOVES if m != "rum"]
    assert seen["black_jack"] is None  # the introductory game has no Black Jack
    assert "unseen" not in json.dumps(seen)


def test_the_strong_bots_sampling_starts_from_what_its_seat_knows() -> None:
    for players, variant, seed in GAMES[:3]:
        for state in states(players, variant, seed)[::5]:
            if state.phase == "choose" and state.captains[0] is not None:
                assert search.situation(state, 0).state == known(state, 0)
