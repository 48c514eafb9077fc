"""A fake Slack Web API on 127.0.0.1 that records every call with its parsed body.

Answers auth.test, chat.postMessage / postEphemeral (increasing ts), the three files_upload_v2 steps,
response_url posts (slash commands), and {"ok": true} for the rest. A method listed in `fail` answers
with that HTTP status once (to exercise slack_sdk's retry handlers); one in `hold` is recorded and then
waits until its event is set (a reply in flight when the bot is killed); one in `override` answers
that JSON instead.

Every chat.postMessage Slack accepted is kept as a message of its thread (`posts`), with its `metadata`, and
conversations.replies (GET or POST) answers with them, as Slack does with `include_all_metadata`; a message
posted outside a thread is the channel's own, and conversations.history answers with those after `oldest`. A held
call whose method is in `drop` never reaches the thread (the request was in flight when the bot died and
Slack never took it); one not dropped lands when released, whether or not its sender is still alive.

A file shared by files.completeUploadExternal lands in its thread (or channel) as Slack shows it there: a message of
ours with `files` (each with the `name` given to files.getUploadURLExternal). Reactions are kept per message
(`reactions`), added and removed as reactions.add / reactions.remove ask.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
import urllib.parse
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Call:
    method: str
    headers: dict[str, str]
    body: Any
    raw: bytes
    at: float = 0.0  # time.perf_counter() when received


class FakeSlack:
    def __init__(self) -> None:
        self.calls: list[Call] = []
        self.lock = threading.Lock()
        self.ts = 1700000000.000100
        self.fail: dict[str, list[int]] = {}
        self.socket_url = ""
        self.hold: dict[str, threading.Event] = {}
        self.override: dict[str, dict] = {}
        self.drop: set[str] = set()
        self.posts: dict[tuple[str, str], list[dict]] = {}  # (channel, thread ts) → messages Slack accepted
        self.locales: dict[str, str] = {}  # users.info locale per user id (default en-US)
        self.file_names: dict[str, str] = {}  # file id → the filename its upload URL was asked for with
        self.reactions: dict[tuple[str, str], set[str]] = {}  # (channel, message ts) → reaction names on it
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def do_GET(self) -> None:
                """slack_sdk sends some reads (chat.getPermalink, users.info, conversations.replies) as GET."""
                path, _, query = self.path.lstrip("/").partition("?")
                self._handle(path, {k: v[0] for k, v in urllib.parse.parse_qs(query).items()}, query.encode())

            def do_POST(self) -> None:
                n = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(n)
                path = self.path.lstrip("/")
                ctype = self.headers.get("Content-Type", "")
                self._handle(path, self._parse(path, ctype, raw), raw)

            @staticmethod
            def _parse(path: str, ctype: str, raw: bytes) -> Any:
                if path.startswith("upload/"):
                    body = raw
                elif "json" in ctype:
                    body = json.loads(raw or b"{}")
                elif "form" in ctype:
                    body = {k: v[0] for k, v in urllib.parse.parse_qs(raw.decode()).items()}
                    for k in ("blocks", "files", "attachments", "metadata"):
                        if isinstance(body.get(k), str):
                            with contextlib.suppress(ValueError):
                                body[k] = json.loads(body[k])
                else:
                    body = raw
                return body

            def _handle(self, path: str, body: Any, raw: bytes) -> None:
                method = path.split("?")[0]
                body = with_query(path, body)
                with fake.lock:
                    fake.calls.append(Call(method, dict(self.headers), body, raw, time.perf_counter()))
                    queue = fake.fail.get(method)
                    status = queue.pop(0) if queue else 200
                    held = fake.hold.get(method)
                if held is not None:
                    held.wait(30)
                    if method in fake.drop:
                        return  # never reached Slack
                if status != 200:
                    self.send_response(status)
                    if status == 429:
                        self.send_header("Retry-After", "0")
                    self.end_headers()
                    return
                self._reply(fake.answer(method, body, self.headers))

            def _reply(self, obj: dict) -> None:
                data = json.dumps(obj).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        server_class = type("Server", (ThreadingHTTPServer,), {"request_queue_size": 256})  # Slack takes many at once
        self.server = server_class(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05},  # quick stop()
                                       daemon=True)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"

    def start(self) -> FakeSlack:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=5)

    def answer(self, method: str, body: Any, headers: Any) -> dict:
        if method in self.override:
            return self.override[method]
        if method.startswith(("upload/", "response/")):
            return {"ok": True}
        if method == "apps.connections.open":
            return {"ok": True, "url": self.socket_url} if (headers.get("Authorization") or "").startswith("Bearer xapp") \
                else {"ok": False, "error": "invalid_auth"}
        if not (headers.get("Authorization") or "").startswith("Bearer xox"):
            return {"ok": False, "error": "not_authed"}
        if method == "auth.test":
            return {"ok": True, "url": "https://example.slack.com/", "team": "T", "user": "bot", "team_id": "T111",
                    "user_id": "U0BOT", "bot_id": "B0BOT", "is_enterprise_install": False}
        if method in ("chat.postMessage", "chat.postEphemeral"):
            with self.lock:
                self.ts += 0.0001
                ts = f"{self.ts:.6f}"
            msg = {"type": "message", "ts": ts, "bot_id": "B0BOT", "text": body.get("text"), "metadata": body.get("metadata")}
            if method == "chat.postMessage":  # outside a thread (a DM answered in the channel): the channel's own
                with self.lock:
                    self.posts.setdefault((body.get("channel"), body.get("thread_ts") or ""), []).append(msg)
            return {"ok": True, "channel": body.get("channel"), "ts": ts, "message": {"ts": ts}}
        if method == "conversations.replies":
            with self.lock:
                replies = list(self.posts.get((body.get("channel"), body.get("ts")), []))
            if str(body.get("include_all_metadata")).lower() not in ("1", "true"):
                replies = [{k: v for k, v in m.items() if k != "metadata"} for m in replies]
            parent = {"type": "message", "ts": body.get("ts"), "text": "(the question)"}
            return {"ok": True, "messages": [parent, *replies], "has_more": False}
        if method == "conversations.history":  # the channel's top-level messages after `oldest`, newest first
            with self.lock:
                top = list(self.posts.get((body.get("channel"), ""), []))
            top = [m for m in top if float(m["ts"]) > float(body.get("oldest") or 0)][::-1]
            if str(body.get("include_all_metadata")).lower() not in ("1", "true"):
                top = [{k: v for k, v in m.items() if k != "metadata"} for m in top]
            return {"ok": True, "messages": top, "has_more": False}
        if method == "files.getUploadURLExternal":
            fid = f"F{len(self.calls)}"
            with self.lock:
                self.file_names[fid] = str((body or {}).get("filename") or "")
            return {"ok": True, "file_id": fid, "upload_url": f"{self.url}upload/v1/{fid}"}
        if method == "files.completeUploadExternal":
            return self.share_files(body if isinstance(body, dict) else {})
        if method in ("reactions.add", "reactions.remove"):
            with self.lock:
                names = self.reactions.setdefault((body.get("channel"), body.get("timestamp")), set())
                (names.add if method == "reactions.add" else names.discard)(body.get("name"))
            return {"ok": True}
        return answer_surfaces(self, method, body) or {"ok": True}

    def share_files(self, body: dict) -> dict:
        """files.completeUploadExternal: the files shared into `channel_id` (in `thread_ts`'s thread) as one message."""
        files = body.get("files") or []
        with self.lock:
            shared = [{"id": f.get("id"), "name": self.file_names.get(f.get("id"), ""), "title": f.get("title")}
                      for f in files if isinstance(f, dict)]
            if body.get("channel_id") and shared:
                self.ts += 0.0001
                msg = {"type": "message", "ts": f"{self.ts:.6f}", "bot_id": "B0BOT", "upload": True, "files": shared}
                self.posts.setdefault((body.get("channel_id"), body.get("thread_ts") or ""), []).append(msg)
        return {"ok": True, "files": [{"id": f["id"], "title": f["title"]} for f in shared]}

    def of(self, method: str) -> list[Call]:
        with self.lock:
            return [c for c in self.calls if c.method == method]

    def wait_for(self, method: str, count: int = 1, timeout: float = 20.0) -> list[Call]:
        end = time.time() + timeout
        while time.time() < end:
            got = self.of(method)
            if len(got) >= count:
                return got
            time.sleep(0.02)
        raise AssertionError(f"expected {count} {method} call(s), got {len(self.of(method))}: {[c.method for c in self.calls]}")

    def clear(self) -> None:
        with self.lock:
            self.calls.clear()


def with_query(path: str, body: Any) -> Any:
    """A request's query-string parameters merged into its parsed body (GET reads carry them there)."""
    query = {k: v[0] for k, v in urllib.parse.parse_qs(urllib.parse.urlsplit(path).query).items()}
    if not query:
        return body
    return {**query, **body} if isinstance(body, dict) else body or query


def answer_surfaces(fake: FakeSlack, method: str, body: Any) -> dict | None:
    """The methods the Slack surface uses beyond posting: reactions, message updates and deletes, App Home,
    thread reads, permalinks and the user's locale, answered as Slack documents them (docs.slack.dev/reference/methods)."""
    body = body if isinstance(body, dict) else {}
    if method == "chat.update":
        return {"ok": True, "channel": body.get("channel"), "ts": body.get("ts"), "text": body.get("text", "")}
    if method in ("chat.delete",):
        return {"ok": True, "channel": body.get("channel"), "ts": body.get("ts")}
    if method == "chat.getPermalink":
        ts = str(body.get("message_ts") or "").replace(".", "")
        return {"ok": True, "channel": body.get("channel"),
                "permalink": f"https://example.slack.com/archives/{body.get('channel')}/p{ts}"}
    if method == "users.info":
        user = body.get("user") or ""
        return {"ok": True, "user": {"id": user, "name": user.lower(), "locale": fake.locales.get(user, "en-US")}}
    if method == "views.publish":
        view = body.get("view")
        if isinstance(view, str):
            view = json.loads(view)
        return {"ok": True, "view": {"id": "V1", "type": (view or {}).get("type"), "blocks": (view or {}).get("blocks")}}
    if method == "conversations.replies":
        thread = body.get("ts")
        msgs = [{"ts": c.body.get("ts") or thread, "text": c.body.get("text", ""), "thread_ts": thread}
                for c in fake.of("chat.postMessage") if isinstance(c.body, dict) and c.body.get("thread_ts") == thread]
        return {"ok": True, "messages": msgs, "has_more": False}
    return None
