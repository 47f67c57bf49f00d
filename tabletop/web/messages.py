"""Texts of the web face's frame and game pages."""

MESSAGES: dict[str, dict[str, str]] = {
    "web_nav_new": {"en": "New game", "de": "Neues Spiel"},
    "web_nav_history": {"en": "History", "de": "Verlauf"},
    "web_nav_stats": {"en": "Stats", "de": "Statistik"},
    "web_nav_tally": {"en": "Tally", "de": "Abrechnen"},
}
