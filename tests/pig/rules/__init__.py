"""Pig: the rules as a pure state machine, what a seat sees and is told, the score."""
