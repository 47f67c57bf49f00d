"""Halunken und Spelunken: every sentence the game says, in English and German: the catalogues."""
