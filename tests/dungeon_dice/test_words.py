"""Dungeon dice typed fast and in German (issue #14): words(event) in the current language read
back by parse, single letters for faces, the "You can:" list naming every kind of choice (and
the hint's move), phase messages, plurals, and a whole German game with no English action word
on any screen of the terminal or the web."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from games.dungeon_dice import GAME
from games.dungeon_dice.rules.components import LETTERS, MIXED_LETTERS, SHOWN_LETTERS
from games.dungeon_dice.rules.offers import choices, listed, offers
from games.dungeon_dice.rules.state import DDState, Stage
from tabletop import narration
from tabletop.board import Move
from tabletop.cli.app import app
from tabletop.events import CHANCE, BadInput, Event, TabletopError
from tabletop.plugin import Chance, Decision, Over, words
from tabletop.text import i18n
from tabletop.web.board import act_html, board_html
from tests.web_view_checks import printed

from .boards import TOLD, advice_html
from .helpers import at, game, party

# Every verb of the notation and the English words a screen used to teach (as whole words).
ENGLISH_ACTIONS = ("fight", "open", "quaff", "done", "reroll", "flee", "retire", "seek", "use",
                   "ultimate", "mulligan", "ready", "deal", "hero", "party", "treasure", "tavern",
                   "fighter", "cleric", "mage", "thief", "scroll", "goblin", "skeleton", "ooze",
                   "chest", "potion", "dragon", "elixir", "knight")
ENGLISH = re.compile(r"\b(" + "|".join(ENGLISH_ACTIONS) + r")\b", re.IGNORECASE)


def positions(seed: int, most: int = 250) -> Iterator[tuple[DDState, Decision]]:
    """The decisions of a random two-player game: random rolls, random moves that mostly go
    on (fleeing, retiring and the portal seldom), so delves go deep."""
    rng = random.Random(seed)
    state = GAME.setup(GAME.meta.options(), ["A", "B"])
    for _ in range(most):
        now = GAME.awaiting(state)
        if isinstance(now, Over):
            return
        if isinstance(now, Chance):
            if now.weights:
                values = rng.choices(now.outcomes, weights=now.weights)
            elif now.distinct:
                values = rng.sample(now.outcomes, now.count)
            else:
                values = [rng.choice(now.outcomes) for _ in range(now.count)]
            state = GAME.turn(state, Event(CHANCE, now.kind, {"values": values}))
            continue
        yield state, now
        onward = [a for a in now.actions if a.kind not in ("flee", "retire")
                  and a.data.get("token") != "town-portal"]
        state = GAME.turn(state, rng.choice(onward if onward and rng.random() < 0.9
                                            else now.actions))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_choice_reads_back_from_its_words(lang: str) -> None:
    """issue #14: parse reads every word words produces, in both languages."""
    with i18n.speaking(lang):
        for seed in range(12):
            for state, decision in positions(seed):
                for action in decision.actions:
                    said = GAME.words(action)
                    assert GAME.parse(state, said) == action, said
                    assert GAME.parse(state, GAME.notation(action)) == action


def test_german_words_are_german() -> None:
    state = party(game("knight"), *["fighter"] * 7)
    state = GAME.turn(state, Event(CHANCE, "dungeon", {"values": ["goblin"]}))
    with i18n.speaking("de"):
        assert GAME.words(Event(0, "fight", {"with": "fighter", "target": "goblin"})) == \
            "kämpfe krieger kobold"
        assert GAME.words(Event(0, "seek")) == "tiefer"
        assert GAME.words(Event(0, "use", {"token": "elixir", "face": "scroll"})) == \
            "nutze elixier schriftrolle"
        assert GAME.words(Event(CHANCE, "dungeon", {"values": ["goblin", "dragon"]})) == \
            "dungeon kobold drache"
    assert GAME.notation(Event(0, "seek")) == "seek"  # transcripts stay English
    assert GAME.parse(state, "kämpfe k k") == Event(0, "fight", {"with": "fighter",
                                                                 "target": "goblin"})


def test_oeffnen_and_weiter_are_read() -> None:
    """issue #14: 'öffnen' and 'weiter' were refused; 'weiter' moves on in every phase."""
    loot = at(party=["thief", "fighter"], dungeon=["chest", "chest"])
    assert loot.stage == Stage.LOOT
    assert GAME.parse(loot, "öffnen dieb") == Event(0, "open", {"with": "thief"})
    assert GAME.parse(loot, "weiter") == Event(0, "done")
    regroup = GAME.turn(loot, Event(0, "done"))
    assert regroup.stage == Stage.REGROUP
    assert GAME.parse(regroup, "weiter") == Event(0, "seek")


def test_a_roll_is_typed_in_letters() -> None:
    """issue #14: 'f s m t f c s' is a roll when a roll is awaited, never 'fight'."""
    state = game("knight")
    assert GAME.parse(state, "f s m t f c s").data["values"] == [
        "fighter", "scroll", "mage", "thief", "fighter", "champion", "scroll"]
    assert GAME.parse(state, "k p z d c s s").data["values"] == [
        "fighter", "cleric", "mage", "thief", "champion", "scroll", "scroll"]
    after = party(state, *["fighter"] * 7)  # level 1: one dungeon die awaited
    assert GAME.parse(after, "d").data["values"] == ["dragon"]
    assert GAME.parse(after, "2 g").data["values"] == ["goblin", "goblin"]
    with pytest.raises(BadInput) as refused:
        GAME.parse(state, "fight fighter goblin")
    assert refused.value.key == "dd_err_pending_party"


def test_letters_name_one_face_in_each_place() -> None:
    for language, shown in SHOWN_LETTERS.items():
        for place, letters in shown.items():
            assert len(set(letters)) == len(letters), (language, place)
            assert {LETTERS[place][letter] for letter in letters} == set(
                LETTERS[place].values()), (language, place)
    # Where both kinds of dice are named, a letter both places claim names neither.
    assert set(MIXED_LETTERS) == {"f", "m", "z", "g", "o"}
    state = party(game("knight"), "scroll", *["fighter"] * 6)
    state = GAME.turn(state, Event(CHANCE, "dungeon", {"values": ["goblin"]}))
    assert GAME.parse(state, "reroll s g f").data == {"with": "scroll", "party": ["fighter"],
                                                      "dungeon": ["goblin"]}
    with pytest.raises(BadInput) as refused:
        GAME.parse(state, "reroll s s")
    assert refused.value.key == "dd_err_letter_mixed"


def test_the_list_names_every_choice_and_the_hint() -> None:
    """issue #14: the hint advised a choice not on the list; every legal action and the
    advised move are found in the list (a pattern or the words), in both languages."""
    for seed in range(3):
        for state, decision in positions(seed, most=30):
            best = GAME.advise(state, decision.player, 0.0).best
            for lang in ("en", "de"):
                with i18n.speaking(lang):
                    shown = offers(state)
                    assert len(shown) <= 20
                    for event in (*decision.actions, *([best] if best else [])):
                        assert any(o.covers(event) for o in shown), (
                            GAME.words(event), [o.text for o in shown])


def test_quaffing_shows_every_face_as_a_pattern() -> None:
    state = at(party=["scroll", "fighter"], dungeon=["potion", "potion"])
    with i18n.speaking("en"):
        assert "quaff fighter|scroll <face>…" in choices(state)
    with i18n.speaking("de"):
        assert "trinke krieger|schriftrolle <Seite>…" in choices(state)
    assert listed(state, Event(0, "quaff", {"with": "scroll", "faces": ["cleric", "thief"]}))


def test_a_phase_message_names_the_phase_it_is() -> None:
    """issue #14: 'done' after the loot said "Not at the regroup" while the game was at it."""
    regroup = GAME.turn(at(party=["thief"], dungeon=["chest"]), Event(0, "done"))
    for line in ("done", "open thief"):
        with pytest.raises(TabletopError) as refused:
            GAME.turn(regroup, GAME.parse(regroup, line))
        assert refused.value.key == "dd_err_not_in_regroup"
        with i18n.speaking("en"):
            assert "this is the regroup: 'retire'" in refused.value.message()
        with i18n.speaking("de"):
            assert "'taverne' oder 'tiefer'" in refused.value.message()


def test_plurals_read_right_for_one_and_many() -> None:
    state = game("knight")
    roll = GAME.awaiting(party(state, *["fighter"] * 7))
    assert isinstance(roll, Chance) and roll.what == "dd_chance_dungeon_one"
    with i18n.speaking("en"):
        assert i18n.t("dd_chance_dungeon_one") == "Roll 1 dungeon die"
        assert i18n.tn("dd_lair_count", 1, at=3).startswith("1 dragon face;")
    with i18n.speaking("de"):
        assert i18n.tn("dd_n_opens", 1, source="Dieb") == "Dieb öffnet 1 Kiste."
        assert i18n.tn("dd_n_opens", 2, source="Dieb") == "Dieb öffnet 2 Kisten."
    for key, texts in i18n.catalogue().items():
        if key.startswith("dd_"):
            for text in texts.values():
                assert "(s)" not in text and "(n)" not in text and "(e)" not in text, key


# ---- a whole German game on every screen -------------------------------------------------

SEED = 11


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    i18n.set_language("en")


def bot_lines(seed: int) -> list[tuple[str, str]]:
    """The German words Ana types to play the game her seat's bot would play, each with the
    stage it is typed in."""
    from tests.cli.support import dealt_game

    session = dealt_game(GAME, ["Ana", "Robo"], seed, bots=[0, 1],
                         strategies={0: "basic", 1: "basic"})
    lines = []
    with i18n.speaking("de"):
        for before, event in zip(session.states, session.events, strict=False):
            if event.actor == 0:
                lines.append((str(before.stage), GAME.words(event)))
    return lines


def test_a_german_game_shows_no_english_action_word(home: Path) -> None:
    """issue #14: help, hint, score, log, rules, every board and the end, all in German."""
    typed: list[str] = []
    seen: set[str] = set()
    for stage, line in bot_lines(SEED):
        if stage not in seen:
            seen.add(stage)
            typed += ["hilfe", "tipp", "wertung", "protokoll", "regeln"]
        typed.append(line)
    assert {"hero", "monsters", "regroup"} <= seen
    result = CliRunner().invoke(app, ["--lang", "de", "dungeon-dice", "play", "--seed",
                                      str(SEED), "--player", "Ana", "--bot", "Robo=basic"],
                                input="".join(f"{line}\n" for line in typed))
    out = result.output
    assert result.exit_code == 0, out[-2000:]
    assert "✗" not in out, [line for line in out.splitlines() if "✗" in line]
    assert out.rstrip().endswith("Spiel vorbei.")
    for needed in ("Möglich:", "Rat", "Protokoll", "Regeln in Kürze", "Gewinner"):
        assert needed in out, needed
    found = sorted({m.group(0).lower() for m in ENGLISH.finditer(out)})
    assert found == [], [line for line in out.splitlines() if ENGLISH.search(line)][:10]


def test_the_german_web_page_shows_no_english_action_word() -> None:
    with i18n.speaking("de"):
        for seed in range(2):
            for state, decision in positions(seed, most=40):
                advice = GAME.advise(state, decision.player, 0.0)
                moves = [Move(n, a, words(GAME, a)) for n, a in enumerate(decision.actions)]
                shown = [board_html(GAME, TOLD.board(GAME.observe(state, None))),
                         board_html(GAME, TOLD.board(GAME.observe(state, decision.player),
                                                     moves)),
                         advice_html(advice), *(act_html(GAME, TOLD.act(m)) for m in moves)]
                for markup in shown:
                    text = printed(str(markup))
                    assert not ENGLISH.search(text), text
            for line in narration_of(seed):
                assert not ENGLISH.search(line), line


def narration_of(seed: int) -> list[str]:
    lines = []
    for state, decision in positions(seed, most=80):
        after = GAME.turn(state, decision.actions[0])
        lines += [narration.render(line)
                  for line in GAME.narrate(state, decision.actions[0], after)]
    return lines
