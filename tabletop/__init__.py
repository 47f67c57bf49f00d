"""tabletop: companions for tabletop games (the host; it knows no particular game)."""

__version__ = "0.1.0"
