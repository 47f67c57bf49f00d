"""dungeon_dice.md D16: "A game chooses which heroes may be picked or dealt": a hero of another
set is refused as not in the game's sets, whether chosen or dealt at the table, and a hero of
the sets that another player has is refused as taken (D12: one per player). What the help
shows to type is a hero the game offers."""

from __future__ import annotations

import pytest

from games.dungeon_dice.rules.heroes import SETS
from games.dungeon_dice.rules.notation import commands_help, parse
from games.dungeon_dice.rules.options import DungeonDiceOptions
from games.dungeon_dice.rules.turn import settle, setup, turn
from tabletop.events import CHANCE, Event, IllegalAction
from tabletop.text.i18n import speaking


def opening(sets: str) -> object:
    return settle(setup(DungeonDiceOptions(sets=sets), ["A", "B"]))


def refusal(state: object, event: Event) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        turn(state, event)  # type: ignore[arg-type]
    return caught.value


def test_d16_a_hero_of_another_set_is_not_in_the_games_sets() -> None:
    error = refusal(opening("pack2"), Event(0, "hero", {"hero": "knight"}))
    assert error.key == "dd_err_hero_not_in_sets"
    with speaking("en"):
        assert error.message() == ("'Knight' is not in this game's sets: Hero Booster Pack 2 "
                                   "(legendary).")
    with speaking("de"):
        assert error.message() == ("'Ritter' gehört nicht zu den Sets dieses Spiels: "
                                   "Helden-Erweiterung 2 (legendär).")


def test_d16_a_hero_of_another_set_dealt_at_the_table_is_refused_alike() -> None:
    dealing = turn(opening("pack2"), Event(0, "deal", {}))  # type: ignore[arg-type]
    error = refusal(dealing, Event(CHANCE, "hero", {"values": ["knight"]}))
    assert error.key == "dd_err_hero_not_in_sets"


def test_d12_a_hero_of_the_sets_another_player_has_is_taken() -> None:
    state = turn(opening("pack2"), Event(0, "hero", {"hero": "cassandra"}))  # type: ignore[arg-type]
    error = refusal(state, Event(1, "hero", {"hero": "cassandra"}))
    assert error.key == "dd_err_hero_taken"
    with speaking("en"):
        assert error.message() == "'Cassandra, the Cursed' is already taken."
    with speaking("de"):
        assert error.message() == "'Cassandra, die Verfluchte' ist schon vergeben."
    dealing = turn(state, Event(1, "deal", {}))
    assert refusal(dealing, Event(CHANCE, "hero", {"values": ["cassandra"]})
                   ).key == "dd_err_hero_taken"


@pytest.mark.parametrize("sets", sorted(SETS))
def test_d16_the_help_shows_a_hero_of_the_games_sets(sets: str) -> None:
    """The example read back is a hero this game offers (with pack2 it was 'held ritter')."""
    state = opening(sets)
    dealing = turn(state, Event(0, "deal", {}))  # type: ignore[arg-type]
    for lang in ("en", "de"):
        with speaking(lang):
            (choose, _), = commands_help(state)  # type: ignore[arg-type]
            (dealt, _), = commands_help(dealing)
            chosen = parse(state, choose.split(" | ")[0])  # type: ignore[arg-type]
            revealed = parse(dealing, dealt)
        assert chosen.data["hero"] in SETS[sets], choose
        assert revealed.data["values"][0] in SETS[sets], dealt
