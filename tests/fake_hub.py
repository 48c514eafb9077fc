"""A fake Hugging Face Hub on 127.0.0.1: `/{org}/{name}/resolve/main/config.json` for the configs it holds.

It answers HEAD and GET the way the Hub does for a small file (200 with X-Repo-Commit and ETag, which
huggingface_hub requires), 404 with X-Error-Code RepoNotFound for a repo it does not hold, 403 with GatedRepo for a
gated one, and for a repo in `hang` it waits `hang_s` before answering (a Hub that does not answer in time).
Every request is recorded (method, path), so a test can assert that a cached config costs none. Point HF_ENDPOINT at
`url`.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeHub:
    def __init__(self, configs: dict[str, dict[str, Any]] | None = None) -> None:
        self.configs = dict(configs or {})
        self.gated: set[str] = set()
        self.hang: set[str] = set()
        self.hang_s = 30.0
        self.requests: list[tuple[str, str]] = []
        self.lock = threading.Lock()
        self.released = threading.Event()
        hub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *a: Any) -> None:
                pass

            def do_HEAD(self) -> None:
                self._answer(body=False)

            def do_GET(self) -> None:
                self._answer(body=True)

            def _answer(self, body: bool) -> None:
                with hub.lock:
                    hub.requests.append((self.command, self.path))
                repo, sep, rest = self.path.lstrip("/").partition("/resolve/")
                if repo in hub.hang:
                    hub.released.wait(hub.hang_s)
                if not sep or rest.split("?")[0] != "main/config.json":
                    return self._error(404, "EntryNotFound")
                if repo in hub.gated:
                    return self._error(403, "GatedRepo")
                if repo not in hub.configs:
                    return self._error(404, "RepoNotFound")
                data = json.dumps(hub.configs[repo]).encode()
                sha = hashlib.sha1(repo.encode()).hexdigest()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.send_header("X-Repo-Commit", sha)
                self.send_header("ETag", f'"{hashlib.sha1(data).hexdigest()}"')
                self.end_headers()
                if body:
                    self.wfile.write(data)

            def _error(self, code: int, error_code: str) -> None:
                data = json.dumps({"error": error_code}).encode()
                self.send_response(code)
                self.send_header("X-Error-Code", error_code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def start(self) -> FakeHub:
        # a 50 ms poll: stop() (shutdown) returns within it, not the default half second each test pays
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return self

    def stop(self) -> None:
        self.released.set()  # a held request answers now
        time.sleep(0.01)
        self.server.shutdown()
        self.server.server_close()

    def count(self, repo: str) -> int:
        with self.lock:
            return sum(1 for _, p in self.requests if p.lstrip("/").startswith(repo + "/"))
