"""Pig: a fourth game that lives only in the tests, the worked example of docs/ADDING_A_GAME.md
(it joins every conformance case without being registered as an entry point)."""

from tabletop import i18n

from .game import Pig

_TEXTS = {
    "pig_err_nothing_to_hold": ("Nothing to hold: roll first.", "Nichts zu halten: erst würfeln."),
    "pig_err_die": ("A die shows one of 1-6.", "Ein Würfel zeigt 1-6."),
    "pig_err_not_now": ("That is not awaited now.", "Das ist jetzt nicht dran."),
    "pig_err_parse": ("'{text}': roll, hold or die 4?", "'{text}': würfeln, halten, würfel 4?"),
    "pig_err_tally": ("'{text}': write name: points.", "'{text}': Name: Punkte schreiben."),
    "pig_what_die": ("Roll the die.", "Würfeln."),
    "pig_line_banked": ("banked", "gesichert"),
    "pig_die": ("a {face}", "eine {face}"),
    "pig_n_roll": ("{player} rolls.", "{player} würfelt."),
    "pig_n_die": ("{player} rolled {die}: {total} this turn.", "{player} würfelt {die}: {total}."),
    "pig_n_bust": ("{player} rolled {die}, loses {lost}; {next} is next.",
                   "{player} würfelt {die}, verliert {lost}; {next} ist dran."),
    "pig_n_hold": ("{player} holds {points}: {score} in all.", "{player} hält {points}: {score}."),
    "pig_n_won": ("{player} wins!", "{player} gewinnt!"),
    "pig_cmd_roll": ("roll the die", "würfeln"),
    "pig_cmd_hold": ("bank this turn's points", "die Punkte des Zugs sichern"),
    "pig_cmd_die": ("the face rolled", "die gewürfelte Zahl"),
    "pig_ask_player": ("A player and their points (Ana: 87)", "Spieler und Punkte (Ana: 87)"),
    "pig_rules": ("**Pig.** Roll at will: a 1 loses the turn's points, any other face adds to "
                  "them; hold to bank them. First to {target} wins.",
                  "**Schweinerei.** Würfle nach Belieben: eine 1 verliert die Punkte des Zugs, "
                  "jede andere zählt dazu; halte, um sie zu sichern. Zuerst {target} gewinnt."),
    "pig_v_title": ("Pig: first to {target}", "Schweinerei: wer zuerst {target} hat"),
    "pig_v_total": ("This turn: {total} (last roll {last})", "Dieser Zug: {total} (Wurf {last})"),
    "pig_v_won": ("{player} won.", "{player} hat gewonnen."),
    "pig_v_advice": ("Advice: {words} ({best}, hold at {hold_at}).",
                     "Rat: {words} ({best}, bei {hold_at} halten)."),
}
i18n.register({key: {"en": en, "de": de} for key, (en, de) in _TEXTS.items()})

GAME = Pig()

__all__ = ["GAME", "Pig"]
