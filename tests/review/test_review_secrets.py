"""Issue #25: a review never names a card that was never revealed, on the screen or in its JSON
(random Scoundrel and Halunken games, each played to the end by bots)."""

from __future__ import annotations

import io
import json
import re
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console, Group

from games.halunken import GAME as HS
from games.halunken.rules.components import DECK, shown
from games.scoundrel import GAME as SC
from games.scoundrel.rules.components import DECK_SET
from games.scoundrel.rules.components import pretty as card_face
from tabletop.cli.review import review_screen
from tabletop.session.review import review
from tabletop.session.session import Session
from tests.review.support import finished


def told(session: Session) -> str:
    found = review(session, effort=0.02)
    con = Console(record=True, width=80, no_color=True, file=io.StringIO())
    con.print(Group(*review_screen(1, session, found)))
    return con.export_text() + json.dumps(found.to_json(session.game), ensure_ascii=False)


def named(text: str, word: str) -> bool:
    return re.search(rf"(?<![\w♠♣♥♦]){re.escape(word)}(?![\w♠♣♥♦])", text) is not None


def revealed(session: Session) -> set[str]:
    return {card for e in session.events if e.is_chance for card in e.data.get("values", [])}


def play(game: Any, players: list[str], seed: int, mode: str = "table",
         **options: str) -> Session:
    start = game.setup(game.meta.options.model_validate(options), players)
    return finished(game, start, players, lambda state, decision: None, seed=seed, mode=mode)


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["table", "play"]))
def test_a_scoundrel_review_names_no_card_left_face_down(seed: int, mode: str) -> None:
    """At the table the deal is what was typed; dealt from a seed, the review solves the whole
    deal and plays it again, and still says only numbers of it."""
    session = play(SC, ["Ann"], seed, mode)
    hidden = DECK_SET - revealed(session)
    text = told(session)
    for card in hidden:
        assert not named(text, card) and not named(text, card_face(card)), card


@settings(max_examples=3, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["intro", "standard"]))
def test_a_halunken_review_names_no_card_left_face_down(seed: int, variant: str) -> None:
    session = play(HS, ["Ann", "Bo", "Cy"], seed, variant=variant)
    hidden = set(DECK) - revealed(session) - set(session.states[0].up)
    assert session.states[-1].unseen <= hidden
    text = told(session)
    for card in hidden:
        assert not named(text, card) and not named(text, shown(card)), card
