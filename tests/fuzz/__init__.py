"""Fuzz tests of every door a user or a file can come in by (issue #13): command-line options,
``--player`` formats and tallies, transcripts, import records, answers at every prompt."""
