"""The records of games as data: the export format and its schema, reading files and JSON
streams, statistics, ratings and charts; pure models the store and the archive build on."""
