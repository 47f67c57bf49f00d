"""A stored game's row in words, the same for every face: when, which game, which options."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pydantic.fields import FieldInfo

from tabletop import registry
from tabletop.events import BadInput
from tabletop.text import i18n
from tabletop.text.i18n import t
from tabletop.text.labels import options_in_words
from tabletop.text.shown import shown_name


def local_time(stamp: str) -> str:
    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # a date stored before imports were checked
        return stamp[:32]


def title_of(game_id: str) -> str:
    try:
        return registry.get(game_id).meta.titles[i18n.language()]
    except BadInput:
        return game_id


def _changed(row: Any) -> tuple[dict[str, Any], dict[str, FieldInfo]]:
    """Only the options that differ from the game's defaults (the rest goes without saying),
    and the fields of the game's options."""
    try:
        model = registry.get(row.game).meta.options
    except BadInput:
        return dict(row.options), {}
    defaults = model().model_dump()
    return {k: v for k, v in row.options.items() if defaults.get(k) != v}, model.model_fields


def changed_in_words(row: Any) -> str:
    """The changed options in the reader's words, for a face where nothing is typed (issue
    #28: history and show said ``weapon_rule=lower_or_equal`` to a German reader)."""
    changed, fields = _changed(row)
    return options_in_words(fields, changed) or t("options_default")


def seed_shown(row: Any) -> bool:
    """Whether a stored game's seed may be shown or exported: it deals the game's hidden
    cards and dice again (``play --seed N``), so not before the game has ended; a challenge's
    seed is its deal's name, public by design. An undo after the end hides it again."""
    return row.seed is not None and (row.status != "playing" or row.challenge is not None)


def seed_cell(row: Any) -> str:
    """The seed as the faces write it: "–" for a game the people dealt (at the table)."""
    if row.seed is None:
        return "–"
    return str(row.seed) if seed_shown(row) else t("seed_hidden")


def way_played(row: Any) -> str:
    """How a stored game was played, in words: in a challenge or a match (both on one device
    passed around), else by its mode (hotseat, own devices, table, tallied)."""
    if row.challenge is not None:
        return t("mode_challenge")
    if row.match_id is not None:
        return t("mode_match")
    return t("mode_" + row.mode)


def result_cell(row: Any, *, way: bool = True) -> str:
    """The result in words. ``way``: where the result alone would not tell it, also how the
    game was played (an unfinished game's way, a tally's mark), for a listing that shows the
    way nowhere else."""
    if not row.result:
        if not way:
            return t("row_unfinished_entries", count=row.events)
        return t("row_unfinished", mode=way_played(row), count=row.events)
    winners = row.result.get("winners") or []
    if len(row.players) == 1 or not winners:
        cell = t("score_status_" + row.status)
    else:
        cell = t("row_winner", names=", ".join(map(shown_name, winners)))
    # A game played without the app says so: it has a score but no log.
    return t("row_tallied", result=cell) if way and row.mode == "tally" else cell
