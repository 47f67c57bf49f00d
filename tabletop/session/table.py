"""The table: the session's rules, decided once for every face.

A face (the terminal, a web page, a test) asks the table from a ``Place`` — a seat's own
device, the one device of a hotseat or table game, or a watcher — and renders its answers:
who owes what now (every seat of a simultaneous choice), what that place may do, see and ask,
whether it may take something back and what undo or a correction took, and how the game ended.
The faces read lines or taps; none of them holds a rule of its own (after boardgame.io's
Master: the one place a move is checked against who is active and the state's version).

Everything a face asks is computed once per log version and kept until the log or the
choices made ahead of their turn change.
"""

from __future__ import annotations

import functools
import hashlib
import json
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletop.board import said
from tabletop.events import BadInput, Event, IllegalAction, TabletopError
from tabletop.plugin import (
    Advice,
    Advisor,
    Awaiting,
    Chance,
    Decision,
    Game,
    Line,
    Observation,
    Over,
    ScoreSheet,
    Stop,
    TypesRows,
)
from tabletop.session import story
from tabletop.session.answers import Answer, Typed, event_of
from tabletop.session.driver import Driver
from tabletop.session.session import Session
from tabletop.text.terms import term

if TYPE_CHECKING:
    from tabletop.session.deal_bests import Deal

SEAT, DEVICE, WATCH = "seat", "device", "watch"
"""Where a face asks from: a device of one seat's own, the one device every person of a
hotseat or table game shares, or a device that only watches."""

CHOOSING, CHOSEN, WAITING = "choosing", "chosen", "waiting"
"""A seat's part in what is awaited: it owes a choice, it made one not yet revealed (never
saying which), or it owes nothing now."""

NOTHING_YET = "err_undo_nothing_yet"
"""Undo's refusal to a seat that owes a choice now, another player having decided since its
last decision."""

Offer = Decision | Chance


class Stale(IllegalAction):
    """The answer was chosen on a screen drawn before the game moved on."""


def offer_digest(offer: Decision) -> str:
    """Names the choices of a secret decision: simultaneous secret choices don't depend on one
    another, so one made on a screen drawn before another seat's was logged still stands if
    the choices offered are the same."""
    data = [offer.player, [event.to_json() for event in offer.actions]]
    return hashlib.blake2s(json.dumps(data, sort_keys=True).encode(), digest_size=6).hexdigest()


@dataclass(frozen=True, slots=True)
class Place:
    """Who asks: ``role`` is ``SEAT`` (with ``seat``), ``DEVICE`` or ``WATCH``. On a shared
    device ``ready`` is the seat that said it holds the device for a secret choice."""

    role: str
    seat: int | None = None
    ready: int | None = None


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of the log as a face shows it: ``number`` counts from 1; ``secret``: a
    choice not yet revealed, shown as made but never as what."""

    number: int
    event: Event
    secret: bool


@dataclass(frozen=True, slots=True)
class Undone:
    """What undo took back: the asking seat's decision first, then what followed it (the
    chance events and bot replies that go with it). ``ahead``: a choice made ahead of one's
    turn was withdrawn, never logged. ``told``: the first line the table was told of the
    first entry, kept before the log is cut, since its states go with it and a person reads
    what was taken back in words, not in the notation typed (issue #28)."""

    entries: tuple[Entry, ...]
    ahead: Event | None = None
    told: Line | None = None


@dataclass(frozen=True, slots=True)
class Fixed:
    """What a correction did: entry ``number`` was replaced (by ``entry``); ``failed`` is the
    first later entry that no longer applied (with ``reason``), dropped with every entry after
    it."""

    number: int
    failed: int | None = None
    reason: dict[str, Any] | None = None
    """A term (``tabletop.text.terms``): each reader is told why in their own language."""
    dropped: tuple[Entry, ...] = ()
    entry: Event | None = None


Change = Undone | Fixed


def _fixed(number: int, event: Event, failed: tuple[int, dict[str, Any]] | None,
           before: list[Event]) -> Fixed:
    """What correcting entry ``number`` to ``event`` did to the log ``before`` it, from the
    first later entry that no longer applied (``failed``: its number and why)."""
    if failed is None:
        return Fixed(number, entry=event)
    dropped = tuple(Entry(i + 1, before[i], False) for i in range(failed[0] - 1, len(before)))
    return Fixed(number, failed[0], failed[1], dropped, event)


@dataclass(frozen=True, slots=True)
class End:
    """How the game ended, the same in every face: the score sheet (winners first by its
    ``winners``) and, for a solo deal, its best possible score (``exact`` false when the
    search was cut short), or that it is still being worked out (``pending``)."""

    sheet: ScoreSheet
    best: int | None = None
    exact: bool = True
    pending: bool = False  # the deal's best is still being worked out (it fills in)

    @property
    def winners(self) -> tuple[str, ...]:
        return self.sheet.winners

    def lines(self) -> list[Line]:
        """The end in a few sentences, first what every face shows first: the solo player's
        result or the winners; then, for a solo deal, how far the score was from its best."""
        sheet = self.sheet
        if len(sheet.players) == 1:
            player = sheet.players[0]
            said = [Line("end_solo", {"name": player.name,
                                      "status": term("score_status_" + sheet.status),
                                      "total": "–" if player.total is None else player.total})]
        elif sheet.winners:
            said = [Line("score_winners", {"names": list(sheet.winners)})]
        else:
            said = [Line("score_status_" + sheet.status)]
        score = sheet.players[0].total if len(sheet.players) == 1 else None
        if self.pending and score is not None:
            said.append(Line("deal_best_pending"))
        if self.best is None or score is None:
            return said
        if not self.exact:
            said.append(Line("deal_best_found", {"best": self.best, "score": score}))
        elif score >= self.best:
            said.append(Line("deal_best_reached", {"best": self.best}))
        else:
            said.append(Line("deal_best", {"best": self.best, "score": score,
                                           "gap": self.best - score}))
        return said


@dataclass(frozen=True, slots=True)
class Owed:
    """Who owes what now. ``status`` holds every seat's part (``CHOOSING``, ``CHOSEN``,
    ``WAITING``); ``simultaneous``: the seats choosing and chosen owe one secret choice each,
    made at once; ``chance``: what must be revealed (dealt, or entered at the table)."""

    status: tuple[str, ...]
    simultaneous: bool = False
    chance: Chance | None = None
    over: bool = False

    def seats(self, status: str) -> list[int]:
        return [seat for seat, part in enumerate(self.status) if part == status]


@dataclass(slots=True)
class _Snapshot:
    """What one log version answers, computed when first asked. It holds the state it was
    made for, so no later state can take that one's place (an ``id`` is reused once its
    object is gone)."""

    state: Any
    events: int
    moves: int
    values: dict[Any, Any] = field(default_factory=dict)


class Table:
    """A game in play and its session's rules; ``pending`` holds the secret choices made on
    a seat's own device ahead of its turn, and ``keep`` stores them whenever they change (a
    restart keeps them)."""

    def __init__(self, session: Session, *, pending: Mapping[int, Event] | None = None,
                 keep: Callable[[dict[int, Event]], None] | None = None) -> None:
        self.driver = Driver.for_session(session)
        self.lock = threading.RLock()  # a face that answers on several threads takes turns
        self.pending: dict[int, Event] = dict(pending or {})
        self._keep = keep
        self._moves = 0  # counts changes to ``pending``: part of a snapshot's key
        self._snapshot = _Snapshot(None, -1, -1)
        self._best: tuple[int, bool] | None = None
        self.best_known: Callable[[], None] | None = None
        """Called (on another thread) when the deal's best, worked out in the background,
        becomes known: the web face redraws the end screen."""
        self._confirmed = False  # the players confirmed the end of a table game
        self.change: tuple[str, Change] | None = None
        """The last undo or correction with the version it led to: every face shows it
        while the game stands there."""

    # -- the game and its mode -----------------------------------------------------------

    @property
    def session(self) -> Session:
        return self.driver.session

    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def players(self) -> list[str]:
        return self.session.record.players

    @property
    def mode(self) -> str:
        return self.session.record.mode

    @property
    def at_table(self) -> bool:
        """The people at the table reveal chance: nothing is secret, and undo takes back any
        single entry."""
        return self.driver.at_table

    @property
    def in_challenge(self) -> bool:
        """A same-deal challenge is played blind: no hints, nothing seen taken back."""
        return self.session.record.challenge is not None

    def is_person(self, seat: int) -> bool:
        return self.driver.is_person(seat)

    @property
    def people(self) -> int:
        return self.driver.people

    # -- the snapshot of a version -------------------------------------------------------

    def _memo(self, name: Any, make: Callable[[], Any]) -> Any:
        session, snapshot = self.session, self._snapshot
        if not (snapshot.state is session.state and snapshot.events == len(session.events)
                and snapshot.moves == self._moves):
            snapshot = self._snapshot = _Snapshot(session.state, len(session.events), self._moves)
        values = snapshot.values
        if name not in values:
            values[name] = make()
        return values[name]

    def awaiting(self) -> Awaiting:
        return self.session.awaiting()

    @property
    def over(self) -> bool:
        return isinstance(self.awaiting(), Over)

    @property
    def read_only(self) -> bool:
        """The game is over for good: nothing may be answered, undone or corrected. At the
        table the entry that ended it may have been mistyped, so the end stands once the
        players confirm it (each time the game is opened again)."""
        return self.over and (not self.at_table or self._confirmed)

    def awaits_confirmation(self, place: Place) -> bool:
        """The game ended at the table and its device is asked to confirm the end (or to
        take back or correct the entry that ended it)."""
        return place.role == DEVICE and self.over and not self.read_only

    def confirm_end(self, place: Place, *, version: str | None = None) -> None:
        """The players confirmed the end of a table game: it is read-only from now on."""
        self.fresh(version)
        if not self.awaits_confirmation(place):
            raise IllegalAction("err_not_now")
        self._confirmed = True
        self._moves += 1  # every answer of this version is another now

    def may_fix(self, place: Place) -> bool:
        """Entries may be corrected from this place: the table's device, while the game is
        not over for good."""
        return place.role == DEVICE and self.at_table and not self.read_only

    @property
    def version(self) -> str:
        """Names the position a page was drawn at: the log's length, its last entry (of a
        choice not yet revealed only who made it) and which seats chose ahead of their turn
        (never what)."""
        return str(self._memo("version", self._version))

    def _version(self) -> str:
        events, hidden = self.session.events, self.hidden()
        last = events[-1].to_json() if events else None
        if len(events) - 1 in hidden:
            last = {"actor": events[-1].actor, "secret": True}
        data = [last, sorted(self.pending)] + ([True] if self._confirmed else [])
        digest = hashlib.blake2s(json.dumps(data, sort_keys=True).encode(), digest_size=4)
        return f"{len(events)}-{digest.hexdigest()}"

    def hidden(self) -> frozenset[int]:
        """Log indices of secret choices not yet revealed: the trailing run of secret
        decisions while another secret decision is awaited. At the table nothing is secret:
        the cards lie there."""
        return frozenset(self._memo("hidden", self._hidden))

    def _hidden(self) -> frozenset[int]:
        session = self.session
        now = self.awaiting()
        if self.at_table or not (isinstance(now, Decision) and now.secret):
            return frozenset()
        hidden: set[int] = set()
        for index in range(len(session.events) - 1, -1, -1):
            before = self.game.awaiting(session.states[index])
            if not (isinstance(before, Decision) and before.secret):
                break
            hidden.add(index)
        return frozenset(hidden)

    def _run(self) -> dict[int, tuple[Any, Decision]]:
        """The seats still to make the run of simultaneous secret choices awaited now, each
        with the state it chooses in and its decision there (the earlier seats' choices are
        hidden from it, so any of them gives the same choice). Empty outside such a run."""

        def make() -> dict[int, tuple[Any, Decision]]:
            state, awaiting = self.session.state, self.awaiting()
            run: dict[int, tuple[Any, Decision]] = {}
            if self.at_table:
                return run
            for _ in range(2 * len(self.players) + 1):
                if not (isinstance(awaiting, Decision) and awaiting.secret):
                    break
                run.setdefault(awaiting.player, (state, awaiting))
                state = self.game.turn(state, awaiting.actions[0])
                awaiting = self.game.awaiting(state)
            return run

        run: dict[int, tuple[Any, Decision]] = self._memo("run", make)
        return run

    # -- who owes what -------------------------------------------------------------------

    def owed(self) -> Owed:
        owed: Owed = self._memo("owed", self._owed)
        return owed

    def _owed(self) -> Owed:
        awaiting = self.awaiting()
        status = [WAITING] * len(self.players)
        if isinstance(awaiting, Over):
            return Owed(tuple(status), over=True)
        if isinstance(awaiting, Chance):
            return Owed(tuple(status), chance=awaiting)
        run = self._run()
        if not run:
            status[awaiting.player] = CHOOSING
            return Owed(tuple(status))
        for index in self.hidden():
            status[int(self.session.events[index].actor)] = CHOSEN
        for seat in run:
            status[seat] = CHOSEN if seat in self.pending else CHOOSING
        return Owed(tuple(status), simultaneous=len(run) + len(self.hidden()) > 1)

    def chosen(self, place: Place) -> Event | None:
        """The secret choice this place's seat made and may still see and take back: one
        made ahead of its turn, or its logged choice not yet revealed."""
        seat = self._seat(place)
        if seat is None or place.role != SEAT:
            return None
        if seat in self.pending:
            return self.pending[seat]
        events = self.session.events
        return next((events[i] for i in sorted(self.hidden(), reverse=True)
                     if events[i].actor == seat), None)

    def handing_over(self, place: Place) -> int | None:
        """The seat a shared device must be handed to before it shows a secret choice (once
        its player said they hold it, ``ready``); None when nothing is to be handed over."""
        awaiting = self.awaiting()
        if (place.role == DEVICE and isinstance(awaiting, Decision) and awaiting.secret
                and not self.at_table and self.people > 1 and place.ready != awaiting.player):
            return awaiting.player
        return None

    def offer(self, place: Place) -> Offer | None:
        """What this place may answer now: the decision awaited (on a seat's own device also
        its secret choice ahead of its turn); at the table, what is revealed."""
        return self._memo(("offer", place), lambda: self._offer(place))  # type: ignore[no-any-return]

    def _offer(self, place: Place) -> Offer | None:
        awaiting = self.awaiting()
        if place.role == WATCH or isinstance(awaiting, Over):
            return None
        if place.role == DEVICE:
            if isinstance(awaiting, Chance):
                return awaiting if self.at_table else None
            if not self.is_person(awaiting.player) or self.handing_over(place) is not None:
                return None
            return awaiting
        seat = place.seat
        if isinstance(awaiting, Decision) and awaiting.player == seat:
            return awaiting
        if seat is None or seat in self.pending or not self.is_person(seat):
            return None
        ahead = self._run().get(seat)
        return ahead[1] if ahead is not None else None

    def viewer(self, place: Place) -> int | None:
        """Whose eyes a place has: a seat's own; a shared device the awaited person's (not
        before the hand-over of a secret choice); else the whole table's."""
        if place.role == SEAT:
            return place.seat
        awaiting = self.awaiting()
        if (place.role == DEVICE and isinstance(awaiting, Decision)
                and self.is_person(awaiting.player) and self.handing_over(place) is None):
            return awaiting.player
        return None

    def observe(self, place: Place) -> Observation:
        viewer = self.viewer(place)
        observation: Observation = self._memo(("observe", viewer),
                                              lambda: self.game.observe(self.session.state,
                                                                        viewer))
        return observation

    def observe_at(self, place: Place, index: int) -> Observation:
        """What this place saw before log entry ``index`` (0: the setup), with the eyes it has
        now: what the board marks as changed since (issue #23). Never more than it may see:
        an earlier state holds no choice that was not yet made."""
        viewer = self.viewer(place)
        observation: Observation = self._memo(
            ("observe_at", viewer, index),
            lambda: self.game.observe(self.session.states[index], viewer))
        return observation

    def may_hint(self, place: Place) -> bool:
        """Every seat that owes a decision may ask for a hint, except in a challenge."""
        return self.hint_refusal(place) is None

    def hint_refusal(self, place: Place) -> str | None:
        """Why this place may not ask for a hint now (a message key), or None."""
        if not isinstance(self.game, Advisor):
            return "msg_no_hints"
        if self.in_challenge:
            return "err_challenge_no_hints"
        if not isinstance(self.offer(place), Decision):
            return "err_hint_no_decision"
        return None

    def advice(self, place: Place, seconds: float, stop: Stop | None = None) -> Advice | None:
        """Advice for the decision this place owes, from what its seat may know; ``stop``
        cuts the search short, keeping the best found."""
        offer = self.offer(place)
        game = self.game
        if self.hint_refusal(place) is not None:
            return None
        assert isinstance(offer, Decision) and isinstance(game, Advisor)
        state = self.session.state
        if offer != self.awaiting():
            state = self._run()[offer.player][0]
        return game.advise(state, offer.player, seconds, stop)

    def screen_advice(self, place: Place, seconds: float) -> Advice | None:
        """The advice an observation asks to be drawn with it (the regroup odds)."""
        if not self.observe(place).get("advise") or self.viewer(place) is None:
            return None
        return self.advice(place, seconds)

    # -- acting --------------------------------------------------------------------------

    def advance(self) -> list[int]:
        """Let the bots, the dealer and the choices made ahead play on until a person must
        answer; the log indices applied."""
        applied: list[int] = []
        while True:
            applied += self.driver.advance()
            awaiting = self.awaiting()
            early = self.pending.pop(awaiting.player, None) \
                if isinstance(awaiting, Decision) else None
            if early is None:
                break
            self._moved()
            if isinstance(awaiting, Decision) and early in awaiting.actions:
                applied.append(self.driver.submit(early))
        return applied

    def fresh(self, version: str | None) -> None:
        """Refuse an answer chosen on a screen drawn at another ``version`` (None: the face
        reads the position as it answers, as the terminal does)."""
        if version is not None and version != self.version:
            raise Stale("err_stale")

    def answer(self, place: Place, answer: Answer, *, version: str | None = None,
               offered: str | None = None) -> list[int]:
        """Apply what a place chose (``answer``) from what it was offered at ``version`` (a
        secret choice: or from the same choices, named by ``offered``); a choice ahead of its
        turn waits for it. The bots and the dealer then play on; the log indices applied."""
        offer = self.offer(place)
        if not (isinstance(offer, Decision) and offer.secret and offered is not None
                and offered == offer_digest(offer)):
            self.fresh(version)
        if offer is None:
            raise IllegalAction("err_not_now")
        if isinstance(answer, Typed) and isinstance(offer, Chance) \
                and isinstance(self.game, TypesRows):
            row = self.game.entries(self.session.state, answer.text)
            if len(row) > 1:
                return self._row(place, row)
        ahead = isinstance(offer, Decision) and offer != self.awaiting()
        state = self._run()[offer.player][0] if isinstance(offer, Decision) and ahead \
            else self.session.state
        event = event_of(self.game, state, offer, answer, dealt=not self.at_table)
        if isinstance(offer, Decision) and ahead:
            if event not in offer.actions:  # it waits unapplied: only its list checks it
                raise IllegalAction("err_not_listed")
            self.pending[offer.player] = event
            self._moved()
            return self.advance()
        applied = [self.driver.submit(event)]
        return applied + self.advance()

    def _row(self, place: Place, row: list[str]) -> list[int]:
        """Several reveals typed on one line, applied in order, all or none: each is first
        read and played on a copy of the position, so a bad one (named by its place in the
        line) leaves the log as it was; then each is answered as if typed alone."""
        state = self.session.state
        for number, entry in enumerate(row, 1):
            try:
                offer = self.game.awaiting(state)
                if not isinstance(offer, Chance):
                    raise IllegalAction("err_typed_not_now")
                state = self.game.turn(state, event_of(self.game, state, offer, Typed(entry),
                                                       dealt=not self.at_table))
            except TabletopError as exc:
                raise BadInput("err_row_entry", number=number, entry=entry[:20],
                               reason=term(exc.key, **exc.params)) from None
        applied: list[int] = []
        for entry in row:
            applied += self.answer(place, Typed(entry))
        return applied

    def _moved(self) -> None:
        self._moves += 1
        if self._keep is not None:
            self._keep(dict(self.pending))

    # -- undo and corrections ------------------------------------------------------------

    def _seat(self, place: Place) -> int | None:
        """The seat that asks: a seat's own device, else the person the shared device is
        with (the one whose decision is awaited)."""
        if place.role == SEAT:
            return place.seat
        awaiting = self.awaiting()
        if place.role != DEVICE:
            return None
        if isinstance(awaiting, Decision):
            return awaiting.player
        # Between a decision and what it made the dealer deal: whoever decided last.
        return next((int(e.actor) for e in reversed(self.session.events)
                     if not e.is_chance and self.is_person(int(e.actor))), None)

    def _undo_plan(self, place: Place) -> tuple[int | None, list[int]] | str:
        """What undo would take back: (the log index it goes back to, or None for a choice
        made ahead; the seats whose later secret choices wait again), or the key of why it is
        refused."""
        events = self.session.events
        if place.role == WATCH:
            return "err_undo_watching"
        if self.at_table:
            if place.role != DEVICE:
                return "err_undo_watching"
            if self.read_only:
                return "err_undo_over"
            return (len(events) - 1, []) if events else "msg_nothing_to_undo"
        seat = self._seat(place)
        if self.over:
            return "err_challenge_over" if self.in_challenge else "err_undo_over"
        if seat is None:
            return "msg_nothing_to_undo"
        if place.role == SEAT and seat in self.pending:
            return None, []
        index = max((i for i, e in enumerate(events) if e.actor == seat), default=None)
        if index is None:
            return "msg_nothing_to_undo"
        hidden = self.hidden()
        revealed = ("err_challenge_undo_dealt" if self.in_challenge else "err_undo_revealed")
        was_secret = self.game.awaiting(self.session.states[index])
        if self._blind and isinstance(was_secret, Decision) and was_secret.secret \
                and index not in hidden:
            return revealed  # the choices were revealed together: this seat saw the others'
        again: list[int] = []
        for later in range(index + 1, len(events)):
            event = events[later]
            if self._blind and later not in hidden:
                return revealed
            if event.is_chance or not self.is_person(int(event.actor)):
                continue  # goes with it: dealt again alike, decided again alike
            if later in hidden and self.mode == "devices":
                again.append(later)  # its own choice, hidden from this seat: it waits again
                continue
            # "Another player decided after you" is true, but a seat that owes a choice now
            # asks whether it can take back one of this round (issue: Halunken's undo before
            # choosing a movement card): it has none.
            return NOTHING_YET if self.owed().status[seat] == CHOOSING else "err_undo_not_yours"
        return index, again

    def _refused(self, key: str) -> BadInput:
        """Undo's refusal ``key`` as the error it raises; a seat that has not chosen yet is told
        which part of the game it is in (its heading: "Round 3")."""
        if key != NOTHING_YET:
            return BadInput(key)
        heading = story.parts(self.driver)[-1].heading
        return BadInput(key, part=term(heading.key, **heading.params))

    @property
    def _blind(self) -> bool:
        """Nothing seen may be taken back: each person on a device of their own sees only
        their own screen, and a challenge is played blind."""
        return self.in_challenge or self.mode == "devices"

    def undo_refusal(self, place: Place) -> str | None:
        """Why undo is refused to this place now (a message key), or None."""
        plan = self._undo_plan(place)
        return plan if isinstance(plan, str) else None

    def undo(self, place: Place, *, version: str | None = None) -> Undone:
        """Take back this place's seat's own last decision (at the table: the last entry);
        a refusal raises ``BadInput`` saying why, and changes nothing. Another seat's secret
        choice made after it is not taken back: it waits for that seat's turn again."""
        self.fresh(version)
        plan = self._undo_plan(place)
        if isinstance(plan, str):
            raise self._refused(plan)
        index, again = plan
        if index is None:
            seat = self._seat(place)
            assert seat is not None
            ahead = self.pending.pop(seat)
            self._moved()
            done = Undone((), ahead)
        else:
            session, hidden = self.session, self.hidden()
            entries = tuple(Entry(i + 1, session.events[i], i in hidden)
                            for i in range(index, len(session.events)) if i not in again)
            waiting = {int(session.events[i].actor): session.events[i] for i in again}
            told = next(iter(self.driver.narration(index)), None)
            self.driver.truncate(index)
            if waiting:
                self.pending.update(waiting)
                self._moved()
            done = Undone(entries, told=told)
        self.advance()
        self.change = (self.version, done)
        return done

    def fix(self, place: Place, number: int, answer: Answer, *,
            version: str | None = None) -> Fixed:
        """Correct entry ``number`` at the table: chosen again (``answer``) from what was
        possible then, the later entries folded again; the first that no longer applies is
        dropped with every entry after it, and the result says which."""
        event = self._fix_event(place, number, answer, version)
        before = list(self.session.events)
        done = _fixed(number, event, self.driver.fix(number, event), before)
        self.advance()
        self.change = (self.version, done)
        return done

    def fix_preview(self, place: Place, number: int, answer: Answer, *,
                    version: str | None = None) -> Fixed:
        """What ``fix`` would do with the same answer, changing nothing: which later entry
        would no longer apply and every entry that would be dropped with it (shown before the
        correction is confirmed)."""
        event = self._fix_event(place, number, answer, version)
        session = self.session
        return _fixed(number, event, session.refold(number, event), list(session.events))

    def _fix_event(self, place: Place, number: int, answer: Answer,
                   version: str | None) -> Event:
        """The corrected entry ``number``, chosen from what was possible then; refused away
        from the table's device or on a page drawn at another version."""
        self.fresh(version)
        if place.role != DEVICE or not self.at_table:
            raise IllegalAction("err_fix_table_only")
        if self.read_only:
            raise IllegalAction("err_undo_over")
        offer = self.fixable(place, number)
        if offer is None:
            raise BadInput("err_no_such_entry", number=number, count=len(self.session.events))
        return event_of(self.game, self.session.states[number - 1], offer, answer)

    def last_change(self) -> Change | None:
        """The undo or correction that led to the position now, for every face to show."""
        if self.change is None or self.change[0] != self.version:
            return None
        return self.change[1]

    def notices(self, place: Place) -> list[Line]:
        """What this place is told of the undo or correction that led to the position now."""
        change = self.last_change()
        return [] if change is None else self.said(change, place)

    def said(self, change: Change, place: Place) -> list[Line]:
        """What an undo or a correction did, in sentences, as ``place`` may be told it: a
        secret choice of another seat, taken back before it was revealed, is told as that
        seat changing its mind, never as what it had chosen."""
        own = place.seat if place.role == SEAT else None

        def label(entry: Entry) -> str:
            return "" if entry.secret else said(self.game, entry.event)

        def other(event: Event) -> Line:
            return Line("msg_withdrawn_other", {"player": self.players[int(event.actor)]})

        if isinstance(change, Undone):
            if change.ahead is not None:
                if own != change.ahead.actor:
                    return [other(change.ahead)]
                return [Line("msg_withdrawn", {"entry": said(self.game, change.ahead)})]
            if not change.entries:
                return [Line("msg_nothing_to_undo")]
            first, *rest = change.entries
            if first.secret and first.event.actor != own:
                return [other(first.event)]
            # The entry as the table was told it; a game that tells nothing of it keeps its
            # words (and a secret one is told to its own seat in them).
            told = change.told
            entry = (said(self.game, first.event) if told is None or first.secret
                     else term(told.key, **told.params))
            if rest:
                key = "msg_undone_more_one" if len(rest) == 1 else "msg_undone_more_many"
                return [Line(key, {"entry": entry, "count": len(rest)})]
            return [Line("msg_undone", {"entry": entry})]
        if change.failed is None:
            return [Line("msg_fixed", {"number": change.number})]
        dropped = [f"{entry.number}. {label(entry)}" for entry in change.dropped]
        return [Line("msg_fix_dropped", {"number": change.failed, "reason": change.reason}),
                Line("msg_fix_dropped_entries", {"entries": "; ".join(dropped)})]

    def log(self, place: Place) -> list[Entry]:
        """Every entry as this place may see it: another seat's secret choice not yet
        revealed is shown as made (a seat sees its own)."""
        hidden, own = self.hidden(), place.seat if place.role == SEAT else None
        return [Entry(index + 1, event, index in hidden and event.actor != own)
                for index, event in enumerate(self.session.events)]

    def fixable(self, place: Place, number: int) -> Offer | None:
        """What entry ``number`` could have been, to be chosen again at the table; None where
        it cannot be corrected from this place."""
        session = self.session
        if not self.may_fix(place) or not 1 <= number <= len(session.events):
            return None
        offer = self.game.awaiting(session.states[number - 1])
        return None if isinstance(offer, Over) else offer

    # -- the end -------------------------------------------------------------------------

    # The deal's best is the background's (its processes and their pipes): loaded when a game
    # first asks for it, so ``show`` and ``replay`` start without it (issue #41: start-up).
    @functools.cached_property
    def _deal(self) -> Deal | None:
        from tabletop.session import deal_bests

        return deal_bests.deal_of(self.session.game, self.session.record)

    def solve_ahead(self) -> None:
        """Start working out a dealt solo deal's best in the background while it is played
        (nothing for a game of several, at the table, or whose best is known)."""
        from tabletop.session import deal_bests

        if self._deal is not None and self._best is None:
            deal_bests.begin(self.game, self._deal, self.session.store, self.best_known)

    def wait_for_best(self, stop: Stop) -> None:
        """Wait until the deal's best worked out in the background is known (or ``stop``)."""
        from tabletop.session import deal_bests

        if self._deal is not None:
            deal_bests.wait(self._deal, self.session.store, stop)

    def best_pending(self) -> bool:
        """The game is over and its deal's best is still being worked out."""
        from tabletop.session import deal_bests

        return (self._deal is not None and self._best is None and self.over
                and deal_bests.pending(self._deal))

    def end(self) -> End | None:
        """How the game ended; None while it is played. A dealt solo game's best possible
        score is read where it is kept; while the background works it out, the end says so
        (``End.pending``); without a background it is worked out here, once."""
        if not self.over:
            return None
        sheet = self.game.score(self.session.state)
        deal, store = self._deal, self.session.store
        if deal is None:
            return End(sheet)
        from tabletop.session import deal_bests

        if self._best is None:
            self._best = deal_bests.known(deal, store)
        if self._best is None:
            if deal_bests.begin(self.game, deal, store, self.best_known):
                return End(sheet, pending=True)
            self._best = deal_bests.best(self.game, deal, store)
        return End(sheet) if self._best is None else End(sheet, *self._best)
