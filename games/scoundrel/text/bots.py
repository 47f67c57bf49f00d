"""Each bot by the name a reader sees (issue #23: German all through); ``play/bots.py``'s
``STRATEGIES`` keeps the name typed after ``--bot``. Here, not beside the bots, so that
registering the catalogue loads no search (issue #26: start-up)."""

NAMES: dict[str, dict[str, str]] = {
    "bot_scoundrel_expectimax": {"en": "looks ahead", "de": "denkt voraus"},
    "bot_scoundrel_greedy": {"en": "sees only the room", "de": "sieht nur den Raum"},
    "bot_scoundrel_random": {"en": "plays at random", "de": "spielt zufällig"},
}
