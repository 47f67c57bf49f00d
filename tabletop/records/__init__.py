"""Records of games: files in and out, their checks and schema, tallies, history and statistics."""
