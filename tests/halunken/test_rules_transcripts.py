"""Halunken's transcripts in the notation, and exported records, replayed by the rules (issue #41:
on ``tabletop.archive.transcript``; the ``replay`` verb has its smoke tests in test_cli_replay.py).

The transcript below is written by hand: the first round of Ana, Ben and Cy (standard game).

- H2: Ana takes p5 on space 1, Ben y11 on 4, Cy r5 on 8; the 14 tops are turned. Cy holds the
  lowest first card (r5 < p5) and places Black Jack on 6; Ben (y11) opens the bidding.
- H7: Ben and Cy pass, Ana hires Black Jack with p5 (into the harbour; she holds nothing now).
- H3/H4: Ana 2 (1 → 3, g13), Ben 5 (4 → 9, y2), Cy rum: 2 and 5 are taken, he declares 4
  (8 → 12, g3); they move in the order Ana, Cy, Ben.
- H8: Black Jack turns 7 (6 → 13), overtaking Ben, then Cy. Ana (1 card) takes y11 from Ben (2),
  then, holding 2, r5 from Cy (2).
- H6: Ana r5 g13 y11: one card each, grey is worth most: 5 + 26 + 11 = 42; Ben y2: 4; Cy g3: 6.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.halunken import GAME
from games.scoundrel import GAME as SCOUNDREL
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.text import i18n
from tests.cli.support import dealt_game, hs_h6, hs_lines, hs_session
from tests.replays import position, record_file, refused, session_record

THREE = ["Ana", "Ben", "Cy"]
TOPS = ["r15", "y12", "g13", "p14", "y1", "r4", "g2", "p3", "y2", "y3", "r6", "g3", "p4", "y4"]

TRANSCRIPT = """\
# Halunken und Spelunken: the first round of Ana, Ben and Cy
place 1
card p5
place 4
card y11
place 8
card r5
card r15      # the tops of dives 1 to 14
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
jack 6        # Cy holds the lowest first card (r5 < p5)
pass          # Ben (y11) opens the bidding
pass
bid p5        # Ana hires Black Jack

move 2
move 5
move rum
rum 4         # 2 and 5 are taken
card g4       # Ana took g13 at dive 3
card y5       # Cy took g3 at dive 12
card r7       # Ben took y2 at dive 9
blackjack 7   # 6 -> 13: past Ben, then Cy
take y11
take r5
"""
LINES = TRANSCRIPT.splitlines()


def upto(marker: str) -> str:
    """The transcript up to and including the first line that starts with ``marker``."""
    index = next(i for i, line in enumerate(LINES) if line.startswith(marker))
    return "\n".join(LINES[:index + 1]) + "\n"


def test_the_first_round_worked_out_by_hand() -> None:
    data = position(GAME, TRANSCRIPT, THREE)
    assert (data["status"], data["round"], data["phase"], data["game"]) == \
        ("playing", 2, "bid", 1)
    assert data["winners"] == []
    ana, ben, cy = data["players"]
    assert (ana["name"], ana["space"], sorted(ana["cards"]), ana["score"], ana["doubled"]) == \
        ("Ana", 3, ["g13", "r5", "y11"], 42, "g")
    assert (ben["name"], ben["space"], ben["cards"], ben["score"]) == ("Ben", 9, ["y2"], 4)
    assert (cy["name"], cy["space"], cy["cards"], cy["score"]) == ("Cy", 12, ["g3"], 6)
    assert ana["movement_cards_left"] == ["1", "3", "4", "5", "6", "7", "rum"]
    assert cy["movement_cards_left"] == ["1", "2", "3", "4", "5", "6", "7"]
    # The round is over: nobody controls Black Jack until the next bidding.
    assert data["black_jack"] == {"space": 13, "harbour": ["p5"], "controller": None,
                                  "movement_cards_left": 11}
    dives = {d["dive"]: (d["face_up"], d["face_down"]) for d in data["dives"]}
    assert len(dives) == 14
    expected = {n + 1: (top, 2) for n, top in enumerate(TOPS)}
    expected.update({1: ("r15", 1), 4: ("p14", 1), 8: ("p3", 1),  # a card taken at setup
                     3: ("g4", 1), 12: ("y5", 1), 9: ("r7", 1)})  # taken and turned
    assert dives == expected
    in_play = sum(len(p["cards"]) for p in data["players"]) + len(data["black_jack"]["harbour"])
    assert in_play + 14 + sum(d["face_down"] for d in data["dives"]) == 42


def test_halfway_through_the_round_black_jack_is_hired() -> None:
    data = position(GAME, upto("card r7"), THREE)
    assert (data["status"], data["round"], data["phase"]) == ("playing", 1, "resolve")
    assert data["black_jack"] == {"space": 6, "harbour": ["p5"], "controller": "Ana",
                                  "movement_cards_left": 12}
    assert [p["space"] for p in data["players"]] == [3, 9, 12]
    assert [p["cards"] for p in data["players"]] == [["g13"], ["y2", "y11"], ["r5", "g3"]]


def test_before_the_bidding() -> None:
    data = position(GAME, upto("jack 6"), THREE)
    assert (data["round"], data["phase"]) == (1, "bid")
    assert [p["cards"] for p in data["players"]] == [["p5"], ["y11"], ["r5"]]
    assert [p["space"] for p in data["players"]] == [1, 4, 8]
    assert data["black_jack"]["space"] == 6
    assert data["black_jack"]["controller"] is None
    data = position(GAME, "", THREE)
    assert (data["round"], data["phase"]) == (1, "place")
    assert [p["space"] for p in data["players"]] == [None, None, None]
    assert data["black_jack"]["space"] is None
    assert all(d == {"dive": d["dive"], "face_up": None, "face_down": 3} for d in data["dives"])


def test_short_lines_replay_the_same() -> None:
    """At each point the first word may be left out: '3', 'p5', '2', 'rum', '7', 'y11'."""
    short = []
    for line in LINES:
        word, _, rest = line.split("#")[0].strip().partition(" ")
        keep = word in ("pass", "move") and rest == "rum"
        short.append(line if keep or word in ("pass", "") else rest)
    full = position(GAME, TRANSCRIPT, THREE)
    assert position(GAME, "\n".join(short) + "\n", THREE) == full


def test_h12_two_players_black_jacks_card_cancels_an_equal_card() -> None:
    """Without --player a transcript is for 'P1' and 'P2': the two-player variant.
    P1 (y5) opens the bidding and hires Black Jack with y5; he picks 3 for Black Jack and
    3 for himself: the cards cancel, so he stays and takes r15, and Black Jack stays on 4."""
    setup = ["place 1", "card y5", "place 8", "card g5", *(f"card {c}" for c in TOPS)]
    text = "\n".join([*setup, "jack 4", "bid y5", "pass", "jack-card 3", "move 3", "move 2",
                      "card g6", "card y6"]) + "\n"
    data = position(GAME, text)
    one, two = data["players"]
    assert (one["name"], one["space"], one["cards"], one["score"]) == ("P1", 1, ["r15"], 30)
    assert (two["name"], two["space"], sorted(two["cards"]), two["score"]) == \
        ("P2", 10, ["g5", "y3"], 13)
    assert data["black_jack"] == {"space": 4, "harbour": ["y5"], "controller": None,
                                  "movement_cards_left": 7}
    assert (data["round"], data["phase"]) == (2, "bid")


def test_h12_two_players_an_equal_bid_is_allowed() -> None:
    setup = ["place 1", "card y5", "place 8", "card g5", *(f"card {c}" for c in TOPS)]
    text = "\n".join([*setup, "jack 4", "bid y5", "bid g5", "pass"]) + "\n"
    data = position(GAME, text)
    assert data["black_jack"]["harbour"] == ["g5"]


def test_an_options_line_plays_the_introductory_game() -> None:
    body = "\n".join(line for line in LINES[:21] if not line.startswith("#"))
    data = position(GAME, "options variant=intro\n" + body + "\n", THREE)
    assert (data["round"], data["phase"]) == (1, "choose")  # no Black Jack, no bidding
    assert data["black_jack"] == {"space": None, "harbour": [], "controller": None,
                                  "movement_cards_left": 0}
    assert refused(GAME, "options variant=intro\n" + body + "\njack 6\n", THREE) == \
        "Line 22: That is not possible now."


def test_an_options_line_after_the_first_event() -> None:
    assert refused(GAME, "place 1\noptions variant=intro\n", THREE) == \
        "Line 2: 'options' lines must come before the first event."


@pytest.mark.parametrize(("number", "line", "reason"), [
    (2, "place 15", "'15' is not a space (1-14)."),
    (4, "place 1", "Space 1 is not free."),
    (5, "card p5", "p5 cannot be turned now: it was already seen"),
    (5, "card y13", "There is no scoundrel card y13"),
    (22, "jack 1", "Space 1 is not free."),
    (24, "bid y11", "Cy does not hold y11."),
    (25, "bid r15", "Ana does not hold r15."),
    (27, "move 8", "'8' is not a movement card (1-7 or rum)."),
    (30, "rum 2", "2 was played by someone else this round (H3)."),
    (34, "blackjack 13", "'13' is not a movement card (1-12 or rum)."),
    (35, "take p5", "Ben does not hold p5."),
    (36, "take y11", "Cy does not hold y11."),
    (2, "fly away", "'fly away' is not a space (1-14)."),
])
def test_an_illegal_line_is_refused_naming_the_line(number: int, line: str,
                                                     reason: str) -> None:
    lines = list(LINES)
    lines[number - 1] = line
    message = refused(GAME, "\n".join(lines) + "\n", THREE)
    assert message.startswith(f"Line {number}: ") and reason in message


def test_a_rum_declared_when_a_card_is_to_be_turned() -> None:
    lines = list(LINES)
    lines[28] = "move 5"  # Cy's 5 cancels Ben's 5 (H3): no rum to declare on line 30
    assert refused(GAME, "\n".join(lines) + "\n", THREE) == \
        "Line 30: First turn the card the app asks for."


def test_an_exported_bot_game_replays_to_its_end(tmp_path: Path) -> None:
    session = dealt_game(GAME, ["A", "B", "C"], 1, bots=[0, 1, 2])
    record = record_file(session, tmp_path / "game.json")
    state = hs_session(record).state
    data = position(GAME, tmp_path / "game.json")
    assert (data["status"], data["round"], data["phase"]) == ("over", 8, "over")
    sheet = GAME.score(state)
    assert data["winners"] == list(sheet.winners)
    assert [p["name"] for p in data["players"]] == ["A", "B", "C"]
    for player, hand, space in zip(data["players"], state.hands, state.captains, strict=True):
        assert player["cards"] == list(hand)
        assert player["score"] == hs_h6(list(hand))
        assert player["space"] == space + 1
        assert player["movement_cards_left"] == []
    assert data["black_jack"]["movement_cards_left"] == 4  # H11
    assert data["black_jack"]["space"] == state.bj + 1
    assert data["black_jack"]["harbour"] == list(state.harbour)
    # who hired him in the last round (B, in this game): the end says so
    assert data["black_jack"]["controller"] == "B" == state.players[state.controller or 0]
    cards = sum(len(p["cards"]) for p in data["players"]) + len(data["black_jack"]["harbour"])
    cards += sum(1 for d in data["dives"] if d["face_up"]) + sum(d["face_down"]
                                                                 for d in data["dives"])
    assert cards == 42
    # The same game as a transcript in the notation, for the same three players.
    text = "\n".join(hs_lines(session_record(session))) + "\n"
    assert position(GAME, text, ["A", "B", "C"]) == data


def test_an_exported_match_replays_to_its_end(tmp_path: Path) -> None:
    """A match of two games kept in one record, as ``--option games=2`` stored it before
    matches were the host's: such records still replay."""
    options = GAME.meta.options.model_validate({"games": 2})
    session = Session.start(GAME, options, ["A", "B", "C"], mode="play", seed=6, store=None,
                            bots=[0, 1, 2])
    Driver.for_session(session).run()
    record_file(session, tmp_path / "match.json")
    data = position(GAME, tmp_path / "match.json")
    assert (data["status"], data["game"]) == ("over", 2)
    for player in data["players"]:
        assert len(player["earlier_games"]) == 1
        assert player["score"] == hs_h6(player["cards"]) + player["earlier_games"][0]


def test_files_that_cannot_be_replayed(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"game": "halunken", "players": ', encoding="utf-8")
    assert "cannot be read" in refused(GAME, broken)
    other = dealt_game(SCOUNDREL, ["Ana"], 1, stop=lambda s: len(s.events) > 0)
    record_file(other, tmp_path / "other.json")
    assert refused(GAME, tmp_path / "other.json") == \
        "That record is a scoundrel game, not halunken."


def test_an_edited_record_names_the_entry_that_no_longer_applies(tmp_path: Path) -> None:
    record = record_file(dealt_game(GAME, ["A", "B", "C"], 1, bots=[0, 1, 2]),
                         tmp_path / "game.json")
    record["events"][1]["data"] = {"values": ["r3"]}  # a card that does not exist
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(record), encoding="utf-8")
    assert "Entry 2 of the saved game" in refused(GAME, edited)


# ---- the seats: a 'players' line, or a hint at how many ------------------------------------


def test_a_players_line_names_the_seats() -> None:
    with_line = position(GAME, "players Ana Ben Cy\n" + TRANSCRIPT)
    assert with_line == position(GAME, TRANSCRIPT, THREE)
    # --player names them over the file's line
    renamed = position(GAME, "players Ana Ben Cy\n" + TRANSCRIPT, ["Xu", "Yo", "Zé"])
    assert [p["name"] for p in renamed["players"]] == ["Xu", "Yo", "Zé"]


def test_a_name_with_a_blank_or_a_hash_reads_back_quoted() -> None:
    text = "players 'Ana Lee' 'B#n' \"[/]\"   # the seats\n" + TRANSCRIPT
    data = position(GAME, text)
    assert [p["name"] for p in data["players"]] == ["Ana Lee", "B#n", "[/]"]


@pytest.mark.parametrize(("text", "fragments"), [
    ("place 1\nplayers Ana Ben Cy\n",
     ("Line 2: The 'players' line must come before the first event.",)),
    ("players Ana Ben Cy Dan Eve\n", ("Line 1: ", "not 5.")),
    ("players Ana ana\n", ("Line 1: ",)),
    ("players 'Ana\n", ("Line 1: ", "quotation mark")),
])
def test_a_players_line_that_cannot_be(text: str, fragments: tuple[str, ...]) -> None:
    message = refused(GAME, text)
    assert all(fragment in message for fragment in fragments), message


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Line 5: First turn the card the app asks for. (is this a game of 3? give -p once "
           "per player)"),
    ("de", "Zeile 5: Erst die erfragte Karte aufdecken. (ein Spiel zu 3? -p einmal je Spieler "
           "angeben)"),
])
def test_a_log_of_three_read_as_two_says_how_many(lang: str, said: str) -> None:
    """The newcomer's fault: ``show 13 --json``, its log saved as a file, ``halunken replay
    FILE`` said "Line 5: First turn the card the app asks for." and nothing of the seats."""
    session = dealt_game(GAME, THREE, 1, bots=[0, 1, 2])
    log = "\n".join(hs_lines(session_record(session))) + "\n"
    with i18n.speaking(lang):
        assert refused(GAME, log) == said
    assert position(GAME, log, THREE)["status"] == "over"


def test_a_wrong_line_that_no_seat_count_explains_gets_no_such_hint() -> None:
    lines = list(LINES)
    lines[1] = "place 15"
    line = refused(GAME, "\n".join(lines), THREE)
    assert line.startswith("Line 2: ")
    assert "-p" not in line
