"""One account per place: everything a face shows to a seat, the shared device or a watcher.

The table decides; the account is what it decided for one place at one version of the log,
as plain data: what the place sees (its observation), who owes what, what it may answer and
in which words, what it may ask (a hint, undo, a correction) and why not, what it is told
(notices filtered like the observation: another seat's secret is told as a change of mind,
never what), and how the game ended. A face draws an account and hands back an ``Answer``;
it never reads a state, parses a move or asks the game for a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.board import said
from tabletop.events import Event
from tabletop.plugin import (
    Advisor,
    Chance,
    Decision,
    HasChoices,
    Line,
    Observation,
    ScoreSheet,
    commands_help,
    words,
)
from tabletop.session.table import DEVICE, End, Offer, Owed, Place, Table


@dataclass(frozen=True, slots=True)
class Move:
    """An action offered, as a face shows it: its ``index`` (the answer ``Pick(index)``
    chooses it), the event (a game's pictures draw it) and its words."""

    index: int
    event: Event
    words: str


@dataclass(frozen=True, slots=True)
class Tools:
    """What a place may ask besides its move, each with why not: ``undo`` and ``hint`` are
    None when offered, else the key of the refusal; ``undo_help`` says what undo takes back
    here; ``fix``: entries may be corrected from this place; ``hints``: the game gives hints
    in this session at all (a challenge is played without)."""

    undo: str | None
    undo_help: str
    fix: bool
    hint: str | None
    hints: bool


@dataclass(frozen=True, slots=True)
class Account:
    """What one place is shown at one version of the game (see the module's text).

    ``prompt``: what is asked of this place in words (a chance's "turn over a card"; for a
    decision None: the face names the seat). ``choices``: what may be typed, patterns
    included; ``example``: one line to type; ``help``: the game's commands with their
    catalogue keys. ``secret``: the answer is a secret choice, typed unseen. ``private``:
    the seat whose secret view a shared device shows now, so a face clears the screen when
    that changes. ``handing_over``: the seat the shared device must be handed to before it
    shows anything secret. ``chosen``: this seat's own secret choice not yet revealed, in
    words. ``confirm_end``: the game ended at the table and waits for the players to confirm
    it (undo and corrections still offered). ``read_only``: nothing can be answered or taken
    back any more."""

    place: Place
    version: str
    players: tuple[str, ...]
    mode: str
    observation: Observation
    owed: Owed
    offer: Offer | None
    prompt: Line | None
    moves: tuple[Move, ...]
    choices: tuple[str, ...]
    example: str
    help: tuple[tuple[str, str], ...]
    secret: bool
    private: int | None
    handing_over: int | None
    chosen: str | None
    notices: tuple[Line, ...]
    tools: Tools
    sheet: ScoreSheet
    end: End | None
    confirm_end: bool
    read_only: bool

    @property
    def mine(self) -> bool:
        """This place owes something now (its answer, or taking the device)."""
        return self.offer is not None or self.handing_over is not None


def account(table: Table, place: Place) -> Account:
    """The account of ``place`` now. Made anew each time it is asked (its parts are kept per
    version by the table): a solo deal's best, worked out in the background, fills in its
    end without the log changing."""
    game, state = table.game, table.session.state
    offer = table.offer(place)
    handing = table.handing_over(place)
    moves: tuple[Move, ...] = ()
    choices: tuple[str, ...] = ()
    example = ""
    prompt: Line | None = None
    if isinstance(offer, Decision):
        moves = tuple(Move(i, e, words(game, e)) for i, e in enumerate(offer.actions))
        listed = list(dict.fromkeys(move.words for move in moves))
        if isinstance(game, HasChoices) and offer == table.awaiting():
            listed = game.choices(state)
        choices = tuple(listed)
        example = moves[0].words if moves else ""
    elif isinstance(offer, Chance):
        prompt = Line(offer.what, dict(offer.params))
        # What is revealed is typed as the game's help shows it first.
        example = next(iter(commands_help(game, state)), ("", ""))[0]
    secret = isinstance(offer, Decision) and offer.secret and not table.at_table
    private = offer.player if (secret and isinstance(offer, Decision) and place.role == DEVICE
                               and table.people > 1) else None
    chosen = table.chosen(place)
    refusal = table.hint_refusal(place)
    tools = Tools(undo=table.undo_refusal(place), undo_help=_undo_help(table),
                  fix=table.may_fix(place), hint=refusal,
                  hints=isinstance(game, Advisor) and not table.in_challenge)
    return Account(
        place=place, version=table.version, players=tuple(table.players), mode=table.mode,
        observation=table.observe(place), owed=table.owed(), offer=offer, prompt=prompt,
        moves=moves, choices=choices, example=example,
        help=tuple(commands_help(game, state)), secret=secret, private=private,
        handing_over=handing, chosen=None if chosen is None else said(game, chosen),
        notices=tuple(table.notices(place)), tools=tools, sheet=game.score(state),
        end=table.end(), confirm_end=table.awaits_confirmation(place),
        read_only=table.read_only)


def _undo_help(table: Table) -> str:
    if table.at_table:
        return "help_undo_table"
    return "help_undo_challenge" if table.in_challenge else "help_undo_play"
