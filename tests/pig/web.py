"""Pig on a web page: drawn from an observation (and advice data) alone, with the catalogue
entries of the terminal view; a die is a square with its number."""

from __future__ import annotations

from typing import Any

from markupsafe import Markup

from tabletop.events import Event
from tabletop.i18n import t
from tabletop.plugin import Advice
from tabletop.web.views import Moves

CSS = """
.pig-die{width:2.2em;height:2.2em;vertical-align:middle}
.pig-die rect{fill:#fff;stroke:#333;stroke-width:3}
.pig-die text{font:bold 30px sans-serif;text-anchor:middle;fill:#222}
.pig-scores td{padding:.1em .6em}
.pig-turn{font-weight:bold}
"""


def die(face: int | str) -> Markup:
    label = t("pig_die", face=face)
    return Markup(
        '<svg class="pig-die" viewBox="0 0 60 60" role="img" aria-label="{}"><title>{}</title>'
        '<rect x="3" y="3" width="54" height="54" rx="9"/><text x="30" y="41">{}</text></svg>'
    ).format(label, label, face)


def advice(advice: Advice) -> Markup:
    best = t(f"pig_cmd_{advice.data['best']}")
    return Markup('<p class="pig-advice">{}</p>').format(
        t("pig_v_advice", words=advice.data["best"], best=best,
          hold_at=advice.data["hold_at"]))


_advice = advice  # ``board`` has a parameter of that name


def board(observation: dict[str, Any], advice: Advice | None = None, moves: Moves = (),
          before: dict[str, Any] | None = None) -> Markup:
    # No move is placed on Pig's board: the host lists them under it (issue #23's fallback).
    rows = []
    for seat, (name, score) in enumerate(zip(observation["players"], observation["scores"],
                                             strict=True)):
        now = seat == observation["turn"] and not observation["winner"]
        rows.append(Markup('<tr{}><td>{}</td><td>{}</td><td>{}</td></tr>').format(
            Markup(' class="pig-turn"') if now else Markup(""), "▶" if now else "", name, score))
    parts = [Markup("<h2>{}</h2>").format(t("pig_v_title", target=observation["target"])),
             Markup('<table class="pig-scores">{}</table>').format(Markup("").join(rows))]
    if observation["winner"]:
        parts.append(Markup('<p class="big">{}</p>').format(
            t("pig_v_won", player=observation["winner"])))
    else:
        last = observation["last"]
        parts.append(Markup("<p>{} {}</p>").format(
            t("pig_v_total", total=observation["total"], last=last or "-"),
            die(last) if last else Markup("")))
    if advice is not None:
        parts.append(_advice(advice))
    return Markup('<section class="pig-board">{}</section>').format(Markup("").join(parts))


def action(event: Event) -> Markup:
    return Markup("<span>{}</span>").format(t(f"pig_cmd_{event.kind}"))


def outcome(kind: str, value: str) -> Markup:
    return die(value)
