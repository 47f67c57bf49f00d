"""Pig: every sentence it says, in English and German."""
