"""The one interface every game implements, and the values it hands the host."""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

from pydantic import BaseModel

from tabletop.events import CHANCE, BadInput, Event, IllegalAction

if TYPE_CHECKING:  # the faces' interfaces name the plugin's values: read only by the checker
    from tabletop.board import BoardAccount, Glyphs, WebPictures

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Decision:
    """Seat ``player`` must choose one of ``actions`` (the complete list of legal actions)."""

    player: int
    actions: tuple[Event, ...]
    secret: bool = False  # a simultaneous hidden choice: made behind a hand-over screen


@dataclass(frozen=True, slots=True)
class Chance:
    """Something must be revealed: ``count`` values, each one of ``outcomes``.

    ``distinct`` is true for cards (no value twice), false for dice. ``weights`` (one per
    outcome) says how many copies of each are left, for drawing from a bag of alike tokens.
    ``what`` is a catalogue key (with ``params``) saying what the players turn over or roll.
    ``deck``: the outcomes are cards of one shuffled deck, so a seeded dealer deals them in an
    order fixed by its seed alone (a seed is a deal, whatever the players do); ``ordered``: the
    outcomes lie top first in the order given (cards put back under the deck in a known order).
    """

    kind: str
    what: str
    outcomes: tuple[str, ...]
    count: int = 1
    distinct: bool = True
    params: Mapping[str, Any] = field(default_factory=dict)
    weights: tuple[int, ...] | None = None
    deck: bool = False
    ordered: bool = False

    def most(self, index: int) -> int:
        """How many of outcome ``index`` one reveal may hold: what is left of it in a bag,
        one of a card, any number of a die face."""
        if self.weights is not None:
            return self.weights[index] if self.distinct else self.count
        return 1 if self.distinct else self.count

    def reveal(self, counts: Sequence[int]) -> Event:
        """The event of a reveal given as how many of each outcome it holds (tapped at the
        table); counts that cannot be revealed are refused, naming why."""
        if len(counts) != len(self.outcomes) or any(c < 0 for c in counts):
            raise BadInput("err_reveal_counts")
        if sum(counts) != self.count:
            raise BadInput("err_reveal_count", count=self.count, picked=sum(counts))
        for index, count in enumerate(counts):
            if count > self.most(index):
                raise BadInput("err_reveal_too_many", outcome=self.outcomes[index],
                               most=self.most(index))
        values = [value for value, count in zip(self.outcomes, counts, strict=True)
                  for _ in range(count)]
        return Event(CHANCE, self.kind, {"values": values})


@dataclass(frozen=True, slots=True)
class Over:
    pass


Awaiting = Decision | Chance | Over


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a breakdown: a catalogue key with its parameters, and the points it adds."""

    label: str
    points: int | None = None
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PlayerScore:
    name: str
    total: int | None
    lines: tuple[ScoreLine, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class TieBreak:
    """How a tie for the highest total was settled, for the end screen and the score sheet to
    say: ``key`` is the game's sentence (its parameters ``total``, the tied total, and
    ``values``, each tied player's name with the count the game's tie-break rule compared:
    ``Ben: 2, Ann: 3``); ``values`` is empty where the rules break no tie (the win is shared)."""

    key: str
    total: int
    values: tuple[tuple[str, int], ...] = ()

    def line(self) -> Line:
        return Line(self.key, {"total": self.total,
                               "values": [f"{name}: {value}" for name, value in self.values]})

    def renamed(self, names: Mapping[str, str]) -> TieBreak:
        return dataclasses.replace(self, values=tuple((names.get(n, n), v)
                                                      for n, v in self.values))


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """``status``: ``playing``, ``won``, ``lost`` or ``over``; winners by name after tie-breaks;
    ``tie_break``: how a tie for first was settled, when there was one."""

    status: str
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...] = ()
    tie_break: TieBreak | None = None


@dataclass(frozen=True, slots=True)
class TallyField:
    """One answer the ``score`` verb needs to tally a game played without the app.

    ``name`` is the option (``--name``); ``prompt``, ``help`` and ``metavar`` are catalogue
    keys: the question asked when the answer is missing, the option's help (the question if
    none) and what the answer is called in the help (``--health HEALTH``; the name in capitals
    if none).
    ``parse`` turns the typed text into a value or raises ``BadInput``; ``ask`` decides from
    the answers so far whether the question applies at all.
    """

    name: str
    prompt: str
    parse: Callable[[str], Any]
    ask: Callable[[Mapping[str, Any]], bool] = lambda answers: True
    default: str | None = None
    multiple: bool = False  # repeatable (one answer per player): the answer is a list
    help: str | None = None
    metavar: str | None = None


@dataclass(frozen=True, slots=True)
class Line:
    """One sentence of narration: a catalogue key and its parameters, JSON values only.

    A parameter that must itself be translated (a die face, a colour) is a ``term``: a dict
    ``{"t": key, ...params}``; a list of terms reads as a list. ``tabletop.narration`` renders.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": dict(self.params)}


Observation = dict[str, Any]
"""What one seat (or the whole table) may know of a state: JSON values only, so any face
(terminal, web page, a test) can render it and it survives ``json.dumps``/``json.loads``."""


@dataclass(frozen=True, slots=True)
class GameMeta:
    """What the host knows of a game before it plays one: its name as typed (``id``), its
    titles, how many sit at it and the model of its rule options. Everything a game draws or
    offers beyond its rules is a capability of the game object (``HasBoard``, ``HasGlyphs``,
    ``HasWebPictures``, ``Tallies`` ...), found with ``isinstance``."""

    id: str
    titles: Mapping[str, str]
    min_players: int
    max_players: int
    options: type[BaseModel]
    bgg_id: int | None = None
    """The game's id on BoardGameGeek, where it is certainly the game (an export to BG Stats
    names it, issue #25); None where it is not known for sure."""

    def seats_refusal(self, count: int) -> BadInput | None:
        """Why ``count`` players can't sit at this game (None: they can), with its title in the
        reader's language: one sentence for every door that seats people."""
        if self.min_players <= count <= self.max_players:
            return None
        from tabletop.text.i18n import language

        return BadInput("err_players_count", game=self.titles.get(language(), self.id),
                        low=self.min_players, high=self.max_players, count=count)


class Game(Protocol[S]):
    """The eight members every game has: a pure state machine (``setup``, ``awaiting``,
    ``turn``), what a place may know of it (``observe``), what an event did (``narrate``), how it
    ended (``score``) and its transcript words (``parse``, ``notation``). All else is a
    capability below, with a host default where one makes sense (``summary``,
    ``commands_help``, ``rules_text``)."""

    meta: GameMeta

    def setup(self, options: BaseModel, players: list[str]) -> S: ...

    def awaiting(self, state: S) -> Awaiting: ...

    def turn(self, state: S, event: Event) -> S:
        """Pure: the state after ``event``; ``IllegalAction`` leaves ``state`` as it was."""
        ...

    def score(self, state: S) -> ScoreSheet: ...

    def observe(self, state: S, seat: int | None) -> Observation:
        """What ``seat`` may know now (``None``: what the whole table sees). The one place
        that decides it: another seat's secret never changes this seat's observation. An
        observation whose screen shows advice (the regroup odds) says so with
        ``"advise": True``; the host then asks ``advise`` and hands the result to the view."""
        ...

    def narrate(self, before: S, event: Event, after: S) -> list[Line]:
        """What ``event`` did, as the whole table sees it (a secret choice is told as made,
        not what it was); ``before`` and ``after`` are the states around it."""
        ...

    def parse(self, state: S, text: str) -> Event:
        """The game's notation (English and German words) for the event awaited now."""
        ...

    def notation(self, event: Event) -> str:
        """The transcript line for ``event`` (``parse`` reads it back): English words, so a
        transcript or a ``--json`` answer reads the same whatever language wrote it."""
        ...


Strategy = Callable[[Any, int, random.Random], Event]
"""A bot: (state, seat, a seeded random source) to a legal decision for that seat."""


@dataclass(frozen=True, slots=True)
class Advice:
    """What a strong player would say now, as data: faces render it (the game's view module).

    ``best``: the action advised (None when there is nothing to choose); ``data``: the numbers
    behind it, JSON values only (``--json`` prints them, views draw them); ``exact`` is false
    when a budget cut the search short.
    """

    best: Event | None
    data: Mapping[str, Any]
    exact: bool = True


@dataclass(frozen=True, slots=True)
class Solution:
    """The best score a deal allows and one line of play (transcript lines) that reaches it;
    ``exact`` is false when a time limit cut the search (the score is then the best found)."""

    best_score: int
    exact: bool
    line: tuple[str, ...]


# Capabilities a game may have beyond the protocol: checked at run time with ``isinstance``,
# which also tells the type checker that the method is there.

@runtime_checkable
class HasBots(Protocol):
    """A game whose seats may be played by the app."""

    def strategies(self) -> Mapping[str, Strategy]:
        """The bots by name; the first is the one a seat gets when none is named."""
        ...


@runtime_checkable
class HasWords(Protocol):
    """A game whose players type other words than its notation (German ones, say)."""

    def words(self, event: Event) -> str:
        """What a player types for ``event``, in the current language: what screens show
        (``parse`` reads it back, as it reads the notation)."""
        ...


def words(game: Game[Any], event: Event) -> str:
    """What a player types for ``event``: the game's words, else its notation."""
    return game.words(event) if isinstance(game, HasWords) else game.notation(event)


@runtime_checkable
class HasChoices(Protocol):
    """A game whose decisions have more legal choices than a line can list (any faces, any
    dice): it says the "You can:" list itself, a pattern standing for such a kind."""

    def choices(self, state: Any) -> list[str]:
        """The entries of the list for the decision awaited in ``state``: the words to type,
        in the current language, or a pattern (``quaff <die> <face>…``)."""
        ...


@runtime_checkable
class TypesRows(Protocol):
    """A game whose players may type several entries on one line (the cards turned face up at
    a table, one after another): the table applies them in order, all of them or none."""

    def entries(self, state: Any, text: str) -> list[str]:
        """The entries ``text`` holds, in order, each as it would be typed alone; the line
        itself where it holds one entry (or is no row at all)."""
        ...


@dataclass(frozen=True, slots=True)
class Chapter:
    """Where a chapter of the story begins: the log index of its first event, and its
    heading ("Round 5"), a line like the narration's."""

    start: int
    heading: Line


@runtime_checkable
class HasChapters(Protocol):
    """A game whose story falls into the parts a group follows (a round, a delve, a room):
    faces tell the last one whole and in order, and page through the earlier ones."""

    def chapters(self, states: Sequence[Any], events: Sequence[Event]) -> list[Chapter]:
        """Every chapter of this log, in order, the first beginning at 0 (none for an empty
        log); ``states[i]`` is the state before ``events[i]``, and one more state follows the
        last event."""
        ...


@runtime_checkable
class HasSummary(Protocol):
    """A game whose ``replay --json`` says more than its score sheet and the table's view."""

    def summary(self, state: Any) -> dict[str, Any]:
        """The machine-readable state."""
        ...


def summary(game: Game[Any], state: Any) -> dict[str, Any]:
    """The JSON of ``replay --json``: the game's own, else its status, the totals and what the
    whole table sees."""
    if isinstance(game, HasSummary):
        return game.summary(state)
    sheet = game.score(state)
    return {"status": sheet.status, "winners": list(sheet.winners),
            "totals": {p.name: p.total for p in sheet.players}, **game.observe(state, None)}


@runtime_checkable
class HasCommandsHelp(Protocol):
    """A game that explains what can be typed now in its own words."""

    def commands_help(self, state: Any) -> list[tuple[str, str]]:
        """(what to type, catalogue key saying what it does) pairs for what can be typed now."""
        ...


def commands_help(game: Game[Any], state: Any) -> list[tuple[str, str]]:
    """What can be typed now: the game's own help, else every legal decision in the words a
    player types, or an example of what the table reveals."""
    if isinstance(game, HasCommandsHelp):
        return game.commands_help(state)
    now = game.awaiting(state)
    if isinstance(now, Decision):
        said = dict.fromkeys(words(game, action) for action in now.actions)
        return [(typed, "cmd_a_legal_move") for typed in said]
    if isinstance(now, Chance):
        return [(game.notation(Event(CHANCE, now.kind, {"values": list(now.outcomes[:now.count])})),
                 "cmd_what_was_revealed")]
    return []


@runtime_checkable
class HasRulesText(Protocol):
    """A game whose rules summary is more than one catalogue entry."""

    def rules_text(self, options: BaseModel) -> str:
        """A concise rules summary (Markdown) in the current language, naming the active
        options."""
        ...


def rules_text(game: Game[Any], options: BaseModel) -> str:
    """The rules in short: the game's own, else its catalogue entry ``<id>_rules`` with the
    options' values as parameters (``{target}``)."""
    if isinstance(game, HasRulesText):
        return game.rules_text(options)
    from tabletop.text.i18n import t

    return t(f"{game.meta.id.replace('-', '_')}_rules", **options.model_dump())


@runtime_checkable
class Tallies(Protocol):
    """A game that can be scored when it was played without the app: the ``score`` verb asks
    ``tally_fields`` and hands the answers to ``tally``."""

    tally_fields: tuple[TallyField, ...]

    def tally(self, answers: Mapping[str, Any]) -> ScoreSheet: ...


def tally_fields(game: Game[Any]) -> tuple[TallyField, ...]:
    """The questions of the game's tally; none for a game that cannot be tallied."""
    return game.tally_fields if isinstance(game, Tallies) else ()


@runtime_checkable
class HasBoard(Protocol):
    """A game that lays out its own board (``tabletop.board.BoardAccount``); without it the
    host draws a plain one from the observation and the moves."""

    def board_account(self) -> BoardAccount:
        """The module (or object) that writes the board, loaded when first drawn."""
        ...


@runtime_checkable
class HasGlyphs(Protocol):
    """A game whose pictures the terminal draws as glyphs of its own
    (``tabletop.board.Glyphs``); without it a picture is written as its name."""

    def glyphs(self) -> Glyphs: ...


@runtime_checkable
class HasWebPictures(Protocol):
    """A game whose pictures a web page draws as SVG with its styles
    (``tabletop.board.WebPictures``); without it a picture is a labelled chip."""

    def web_pictures(self) -> WebPictures: ...


@runtime_checkable
class TalliesByTapping(Protocol):
    """A game whose tally a phone takes by taps (``tabletop.web.tally_tapped``'s ``TapTally`` or
    ``TapFields``): the object that draws and reads the taps, loaded when first shown."""

    def tap_tally(self) -> object: ...


Stop = threading.Event
"""A search's way out: a face sets it from another thread (Ctrl-C, a second tap) and the
search, checking it between positions as often as its budget, answers at once with the best it
found so far."""


@runtime_checkable
class Advisor(Protocol):
    """A game that can advise the player whose decision is awaited."""

    def advise(self, state: Any, seat: int, seconds: float, stop: Stop | None = None) -> Advice:
        """Advice for ``seat`` using only what that seat may know; ``seconds`` bounds the
        search (the advice then says whether it is exact). Once ``stop`` is set (None: never)
        it answers at once with the best found so far, a listed action, not exact."""
        ...


@dataclass(frozen=True, slots=True)
class Appraisal:
    """A decision valued by the game's advisor: the expected final score (in the game's unit,
    ``Reviewer.unit``) after the action chosen and after the advisor's ``best``, from what the
    seat knew then. The choice gave up their difference."""

    chosen: float
    best_value: float
    best: Event
    exact: bool = True

    @property
    def given_up(self) -> float:
        return max(0.0, self.best_value - self.chosen)


@dataclass(frozen=True, slots=True)
class Luck:
    """What chance gave one seat against its expectation, in the game's unit (above 0: the
    cards or dice helped), and the sentence that says so (a narration ``Line``)."""

    seat: int
    value: float | None  # None: a fact beside the luck (the best score of the deal)
    line: Line


@dataclass(frozen=True, slots=True)
class Played:
    """A finished game as the review reads it: ``states[i]`` is the state before
    ``events[i]``; ``appraisals[i]`` is set where event ``i`` was a decision the advisor
    valued; ``deals`` deals the chances of the same deal again (a seeded game's dealer), else
    None (at the table the deal is only what was typed).
    ``best``: the deal's best score and whether it is exact, when the host has it already
    (``DealSolver``: kept with the deal), so the review need not solve it again."""

    states: Sequence[Any]
    events: Sequence[Event]
    appraisals: Mapping[int, Appraisal]
    deals: Deals | None = None
    best: tuple[int, bool] | None = None


@runtime_checkable
class Reviewer(Protocol):
    """A game whose finished games can be reviewed: each decision valued by its advisor
    (issue #25), and the luck of its cards or dice beside it."""

    @property
    def review_unit(self) -> str:
        """The catalogue key of the unit the values are in ("points", "XP"), counted: the
        key gets ``_one``/``_many`` (``i18n.tn``)."""
        ...

    def appraise(self, state: Any, seat: int, chosen: Event, effort: float) -> Appraisal | None:
        """``chosen`` (a decision of ``seat`` in ``state``) against the advisor's best, from
        what the seat knew; ``effort`` is the work of a hint of that many seconds, counted in
        positions, never by the clock. None when the advisor has no values for it (a rule of
        thumb decides there)."""
        ...

    def luck(self, played: Played, effort: float) -> list[Luck]:
        """What chance gave each seat in ``played``; names no card that was never revealed."""
        ...


class Deals(Protocol):
    """The dealer of one seeded game as the host hands it to the game's fast model and solver
    (a ``tabletop.session.dealers.RandomDealer``), so a search over the deal meets the very cards
    and dice the game was dealt, and no game deals by itself. It pickles: a deal's best is
    solved in a process of its own."""

    def deal(self, chance: Chance, index: int) -> Event:
        """The ``index``-th chance event of the game."""
        ...

    def order(self, outcomes: Sequence[str]) -> list[str]:
        """A deck of ``outcomes`` in the order ``deal`` turns it up, top first."""
        ...

    def one_of(self, outcomes: Sequence[str], index: int) -> str:
        """What ``deal`` gives at ``index`` for one value among ``outcomes``, all of them
        possible alike, without making the chance or its event."""
        ...


@runtime_checkable
class DealSolver(Protocol):
    """A solo game that can say the best score a dealt deal allows with every card known. The
    host asks it once a deal, in a process of its own while the deal is played, and keeps the
    answer with the deal in the store (``tabletop.session.deal_bests``)."""

    def deal_best(self, options: BaseModel, deals: Deals, effort: float,
                  stop: Stop | None = None) -> tuple[int, bool]:
        """The best score of the deal ``deals`` deals and whether it is exact; ``effort``
        scales the game's own work budget (1: the usual), never a clock, so the answer is
        the same on any machine. Once ``stop`` is set: the best found so far, not exact."""
        ...


@runtime_checkable
class Solver(Protocol):
    """A solo game whose deal, known in full, can be solved."""

    def solve(self, options: BaseModel, deals: Deals | None, deal: str | None,
              seconds: float | None, stop: Stop | None = None) -> Solution:
        """Solve the deal ``deals`` deals (a seeded game's), or else the deal written out in
        ``deal`` (the game's own notation; ``BadInput`` if malformed); once ``stop`` is set
        (None: never), the best found so far, not exact."""
        ...


class FastModel(Protocol):
    """A game's fast model for search (an engine over a known deal, an odds model, a search
    board): a second encoding of the rules, so the conformance suite plays random games and
    checks that it agrees with ``awaiting``/``turn`` at every step it models."""

    def load(self, state: Any) -> Any | None:
        """The model's position for a rules state; None where the model does not reach."""
        ...

    def legal(self, position: Any) -> Sequence[Event]:
        """The decisions legal in ``position``: the same set as ``awaiting`` lists."""
        ...

    def play(self, position: Any, event: Event) -> Any | None:
        """The position after ``event``: equal to ``load`` of the rules' state after it
        (None where the model does not follow the event)."""
        ...


@runtime_checkable
class HasFastModel(Protocol):
    def fast_model(self) -> FastModel: ...


FastStrategy = Callable[[Any, int, Sequence[Any], random.Random], Any]
"""A bot's fast form: (a ``FastPlayout`` game, the seat, its moves, the bot's seeded random
source) to one of the moves: the one the bot's ``Strategy`` chooses in the rules' state with
that random source."""


@runtime_checkable
class FastPlayout(Protocol):
    """A fast model that also plays whole games, for ``simulate``: dealt as the host's dealer
    deals the hotseat game (every chance event the same), each decision's moves in the
    order ``awaiting`` lists the actions, so a bot's fast form draws the same move from the
    same random source and every game ends as the hotseat game of that seed. A game here is
    its own and changes in place; it is never a rules state."""

    def fast_strategies(self) -> Mapping[str, FastStrategy]:
        """The bots that have a fast form, by their names in ``HasBots.strategies``."""
        ...

    def start(self, options: BaseModel, players: list[str], deals: Deals) -> Any:
        """A new game of ``players``, its chance dealt by ``deals``."""
        ...

    def decision(self, game: Any) -> tuple[int, int, Sequence[Any]] | None:
        """The decision awaited, after the chance before it is dealt: (the seat, the events
        in the log so far, which seed the bot's random source, its moves); None once over."""
        ...

    def decide(self, game: Any, move: Any) -> None:
        """Make ``move``, one of the moves ``decision`` listed."""
        ...

    def final(self, game: Any) -> ScoreSheet:
        """The score sheet of a finished game: its status, totals and winners as ``score``
        has them (the breakdown may be left out)."""
        ...


def best_for_deal(game: Game[Any], options: BaseModel, deals: Deals,
                  effort: float = 1.0, stop: Stop | None = None) -> tuple[int, bool] | None:
    """The deal's best score and whether it is exact (not once ``stop`` cut it short); None
    for a game that cannot say."""
    if not isinstance(game, DealSolver):
        return None
    return game.deal_best(options, deals, effort, stop)


def check_answer(awaiting: Awaiting, event: Event, players: Sequence[str]) -> None:
    """The host's one check before a game's ``turn`` sees a decision: it answers the seat
    whose decision is awaited (a game never writes "not your turn" itself)."""
    if isinstance(awaiting, Decision) and not event.is_chance and event.actor != awaiting.player:
        name = players[awaiting.player] if awaiting.player < len(players) else "?"
        raise IllegalAction("err_not_your_turn", player=name)


Move = Callable[[S, Event], S]
"""A named move: a pure function of the state and the event, or ``IllegalAction``."""


def dispatch(moves: Mapping[str, Move[S]], state: S, event: Event) -> S:
    """The one way a game turns a decision into a state: look the move up by the event's kind."""
    move = moves.get(event.kind)
    if move is None:
        raise IllegalAction("err_unknown_action", kind=event.kind)
    return move(state, event)


if TYPE_CHECKING:
    from dataclasses import replace as replace  # the type checker checks the changes' names
else:
    def replace(state: Any, /, **changes: Any) -> Any:
        """``dataclasses.replace`` at half the cost, for the frozen states a game's ``turn``
        copies several times an event: the fields are set on a new object as the
        dataclass's ``__init__`` sets them. A class whose ``__init__`` does more, and a name
        that is no field (to fail as it would), go through ``dataclasses.replace``."""
        cls = type(state)
        try:
            stored = _STORED[cls]
        except KeyError:
            stored = _STORED[cls] = _stored_fields(cls)
        if stored is None or not changes.keys() <= stored[1]:
            return dataclasses.replace(state, **changes)
        names, _, values = stored
        new, put = object.__new__(cls), object.__setattr__
        for name, value in zip(names, values(state), strict=True):
            put(new, name, value)
        for name, value in changes.items():
            put(new, name, value)
        return new


_Stored = tuple[tuple[str, ...], frozenset[str], Callable[[Any], tuple[Any, ...]]]
_STORED: dict[type, _Stored | None] = {}


def _stored_fields(cls: type) -> _Stored | None:
    """A dataclass's fields, as names, as a set and as a getter of their values, when its
    ``__init__`` only stores them; None for any other class (a ``__post_init__``, an
    ``InitVar``, a field that ``__init__`` does not set, no dataclass of its own)."""
    own = vars(cls).get("__dataclass_fields__")
    if own is None or hasattr(cls, "__post_init__"):
        return None
    found = dataclasses.fields(cls)
    if len(found) != len(own) or not found or not all(f.init for f in found):
        return None  # an InitVar is in __dataclass_fields__ but is no field
    names = tuple(f.name for f in found)
    # with one name, attrgetter gives the value itself, not a tuple of one
    values = attrgetter(*names) if len(names) > 1 else lambda state: (getattr(state, names[0]),)
    return names, frozenset(names), values
