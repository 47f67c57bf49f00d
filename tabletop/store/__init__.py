"""The SQLite store: games and their events, its faults, its rows, and which window holds a game."""
