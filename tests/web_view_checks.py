"""What every game's web view must do (issue 12), checked over random games: each board, each
button face and each chance outcome is Markup whose tags balance, each picture is an image with
a name, a player's name shows as typed, and German renders too.

Games are played through the plugin alone: a seeded ``RandomDealer`` for chance, a seeded random
choice among the listed actions for decisions.
"""

from __future__ import annotations

import ast
import html
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

from markupsafe import Markup

from tabletop import i18n
from tabletop.board import Move, acts_of, board_account
from tabletop.events import Event
from tabletop.play.dealers import RandomDealer
from tabletop.plugin import Chance, Decision, Game, Over, words
from tabletop.web.board import act_html, board_html, picture_html

VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
# Players whose names are markup in HTML or in Rich: both must show as typed.
NASTY = ["<b>x</b>", "[/]", "Zoë & Co"]


class _Balance(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.problems: list[str] = []
        self.pictures = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "svg":
            self._picture(dict(attrs))
        if tag not in VOID:
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "svg":
            self._picture(dict(attrs))

    def _picture(self, attrs: dict[str, str | None]) -> None:
        self.pictures += 1
        if attrs.get("role") != "img" or not attrs.get("aria-label"):
            self.problems.append(f"a picture without role=img and a name: {attrs}")

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1:]}")
            return
        self.open.pop()


def check_markup(html: object, where: str) -> str:
    """``html`` is Markup whose tags balance and whose pictures have a name; returns its text."""
    assert isinstance(html, Markup), f"{where}: {type(html).__name__}, not Markup"
    text = str(html)
    parser = _Balance()
    parser.feed(text)
    parser.close()
    assert not parser.problems, f"{where}: {parser.problems[:3]}"
    assert not parser.open, f"{where}: left open {parser.open}"
    assert "<b>x</b>" not in text, f"{where}: a player's name taken for markup"
    return text


def shown_keys(text: str) -> list[str]:
    """Catalogue keys that appear as words of the text: a ``t()`` that found no entry."""
    words = set(re.findall(r"[a-z]{2,3}_[a-z0-9_\-]+", re.sub(r"<[^>]*>", " ", text)))
    return sorted(words & i18n.catalogue().keys())


def printed(markup: str) -> str:
    """The words a reader sees in ``markup``: its text without the pictures' own (their names
    are for screen readers, and drawn too small to read on a button)."""
    text = re.sub(r"<svg\b.*?</svg>", " ", markup, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", text)).split())


def check_text(html: object, where: str) -> str:
    text = check_markup(html, where)
    assert not shown_keys(text), f"{where}: shows keys {shown_keys(text)}"
    return text


@dataclass
class Played:
    """One random game: the states in order and what each awaited."""

    states: list[Any] = field(default_factory=list)
    waits: list[Any] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)


def play(game: Game[Any], players: list[str], seed: int, most: int = 3000,
         options: dict[str, Any] | None = None) -> Played:
    state = game.setup(game.meta.options(**(options or {})), players)
    dealer, rng, dealt, played = RandomDealer(seed), random.Random(seed), 0, Played()
    for _ in range(most):
        awaiting = game.awaiting(state)
        played.states.append(state)
        played.waits.append(awaiting)
        if isinstance(awaiting, Over):
            break
        if isinstance(awaiting, Chance):
            event = dealer.deal(awaiting, dealt)
            dealt += 1
        else:
            assert isinstance(awaiting, Decision)
            event = rng.choice(awaiting.actions)
        played.events.append(event)
        state = game.turn(state, event)
    return played


def viewers(players: list[str]) -> list[int | None]:
    return [*range(len(players)), None]


@dataclass
class Seen:
    """What a walk rendered: action kinds and chance (kind, outcome) pairs."""

    actions: set[str] = field(default_factory=set)
    outcomes: set[tuple[str, str]] = field(default_factory=set)
    boards: int = 0


def check_games(game: Game[Any], players: list[str], seeds: range, lang: str = "en",
                every: int = 1, options: dict[str, Any] | None = None) -> Seen:
    """Draw, in ``lang``, the board's account (``tabletop.board``) of every ``every``-th state
    for each seat and the table, each action of each decision once per kind and data, each
    chance outcome once."""
    told = board_account(game)
    seen = Seen()
    done: set[str] = set()
    boards: set[str] = set()
    with i18n.speaking(lang):
        for seed in seeds:
            played = play(game, players, seed, options=options)
            for step, (state, awaiting) in enumerate(zip(played.states, played.waits,
                                                         strict=True)):
                where = f"{game.meta.id} seed {seed} step {step} ({lang})"
                if step % every == 0 or isinstance(awaiting, Over):
                    for viewer in viewers(players):
                        drawn = board_html(game, told.board(game.observe(state, viewer)))
                        if str(drawn) not in boards:  # parsing costs more than drawing
                            boards.add(str(drawn))
                            check_text(drawn, f"{where} board of {viewer}")
                        seen.boards += 1
                if isinstance(awaiting, Decision) and step % every == 0:
                    check_reachable(game, state, awaiting, where)
                if isinstance(awaiting, Decision):
                    for index, event in enumerate(awaiting.actions):
                        key = f"{event.kind} {sorted(event.data.items())!r}"
                        if key not in done:
                            done.add(key)
                            act = told.act(Move(index, event, words(game, event)))
                            check_text(act_html(game, act), f"{where} action {key}")
                        seen.actions.add(event.kind)
                elif isinstance(awaiting, Chance):
                    for value in awaiting.outcomes:
                        if (awaiting.kind, value) not in seen.outcomes:
                            seen.outcomes.add((awaiting.kind, value))
                            shown = told.outcome(awaiting.kind, value)
                            check_text(picture_html(game, shown),
                                       f"{where} outcome {awaiting.kind} {value}")
    return seen


MOVE_BUTTON = re.compile(r'<button class="act[^"]*" name="n" value="(\d+)"')


def check_reachable(game: Game[Any], state: Any, decision: Decision, where: str) -> None:
    """Issue #23: the board is the control. The account drawn for the seat that owes the
    decision, with its moves, holds an act for every one of them, each once, and the page a
    button for each, and nothing else."""
    moves = [Move(index, event, words(game, event))
             for index, event in enumerate(decision.actions)]
    board = board_account(game).board(game.observe(state, decision.player), moves)
    placed = sorted(act.index for act in acts_of(board))
    assert placed == list(range(len(moves))), (
        f"{where}: acts {placed} for {[m.words for m in moves]}")
    found = sorted(int(n) for n in MOVE_BUTTON.findall(str(board_html(game, board))))
    assert found == list(range(len(moves))), (
        f"{where}: board buttons {found} for {[m.words for m in moves]}")


def imported(path: Path) -> set[str]:
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def web_modules(folder: Path) -> Iterator[Path]:
    """A game's faces but its terminal ones: the web view, its pictures and its taps."""
    yield from sorted(p for p in (folder / "faces").glob("*.py")
                      if not p.name.startswith(("terminal", "__init__")))


def foreign_imports(folder: Path) -> dict[str, list[str]]:
    """What the web modules of a game folder import beyond its components, its catalogues and
    each other: a view draws observations, so it needs no rules, state, odds, search, advice
    (and no Rich)."""
    package = f"games.{folder.name}."
    # ``heroes``: which heroes a game has and their sets, plain data like its components
    allowed = tuple(package + leaf for leaf in ("rules.components", "rules.heroes", "rules.words",
                                                 "text.", "faces."))
    bad: dict[str, list[str]] = {}
    for path in web_modules(folder):
        names = [m for m in imported(path)
                 if (m.startswith("games.") and not m.startswith(allowed))
                 or m.split(".")[0] == "rich"]
        if names:
            bad[path.name] = sorted(names)
    return bad


# act: a move's button (views.Move); the counted pickers a board may hold (app.js fills them)
HOST_CLASSES = frozenset({"row", "muted", "big", "act", "compose", "compose-go", "compose-n",
                          "counts", "count", "stepper", "less", "more"})


def css_classes(css: str) -> set[str]:
    """The classes a stylesheet's selectors name (not numbers like ``.5em`` in its values)."""
    selectors = re.sub(r"\{[^}]*\}", " ", css)
    return set(re.findall(r"\.(-?[_a-zA-Z][\w-]*)", selectors))


def unprefixed_classes(css: str, html: str, prefix: str) -> set[str]:
    """Classes styled or used that are neither the game's (``prefix``) nor the host's."""
    used = {name for value in re.findall(r'class="([^"]*)"', html) for name in value.split()}
    # ``b-``: the host's board (tabletop.web.board), which a game's layout hints may style
    return {name for name in css_classes(css) | used
            if not name.startswith((prefix, "b-")) and name not in HOST_CLASSES}
