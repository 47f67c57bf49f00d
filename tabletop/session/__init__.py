"""A game in play: sessions, the table that says who acts and sees what, the driver, dealers,
the deal bests worked out beside a game, reviews and simulated games."""
