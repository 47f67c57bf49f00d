"""The host's sentences of a game's review (issue #25), English and German."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "err_review_unfinished": {
        "en": "Game {id} is not finished: a review would tell its secrets. Finish it first "
              "('tabletop resume {id}').",
        "de": "Spiel {id} ist nicht beendet: eine Rückschau verriete seine Geheimnisse. Spielt "
              "es erst zu Ende ('tabletop resume {id}')."},
    "err_review_no_advisor": {
        "en": "This game has no advisor to review it with.",
        "de": "Für dieses Spiel gibt es keinen Ratgeber, der es durchsehen könnte."},
    "err_review_tallied": {
        "en": "Game {id} was tallied without the app: there are no moves to review.",
        "de": "Spiel {id} wurde ohne die App abgerechnet: es gibt keine Züge durchzusehen."},
    "unit_points_one": {"en": "{count} point", "de": "{count} Punkt"},
    "unit_points_many": {"en": "{count} points", "de": "{count} Punkte"},
    "unit_xp_one": {"en": "{count} XP", "de": "{count} Erfahrung"},
    "unit_xp_many": {"en": "{count} XP", "de": "{count} Erfahrung"},
    "review_more": {"en": "more", "de": "mehr"},
    "review_less": {"en": "less", "de": "weniger"},
    "review_title": {"en": "Review of game {id}: {title}, {date}, {players}",
                     "de": "Rückschau auf Spiel {id}: {title}, {date}, {players}"},
    "review_how": {
        "en": "Every decision valued by the advisor from what the player knew then (the work of "
              "a {seconds} s hint each): what it expected of the choice made against the best.",
        "de": "Jede Entscheidung vom Ratgeber bewertet, aus dem, was der Spieler da wusste (die "
              "Arbeit eines Tipps von {seconds} s je Entscheidung): was er von der getroffenen "
              "Wahl erwartete, gegen die beste."},
    "review_working": {"en": "Reviewing the decisions", "de": "Entscheidungen werden bewertet"},
    "review_figure": {
        "en": "{player}: gave up {lost} over {decisions} decisions ({valued} valued, {slips} "
              "costly).",
        "de": "{player}: hat {lost} in {decisions} Entscheidungen verschenkt ({valued} "
              "bewertet, {slips} teuer)."},
    "review_figure_clean": {
        "en": "{player}: played as the advisor would in all {valued} valued decisions (of "
              "{decisions}).",
        "de": "{player}: hat in allen {valued} bewerteten Entscheidungen (von {decisions}) "
              "gespielt wie der Ratgeber."},
    "review_luck_total": {"en": "Luck: {worth} {way} than expected.",
                          "de": "Glück: {worth} {way} als erwartet."},
    "review_costliest": {"en": "The costliest decisions of {player}",
                         "de": "Die teuersten Entscheidungen von {player}"},
    "review_decision": {
        "en": "Entry {entry}: played {played}, where the advisor prefers {best}: "
              "{lost} given up (expected {chosen} against {value}).",
        "de": "Eintrag {entry}: gespielt {played}, wo der Ratgeber {best} rät: "
              "{lost} verschenkt (erwartet {chosen} statt {value})."},
    "review_estimate": {"en": "(an estimate: the search did not reach the end)",
                        "de": "(geschätzt: die Suche reichte nicht bis zum Ende)"},
    "review_kept": {"en": "Kept with the game: 'tabletop stats' shows it over time.",
                    "de": "Beim Spiel gespeichert: 'tabletop stats' zeigt den Verlauf."},
    "help_cmd_review": {"en": "How well each person played and how lucky they were: every "
                          "decision valued by the advisor.",
                    "de": "Wie gut jede Person gespielt hat und wie viel Glück sie hatte: "
                          "jede Entscheidung vom Ratgeber bewertet."},
    "reviews_title": {"en": "Reviewed play: {game}", "de": "Durchgesehene Spiele: {game}"},
    "col_reviewed": {"en": "Reviewed", "de": "Durchgesehen"},
    "col_given_up": {"en": "Given up a decision", "de": "Verschenkt je Entscheidung"},
    "col_luck": {"en": "Luck a game", "de": "Glück je Spiel"},
    "reviews_caption": {
        "en": "Reviewed play ('tabletop review'): the expected points a valued decision gave up, "
              "its trend over the games reviewed, and the mean luck a game (above 0: chance "
              "helped).",
        "de": "Durchgesehene Spiele ('tabletop review'): die erwarteten Punkte, die eine "
              "bewertete Entscheidung verschenkte, ihr Verlauf über die durchgesehenen Spiele "
              "und das mittlere Glück je Spiel (über 0: der Zufall half)."},
    "web_review_link": {"en": "Review: how well was it played, how lucky?",
                        "de": "Rückschau: wie gut gespielt, wie viel Glück?"},
    "web_review_title": {"en": "No review", "de": "Keine Rückschau"},
    "web_review_heading": {"en": "Review of game {id}: {title}",
                           "de": "Rückschau auf Spiel {id}: {title}"},
    "web_review_wait": {"en": "{done} of {total} decisions valued; the page fills in by itself.",
                        "de": "{done} von {total} Entscheidungen bewertet; die Seite füllt sich "
                              "von selbst."},
    "web_review_board": {"en": "The board then", "de": "Das Spielfeld in dem Moment"},
    "web_review_back": {"en": "Back to the game", "de": "Zurück zum Spiel"},
    "web_review_kept": {"en": "Kept with the game: the statistics show it over time.",
                        "de": "Beim Spiel gespeichert: die Statistik zeigt den Verlauf."},
    "web_review_stats": {"en": "Open the statistics", "de": "Zur Statistik"},
    "web_reviews_caption": {
        "en": "Reviewed play (each finished game's review): the expected points a valued "
              "decision gave up, its trend over the games reviewed, and the mean luck a game "
              "(above 0: chance helped).",
        "de": "Durchgesehene Spiele (die Rückschau jedes beendeten Spiels): die erwarteten "
              "Punkte, die eine bewertete Entscheidung verschenkte, ihr Verlauf über die "
              "durchgesehenen Spiele und das mittlere Glück je Spiel (über 0: der Zufall "
              "half)."},
}
