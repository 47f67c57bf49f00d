"""Every board is said in the reader's language and in the players' words (issue "One account of
the board"): random games of every game are played, and at sampled positions the board's account
of every place (each seat, with the moves it owes, and the whole table) is drawn in English and
German, on the page and on an 80-column terminal without colour.

Two rules are read from the sentences of each board (``tabletop.board.sentences``: titles,
labels, values, picture names, acts in words):

- **German says no English word.** The English-only words are the catalogue's own: words of
  four letters or more that some English text holds and no German text does. A German board
  holding one said an English sentence (a fix's reason, a forgotten key).
- **No notation inside a sentence.** What a person types for any legal move of the position
  (in the reader's language and as the transcript writes it) must not stand in a sentence as a
  phrase of two words or more (``You chose move rum``, ``It says: room 9H``); a one-word command
  must not stand in quotes (``'retire' or 'seek' glory``), where it is a word to type rather than
  a word of the sentence. The notation lives in ``Act.words``, shown only where typing is.
"""

from __future__ import annotations

import io
import re
from functools import cache
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from tabletop import i18n
from tabletop.board import Board, Move, board_account, sentences
from tabletop.cli.board import board_text
from tabletop.plugin import Decision, Game, words
from tabletop.web.board import board_html
from tests.web_view_checks import check_text

from .cases import CASES, game_of, sampled, walk

WORD = re.compile(r"[^\W\d_]{4,}")
POSITIONS = 10  # sampled positions a game
ALLOWED = {
    # Names both languages use as they are: the game's title and its figure.
    "black", "jack", "halunken", "spelunken", "scoundrel",
}


@cache
def english_only() -> frozenset[str]:
    english: set[str] = set()
    german: set[str] = set()
    for texts in i18n.catalogue().values():
        english.update(w.lower() for w in WORD.findall(texts.get("en", "")))
        german.update(w.lower() for w in WORD.findall(texts.get("de", "")))
    return frozenset(english - german - ALLOWED)


def tokens(text: str) -> list[str]:
    return text.lower().replace("'", " ' ").replace('"', ' " ').split()


def typed_phrases(game: Game[Any], decision: Decision | None) -> set[str]:
    """What a person types for each legal move now, in the reader's language and as the
    transcript writes it."""
    if decision is None:
        return set()
    return {phrase for event in decision.actions
            for phrase in (words(game, event), game.notation(event))}


def notation_in(sentence: str, phrases: set[str]) -> str | None:
    said = " " + " ".join(tokens(sentence)) + " "
    for phrase in phrases:
        parts = tokens(phrase)
        if len(parts) >= 2 and f" {' '.join(parts)} " in said:
            return phrase
        if len(parts) == 1 and (f" ' {parts[0]} ' " in said or f' " {parts[0]} " ' in said):
            return phrase
    return None


def places(game: Game[Any], state: Any, seats: int) -> list[tuple[int | None, list[Move]]]:
    awaiting = game.awaiting(state)
    found: list[tuple[int | None, list[Move]]] = [(None, [])]
    for seat in range(seats):
        owed = isinstance(awaiting, Decision) and awaiting.player == seat
        moves = [Move(i, e, words(game, e)) for i, e in enumerate(awaiting.actions)] \
            if owed and isinstance(awaiting, Decision) else []
        found.append((seat, moves))
    return found


def check_board(game: Game[Any], board: Board, decision: Decision | None, lang: str,
                where: str) -> None:
    phrases = typed_phrases(game, decision)
    for sentence in sentences(board):
        typed = notation_in(sentence, phrases)
        assert typed is None, f"{where}: {sentence!r} says what a person types: {typed!r}"
        if lang == "de":
            english = {w for w in WORD.findall(sentence) if w.lower() in english_only()}
            assert not english, f"{where}: {sentence!r} says English words {english}"
    check_text(board_html(game, board), where)
    screen = io.StringIO()
    Console(file=screen, width=80, color_system=None).print(board_text(game, board))
    assert all(cell_len(line) <= 80 for line in screen.getvalue().splitlines()), where


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_every_board_speaks_the_readers_language_in_the_players_words(
        game_id: str, seats: int) -> None:
    game = game_of(game_id)
    told = board_account(game)
    for played in walk(game_id, seats, range(2), range(0)):
        for step in sampled(len(played.states), POSITIONS):
            state = played.states[step]
            awaiting = game.awaiting(state)
            decision = awaiting if isinstance(awaiting, Decision) else None
            for seat, moves in places(game, state, seats):
                seen = game.observe(state, seat)
                for lang in ("en", "de"):
                    with i18n.speaking(lang):
                        board = told.board(seen, moves)
                        check_board(game, board, decision, lang,
                                    f"{played.label}, step {step}, seat {seat}, {lang}")


def test_the_rules_catch_what_the_boards_said_before() -> None:
    """The sentences the issue found on the screens are caught; ordinary prose is not."""
    assert notation_in("You chose move rum", {"move rum"}) == "move rum"
    assert notation_in("It says: room 9H", {"room 9H"}) == "room 9H"
    assert notation_in("Level 1 cleared: 'retire' or 'seek' glory.", {"retire"}) == "retire"
    assert notation_in("Retire to the tavern or go deeper.", {"retire", "seek"}) is None
    with i18n.speaking("de"):
        reason = "Korrigiert. Eintrag 8 passt nicht mehr (There is no Skeleton on this level.)"
        assert {"there", "level"} & {w.lower() for w in WORD.findall(reason)
                                     if w.lower() in english_only()}
