"""``tabletop scoundrel play``: hotseat with a seeded dealer, in-game commands, quit and resume.

A seeded game deals from one deck shuffled by the seed (``deck_for_seed``, top first), whatever
the player does. Seed 799's first room is a weapon and three monsters (10♦ 4♣ Q♠ 9♣ today): the
tests equip the weapon ("1"), fight the last monster barehanded ("play 4 bare") and the middle one,
stronger than the weapon, with it ("2"). The turn is over; the first monster stays and the next
three cards of the deck join it. The cards are taken from ``deck_for_seed``, not written out.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.scoundrel import GAME
from games.scoundrel.rules.components import MAX_HEALTH, VALUE, kind, pretty
from games.scoundrel.rules.state import ScoundrelState
from tabletop.plugin import Decision
from tabletop.store.database import Store
from tests.cli.support import (
    assert_exit,
    assert_ok,
    db_path,
    decisions,
    error_lines,
    export,
    fold,
    game_id,
    invoke,
    moves,
    notation,
    stored_events,
)
from tests.scoundrel.helpers import deck_for_seed

SEED = 799
PLAY = ("scoundrel", "play", "--seed", str(SEED), "--player", "Ana")
PROMPT = "Ana › "

DEAL = deck_for_seed(SEED)
WEAPON, LEFT, FOUGHT, BARE = DEAL[:4]  # the first room, in the order dealt
NEXT_ROOM = (LEFT, *DEAL[4:7])  # after the weapon, BARE barehanded and FOUGHT with the weapon
HEALTH_BARE = MAX_HEALTH - VALUE[BARE]
HEALTH_TURN = HEALTH_BARE - (VALUE[FOUGHT] - VALUE[WEAPON])


def test_the_seed_deals_what_these_tests_play() -> None:
    assert [kind(card) for card in DEAL[:4]] == ["weapon", "monster", "monster", "monster"]
    assert VALUE[FOUGHT] > VALUE[WEAPON]  # fighting it with the weapon costs health
    assert HEALTH_TURN > 0


def screens(output: str) -> list[str]:
    """The output split at each prompt: item i is what the i-th typed line produced."""
    return output.split(PROMPT)


def test_new_game_shows_the_room_and_quit_saves(home: Path) -> None:
    result = invoke(*PLAY, input=moves("quit"))
    assert_ok(result)
    first = screens(result.output)[0]
    assert f"New game 1 · Scoundrel · seed {SEED}" in first
    for text in ("Health", "20/20", "Weapon", "Dungeon", "40 cards left", "Room",
                 *map(pretty, DEAL[:4]), f"weapon {VALUE[WEAPON]}", f"monster {VALUE[FOUGHT]}"):
        assert text in first, text
    assert result.output.rstrip().endswith("Saved. Continue with: tabletop resume 1")
    assert db_path(home).is_file()
    # The four cards of the first room are committed; no decision yet.
    events = stored_events(home, 1)
    assert [e[0] for e in events] == ["chance"] * 4
    assert decisions(events) == []


def test_the_briefed_command_sequence(home: Path) -> None:
    typed = ["1", "play 4 bare", "3", "run", "undo", "log", "score", "help", "rules", "quit"]
    result = invoke(*PLAY, input=moves(*typed))
    assert_ok(result)
    out = screens(result.output)
    assert len(out) == len(typed) + 1
    after = dict(zip(typed, out[1:], strict=True))
    # "1": the weapon is equipped, fresh.
    assert f"{pretty(WEAPON)}  fresh: may fight any monster" in after["1"]
    assert "20/20" in after["1"]
    # "play 4 bare": the fourth card of the room (the last monster) barehanded.
    assert f"{HEALTH_BARE}/20" in after["play 4 bare"]
    # "3": the third card, a monster, with the weapon, the difference as damage; the turn ends
    # and a new room is dealt.
    assert f"{HEALTH_TURN}/20" in after["3"]
    assert f"below {VALUE[FOUGHT]}" in after["3"]
    for card in NEXT_ROOM:
        assert pretty(card) in after["3"], card
    # "run": the room goes under the dungeon, a fresh room is dealt.
    assert "4 run away from" in after["run"]
    for card in NEXT_ROOM:
        assert pretty(card) not in after["run"], card
    # "undo": the run is taken back, the same room is on the table again.
    assert "Undone" in after["undo"]
    for card in NEXT_ROOM:
        assert pretty(card) in after["undo"], card
    assert "0 run away from" in after["undo"]
    # "log": the decisions, numbered, without the undone run.
    assert "Log" in after["log"]
    for entry in (f"Ana: play {WEAPON}", f"Ana: play {BARE} bare", f"Ana: play {FOUGHT}"):
        assert entry in after["log"], entry
    assert "run" not in after["log"].replace("run away", "")
    assert "still playing" in after["score"]
    assert "What you can type" in after["help"]
    for command in ("play KS | 2", "play KS bare", "undo", "log", "score", "rules", "quit"):
        assert command in after["help"], command
    assert "the rules in short" in after["rules"]
    assert "Saved. Continue with: tabletop resume 1" in after["quit"]
    assert error_lines(result.output) == []
    record = export(1, Path("game1.json"))
    assert [line for line in notation(record) if not line.startswith("room")] == [
        f"play {WEAPON}", f"play {BARE} bare", f"play {FOUGHT}"]
    assert fold(record).health == HEALTH_TURN


def test_a_refused_move_is_one_line_and_changes_nothing(home: Path) -> None:
    """At the terminal: one line a refusal, the prompt again, nothing stored (which lines the
    rules refuse, and why: test_rules_typed_in_play.py)."""
    deep = DEAL[-1]  # the bottom card of the dungeon
    result = invoke(*PLAY, input=moves(f"play {deep}", "xyz", "1", "run", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == [
        f"✗ {pretty(deep)} is not in the room.",
        "✗ 'xyz' is not a card (try KS, K♠, 10D or Pik König).",
        "✗ You cannot run: a card of this room was already played.",
    ]
    assert "Traceback" not in result.output
    assert [e[1:] for e in decisions(stored_events(home, 1))] == [("play", {"card": WEAPON})]


def test_quit_then_resume_continues_with_the_same_state(home: Path) -> None:
    first = invoke(*PLAY, input=moves("1", "play 4 bare", "quit"))
    assert_ok(first)
    gid = game_id(first)
    before = export(gid, Path("before.json"))

    again = invoke("resume", str(gid), input=moves("log", "quit"))
    assert_ok(again)
    assert f"Resuming game {gid} · Scoundrel · {len(before['events'])} entries" in again.output
    assert f"{HEALTH_BARE}/20" in again.output
    assert f"Ana: play {BARE} bare" in again.output
    assert "Saved. Continue with: tabletop resume 1" in again.output
    assert export(gid, Path("after.json")) == before

    # And it really continues: the middle monster with the weapon, as in one sitting.
    more = invoke("resume", str(gid), input=moves("3", "quit"))
    assert_ok(more)
    record = export(gid, Path("more.json"))
    assert record["events"][:len(before["events"])] == before["events"]
    state = fold(record)
    assert state.health == HEALTH_TURN
    assert state.slain == (FOUGHT,)
    assert state.room == NEXT_ROOM


def test_end_of_input_saves_like_quit(home: Path) -> None:
    result = invoke(*PLAY, input=moves("1"))
    assert_ok(result)
    assert result.output.rstrip().endswith("Saved. Continue with: tabletop resume 1")
    assert [e[1:] for e in decisions(stored_events(home, 1))] == [("play", {"card": WEAPON})]
    before = export(1, Path("before.json"))
    resumed = invoke("resume", "1", input="")
    assert_ok(resumed)
    assert f"{pretty(WEAPON)}  fresh: may fight any monster" in resumed.output
    assert export(1, Path("after.json")) == before


def test_resume_without_an_id_offers_the_newest_unfinished_game(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    assert_ok(invoke("scoundrel", "play", "--seed", "7", "--player", "Bo", input=moves("quit")))
    result = invoke("resume", input=moves("", "quit"))
    assert_ok(result)
    assert "Unfinished games" in result.output
    assert "Resuming game 2" in result.output
    assert "Bo › " in result.output

    picked = invoke("resume", input=moves("1", "quit"))
    assert_ok(picked)
    assert "Resuming game 1" in picked.output


def test_undo_deals_the_same_cards_again(home: Path) -> None:
    # Three plays end the turn and the app deals the next three cards of the deck.
    first = invoke(*PLAY, input=moves("1", "play 4 bare", "3", "quit"))
    assert_ok(first)
    dealt = export(1, Path("dealt.json"))
    assert fold(dealt).room == NEXT_ROOM

    undone = invoke("resume", "1", input=moves("undo", "quit"))
    assert_ok(undone)
    assert "Undone" in undone.output
    after_undo = export(1, Path("undone.json"))
    state = fold(after_undo)
    assert state.room == (LEFT, FOUGHT)  # the undone decision's room, nothing new dealt
    assert state.health == HEALTH_BARE
    assert len(after_undo["events"]) == 6  # 4 cards + 2 plays: the chance events went too

    redone = invoke("resume", "1", input=moves("3", "quit"))
    assert_ok(redone)
    assert export(1, Path("redone.json")) == dealt


def test_undo_names_the_decision_it_took_back(home: Path) -> None:
    result = invoke(*PLAY, input=moves("1", "play 4 bare", "3", "undo", "quit"))
    assert_ok(result)
    assert "Undone, with 3 later entries: Q♠ on 10♦: 2 damage, health 11 → 9" in result.output


def test_undo_with_nothing_to_undo(home: Path) -> None:
    result = invoke(*PLAY, input=moves("undo", "quit"))
    assert_ok(result)
    assert "Nothing to undo." in result.output
    assert len(stored_events(home, 1)) == 4


def test_the_same_seed_deals_the_same_game(home: Path) -> None:
    typed = moves("1", "play 4 bare", "3", "run", "1", "quit")
    assert_ok(invoke(*PLAY, input=typed))
    assert_ok(invoke(*PLAY, input=typed))
    assert stored_events(home, 1) == stored_events(home, 2)
    assert len(stored_events(home, 1)) > 10


def test_feeding_first_cards_plays_a_whole_game(home: Path) -> None:
    result = invoke(*PLAY, input=moves(*["1", "2", "3"] * 20))
    assert_ok(result)
    assert "Game over." in result.output
    assert "Saved" not in result.output
    record = export(1, Path("game.json"))
    sheet = GAME.score(fold(record))
    assert sheet.status == "lost"
    total = sheet.players[0].total
    assert total is not None and total < 0
    assert "You died in the dungeon." in result.output
    assert f"{total}" in result.output

    history = invoke("history")
    assert_ok(history)
    row = next(line for line in history.output.splitlines() if "scoundrel" in line)
    assert "Ana" in row
    assert "lost" in row
    assert f"{total}" in row

    read_only = invoke("resume", "1")  # issue #37: read-only, as on the web
    assert_ok(read_only)
    assert read_only.output.startswith("Game 1 (") and "it opens read-only" in read_only.output
    assert read_only.output.rstrip().endswith("Game over.")


def _greedy(state: ScoundrelState) -> str:
    """The legal move that leaves the most health (fighting with the weapon when it may)."""
    awaiting = GAME.awaiting(state)
    assert isinstance(awaiting, Decision)
    best = max(awaiting.actions,
               key=lambda event: (GAME.turn(state, event).health, event.kind != "run"))
    return GAME.notation(best)


def test_a_whole_game_one_resume_at_a_time(home: Path) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "11", "--player", "Ana",
                     input=moves("quit")))
    store = Store(db_path(home))
    try:
        for _turn in range(60):
            state = fold(store.log.load(1).model_dump())
            move = _greedy(state)
            result = invoke("resume", "1", input=moves(move, "quit"))
            assert_ok(result)
            assert error_lines(result.output) == [], (move, result.output)
            if "Game over." in result.output:
                break
        else:
            pytest.fail("the game did not end")
        final = fold(store.log.load(1).model_dump())
    finally:
        store.close()
    sheet = GAME.score(final)
    assert sheet.status in ("won", "lost")
    total = sheet.players[0].total
    history = invoke("history")
    assert_ok(history)
    row = next(line for line in history.output.splitlines() if "scoundrel" in line)
    assert sheet.status in row
    assert f"{total}" in row


def test_german_screen(home: Path) -> None:
    result = invoke(*PLAY, "--lang", "de", input=moves("hilfe", "beenden"))
    assert_ok(result)
    for text in ("Neues Spiel 1", "Leben", "Waffe", "Raum", f"Monster {VALUE[FOUGHT]}",
                 "Was du eingeben kannst", "Gespeichert. Weiter mit: tabletop resume 1"):
        assert text in result.output, text
    assert "Health" not in result.output


def test_chosen_options_are_stored_and_shown(home: Path) -> None:
    result = invoke(*PLAY, "--option", "weapon_rule=lower_or_equal", "-o",
                    "death_penalty=dungeon_and_room", input=moves("1", "3", "quit"))
    assert_ok(result)
    assert "Weapon after a kill: against equal ones too" in result.output  # in words (#28)
    assert f"may fight monsters up to {VALUE[FOUGHT]}" in result.output
    record = export(1, Path("g.json"))
    assert record["options"] == {"weapon_rule": "lower_or_equal",
                                 "death_penalty": "dungeon_and_room"}
    resumed = invoke("resume", "1", input=moves("quit"))
    assert_ok(resumed)
    assert f"may fight monsters up to {VALUE[FOUGHT]}" in resumed.output


def test_export_without_a_file_name_writes_into_the_current_folder(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    result = invoke("export", "1", "--with-seed")  # unfinished: its seed only when asked
    assert_ok(result)
    path = Path("tabletop-scoundrel-1.json")
    assert path.is_file()
    assert export(1, Path("again.json")) == json.loads(path.read_text(encoding="utf-8"))


def test_history_lists_unfinished_and_finished_games(home: Path) -> None:
    assert_ok(invoke(*PLAY, input=moves("1", "quit")))
    assert_ok(invoke("scoundrel", "play", "--seed", "7", "--player", "Bo",
                     input=moves(*["1", "2", "3"] * 20)))
    result = invoke("history")
    assert_ok(result)
    rows = [line for line in result.output.splitlines() if "scoundrel" in line]
    assert len(rows) == 2
    assert "Bo" in rows[0]  # newest first
    assert "lost" in rows[0]
    assert "Ana" in rows[1]
    assert "lost" not in rows[1]
    limited = invoke("history", "--game", "scoundrel", "--limit", "1")
    assert_ok(limited)
    (row,) = [line for line in limited.output.splitlines() if "scoundrel" in line]
    assert "Bo" in row
    assert_exit(invoke("history", "--game", "chess"), 2, "Unknown game 'chess'")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("args", [
    PLAY,
    ("scoundrel", "table", "--player", "Ana"),
])
def test_output_fits_80_columns_without_colour(home: Path, lang: str,
                                               args: tuple[str, ...]) -> None:
    typed = ["help", "rules", "7D KS 5H 9C", "1", "log", "score", *["1", "2", "3"] * 20]
    result = invoke(*args, "--lang", lang, input=moves(*typed))
    assert_ok(result)
    assert "\x1b[" not in result.output
    # Typed lines are not echoed, so the next output follows a prompt: split there.
    for part in result.output.split(" › "):
        for line in part.splitlines():
            assert len(line) <= 80, line
