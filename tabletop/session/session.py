"""A game in progress: its log, its states, and the store that keeps each event durable.

Undo and corrections are the same operation as resuming: keep a prefix of the log and fold.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, get_args

from pydantic import BaseModel, ValidationError
from pydantic.fields import FieldInfo

from tabletop.events import BadInput, Event, IllegalAction, Record, TabletopError
from tabletop.plugin import Awaiting, Chance, Game, Over, check_answer
from tabletop.session.dealers import DEALER, dealer_for, new_seed
from tabletop.store.database import Store
from tabletop.store.faults import GameMovedOn
from tabletop.store.matches import Match
from tabletop.text import i18n
from tabletop.text.rulings import for_players
from tabletop.text.terms import TERM
from tabletop.text.why import validation_what


def make_options(game: Game[Any], values: dict[str, Any]) -> BaseModel:
    """The game's options model from ``key=value`` pairs; one readable error if they don't fit."""
    try:
        return game.meta.options.model_validate(values)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "?"
        if first["type"] == "extra_forbidden":
            known = ", ".join(game.meta.options.model_fields)
            raise BadInput("err_unknown_option", option=where, known=known) from None
        field = game.meta.options.model_fields.get(where)
        allowed = get_args(field.annotation) if field is not None else ()
        raise BadInput("err_bad_option", option=where, value=values.get(where),
                       reason=", ".join(map(str, allowed)) or validation_what(first)) from None


def chosen_options(game: Game[Any], values: dict[str, Any]) -> BaseModel:
    """Options a person picks for a new game. An option that another concept replaced (its
    field's ``json_schema_extra`` names the message saying what to use instead) is refused
    here, while records that set it still replay. A new game names such an option with its
    default: a record made before the option existed lacks it, and the options model may read
    that as "played by the rules of then" (an ``edition``)."""
    fields = game.meta.options.model_fields
    for key in values:
        replaced = _replaced(fields[key]) if key in fields else None
        if replaced is not None:
            raise BadInput(replaced, option=key)
    kept = {key: field.get_default(call_default_factory=True)
            for key, field in fields.items() if _replaced(field) is not None}
    return make_options(game, {**kept, **values})


def written_options(game: Game[Any], values: dict[str, Any]) -> BaseModel:
    """Options written in a transcript: those of a new game, unless they name an option the app
    no longer takes, which only a game written down before that change can (its rules of then)."""
    fields = game.meta.options.model_fields
    if any(key in fields and _replaced(fields[key]) is not None for key in values):
        return make_options(game, values)
    return chosen_options(game, values)


def _replaced(field: FieldInfo) -> str | None:
    extra = field.json_schema_extra
    return str(extra["replaced"]) if isinstance(extra, dict) and "replaced" in extra else None


def explained(field: FieldInfo) -> str:
    """What an option decides, in the reader's language: the catalogue entry its field names
    (``json_schema_extra={"help": key}``), else the field's description (English). The
    terminal's options prompt and the web's new-game form say the same, without the rulings
    it cites (the ``rules`` command names those)."""
    extra = field.json_schema_extra
    key = extra.get("help") if isinstance(extra, dict) else None
    if isinstance(key, str) and key in i18n.catalogue():
        return for_players(i18n.t(key))
    return for_players(field.description or "")


def settable(options: BaseModel) -> dict[str, Any]:
    """The options a person may set, with their values (replaced ones left out)."""
    fields = type(options).model_fields
    return {key: value for key, value in options.model_dump().items()
            if _replaced(fields[key]) is None}


def parse_option_pairs(pairs: list[str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise BadInput("err_option_syntax", text=pair)
        values[key.strip()] = value.strip()
    return values


@dataclass
class Session:
    game: Game[Any]
    record: Record
    states: list[Any]  # states[i] is the state before event i; states[-1] the current one
    events: list[Event]
    store: Store | None = None
    game_id: int | None = None
    match_id: int | None = None
    fresh: bool = False
    """Just started here: its first events were dealt and stored with it, not yet shown."""
    revision: int | None = None
    """The game's revision in the store as this session read or last wrote it: every write
    names it, and one made after another window (or the web) wrote the game is refused.
    None: not known (a write was refused): the game must be read again."""
    _asked: Any = field(default=None, init=False, repr=False, compare=False)
    _awaiting: Any = field(default=None, init=False, repr=False, compare=False)

    @classmethod
    def start(cls, game: Game[Any], options: BaseModel, players: list[str], *, mode: str,
              seed: int | None, store: Store | None, bots: list[int] | None = None,
              strategies: dict[int, str] | None = None, challenge: str | None = None,
              match_id: int | None = None, new_match: Match | None = None,
              opened: bool = False) -> Session:
        """A new game, kept in ``store`` if given. ``opened``: opened in this window, which
        claims it, and what the dealer deals before the first decision is stored with it and
        a ``new_match`` it opens, all in one transaction (issue #28: a start the store refuses
        leaves nothing behind; the window shows the opening, ``fresh``)."""
        record = Record(game=game.meta.id,
                        options=options.model_dump(), players=players, seed=seed,
                        dealer=DEALER, mode=mode, bots=bots or [], strategies=strategies or {},
                        challenge=challenge)
        session = cls(game, record, [game.setup(options, players)], [])
        if store is not None:
            dealer = dealer_for(record)
            while opened and isinstance(chance := session.awaiting(), Chance):
                event = dealer.deal(chance, session.chance_count)
                if event is None:
                    break
                session._push(event)
            finished = None
            if session.events and session.over:
                sheet = game.score(session.state)
                finished = (sheet.status, result_json(sheet))
            session.game_id, session.match_id, session.revision = store.log.begin(
                record, list(session.events), match_id=match_id, new_match=new_match,
                claim=opened, finished=finished, lang=i18n.language())
            session.store = store
            session.fresh = opened
        return session

    def again(self, store: Store | None) -> Session:
        """Play again (issue #23): a new game of this finished one's game with the same
        people in the same seats, the same bots, way of playing and options, and a new deal
        (at the table the people deal again)."""
        if not self.over:
            raise IllegalAction("err_again_not_over")
        record, game = self.record, self.game
        options = chosen_options(game, settable(make_options(game, record.options)))
        return Session.start(game, options, list(record.players), mode=record.mode,
                             seed=None if record.mode == "table" else new_seed(), store=store,
                             bots=list(record.bots), strategies=dict(record.strategies))

    @classmethod
    def of(cls, game: Game[Any], start: Any, *, seed: int | None) -> Session:
        """A session from a state already set up, kept nowhere: play-outs and searches."""
        record = Record(game=game.meta.id, players=[],
                        seed=seed, dealer=DEALER)
        return cls(game, record, [start], [])

    @classmethod
    def resume(cls, store: Store, game_id: int) -> Session:
        """A stored game to play on, with the revision it was read at."""
        from tabletop import registry

        record, revision = store.log.load_at(game_id)
        return cls.from_record(registry.get(record.game), record, store=store,
                               game_id=game_id, revision=revision)

    @classmethod
    def from_record(cls, game: Game[Any], record: Record, *, store: Store | None = None,
                    game_id: int | None = None, revision: int | None = None) -> Session:
        """Fold a stored or exported record; an event that no longer applies is reported.
        Kept in ``store`` as game ``game_id``, read at ``revision`` (``store.log.load_at``)."""
        if record.mode == "tally":
            # Its empty log would fold into a new game: there is nothing to replay or resume.
            raise BadInput("err_tallied_no_moves")
        options = make_options(game, record.options)
        meta = game.meta
        if not meta.min_players <= len(record.players) <= meta.max_players:
            raise BadInput("err_players_count", game=meta.titles.get("en", meta.id),
                           low=meta.min_players, high=meta.max_players,
                           count=len(record.players))
        session = cls(game, record, [game.setup(options, record.players)], [], store, game_id,
                      revision=revision)
        for number, event in enumerate(record.event_list(), 1):
            try:
                session._push(event)
            except TabletopError as exc:
                raise BadInput("err_record_event", number=number, reason=exc.message()) from None
            except (TypeError, ValueError, KeyError, AttributeError) as exc:
                # A hand-edited record may hold data of the wrong shape: report, don't crash.
                raise BadInput("err_record_event", number=number, reason=repr(exc)) from None
        return session

    @property
    def state(self) -> Any:
        return self.states[-1]

    def awaiting(self) -> Awaiting:
        """What the state now awaits, asked of the game once per state (states are immutable:
        the one held here stays the one it was asked for)."""
        state = self.states[-1]
        if self._asked is not state:
            self._awaiting, self._asked = self.game.awaiting(state), state
        awaiting: Awaiting = self._awaiting
        return awaiting

    @property
    def over(self) -> bool:
        return isinstance(self.awaiting(), Over)

    @property
    def chance_count(self) -> int:
        return sum(1 for e in self.events if e.is_chance)

    def _push(self, event: Event) -> None:
        check_answer(self.awaiting(), event, self.record.players)
        self.states.append(self.game.turn(self.state, event))
        self.events.append(event)

    def _finished(self) -> tuple[str, dict[str, Any]] | None:
        """The final status and result, stored with the event that ended the game."""
        if not self.over:
            return None
        sheet = self.game.score(self.state)
        return sheet.status, result_json(sheet)

    def _read(self) -> int:
        """The revision every write names: a session whose last write was refused no
        longer knows what the store holds, and writes nothing more."""
        if self.revision is None:
            raise GameMovedOn("err_game_moved_on", id=self.game_id)
        return self.revision

    def _refused(self, exc: BaseException) -> None:
        if isinstance(exc, GameMovedOn):
            self.revision = None  # another window wrote the game: read it again to go on

    def apply(self, event: Event) -> None:
        """Apply and commit one event; an illegal one raises and changes nothing."""
        self._push(event)
        if self.store is not None and self.game_id is not None:
            try:
                self.revision = self.store.log.append(
                    self.game_id, len(self.events) - 1, event, self._finished(),
                    revision=self._read())
            except BaseException as exc:
                self.states.pop()
                self.events.pop()
                self._refused(exc)
                raise

    def truncate(self, keep: int) -> None:
        """Keep the first ``keep`` events (undo and corrections: the store forgets the rest,
        first, so a store that fails leaves the log as it was)."""
        if self.store is not None and self.game_id is not None:
            try:
                self.revision = self.store.log.truncate(self.game_id, keep, revision=self._read())
            except BaseException as exc:
                self._refused(exc)
                raise
        del self.events[keep:]
        del self.states[keep + 1:]

    def correct(self, number: int, event: Event) -> tuple[int, dict[str, Any]] | None:
        """Replace event ``number`` (1-based) and fold the rest again.

        Returns None when every later event still applies, else (the first event that no longer
        applies, why); that event and the ones after it are dropped. The replacement itself
        must apply, or nothing changes: the new log is folded here first and then stored in
        one write (a store that refuses it leaves the log as it was).
        """
        failed = self.refold(number, event)  # raises before anything changes
        index = number - 1
        kept = self.events[index + 1:len(self.events) if failed is None else failed[0] - 1]
        events, states = list(self.events), list(self.states)
        try:
            del self.events[index:]
            del self.states[index + 1:]
            for entry in (event, *kept):
                self._push(entry)
            if self.store is not None and self.game_id is not None:
                self.revision = self.store.log.truncate(
                    self.game_id, index, revision=self._read(), then=self.events[index:],
                    finished=self._finished())
        except BaseException as exc:
            self.events[:], self.states[:] = events, states
            self._refused(exc)
            raise
        return failed

    def keep_pending(self, waiting: dict[int, Event]) -> None:
        """Store the secret choices made ahead of their turn (``waiting``: a restart keeps
        them), at the session's revision like every write of the game."""
        if self.store is not None and self.game_id is not None:
            try:
                self.revision = self.store.log.keep_pending(self.game_id, waiting,
                                                        revision=self._read())
            except BaseException as exc:
                self._refused(exc)
                raise

    def refold(self, number: int, event: Event) -> tuple[int, dict[str, Any]] | None:
        """What ``correct`` would do, changing nothing: None when every later event still
        applies after event ``number`` became ``event``, else (the first that no longer
        applies, why). A replacement that does not apply itself raises."""
        if not 1 <= number <= len(self.events):
            raise BadInput("err_no_such_entry", number=number, count=len(self.events))
        players = self.record.players
        state = self.states[number - 1]
        check_answer(self.game.awaiting(state), event, players)
        state = self.game.turn(state, event)
        for later, old in enumerate(self.events[number:], number + 1):
            try:
                check_answer(self.game.awaiting(state), old, players)
                state = self.game.turn(state, old)
            except IllegalAction as exc:
                # a term, said in each reader's language when told (not the fixer's)
                return later, {TERM: exc.key, **exc.params}
        return None


def result_json(sheet: Any) -> dict[str, Any]:
    return {"status": sheet.status, "winners": list(sheet.winners),
            "players": [{"name": p.name, "total": p.total} for p in sheet.players]}
