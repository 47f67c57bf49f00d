"""Halunken und Spelunken: how the game looks: the terminal view, the web view and its pictures."""
