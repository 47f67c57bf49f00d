"""Dungeon dice's transcripts in the notation, and exported records, replayed by the rules
(issue #41: on ``tabletop.archive.transcript``; the ``replay`` verb has its smoke tests in
test_cli_replay.py).

The transcript below is written by hand: Ana (a Knight) makes her three delves.

- delve 1: level 1 a goblin (her Fighter), level 2 a skeleton (Cleric) and a chest (Thief: an
  Elixir); she retires at level 2: 2 XP;
- delve 2: level 1 a dragon face only; level 2 a potion and a second dragon face: her Mage quaffs
  and comes back as a Fighter; level 3 two goblins (one Fighter) and a third dragon face: the
  dragon falls to Champion, Mage and Thief (1 XP and a Town Portal); she retires at 3: 4 XP,
  6 in all, so the Knight is a Dragon Slayer now (D11);
- delve 3: an ooze at level 1, and she flees (D9: no XP).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.scoundrel import GAME as SCOUNDREL
from tests.cli.support import dealt_game
from tests.replays import position, record_file, refused

TRANSCRIPT = """\
# dungeon dice: three delves of Ana's
hero knight
party fighter fighter cleric mage thief champion scroll   # the scroll becomes a champion
dungeon goblin
fight fighter goblin
seek
dungeon skeleton chest           # level 2
fight cleric skeleton
open thief
treasure elixir
retire

party champion champion mage mage thief cleric fighter
dungeon dragon                   # straight to the lair
seek
dungeon potion dragon
quaff mage fighter               # the quaffing die comes back as a fighter
seek
dungeon dragon goblin goblin     # the third dragon face
fight fighter goblin
dragon champion mage thief
treasure town-portal
retire
party fighter fighter fighter fighter fighter fighter fighter
dungeon ooze
flee
"""
LINES = TRANSCRIPT.splitlines()


def upto(marker: str) -> str:
    """The transcript up to and including the first line that starts with ``marker``."""
    index = next(i for i, line in enumerate(LINES) if line.startswith(marker))
    return "\n".join(LINES[: index + 1]) + "\n"


def summary(text: str, *players: str) -> dict[str, Any]:
    """The position ``replay --json`` writes (Ana alone when nobody is named)."""
    return position(GAME, text, list(players) or ["Ana"])


def test_a_whole_game() -> None:
    data = summary(TRANSCRIPT)
    assert data["status"] == "over"
    assert data["winners"] == ["Ana"]
    (ana,) = data["players"]
    assert ana == {"name": "Ana", "hero": "knight", "side": "master", "xp": 6,
                   "treasures": ["elixir", "town-portal"], "score": 6 + 1 + 2,
                   "delves": ["retired:2", "retired:3", "fled:1"]}
    for key in ("level", "party", "graveyard", "dungeon", "lair"):
        assert key not in data, key


def test_while_playing_level_party_graveyard_dungeon_lair() -> None:
    data = summary(upto("dungeon potion dragon"))
    assert data["status"] == "playing"
    (ana,) = data["players"]
    assert (ana["hero"], ana["side"], ana["xp"], ana["treasures"], ana["score"]) == \
        ("knight", "novice", 2, ["elixir"], 3)
    assert data["delver"] == "Ana"
    assert data["delve"] == 2
    assert data["level"] == 2
    assert data["stage"] == "loot"
    assert data["party"] == ["fighter", "cleric", "mage", "mage", "thief", "champion",
                             "champion"]
    assert data["graveyard"] == 0
    assert data["dungeon"] == ["potion"]
    assert data["lair"] == 2
    assert data["winners"] == []


def test_the_dragon_fight() -> None:
    before = summary(upto("dungeon dragon goblin goblin"))
    assert (before["level"], before["lair"], before["dungeon"]) == (3, 3, ["goblin", "goblin"])
    assert before["stage"] == "monsters"
    after = summary(upto("dragon champion"))
    # D7: the lair empties, 1 XP now, the treasure waits to be drawn.
    assert (after["lair"], after["players"][0]["xp"], after["graveyard"]) == (0, 3, 4)
    assert after["party"] == ["fighter", "cleric", "champion"]
    drawn = summary(upto("treasure town-portal"))
    assert drawn["players"][0]["treasures"] == ["elixir", "town-portal"]
    assert drawn["stage"] == "regroup"


def test_the_first_delve() -> None:
    data = summary(upto("treasure elixir"))
    assert (data["level"], data["stage"], data["graveyard"]) == (2, "regroup", 3)
    # The Knight's scroll became a second champion (D12); fighter, cleric and thief were used.
    assert data["party"] == ["fighter", "mage", "champion", "champion"]
    assert data["players"][0]["treasures"] == ["elixir"]
    assert data["treasure_pool"] == 35


def test_comments_blank_lines_and_german_words() -> None:
    german = """\
    # auf Deutsch
    held ritter
    gruppe krieger krieger priester zauberer dieb champion schriftrolle

    dungeon kobold          # ein Kobold
    kämpfe krieger kobold
    tiefer
    dungeon skelett kiste
    kämpfe priester skelett
    öffne dieb
    schatz elixier
    rückzug
    """
    english = upto("retire")
    assert summary("\n".join(line.strip() for line in german.splitlines())) == \
        summary(english)


def test_two_players() -> None:
    text = "hero knight\nhero crusader\n" \
           "party fighter fighter cleric mage thief champion scroll\ndungeon ooze\nflee\n" \
           "party 7 cleric\n"
    data = summary(text, "Ana", "Ben")
    assert [(p["name"], p["hero"], p["delves"]) for p in data["players"]] == [
        ("Ana", "knight", ["fled:1"]), ("Ben", "crusader", [])]
    assert (data["delver"], data["delve"], data["level"]) == ("Ben", 1, 1)
    assert data["party"] == ["cleric"] * 7


@pytest.mark.parametrize(("line", "fragment"), [
    ("fight fighter skeleton", "There is no Skeleton on this level."),
    ("dungeon goblin goblin", "Nothing is being rolled or drawn now."),
    ("retire", "Monsters remain: defeat them"),
    ("fight fighter", "Write 'fight <companion> <monster>'"),
    ("jump", "Unknown command 'jump'"),
    ("fight scroll goblin", "Scroll is not a companion."),
])
def test_an_illegal_line_is_refused_naming_the_line(line: str, fragment: str) -> None:
    # Line 5 of the file: after a comment, the hero, the party and a goblin.
    text = "# a comment\nhero knight\nparty 7 scroll\ndungeon goblin\n" + line + "\nflee\n"
    error = refused(GAME, text, ["Ana"])
    assert error.startswith("Line 5: ") and fragment in error


def test_a_roll_with_the_wrong_number_of_dice() -> None:
    assert refused(GAME, "hero knight\n\nparty fighter fighter\n", ["Ana"]) == \
        "Line 3: Dice in this roll: 7; faces given: 2."


def test_a_line_after_the_game_is_over() -> None:
    assert refused(GAME, TRANSCRIPT + "party 7 fighter\n", ["Ana"]).startswith(
        f"Line {len(LINES) + 1}: ")


def test_an_exported_record_replays_to_the_same_game(tmp_path: Path) -> None:
    session = dealt_game(GAME, ["Ana", "Robo"], 3, bots=[0, 1])
    record = record_file(session, tmp_path / "game1.json")
    assert record["game"] == "dungeon-dice"
    data = position(GAME, tmp_path / "game1.json")
    assert data["status"] == "over"
    assert [p["name"] for p in data["players"]] == ["Ana", "Robo"]
    assert all(len(p["delves"]) == 3 for p in data["players"])
    assert len(record["events"]) == len(session.events)
    assert data["winners"] == list(GAME.score(session.state).winners)


def test_a_record_of_another_game_is_refused(tmp_path: Path) -> None:
    other = dealt_game(SCOUNDREL, ["Ana"], 5, stop=lambda s: len(s.events) > 0)
    record_file(other, tmp_path / "sc.json")
    assert "scoundrel" in refused(GAME, tmp_path / "sc.json")
