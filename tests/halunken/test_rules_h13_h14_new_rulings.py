"""H13 (who opens the bidding) and H14 (two players, nobody hired: Black Jack's card is turned
before the reveal), both from the rulebook ``004_ec6843a48c78278b.txt``; and records made before
them, which replay by the rulings they were played under. Spaces are 0-based."""

from __future__ import annotations

import pytest

from games.halunken import GAME
from games.halunken.rules.options import LATEST_EDITION, HalunkenOptions
from games.halunken.rules.state import HState
from tabletop.events import BadInput, Event, Record
from tabletop.plugin import Decision
from tabletop.session.session import Session, chosen_options
from tabletop.text import i18n

from .helpers import (
    NAMES,
    act,
    chance,
    choose,
    decision,
    illegal,
    jack_turns,
    new_game,
    offered,
    play_out,
    play_until,
    reveal,
    start,
    table,
)

# ---- H13: who opens the bidding -----------------------------------------------------------


def _everyone_passes(state: HState) -> HState:
    while state.phase == "bid":
        state = act(state, decision(state).player, "pass")
    return state


def _next_round(state: HState, seed: int) -> HState:
    """The round played out with random choices (no bidding left in it)."""
    goal = state.round + 1
    return play_until(state, lambda s: s.round == goal, seed=seed)


def _cem_hires_in_round_one(edition: int = LATEST_EDITION) -> HState:
    """Ana drew y5, Ben g13 (the highest: he opens round 1), Cem r4 (the lowest: he places
    Black Jack). Round 1: Ben passes, Cem hires him with r4, Ana passes."""
    state = start([0, 4, 8], ["y5", "g13", "r4"], bj=12, edition=edition)
    assert decision(state).player == 1
    state = act(state, 1, "pass")
    state = act(state, 2, "bid", card="r4")
    state = act(state, 0, "pass")
    assert state.controller == 2
    return _next_round(state, seed=1)


def test_h13_after_a_round_nobody_hired_the_last_hirer_opens() -> None:
    """004 ("Subsequent Rounds"): "After Black Jack has moved, a new round begins and players
    bid again to control Black Jack, starting with the player who hired him last." (H13)

    Worked situation: Cem hires Black Jack in round 1 and opens round 2, where nobody hires
    him. Round 3 opens with Cem, who hired him last, not with Ben, who drew the highest card;
    so does round 4 after another round nobody hired him. Ana hires him in round 4: round 5
    opens with her."""
    state = _cem_hires_in_round_one()
    assert state.round == 1 and decision(state).player == 2
    state = _next_round(_everyone_passes(state), seed=2)
    assert state.phase == "bid" and state.controller is None
    assert decision(state).player == 2  # Cem hired him last
    state = _next_round(_everyone_passes(state), seed=3)
    assert decision(state).player == 2  # still Cem: nobody has hired him since
    state = act(state, 2, "pass")
    card = next(a.data["card"] for a in decision(state).actions if a.kind == "bid")
    state = act(state, 0, "bid", card=card)
    state = act(state, 1, "pass")
    state = _next_round(state, seed=4)
    assert state.round == 4 and decision(state).player == 0


def test_h13_while_nobody_ever_hired_him_the_highest_first_card_opens() -> None:
    """004: "If no-one hires Black Jack in the first round, then bidding starts in the
    following round with whoever drew the most valuable Scoundrel card at the beginning of the
    game." (H13: "while nobody has ever hired him, the holder of the highest initial card")"""
    state = start([0, 4, 8], ["y5", "g13", "r4"], bj=12)
    for seed in (1, 2, 3):
        assert decision(state).player == 1  # Ben's g13
        state = _next_round(_everyone_passes(state), seed=seed)
    assert state.round == 3 and decision(state).player == 1


def test_h13_two_players_the_last_hirer_opens_too() -> None:
    """004 ("The Two-Player Variant"): "This variant follows the rules for the standard game"
    -- so H13 holds with two players: Ben drew y5, the higher card (same value, higher colour),
    and opens round 1; Ana hires Black Jack with g5 (an equal bid is allowed, H12), opens round
    2, where nobody hires him, and opens round 3 too."""
    state = start([0, 7], ["g5", "y5"], bj=12)
    assert decision(state).player == 1
    state = act(state, 1, "bid", card="y5")
    state = act(state, 0, "bid", card="g5")
    state = act(state, 1, "pass")  # the first pass ends the two-player bidding (H12)
    assert state.controller == 0
    state = _next_round(state, seed=1)
    assert decision(state).player == 0  # she controlled him in round 1
    state = act(state, 0, "pass")
    assert state.controller is None
    state = _next_round(state, seed=2)
    assert state.round == 2 and decision(state).player == 0  # Ana hired him last


def test_h13_a_record_made_before_it_keeps_the_highest_card_opening() -> None:
    """A record made before H13 (edition 1) replays as it was played: after a round nobody
    hired Black Jack, the highest first card opened the bidding."""
    state = _cem_hires_in_round_one(edition=1)
    state = _next_round(_everyone_passes(state), seed=2)
    assert decision(state).player == 1  # Ben's g13, as the rules were read then


# ---- H14: two players, nobody hired -------------------------------------------------------

def _unhired(**kwargs: object) -> HState:
    """Two players, nobody hired Black Jack this round; he stands on space 0."""
    return table(2, captains=[3, 8], variant="standard", bj=0, **kwargs)  # type: ignore[arg-type]


def test_h14_his_card_is_turned_once_both_chose_before_any_rum() -> None:
    """004: "If no-one hires Black Jack, Black Jack's Movement cards are shuffled. Once both
    players have chosen their Movement cards for this round, the top card on Black Jack's
    movement pile is turned over." (H14: "before any rum is declared")"""
    state = choose(_unhired(), "rum", "5")
    now = chance(state)
    assert now.kind == "jack" and state.captains == (3, 8)
    # The captains' cards stay hidden until his card is turned (H3: revealed together).
    assert GAME.observe(state, 1)["players"][0]["card"] is None
    state = jack_turns(state, "2")
    # Ana's rum is declared now, seeing Black Jack's 2 and Ben's 5: neither may be taken.
    assert decision(state).player == 0
    assert offered(state) == [("rum", n) for n in (1, 3, 4, 6, 7)]
    assert illegal(state, Event(0, "rum", {"value": 2})) == "hs_err_rum_taken"


def test_h14_an_equal_captain_card_cancels_with_his() -> None:
    """004: "It can sometimes be an advantage to choose the same value Movement card for Black
    Jack and your captain, in order to stay put and collect a valuable Scoundrel card." (H14:
    the card turned for him "takes part in the reveal like the card a hirer picks for him: a
    captain card of the same value cancels with it (both stay put)")

    Worked situation: Ana plays 3 and Black Jack's 3 is turned: she stays on space 3 and takes
    its y12 first; Ben moves 5 to space 13; Black Jack stays on space 0."""
    state = choose(_unhired(up={3: "y12"}, down={3: 1}), "3", "5")
    state = jack_turns(state, "3")
    assert state.hands[0] == ("y12",)
    state = reveal(state, "g13")  # the next card of dive 3 is turned face up
    assert state.captains == (3, 13) and state.bj == 0
    assert state.round == 1 and state.phase == "bid"
    assert "3" not in state.bj_deck and len(state.bj_deck) == 7


def test_h14_two_rums_cancel() -> None:
    """004: equal cards cancel ("If two or more players have played the same card"), and a
    rum turned for Black Jack meets a captain's rum like any equal card (H3, H14)."""
    state = jack_turns(choose(_unhired(), "rum", "5"), "rum")
    # Nobody declares: Ana stays put, Ben moves 5, Black Jack stays.
    assert state.captains == (3, 13) and state.bj == 0 and state.round == 1


def test_h14_he_still_moves_after_the_captains() -> None:
    """004: "The round continues in the usual manner. One of the players then moves Black
    Jack." (H14: "He still moves after the captains.")

    Ana moves 1 to space 4, Ben 2 to space 10; then Black Jack moves his 6 from space 0 to 6,
    overtaking Ana (not Ben): she gives him a card for the harbour (H9). No other card is
    turned for him."""
    state = choose(_unhired(hands={0: ["y1"], 1: ["g2"]}), "1", "2")
    state = jack_turns(state, "6")
    assert state.captains == (4, 10) and state.bj == 6
    assert offered(state) == [("give", "y1")]
    state = act(state, 0, "give", card="y1")
    assert state.harbour == ("y1",) and state.round == 1


def test_h14_his_rum_is_declared_in_the_reveal_by_who_opened_the_bidding() -> None:
    """004: "One of the players then moves Black Jack." A rum turned for him is declared, like
    the rum a hirer picks for him (H12), before anyone moves, by the player who opened this
    round's bidding (Ben here), and not as a number a captain played."""
    state = jack_turns(choose(_unhired(starter=1), "2", "5"), "rum")
    now = decision(state)
    assert isinstance(now, Decision) and now.player == 1
    assert offered(state) == [("rum", n) for n in (1, 3, 4, 6, 7)]
    assert state.captains == (3, 8)  # nobody moved yet
    state = act(state, 1, "rum", value=7)
    assert state.captains == (5, 13) and state.bj == 7 and state.round == 1


def test_h14_narration_tells_his_card_with_the_reveal() -> None:
    """The table hears the captains' cards and Black Jack's together (H14)."""
    state = choose(_unhired(), "4", "5")
    lines = GAME.narrate(state, Event("chance", "jack", {"values": ["4"]}),
                         jack_turns(state, "4"))
    keys = [line.key for line in lines]
    assert keys[:3] == ["hs_n_revealed", "hs_n_revealed_jack", "hs_n_cancelled"]


def test_h14_a_record_made_before_it_turns_his_card_after_the_moves() -> None:
    """A record made before H14 (edition 1) replays as it was played: the captains moved first,
    then his card was turned, and it cancelled nothing."""
    state = choose(_unhired(edition=1), "3", "5")
    assert state.captains == (6, 13)  # moved at once: no card of his turned before
    state = jack_turns(state, "3")
    assert state.bj == 3 and state.round == 1


# ---- records made before the new rulings --------------------------------------------------

def test_new_games_play_by_the_latest_rulings_and_cannot_choose_older_ones() -> None:
    options = chosen_options(GAME, {})
    assert isinstance(options, HalunkenOptions) and options.edition == LATEST_EDITION
    assert options.model_dump()["edition"] == LATEST_EDITION  # stored with every new record
    with pytest.raises(BadInput) as info:
        chosen_options(GAME, {"edition": "1"})
    assert info.value.key == "err_edition_option"


def test_a_stored_record_without_an_edition_was_played_before_h13_h14() -> None:
    """Every record stored before editions has the ``games`` option (a record keeps all its
    game's options) and no ``edition``."""
    assert HalunkenOptions.model_validate({"variant": "standard", "games": 1}).edition == 1
    assert HalunkenOptions.model_validate({"variant": "standard"}).edition == LATEST_EDITION


@pytest.mark.parametrize("seed", [3, 4])
def test_an_old_two_player_record_still_replays_to_the_same_state(seed: int) -> None:
    """A two-player game played by the rules before H13 and H14, stored as such a record was
    (options without ``edition``), folds again to the state it reached; under the new rulings
    its log would no longer apply."""
    events: list[Event] = []
    end = play_out(new_game(2, edition=1), seed=seed,
                   watch=lambda before, event, after: events.append(event))
    record = Record(game="halunken", players=list(NAMES[:2]),
                    options={"variant": "standard", "games": 1},
                    events=[e.to_json() for e in events])
    session = Session.from_record(GAME, record)
    assert session.state == end
    newer = record.model_copy(update={"options": {"variant": "standard"}})
    with pytest.raises(BadInput):
        Session.from_record(GAME, newer)


@pytest.mark.parametrize(("language", "h13", "h14"), [
    ("en", "starting with whoever hired him most recently (the highest first card while nobody "
     "has)", "When nobody hires him, his top card is turned as soon as both have chosen, before "
     "any rum is declared, and cancels an equal card just the same (H14)"),
    ("de", "beginnend mit dem, der ihn zuletzt angeheuert hat (solange ihn keiner angeheuert hat: "
     "die höchste erste Karte)", "Heuert ihn keiner an, wird seine oberste Karte aufgedeckt, "
     "sobald beide gewählt haben, noch bevor ein Rum angesagt wird, und hebt eine gleiche Karte "
     "ebenso auf (H14)")])
def test_the_rules_summary_names_h13_and_h14(language: str, h13: str, h14: str) -> None:
    with i18n.speaking(language):
        text = GAME.rules_text(HalunkenOptions())
    assert h13 in text and h14 in text
