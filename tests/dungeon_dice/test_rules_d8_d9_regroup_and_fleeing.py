"""D8/D9: the regroup phase (retire or seek glory), level 10, and fleeing."""

from __future__ import annotations

from games.dungeon_dice.rules.turn import awaiting
from tabletop.events import Event
from tabletop.plugin import Decision, Over

from .helpers import act, at, draw, dungeon, fight, illegal, party, token_count


def test_d8_retire_scores_the_level() -> None:
    """dungeon_dice.md D8: "Regroup: retire to the tavern (XP = level; the delve ends)"
    (003_713d509ed6956a86.txt: "Er erhält so viele Erfahrungspunkte, wie der Ebenenwürfel im
    Moment anzeigt.")"""
    state = at("knight", party=["fighter", "mage"], level=6, xp=3, others=1)
    assert state.stage == "regroup"
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert {a.kind for a in now.actions} >= {"retire", "seek"}
    state = act(state, "retire")
    assert state.seats[0].xp == 9
    assert state.seats[0].delves == ("retired:6",)
    assert (state.delver, state.stage) == (1, "form")


def test_d8_seeking_glory_keeps_party_graveyard_and_lair() -> None:
    """dungeon_dice.md D8: "seek glory (next level; the party, the graveyard and the lair
    stay)." (003_713d509ed6956a86.txt: "Liegen noch Drachenkopfwürfel in der Drachenhöhle, so
    bleiben diese dort auch liegen, bis es drei sind und der Drache angreift.")"""
    state = at("knight", party=["fighter", "mage", "scroll"], level=3, lair=2,
               tokens=["elixir"])
    state = act(state, "seek")
    assert (state.level, state.lair, state.graveyard, sum(state.party)) == (4, 2, 4, 3)
    assert state.roll_dungeon == 4 and token_count(state, "elixir") == 1
    state = dungeon(state, "dragon", "goblin", "chest", "chest")
    assert state.lair == 3 and state.stage == "monsters"


def test_d8_no_retiring_after_the_roll() -> None:
    """dungeon_dice.md D8: "Once the new dungeon dice are rolled there is no retiring until the
    level is cleared." (003_713d509ed6956a86.txt: "Jetzt gibt es auch kein Zurück mehr. Alles
    was nun gewürfelt wurde, muss auch besiegt werden.")"""
    state = act(at("knight", party=["fighter", "mage", "thief"], level=2, xp=4), "seek")
    assert illegal(state, Event(0, "retire")) == "dd_err_pending_dungeon"
    state = dungeon(state, "goblin", "ooze", "chest")
    assert illegal(state, Event(0, "retire")) == "dd_err_not_in_monsters"
    now = awaiting(state)
    assert isinstance(now, Decision)
    assert "retire" not in {a.kind for a in now.actions}
    state = fight(fight(state, "fighter", "goblin"), "mage", "ooze")
    assert illegal(state, Event(0, "retire")) == "dd_err_not_in_loot"
    state = act(state, "done")
    assert state.stage == "regroup"
    assert act(state, "retire").seats[0].xp == 4 + 3


def test_d8_level_10_ends_with_10_xp() -> None:
    """dungeon_dice.md D8: "Clearing level 10 ends the delve with 10 XP." (003_713d509ed6956a86
    .txt: "Schafft ein Held auch die zehnte Ebene eines Dungeons, so ist er eine Legende ...
    Dieses Abenteuer ist allerdings vorbei.")"""
    state = act(at("knight", party=["champion", "thief"], level=9, xp=2, others=1), "seek")
    assert (state.level, state.roll_dungeon) == (10, 7)
    state = dungeon(state, *["chest"] * 7)
    state = act(state, "done")
    assert state.seats[0].xp == 12
    assert state.seats[0].delves == ("legend:10",)
    assert (state.delver, state.stage) == (1, "form")


def test_d8_level_10_with_a_dragon_to_slay_first() -> None:
    """dungeon_dice.md D8: "Clearing level 10 ends the delve with 10 XP." - the dragon is part
    of clearing it (D7)."""
    state = act(at("knight", party=["fighter", "cleric", "mage", "champion"], level=9, lair=2),
                "seek")
    assert state.roll_dungeon == 5
    state = dungeon(state, "dragon", "goblin", "potion", "potion", "potion")
    state = fight(state, "fighter", "goblin")
    state = act(state, "done")
    assert state.stage == "dragon" and state.level == 10
    state = draw(act(state, "dragon", with_=["cleric", "mage", "champion"]), "elixir")
    assert state.seats[0].xp == 1 + 10
    assert state.seats[0].delves == ("legend:10",)
    assert (state.round, state.stage) == (1, "form")


def test_d8_delves_go_in_seating_order_three_each() -> None:
    """dungeon_dice.md: "A delve (each player makes 3; seating order; highest total wins)"
    (003_713d509ed6956a86.txt: "So darf jetzt jeder Held 3x sein Glück im Dungeon versuchen")"""
    state = at("knight", party=["fighter"], level=1, others=2)
    order = []
    for _ in range(9):
        order.append((state.round, state.delver))
        if state.stage == "form":
            state = party(state, *["thief"] * 7)
            state = dungeon(state, "chest")
            state = act(state, "done")
        state = act(state, "retire")
    assert order == [(r, d) for r in range(3) for d in range(3)]
    assert isinstance(awaiting(state), Over)
    assert [s.delves for s in state.seats] == [("retired:1",) * 3] * 3
    assert illegal(state, Event(0, "seek")) == "dd_err_game_over"


def test_d9_fleeing_scores_no_xp_for_the_delve() -> None:
    """dungeon_dice.md D9: "Fleeing scores no XP for the delve" (003_713d509ed6956a86.txt:
    "so muss er aus dem Dungeon fliehen und erhält für diese Runde keinerlei
    Erfahrungspunkte.")"""
    state = at("knight", party=["thief"], dungeon=["ooze", "ooze"], level=5, xp=3)
    state = act(state, "flee")
    assert state.seats[0].xp == 3
    assert state.seats[0].delves == ("fled:5",)


def test_d9_fleeing_keeps_xp_and_treasure_gained() -> None:
    """dungeon_dice.md D9: "XP and treasure already gained in it are kept." (003_713d509ed6956a86
    .txt: "Schätze darf der Held natürlich behalten.")"""
    state = at("knight", party=["fighter", "cleric", "mage", "thief", "thief"], lair=3,
               level=2, xp=0)
    state = draw(act(state, "dragon", with_=["fighter", "cleric", "mage"]), "vorpal-sword")
    state = act(state, "seek")
    state = dungeon(state, "chest", "chest", "potion")
    state = draw(draw(act(state, "open", with_="thief"), "dragon-scales"), "town-portal")
    state = act(act(state, "done"), "seek")
    state = dungeon(state, "ooze", "ooze", "ooze", "ooze")
    state = fight(state, "vorpal-sword", "ooze")  # a used token goes back (D2)
    assert state.seats[0].xp == 1
    state = act(state, "flee")
    seat = state.seats[0]
    assert seat.xp == 1  # the dragon's XP, none for the delve
    assert seat.delves == ("fled:4",)
    assert (token_count(state, "dragon-scales"), token_count(state, "town-portal"),
            token_count(state, "vorpal-sword")) == (1, 1, 0)
