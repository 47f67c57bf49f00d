"""The command line: a thin Typer app whose verbs come from the plugins' metadata."""
