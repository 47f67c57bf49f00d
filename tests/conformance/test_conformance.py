"""The plugin contract, checked for every game in the ``tabletop.games`` entry-point group (and
Pig, the game that lives only in the tests): rules, logs, records, notation, scores and texts.
``test_data.py`` checks what the host hands the faces (observations, narration, views, advice,
fast models). A game added to the registry gets every test here without writing one.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest

from tabletop import plugin
from tabletop.archive.transcript import replay_transcript
from tabletop.cli.board import board_screen
from tabletop.events import CHANCE, Event, IllegalAction, Record, fold
from tabletop.plugin import Chance, Decision, Over, check_answer, words
from tabletop.registry import games
from tabletop.session.dealers import RandomDealer
from tabletop.session.session import Session
from tabletop.text import i18n

from .cases import (
    CASES,
    MAX_STEPS,
    STORE_SEEDS,
    TERMINATION_SEEDS,
    Played,
    cases,
    game_of,
    key_of,
    options_lines,
    options_of,
    players_of,
    quick_store,
    record_of,
    rendered,
    sampled,
    walk,
)

# --- metadata -------------------------------------------------------------------------------


def test_registry_is_not_empty() -> None:
    assert games(), "no game registered in the tabletop.games entry-point group"


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_meta_is_complete(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    meta = game.meta
    assert meta.id == game_id
    assert 1 <= meta.min_players <= meta.max_players
    assert meta.titles.get("en") and meta.titles.get("de")
    options = options_of(game)
    dumped = options.model_dump()
    json.dumps(dumped)
    assert meta.options.model_validate(dumped) == options
    assert meta.options.model_validate(json.loads(json.dumps(dumped))) == options


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_setup_is_deterministic(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    first = game.setup(options_of(game), players_of(seats))
    second = game.setup(options_of(game), players_of(seats))
    assert first == second
    assert game.awaiting(first) == game.awaiting(second)


# --- (a) random play ends -------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_random_play_always_ends(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats, TERMINATION_SEEDS):
        assert isinstance(game.awaiting(played.states[-1]), Over), (
            f"{played.label}: not over after {MAX_STEPS} steps")
        for step, state in enumerate(played.states[:-1]):
            assert not isinstance(game.awaiting(state), Over), (
                f"{played.label}: step {step} is Over before the last event")


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_awaiting_is_well_formed(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    catalogue = i18n.catalogue()
    for played in walk(game_id, seats):
        for step, state in enumerate(played.states):
            where = f"{played.label}, step {step}"
            awaiting = game.awaiting(state)
            assert awaiting == game.awaiting(state), where
            if isinstance(awaiting, Decision):
                assert 0 <= awaiting.player < seats, where
                assert awaiting.actions, where
                for action in awaiting.actions:
                    assert action.actor == awaiting.player, (where, action)
                    assert not action.is_chance, (where, action)
                keys = [key_of(a) for a in awaiting.actions]
                assert len(keys) == len(set(keys)), f"{where}: an action is listed twice"
            elif isinstance(awaiting, Chance):
                assert awaiting.outcomes, where
                assert awaiting.count >= 1, where
                assert len(set(awaiting.outcomes)) == len(awaiting.outcomes), where
                if awaiting.distinct:
                    assert awaiting.count <= len(awaiting.outcomes), where
                assert awaiting.what in catalogue, f"{where}: {awaiting.what!r} not in catalogue"
                i18n.t(awaiting.what, **awaiting.params)
            else:
                assert isinstance(awaiting, Over), where
                assert step == len(played.states) - 1, where


# --- (b) every listed action applies --------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_every_listed_action_applies(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    tried = 0
    for played in walk(game_id, seats):
        for step in sampled(len(played.states)):
            state = played.states[step]
            awaiting = game.awaiting(state)
            if isinstance(awaiting, Decision):
                candidates = list(awaiting.actions)
            elif isinstance(awaiting, Chance):
                dealer = RandomDealer(played.seed + 1000)
                candidates = [dealer.deal(awaiting, i) for i in range(3)]
                if awaiting.count == 1:
                    candidates += [Event(CHANCE, awaiting.kind, {"values": [o]})
                                   for o in awaiting.outcomes]
            else:
                continue
            for event in candidates:
                try:
                    after = game.turn(state, event)
                except IllegalAction as exc:
                    pytest.fail(f"{played.label}, step {step}: listed {event} is illegal: "
                                f"{exc.message()}")
                game.awaiting(after)
                tried += 1
    assert tried


# --- (c) illegal actions raise and change nothing -------------------------------------------


def _illegal_candidates(played: Played, step: int) -> list[Event]:
    game, seats = played.game, played.seats
    state = played.states[step]
    awaiting = game.awaiting(state)
    decisions = [e for e in played.events if not e.is_chance]
    chances = [e for e in played.events if e.is_chance]
    actor = awaiting.player if isinstance(awaiting, Decision) else 0
    candidates = [Event(actor, "no-such-kind-xyzzy", {})]
    if isinstance(awaiting, Decision):
        others = [s for s in range(-1, seats + 1) if s != awaiting.player]
        for action in awaiting.actions[:3]:
            candidates += [Event(other, action.kind, dict(action.data)) for other in others]
            candidates.append(Event(CHANCE, action.kind, dict(action.data)))
        candidates += chances[:5]
    elif isinstance(awaiting, Chance):
        candidates += decisions[:5]
        candidates += [Event(CHANCE, awaiting.kind, {"values": ["no-such-outcome-xyzzy"]}),
                       Event(CHANCE, awaiting.kind, {"values": []}),
                       Event(CHANCE, awaiting.kind, {}),
                       Event(CHANCE, "no-such-kind-xyzzy", {"values": [awaiting.outcomes[0]]})]
    else:
        candidates += list(played.events[-5:])
    return candidates


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_illegal_action_raises_and_changes_nothing(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    catalogue = i18n.catalogue()
    for played in walk(game_id, seats):
        for step, state in enumerate(played.states):
            before = copy.deepcopy(state)
            awaiting = game.awaiting(state)
            for event in _illegal_candidates(played, step):
                where = f"{played.label}, step {step}, {event}"
                with pytest.raises(IllegalAction) as info:
                    # as every session applies an event: the host's check, then the rules
                    check_answer(awaiting, event, [f"P{n + 1}" for n in range(seats)])
                    game.turn(state, event)
                assert info.value.key in catalogue, f"{where}: key {info.value.key!r}"
                info.value.message()
                for lang in ("de", "en"):
                    i18n.set_language(lang)
                    assert info.value.message() != info.value.key
                assert state == before, where
                assert state == played.copies[step], where
                assert game.awaiting(state) == awaiting, where


_ODD_VALUES: tuple[Any, ...] = (None, [], {}, [[]], [None], -1, 10**12, "", "x" * 500, 1.5, True)


@pytest.mark.parametrize(("game_id", "seats"), cases("malformed_data"))
def test_malformed_data_raises_illegal_action_only(game_id: str, seats: int) -> None:
    """Hand-edited records can hold any JSON: ``turn`` accepts or raises IllegalAction."""
    game = game_of(game_id)
    for played in walk(game_id, seats, range(5), range(2)):
        for step, state in enumerate(played.states[:-1]):
            before = copy.deepcopy(state)
            event = played.events[step]
            for name in list(event.data) or ["values"]:
                for odd in _ODD_VALUES:
                    bad = Event(event.actor, event.kind, {**event.data, name: odd})
                    try:
                        game.turn(state, bad)
                    except IllegalAction:
                        pass
                    except Exception as exc:
                        pytest.fail(f"{played.label}, step {step}, {bad}: "
                                    f"{type(exc).__name__}: {exc}")
                    assert state == before


# --- (d) a game is its log ------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_folding_any_prefix_gives_the_live_state(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        for k in sampled(len(played.events) + 1):
            start = game.setup(options_of(game), played.players)
            assert fold(start, played.events[:k], game.turn) == played.states[k], (
                f"{played.label}: prefix of {k} events")


# --- (e) save and load round-trip -----------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_record_json_round_trips_at_every_step(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        for k in sampled(len(played.events) + 1):
            record = record_of(played, k)
            loaded = Record.model_validate_json(record.model_dump_json())
            assert loaded == record
            assert loaded.event_list() == list(played.events[:k])
            session = Session.from_record(game, loaded)
            assert session.state == played.states[k], f"{played.label}, {k} events"
            assert session.events == list(played.events[:k])
            assert session.over == (k == len(played.events))


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_store_round_trips_at_every_step(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    store = quick_store()
    try:
        for played in walk(game_id, seats, STORE_SEEDS, range(2)):
            session = Session.start(game, options_of(game), played.players, mode="play",
                                    seed=played.seed, store=store)
            assert session.game_id is not None
            checked = set(sampled(len(played.events) + 1))
            for k, event in enumerate(played.events, 1):
                session.apply(event)
                if k not in checked:
                    continue
                # the live session's own log, as committed event by event
                stored = store.log.load(session.game_id)
                same = {"uid", "created"}  # who and when the store assigns
                assert stored.model_dump(exclude=same) == record_of(played, k).model_dump(
                    exclude=same)
                assert Session.from_record(game, stored).state == played.states[k]
                # a whole record written at once
                created = store.log.create(record_of(played, k))
                again = Session.from_record(game, store.log.load(created), store=store,
                                            game_id=created)
                assert again.state == played.states[k], f"{played.label}, {k} events"
            row = next(r for r in store.results.games() if r.id == session.game_id)
            sheet = game.score(played.states[-1])
            assert row.status == sheet.status
            assert row.events == len(played.events)
            assert row.result is not None
            assert [p["name"] for p in row.result["players"]] == played.players
    finally:
        store.close()


# --- (f) history is immutable ---------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_past_states_are_never_mutated(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        # exercise every read and write the host does on each state ...
        for step in sampled(len(played.states)):
            state = played.states[step]
            awaiting = game.awaiting(state)
            if isinstance(awaiting, Decision):
                for action in awaiting.actions:
                    game.turn(state, action)
            game.score(state)
            plugin.summary(game, state)
            for seat in range(seats):
                game.observe(state, seat)
            rendered(board_screen(game, game.observe(state, None)))
            if step < len(played.events):
                game.narrate(state, played.events[step], played.states[step + 1])
                game.parse(state, game.notation(played.events[step]))
        fold(game.setup(options_of(game), played.players), played.events, game.turn)
        # ... and no state kept as history has changed
        for step, (state, snapshot) in enumerate(zip(played.states, played.copies, strict=True)):
            assert state == snapshot, f"{played.label}: state {step} was mutated"


# --- (g) notation round-trips ---------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_notation_parses_back_to_the_same_event(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        for step, event in enumerate(played.events):
            text = game.notation(event)
            where = f"{played.label}, step {step}: {event} -> {text!r}"
            assert text.strip() and "\n" not in text and "#" not in text, where
            assert game.parse(played.states[step], text) == event, where


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_words_a_player_types_parse_back_in_both_languages(game_id: str, seats: int) -> None:
    """What the faces show to type for an event (``words``; the notation when a game has no
    words of its own) is read back by ``parse`` as that event, in English and German."""
    game = game_of(game_id)
    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            for played in walk(game_id, seats):
                for step in sampled(len(played.events)):
                    event = played.events[step]
                    text = words(game, event)
                    where = f"{played.label}, step {step} ({lang}): {event} -> {text!r}"
                    assert text.strip() and "\n" not in text, where
                    assert game.parse(played.states[step], text) == event, where
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_transcript_of_a_game_replays_it(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        lines = [f"# {game_id} transcript, seed {played.seed}", "", *options_lines(game)]
        lines += [f"{game.notation(e)}   # step {n}" for n, e in enumerate(played.events)]
        session = replay_transcript(game, "\n".join(lines), played.players)
        assert session.events == list(played.events)
        assert session.state == played.states[-1]


# --- (i) summary and (j) score --------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_summary_is_json(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats):
        for step, state in enumerate(played.states):
            summary = plugin.summary(game, state)
            assert isinstance(summary, dict)
            text = json.dumps(summary, allow_nan=False)
            assert json.loads(text) == json.loads(json.dumps(plugin.summary(game, state))), step


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_finished_game_has_a_total_for_each_player(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    for played in walk(game_id, seats, TERMINATION_SEEDS):
        sheet = game.score(played.states[-1])
        assert sheet.status in {"won", "lost", "over"}, played.label
        assert [p.name for p in sheet.players] == played.players, played.label
        for player in sheet.players:
            assert isinstance(player.total, int), (played.label, player)
            lines = [line.points for line in player.lines if line.points is not None]
            if lines:
                assert sum(lines) == player.total, (played.label, player)
        assert set(sheet.winners) <= set(played.players), played.label


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_score_lines_are_catalogue_keys(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    catalogue = i18n.catalogue()
    for played in walk(game_id, seats):
        for state in played.states:
            sheet = game.score(state)
            if not isinstance(game.awaiting(state), Over):
                assert sheet.status == "playing"
            for player in sheet.players:
                for line in player.lines:
                    assert line.label in catalogue, line
                    for lang in ("en", "de"):
                        i18n.set_language(lang)
                        i18n.t(line.label, **line.params)


# --- help and rules texts -------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "seats"), CASES)
def test_help_and_rules_texts_exist_in_both_languages(game_id: str, seats: int) -> None:
    game = game_of(game_id)
    catalogue = i18n.catalogue()
    for lang in ("en", "de"):
        i18n.set_language(lang)
        text = plugin.rules_text(game, options_of(game))
        assert isinstance(text, str) and text.strip()
        assert re.search(r"\{[a-z_]+\}", text) is None, "an unfilled {placeholder}"
    for played in walk(game_id, seats, range(3), range(1)):
        for state in played.states:
            for command, key in plugin.commands_help(game, state):
                assert command.strip()
                assert key in catalogue, key
