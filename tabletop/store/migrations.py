"""The store's schema, one step a version: a database of version n is brought to n + 1 by
``MIGRATIONS[n]``; the steps a database lacks run in one transaction."""

from __future__ import annotations

# MIGRATIONS[n] brings a database from version n to n + 1. Never edit a step that has shipped:
# databases out there were made by it; add a new one instead.
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        plugin_version TEXT NOT NULL,
        options TEXT NOT NULL,
        players TEXT NOT NULL,
        seed INTEGER,
        mode TEXT NOT NULL,
        bots TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL DEFAULT 'playing',
        result TEXT,
        created TEXT NOT NULL,
        updated TEXT NOT NULL
    );
    CREATE TABLE events (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
    # 2: people with stable names across games, so statistics follow a person; a game's
    # identity across machines (import); bot strategies; challenges and matches.
    """
    CREATE TABLE players (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        key TEXT NOT NULL UNIQUE,
        created TEXT NOT NULL
    );
    CREATE TABLE seats (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players(id),
        bot INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game TEXT NOT NULL,
        players TEXT NOT NULL,
        bots TEXT NOT NULL,
        strategies TEXT NOT NULL,
        options TEXT NOT NULL,
        planned INTEGER NOT NULL,
        seed INTEGER,
        created TEXT NOT NULL
    );
    ALTER TABLE games ADD COLUMN uid TEXT;
    ALTER TABLE games ADD COLUMN strategies TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE games ADD COLUMN challenge TEXT;
    ALTER TABLE games ADD COLUMN match_id INTEGER REFERENCES matches(id);
    UPDATE games SET uid = lower(hex(randomblob(16)));
    CREATE UNIQUE INDEX games_uid ON games(uid);
    INSERT OR IGNORE INTO players (name, key, created)
        SELECT p.value, person_key(p.value), g.created FROM games g, json_each(g.players) p
        ORDER BY g.id, p.key;
    INSERT INTO seats (game_id, seat, player_id, bot)
        SELECT g.id, p.key, (SELECT id FROM players WHERE key = person_key(p.value)),
               p.key IN (SELECT b.value FROM json_each(g.bots) b)
        FROM games g, json_each(g.players) p;
    """,
    # 3: the web face. A link's token lets one device play one seat (``seat``), or every
    # person's seat of a hotseat or table game, or watch (``role``); a secret choice made on
    # a phone ahead of its turn waits in ``web_pending`` so a server restart keeps it; the
    # host's key guards the host pages when the server listens on the network.
    """
    CREATE TABLE web_links (
        token TEXT PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER,
        role TEXT NOT NULL,
        created TEXT NOT NULL
    );
    CREATE INDEX web_links_game ON web_links(game_id);
    CREATE TABLE web_pending (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        actor TEXT NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE TABLE web_host (key TEXT NOT NULL);
    """,
    # 4: which window has a game open (tabletop/store/claims.py), so a second one is told.
    """
    CREATE TABLE claims (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        pid INTEGER NOT NULL,
        host TEXT NOT NULL,
        started TEXT NOT NULL,
        token TEXT NOT NULL
    );
    """,
    # 5: the dealer edition that dealt a game (``tabletop.session.dealers``), so a seed's older
    # games replay as they were dealt.
    """
    ALTER TABLE games ADD COLUMN dealer INTEGER NOT NULL DEFAULT 1;
    """,
    # 6: a game played on each person's own device says so (``devices``): it was stored as
    # hotseat ("play"), told apart only by its seats' links.
    """
    UPDATE games SET mode = 'devices' WHERE mode = 'play'
        AND id IN (SELECT game_id FROM web_links WHERE role = 'seat');
    """,
    # 7: never trapped on the web (issue #23): when a seat's link was first opened (the host's
    # page shows who has joined), and the game started after a finished one with the same
    # people and options ("play again"), so every phone of the old game finds its new seat.
    """
    ALTER TABLE web_links ADD COLUMN opened TEXT;
    CREATE TABLE web_next (
        game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        next_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE
    );
    """,
    # 8: an import stores its games in short transactions, each game marked with its batch
    # until the last one is in (issue #28): a marked game is seen by nothing, and a batch
    # that failed, or whose process is gone, is deleted.
    """
    CREATE TABLE import_batches (
        id INTEGER PRIMARY KEY,
        pid INTEGER NOT NULL,
        host TEXT NOT NULL,
        started TEXT NOT NULL
    );
    ALTER TABLE games ADD COLUMN import_batch INTEGER;
    """,
    # 9: ratings per person and game (issue #25), kept as games finish (tabletop/store/
    # ratings.py): each person's current rating, each game's change to it, and per game kind
    # the order rated so far. The games already finished are rated once, when their kind is
    # first read (``stale``): the model's arithmetic is no SQL.
    """
    CREATE TABLE ratings (
        game TEXT NOT NULL,
        player TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL,
        mu_before REAL NOT NULL,
        sigma_before REAL NOT NULL,
        last_game INTEGER NOT NULL,
        PRIMARY KEY (game, player)
    );
    CREATE TABLE rating_changes (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        seq INTEGER NOT NULL,
        mu_before REAL NOT NULL,
        sigma_before REAL NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        PRIMARY KEY (game_id, player)
    );
    CREATE INDEX rating_changes_player ON rating_changes(game, player, seq);
    CREATE TABLE rating_kinds (
        game TEXT PRIMARY KEY,
        stale INTEGER NOT NULL DEFAULT 0,
        seq INTEGER NOT NULL DEFAULT 0,
        last_updated TEXT,
        last_id INTEGER
    );
    INSERT INTO rating_kinds (game, stale)
        SELECT DISTINCT game, 1 FROM games WHERE status != 'playing';
    """,
    # 10: a finished game's review (issue #25), one row a seat: what its choices gave up in
    # expected points over how many decisions, and its luck, so ``stats`` follows a person's
    # play over time. ``events``: the log's length reviewed (an undo after the end drops it).
    """
    CREATE TABLE reviews (
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        decisions INTEGER NOT NULL,
        valued INTEGER NOT NULL,
        given_up REAL NOT NULL,
        luck REAL,
        unit TEXT NOT NULL,
        effort REAL NOT NULL,
        events INTEGER NOT NULL,
        created TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    );
    """,
    # 11: a game no longer keeps a plugin version (issue #27): it was "1" in every game and
    # nothing read it; a record's versions are its rules edition, its dealer edition and the
    # schema of the store and of its files.
    """
    ALTER TABLE games DROP COLUMN plugin_version;
    """,
    # 12: a dealt solo deal's best score (issue #26), solved once while the deal is played and
    # kept with the deal itself, not a game: a challenge's leaderboard and every later game of
    # the same deal read it. A deal is the game, the options as JSON with sorted keys (the
    # rules edition among them), the dealer edition and the seed.
    """
    CREATE TABLE deal_bests (
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        dealer INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        best INTEGER NOT NULL,
        exact INTEGER NOT NULL,
        effort REAL NOT NULL,
        created TEXT NOT NULL,
        PRIMARY KEY (game, options, dealer, seed)
    );
    """,
    # 13: one writer per game (issue #37): a game's revision, bumped by every write to its log
    # or to its choices made ahead, and every such write names the revision it read, so a
    # write made on a game another window (or the web) changed since is refused. The number
    # of events could not tell: an undo and another move leave it as it was.
    """
    ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
    """,
    # 14: seats you can trust (issue #37). A browser carries a random device id in a cookie;
    # per seat's link the store keeps the device that joined first (later, the one that acted
    # for the seat last), whether another device opened the link since (both are told), and
    # when the host showed a joined seat's link again (every phone is told). A seat joined
    # before this step has no device yet: the next one to open it is its first.
    """
    CREATE TABLE web_seat_devices (
        token TEXT PRIMARY KEY REFERENCES web_links(token) ON DELETE CASCADE,
        device TEXT NOT NULL,
        elsewhere TEXT,
        shown TEXT
    );
    """,
    # 15: what a person at a terminal was asked once (issue #39). A game keeps the language it
    # was started in, so it resumes in it without ``--lang``; this machine keeps settings by
    # key: the name a solo game or a tally is played under, asked for once and not "P1".
    """
    ALTER TABLE games ADD COLUMN lang TEXT;
    CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # 16: a table named after what it holds (issue #41): the secret choices made on a seat's
    # own device ahead of their turn are the game log's (``store.log.pending``), not the
    # web's; the rows keep their place, only the name changes.
    """
    ALTER TABLE web_pending RENAME TO choices_ahead;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
