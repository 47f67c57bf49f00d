"""The SQLite store: one connection (``database.Store``) and a small repository over it per
concern: a game's log, results and ratings, caches, the web's links, claims, matches, imports
and settings. No SQL is written outside this folder (tests/test_store_alone.py)."""
