"""Issue #13, fair play: a hand-over hides what the last player saw, the scrollback too, and a
challenge is played blind (no hints, no undo of a decision after which cards were dealt).

The scrollback is erased with ``ESC[3J`` after the screen's ``ESC[2J``, on a terminal only: a
file or a pipe gets no control codes. Scoundrel's deal for a seed may change, so challenge games
are driven by moves that are legal in any deal: ``run`` (the first room may always be fled) and
``1`` (the first card of the room).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from rich.console import Console

from tabletop import registry
from tabletop.cli import loop
from tabletop.events import BadInput, challenge_key
from tabletop.session import deal_bests
from tabletop.session.answers import Pick, Typed
from tabletop.session.dealers import DEALER
from tabletop.session.session import Session
from tabletop.session.table import DEVICE, Place, Table
from tabletop.web.hub import Hub
from tabletop.web.table_page import advice_part

from .support import (
    assert_ok,
    error_lines,
    hs_script,
    invoke,
    lines_to_the_end,
    moves,
    open_store,
    stored_events,
)

CLEAR = "\x1b[2J"
SCROLLBACK = "\x1b[3J"
SC = ("scoundrel", "challenge", "--seed", "5")
FIRST_CARD_EVERY_TIME = ["1", "2", "3"] * 50  # more than any Scoundrel game needs
UNDO_REFUSED = ("✗ In a challenge, undo can't take back a decision after which cards were "
                "turned over: they have been seen.")
NO_HINTS = "✗ No hints in a challenge: everyone plays the deal on their own."


@pytest.fixture(autouse=True)
def quick_best(monkeypatch: pytest.MonkeyPatch) -> None:
    """The best score of a deal is the solver's business (tested elsewhere)."""
    monkeypatch.setattr(deal_bests, "best_for_deal", lambda *args, **kwargs: (42, True))


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The output counts as a terminal (Rich honours ``TTY_COMPATIBLE``)."""
    monkeypatch.setenv("TTY_COMPATIBLE", "1")
    monkeypatch.setenv("TERM", "xterm-256color")


def every_clear_erases_the_scrollback(output: str) -> int:
    """How many times the screen was cleared; each time the scrollback went with it."""
    assert output.count(CLEAR) == output.count(CLEAR + "\x1b[H" + SCROLLBACK)
    return output.count(CLEAR)


# ---- the hand-over -----------------------------------------------------------------------------


@pytest.mark.parametrize("tty", [True, False])
def test_the_hand_over_erases_the_scrollback_on_a_terminal_only(
        tty: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))
    out = io.StringIO()
    loop.hand_over(Console(file=out, force_terminal=tty, width=80), "Ana")
    text = out.getvalue()
    assert "Pass the device to Ana" in text
    if tty:
        assert text.startswith(CLEAR + "\x1b[H" + SCROLLBACK)
    else:
        assert "\x1b" not in text


def test_a_dumb_terminal_gets_no_control_codes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "dumb")
    out = io.StringIO()
    loop.wipe(Console(file=out, force_terminal=True))
    assert out.getvalue() == ""


def test_every_hand_over_of_a_challenge_erases_the_scrollback(home: Path,
                                                              terminal: None) -> None:
    to_the_end = lines_to_the_end(5, FIRST_CARD_EVERY_TIME)
    result = invoke(*SC, "--player", "Ana", "--player", "Bo",
                    input=moves(*["", *to_the_end, ""] * 2, ""))
    assert_ok(result)
    # Ana, Bo, then everyone for the leaderboard.
    assert every_clear_erases_the_scrollback(result.output) == 3
    assert "Pass the device to Bo" in result.output.split(CLEAR)[2]


def test_a_deal_played_here_before_is_wiped_before_the_next_player(home: Path,
                                                                   terminal: None) -> None:
    """One player a run: the first plays on a clean terminal as it is; the second player's run
    starts by erasing what the first one's left in the scrollback."""
    first = invoke(*SC, "--player", "Ana", input=moves(*FIRST_CARD_EVERY_TIME))
    assert_ok(first)
    assert CLEAR not in first.output
    second = invoke(*SC, "--player", "Bo", input=moves("quit"))
    assert_ok(second)
    assert every_clear_erases_the_scrollback(second.output) == 1
    assert "Bo plays deal 5" in second.output.split(SCROLLBACK, 1)[1]


def test_no_control_codes_into_a_pipe(home: Path) -> None:
    result = invoke(*SC, "--player", "Ana", "--player", "Bo", input=moves("", "quit"))
    assert_ok(result)
    assert "Pass the device to Ana" in result.output
    assert "\x1b" not in result.output


def test_hotseat_secret_choices_erase_the_scrollback(home: Path, terminal: None) -> None:
    """Halunken's movement cards with two people on one device: the hand-over before a secret
    choice and the screen after it both erase the scrollback."""
    lines, _ = hs_script(5, ["Ana", "Ben"])
    upto = [i for i, line in enumerate(lines) if line == ""][3]
    result = invoke("halunken", "play", "--seed", "5", "--player", "Ana", "--player", "Ben",
                    input=moves(*lines[:upto + 2], "quit"))
    assert_ok(result)
    assert error_lines(result.output) == []
    assert every_clear_erases_the_scrollback(result.output) >= 4


# ---- a challenge is played blind ---------------------------------------------------------------


def test_undo_after_run_is_refused_in_a_challenge(home: Path) -> None:
    result = invoke(*SC, "--player", "Ana", input=moves("run", "undo", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == [UNDO_REFUSED]
    events = stored_events(home, 1)
    assert [kind for actor, kind, _data in events if actor != "chance"] == ["run"]
    assert events[-1][0] == "chance"  # the next room was dealt, and stays


def test_undo_before_any_card_is_turned_still_works(home: Path) -> None:
    result = invoke(*SC, "--player", "Ana", input=moves("1", "undo", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == []
    assert "Undone: 8♣ barehanded: 8 damage, health 20 → 12" in result.output
    assert all(actor == "chance" for actor, _kind, _data in stored_events(home, 1))


def test_hints_are_off_in_a_challenge_and_help_says_so(home: Path) -> None:
    result = invoke(*SC, "--player", "Ana", input=moves("hint", "help", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == [NO_HINTS]
    help_text = result.output.split("What you can type", 1)[1]
    assert "hint" not in help_text
    assert "unless cards were turned over" in help_text


def test_outside_a_challenge_the_same_deal_keeps_hint_and_undo(home: Path) -> None:
    result = invoke("scoundrel", "play", "--seed", "5", "--player", "Ana",
                    input=moves("run", "undo", "hint", "quit"))
    assert_ok(result)
    assert error_lines(result.output) == []
    assert "Undone, with 4 later entries: ran: 4 cards go under" in result.output
    assert "Best" in result.output or "best" in result.output  # the hint's advice


def challenge_session(home: Path) -> Session:
    game = registry.get("scoundrel")
    options = game.meta.options()
    return Session.start(game, options, ["Ana"], mode="play", seed=5, store=open_store(home),
                         challenge=challenge_key(5, options.model_dump(), DEALER))


def test_the_table_refuses_for_every_face(home: Path) -> None:
    """The rule is the host table's: the web face's undo button goes, its hint says none."""
    session = challenge_session(home)
    table = Table(session)
    device = Place(DEVICE)
    table.advance()
    assert table.advice(device, 0.0) is None and not table.may_hint(device)
    table.answer(device, Typed("run"))
    assert table.undo_refusal(device) == "err_challenge_undo_dealt"
    with pytest.raises(BadInput) as refused:
        table.undo(device)
    assert refused.value.key == "err_challenge_undo_dealt"

    hub = Hub(session.store)  # type: ignore[arg-type]
    assert session.game_id is not None
    link = hub.links.continued(session.game_id)
    table = hub.table(session.game_id)
    assert table.undo_refusal(link.place()) is not None
    assert "No hint now." in str(advice_part(table, link, None, 0.0))


def test_a_finished_challenge_game_keeps_its_result(home: Path) -> None:
    session = challenge_session(home)
    table = Table(session)
    table.advance()
    while not session.over:
        table.answer(Place(DEVICE), Pick(0))
    with pytest.raises(BadInput) as refused:
        table.undo(Place(DEVICE))
    assert refused.value.key == "err_challenge_over"


def test_the_hint_verb_refuses_a_challenge_game_exported_midway(home: Path) -> None:
    assert_ok(invoke(*SC, "--player", "Ana", input=moves("1", "quit")))
    assert_ok(invoke("export", "1", "g.json"))
    result = invoke("scoundrel", "hint", "g.json")
    assert result.exit_code == 1
    assert result.stderr.strip() == NO_HINTS
