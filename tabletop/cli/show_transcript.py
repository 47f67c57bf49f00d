"""``show ID --transcript``: a game played here as a transcript that ``replay`` and ``hint FILE``
read back as it stands (its players and rule set on lines of their own)."""

from __future__ import annotations

from tabletop import registry
from tabletop.text.errors import BadInput
from tabletop.text.i18n import t


def game_transcript(game_id: int) -> list[str]:
    """The lines of game ``game_id``'s transcript: a heading comment, ``players``, ``options``
    and its log in the notation (what ``show --json`` calls its log)."""
    from tabletop.archive import tallying
    from tabletop.archive.rows import local_time
    from tabletop.archive.transcript_text import transcript_lines
    from tabletop.session.session import Session
    from tabletop.store.database import Store
    from tabletop.text import i18n

    store = Store()
    record = store.log.load(game_id)
    if record.mode == tallying.MODE:
        raise BadInput("err_tallied_no_log", id=game_id)
    game = registry.get(record.game)
    session = Session.from_record(game, record)
    heading = t("show_header", id=game_id, title=game.meta.titles[i18n.language()],
                date=local_time(record.created), players=", ".join(record.players),
                mode=t("mode_" + record.mode))
    return transcript_lines(game.meta.id, [game.notation(event) for event in session.events],
                            heading=[heading], players=record.players,
                            options=session.record.options)
