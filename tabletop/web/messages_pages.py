"""Texts of the history, stats and tally pages."""

MESSAGES: dict[str, dict[str, str]] = {}
