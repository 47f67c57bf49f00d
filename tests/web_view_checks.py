"""What every game's board must be in both faces (issues 12 and 23), checked over random games:
the game's account of its board (``tabletop.board``, its ``text/board.py``) drawn as HTML by
the host's templates (``tabletop.web.board``) and on an 80-column terminal
(``tabletop.cli.board``). Every HTML part balances, every picture is an image with a name, a
player's name shows as typed on the page and on the screen, German renders too, and every
legal move is an act on the board or listed under it.

Games are played through the plugin alone: a seeded ``RandomDealer`` for chance, a seeded random
choice among the listed actions for decisions.
"""

from __future__ import annotations

import ast
import html
import io
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from markupsafe import Markup, escape
from rich.cells import cell_len
from rich.console import Console, RenderableType

from tabletop.board import Board, BoardAccount, Move, acts_of, board_account, composed, sentences
from tabletop.cli.board import Drawer, board_text
from tabletop.events import Event
from tabletop.plugin import Chance, Decision, Game, Over, words
from tabletop.session.dealers import RandomDealer
from tabletop.text import i18n
from tabletop.web.board import act_html, board_html, picture_html

VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
                  "source", "track", "wbr"})
# Players whose names are markup in HTML or in Rich: both must show as typed.
NASTY = ["<b>x</b>", "[/]", "Zoë & Co"]
WIDTH = 80


ATTR = re.compile(r"""([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?""")
# A tag: ``/`` if it closes, its name, its attributes (as ATTR, uncaptured), ``/`` if it
# closes itself.
TAG = re.compile(r"""<(/?)([a-zA-Z][\w:-]*)"""
                 r"""((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(/?)>""")


@dataclass
class _Balance:
    """The tags of a part of a page, read with a pattern rather than ``html.parser`` (several
    times as slow, and the board checks read thousands of parts): what the templates and the
    pictures write, whose text and attributes are escaped, so a ``<`` always opens a tag."""

    open: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    pictures: int = 0

    def feed(self, text: str) -> None:
        for found in TAG.finditer(text):
            closing, tag, attrs, alone = found.groups()
            tag = tag.lower()
            if closing:
                self._end(tag)
                continue
            if tag == "svg" or 'role="img"' in (attrs or ""):  # a drawing, or a named chip
                self._picture(attributes(attrs))
            if tag not in VOID and not alone:
                self.open.append(tag)

    def _picture(self, attrs: dict[str, str]) -> None:
        self.pictures += 1
        if attrs.get("role") != "img" or not attrs.get("aria-label"):
            self.problems.append(f"a picture without role=img and a name: {attrs}")

    def _end(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.open or self.open[-1] != tag:
            self.problems.append(f"</{tag}> closes {self.open[-1:]}")
            return
        self.open.pop()


def attributes(written: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for attr in ATTR.finditer(written):
        value = next((v for v in attr.groups()[1:] if v is not None), "")
        found[attr.group(1).lower()] = html.unescape(value)
    return found


def _parsed(text: str) -> _Balance:
    parser = _Balance()
    parser.feed(text)
    return parser


def check_markup(html: object, where: str) -> str:
    """``html`` is Markup whose tags balance and whose pictures have a name; returns its text."""
    assert isinstance(html, Markup), f"{where}: {type(html).__name__}, not Markup"
    text = str(html)
    parser = _parsed(text)
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
    text = re.sub(r"<(style|script)\b.*?</\1>", " ", text, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]*>", " ", text)).split())


def read_out(markup: str) -> str:
    """Everything a page says to a reader, seen or read out: the printed words and the names
    of its pictures and controls (``aria-label``, ``title``, ``alt``)."""
    body = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S)
    labels = [html.unescape(x) for x in re.findall(r'(?:aria-label|title|alt)="([^"]*)"', body)]
    return " ".join(" ".join([printed(body), *labels]).split())


def check_text(html: object, where: str) -> str:
    text = check_markup(html, where)
    assert not shown_keys(text), f"{where}: shows keys {shown_keys(text)}"
    return text


def terminal(renderable: RenderableType, where: str, width: int = WIDTH) -> str:
    """``renderable`` as a terminal without colour shows it; every line fits ``width``."""
    out = io.StringIO()
    Console(file=out, width=width, color_system=None, legacy_windows=False).print(renderable)
    text = out.getvalue()
    wide = [line for line in text.splitlines() if cell_len(line) > width]
    assert not wide, f"{where}: wider than {width} columns: {wide[:2]}"
    return text


def squeezed(text: str) -> str:
    return " ".join(text.split())


def check_names(players: Sequence[str], board: Board, page: str, screen: str,
                where: str) -> None:
    """A name the board says shows as typed on the page and on the screen (not as HTML or as
    Rich markup)."""
    said = " ".join(sentences(board))
    for name in players:
        if name in said:
            assert name in printed(page), f"{where}: {name!r} not shown as typed on the page"
            assert name in screen, f"{where}: {name!r} not shown as typed on the screen"


def screen_sentences(game: Game[Any], board: Board) -> list[str]:
    """What of ``sentences(board)`` a terminal shows: not the pictures' names (it draws their
    glyphs) nor the acts (a terminal types its moves, listed under the board), nor the words of
    a list too long for the screen, which it tells on asking (``help NAME``)."""
    said: list[str] = [board.prompt] if board.prompt else []
    drawer = Drawer(game)
    for section in board.sections:
        said += [section.title, section.note, *section.head]
        if drawer.folds(section):
            continue
        for row in section.rows:
            said += [row.label, *row.values]
    return [line for line in said if line.strip()]


GAP = 8
"""Words of other columns a terminal may draw between two lines of a sentence it wrapped in
its cell of a table."""


def holds(text: str, sentence: str) -> bool:
    """``sentence`` is in ``text`` whole: at once, or wrapped over lines of a table's cell,
    its words in order with at most ``GAP`` other words between two of them."""
    if squeezed(sentence) in squeezed(text):
        return True
    words, wanted = text.split(), sentence.split()
    for start, word in enumerate(words):
        if word != wanted[0]:
            continue
        at, found = start, 1
        while found < len(wanted):
            ahead = words[at + 1:at + 2 + GAP]
            if wanted[found] not in ahead:
                break
            at += 1 + ahead.index(wanted[found])
            found += 1
        if found == len(wanted):
            return True
    return False


def check_board(game: Game[Any], board: Board, where: str,
                players: Sequence[str] = ()) -> tuple[str, str]:
    """``board`` drawn in both faces: the page's HTML balances, names its pictures, shows no
    catalogue key and says every sentence of the board (shown or read out); the screen fits 80
    columns without colour, shows no key and every sentence a terminal shows. Returns both."""
    page = check_text(board_html(game, board), f"{where} (page)")
    screen = terminal(board_text(game, board), f"{where} (screen)")
    assert not shown_keys(screen), f"{where} (screen): shows keys {shown_keys(screen)}"
    heard = read_out(page)
    lost = [x for x in sentences(board) if squeezed(x) not in heard]
    assert not lost, f"{where} (page): says not {lost[:3]}"
    lost = [x for x in screen_sentences(game, board) if not holds(screen, x)]
    assert not lost, f"{where} (screen): shows not {lost[:3]}\n{screen}"
    check_names(players, board, page, screen, where)
    return page, screen


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
                every: int = 1, options: dict[str, Any] | None = None,
                listed: bool = False) -> Seen:
    """Draw, in ``lang``, the board's account of every ``every``-th state for each seat and the
    table in both faces, with the moves of the seat that owes a decision; each legal action
    once per kind and data as the act listed under a board, each chance outcome once as its
    picture. ``listed``: the board may leave moves to the list under it (``check_reachable``)."""
    told = board_account(game)
    seen = Seen()
    done: set[str] = set()
    boards: set[Board] = set()
    with i18n.speaking(lang):
        for seed in seeds:
            played = play(game, players, seed, options=options)
            for step, (state, awaiting) in enumerate(zip(played.states, played.waits,
                                                         strict=True)):
                where = f"{game.meta.id} seed {seed} step {step} ({lang})"
                if step % every == 0 or isinstance(awaiting, Over):
                    for viewer in viewers(players):
                        board = told.board(game.observe(state, viewer))
                        if board not in boards:  # drawing costs more than telling
                            boards.add(board)
                            check_board(game, board, f"{where} board of {viewer}", players)
                        seen.boards += 1
                if isinstance(awaiting, Decision) and step % every == 0:
                    check_reachable(game, state, awaiting, where, listed)
                if isinstance(awaiting, Decision):
                    for index, event in enumerate(awaiting.actions):
                        key = f"{event.kind} {sorted(event.data.items())!r}"
                        if key not in done:
                            done.add(key)
                            check_act(game, told, Move(index, event, words(game, event)),
                                      f"{where} action {key}")
                        seen.actions.add(event.kind)
                elif isinstance(awaiting, Chance):
                    for value in awaiting.outcomes:
                        if (awaiting.kind, value) not in seen.outcomes:
                            seen.outcomes.add((awaiting.kind, value))
                            check_outcome(game, told, awaiting.kind, value,
                                          f"{where} outcome {awaiting.kind} {value}")
    return seen


def offered(game: Game[Any], players: list[str], seeds: range,
            options: dict[str, Any] | None = None) -> Seen:
    """The action kinds and chance outcomes random games offer, as ``check_games`` walks them
    (which draws each of them: the conformance suite, ``test_web_view.py``), without drawing:
    what a game's own tests expect its random games to reach."""
    seen = Seen()
    for seed in seeds:
        played = play(game, players, seed, options=options)
        for awaiting in played.waits:
            if isinstance(awaiting, Decision):
                seen.actions.update(event.kind for event in awaiting.actions)
            elif isinstance(awaiting, Chance):
                seen.outcomes.update((awaiting.kind, value) for value in awaiting.outcomes)
        seen.boards += len(played.states)
    return seen


def check_act(game: Game[Any], told: BoardAccount, move: Move, where: str) -> None:
    """A legal action as listed (the fix page, what a board left unplaced): the move's number
    and words, said in words, drawn as a balanced button."""
    act = told.act(move)
    assert (act.index, act.words) == (move.index, move.words), f"{where}: {act}"
    assert act.said.strip() and not shown_keys(act.said), f"{where}: said {act.said!r}"
    page = check_text(act_html(game, act), where)
    assert f'value="{move.index}"' in page, f"{where}: {page}"


def check_outcome(game: Game[Any], told: BoardAccount, kind: str, value: str,
                  where: str) -> None:
    """What the table may reveal: a picture with a name, drawn as one image of that name."""
    shown = told.outcome(kind, value)
    assert shown.name.strip() and not shown_keys(shown.name), f"{where}: {shown}"
    page = check_text(picture_html(game, shown), where)
    assert _parsed(page).pictures >= 1, f"{where}: no image: {page}"
    assert str(escape(shown.name)) in page, f"{where}: not named {shown.name!r}"


BUTTON = re.compile(r'<button class="act[^"]*" name="n" value="(\d+)"')


def check_reachable(game: Game[Any], state: Any, decision: Decision, where: str,
                    listed: bool = False) -> None:
    """Issue #23: the board is the control. Told for the seat that owes the decision, with
    its moves, every act on it is one of them, each once, with that move's words; on the page
    every act is a button, once. Every move is an act on the board, unless ``listed``: then
    what the board leaves off is listed under it (``act``), as the page and the terminal list
    them (a game whose board is no control yet, like Pig)."""
    moves = [Move(index, event, words(game, event))
             for index, event in enumerate(decision.actions)]
    told = board_account(game)
    board = told.board(game.observe(state, decision.player), moves)
    placed = [act.index for act in acts_of(board)]
    assert len(placed) == len(set(placed)), f"{where}: an act twice on the board: {placed}"
    assert set(placed) <= set(range(len(moves))), f"{where}: acts {placed} of {len(moves)}"
    for act in acts_of(board):
        assert act.words == moves[act.index].words, f"{where}: {act} is not {moves[act.index]}"
        assert act.said.strip(), f"{where}: {act} says nothing"
    left = [move for move in moves if move.index not in {*placed, *composed(board)}]
    assert listed or not left, f"{where}: no act on the board for {[m.words for m in left]}"
    for move in left:
        assert told.act(move).index == move.index, f"{where}: {move} listed as another"
    page, _ = check_board(game, board, f"{where} with moves")
    drawn = sorted(int(n) for n in BUTTON.findall(page))
    assert drawn == sorted(placed), f"{where}: buttons {drawn} for acts {sorted(placed)}"


def imported(path: Path, package: str = "") -> set[str]:
    """The modules ``path`` imports; a relative import resolved against ``package``, the
    package that holds the file."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] \
                if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            if node.module:
                found.add(module)
            else:  # ``from . import x``: each name is a module of the package
                found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def web_modules(folder: Path) -> Iterator[Path]:
    """What draws a game's page: its account of the board and its faces but the terminal's
    (its pictures, its taps)."""
    if (folder / "text" / "board.py").exists():
        yield folder / "text" / "board.py"
    yield from sorted(p for p in (folder / "faces").glob("*.py")
                      if not p.name.startswith(("terminal", "__init__")))


def foreign_imports(folder: Path, package: str | None = None,
                    modules: Sequence[Path] | None = None) -> dict[str, list[str]]:
    """What the account and the web modules of a game folder (the package ``package``, by
    default ``games.<folder>``; ``modules``, by default ``web_modules``) import beyond its
    components, its catalogues and each other: they draw observations, so they need no rules,
    state, odds, search, advice (and no Rich)."""
    root = package or f"games.{folder.name}"
    # ``heroes``: which heroes a game has and their sets, plain data like its components;
    # ``options``: the options model, whose fields name each option's words (issue #28)
    allowed = tuple(f"{root}.{leaf}" for leaf in ("rules.components", "rules.heroes",
                                                   "rules.words", "rules.options", "text.",
                                                   "faces."))
    bad: dict[str, list[str]] = {}
    for path in (web_modules(folder) if modules is None else modules):
        within = ".".join([root, *path.relative_to(folder).parent.parts])
        names = [m for m in imported(path, within)
                 if (m.startswith(("games.", f"{root}.")) and not f"{m}.".startswith(allowed))
                 or m.split(".")[0] == "rich"]
        if names:
            bad[path.name] = sorted(names)
    return bad


# act: a move's button; the counted pickers a board may hold (app.js fills them)
HOST_CLASSES = frozenset({"row", "muted", "big", "act", "compose", "compose-go", "compose-n",
                          "counts", "count", "stepper", "less", "more"})
HOST_PREFIX = "b-"
"""The host's board layout (``tabletop.web.board.CSS``): every game's board is drawn in it."""


def css_classes(css: str) -> set[str]:
    """The classes a stylesheet's selectors name (not numbers like ``.5em`` in its values)."""
    selectors = re.sub(r"\{[^}]*\}", " ", css)
    return set(re.findall(r"\.(-?[_a-zA-Z][\w-]*)", selectors))


def unprefixed_classes(css: str, html: str, prefix: str) -> set[str]:
    """Classes styled or used that are neither the game's (``prefix``) nor the host's."""
    used = {name for value in re.findall(r'class="([^"]*)"', html) for name in value.split()}
    return {name for name in css_classes(css) | used
            if not name.startswith((prefix, HOST_PREFIX)) and name not in HOST_CLASSES}
