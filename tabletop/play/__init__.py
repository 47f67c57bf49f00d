"""Playing a game: sessions, the table of rules, dealers, the driver, and finding games."""
