"""What is worked out once and kept, so it is not worked out again (``store.caches``): a
finished game's review figures and the best score of a dealt deal."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.events import now_stamp
from tabletop.store import columns
from tabletop.store.repository import Repository, locked

DealRow = tuple[str, str, int, int]
"""A dealt deal as the store keys it: the game, the options as JSON with sorted keys (the
rules edition among them), the dealer edition and the seed."""


@dataclass(frozen=True, slots=True)
class ReviewFigure:
    """One seat's figure from a game's review: what its choices gave up (expected points, in
    the game's ``unit``) over its decisions, and what chance gave it (None: not measured)."""

    seat: int
    decisions: int
    valued: int
    given_up: float
    luck: float | None
    unit: str
    effort: float


class Caches(Repository):
    def keep_review(self, game_id: int, events: int, figures: Iterable[ReviewFigure]) -> None:
        """Keep a finished game's review, one figure a seat, in place of an older one."""
        with self.store.transaction():
            self.forget_review(game_id)
            for f in figures:
                self.conn.execute(
                    "INSERT INTO reviews (game_id, seat, decisions, valued, given_up, luck, unit,"
                    " effort, events, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, f.seat, f.decisions, f.valued, f.given_up, f.luck, f.unit,
                     f.effort, events, now_stamp()))

    def forget_review(self, game_id: int) -> None:
        """A game's review no longer holds (an undo reopened it): in the caller's transaction."""
        self.conn.execute("DELETE FROM reviews WHERE game_id = ?", (game_id,))

    @locked
    def reviews(self) -> dict[int, list[ReviewFigure]]:
        """Every kept review by game, its seats in order."""
        found: dict[int, list[ReviewFigure]] = {}
        rows = self.conn.execute(
            "SELECT game_id, seat, decisions, valued, given_up, luck, unit, effort FROM reviews"
            " ORDER BY game_id, seat").fetchall()
        for game_id, *values in rows:
            found.setdefault(int(game_id), []).append(ReviewFigure(*values))
        return found

    @locked
    def deal_best(self, deal: DealRow) -> tuple[int, bool] | None:
        """A deal's best score kept in the store and whether it is exact (see ``DealRow``)."""
        row = self.conn.execute(
            "SELECT best, exact FROM deal_bests WHERE game = ? AND options = ?"
            " AND dealer = ? AND seed = ?", deal).fetchone()
        if row is None:
            return None
        return columns.integer(row[0], "deal_bests.best"), bool(row[1])

    def keep_deal_best(self, deal: DealRow, best: int, exact: bool, effort: float) -> None:
        """Keep a deal's best score; an exact one is never replaced by one cut short."""
        with self.store.transaction():
            held = self.conn.execute(
                "SELECT exact FROM deal_bests WHERE game = ? AND options = ?"
                " AND dealer = ? AND seed = ?", deal).fetchone()
            if held is not None and held[0] and not exact:
                return
            self.conn.execute(
                "INSERT OR REPLACE INTO deal_bests (game, options, dealer, seed, best, exact,"
                " effort, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (*deal, best, int(exact), effort, now_stamp()))
