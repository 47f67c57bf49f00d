"""S6 in seeded play: a fled room goes under the dungeon in random order, drawn from the seed
(``000_29c9095678974fbe.txt``: "sammelt man alle vier Karten in einer Bewegung ungeordnet auf
und legt sie unter den Kerker"), and records made before, when the app dealt such a room back
in room order, still replay to the same state, chance event by chance event as their seed
deals them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from games.scoundrel import GAME
from games.scoundrel.play import bots, engine
from games.scoundrel.rules.components import DECK, ORDER
from games.scoundrel.rules.options import ScoundrelOptions
from games.scoundrel.rules.state import ScoundrelState
from games.scoundrel.rules.turn import RUN, SEAT, awaiting, batch_chance, setup, turn
from tabletop.events import Event, Record
from tabletop.plugin import Chance, Decision
from tabletop.session.dealers import RandomDealer
from tabletop.session.playout import playout
from tabletop.session.session import Session
from tests.scoundrel.helpers import deck_for_seed, under_for_seed

from .helpers import endgame, reveal

OLD_RUN = Event(SEAT, "run")  # a run as the app logged it before: no mark
SEEDS = (4, 9, 12, 45)  # seeded games that run often and live to turn fled rooms again


@dataclass(frozen=True)
class Played:
    events: tuple[Event, ...]
    states: tuple[ScoundrelState, ...]  # states[i]: before events[i]; the last: the end
    fled: tuple[tuple[str, ...], ...]  # each fled room, in room order

    @property
    def end(self) -> ScoundrelState:
        return self.states[-1]

    def turned(self) -> list[str]:
        return [str(c) for e in self.events if e.is_chance for c in e.data["values"]]


def seeded(seed: int, run: Event = RUN) -> Played:
    """A hotseat game of ``seed``: its dealer deals, the player runs from every room while
    unseen cards are left (never twice in a row) and else plays as the greedy bot (which may
    run too); every run is ``run``."""
    fled = []

    def decide(state: ScoundrelState, now: Decision, _step: int) -> Event:
        event = bots.STRATEGIES["greedy"](state, SEAT, random.Random(0))
        if event.kind == "run" or (now.actions[-1].kind == "run" and state.unseen):
            event = run
            fled.append(state.room)
        return event

    played = playout(GAME, setup(ScoundrelOptions(), "Ana"), seed, decide)
    return Played(tuple(played.events), played.states, tuple(fled))


def back_again(played: Played) -> list[str]:
    """The cards turned after the 44 of the deck: the fled rooms, in the order turned."""
    return played.turned()[len(DECK):]


def test_s6_seeded_play_deals_a_fled_room_back_in_an_order_drawn_from_the_seed() -> None:
    """000: "sammelt man alle vier Karten in einer Bewegung ungeordnet auf und legt sie unter
    den Kerker" (S6: "The four cards go under the dungeon in random order").

    Worked situation: seed 9, where the player runs from every room the rules let them. Each
    fled room comes back whole, after the 44 cards of the deck, in the order the engine's
    ``seeded_under`` names (the order the solver reckons with); over these games most rooms
    come back in another order than they lay in the room."""
    shuffled = same = 0
    for seed in SEEDS:
        played = seeded(seed)
        dealt = back_again(played)
        under = under_for_seed(seed)
        expected: list[str] = []
        for runs, room in enumerate(played.fled):
            order = [DECK[c] for c in under([ORDER[c] for c in room], runs)]
            assert sorted(order) == sorted(room)  # the room comes back whole
            expected += order
            same += order == list(room)
            shuffled += order != list(room)
        assert dealt == expected[:len(dealt)], seed
        assert len(dealt) > 4  # the game lived to turn fled rooms again
    assert shuffled > 3 * same  # one order in 24 is the room's by chance


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_s6_a_seed_deals_the_same_again(seed: int) -> None:
    """Replays stay exact: the order comes from the seed (and the count of cards turned), so the
    same seed deals the same game again, and its record folds to the same state."""
    played = seeded(seed)
    assert seeded(seed) == played
    record = Record(game="scoundrel", players=["Ana"], seed=seed,
                    options=ScoundrelOptions().model_dump(),
                    events=[e.to_json() for e in played.events])
    assert Session.from_record(GAME, record).state == played.end


def test_s6_a_shuffled_room_is_drawn_an_old_run_is_dealt_in_room_order() -> None:
    """What the app asks the dealer for, once a fled room's cards are next: after a run as
    made now, any of them (the dealer draws one); after a run of a record made before, the top
    card as the app laid them under then (room order)."""
    fresh = turn(endgame(["7D", "KS", "5H", "9C"], ["2C"]), RUN)
    fresh = reveal(fresh, "2C")
    old = turn(endgame(["7D", "KS", "5H", "9C"], ["2C"]), OLD_RUN)
    old = reveal(old, "2C")
    assert fresh.shuffled == (True,) and old.shuffled == (False,)
    now = awaiting(fresh)
    assert isinstance(now, Chance)
    assert (now.ordered, now.deck) == (False, False)
    assert now.outcomes == ("5H", "7D", "9C", "KS")
    then = awaiting(old)
    assert isinstance(then, Chance)
    assert then.ordered and then.outcomes == ("7D", "KS", "5H", "9C")


@pytest.mark.parametrize("run", [RUN, OLD_RUN], ids=["now", "before"])
def test_s6_at_the_table_the_cards_are_turned_in_any_order(run: Event) -> None:
    """S6: "at the table the player simply does it": the app learns the cards as they are
    turned, whatever run the log holds."""
    state = reveal(turn(endgame(["7D", "KS", "5H", "9C"], ["2C", "3C", "4C"]), run),
                   "2C", "3C", "4C", "9C")
    assert state.batches == (("7D", "KS", "5H"),) and state.shuffled == (run == RUN,)
    for card in ("2C", "3C", "4C"):
        state = turn(state, Event(SEAT, "play", {"card": card}))
    state = reveal(state, "5H", "7D", "KS")
    assert state.room == ("9C", "5H", "7D", "KS")
    assert state.batches == () and state.shuffled == ()


def test_s6_an_old_seeded_record_with_runs_still_loads_and_is_what_its_seed_dealt() -> None:
    """A record stored before this change: a seeded game whose runs carry no mark and whose
    fled rooms came back in room order, as the app dealt them then. It folds to the same state,
    and each of its chance events is what the seed's dealer deals at that point, so a check
    that a seeded record holds exactly its seed's cards accepts it."""
    seed = SEEDS[0]
    played = seeded(seed, OLD_RUN)
    assert back_again(played) == [c for room in played.fled for c in room][:len(back_again(
        played))]  # room order: what the app dealt before
    raw: dict[str, Any] = {"format": "tabletop-record", "game": "scoundrel", "plugin_version": "1",
           "options": {"weapon_rule": "lower", "death_penalty": "dungeon"},
           "players": ["Ana"], "seed": seed, "mode": "play",
           "events": [e.to_json() for e in played.events]}
    assert {"actor": 0, "kind": "run", "data": {}} in raw["events"]
    session = Session.from_record(GAME, Record.model_validate(raw))
    assert session.state == played.end
    dealer, chances = RandomDealer(seed), 0
    for before, event in zip(session.states, session.events, strict=False):
        if event.is_chance:
            now = awaiting(before)
            assert isinstance(now, Chance)
            assert dealer.deal(now, chances) == event
            chances += 1


def test_s6_a_new_seeded_record_is_what_its_seed_dealt_too() -> None:
    """The same holds for a game played now: every chance event is the dealer's own."""
    seed = SEEDS[1]
    played = seeded(seed)
    dealer, chances = RandomDealer(seed), 0
    for before, event in zip(played.states, played.events, strict=False):
        if event.is_chance:
            now = awaiting(before)
            assert isinstance(now, Chance)
            assert dealer.deal(now, chances) == event
            chances += 1
    assert chances > len(DECK)


def test_s6_the_solver_plays_a_seed_with_its_fled_rooms_as_dealt() -> None:
    """The best score of a seed's deal reckons with the order its dealer deals fled rooms back
    (``engine.seeded_under``): the engine given a seed's order plays the game the seed deals."""
    seed = SEEDS[0]
    played = seeded(seed)
    fast = engine.new_game(deck_for_seed(seed), ScoundrelOptions(),
                           under_for_seed(seed))
    for before, event in zip(played.states, played.events, strict=False):
        if event.is_chance:
            continue
        assert [DECK[c] for c in fast.room] == list(before.room)
        engine.apply(fast, engine.RUN if event.kind == "run" else ORDER[event.data["card"]]
                     | (engine.BARE if event.data.get("with") == "bare" else 0))
    assert engine.score(fast) == GAME.score(played.end).players[0].total


@pytest.mark.parametrize("dealer", [1, 2])
def test_s6_the_seeded_order_is_what_the_dealer_deals_for_each_card_under(dealer: int) -> None:
    """``seeded_under`` draws each card as the seed's dealer deals the rules' chance of a fled
    room (``batch_chance``), without making the chance (issue #26): for any room and any number
    of rooms fled before, also once its memo was emptied for holding too many."""
    rng = random.Random(26)
    for seed in (0, 9, 123456):
        under = under_for_seed(seed, dealer)
        deals = RandomDealer(seed, dealer)
        for _ in range(40):
            room = rng.sample(range(len(DECK)), rng.randint(1, 4))
            runs = rng.randrange(12)
            left, index, expected = [DECK[c] for c in room], len(DECK) + 4 * runs, []
            while left:
                card = deals.deal(batch_chance(left, len(left)), index).data["values"][0]
                left.remove(card)
                expected.append(ORDER[card])
                index += 1
            assert list(under(room, runs)) == expected
            assert list(under(room[::-1], runs)) == expected  # the room's cards, not their order
    many = under_for_seed(3)
    first = many([1, 2, 3, 4], 0)
    for runs in range(engine.UNDER_MEMO + 1):
        many([5, 6, 7, 8], runs)
    assert many([1, 2, 3, 4], 0) == first
