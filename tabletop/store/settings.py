"""What this machine keeps between runs under a name, such as the name its user plays under
(``store.settings``)."""

from __future__ import annotations

from tabletop.store import columns
from tabletop.store.repository import Repository, locked


class Settings(Repository):
    @locked
    def get(self, key: str) -> str | None:
        """What this machine keeps under ``key`` (None: nothing yet)."""
        row = self.conn.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()
        return columns.optional_text(row[0], "settings.value") if row else None

    def keep(self, key: str, value: str | None) -> None:
        """Keep ``value`` under ``key`` on this machine (None: forget it)."""
        with self.store.transaction():
            if value is None:
                self.conn.execute("DELETE FROM settings WHERE key = ?", (key,))
            else:
                self.conn.execute("INSERT INTO settings (key, value) VALUES (?, ?)"
                                  " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                                  (key, value))
