"""The web face's sentences about seats you can trust (issue #37): a seat opened on another
device, and a joined seat's link shown again on the host's page."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "web_seat_elsewhere": {"en": "{player}'s seat was opened on another device: whoever acts "
                                 "first plays it.",
                           "de": "Der Platz von {player} wurde auf einem weiteren Gerät "
                                 "geöffnet: Es spielt, wer zuerst handelt."},
    "web_link_shown": {"en": "The host showed {player}'s link again: a device that opens it "
                             "can play that seat.",
                       "de": "Der Gastgeber hat den Link von {player} wieder gezeigt: Ein Gerät, "
                             "das ihn öffnet, kann diesen Platz spielen."},
    "web_show_link": {"en": "Show the link again", "de": "Link wieder zeigen"},
    "web_show_link_help": {"en": "every phone is told", "de": "alle Handys erfahren es"},
    "web_hide_link": {"en": "Hide the link", "de": "Link verbergen"},
    "web_err_show_link": {"en": "Only the host's page shows a seat's link again.",
                          "de": "Nur die Seite des Gastgebers zeigt den Link eines Platzes "
                                "wieder."},
}
