"""Records made before D14 (``dungeon_dice.md``: only a party die, or a companion or Scroll
token, quaffs) replay as they were played (issue #13: stored games never become unreadable).

A record keeps ``model_dump()`` of its options: one stored before editions holds
``{"heroes": ...}`` and no ``edition``, and plays by edition 1, where any source the delver could
spend quaffed (D6), a monster turned ally and the hero card too. New games play by edition 2.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.options import LATEST_EDITION, DungeonDiceOptions
from games.dungeon_dice.rules.state import DDState
from games.dungeon_dice.rules.turn import awaiting, turn
from tabletop.archive.importing import import_file
from tabletop.archive.transcript import replay_transcript
from tabletop.events import CHANCE, BadInput, Event, IllegalAction, Record
from tabletop.plugin import Decision
from tabletop.session.session import Session, chosen_options, parse_option_pairs
from tabletop.store.database import Store
from tests.replays import position

OLD_OPTIONS = {"heroes": "choose"}  # as every record stored before editions holds them
PARTY = ["fighter", "fighter", "cleric", "mage", "thief", "champion", "scroll"]
ALLY_QUAFF = (0, "quaff", {"with": "ally-fighter", "faces": ["champion"]})
HERO_QUAFF = (1, "quaff", {"with": "hero-cleric", "faces": ["champion"]})

# Written by hand: Ana (Occultist) and Ben (Crusader), one delve each, both to level 2.
Log = list[tuple[int | str, str, dict[str, Any]]]
LOG: Log = [
    (0, "hero", {"hero": "occultist"}),
    (1, "hero", {"hero": "crusader"}),
    (CHANCE, "party", {"values": PARTY}),
    (CHANCE, "dungeon", {"values": ["goblin"]}),
    (0, "fight", {"with": "fighter", "target": "goblin"}),  # a Fighter to the graveyard
    (0, "seek", {}),
    (CHANCE, "dungeon", {"values": ["skeleton", "potion"]}),
    (0, "ultimate", {"targets": ["skeleton"]}),  # D12: the Skeleton serves as a Fighter
    ALLY_QUAFF,  # event 9: the ally quaffs, the Fighter comes back as a Champion
    (0, "retire", {}),
    (CHANCE, "party", {"values": PARTY}),
    (CHANCE, "dungeon", {"values": ["goblin"]}),
    (1, "fight", {"with": "fighter", "target": "goblin"}),
    (1, "seek", {}),
    (CHANCE, "dungeon", {"values": ["potion", "ooze"]}),
    (1, "fight", {"with": "mage", "target": "ooze"}),
    HERO_QUAFF,  # event 17: the hero card (the Crusader's ultimate) quaffs
]
ALLY_AT, HERO_AT = LOG.index(ALLY_QUAFF), LOG.index(HERO_QUAFF)
# The same game under D14 up to Ben's quaff: Ana's Cleric quaffs instead of her ally.
D14_LOG = [(0, "quaff", {"with": "cleric", "faces": ["champion"]}) if e == ALLY_QUAFF else e
           for e in LOG]
NEW_OPTIONS = {**OLD_OPTIONS, "edition": LATEST_EDITION}


def record(options: dict[str, Any], events: int = len(LOG), log: Log = LOG) -> dict[str, Any]:
    """The log's first ``events`` events as a stored record with ``options``."""
    return {"format": "tabletop-record", "game": "dungeon-dice", "plugin_version": "1",
            "options": options, "players": ["Ana", "Ben"], "mode": "table",
            "events": [{"actor": a, "kind": k, "data": d} for a, k, d in log[:events]]}


def folded(options: dict[str, Any], events: int = len(LOG), log: Log = LOG) -> Session:
    return Session.from_record(GAME, Record.model_validate(record(options, events, log)))


def quaffers(state: DDState) -> set[str]:
    now = awaiting(state)
    assert isinstance(now, Decision)
    return {str(a.data["with"]) for a in now.actions if a.kind == "quaff"}


# ---- records made before D14 -------------------------------------------------------------

def test_an_old_record_folds_its_ally_and_hero_card_quaffs_as_before() -> None:
    """issue #13: a record stored before D14 in which a monster turned ally and the hero card
    quaffed folds to the state it reached then (D6: "for each [potion], one die comes back")."""
    session = folded(OLD_OPTIONS)
    assert session.state.options.edition == 1
    after_ally = session.states[ALLY_AT + 1]
    assert after_ally.allies == (0,) * 6  # the ally went back to the dungeon master
    assert after_ally.party == (1, 1, 1, 1, 2, 1) and after_ally.graveyard == 0
    end = session.state
    assert end.ultimate_used  # the hero card quaffed: its ultimate is spent
    # Fighter and Mage spent, one die back as a Champion; Ana retired at level 2 (D8).
    assert end.party == (1, 1, 0, 1, 2, 1) and end.graveyard == 1
    assert end.seats[0].xp == 2
    assert not sum(end.dungeon)  # the potion drunk, the ooze defeated


def test_a_resumed_old_game_offers_what_its_rules_allowed() -> None:
    """issue #13: offered actions follow the edition; under D14 the same places offer
    neither."""
    old_ally = folded(OLD_OPTIONS, ALLY_AT).state
    old_hero = folded(OLD_OPTIONS, HERO_AT).state
    assert "ally-fighter" in quaffers(old_ally) and "hero-cleric" in quaffers(old_hero)
    new_ally = folded(NEW_OPTIONS, ALLY_AT).state
    new_hero = folded(NEW_OPTIONS, HERO_AT, D14_LOG).state
    assert "ally-fighter" not in quaffers(new_ally) and "fighter" in quaffers(new_ally)
    assert not quaffers(new_hero) & {"hero-cleric", "hero-fighter"}


@pytest.mark.parametrize("at", [ALLY_AT, HERO_AT])
def test_the_same_quaffs_are_refused_in_a_new_game(at: int) -> None:
    """dungeon_dice.md D14: "The hero card, an ultimate and a monster turned ally cannot
    quaff." A new game's record names edition 2."""
    state = folded(NEW_OPTIONS, at, D14_LOG).state
    actor, kind, data = LOG[at]
    assert isinstance(actor, int)
    with pytest.raises(IllegalAction) as info:
        turn(state, Event(actor, kind, data))
    assert info.value.key == "dd_err_cannot_quaff"
    with pytest.raises(BadInput) as whole:  # the whole record, had it named edition 2
        folded(NEW_OPTIONS, log=LOG if at == ALLY_AT else D14_LOG)
    assert whole.value.key == "err_record_event" and whole.value.params["number"] == at + 1


def test_an_old_exported_record_replays_and_imports(tmp_path: Path) -> None:
    """issue #13: the file of a game stored before D14 replays and imports without an error."""
    path = tmp_path / "old.json"
    path.write_text(json.dumps(record(OLD_OPTIONS)), encoding="utf-8")
    assert position(GAME, path)["status"] == "playing"  # as ``replay`` reads it
    store = Store(tmp_path / "tabletop.db")
    try:
        assert len(import_file(store, path).ids) == 1  # as ``import`` reads it
    finally:
        store.close()


def test_a_stored_old_game_resumes_by_its_rules() -> None:
    """issue #13: an unfinished game stored before D14, waiting where the ally may quaff, is
    resumed and takes the ally's quaff as it would have then; its options stay as stored."""
    store = Store()
    try:
        game_id = store.log.create(Record.model_validate(record(OLD_OPTIONS, ALLY_AT)))
        session = Session.resume(store, game_id)  # as ``resume`` reads it
        session.apply(GAME.parse(session.state, "quaff ally-fighter champion"))
        stored = store.log.load(game_id)
    finally:
        store.close()
    assert stored.options == OLD_OPTIONS
    assert len(stored.events) == ALLY_AT + 1
    assert stored.events[-1].data == ALLY_QUAFF[2]


# ---- the option ---------------------------------------------------------------------------

def test_a_stored_record_without_an_edition_was_played_before_d14() -> None:
    assert DungeonDiceOptions.model_validate({"heroes": "deal"}).edition == 1
    assert DungeonDiceOptions.model_validate({}).edition == LATEST_EDITION
    assert DungeonDiceOptions().edition == LATEST_EDITION


@pytest.mark.parametrize("typed", [{}, {"heroes": "deal"}, {"heroes": "choose"}])
def test_a_new_game_stores_the_latest_edition(typed: dict[str, str]) -> None:
    """issue #13: options picked for a new game (``heroes`` named or not) play by D14, and the
    record keeps the edition."""
    options = chosen_options(GAME, typed)
    assert isinstance(options, DungeonDiceOptions) and options.since_d14
    assert options.model_dump()["edition"] == LATEST_EDITION


def test_a_new_game_with_an_option_typed_stores_edition_2() -> None:
    """``play --option heroes=deal``: the record keeps every option, the edition too."""
    options = chosen_options(GAME, parse_option_pairs(["heroes=deal"]))
    session = Session.start(GAME, options, ["Ana"], mode="play", seed=1, store=None)
    assert session.record.options == {"heroes": "deal", "sets": "base", "mirror": "no",
                                      "edition": LATEST_EDITION}


@pytest.mark.parametrize("value", ["1", "2"])
def test_typing_the_edition_is_refused_in_one_line(value: str) -> None:
    """issue #13: the edition is the app's to keep; typing it is refused (``play`` prints the
    one line)."""
    with pytest.raises(BadInput) as info:
        chosen_options(GAME, parse_option_pairs([f"edition={value}"]))
    assert info.value.key == "err_edition_option"
    assert "kept by the app" in info.value.message()


def test_a_transcript_plays_by_the_latest_rules_unless_it_names_a_retired_option() -> None:
    """A transcript is written today: ``options heroes=deal`` plays by D14 (issue #13). Only a
    transcript naming an option the app no longer takes was written before, by its rules."""
    session = replay_transcript(GAME, "options heroes=deal\n", ["Ana"])
    assert session.record.options["edition"] == LATEST_EDITION
    old = replay_transcript(GAME, "options heroes=deal edition=1\n", ["Ana"])
    assert old.record.options["edition"] == 1
