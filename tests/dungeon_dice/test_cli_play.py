"""``tabletop dungeon-dice play``: hotseat with a seeded dealer, bots, resume and history.

The dealer depends only on the seed and the number of chance events so far (undo is no re-roll),
and the bot is deterministic; so a human who types exactly what the bot would have chosen plays
the very same game as the bot, event for event.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.actions import legal_actions
from tabletop import narration
from tabletop.store.database import Store
from tests.cli.support import (
    assert_ok,
    assert_one_error,
    db_path,
    dd_lines,
    dd_record,
    dd_state,
    decisions,
    error_lines,
    game_id,
    invoke,
    moves,
    stored_events,
)

PLAY = ("dungeon-dice", "play")
# Lines of which one is legal in every stage where the delver decides, whatever the dice show:
# "retire" at the regroup, "flee" with monsters or the dragon, "done" with loot (a Knight never
# mulligans); every three lines move a delve on, five at most end it.
ALWAYS_ENDS_A_DELVE = ("retire", "flee", "done") * 6
NOT_NOW = {"Monsters remain: defeat them ('fight <companion> <monster>') or 'flee'.",
           "This is the loot phase: 'open', 'quaff', then 'done'.",
           "The dragon attacks now: 'dragon <companions>' or 'flee'.",
           "The level is cleared, this is the regroup: 'retire' to the tavern or 'seek' glory."}


def bot_game(seed: int) -> str:
    result = invoke(*PLAY, "--seed", str(seed), "--bot", "Ana", "--bot", "Robo")
    assert_ok(result)
    return result.output


def test_a_game_of_bots_runs_to_the_end_without_input(home: Path) -> None:
    result = invoke(*PLAY, "--seed", "3", "--bot", "A", "--bot", "B")
    assert_ok(result)
    out = result.output
    assert out.startswith("New game 1 · Dungeon dice · seed 3")
    assert "A (bot): hero " in out
    assert "B (bot): hero " in out
    assert error_lines(out) == []
    assert out.rstrip().endswith("Game over.")
    assert "the game is over" in out  # the final screen
    state = dd_state(home, 1)
    assert state.stage == "over"
    assert [len(seat.delves) for seat in state.seats] == [3, 3]
    sheet = GAME.score(state)
    assert sheet.status == "over"
    assert sheet.winners
    assert f"Winner: {', '.join(sheet.winners)}" in out
    for player in sheet.players:
        assert f"{player.name} · winner" in out or player.name not in sheet.winners
    # The store knows the game is finished, with its totals.
    (row,) = Store(db_path(home)).results.games()
    assert (row.game, row.players, row.status) == ("dungeon-dice", ["A", "B"], "over")
    assert row.result is not None
    assert [p["total"] for p in row.result["players"]] == [p.total for p in sheet.players]
    assert row.result["winners"] == list(sheet.winners)
    history = invoke("history")
    assert_ok(history)
    assert "dungeon-dice" in history.output
    assert "(bot)" in history.output and "won by" in history.output
    listed = json.loads(invoke("history", "--json").output)["games"]
    assert [(g["players"], g["bots"], g["status"]) for g in listed] == [(["A", "B"], [0, 1],
                                                                        "over")]


def test_the_same_seed_plays_the_same_game(home: Path) -> None:
    first, second = bot_game(11), bot_game(11)
    assert "New game 1 " in first
    assert "New game 2 " in second
    assert first.split("\n", 1)[1] == second.split("\n", 1)[1]
    assert dd_record(home, 1).events == dd_record(home, 2).events


def test_a_finished_game_opens_read_only(home: Path) -> None:
    bot_game(3)
    read_only = invoke("resume", "1")  # issue #37: read-only, as on the web
    assert_ok(read_only)
    assert read_only.output.startswith("Game 1 (") and "it opens read-only" in read_only.output
    assert read_only.output.rstrip().endswith("Game over.")
    result = invoke("resume", input=moves(""))
    assert_ok(result)
    assert result.output.strip() == "There is no unfinished game."


def test_one_human_and_a_bot_with_lines_that_are_always_legal_somewhere(home: Path) -> None:
    typed = ["hero knight", *ALWAYS_ENDS_A_DELVE]
    result = invoke(*PLAY, "--seed", "3", "--player", "Ana", "--bot", "Robo",
                    input=moves(*typed))
    assert_ok(result)
    out = result.output
    assert "Robo (bot): hero " in out
    assert "Robo (bot): hero knight" not in out  # Ana took the Knight first
    # An illegal line is one error line and the game goes on.
    for line in error_lines(out):
        assert line.removeprefix("✗ ") in NOT_NOW, line
    assert out.rstrip().endswith("Game over.")
    assert "Saved." not in out
    state = dd_state(home, 1)
    assert state.stage == "over"
    ana, robo = state.seats
    assert (ana.name, ana.hero, robo.name) == ("Ana", "knight", "Robo")
    assert len(ana.delves) == len(robo.delves) == 3
    assert all(d.startswith(("fled:", "retired:")) for d in ana.delves)
    # Every decision of Ana's that was stored is one she typed.
    mine = dd_lines(dd_record(home, 1), actor=0)
    assert mine[0] == "hero knight"
    assert set(mine[1:]) <= {"retire", "flee", "done"}
    history = invoke("history", "--game", "dungeon-dice")
    assert_ok(history)
    flat = " ".join(history.output.split())
    assert "Ana" in flat and "Robo" in flat and "(bot)" in flat
    assert "won by" in flat


def test_a_human_typing_the_bots_moves_plays_the_bots_game(home: Path) -> None:
    bot_game(7)
    reference = dd_record(home, 1)
    lines = dd_lines(reference, actor=0)
    assert lines[0].startswith("hero ")
    result = invoke(*PLAY, "--seed", "7", "--player", "Ana", "--bot", "Robo",
                    input=moves(*lines))
    assert_ok(result)
    assert error_lines(result.output) == []
    assert result.output.rstrip().endswith("Game over.")
    assert dd_record(home, 2).events == reference.events


def test_quit_midway_and_resume_to_the_end(home: Path) -> None:
    bot_game(7)
    reference = dd_record(home, 1)
    lines = dd_lines(reference, actor=0)
    half = len(lines) // 2
    first = invoke(*PLAY, "--seed", "7", "--player", "Ana", "--bot", "Robo",
                   input=moves(*lines[:half], "quit"))
    assert_ok(first)
    gid = game_id(first)
    assert first.output.rstrip().endswith(f"Saved. Continue with: tabletop resume {gid}")
    stored = stored_events(home, gid)
    assert [e for e in decisions(stored) if e[0] == 0] == \
        [(0, e.kind, e.data) for e in reference.event_list()[:len(stored)] if e.actor == 0]
    unfinished = Store(db_path(home)).results.games(unfinished=True)
    assert [(row.id, row.status) for row in unfinished] == [(gid, "playing")]
    second = invoke("resume", str(gid), input=moves(*lines[half:]))
    assert_ok(second)
    assert f"Resuming game {gid} · Dungeon dice · {len(stored)} entries" in second.output
    assert error_lines(second.output) == []
    assert second.output.rstrip().endswith("Game over.")
    assert dd_record(home, gid).events == reference.events


def test_end_of_input_saves_the_game(home: Path) -> None:
    result = invoke(*PLAY, "--seed", "3", "--player", "Ana", "--bot", "Robo",
                    input=moves("hero knight"))
    assert_ok(result)
    assert result.output.rstrip().endswith("Saved. Continue with: tabletop resume 1")
    events = stored_events(home, 1)
    ana, robo = decisions(events)[:2]
    assert ana == (0, "hero", {"hero": "knight"})
    assert robo[:2] == (1, "hero")
    assert robo[2]["hero"] != "knight"
    assert events[2][0] == "chance"  # the party was rolled for Ana's first delve
    assert events[2][1] == "party"
    assert len(events[2][2]["values"]) == 7


def test_undo_takes_back_the_humans_own_decision(home: Path) -> None:
    assert_ok(invoke(*PLAY, "--seed", "3", "--player", "Ana", "--bot", "Robo",
                     input=moves("hero knight", "quit")))
    before = stored_events(home, 1)
    state = dd_state(home, 1)
    move = next(a for a in legal_actions(state) if a.kind not in ("flee", "ultimate"))
    line = GAME.notation(move)
    result = invoke("resume", "1", input=moves(line, "undo", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == []
    told = narration.render(GAME.narrate(state, move, GAME.turn(state, move))[0])
    assert f"Undone: {told}" in result.output  # in words, not as typed (issue #28)
    assert stored_events(home, 1) == before


def test_undo_after_a_bot_moved_takes_back_the_humans_decision(home: Path) -> None:
    # README: "In hotseat, undo takes back your last decision".
    result = invoke(*PLAY, "--seed", "3", "--player", "Ana", "--bot", "Robo",
                    input=moves("hero knight", "undo", "quit"))
    assert_ok(result)
    assert "Undone, with 3 later entries: Ana chooses a hero: Knight." in result.output
    assert decisions(stored_events(home, 1)) == []


def test_german_screen_and_commands(home: Path) -> None:
    typed = ["held ritter", *(("rückzug", "fliehen", "fertig") * 6)]
    result = invoke(*PLAY, "--seed", "5", "--player", "Ana", "--bot", "Robo", "--lang", "de",
                    input=moves(*typed))
    assert_ok(result)
    out = result.output
    assert out.startswith("Neues Spiel 1 · Dungeon-Würfel · Seed 5")
    for text in ("Gruppe", "Drachenhöhle", "Friedhof", "Ritter (Novize)", "Robo (Bot): ",
                 "Spiel vorbei.", "Gewinner: "):
        assert text in out, text
    for word in ("Party", "Graveyard", "Lair", "Game over."):
        assert word not in out, word
    for line in error_lines(out):  # the phase, and what may be done in it (issue #14)
        assert line.startswith(("✗ Noch sind Monster da", "✗ Jetzt wird geplündert",
                                "✗ Jetzt greift der Drache an", "✗ Die Ebene ist geräumt")), line
    assert dd_state(home, 1).seats[0].hero == "knight"


def test_german_quit_saves(home: Path) -> None:
    result = invoke(*PLAY, "--seed", "5", "--player", "Ana", "--bot", "Robo", "--lang", "de",
                    input=moves("held ritter", "beenden"))
    assert_ok(result)
    assert result.output.rstrip().endswith("Gespeichert. Weiter mit: tabletop resume 1")


def test_a_dealt_hero(home: Path) -> None:
    result = invoke(*PLAY, "--seed", "1", "--player", "Ana", "--option", "heroes=deal",
                    input=moves("quit"))
    assert_ok(result)
    events = stored_events(home, 1)
    assert events[0][:2] == ("chance", "hero")
    assert dd_state(home, 1).seats[0].hero == events[0][2]["values"][0]


@pytest.mark.parametrize(("args", "fragment"), [
    (("--bot", "A", "--bot", "B", "--bot", "C", "--bot", "D", "--bot", "E"), "1 to 4"),
    (("--bot", "A", "--option", "heroes=bogus"), "heroes=bogus"),
    (("--bot", "A", "--lang", "fr"), "--lang"),
])
def test_usage_errors_are_one_line(home: Path, args: tuple[str, ...], fragment: str) -> None:
    assert_one_error(invoke(*PLAY, "--seed", "1", *args), 2, fragment)


def test_in_game_commands(home: Path) -> None:
    result = invoke(*PLAY, "--seed", "3", "--player", "Ana", "--bot", "Robo",
                    input=moves("help", "hero knight", "help", "score", "log", "rules", "quit"))
    assert_ok(result)
    out = result.output
    assert error_lines(out) == []
    assert out.count("What you can type") == 2
    assert "hero spellsword | deal" in out  # the first hero of the chosen sets
    assert "fight fighter goblin" in out  # the help of the monster phase
    assert "Ana · still playing" in out
    assert " 1  Ana: hero knight" in out
    assert "Robo: hero " in out
    assert "the rules in short" in out
    assert "Active options: Heroes: each player chooses" in out  # in words (issue #23)
    assert out.rstrip().endswith("Saved. Continue with: tabletop resume 1")


def test_the_rules_command(home: Path) -> None:
    result = invoke("dungeon-dice", "rules")
    assert_ok(result)
    for ruling in ("D1", "D5", "D7", "D13"):
        assert ruling in result.output, ruling
    german = invoke("dungeon-dice", "rules", "--option", "heroes=deal", "--lang", "de")
    assert_ok(german)
    assert "Helden: zufällig verteilt" in german.output
