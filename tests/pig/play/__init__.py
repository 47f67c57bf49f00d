"""Pig: playing well: a bot, its advice and the fast model."""
