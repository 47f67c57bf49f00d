"""Golden playthroughs (issue #41, after OpenSpiel's): a few seeded games of every game written
out as text, step by step: the event (its notation, who made it), the narration the table is
told, and every place's account: what each seat and the whole table see (the board account of
``tabletop.board`` as the game's own account writes it from ``observe``), the acts offered there
included. ``tests/test_golden.py`` plays them again and compares, so a change to the rules, the
narration, the board's words or the session's machinery shows as a diff a reviewer can read.

Regenerate after a change that was meant: ``python scripts/golden.py`` (writes
``tests/golden/<game>/<name>.txt`` and removes files no playthrough writes any more).

The games are played as the host plays them: a hotseat session (``tabletop.session``) dealt by
the seed's dealer, every seat a person whose choice is made by the game's first bot, drawing
from ``bot_rng`` as a bot seat would, so every chance event and every decision is the same on
every run and machine. Every seat is a person, so each seat's account holds the acts offered to
it, as a phone of that seat shows them. The script knows no game: it plays every game of the
registry (and Pig, the worked example that lives in the tests); ``PLANS`` only picks, as data,
which seeds and options show a game's interesting parts.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tabletop import narration, registry
from tabletop.board import (
    Act,
    Board,
    Move,
    Picture,
    Row,
    Section,
    acts_of,
    board_account,
    composed,
)
from tabletop.events import Event
from tabletop.plugin import Decision, Game, HasBots, Line, Observation, Over, words
from tabletop.session import story
from tabletop.session.driver import Bot, bot_rng
from tabletop.session.session import Session, make_options
from tabletop.session.table import SEAT, WATCH, End, Place, Table
from tabletop.text import i18n

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
TESTS = ROOT / "tests"
UNREGISTERED = ("pig",)
"""Games that live only in the tests (``tests/<name>``, a package with ``GAME``), played here
as the conformance suite plays them."""

NAMES = ("Ann", "Ben", "Cleo", "Dana", "Emil", "Fay", "Gus", "Hana")
WIDTH = 100
"""Lines of prose (narration, the longer words about a row) are cut at this width."""


@dataclass(frozen=True, slots=True)
class Plan:
    """One playthrough: ``name`` is its file's name; ``options`` as typed for a new game."""

    name: str
    seats: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    language: str = "en"


PLANS: dict[str, tuple[Plan, ...]] = {
    "scoundrel": (Plan("win", 1, 2), Plan("loss", 1, 1), Plan("loss-de", 1, 6, language="de")),
    "dungeon-dice": (Plan("solo", 1, 1), Plan("all-heroes-3p", 3, 2, {"sets": "all"})),
    "halunken": (Plan("2p", 2, 1), Plan("4p", 4, 2)),
    "pig": (Plan("2p", 2, 1, {"target": 30}),),
}
"""Which games show a game's interesting parts (a win and a loss, every hero, the fewest and
the most seats); a game not named here is played at its fewest and its most seats."""


def plans(game: Game[Any]) -> tuple[Plan, ...]:
    meta = game.meta
    if meta.id in PLANS:
        return PLANS[meta.id]
    seats = sorted({meta.min_players, meta.max_players})
    return tuple(Plan(f"{n}p", n, 1) for n in seats)


def all_games() -> dict[str, Game[Any]]:
    """The registry's games, then those that live only in the tests."""
    found = dict(registry.games())
    if str(TESTS) not in sys.path:
        sys.path.append(str(TESTS))
    for name in UNREGISTERED:
        if name in found:  # registered since (copied to games/, issue #41): played from there
            continue
        module = __import__(name)
        game: Game[Any] = module.GAME
        found.setdefault(game.meta.id, game)
    return dict(sorted(found.items()))


# -- an account in words -------------------------------------------------------------------


def _picture(picture: Picture) -> str:
    text = picture.name
    if picture.mark:
        text += f" [{picture.mark}]"
    if picture.note:
        text += f" ({picture.note})"
    return text


def _pictures(pictures: tuple[Picture, ...]) -> str:
    """Pictures by name on one line, a run of the same one counted (``empty ×14``)."""
    said: list[tuple[str, int]] = []
    for picture in pictures:
        text = _picture(picture)
        if said and said[-1][0] == text:
            said[-1] = (text, said[-1][1] + 1)
        else:
            said.append((text, 1))
    return ", ".join(text if n == 1 else f"{text} ×{n}" for text, n in said)


def _act_said(act: Act) -> str:
    text = f"#{act.index} {act.said} `{act.words}`"
    if act.source:
        text += f" with {act.source}"
    if act.detail:
        text += f" ({act.detail})"
    if act.pictures:
        text += f" showing {_pictures(act.pictures)}"
    return text


def _act(act: Act, indent: str) -> str:
    return f"{indent}act {_act_said(act)}"


def _row(row: Row, indent: str) -> list[str]:
    head = row.label or "-"
    if row.key:
        head += f" {{{row.key}}}"
    if row.tone:
        head += f" ({row.tone})"
    # The pictures first, as a table draws them (its head names their column second).
    said = " | ".join([*([_pictures(row.pictures)] if row.pictures else []), *row.values])
    lines = [f"{indent}{head}: {said}" if said else f"{indent}{head}"]
    lines += [_act(act, indent + "  ") for act in row.acts]
    lines += [_act(p.act, indent + "  ") + f" on {p.name}" for p in row.pictures
              if p.act is not None]
    for text in row.more:
        lines += _wrapped(text, indent + "  more: ")
    return lines


def _section(section: Section) -> list[str]:
    title = section.title or section.name
    shape = section.layout + (f", {section.columns} columns" if section.columns else "")
    lines = [f"  [{title}] ({shape})"]
    if section.head:
        lines.append(f"    head: {' | '.join(section.head)}")
    if section.note:
        lines.append(f"    note: {section.note}")
    for row in section.rows:
        lines += _row(row, "    ")
    lines += [_act(act, "    ") for act in section.acts]
    for composer in section.composers:
        lines.append(f"    composes `{composer.verb}`: {composer.title} / {composer.go}"
                     + (f" with {composer.source}" if composer.source else ""))
        groups = f" in {', '.join(composer.groups)}" if composer.groups else ""
        lines.append(f"      writes {list(composer.writes)}{groups}")
        lines += [f"      {count.id}{f' ({count.group})' if count.group else ''}: up to "
                  f"{count.most} of {_picture(count.picture)}" for count in composer.counts]
    return lines


Block = tuple[str, str, list[str]]
"""A part of an account: its key (a section's name and which of that name), its title and its
lines."""


def board_blocks(game: Game[Any], board: Board, moves: list[Move]) -> list[Block]:
    """A board account as plain lines, a block a section (its rows, pictures and acts), then
    what the board asks and the acts it placed nowhere (a face lists those under it)."""
    blocks: list[Block] = []
    seen: Counter[str] = Counter()
    for section in board.sections:  # several sections may share a name (each other player)
        seen[section.name] += 1
        key = f"{section.name} {seen[section.name]}"
        blocks.append((key, section.title or section.name, _section(section)))
    lines = [f"  prompt: {board.prompt}"] if board.prompt else []
    placed = {act.index for act in acts_of(board)} | composed(board)
    told = board_account(game)
    lines += [_act(told.act(move), "  else ") for move in moves if move.index not in placed]
    return [*blocks, ("", "prompt", lines)] if lines else blocks


# -- a playthrough ---------------------------------------------------------------------------


def _since(table: Table, place: Place) -> Observation | None:
    """What the place saw when the chapter going on began, so its board marks what changed
    (as the table's page draws it)."""
    parts = story.parts(table.driver)
    if not parts or parts[-1].start >= len(table.session.events):
        return None
    return table.observe_at(place, parts[-1].start)


def account_blocks(table: Table, place: Place) -> list[Block]:
    """One place's account now: what it owes (and its own secret choice not yet revealed),
    then its board with the acts offered to it."""
    game = table.game
    offer = table.offer(place)
    moves = [Move(i, e, words(game, e)) for i, e in enumerate(offer.actions)] \
        if isinstance(offer, Decision) else []
    chosen = table.chosen(place)
    owes = "waits" if not isinstance(offer, Decision) else \
        "owes a secret choice" if offer.secret else "owes a choice"
    if chosen is not None:
        owes += f", chose `{words(game, chosen)}` (not yet revealed)"
    board = board_account(game).board(table.observe(place), moves, _since(table, place))
    return [(" owes", "owes", [f"  {owes}"]), *board_blocks(game, board, moves)]


def _place_name(table: Table, place: Place) -> str:
    if place.role == WATCH:
        return "the table"
    assert place.seat is not None
    return f"{table.players[place.seat]} (seat {place.seat + 1})"


def _wrapped(text: str, first: str) -> Iterator[str]:
    """``text`` after ``first``, cut at ``WIDTH``, the lines after the first indented under it."""
    line, empty = first, True
    for word in text.split():
        if len(line) + len(word) > WIDTH and not empty:
            yield line.rstrip()
            line = " " * len(first)
        line += word + " "
        empty = False
    yield line.rstrip()


def _said(line: Line) -> str:
    return narration.render(line)


@dataclass
class _Writer:
    """Writes each place's account when it changed since that place's last: the sections that
    changed in full (or, where an earlier place of the same step was shown the very same
    section, naming that place), the others by title only."""

    table: Table
    places: list[Place]
    out: list[str] = field(default_factory=list)
    last: dict[Place, list[Block]] = field(default_factory=dict)

    def accounts(self) -> None:
        unchanged: list[str] = []
        shown: dict[tuple[str, ...], str] = {}  # a section's lines -> who was shown them now
        for place in self.places:
            blocks = account_blocks(self.table, place)
            name = _place_name(self.table, place)
            if blocks == self.last.get(place):
                unchanged.append(name)
                continue
            before = {key: (title, lines) for key, title, lines in self.last.get(place, [])}
            self.last[place] = blocks
            self.out.append(f"-- {name} --")
            same: list[str] = []
            for key, title, lines in blocks:
                if key != " owes" and before.get(key) == (title, lines):
                    same.append(title)
                elif key != " owes" and tuple(lines) in shown:
                    self.out.append(f"  [{title}] as {shown[tuple(lines)]} sees it")
                else:
                    shown.setdefault(tuple(lines), name)
                    self.out += lines
            keys = {key for key, _, _ in blocks}
            gone = [title for key, (title, _) in before.items() if key not in keys]
            if same:
                self.out += _wrapped(", ".join(same), "  unchanged: ")
            if gone:
                self.out += _wrapped(", ".join(gone), "  gone: ")
        if unchanged:
            self.out += _wrapped(", ".join(unchanged), "-- unchanged: ")


def _decide(table: Table, decision: Decision) -> Event:
    """What a bot in this seat would choose (the game's first strategy), else a seeded pick."""
    game, session = table.game, table.session
    if isinstance(game, HasBots):
        strategy = next(iter(game.strategies().values()))
        event = Bot(strategy).decide(session, decision)
        assert event is not None
        return event
    rng = bot_rng(session.record.seed, decision.player, len(session.events))
    return rng.choice(decision.actions)


def playthrough(game: Game[Any], plan: Plan, *, limit: int = 5_000) -> str:
    """The text of one seeded game, in ``plan.language``."""
    before = i18n.language()
    i18n.set_language(plan.language)
    try:
        return "\n".join(_played(game, plan, limit)) + "\n"
    finally:
        i18n.set_language(before)


def _played(game: Game[Any], plan: Plan, limit: int) -> list[str]:
    players = list(NAMES[:plan.seats])
    options = make_options(game, plan.options)
    session = Session.start(game, options, players, mode="play", seed=plan.seed, store=None)
    table = Table(session)
    places = [Place(SEAT, seat) for seat in range(plan.seats)] + [Place(WATCH)]
    writer = _Writer(table, places)
    out = writer.out
    changed = {k: v for k, v in options.model_dump().items()
               if game.meta.options().model_dump().get(k) != v}
    out += [f"# {game.meta.id}: {plan.name} (golden playthrough, issue #41; "
            "python scripts/golden.py writes it)",
            f"seed {plan.seed}, language {plan.language}, players {', '.join(players)}, "
            "every choice by the game's first bot",
            "options: " + (", ".join(f"{k}={v}" for k, v in sorted(changed.items()))
                           or "the defaults"),
            "", "== the start =="]
    writer.accounts()
    driver = table.driver
    chapter = 0
    while not isinstance(awaiting := table.awaiting(), Over):
        if len(session.events) >= limit:
            raise RuntimeError(f"{game.meta.id} {plan.name}: no end after {limit} events")
        if isinstance(awaiting, Decision):
            driver.submit(_decide(table, awaiting))
        elif not driver.advance(1):
            raise RuntimeError(f"{game.meta.id} {plan.name}: the dealer dealt nothing")
        index = len(session.events) - 1
        event = session.events[index]
        parts = story.parts(driver)
        if len(parts) > chapter:
            chapter = len(parts)
            out += ["", f"=== chapter {chapter}: {story.heading(parts[-1])} ==="]
        who = "chance" if event.is_chance else players[int(event.actor)]
        out += ["", f"== {index + 1}. {who}: `{words(game, event)}` =="]
        for said in story.said(driver, index):
            out += _wrapped(said, "> ")
        writer.accounts()
    end = End(game.score(session.state))
    out += ["", "== the end =="]
    for line in end.lines():
        out += _wrapped(_said(line), "> ")
    if end.sheet.tie_break is not None:
        out += _wrapped(_said(end.sheet.tie_break.line()), "> ")
    for player in end.sheet.players:
        out.append(f"{player.name}: {'-' if player.total is None else player.total}")
        for score in player.lines:
            points = "" if score.points is None else f" ({score.points:+d})"
            out += _wrapped(_said(Line(score.label, score.params)) + points, "  ")
    return out


def goldens() -> dict[str, str]:
    """Every playthrough's text by its path under ``tests/golden`` (``<game>/<name>.txt``)."""
    return {f"{game_id}/{plan.name}.txt": playthrough(game, plan)
            for game_id, game in all_games().items() for plan in plans(game)}


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.parse_args()
    written = goldens()
    for path, text in written.items():
        target = GOLDEN / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    for old in GOLDEN.rglob("*.txt"):
        if old.relative_to(GOLDEN).as_posix() not in written:
            old.unlink()
    total = sum(len(text.encode()) for text in written.values())
    print(f"{len(written)} playthroughs, {total / 1e6:.2f} MB in {GOLDEN.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
