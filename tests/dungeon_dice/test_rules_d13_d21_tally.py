"""Tallying a Dungeon dice game played without the app, by the rules the ``score`` verb answers
through (``tabletop.archive.tallying``; issue #41: rule tests call the rules, the command line
has its smoke tests in test_cli_score.py and test_cli_score_refused.py).

The rules: `003_713d509ed6956a86.txt` and `dungeon_dice.md` beside it. D2: the treasure bag
holds 36 tokens, e.g. 6 Dragon Scales and 3 Elixirs. D6-D8: XP come from retiring (the level,
10 for the last one), from chests opened when the bag is empty (1 each) and from dragons (1, and
1 more when no treasure is left). D13: "XP, plus 1 per unused treasure token, a Town Portal 2,
and 2 more for each pair of Dragon Scales. Tie: fewer treasure tokens wins; still tied, shared."
D21: "Score (D13) is unchanged, except: the Leprechaun's and Clurichaun's treasures score
nothing; the Archaeologist's and Tomb Raider's final discard comes before the count (a tally
asks for the tokens kept)." issue #13: tallies that can't be true are refused. issue #28:
"`"Ben: 3 elixir"` is silently scored as 0 XP and 3 Elixirs ... say which one is meant when both
could be, naming the player and the entry, and suggest `xp=N`."
"""

from __future__ import annotations

from typing import Any

import pytest

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import DICE, LAST_LEVEL, MAX_XP, TOKEN_COUNTS, TOKENS
from games.dungeon_dice.rules.turn import DELVES
from tests.tallies import asked, players, refusal, tally

BRIEFED = players("Ana: xp=12 dragon-scales dragon-scales town-portal", "Ben: xp=14")


def d13(xp: int, tokens: list[str]) -> int:
    """D13 worked out independently of the code under test."""
    portals = tokens.count("town-portal")
    others = len(tokens) - portals
    return xp + others + 2 * portals + 2 * (tokens.count("dragon-scales") // 2)


def only(*specs: str) -> dict[str, Any]:
    (player,) = tally(GAME, players(*specs))["players"]
    assert isinstance(player, dict)
    return player


# ---- D13: the score ------------------------------------------------------------------------


def test_d13_the_briefed_tally() -> None:
    data = tally(GAME, BRIEFED)
    assert data["status"] == "over"
    assert data["winners"] == ["Ana"]
    ana, ben = data["players"]
    assert (ana["name"], ana["total"]) == ("Ana", 18)
    assert ana["total"] == d13(12, ["dragon-scales", "dragon-scales", "town-portal"])
    assert (ana["xp"], ana["tokens"], ana["town_portals"], ana["dragon_scale_pairs"]) == \
        (12, 3, 1, 1)
    assert ana["treasures"] == {"dragon-scales": 2, "town-portal": 1}
    assert [(line["label"], line["points"]) for line in ana["breakdown"]] == [
        ("12 XP", 12), ("Treasure tokens: 2 × 1", 2), ("Town Portals: 1 × 2", 2),
        ("Pairs of Dragon Scales: 1 × 2", 2)]
    assert sum(line["points"] for line in ana["breakdown"]) == ana["total"]
    assert (ben["name"], ben["total"], ben["tokens"], ben["treasures"]) == ("Ben", 14, 0, {})
    assert [line["points"] for line in ben["breakdown"]] == [14]


@pytest.mark.parametrize(("xp", "tokens"), [
    (0, []),
    (0, ["dragon-scales"]),
    (3, ["dragon-scales"] * 3),
    (3, ["dragon-scales"] * 4),
    (7, ["town-portal", "town-portal"]),
    (5, ["elixir", "talisman", "vorpal-sword", "ring-of-invisibility", "dragon-bait"]),
    (9, ["scroll-token", "thieves-tools", "scepter-of-power", "town-portal", "dragon-scales",
         "dragon-scales", "dragon-scales", "dragon-scales", "dragon-scales", "dragon-scales"]),
])
def test_d13_totals(xp: int, tokens: list[str]) -> None:
    player = only(f"Ana: xp={xp} {' '.join(tokens)}")
    assert player["total"] == d13(xp, tokens)
    assert player["tokens"] == len(tokens)
    assert sum(line["points"] for line in player["breakdown"]) == player["total"]


@pytest.mark.parametrize("xp", ["xp=12", "12", "12xp", "ep=12", "erfahrung=12", "XP=12"])
def test_xp_spellings(xp: str) -> None:
    assert only(f"Ana: {xp}")["total"] == 12


def test_d13_tie_fewer_tokens_wins() -> None:
    data = tally(GAME, players("Ana: xp=10 elixir", "Ben: xp=11"))
    assert [p["total"] for p in data["players"]] == [11, 11]
    assert data["winners"] == ["Ben"]
    data = tally(GAME, players("Ana: xp=9 elixir talisman", "Ben: xp=10 dragon-bait",
                               "Cy: xp=2"))
    assert data["winners"] == ["Ben"]


def test_d13_still_tied_is_shared() -> None:
    data = tally(GAME, players("Ana: xp=10 elixir", "Ben: xp=10 talisman", "Cy: xp=4"))
    assert data["winners"] == ["Ana", "Ben"]
    assert tally(GAME, players("Ana: 0", "Ben: 0"))["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Tied at 19 points: fewer treasure tokens win (Ben: 2, Ana: 3)."),
    ("de", "Gleichstand bei 19 Punkten: weniger Schatzmarker gewinnen (Ben: 2, Ana: 3).")])
def test_d13_the_sheet_says_fewer_tokens_settled_the_tie(lang: str, said: str) -> None:
    """A 19-19 tie settled by fewer treasure tokens is said on the sheet, not only 'Winner:
    Ben'."""
    tied = players("Ana: xp=16 elixir talisman scroll", "Ben: xp=17 elixir talisman")
    assert tally(GAME, tied, lang=lang)["tie_break"] == said


def test_german_token_names() -> None:
    german = tally(GAME, players("Ana: ep=12 drachenschuppen drachenschuppen stadtportal",
                                 "Ben: erfahrung=14"))
    assert german == tally(GAME, BRIEFED)
    assert only("Ana: elixier zepter diebeswerkzeug drachenköder")["treasures"] == {
        "scepter-of-power": 1, "thieves-tools": 1, "elixir": 1, "dragon-bait": 1}


def test_german_labels() -> None:
    data = tally(GAME, BRIEFED, lang="de")
    assert [line["label"] for line in data["players"][0]["breakdown"]] == [
        "12 Erfahrung", "Schatzmarker: 2 × 1", "Stadtportale: 1 × 2",
        "Paare Drachenschuppen: 1 × 2"]
    assert data["winners"] == ["Ana"]


def test_all_of_a_kind_is_fine() -> None:
    data = tally(GAME, players("Ana: town-portal town-portal", "Ben: town-portal town-portal"))
    assert [p["total"] for p in data["players"]] == [4, 4]


def test_a_count_before_a_token_counts_it_never_the_xp() -> None:
    """issue #13: "Ana: xp=14 2 dragon-scales" made Ana's XP 2."""
    ana = only("Ana: xp=14 2 dragon-scales")
    assert (ana["xp"], ana["treasures"], ana["total"]) == (14, {"dragon-scales": 2}, 14 + 2 + 2)


@pytest.mark.parametrize("spec", [
    "Ana: xp=14 2 dragon-scales", "Ana: xp=14 2x dragon-scales", "Ana: xp=14 2 x dragon-scales",
    "Ana: xp=14 dragon-scales x2", "Ana: 14 2 scales", "Ana: 2 drachenschuppen ep=14",
    "Ana: 14xp dragon-scales dragon-scales", "Ana: xp 14 2× scales", "Ana: 14 xp 2 scales",
])
def test_the_ways_of_writing_a_count_and_the_xp(spec: str) -> None:
    ana = only(spec)
    assert (ana["xp"], ana["treasures"]) == (14, {"dragon-scales": 2}), spec


def test_the_most_xp_a_player_can_have() -> None:
    """D6-D8: per delve at most the last level's XP, one XP a die of every level (chests
    when the bag is empty) and 2 a dragon (one a level, never on level 1)."""
    per_delve = LAST_LEVEL + sum(min(level, DICE) for level in range(1, 11)) + 2 * 9
    assert (DELVES, LAST_LEVEL, DICE) == (3, 10, 7)
    assert MAX_XP == DELVES * per_delve == 231


def test_the_most_xp_is_accepted() -> None:
    assert only(f"Ana: xp={MAX_XP}")["total"] == MAX_XP
    assert only("Ana: xp=0")["total"] == 0


def test_every_token_of_the_bag_in_one_hand() -> None:
    every = [f"{count} {token}" for token, count in zip(TOKENS, TOKEN_COUNTS, strict=True)]
    assert only("Ana: xp=3 " + " ".join(every))["tokens"] == sum(TOKEN_COUNTS) == 36


# ---- D21: heroes ---------------------------------------------------------------------------


@pytest.mark.parametrize("spec", [
    "Ben: 12 xp leprechaun elixir", "Ben: xp=12 clurichaun elixir", "Ben: leprechaun 12 xp elixir",
    "Ben: hero=leprechaun xp=12 elixir", "Ben: held Clurichaun ep=12 elixier",
    "Ben: xp=12 elixir hero leprechaun",
])
def test_d21_the_leprechauns_treasures_score_nothing(spec: str) -> None:
    ben = only(spec)
    assert ben["total"] == 12, spec
    assert [(line["label"], line["points"]) for line in ben["breakdown"]] == [
        ("12 XP", 12), ("Treasures discarded at the end: 1 × 0", 0)]


def test_d21_the_leprechaun_in_german() -> None:
    data = tally(GAME, players("Ben: ep=12 leprechaun 2 drachenschuppen", "Ana: ep=13"),
                 lang="de")
    assert data["winners"] == ["Ana"]
    assert only("Ben: xp=12 leprechaun 2 dragon-scales")["total"] == 12  # no token, no pair


def test_d21_other_heroes_score_as_d13() -> None:
    """The hero changes nothing else: the Archaeologist's tokens are those kept after her
    final discard, so they count as anyone's."""
    for spec in ("Ana: xp=10 archaeologist 3 elixir", "Ana: xp=10 tomb-raider 3 elixir",
                 "Ana: xp=10 Grabräuberin 3 elixir", "Ana: xp=10 knight 3 elixir",
                 "Ana: xp=10 kampfmagier 3 elixir", "Ana: xp=10 3 elixir"):
        assert only(spec)["total"] == 13, spec


def test_d21_the_question_asks_for_the_tokens_kept() -> None:
    assert asked(GAME, {}) == [
        "Player: 'Name: xp=12 tokens-kept ... [hero]' (empty line when done)"]


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: xp=3 knight leprechaun", "Ana's hero is given twice.",
     "Der Held von Ana ist doppelt angegeben."),
    ("Ana: xp=3 hero=banana", "'banana' is not a hero.", "'banana' ist kein Held."),
    ("Ana: xp=3 hero", "'hero' is not a hero.", "'hero' ist kein Held."),
])
def test_d21_a_hero_that_cant_be_read(spec: str, english: str, german: str) -> None:
    assert english in refusal(GAME, players(spec))
    assert german in refusal(GAME, players(spec), lang="de")


# ---- what can't be true (issue #13) or could be read two ways (issue #28) -------------------


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ben: 3 elixir", "Ben: '3 elixir' is 3 × Elixir, or 3 XP? Write 'xp=3 elixir' for the "
     "XP, or 'xp=0 3 elixir' for the tokens.",
     "Ben: '3 elixir' sind 3 × Elixier oder 3 Erfahrung? Schreibe 'ep=3 elixir'"),
    ("Ana: 12 town-portal", "Ana: '12 town-portal' is 12 × Town Portal, or 12 XP? Write "
     "'xp=12 town-portal' for the XP",
     "Ana: '12 town-portal' sind 12 × Stadtportal oder 12 Erfahrung?"),
    ("Ana: leprechaun 2 scales", "Ana: '2 scales' is 2 × Dragon Scales, or 2 XP?",
     "Ana: '2 scales' sind 2 × Drachenschuppen oder 2 Erfahrung?"),
    ("Ana: scales 12", "Ana: '12' could be XP or a count", "Ana: '12' könnte Erfahrung"),
])
def test_issue_28_a_number_that_could_be_xp_or_a_count_is_asked_about(
        spec: str, english: str, german: str) -> None:
    assert english in refusal(GAME, players("Cy: xp=1", spec))
    assert german in refusal(GAME, players(spec), lang="de")


@pytest.mark.parametrize(("spec", "xp", "treasures"), [
    ("Ana: xp=12 town-portal", 12, {"town-portal": 1}),
    ("Ana: xp=0 3 town-portal", 0, {"town-portal": 3}),
    ("Ben: 3 elixir xp=2", 2, {"elixir": 3}),  # the XP given elsewhere: the 3 is a count
    ("Ben: 3x elixir", 0, {"elixir": 3}),  # a count by its mark
    ("Ben: 3 x elixir", 0, {"elixir": 3}),
    ("Ben: 3 2 elixir", 3, {"elixir": 2}),
    ("Ben: 3", 3, {}),
])
def test_issue_28_what_is_said_either_way_is_read(spec: str, xp: int,
                                                  treasures: dict[str, int]) -> None:
    player = only(spec)
    assert (player["xp"], player["treasures"]) == (xp, treasures), spec


@pytest.mark.parametrize(("spec", "english", "german"), [
    ("Ana: xp=-3", "-3 XP can't be true: a player ends with 0 to 231 XP.",
     "-3 Erfahrung kann nicht stimmen"),
    (f"Ana: xp={MAX_XP + 1}", "232 XP can't be true", "232 Erfahrung kann nicht stimmen"),
    ("Ana: 99999999999999999999", "XP can't be true", "Erfahrung kann nicht stimmen"),
    ("Ana: xp=3 xp=4", "Ana's XP is given twice.", "Die Erfahrung von Ana ist doppelt"),
    ("Ana: 12 elixir xp=3 ep=3", "Ana's XP is given twice.", "doppelt angegeben"),
    ("Ana: xp=3 xp", "Write the XP as xp=12", "Schreibe die Erfahrung als ep=12"),
    ("Ana: xp=abc", "Write the XP as xp=12", "Schreibe die Erfahrung als ep=12"),
    ("Ana: scales 12", "'12' could be XP or a count", "'12' könnte Erfahrung oder eine Anzahl"),
    ("Ana: x2", "The count 'x2' belongs to no token", "Die Anzahl 'x2' gehört zu keinem"),
    ("Ana: scales 2x", "The count '2x' belongs to no token", "gehört zu keinem Marker"),
    ("Ana: 2 scales x2", "The count 'x2' belongs to no token", "gehört zu keinem Marker"),
    ("Ana: -2 elixir", "'-2': a count of tokens is never below 0.", "nie kleiner als 0"),
    ("Ana: xp=1 7 dragon-scales", "The game has only 6 Dragon Scales.",
     "Das Spiel hat nur 6 Drachenschuppen."),
    ("Ana: xp=1 4 elixir", "The game has only 3 Elixir.", "Das Spiel hat nur 3 Elixier."),
    ("Ana: 12 elixir xp=1", "The game has only 3 Elixir.", "Das Spiel hat nur 3 Elixier."),
    ("Ana xp=3", "Write a player as 'Name: xp=12 token token ...', not 'Ana xp=3'.",
     "Schreibe einen Spieler als"),
    (": xp=3", "Write a player as", "Schreibe einen Spieler als"),
    ("Ana: xp=3 banana", "'banana' is not a treasure token.", "banana"),
    ("Ana: xp=3 goblin", "'goblin' is not a treasure token.", "goblin"),
])
def test_tallies_that_cant_be_true_are_refused(spec: str, english: str, german: str) -> None:
    """issue #13: refused naming the reason, in both languages; alone or beside another."""
    assert english in refusal(GAME, players(spec))
    assert english in refusal(GAME, players("Ben: 3", spec))
    assert german in refusal(GAME, players(spec), lang="de")


@pytest.mark.parametrize(("specs", "fragment"), [
    (("Ana: town-portal town-portal town-portal", "Ben: town-portal town-portal"),
     "The game has only 4 Town Portal"),
    (("Ana: " + "town-portal " * 5,), "The game has only 4 Town Portal"),
    (("Ana: " + "dragon-scales " * 4, "Ben: scales scales scales"),
     "The game has only 6 Dragon Scales"),
    (("Ana: elixir elixir", "Ben: elixier elixier"), "The game has only 3 Elixir"),
    (("Ana: xp=0 3 town-portal", "Ben: 2x portal"), "The game has only 4 Town Portal"),
])
def test_d2_more_tokens_than_the_bag_across_players(specs: tuple[str, ...],
                                                    fragment: str) -> None:
    """D2: 4 Town Portals in the bag, whoever holds them."""
    assert fragment in refusal(GAME, players(*specs))


def test_two_seats_for_one_person_are_refused() -> None:
    """issue #13 (names): one person can't take two seats, in a tally neither."""
    assert "ANA can't take two seats." in refusal(GAME, players("Ana: 3", "ANA: 4"))


def test_more_players_than_the_game_seats() -> None:
    assert "1 to 4" in refusal(GAME, players("A: 1", "B: 2", "C: 3", "D: 4", "E: 5"))
