"""Every board a game tells is drawn in both faces and says every sentence in the reader's words
(issues #14, #27, #28): random games of every game (a seeded ``RandomDealer``, random legal
choices, a bounded number of steps) in which, at every position, each place's board (each seat
and the table, the seat that owes a decision with its moves too) is told in English and in
German and drawn as HTML and on an 80-column terminal without colour
(``web_view_checks.check_board``: balanced parts, named pictures, players' names as typed,
every sentence on the page and every sentence a terminal shows on the screen). What a board
says (``tabletop.board.sentences``) must hold:

(a) in German, no English word: a word of four letters or more that the catalogue's English
    texts use and none of its German texts does (``english_only``). A name German texts use
    too (Dungeon, Black Jack, a hero's) is not English-only, a number is written in digits,
    and a player's name is a param, not the catalogue's; so the allow-list is empty.
(b) no notation: what a person types for a move of this position is shown only where typing
    is offered (``Act.words``, the host's list of moves), never inside a sentence.

How (b) tells notation from prose. The lines typed at a position are the acts' words (in both
languages), the game's notation and words of its legal events, of the outcome dealt at a
chance and of the event just played (a board likes to echo it). A sentence holds notation when

- it holds a typed line of two words or more as it is typed: its words in order, blanks alone
  between them ("You chose move rum", "It says: room 9H"); an act said in words may share
  them, set apart as a sentence is ("ablegen: Drachenköder, Talisman" for ``ablegen
  drachenköder talisman``, "use Town Portal" for ``use town-portal``); or
- it holds a single word of a typed line (``retire``, ``seek``, ``run``, ``9h``, not a number or
  a card face) where no reader of its language would write it: quoted ("'retire' or 'seek'
  glory", "allowed ('run')"), or a word the language's catalogue never writes outside quotes
  (``fliehen`` in an English sentence, ``run`` or ``9h`` in a German one).

So "you may run from this room" and "du darfst aus diesem Raum fliehen" are prose, whatever the
commands are: a command word that is an ordinary word of the reader's language, unquoted and
not followed by the rest of its line, reads as that word.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

import pytest

from tabletop.board import Board, Move, acts_of, board_account, sentences
from tabletop.events import Event
from tabletop.plugin import Decision, Game, words
from tabletop.text import i18n
from tests.web_view_checks import NASTY, check_board, play

from .cases import CASES, SUITE_OPTIONS, game_of

BOARDS = 200
"""How many places' positions a case walks (a position times its places: each seat and the
table): of random games from seed 0 on, each played to its end, the first positions (every
kind of board an opening shows) and then positions spread over the rest, its end included;
many games of Scoundrel, one of Halunken. A few seconds a case in both languages."""
MOST_EVENTS = 5_000  # no game needs more to end under random play (cases.MAX_STEPS)
LANGUAGES = ("en", "de")

WORD = re.compile(r"[^\W\d_]+")  # letters only: the words of a text
FACES = frozenset("♠♣♥♦")
# What a sentence is read in: words (``town-portal`` one word, as typed), numbers, card codes
# and faces.
TOKEN = re.compile(r"[\w♠♣♥♦]+(?:-[\w♠♣♥♦]+)*")
PLACEHOLDER = re.compile(r"\{[^}]*\}")
OPEN, CLOSE = "'\"‘’‚“”„«»‹›", "'\"‘’“”«»‹›"
QUOTED = re.compile(rf"(?<!\w)[{OPEN}]([^{OPEN}]+?)[{CLOSE}](?!\w)")

ALLOWED_IN_GERMAN: frozenset[str] = frozenset()
"""English-only words a German board may say, each with its reason: none so far (see (a))."""


def _words(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", text))}


def tokens(text: str) -> list[str]:
    return [t.lower() for t in TOKEN.findall(text)]


@cache
def lexicon(lang: str) -> frozenset[str]:
    """The words the catalogue writes in ``lang`` outside quotes: a reader's ordinary words
    (a word only ever quoted is a command quoted, as "allowed ('run')" once was)."""
    found: set[str] = set()
    for texts in i18n.catalogue().values():
        text = PLACEHOLDER.sub(" ", QUOTED.sub(" ", texts.get(lang, "")))
        found |= _words(text) | set(tokens(text))
    return frozenset(found)


@cache
def english_only() -> frozenset[str]:
    """Words of four letters or more in the catalogue's English texts and in none of its German
    ones (quoted or not): on a German board, a sentence left untranslated or an English
    word put into one."""
    english: set[str] = set()
    german: set[str] = set()
    for texts in i18n.catalogue().values():
        english |= _words(texts.get("en", ""))
        german |= _words(texts.get("de", ""))
    return frozenset(w for w in english - german if len(w) >= 4) - ALLOWED_IN_GERMAN


@dataclass(frozen=True)
class Typed:
    """What a person types at a position: whole lines, each as its words."""

    lines: frozenset[tuple[str, ...]]

    @cached_property
    def commands(self) -> frozenset[str]:
        """The words of the typed lines, not their numbers or card faces (``K♠`` is what a
        board shows; ``ks``, the code, is typed)."""
        return frozenset(t for line in self.lines for t in line
                         if any(c.isalpha() for c in t) and not set(t) & FACES)

    @cached_property
    def phrases(self) -> list[tuple[str, ...]]:
        """The typed lines of two words or more, the longest first."""
        return sorted((line for line in self.lines if len(line) >= 2), key=len, reverse=True)

    def __or__(self, other: Typed) -> Typed:
        return Typed(self.lines | other.lines)


def typed(*lines: str) -> Typed:
    return Typed(frozenset(tuple(line.lower().split()) for line in lines if line.split()))


@cache
def as_typed(line: tuple[str, ...]) -> re.Pattern[str]:
    """A typed line as it is typed: its words in order with blanks alone between them
    ("ablegen: Drachenköder, Talisman" is a sentence, "ablegen drachenköder talisman" a line
    typed)."""
    return re.compile(r"(?<![\w-])" + r"\s+".join(map(re.escape, line)) + r"(?![\w-])",
                      re.IGNORECASE)


def notation_in(sentence: str, typed: Typed, lang: str) -> str | None:
    """What of ``typed`` the ``sentence`` holds as notation (the module's docstring says the
    rule), or None."""
    said = set(tokens(sentence))
    for line in typed.phrases:
        if said.issuperset(line) and (found := as_typed(line).search(sentence)):
            return found.group(0).lower()
    for quoted in QUOTED.findall(sentence):
        if found_word := set(tokens(quoted)) & typed.commands:
            return f"'{min(found_word)}' quoted"
    strange = (said & typed.commands) - lexicon(lang)
    return f"{min(strange)} (no {lang} word)" if strange else None


def english_in(sentence: str) -> list[str]:
    return sorted(_words(sentence) & english_only())


@dataclass
class Position:
    state: Any
    awaiting: Any
    events: list[Event]
    """The event played to reach it and the one played from it (at a chance: what is dealt)."""


def positions(game: Game[Any], players: list[str]) -> Iterator[tuple[str, Position]]:
    """Positions of random games (``BOARDS``), each with where it is."""
    walked, most = 0, BOARDS // (len(players) + 1)
    for seed in itertools.count():
        for step, at in one_game(game, players, seed, most - walked):
            yield f"{game.meta.id} seed {seed} step {step}", at
            walked += 1
        if walked >= most:
            return


def one_game(game: Game[Any], players: list[str], seed: int, most: int,
             ) -> Iterator[tuple[int, Position]]:
    """A random game played to its end: its first ``most // 2`` positions, then positions
    spread evenly over the rest, the end among them; ``most`` in all, each with its step."""
    played = play(game, players, seed, MOST_EVENTS, SUITE_OPTIONS.get(game.meta.id))
    states, events = played.states, played.events
    first, rest = min(most // 2, len(states)), len(states) - min(most // 2, len(states))
    spread = min(rest, most - first)  # positions after the first, the last one among them
    later = sorted({len(states) - 1 - i * rest // spread for i in range(spread)})
    for step in [*range(first), *later]:
        yield step, Position(states[step], game.awaiting(states[step]),
                             events[max(step - 1, 0):step + 1])


def typed_at(game: Game[Any], at: Position, boards: list[Board]) -> Typed:
    """Everything a person types at ``at``, in both languages: the acts' words, the legal
    events' and the position's events' notation and words."""
    events = [*at.events, *(at.awaiting.actions if isinstance(at.awaiting, Decision) else ())]
    lines = {game.notation(e) for e in events}
    for lang in LANGUAGES:
        with i18n.speaking(lang):
            lines |= {words(game, e) for e in events}
            lines |= {board_account(game).act(Move(0, e, words(game, e))).words
                      for e in events if not e.is_chance}
    lines |= {act.words for board in boards for act in acts_of(board)}
    return typed(*lines)


def players_for(seats: int) -> list[str]:
    """Names that are markup in HTML and in Rich: every face shows them as typed."""
    return [*NASTY, "Di"][:seats]


def test_the_rules_catch_what_the_boards_said_before() -> None:
    """The sentences the issue found on the screens are caught (the module's docstring's
    examples, on made-up positions); ordinary prose is not."""
    halunken = typed("move rum", "bid 7", "pass")
    dungeon = typed("retire", "seek", "fight fighter ooze", "use town-portal",
                    "ablegen drachenköder talisman")
    scoundrel = typed("room 9H", "run", "fliehen", "play 9H")
    assert notation_in("You chose move rum", halunken, "en") == "move rum"
    assert notation_in("Level 1 cleared: 'retire' or 'seek' glory.", dungeon,
                       "en") == "'retire' quoted"
    assert notation_in("It says: room 9H", scoundrel, "en") == "room 9h"
    assert notation_in("allowed ('run')", scoundrel, "en") == "'run' quoted"
    assert notation_in("erlaubt ('fliehen')", scoundrel, "de") == "'fliehen' quoted"
    assert notation_in("Flucht: run", scoundrel, "de") == "run (no de word)"
    assert notation_in("The card 9H is next", scoundrel, "en") == "9h (no en word)"
    assert notation_in("You may use town-portal", dungeon, "en") == "use town-portal"
    assert notation_in("Fight Fighter Ooze!", dungeon, "en") == "fight fighter ooze"
    for prose, lang in (("you may run from this room", "en"), ("Room (2 cards to turn over)", "en"),
                        ("du darfst aus diesem Raum fliehen", "de"), ("9♥: drink: heals 8", "en"),
                        ("Retire to the tavern, or seek glory deeper", "en"),
                        ("Retire to the tavern or go deeper.", "en"),
                        ("this turn's points", "en"), ("use Town Portal", "en"),
                        ("ablegen: Drachenköder, Talisman", "de"), ("Fighter defeats Ooze", "en")):
        assert notation_in(prose, scoundrel | dungeon | halunken, lang) is None, prose
    assert english_in("Waffe: 0 Schaden · Faust: 5") == []
    assert english_in("Weapon: 0 damage") == ["damage", "weapon"]
    # A fix's reason once kept in the language of whoever fixed it:
    reason = "Korrigiert. Eintrag 8 passt nicht mehr (There is no Skeleton on this level.)"
    assert {"there", "level"} <= set(english_in(reason))


def told_boards(game: Game[Any], at: Position, seats: int, lang: str) -> list[Board]:
    """Every place's board at ``at`` in ``lang``: each seat's and the table's, and the board of
    the seat that owes a decision with its moves too (a page shows that one, a terminal the
    board without them)."""
    told = board_account(game)
    owed = at.awaiting if isinstance(at.awaiting, Decision) else None
    boards: list[Board] = []
    with i18n.speaking(lang):
        for place in [*range(seats), None]:
            seen = game.observe(at.state, place)
            boards.append(told.board(seen))
            if owed is not None and place == owed.player:
                boards.append(told.board(seen, [Move(n, e, words(game, e))
                                                for n, e in enumerate(owed.actions)]))
    return boards


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_every_board_speaks_the_readers_language_in_the_players_words(game_id: str,
                                                                       seats: int) -> None:
    game = game_of(game_id)
    players = players_for(seats)
    drawn: set[tuple[str, Board]] = set()
    wrong: list[str] = []
    for where, at in positions(game, players):
        boards = {lang: told_boards(game, at, seats, lang) for lang in LANGUAGES}
        here = typed_at(game, at, [board for shown in boards.values() for board in shown])
        for lang, shown in boards.items():
            with i18n.speaking(lang):
                for board in shown:
                    if (lang, board) not in drawn:  # the same board elsewhere: drawn once
                        drawn.add((lang, board))
                        check_board(game, board, f"{where} ({lang})", players)
                    for sentence in sentences(board):
                        if lang == "de" and (english := english_in(sentence)):
                            wrong.append(f"{where}: English {english} in {sentence!r}")
                        if found := notation_in(sentence, here, lang):
                            wrong.append(f"{where} ({lang}): {found} in {sentence!r}")
    assert not wrong, "\n".join(dict.fromkeys(wrong))
