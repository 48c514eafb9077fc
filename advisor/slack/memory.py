"""What the Slack surface remembers beside the conversation: who asked in each thread (for the App Home's
recent recommendations and the "@user asked …" attribution) and whether the thread already has its chart
(one chart per thread, more only on request).

Its own table in the conversation database, versioned by its own sqlite-utils `Migrations` set, so the
conversation store's migrations stay untouched. A conversation that moves (an ephemeral /gpu-advisor answer
posted to the channel becomes a thread) moves here too, with `Store.rekey`.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any

from advisor.core.store import Store
from catalog._no_numpy import Migrations, sqlite_utils

migrations = Migrations("gpu_advisor.slack")
RECENT = 5  # recommendations listed on the App Home


@migrations()
def m001_slack_threads(db: sqlite_utils.Database) -> None:
    if not db.table("slack_threads").exists():
        db.table("slack_threads").create({"key": str, "user": str, "charted": int, "updated": str}, pk="key")
        db.table("slack_threads").create_index(["user"])


class SlackMemory:
    def __init__(self, store: Store):
        self.store = store
        self._ready: tuple[Any, int] | None = None  # the file and generation migrated (Store.generation)

    @property
    def db(self) -> sqlite_utils.Database:
        db = self.store.db
        ready = (self.store.path, self.store.generation)
        if self._ready != ready:
            from advisor.core.store import refuse_newer
            from catalog.db import write_transaction

            refuse_newer(db, migrations, self.store.path)  # a newer version's slack table: refused in words
            if migrations.pending(db):
                with write_transaction(db):
                    migrations.apply(db)
            self._ready = ready
        return db

    def _write(self, sql: str, args: list[Any]) -> None:
        from catalog.db import write_transaction

        def run() -> None:
            db = self.db
            with write_transaction(db):
                db.execute(sql, args)
        self.store.turn(run)

    def asked_by(self, key: str, user: str | None) -> None:
        """Record `user` as the person this thread answers (the first asker keeps it)."""
        if not user:
            return
        now = _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")
        self._write("INSERT INTO slack_threads (key, user, charted, updated) VALUES (?, ?, 0, ?) "
                    "ON CONFLICT(key) DO UPDATE SET updated = excluded.updated", [key, user, now])

    def charted(self, key: str) -> bool:
        row = self.store.turn(lambda: self.db.execute("SELECT charted FROM slack_threads WHERE key = ?",
                                                         [key]).fetchone())
        return bool(row and row[0])

    def mark_charted(self, key: str) -> None:
        self._write("INSERT INTO slack_threads (key, user, charted, updated) VALUES (?, NULL, 1, ?) "
                    "ON CONFLICT(key) DO UPDATE SET charted = 1", [key, _dt.datetime.now(_dt.UTC).isoformat()])

    def move(self, old: str, new: str) -> None:
        """The conversation `old` continues as `new` (its state, history and asker)."""
        self.store.rekey(old, new)
        self._write("UPDATE OR REPLACE slack_threads SET key = ? WHERE key = ?", [new, old])

    def recent(self, user: str, limit: int = RECENT) -> list[str]:
        """The keys of `user`'s latest conversations, newest first."""
        rows = self.store.turn(lambda: self.db.execute(
            "SELECT key FROM slack_threads WHERE user = ? ORDER BY updated DESC LIMIT ?", [user, limit]).fetchall())
        return [r[0] for r in rows]
