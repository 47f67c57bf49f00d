"""Halunken und Spelunken: the rules as a pure state machine: state, options, components, the moves,
what a seat may know and is told, the score."""
