"""Pig's notation: ``roll``, ``hold`` and ``die 4`` in a transcript; German words at a prompt."""


from tabletop.events import CHANCE, BadInput, Event

from .turn import FACES, PigState

ROLL_WORDS, HOLD_WORDS = {"roll", "r", "würfeln", "wurf", "w"}, {"hold", "h", "halten", "bank"}
DIE_WORDS = {"die", "rolled", "würfel", "gewürfelt"}


def parse(state: PigState, text: str) -> Event:
    words = text.strip().lower().split()
    if state.rolling and words and words[-1] in FACES and set(words[:-1]) <= DIE_WORDS:
        return Event(CHANCE, "die", {"values": [words[-1]]})
    if not state.rolling and len(words) == 1 and words[0] in ROLL_WORDS | HOLD_WORDS:
        return Event(state.seat, "roll" if words[0] in ROLL_WORDS else "hold")
    raise BadInput("pig_err_parse", text=text.strip())


def notation(event: Event) -> str:
    return f"die {event.data['values'][0]}" if event.is_chance else event.kind


def tally_line(text: str) -> tuple[str, int]:
    name, _, points = text.partition(":")
    if not name.strip() or not points.strip().isdigit():
        raise BadInput("pig_err_tally", text=text)
    return name.strip(), int(points)
