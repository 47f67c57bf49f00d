"""Every Pig sentence in English and German, and the lines both faces show."""

from typing import Any

from tabletop.plugin import Advice
from tabletop.text.i18n import t

MESSAGES: dict[str, dict[str, str]] = {
    "pig_err_nothing_to_hold": {"en": "Nothing to hold: roll first.", "de": "Erst würfeln."},
    "pig_err_die": {"en": "A die shows one of 1-6.", "de": "Ein Würfel zeigt 1-6."},
    "pig_err_not_now": {"en": "That is not awaited now.", "de": "Das ist jetzt nicht dran."},
    "pig_err_parse": {"en": "'{text}': roll, hold or die 4?",
                      "de": "'{text}': würfeln, halten, würfel 4?"},
    "pig_err_tally": {"en": "'{text}': write name: points.", "de": "'{text}': Name: Punkte."},
    "pig_what_die": {"en": "Roll the die.", "de": "Würfeln."},
    "pig_line_banked": {"en": "banked", "de": "gesichert"},
    "pig_die": {"en": "a {face}", "de": "eine {face}"},
    "pig_n_roll": {"en": "{player} rolls.", "de": "{player} würfelt."},
    "pig_n_die": {"en": "{player} rolled {die}: {total} this turn.",
                  "de": "{player} würfelt {die}: {total}."},
    "pig_n_bust": {"en": "{player} rolled {die}, loses {lost}; {next} is next.",
                   "de": "{player} würfelt {die}, verliert {lost}; {next} ist dran."},
    "pig_n_hold": {"en": "{player} holds {points}: {score} in all.",
                   "de": "{player} hält {points}: {score}."},
    "pig_n_won": {"en": "{player} wins!", "de": "{player} gewinnt!"},
    "pig_cmd_roll": {"en": "roll the die", "de": "würfeln"},
    "pig_cmd_hold": {"en": "bank this turn's points", "de": "die Punkte des Zugs sichern"},
    "pig_cmd_die": {"en": "the face rolled", "de": "die gewürfelte Zahl"},
    "pig_ask_player": {"en": "A player and points (Ana: 87)", "de": "Spieler und Punkte (Ana: 87)"},
    "pig_rules": {"en": "**Pig.** A 1 loses the turn's points; hold banks them. First to {target} "
                        "wins.",
                  "de": "**Schweinerei.** Eine 1 kostet die Punkte des Zugs; halten sichert sie. "
                        "Zuerst {target} gewinnt."},
    "pig_v_title": {"en": "Pig: first to {target}", "de": "Schweinerei: wer zuerst {target} hat"},
    "pig_v_total": {"en": "This turn: {total} (rolled {last})", "de": "Zug: {total} (Wurf {last})"},
    "pig_v_won": {"en": "{player} won.", "de": "{player} hat gewonnen."},
    "pig_v_advice": {"en": "Advice: {words} ({best}, hold at {hold_at}).",
                     "de": "Rat: {words} ({best}, bei {hold_at} halten)."},
}


def board(observation: dict[str, Any]) -> list[tuple[str, bool]]:
    """The board's lines, each with whether it is the one to mark (whose turn, who won)."""
    seen, winner = observation, observation["winner"]
    rows = [(t("pig_v_title", target=seen["target"]), False)]
    for seat, (name, score) in enumerate(zip(seen["players"], seen["scores"], strict=True)):
        now = seat == seen["turn"] and not winner
        rows.append((f"{'▶' if now else ' '} {name:<12} {score:>4}", now))
    if winner:
        return [*rows, (t("pig_v_won", player=winner), True)]
    return [*rows, (t("pig_v_total", total=seen["total"], last=seen["last"] or "-"), False)]


def advised(advice: Advice) -> str:
    """The advice as both faces say it."""
    best = advice.data["best"]
    return t("pig_v_advice", words=best, best=t(f"pig_cmd_{best}"), hold_at=advice.data["hold_at"])
