"""The Halunken und Spelunken notation: transcript lines and what players type.

```
place 5          # setup: a captain goes to space 5 (1-14, clockwise)
card y12         # chance: a card turned face up or taken face down (colour r/p/g/y + value)
jack 9           # setup: Black Jack is placed on space 9
bid g13 | pass   # hiring Black Jack
move 4 | move rum        # the secret movement card
jack-card 6      # two players: the hirer's card for Black Jack
blackjack 7      # chance: Black Jack's movement card turned
rum 5            # a rum card declared as 5
take y12 | give r4 | rob harbour | rob captain
```
At a prompt the first word may be left out where the question makes it clear (``y12`` when a
card is turned, ``4`` when a movement card is chosen).

``words`` writes what a player types in the reader's language; in German ``setze 5``,
``karte ge12``, ``biete ge12``, ``passe``, ``spiele 4``, ``spiele rum``, ``jack-karte 6``,
``nimm ge12``, ``gib r4``, ``raube hafen``, ``raube kapitän`` (``jack``, ``blackjack`` and
``rum`` are the same words in both). ``parse`` reads both languages and the notation.
"""

from __future__ import annotations

from games.halunken.rules.components import BJ_MOVES, CAPTAIN_MOST, DIVES, parse_card, parse_move
from games.halunken.rules.state import HState
from games.halunken.rules.turn import awaiting
from games.halunken.rules.words import notation, words
from tabletop.events import CHANCE, BadInput, Event
from tabletop.plugin import Chance, Decision
from tabletop.typed import small_number

__all__ = ["entries", "notation", "parse", "words"]

VERBS = {
    "place": "place", "setze": "place", "platz": "place",
    "jack": "jack", "blackjack": "blackjack", "black-jack": "blackjack",
    "bid": "bid", "biete": "bid", "gebot": "bid", "pass": "pass", "passe": "pass",
    "move": "move", "zug": "move", "spiele": "move", "spiel": "move", "ziehe": "move",
    "jack-card": "jack_card",
    "jack-karte": "jack_card", "rum": "rum", "take": "take", "nimm": "take",
    "give": "give", "gib": "give", "rob": "rob", "raube": "rob", "card": "card",
}
CARD_WORD = "karte"
"""German for a card: the scoundrel card turned while one is turned, else the movement card."""
ROB_TARGETS = {"harbour": "harbour", "harbor": "harbour", "hafen": "harbour",
               "captain": "captain", "kapitän": "captain", "kapitaen": "captain",
               "player": "captain", "spieler": "captain"}


def _space(text: str) -> int:
    space = small_number(text)
    if space is None or not 1 <= space <= DIVES:
        raise BadInput("hs_err_space_syntax", text=text[:12])
    return space - 1


def _implicit(state: HState, decision: Decision) -> str | None:
    """The verb a bare answer stands for at this point."""
    kinds = {a.kind for a in decision.actions}
    for kind in ("place", "jack", "move", "jack_card", "rum", "take", "give"):
        if kind in kinds:
            return kind
    if "bid" in kinds or "pass" in kinds:
        return "bid"
    return None


def entries(state: HState, text: str) -> list[str]:
    """H2: at the table the cards turned face up come in a row (the setup turns 14): a line of
    several cards is each card as it would be typed alone, in order (``p5 r8 gelb 3``); a
    word that starts no card is an entry of its own, refused when it is read. Any other line,
    and one that holds no card at all, is itself."""
    now = awaiting(state)
    if not (isinstance(now, Chance) and now.kind == "card"):
        return [text]
    words = [w for w in text.replace(",", " ").split() if w.lower() not in ("card", CARD_WORD)]
    row: list[str] = []
    cards = 0
    at = 0
    while at < len(words):
        # A card is one word (``y12``) or two (``gelb 3``, ``12 gelb``): the shorter wins.
        length = next((n for n in (1, 2) if at + n <= len(words)
                       and _is_card(" ".join(words[at:at + n]))), 0)
        cards += length > 0
        row.append(" ".join(words[at:at + max(length, 1)]))
        at += max(length, 1)
    # A line holding no card at all ('blue 5', 'place 3') is read whole, and says so whole.
    return row if len(row) > 1 and cards else [text]


def _is_card(text: str) -> bool:
    try:
        parse_card(text)
    except BadInput:
        return False
    return True


def parse(state: HState, text: str) -> Event:
    words = text.strip().split()
    if not words:
        raise BadInput("err_empty_input")
    now = awaiting(state)
    first = words[0].lower()
    verb = ("card" if isinstance(now, Chance) else "move") if first == CARD_WORD \
        else VERBS.get(first)
    rest = words[1:] if verb else words
    if isinstance(now, Chance) and verb in (None, "card", "blackjack"):
        value = " ".join(rest)
        if now.kind == "jack":
            return Event(CHANCE, "jack", {"values": [parse_move(value)]})
        return Event(CHANCE, "card", {"values": [parse_card(value)]})
    if verb in ("card", "blackjack"):
        raise BadInput("hs_err_nothing_turned")
    if isinstance(now, Chance):
        raise BadInput("hs_err_reveal_first")
    if not isinstance(now, Decision):
        raise BadInput("hs_err_game_over")
    seat = now.player
    kinds = {a.kind for a in now.actions}
    if verb == "rum" and not rest and kinds & {"move", "jack_card"}:
        verb, rest = None, ["rum"]  # "rum" alone, when choosing, is the rum card
    if verb is None:
        verb = _implicit(state, now)
        if verb is None:
            raise BadInput("hs_err_unknown_command", text=words[0])
    arg = " ".join(rest)
    if verb == "pass":
        return Event(seat, "pass")
    if not rest:
        raise BadInput("hs_err_needs_more", command=words[0][:12])
    if verb in ("place", "jack"):
        return Event(seat, verb, {"space": _space(arg)})
    if verb in ("move", "jack_card"):
        most = CAPTAIN_MOST if verb == "move" else len(BJ_MOVES)
        return Event(seat, verb, {"card": parse_move(arg, most)})
    if verb == "rum":
        declared = small_number(arg, 2)
        if declared is None:
            raise BadInput("hs_err_rum_syntax")
        return Event(seat, "rum", {"value": declared})
    if verb == "rob":
        target = ROB_TARGETS.get(arg.lower())
        if target is None:
            raise BadInput("hs_err_rob_syntax")
        return Event(seat, "rob", {"from": target})
    return Event(seat, verb, {"card": parse_card(arg)})


HELP = {"place": "hs_cmd_place", "jack": "hs_cmd_jack", "bid": "hs_cmd_bid",
        "pass": "hs_cmd_bid", "move": "hs_cmd_move", "jack_card": "hs_cmd_jack_card",
        "take": "hs_cmd_take", "give": "hs_cmd_give", "rob": "hs_cmd_rob", "rum": "hs_cmd_rum"}


def commands_help(state: HState) -> list[tuple[str, str]]:
    """What can be typed now, in the reader's words: a legal example or two of each kind."""
    now = awaiting(state)
    if isinstance(now, Chance):
        turned = "7" if now.kind == "jack" else "y12"
        example = words(Event(CHANCE, now.kind, {"values": [turned]}))
        key = "hs_chance_jack" if now.kind == "jack" else "hs_cmd_card"
        typed = [(f"{example} | {example.split()[1]}", key)]
        if now.kind == "card":  # H2: a row of cards turned, typed at once
            row = (words(Event(CHANCE, "card", {"values": [c]})).split()[1]
                   for c in now.outcomes[:3])
            typed.append((" ".join(row) + " …", "hs_cmd_cards"))
        return typed
    if not isinstance(now, Decision):
        return []
    kinds: dict[str, list[Event]] = {}
    for action in now.actions:
        kinds.setdefault(action.kind, []).append(action)
    rows: dict[str, list[str]] = {}
    for kind, actions in kinds.items():
        # the first and the last of a kind: "spiele 1 | spiele rum", "nimm r4 | nimm ge12"
        rows.setdefault(HELP[kind], []).extend(words(a) for a in (actions[0], actions[-1]))
    return [(" | ".join(dict.fromkeys(examples)), key) for key, examples in rows.items()]
