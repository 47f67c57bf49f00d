"""Actions that are not offered are refused with IllegalAction (the listed actions are the
complete list of legal ones)."""

from __future__ import annotations

import pytest

from games.halunken.rules.turn import awaiting, turn
from tabletop.events import Event, IllegalAction

from .helpers import choose, decision, illegal, jack_turns, table


def test_h9_victim_cannot_dodge_giving_with_another_action() -> None:
    """004: "He then steals one card from every player whom he overtakes, irrespective of
    whether they have fewer cards than Black Jack. However, players can choose which card to
    discard. The stolen cards are put in the harbour." """
    state = table(3, captains=[3, 5, 6], variant="standard", bj=0,
                  hands={0: ["y1"], 1: ["r15"]})
    state = jack_turns(choose(state, "4", "4", "4"), "7")
    assert decision(state).player == 0
    assert [a.kind for a in decision(state).actions] == ["give"]
    assert illegal(state, Event(0, "rum", {"value": 3})) == "hs_err_not_now"


def test_h5_thief_choice_accepts_only_a_take() -> None:
    """004: "he gets to remove one Scoundrel card of his choice from that person's line" """
    state = table(3, captains=[2, 5, 10], hands={1: ["r15", "y2"]})
    state = choose(state, "3", "4", "4")
    assert decision(state).player == 0
    for event in (Event(0, "give", {"card": "y1"}), Event(0, "rob", {"from": "harbour"}),
                  Event(0, "move", {"card": "1"}), Event(0, "pass"),
                  Event(0, "jack_card", {"card": "1"}), Event(0, "place", {"space": 0})):
        assert illegal(state, event), event


@pytest.mark.parametrize("event", [
    Event(0, "take", {"card": "y1"}), Event(0, "give", {"card": "y1"}),
    Event(0, "rob", {"from": "harbour"}), Event(0, "rum", {"value": 3}),
])
def test_step_answers_without_a_step_raise_illegal_action(event: Event) -> None:
    """Illegal moves raise IllegalAction."""
    state = table(3, captains=[0, 4, 8], hands={0: ["y1"]})
    assert awaiting(state) == decision(state)
    with pytest.raises(IllegalAction):
        turn(state, event)
