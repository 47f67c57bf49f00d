"""Issue #25: reviews of games made by hand, whose costliest decision a person can check from the
rules; and what a review refuses."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from games.dungeon_dice import GAME as DD
from games.halunken import GAME as HS
from games.halunken.rules.observe import landings
from games.halunken.rules.state import Phase
from games.scoundrel import GAME as SC
from tabletop.events import BadInput, Event
from tabletop.plugin import Decision
from tabletop.session.review import review
from tabletop.session.session import Session
from tests.dungeon_dice.helpers import at
from tests.review.support import finished
from tests.scoundrel.helpers import endgame


def once(event: Event) -> Any:
    """A plan that plays ``event`` the first time it is legal, then leaves the rest to the bot."""
    done: list[bool] = []

    def plan(state: Any, decision: Decision) -> Event | None:
        if not done and event in decision.actions:
            done.append(True)
            return event
        return None
    return plan


def test_s3_s4_a_bare_fist_fight_with_a_fresh_weapon_is_the_costliest_decision() -> None:
    """002_1fb84a41f10de15f.txt: 'Eine neue Waffe kann jedes Monster bekämpfen.' With 9♦ fresh
    and only 5♠ and 2♠ still to come, the weapon takes 8♣ for nothing and still fights both; 8♣
    barehanded costs 8 health (S4) for nothing."""
    start = endgame(["8C", "2H", "3H", "4D"], ["5S", "2S"], weapon="9D", health=20)
    bare = Event(0, "play", {"card": "8C", "with": "bare"})
    session = finished(SC, start, ["Ann"], once(bare), mode="table")
    ann = review(session).people[0]
    worst = ann.costliest[0]
    assert worst.index == 0 and worst.chosen == bare
    assert worst.appraisal.best == Event(0, "play", {"card": "8C"})
    assert worst.appraisal.exact
    assert worst.appraisal.given_up == pytest.approx(7.0)  # 23 against 16, the search's values
    assert ann.given_up >= worst.appraisal.given_up


def test_d7_d8_seeking_on_when_the_dragon_cannot_be_beaten_is_the_costliest_decision() -> None:
    """D8 (003_713d509ed6956a86.txt, the regroup): retiring banks the level as XP; seeking
    risks it (D9: fleeing scores no XP). A lone Fighter with no Scroll, the ultimate spent and
    two dragon dice in the lair cannot beat the dragon (it needs three different companions,
    D7): retiring at level 5 is right."""
    start = at("knight", party=["fighter"], level=5, lair=2, stage="regroup",
               ultimate_used=True)
    seek = Event(0, "seek", {})
    assert seek in DD.awaiting(start).actions
    session = finished(DD, start, ["Ann"], once(seek), seed=4)
    ann = review(session).people[0]
    worst = ann.costliest[0]
    assert worst.index == 0 and worst.chosen.kind == "seek"
    assert worst.appraisal.best.kind == "retire"
    assert worst.appraisal.given_up > 1.0


def test_h4_a_card_that_lands_where_nothing_lies_gives_points_away() -> None:
    """004_ec6843a48c78278b.txt (H4): a captain moves as many dives as his card says and takes
    the top card there. Where a card would land on an empty dive, it takes nothing."""
    options = HS.meta.options.model_validate({"variant": "intro"})
    state = HS.setup(options, ["Ann", "Bo"])
    session = finished(HS, state, ["Ann", "Bo"], lambda s, d: None, seed=2)
    index = next(i for i, s in enumerate(session.states)
                 if s.phase == Phase.CHOOSE and s.round == 1 and s.chosen[0] is None)
    chosen = session.states[index]
    card = next(m for m in "1234567" if m not in chosen.used[0])
    empty = landings(chosen, 0)[card]["space"]
    up = list(chosen.up)
    down = list(chosen.down)
    gone = [c for c in (up[empty],) if c is not None]
    up[empty], down[empty] = None, 0
    # The dive is emptied: its cards leave the game, as if taken in an earlier round.
    emptied = replace(chosen, up=tuple(up), down=tuple(down),
                      unseen=chosen.unseen - set(gone))
    move = Event(0, "move", {"card": card})
    session = finished(HS, emptied, ["Ann", "Bo"], once(move), seed=2, mode="table")
    ann = review(session).people[0]
    slip = next(c for c in ann.costliest if c.index == 0)  # among Ann's costliest three
    assert slip.chosen == move
    assert slip.appraisal.best.data["card"] != card
    assert slip.appraisal.given_up > 1.0


def test_a_game_still_being_played_is_refused() -> None:
    session = Session.start(SC, SC.meta.options(), ["Ann"], mode="play", seed=3, store=None)
    with pytest.raises(BadInput) as info:
        review(session, game_id=9)
    assert info.value.key == "err_review_unfinished"
    assert "9" in info.value.message()


def test_s10_a_deals_luck_is_the_honest_advices_score_on_it_against_an_average_deal() -> None:
    """S10: the advice sees only what a player sees. A seeded deal is played again by it; what
    that scores against its mean over many deals is the deal's luck, beside the solver's best
    with every card known."""
    from games.scoundrel.play.review import HONEST_MEAN, honest_score
    from tabletop.plugin import Played
    from tabletop.session.dealers import RandomDealer
    from tests.scoundrel.helpers import solve_seed

    start = SC.setup(SC.meta.options(), ["Ann"])
    session = finished(SC, start, ["Ann"], lambda state, decision: None, seed=5)
    deals = RandomDealer(5)
    fact, luck = SC.luck(Played(session.states, session.events, {}, deals), 0.02)
    assert fact.value is None and fact.line.params["best"] == solve_seed(5).best_score
    honest = honest_score(start, deals.deal, 0.02)
    assert luck.line.params["honest"] == honest
    assert luck.value == pytest.approx(honest - HONEST_MEAN[("lower", "dungeon")])
