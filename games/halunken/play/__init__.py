"""Halunken und Spelunken: playing well: the fast model, the searches, the bots, the advice, the
review."""
