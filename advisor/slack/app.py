"""The Slack bot (slack-bolt): listeners stay thin (advisor/slack/listeners.py); the conversation
engine does the work.

- `app_mention` → answer in the thread of that message; replies in a thread the bot already answered
  are follow-ups without a new mention; DMs work the same; Slack AI-app assistant threads too
  (status "thinking…", suggested prompts).
- `/gpu-advisor <question>` → an ephemeral answer with a "Post to channel" button.
- Buttons: Export markdown (files_upload_v2 of recommendation.md), Cheaper (spot), Explain, Start over.
- Reliability (docs/RELIABILITY.md): every Events API `event_id` is recorded as started before the
  answer and done after the reply, so a re-delivery is answered only when the first try died;
  a replayed slash command or click (same trigger_id) runs once; answers run on a bounded worker
  pool, one thread's messages in order; HTTP mode limits the body size and the read time.
- Any exception becomes a polite reply in the user's language (one `@app.error` handler) and a log
  line with secrets masked (config.SecretFilter).
"""

from __future__ import annotations

import io
import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App
from slack_sdk import WebClient

from advisor import config
from advisor.core.conversation import Engine
from advisor.slack.bot import WORKERS, Bot, make_client
from advisor.slack.listeners import register
from advisor.slack.shape import BoltReads
from advisor.slack.verify import GuardedVerification, wsgi_guard, wsgi_shape_guard

__all__ = ["build_app", "make_client", "serve_http", "socket_mode_handler", "limit_body"]
log = logging.getLogger("gpu_advisor.slack")
MAX_BODY = 1_000_000  # bytes; Slack's event and interaction payloads are far smaller
READ_TIMEOUT = 10.0  # seconds for a client to send its request
RedactingFilter = config.SecretFilter  # the name `gpu-advisor slack` has always imported


def build_app(*, engine: Engine | None = None, token: str | None = None, signing_secret: str | None = None,
              client: WebClient | None = None, charts: bool = True, workers: int | None = None,
              recover: bool = False, **app_kwargs: Any) -> App:
    """The Bolt app with our listeners. `recover`: finish the answers a killed bot acked and never gave (at start
    and every `claim_stale_s()` seconds, `slack.recover`); the `gpu-advisor slack` command turns it on."""
    token = token or config.get("SLACK_BOT_TOKEN")
    if client is None:
        if not token:
            raise RuntimeError("SLACK_BOT_TOKEN is not set")
        client = make_client(token)
    config.register_secret(token or getattr(client, "token", None))
    config.register_secret(signing_secret or config.get("SLACK_SIGNING_SECRET"))
    config.claim_stale_s()  # a bad GPU_ADVISOR_SLACK_CLAIM_STALE_S stops the start, in words
    config.claim_max_age_s()  # and GPU_ADVISOR_SLACK_CLAIM_MAX_AGE_S
    engine = engine or Engine()
    if engine.llm is not None:
        from advisor.core.service import LLMGuard

        engine.llm = LLMGuard(engine.llm)
    bot = Bot(engine, charts=charts, workers=workers or int(config.get("GPU_ADVISOR_SLACK_WORKERS") or WORKERS))
    app_kwargs.setdefault("listener_executor", ThreadPoolExecutor(max_workers=8, thread_name_prefix="bolt"))
    secret = signing_secret or config.get("SLACK_SIGNING_SECRET") or ""
    # Our verification replaces Bolt's (slack_verify says why) and runs before authorization.
    app = App(client=client, signing_secret=secret, request_verification_enabled=False,
              before_authorize=GuardedVerification(secret), **app_kwargs)
    register(app, bot)
    if recover:
        from advisor.slack.recover import Recovery

        Recovery(bot, client).start()
    return app


class _ThreadingWSGIServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True
    request_queue_size = 128  # Slack delivers bursts; the default backlog of 5 refuses connections

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        log.info("http: dropped a connection from %s: %s", client_address[0], sys.exc_info()[1].__class__.__name__)


class _QuietHandler(WSGIRequestHandler):
    timeout = READ_TIMEOUT  # a client that stalls mid-request is dropped, not waited on

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("http: " + format, *args)

    def get_stderr(self) -> Any:
        """wsgiref writes an application's traceback here: into the (masked) log, never raw to stderr."""
        return _LogStream()


class _LogStream(io.StringIO):
    def flush(self) -> None:
        text = self.getvalue().strip()
        if text:
            log.error("http: %s", text.splitlines()[-1])
            log.debug("http: %s", text)
        self.seek(0)
        self.truncate()


def limit_body(wsgi_app: Callable[..., Any], max_body: int = MAX_BODY) -> Callable[..., Any]:
    """Refuse a body over `max_body` bytes (413) before reading it, and one that does not arrive
    within the read timeout (408), so neither reaches Bolt or the log."""
    def app(environ: dict[str, Any], start_response: Callable[..., Any]) -> Any:
        try:
            n = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            n = -1
        if n < 0 or n > max_body:
            start_response("413 Payload Too Large", [("Content-Type", "text/plain")])
            return [b"request body too large"]
        try:
            raw = environ["wsgi.input"].read(n) if n else b""
        except OSError:
            start_response("408 Request Timeout", [("Content-Type", "text/plain")])
            return [b"request body incomplete"]
        environ["wsgi.input"] = io.BytesIO(raw)
        return wsgi_app(environ, start_response)
    return app


def serve_http(app: App, host: str = "0.0.0.0", port: int = 3000, *, max_body: int = MAX_BODY,
               read_timeout: float = READ_TIMEOUT) -> tuple[Any, threading.Thread]:
    """Events API, interactivity and commands on /slack/events: malformed signature headers get 401
    before Bolt parses the body (slack_verify.wsgi_guard), then the full signature check runs in Bolt."""
    from slack_bolt.adapter.wsgi import SlackRequestHandler

    handler = type("_Handler", (_QuietHandler,), {"timeout": read_timeout})
    secret = getattr(app, "_signing_secret", "") or ""
    server = make_server(host, port, limit_body(wsgi_guard(wsgi_shape_guard(SlackRequestHandler(app), secret, BoltReads(app))),
                                             max_body),
                         server_class=_ThreadingWSGIServer,
                         handler_class=handler)
    th = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, name="slack-http", daemon=True)
    th.start()
    return server, th


def socket_mode_handler(app: App, app_token: str) -> Any:
    """Socket Mode (no public URL): the app-level token opens the websocket through the same Web API
    base URL as the bot (SLACK_API_URL), so proxies and the tests' fake Slack work alike."""
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    config.register_secret(app_token)
    return SocketModeHandler(app, app_token, web_client=make_client(app_token, app.client.base_url))
