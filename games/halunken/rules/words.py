"""The words screens write for Halunken und Spelunken events and counts, in both languages:
the notation (English, stable: transcripts, ``--json``) and what a player types in the reader's
language (issue #14). Nothing here reads a state, so the views may use it."""

from __future__ import annotations

from games.halunken.rules.components import shown
from tabletop.events import Event
from tabletop.text.i18n import language, t


def notation(event: Event) -> str:
    """The transcript line for ``event`` (the module ``notation`` reads it back)."""
    data = event.data
    if event.is_chance:
        return f"{'blackjack' if event.kind == 'jack' else 'card'} {data['values'][0]}"
    if event.kind in ("place", "jack"):
        return f"{event.kind} {data['space'] + 1}"
    if event.kind == "jack_card":
        return f"jack-card {data['card']}"
    if event.kind == "rum":
        return f"rum {data['value']}"
    if event.kind == "rob":
        return f"rob {data['from']}"
    if event.kind == "pass":
        return "pass"
    return f"{event.kind} {data['card']}"



GERMAN = {"place": "setze", "bid": "biete", "pass": "passe", "move": "spiele",
          "jack_card": "jack-karte", "take": "nimm", "give": "gib", "rob": "raube",
          "card": "karte"}
GERMAN_TARGETS = {"harbour": "hafen", "captain": "kapitän"}


def words(event: Event) -> str:
    """What a player types for ``event`` in the reader's language (``parse`` reads it back):
    the notation's words, German ones in German, and cards in the reader's letters."""
    data = event.data
    german = language() == "de"
    if event.is_chance and event.kind == "card":
        return f"{GERMAN['card'] if german else 'card'} {shown(data['values'][0])}"
    if event.is_chance or event.kind in ("jack", "rum"):
        return notation(event)
    verb = GERMAN.get(event.kind, event.kind) if german else notation(event).split()[0]
    if event.kind == "pass":
        return verb
    if event.kind == "rob":
        target = str(data["from"])
        return f"{verb} {GERMAN_TARGETS[target] if german else target}"
    if event.kind == "place":
        return f"{verb} {data['space'] + 1}"
    if event.kind in ("bid", "take", "give"):
        return f"{verb} {shown(data['card'])}"
    return f"{verb} {data['card']}"


def counted(key: str, count: int) -> str:
    """``key_one`` for a count of one, else ``key_many`` ("1 movement card left")."""
    return t(f"{key}_one" if count == 1 else f"{key}_many", count=count)
