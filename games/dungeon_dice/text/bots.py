"""Each bot by the name a reader sees (issue #23: German all through); ``play/bots.py``'s
``STRATEGIES`` keeps the name typed after ``--bot``. Here, not beside the bots, so that
registering the catalogue loads no search (issue #26: start-up)."""

NAMES: dict[str, dict[str, str]] = {
    "bot_dungeon_dice_odds": {"en": "counts the odds", "de": "rechnet die Chancen"},
    "bot_dungeon_dice_basic": {"en": "rule of thumb", "de": "Faustregel"},
}
