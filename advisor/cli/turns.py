"""A terminal chat's turns, claimed and finished as Slack's events are (advisor.slack.recover, docs/RELIABILITY.md).

The chat stores the user's message before it answers, so a chat killed mid-turn (kill -9, a closed laptop) left a
question stored and never answered. Each turn is now a claim in the store's events table
(`Store.claim_event`, with a job naming the chat's thread and the text), its starting point recorded
(`Store.begin_turn`), and it is finished (`Store.finish_event`) once its answer is stored. A resumed chat
(`chat --session ID`) looks for its own claims whose process is dead (`Store.abandoned`) and takes each over with
the same write as a Slack re-delivery (one process wins): a turn whose answer was stored before the kill is only
marked finished (never answered twice); any other is put back where the thread stood before it (`Store.rewind_turn`)
and answered, then the chat goes on. No column is added: the claims are rows of the events table (migrations
m002–m005), their ids the chat's thread key and a random suffix, so no migration is needed."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable
from typing import Any

from advisor.core.store import CHAT_TURN, Store


def prefix(key: str) -> str:
    """The start of every turn claim of the chat thread `key`."""
    return f"{key}:turn:"


def begin(store: Store, key: str, text: str) -> str:
    """Claim a new turn of `key` for `text` and record where the thread stands; its claim id."""
    event_id = prefix(key) + uuid.uuid4().hex[:12]
    store.claim_event(event_id, json.dumps({"kind": CHAT_TURN, "key": key, "text": text, "at": time.time()},
                                           ensure_ascii=False))
    store.begin_turn(event_id, key)
    return event_id


def run(store: Store, key: str, text: str, handle: Callable[[str, str], Any]) -> Any:
    """One turn: claimed, answered by `handle(key, text)`, finished. A message the engine refuses in words (ValueError,
    ArithmeticError: said and the chat goes on) is finished too; a killed process leaves it open for the resume."""
    return _answered(store, begin(store, key, text), key, text, handle)


def interrupted(store: Store, key: str) -> list[tuple[str, str]]:
    """(claim id, text) of each turn of `key` a dead process left unanswered, taken over by this process (oldest
    first). Those whose answer was stored before the kill are finished here and not listed."""
    out: list[tuple[str, str]] = []
    for event_id, raw in sorted(store.abandoned(prefix(key)), key=lambda r: _at(r[1])):
        text = _text(raw)
        if text is None or store.claim_event(event_id) != "stale":
            continue  # not a turn this version wrote, or another resume took it first
        if store.answered_since(event_id, key):
            store.finish_event(event_id)
            continue
        store.rewind_turn(event_id, key)
        out.append((event_id, text))
    return out


def _job(raw: str) -> dict[str, Any]:
    try:
        job = json.loads(raw)
    except ValueError:
        return {}
    return job if isinstance(job, dict) else {}


def _at(raw: str) -> float:
    at = _job(raw).get("at")
    return float(at) if isinstance(at, int | float) else 0.0


def _text(raw: str) -> str | None:
    job = _job(raw)
    text = job.get("text")
    return text if job.get("kind") == CHAT_TURN and isinstance(text, str) and text.strip() else None


def finish(store: Store, event_id: str, key: str, text: str, handle: Callable[[str, str], Any]) -> Any:
    """Answer a taken-over turn (`interrupted`) from where its thread stood, then mark it finished."""
    store.begin_turn(event_id, key)
    return _answered(store, event_id, key, text, handle)


def _answered(store: Store, event_id: str, key: str, text: str, handle: Callable[[str, str], Any]) -> Any:
    """`handle(key, text)`, then the turn marked finished — also when the engine refuses it in words (ValueError,
    ArithmeticError); anything else (a crash, Ctrl-C) leaves it open for the resume."""
    try:
        reply = handle(key, text)
    except (ValueError, ArithmeticError):
        store.finish_event(event_id)
        raise
    store.finish_event(event_id)
    return reply
