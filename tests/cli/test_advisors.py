"""``<game> hint FILE``, ``scoundrel solve``, ``<game> simulate`` and ``hint`` typed in a game.

What a user sees: the advice names an action that is legal now, fits 80 columns without colour,
and speaks German with ``--lang de``; ``--json`` prints one object with the numbers behind it
(``exact`` always present); errors are one line with the documented exit code (1: a rule or
data error, 2: a usage error). ``solve`` is held to its contract only (the solver is being
rewritten): ``best_score``, ``exact`` and a ``line`` that ``replay`` reads and that scores
``best_score``. ``simulate`` is kept to a few games in one process.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from typer.testing import Result

from games.dungeon_dice import GAME as DD_GAME
from games.dungeon_dice.rules.components import LAST_LEVEL
from games.halunken import GAME as HS_GAME
from games.scoundrel import GAME as SC_GAME
from games.scoundrel.rules.components import pretty
from tabletop.archive.transcript import replay_file
from tabletop.plugin import Decision, Game
from tabletop.session.session import Session
from tests.scoundrel.helpers import deck_for_seed

from .support import (
    assert_exit,
    assert_ok,
    assert_one_error,
    dealt_game,
    decisions,
    error_lines,
    export,
    invoke,
    moves,
    stored_events,
)

GAMES: dict[str, Game[Any]] = {"scoundrel": SC_GAME, "dungeon-dice": DD_GAME,
                               "halunken": HS_GAME}
NO_DECISION = "No decision is awaited here: nothing to advise."
NO_DECISION_DE = "Hier ist keine Entscheidung zu treffen: nichts zu raten."

# ---- transcripts -------------------------------------------------------------------------

# Scoundrel: the 7♦ is equipped; K♠, 5♥ and 9♣ are left in the room.
SC_MID = "room 7D KS 5H 9C\nplay 7D\n"
# Three cards played: the room waits for its refill (a chance, no decision).
SC_REFILL = "room 7D KS 5H 9C\nplay 7D\nplay KS\nplay 9C\n"
# Dead in the first room: K♠ and K♣ barehanded.
SC_LOST = "room KS KC QS QC\nplay KS bare\nplay KC bare\n"
# The weapon has slain a 7: only the option decides whether it may fight the 7♣ too.
SC_EQUAL = "options weapon_rule={rule}\nroom 7D 7S 7C 2H\nplay 7D\nplay 7S\n"

DD_START = "hero knight\nparty fighter fighter cleric mage thief champion scroll\n"
# Level 1 holds a goblin: a decision within the level.
DD_LEVEL = DD_START + "dungeon goblin\n"
# The goblin is slain: the regroup at level 1, retire or seek.
DD_REGROUP = DD_LEVEL + "fight fighter goblin\n"
# A whole game of one player (three delves); nothing is left to decide.
DD_OVER = """\
hero knight
party fighter fighter cleric mage thief champion scroll
dungeon goblin
fight fighter goblin
seek
dungeon skeleton chest
fight cleric skeleton
open thief
treasure elixir
retire
party champion champion mage mage thief cleric fighter
dungeon dragon
seek
dungeon potion dragon
quaff mage fighter
seek
dungeon dragon goblin goblin
fight fighter goblin
dragon champion mage thief
treasure town-portal
retire
party fighter fighter fighter fighter fighter fighter fighter
dungeon ooze
flee
"""

HS_PLAYERS = ("--player", "Ana", "--player", "Ben", "--player", "Cy")
# Halunken, three captains: set up, Black Jack placed and hired by Ana.
HS_SETUP = """\
place 1
card p5
place 4
card y11
place 8
card r5
card r15
card y12
card g13
card p14
card y1
card r4
card g2
card p3
card y2
card y3
card r6
card g3
card p4
card y4
jack 6
"""
# Ben (y11) opens the bidding for Black Jack: a choice with the strong bot's reason.
HS_BID = HS_SETUP
# Ana's secret movement card: the table of every card in hand.
HS_MOVE = HS_SETUP + "pass\npass\nbid p5\n"


def write(name: str, text: str) -> Path:
    path = Path(name)
    path.write_text(text, encoding="utf-8")
    return path


def strict_json(text: str) -> dict[str, Any]:
    """One JSON object, and real JSON: NaN or Infinity would be refused by other readers."""

    def refuse(constant: str) -> Any:
        raise AssertionError(f"not JSON: {constant}")

    data = json.loads(text, parse_constant=refuse)
    assert isinstance(data, dict), text
    return data


def plain(result: Result, width: int = 80) -> str:
    """The output of a successful command: no colour codes, no line wider than ``width``
    (typed lines are not echoed, so output follows a prompt on its line: split there)."""
    assert_ok(result)
    assert "\x1b[" not in result.output
    too_wide = [line for part in result.output.split(" › ") for line in part.splitlines()
                if cell_len(line) > width]
    assert not too_wide, "\n".join(too_wide)
    return result.output


def hint(game: str, text: str, *extra: str) -> Result:
    return invoke(game, "hint", str(write("game.txt", text)), *extra)


def hint_json(game: str, text: str, *extra: str) -> dict[str, Any]:
    result = hint(game, text, "--json", *extra)
    assert_ok(result)
    assert result.stderr == ""
    assert len(result.stdout.strip().splitlines()) == 1, result.stdout
    data = strict_json(result.stdout)
    assert isinstance(data["exact"], bool)
    return data


def legal_now(game: str, text: str, players: list[str]) -> tuple[Decision, set[str]]:
    """The decision a transcript ends in, and its actions as the words to type."""
    rules = GAMES[game]
    session = replay_file(rules, write("fold.txt", text), players)
    now = rules.awaiting(session.state)
    assert isinstance(now, Decision), now
    return now, {rules.notation(action) for action in now.actions}


def bot_game(game: Game[Any], seed: int, players: list[str], strategy: str,
             stop: Callable[[Session], bool] | None = None) -> Session:
    """A hotseat game as ``play`` deals it (the same seeded dealer), every seat's decision
    taken by ``strategy``; until it is over or ``stop(session)`` says so."""
    seats = list(range(len(players)))
    return dealt_game(game, players, seed, bots=seats,
                      strategies=dict.fromkeys(seats, strategy), stop=stop)


def transcript_of(session: Session) -> str:
    return "".join(f"{session.game.notation(event)}\n" for event in session.events)


# ---- hint FILE: Scoundrel ----------------------------------------------------------------


def test_scoundrel_hint(home: Path) -> None:
    out = plain(hint("scoundrel", SC_MID))
    _, legal = legal_now("scoundrel", SC_MID, ["Ann"])
    lines = out.splitlines()
    assert lines[0] == "Advice (expected final score):"
    assert lines[1].split()[0] == "best"
    assert all(line.split()[0] == "or" for line in lines[2:-2]), lines
    assert lines[-2].startswith(("Exact:", "Estimate:"))
    # the rows say the moves in words; the last line says what to type (issue #28)
    assert typed(out, "To play it, type: ") in legal, (lines[-1], legal)


def test_scoundrel_hint_json(home: Path) -> None:
    data = hint_json("scoundrel", SC_MID)
    assert set(data) == {"schema_version", "best", "value", "alternatives", "exact", "depth",
                         "nodes"}
    _, legal = legal_now("scoundrel", SC_MID, ["Ann"])
    assert data["best"] in legal
    assert 1 <= len(data["alternatives"]) <= 3
    for other in data["alternatives"]:
        assert set(other) == {"action", "value"}
        assert other["action"] in legal and other["action"] != data["best"]
        assert other["value"] <= data["value"]  # the best comes first
    assert isinstance(data["depth"], int)


def test_scoundrel_hint_in_german(home: Path) -> None:
    out = plain(hint("scoundrel", SC_MID, "--lang", "de"))
    assert out.startswith("Rat (erwartete Endwertung):")
    assert "am besten" in out
    assert "Advice" not in out
    assert out.splitlines()[-2].startswith(("Exakt:", "Schätzung:"))
    assert typed(out, "Um das zu spielen, tippe: ").startswith("spiele ")
    # a decimal comma in German
    value = out.splitlines()[1].split()[-1]
    assert "," in value and "." not in value, value


@pytest.mark.parametrize(("rule", "may_fight_equal"), [("lower", False),
                                                       ("lower_or_equal", True)])
def test_scoundrel_hint_follows_the_transcripts_options(home: Path, rule: str,
                                                        may_fight_equal: bool) -> None:
    text = SC_EQUAL.format(rule=rule)
    data = hint_json("scoundrel", text)
    named = {data["best"], *(other["action"] for other in data["alternatives"])}
    _, legal = legal_now("scoundrel", text, ["Ann"])
    assert named <= legal
    # With the 7 slain, only lower_or_equal lets the weapon take the 7♣: then "play 7C" and
    # "play 7C bare" are two different actions.
    assert ("play 7C bare" in named) is may_fight_equal


def test_scoundrel_hint_on_an_exported_record(home: Path) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "239", "--player", "Ann",
                     input=moves("1", "quit")))
    path = Path("game1.json")
    export(1, path)
    result = invoke("scoundrel", "hint", str(path), "--json")
    assert_ok(result)
    data = strict_json(result.stdout)
    weapon, *room = deck_for_seed(239)[:4]
    assert data["best"].split()[1] in room
    assert weapon not in data["best"]


# ---- hint FILE: Dungeon dice -------------------------------------------------------------


def test_dungeon_dice_hint_at_the_regroup(home: Path) -> None:
    out = plain(hint("dungeon-dice", DD_REGROUP))
    lines = out.splitlines()
    assert lines[0].startswith("chance to clear level 2: ") and lines[0].endswith("%")
    assert lines[1].startswith("expected XP: retire ")
    assert lines[2].startswith("advice: ") and "'" not in lines[2]  # words, no command
    assert typed(out, "To play it, type: ") in ("seek", "retire")


def test_dungeon_dice_hint_json_at_the_regroup(home: Path) -> None:
    data = hint_json("dungeon-dice", DD_REGROUP)
    assert {"clear_next", "retire_xp", "continue_xp", "best", "exact"} <= set(data)
    assert 0.0 <= data["clear_next"] <= 1.0
    assert data["retire_xp"] == 1  # level 1 is cleared: retiring banks 1 XP
    assert data["continue_xp"] >= 0
    assert data["best"] in ("seek", "retire")
    assert data["best"] == ("seek" if data["continue_xp"] > data["retire_xp"] else "retire")
    assert data["next_level"] == 2
    # exact exactly when the search looked down to the last level
    assert data["exact"] == (data["next_level"] + data["levels_ahead"] - 1 >= LAST_LEVEL)
    _, legal = legal_now("dungeon-dice", DD_REGROUP, ["Ann"])
    assert data["best"] in legal
    # the screen's percentage is clear_next
    out = plain(hint("dungeon-dice", DD_REGROUP))
    assert f"{100 * data['clear_next']:.1f}%" in out


def test_dungeon_dice_hint_in_german(home: Path) -> None:
    out = plain(hint("dungeon-dice", DD_REGROUP, "--lang", "de"))
    lines = out.splitlines()
    assert lines[0].startswith("Chance, Ebene 2 zu räumen: ")
    assert "," in lines[0]  # a decimal comma
    assert lines[1].startswith("erwartete Erfahrung: Taverne ")
    assert lines[2].startswith("Rat: ") and "'" not in lines[2]
    assert typed(out, "Um das zu spielen, tippe: ") in ("tiefer", "taverne")


def test_dungeon_dice_hint_within_a_level(home: Path) -> None:
    data = hint_json("dungeon-dice", DD_LEVEL)
    _, legal = legal_now("dungeon-dice", DD_LEVEL, ["Ann"])
    assert data["best"] in legal
    assert isinstance(data["rule_of_thumb"], bool)
    # How deep a hint looks depends on the time it gets, so two runs may differ: each names a
    # legal move.
    out = plain(hint("dungeon-dice", DD_LEVEL))
    assert typed(out, "To play it, type: ") in legal, out


def test_dungeon_dice_hint_is_for_the_seat_to_decide(home: Path) -> None:
    # Ana took the Knight; Ben chooses now, and the Knight is no longer his to take.
    players = ["Ana", "Ben"]
    flags = ("--player", "Ana", "--player", "Ben")
    now, legal = legal_now("dungeon-dice", "hero knight\n", players)
    assert now.player == 1
    data = hint_json("dungeon-dice", "hero knight\n", *flags)
    assert data["best"] in legal
    assert data["best"] != "hero knight"
    assert data["rule_of_thumb"] is True
    out = plain(hint("dungeon-dice", "hero knight\n", *flags))
    assert typed(out, "To play it, type: ") == data["best"]


# ---- hint FILE: Halunken und Spelunken ---------------------------------------------------


def test_halunken_hint_for_the_movement_card(home: Path) -> None:
    out = plain(hint("halunken", HS_MOVE, *HS_PLAYERS))
    assert out.startswith("Advice for Ana: ")
    assert typed(out, "To play it, type: ").startswith("move ")  # issue #28
    data = hint_json("halunken", HS_MOVE, *HS_PLAYERS)
    assert {"decision", "seat", "best", "samples", "cards", "exact"} <= set(data)
    assert (data["decision"], data["seat"]) == ("move", 0)
    _, legal = legal_now("halunken", HS_MOVE, ["Ana", "Ben", "Cy"])
    assert f"move {data['best']}" in legal
    # a row for every card in hand, the best one marked, and the best worth most
    assert {f"move {row['card']}" for row in data["cards"]} == legal
    worth = {row["card"]: row["worth"] for row in data["cards"]}
    assert worth[data["best"]] == max(worth.values())
    marked = [line for line in out.splitlines() if "◀ best" in line]
    assert len(marked) == 1 and marked[0].split()[0] == data["best"]


def test_halunken_hint_at_a_bid(home: Path) -> None:
    out = plain(hint("halunken", HS_BID, *HS_PLAYERS))
    assert out.startswith("Advice for Ben: ")
    data = hint_json("halunken", HS_BID, *HS_PLAYERS)
    assert (data["decision"], data["seat"]) == ("bid", 1)
    _, legal = legal_now("halunken", HS_BID, ["Ana", "Ben", "Cy"])
    assert data["best"] in legal
    assert data["best"] in out.splitlines()[0]


def test_halunken_hint_in_german(home: Path) -> None:
    out = plain(hint("halunken", HS_MOVE, *HS_PLAYERS, "--lang", "de"))
    assert out.startswith("Rat für Ana: ")
    assert typed(out, "Um das zu spielen, tippe: ").startswith("spiele ")
    assert "Karte" in out and "Advice" not in out


def test_halunken_hint_does_not_see_the_secret_card_played_before(home: Path) -> None:
    # Ana's movement card is secret when Ben chooses his: the advice must not depend on it.
    answers = {hint("halunken", HS_MOVE + f"move {card}\n", *HS_PLAYERS, "--json",
                    "--time", "5").stdout for card in ("2", "7", "rum")}
    assert len(answers) == 1
    (answer,) = answers
    assert strict_json(answer)["seat"] == 1


# ---- hint FILE: errors -------------------------------------------------------------------


@pytest.mark.parametrize("game", list(GAMES))
def test_hint_on_a_missing_file(home: Path, game: str) -> None:
    assert_one_error(invoke(game, "hint", "missing.txt"), 2, "File not found: missing.txt")


@pytest.mark.parametrize(("game", "text", "extra", "fragment"), [
    ("scoundrel", "room 7D KS 5H 9C\nplay QQ\n", (), "Line 2: 'QQ' is not a card"),
    ("scoundrel", "room 7D KS 5H 9C\nplay 2C\n", (), "Line 2:"),
    ("dungeon-dice", DD_START + "dungeon goblin\nfight mage dragon\n", (), "Line 4:"),
    ("halunken", "place 1\nplace 2\n", HS_PLAYERS, "Line 2:"),
    ("scoundrel", "{not json\n", (), "game.txt"),
    ("scoundrel", '{"format": 1}\n', (), "game.txt"),
])
def test_hint_on_a_corrupt_transcript(home: Path, game: str, text: str, extra: tuple[str, ...],
                                      fragment: str) -> None:
    assert_one_error(hint(game, text, *extra), 1, fragment)


def test_hint_on_a_file_that_is_not_text(home: Path) -> None:
    path = Path("game.txt")
    path.write_bytes(b"\x00\xff\xfe\x80 room")
    assert_one_error(invoke("scoundrel", "hint", str(path)), 1, "game.txt")


def test_hint_on_another_games_record(home: Path) -> None:
    assert_ok(invoke("scoundrel", "play", "--seed", "239", "--player", "Ann",
                     input=moves("quit")))
    export(1, Path("game1.json"))
    assert_one_error(invoke("dungeon-dice", "hint", "game1.json"), 1, "scoundrel")


@pytest.mark.parametrize(("game", "text", "extra"), [
    ("scoundrel", SC_LOST, ()),
    ("scoundrel", SC_REFILL, ()),  # a chance is awaited
    ("scoundrel", "", ()),  # the first room is not turned yet
    ("dungeon-dice", DD_OVER, ()),
    ("dungeon-dice", "hero knight\n", ()),  # the party is not rolled yet
])
def test_hint_with_no_decision_to_advise(home: Path, game: str, text: str,
                                         extra: tuple[str, ...]) -> None:
    assert_one_error(hint(game, text, *extra), 1, NO_DECISION)
    assert_one_error(hint(game, text, "--json", *extra), 1, NO_DECISION)
    assert_one_error(hint(game, text, "--lang", "de", *extra), 1, NO_DECISION_DE)


def test_hint_on_a_finished_halunken_game(home: Path) -> None:
    session = bot_game(HS_GAME, 3, ["Ana", "Ben"], "basic")
    assert session.over
    text = transcript_of(session)
    summary = invoke("halunken", "replay", str(write("over.txt", text)), "--json",
                     "--player", "Ana", "--player", "Ben")
    assert_ok(summary)
    assert strict_json(summary.stdout)["status"] == "over"
    assert_one_error(hint("halunken", text, "--player", "Ana", "--player", "Ben"), 1,
                     NO_DECISION)


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("seconds", ["0", "-1", "abc"])
def test_hint_with_a_bad_time(home: Path, game: str, seconds: str) -> None:
    text = {"scoundrel": SC_MID, "dungeon-dice": DD_REGROUP, "halunken": HS_MOVE}[game]
    extra = HS_PLAYERS if game == "halunken" else ()
    assert_one_error(hint(game, text, "--time", seconds, *extra), 2, "--time")


@pytest.mark.parametrize("game", list(GAMES))
def test_hint_with_little_time_still_answers(home: Path, game: str) -> None:
    text = {"scoundrel": SC_MID, "dungeon-dice": DD_REGROUP, "halunken": HS_MOVE}[game]
    extra = HS_PLAYERS if game == "halunken" else ()
    data = hint_json(game, text, "--time", "0.001", *extra)
    assert data["best"] is not None


def test_hint_of_an_unknown_game(home: Path) -> None:
    path = write("game.txt", SC_MID)
    assert_one_error(invoke("chess", "hint", str(path)), 2, "chess")


def test_hint_with_an_unknown_language(home: Path) -> None:
    assert_one_error(hint("scoundrel", SC_MID, "--lang", "xx"), 2, "--lang", "en, de")


# ---- scoundrel solve ---------------------------------------------------------------------

# Deals the solver settles in a fraction of a second (measured: well under 0.3 s each).
FAST_SEEDS = (29, 7)


def solve_json(*args: str) -> dict[str, Any]:
    result = invoke("scoundrel", "solve", *args, "--json")
    assert_ok(result)
    assert result.stderr == ""
    data = strict_json(result.stdout)
    assert set(data) == {"schema_version", "best_score", "exact", "line"}
    assert isinstance(data["best_score"], int) and isinstance(data["exact"], bool)
    assert isinstance(data["line"], list) and all(isinstance(x, str) for x in data["line"])
    return data


def replayed(line: list[str], options: str = "") -> dict[str, Any]:
    """``tabletop scoundrel replay`` of a solver's line, as the file a user would save."""
    path = write("line.txt", options + "".join(f"{entry}\n" for entry in line))
    result = invoke("scoundrel", "replay", str(path), "--json")
    assert_ok(result)
    return strict_json(result.stdout)


@pytest.mark.parametrize("seed", FAST_SEEDS)
def test_solve_line_replays_to_the_best_score(home: Path, seed: int) -> None:
    data = solve_json("--seed", str(seed), "--time", "60")
    assert data["line"][0].startswith("room ")
    final = replayed(data["line"])
    assert final["status"] in ("won", "lost")  # the line plays the game to its end
    assert final["score"] == data["best_score"]
    # the rooms are those of the seed's deal: in its order until a room is run from
    runs = [i for i, entry in enumerate(data["line"]) if entry == "run"]
    before = data["line"][:runs[0]] if runs else data["line"]
    turned = [card for entry in before if entry.startswith("room ")
              for card in entry.split()[1:]]
    assert turned == list(deck_for_seed(seed)[:len(turned)])


def test_solve_cut_short_still_gives_a_line_that_replays(home: Path) -> None:
    # Seed 0 is a hard deal (not settled in 2 s when measured); whatever the search found in
    # a twentieth of a second, the line must score what is claimed.
    data = solve_json("--seed", "0", "--time", "0.05")
    final = replayed(data["line"])
    assert final["status"] in ("won", "lost")
    assert final["score"] == data["best_score"]


def test_solve_and_hint_agree_once_every_card_is_seen(home: Path) -> None:
    # The last room of a solved line: the dungeon is empty, nothing is hidden any more, so
    # the hint's search is exact and its expected score is the best score of the rest of the
    # game: no more than the deal's best, and no less than the solver's line, which reaches
    # the deal's best from here.
    # A time limit far above what seed 29 needs (well under a second): two runs under any
    # load find the same exact answer, so the test never rests on the clock.
    data = solve_json("--seed", "29", "--time", "60")
    line = data["line"]
    last_room = max(i for i, entry in enumerate(line) if entry.startswith("room "))
    advice = hint_json("scoundrel", "".join(f"{entry}\n" for entry in line[:last_room + 1]),
                       "--time", "2")
    assert advice["exact"] is True
    if data["exact"]:
        assert advice["value"] == pytest.approx(data["best_score"])
    else:
        assert advice["value"] >= data["best_score"] - 1e-9


def test_solve_plain_output(home: Path) -> None:
    data = solve_json("--seed", "29", "--time", "60")
    out = plain(invoke("scoundrel", "solve", "--seed", "29", "--time", "60"))
    lines = out.splitlines()
    heading = ("Best possible score: {}. One way to reach it:" if data["exact"] else
               "Best score found (the time limit cut the search): {}. The line:")
    assert lines[:3] == ["# scoundrel transcript", "# " + heading.format(data["best_score"]),
                         "options weapon_rule=lower death_penalty=dungeon"]
    assert lines[3:] == data["line"]
    german = plain(invoke("scoundrel", "solve", "--seed", "29", "--time", "2", "--lang", "de"))
    assert german.splitlines()[1].startswith(("# Bestmögliche Punktzahl: ",
                                              "# Beste gefundene Punktzahl"))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_what_solve_prints_replays_and_hints_as_it_stands(home: Path, lang: str) -> None:
    """``solve --seed 42 > l.txt; replay l.txt`` said "Line 1: 'Best' is not a card": the
    prose is a comment now, the rule set a line of its own, one event a line."""
    data = solve_json("--seed", "29", "--time", "60", "-o", "weapon_rule=lower_or_equal")
    out = invoke("scoundrel", "solve", "--seed", "29", "--time", "60", "-o",
                 "weapon_rule=lower_or_equal", "--lang", lang)
    assert_ok(out)
    path = write("l.txt", out.stdout)
    result = invoke("scoundrel", "replay", str(path), "--json", "--lang", lang)
    assert_ok(result)
    position = strict_json(result.stdout)
    assert position["score"] == data["best_score"]
    assert position["options"]["weapon_rule"] == "lower_or_equal"
    last_room = max(i for i, line in enumerate(out.stdout.splitlines())
                    if line.startswith("room "))
    path = write("start.txt", "\n".join(out.stdout.splitlines()[:last_room + 1]))
    advice = invoke("scoundrel", "hint", str(path), "--time", "2", "--lang", lang)
    assert_ok(advice)


@pytest.mark.parametrize("spell", [str, pretty, lambda card: card.lower(),
                                   lambda card: card.replace("10", "T")])
def test_solve_a_deck_written_out(home: Path, spell: Callable[[str], str]) -> None:
    # Seed 30's best line is the same whatever order its fled rooms come back in (a deck
    # written out does not say it; the seed does, S6). A time limit far above what seed 30
    # needs: both searches finish exactly under any load.
    deck = deck_for_seed(30)
    by_seed = solve_json("--seed", "30", "--time", "60")
    data = solve_json("--deck", " ".join(spell(card) for card in deck), "--time", "60")
    assert data["best_score"] == by_seed["best_score"]
    assert replayed(data["line"])["score"] == data["best_score"]


def test_solve_with_an_option(home: Path) -> None:
    option = "weapon_rule=lower_or_equal"
    data = solve_json("--seed", "29", "--time", "60", "--option", option)
    final = replayed(data["line"], f"options {option}\n")
    assert final["options"]["weapon_rule"] == "lower_or_equal"
    assert final["score"] == data["best_score"]


def deck_text(cards: Sequence[str]) -> str:
    return " ".join(cards)


@pytest.mark.parametrize(("deck", "fragments"), [
    (lambda d: d[:-1], ("The deck needs all 44 cards", "it has 43", "missing: ")),
    (lambda d: [*d[:-1], "XX"], ("'XX' is not a card",)),
    (lambda d: [*d, "ZZ"], ("'ZZ' is not a card",)),
    (lambda d: [*d[:-1], d[0]], ("twice",)),
    (lambda d: [*d, d[0]], ("twice",)),
    (lambda d: [], ("The deck needs all 44 cards", "it has 0")),
])
def test_solve_a_bad_deck(home: Path, deck: Callable[[list[str]], list[str]],
                          fragments: tuple[str, ...]) -> None:
    cards = deck(list(deck_for_seed(29)))
    result = invoke("scoundrel", "solve", "--deck", deck_text(cards), "--time", "1")
    line = assert_one_error(result, 2, *fragments)
    if "missing" in fragments[-1]:
        assert line.endswith(pretty(deck_for_seed(29)[-1]) + ".")


def test_solve_a_short_deck_in_german(home: Path) -> None:
    cards = list(deck_for_seed(29))[:-1]
    assert_one_error(invoke("scoundrel", "solve", "--deck", deck_text(cards), "--lang", "de"),
                     2, "Das Deck braucht alle 44 Karten")


@pytest.mark.parametrize("args", [
    (),
    ("--seed", "29", "--deck", deck_text(deck_for_seed(29))),
])
def test_solve_needs_a_seed_or_a_deck(home: Path, args: tuple[str, ...]) -> None:
    assert_one_error(invoke("scoundrel", "solve", *args), 2, "Give either --seed N or --deck")


@pytest.mark.parametrize("seconds", ["0", "-1"])
def test_solve_with_a_bad_time(home: Path, seconds: str) -> None:
    assert_one_error(invoke("scoundrel", "solve", "--seed", "29", "--time", seconds), 2,
                     "--time")


@pytest.mark.parametrize("game", ["dungeon-dice", "halunken"])
def test_only_scoundrel_solves(home: Path, game: str) -> None:
    assert_exit(invoke(game, "solve", "--seed", "1"), 2, "solve")


# ---- simulate ----------------------------------------------------------------------------

SIMULATIONS = [("dungeon-dice", "basic", 1), ("halunken", "basic", 2), ("scoundrel", "greedy", 1)]
SEAT_KEYS = {"label", "strategy", "games", "wins", "win_rate", "won", "won_share", "mean",
             "median", "min", "max"}


def simulate(game: str, bot: str, *extra: str, games: int = 6, seed: int = 1) -> Result:
    return invoke(game, "simulate", "--bot", bot, "--games", str(games), "--seed", str(seed),
                  "--jobs", "1", *extra)


@pytest.mark.parametrize(("game", "bot", "seats"), SIMULATIONS)
def test_simulate_json(home: Path, game: str, bot: str, seats: int) -> None:
    result = simulate(game, bot, "--json")
    assert_ok(result)
    assert result.stderr == ""  # no progress bar with --json
    data = strict_json(result.stdout)
    assert {"game", "seed", "games", "options", "players", "strategies", "seats",
            "by_strategy", "results"} <= set(data)
    assert (data["game"], data["seed"], data["games"]) == (game, 1, 6)
    assert data["strategies"] == [bot] * seats
    assert len(data["players"]) == seats
    assert [r["index"] for r in data["results"]] == list(range(6))
    assert set(data["by_strategy"]) == {bot}
    for seat, stats in enumerate(data["seats"]):
        assert set(stats) >= SEAT_KEYS
        assert (stats["strategy"], stats["games"]) == (bot, 6)
        totals = [r["totals"][seat] for r in data["results"] if r["totals"][seat] is not None]
        assert stats["mean"] == pytest.approx(statistics.fmean(totals))
        assert (stats["min"], stats["max"]) == (min(totals), max(totals))
        assert stats["wins"] == sum(seat in r["winners"] for r in data["results"])
        assert stats["win_rate"] == pytest.approx(stats["wins"] / 6)
    # the same seed gives the same games; nothing was stored
    assert simulate(game, bot, "--json").stdout == result.stdout
    assert not home.exists() or not any(home.iterdir())


def test_simulate_does_not_depend_on_the_number_of_processes(home: Path) -> None:
    one = simulate("scoundrel", "greedy", "--json", games=4)
    two = invoke("scoundrel", "simulate", "--bot", "greedy", "--games", "4", "--seed", "1",
                 "--jobs", "2", "--json")
    assert_ok(one)
    assert_ok(two)
    assert strict_json(one.stdout) == strict_json(two.stdout)


def test_simulate_another_seed_deals_other_games(home: Path) -> None:
    first = strict_json(simulate("scoundrel", "greedy", "--json").stdout)
    other = strict_json(simulate("scoundrel", "greedy", "--json", seed=100).stdout)
    assert other["seed"] == 100
    assert first["results"] != other["results"]


@pytest.mark.parametrize(("game", "bot", "seats"), SIMULATIONS)
def test_simulate_table(home: Path, game: str, bot: str, seats: int) -> None:
    out = plain(simulate(game, bot))
    assert out.startswith("Games: 6, seeds from 1")
    rows = [line for line in out.splitlines() if f"{bot} " in line and "│" in line]
    assert len(rows) == seats, out
    assert f"{GAMES[game].meta.titles['en']}: final scores" in out
    assert f"n={6 * seats} · mean " in out  # the histogram pools every seat's totals


def test_simulate_table_in_german(home: Path) -> None:
    out = plain(simulate("halunken", "basic", "--lang", "de"))
    assert out.startswith("Spiele: 6, Seeds ab 1")
    assert "Spieler" in out and "Siegquote" in out
    assert "Halunken und Spelunken: Endstände" in out


def test_simulate_with_an_option(home: Path) -> None:
    data = strict_json(simulate("scoundrel", "greedy", "--json", "--option",
                                "weapon_rule=lower_or_equal", games=2).stdout)
    assert data["options"]["weapon_rule"] == "lower_or_equal"


def test_simulate_more_seats_than_bots(home: Path) -> None:
    result = simulate("halunken", "basic", "--json", "--players", "3", games=2)
    assert_ok(result)
    data = strict_json(result.stdout)
    assert data["strategies"] == ["basic"] * 3
    assert all(len(r["totals"]) == 3 for r in data["results"])


@pytest.mark.parametrize(("game", "bots"), [("dungeon-dice", ["odds", "basic"]),
                                              ("halunken", ["strong", "basic"]),
                                              ("scoundrel", ["expectimax"])])
def test_simulate_bot_is_a_seat_as_in_play(home: Path, game: str, bots: list[str]) -> None:
    """``--bot NAME[=BOT]`` as ``play`` reads it: a name alone plays the game's best bot (its
    first), under that name; ``NAME=BOT`` picks the bot; a bot's name alone picks it too."""
    best, other = bots[0], bots[-1]
    seats = ["Ann", f"Cy={other}"] if len(bots) > 1 else ["Ann"]
    data = strict_json(invoke(game, "simulate", *(f for s in seats for f in ("--bot", s)),
                              "--games", "2", "--jobs", "1", "--json").stdout)
    assert data["players"] == ["Ann", "Cy"][:len(seats)]
    assert data["strategies"] == [best, other][:len(seats)]
    # one --bot for every seat of the game's fewest, numbered when there are several
    alone = strict_json(simulate(game, other, "--json", games=2).stdout)
    fewest = GAMES[game].meta.min_players
    assert alone["strategies"] == [other] * fewest
    assert alone["players"] == ([other] if fewest == 1 else [f"{other} {n}" for n in (1, 2)])


@pytest.mark.parametrize("game", ["dungeon-dice", "halunken", "scoundrel"])
@pytest.mark.parametrize(("lang", "heading"), [("en", "Win rate"), ("de", "Siegquote")])
def test_simulate_heads_the_share_won_alike_in_every_game(home: Path, game: str, lang: str,
                                                           heading: str) -> None:
    out = plain(invoke(game, "simulate", "--games", "2", "--jobs", "1", "--lang", lang))
    header = next(line for line in out.splitlines() if line.startswith("┃"))
    assert f"┃ {heading} ┃" in header, header


@pytest.mark.parametrize(("game", "args", "fragments"), [
    ("dungeon-dice", ("--bot", "Ann=nope"), ("Dungeon dice has no bot 'nope'", "basic")),
    ("halunken", ("--bot", "Ann=nope"), ("no bot 'nope'", "strong", "basic")),
    ("scoundrel", ("--bot", "Ann=nope"), ("no bot 'nope'", "greedy")),
    ("halunken", ("--bot", "basic", "--bot", "basic"), ("Two bots", "basic")),
    ("dungeon-dice", ("--bot", "basic", "--games", "0"), ("at least 1", "0")),
    ("scoundrel", ("--bot", "greedy", "--games", "-3"), ("at least 1", "-3")),
    ("dungeon-dice", ("--bot", "basic", "--jobs", "0"), ("at least 1",)),
    ("halunken", ("--bot", "basic", "--players", "1"), ("2 to 4", "not 1")),
    ("scoundrel", ("--bot", "greedy", "--bot", "Ann"), ("1 to 1", "not 2")),
    ("scoundrel", ("--bot", "greedy", "--games", "many"), ("--games",)),
])
def test_simulate_usage_errors(home: Path, game: str, args: tuple[str, ...],
                               fragments: tuple[str, ...]) -> None:
    extra = () if "--games" in args else ("--games", "2")
    jobs = () if "--jobs" in args else ("--jobs", "1")
    result = invoke(game, "simulate", *args, *extra, *jobs, "--json")
    assert_one_error(result, 2, *fragments)


# ---- hint typed inside a game ------------------------------------------------------------

SC_PLAY = ("scoundrel", "play", "--seed", "239", "--player", "Ann")
PROMPT = "Ann › "


def typed(output: str, said: str) -> str:
    """What the hint says to type to play its move (its last line but a prompt's)."""
    line = next(x for x in reversed(output.splitlines()) if x.startswith(said))
    return line.removeprefix(said).strip()


def screens(output: str) -> list[str]:
    """The output split at each prompt: item i is what the i-th typed line produced."""
    return output.split(PROMPT)


def test_hint_inside_a_scoundrel_game(home: Path) -> None:
    weapon, *monsters = deck_for_seed(239)[:4]
    room = {f"play {card}" for card in (weapon, *monsters)} | {"run"}
    result = invoke(*SC_PLAY, input=moves("hint", "undo", "1", "hint", "quit"))
    out = plain(result)
    assert error_lines(out) == []
    first_hint, undo, equipped, second_hint, _ = screens(out)[1:]
    assert first_hint.startswith("Advice (expected final score):")
    assert first_hint.splitlines()[1].split()[0] == "best"
    assert typed(first_hint, "To play it, type: ") in room
    assert "Nothing to undo." in undo  # the hint was no action
    assert "fresh: may fight any monster" in equipped  # the game went on
    assert second_hint.startswith("Advice (expected final score):")
    # Stored: the first room and the weapon equipped, as if no hint had been asked for.
    assert_ok(invoke(*SC_PLAY, input=moves("1", "quit")))
    assert stored_events(home, 1) == stored_events(home, 2)
    assert [kind for _, kind, _ in decisions(stored_events(home, 1))] == ["play"]


def test_tipp_inside_a_scoundrel_game_in_german(home: Path) -> None:
    result = invoke(*SC_PLAY, "--lang", "de", input=moves("tipp", "1", "beenden"))
    out = plain(result)
    assert error_lines(out) == []
    advice, equipped, _ = screens(out)[1:]
    assert advice.startswith("Rat (erwartete Endwertung):")
    assert "am besten" in advice
    weapon = equipped.split("Waffe\n", 1)[1].splitlines()[0]
    assert weapon.startswith(f"{pretty(deck_for_seed(239)[0])}  frisch")  # the game went on
    assert "Gespeichert" in out
    assert len(decisions(stored_events(home, 1))) == 1


def test_hint_at_the_table_while_cards_are_to_be_turned(home: Path) -> None:
    result = invoke("scoundrel", "table", "--player", "Ann",
                    input=moves("hint", "7D KS 5H 9C", "hint", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == [f"✗ {NO_DECISION}"]
    assert "Advice (expected final score):" in result.output  # once the room is on the table
    assert decisions(stored_events(home, 1)) == []


def dd_to_the_regroup(seed: int) -> tuple[list[str], Session]:
    """What a lone player types (the bot's choices) until their first regroup."""
    session = bot_game(DD_GAME, seed, ["Ann"], "basic",
                       stop=lambda s: s.state.stage == "regroup" and s.state.level < LAST_LEVEL)
    assert not session.over
    lines = [DD_GAME.notation(e) for e in session.events if not e.is_chance]
    return lines, session


def test_hint_inside_a_dungeon_dice_game(home: Path) -> None:
    lines, _ = dd_to_the_regroup(1)
    assert 1 <= len(lines) <= 8
    assert lines[0].startswith("hero ")
    answers = ["hint", *lines, "hint", "quit"]
    result = invoke("dungeon-dice", "play", "--seed", "1", "--player", "Ann",
                    input=moves(*answers))
    out = plain(result)
    assert error_lines(out) == []
    parts = screens(out)[1:]
    assert len(parts) == len(answers)
    # the first decision: choosing a hero
    assert parts[0].startswith("rule of thumb: ")
    assert typed(parts[0], "To play it, type: ").startswith("hero ")
    # the regroup: the odds and the advice
    at_regroup = parts[-2].splitlines()
    assert at_regroup[0].startswith("chance to clear level ") and at_regroup[0].endswith("%")
    assert at_regroup[1].startswith("expected XP: retire ")
    assert at_regroup[2].startswith("advice: ") and "'" not in at_regroup[2]
    # the hints recorded nothing: the decisions stored are the lines typed
    stored = decisions(stored_events(home, 1))
    assert len(stored) == len(lines)


def test_tipp_inside_a_dungeon_dice_game_in_german(home: Path) -> None:
    lines, _ = dd_to_the_regroup(1)
    result = invoke("dungeon-dice", "play", "--seed", "1", "--player", "Ann", "--lang", "de",
                    input=moves(*lines, "tipp", "beenden"))
    out = plain(result)
    advice = screens(out)[len(lines) + 1]
    assert advice.startswith("Chance, Ebene ")
    assert "erwartete Erfahrung" in advice
    assert "Rat: " in advice
    assert len(decisions(stored_events(home, 1))) == len(lines)


def test_hint_inside_a_halunken_game(home: Path) -> None:
    result = invoke("halunken", "play", "--seed", "1", "--player", "Ann", "--bot", "Bo=basic",
                    input=moves("hint", "quit"))
    out = plain(result)
    advice = screens(out)[1]
    assert advice.startswith("Advice for Ann: ")
    space = int(typed(advice, "To play it, type: ").split()[1])
    assert 1 <= space <= 14
    assert decisions(stored_events(home, 1)) == []


def test_a_solo_game_played_only_for_its_score_has_no_won_share(home: Path) -> None:
    """Solo Dungeon dice is scored, not won or lost; solo Scoundrel is won by surviving."""
    dice = plain(invoke("dungeon-dice", "simulate", "--bot", "basic", "--games", "3",
                        "--seed", "1", "--jobs", "1", "--players", "1"))
    row = next(line for line in dice.splitlines() if line.startswith("│ basic "))
    assert "–" in row and "%" not in row, row
    cards = plain(simulate("scoundrel", "greedy"))
    row = next(line for line in cards.splitlines() if "greedy" in line and "│" in line)
    assert "%" in row, row
