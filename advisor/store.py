"""Conversation state in SQLite (sqlite-utils): per-thread workload, history, last answer; Slack
event ids already handled. Same file as the catalog ($GPU_ADVISOR_HOME/advisor.db), its own tables.

One connection per thread (sqlite3 connections are not shared across threads); WAL mode and a
busy timeout let the Slack listeners write concurrently.
"""

from __future__ import annotations

import datetime as _dt
import json
import threading
from pathlib import Path
from typing import Any

import sqlite_utils

from tools.schema import Recommendation, Workload


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


class Store:
    def __init__(self, path: Path | str | None = None):
        from catalog.db import db_path

        self.path = Path(path) if path else db_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._local = threading.local()
        self._init_lock = threading.Lock()
        self._ready = False

    @property
    def db(self) -> sqlite_utils.Database:
        db = getattr(self._local, "db", None)
        if db is None:
            db = sqlite_utils.Database(self.path)
            db.conn.execute("PRAGMA journal_mode=WAL")
            db.conn.execute("PRAGMA busy_timeout=10000")
            self._local.db = db
            with self._init_lock:
                if not self._ready:
                    self._migrate(db)
                    self._ready = True
        return db

    @staticmethod
    def _migrate(db: sqlite_utils.Database) -> None:
        if not db["threads"].exists():
            db["threads"].create({"key": str, "workload": str, "recommendation": str, "language": str,
                                  "created": str, "updated": str}, pk="key")
        if not db["messages"].exists():
            db["messages"].create({"id": int, "thread": str, "role": str, "text": str, "ts": str}, pk="id")
            db["messages"].create_index(["thread"])
        if not db["events"].exists():
            db["events"].create({"event_id": str, "seen": str}, pk="event_id")

    # ---- threads ---------------------------------------------------------------------------------
    def load(self, key: str) -> tuple[Workload, Recommendation | None, str | None]:
        row = self.db.execute("SELECT workload, recommendation, language FROM threads WHERE key = ?", [key]).fetchone()
        if not row:
            return Workload(), None, None
        w = Workload.model_validate_json(row[0]) if row[0] else Workload()
        rec = Recommendation.model_validate_json(row[1]) if row[1] else None
        return w, rec, row[2]

    def save(self, key: str, workload: Workload, recommendation: Recommendation | None, language: str | None) -> None:
        now = _now()
        with self.db.conn:
            self.db.execute(
                "INSERT INTO threads (key, workload, recommendation, language, created, updated) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT(key) DO UPDATE SET workload = excluded.workload, recommendation = excluded.recommendation, "
                "language = excluded.language, updated = excluded.updated",
                [key, workload.model_dump_json(exclude_none=True),
                 recommendation.model_dump_json() if recommendation else None, language, now, now])

    def reset(self, key: str) -> None:
        with self.db.conn:
            self.db.execute("DELETE FROM threads WHERE key = ?", [key])

    def add_message(self, key: str, role: str, text: str) -> None:
        with self.db.conn:
            self.db["messages"].insert({"thread": key, "role": role, "text": text[:20000], "ts": _now()})

    def history(self, key: str, limit: int = 20) -> list[dict[str, Any]]:
        rows = self.db.execute("SELECT role, text, ts FROM messages WHERE thread = ? ORDER BY id DESC LIMIT ?",
                               [key, limit]).fetchall()
        return [{"role": r[0], "text": r[1], "ts": r[2]} for r in reversed(rows)]

    # ---- Slack event de-duplication ----------------------------------------------------------------
    def first_time(self, event_id: str) -> bool:
        """Record `event_id`; True only the first time it is seen (survives restarts)."""
        with self.db.conn:
            cur = self.db.execute("INSERT OR IGNORE INTO events (event_id, seen) VALUES (?, ?)", [event_id, _now()])
        return cur.rowcount == 1

    def dump(self, key: str) -> dict[str, Any]:
        w, rec, lang = self.load(key)
        return {"workload": json.loads(w.model_dump_json(exclude_none=True)), "has_answer": rec is not None,
                "language": lang}
