"""The Slack bot (slack-bolt): listeners stay thin (advisor/slack/listeners.py); the conversation
engine does the work.

- `app_mention` → answer in the thread of that message; replies in a thread the bot already answered
  are follow-ups without a new mention; DMs work the same; Slack AI-app assistant threads too
  (status "thinking…", suggested prompts).
- `/gpu-advisor <question>` → an ephemeral answer with a "Post to channel" button.
- Buttons: Export markdown (files_upload_v2 of recommendation.md), Cheaper? (each lever that applies, priced),
  Explain, Start over.
- Reliability (docs/RELIABILITY.md): every Events API `event_id` is recorded as started before the
  answer and done after the reply, so a re-delivery is answered only when the first try died;
  a replayed slash command or click (same trigger_id) runs once; answers run on a bounded worker
  pool, one thread's messages in order; HTTP mode limits the body size and the read time.
- Any exception becomes a polite reply in the user's language (one `@app.error` handler) and a log
  line with secrets masked (config.SecretFilter).
"""

from __future__ import annotations

import contextlib
import functools
import io
import logging
import socket
import threading
import time
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
READ_TIMEOUT = 10.0  # seconds for a client to send its whole request (line, headers and body)
MAX_CONNECTIONS = 256  # open at once (each holds a thread and a file descriptor); Slack's bursts need a few dozen
MAX_PER_CLIENT = 64  # open at once from one address (a proxy in front of the bot is one address)
READ_DONE = "gpu_advisor.read_done"  # environ key: call once the request body is read (ends its read deadline)
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
    bot = Bot(engine, charts=charts, workers=workers or config.slack_workers(WORKERS))
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
    """One thread a connection, with bounds: a client that sent a byte every few seconds was
    never dropped (the read timeout was per read), and connections were not counted, so a few hundred of them held
    as many threads and file descriptors (with 256 descriptors, a signed event waited 7 s for its ack; drip-fed
    ones, for ever). Now a request must arrive whole within `read_timeout` (a watchdog closes it after), and at most
    `max_connections` are open, `max_per_client` from one address; one more gets 503 (Slack retries) at once."""

    daemon_threads = True
    request_queue_size = 128  # Slack delivers bursts; the default backlog of 5 refuses connections
    read_timeout = READ_TIMEOUT
    max_connections = MAX_CONNECTIONS
    max_per_client = MAX_PER_CLIENT

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._open: dict[Any, tuple[str, float | None]] = {}  # connection → (client address, read deadline)
        self._open_lock = threading.Lock()
        self._closed = threading.Event()
        self._refused = 0
        super().__init__(*args, **kwargs)
        threading.Thread(target=self._watch, name="slack-http-deadlines", daemon=True).start()

    def process_request(self, request: Any, client_address: Any) -> None:
        who = str(client_address[0]) if isinstance(client_address, tuple) else ""
        with self._open_lock:
            full = len(self._open) >= self.max_connections \
                or sum(1 for a, _ in self._open.values() if a == who) >= self.max_per_client
            if not full:
                self._open[request] = (who, time.monotonic() + self.read_timeout)
        if full:
            self._refuse(request, who)
            return
        super().process_request(request, client_address)

    def _refuse(self, request: Any, who: str) -> None:
        with contextlib.suppress(OSError):
            request.setblocking(False)
            request.send(b"HTTP/1.0 503 Service Unavailable\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n")
        self.shutdown_request(request)
        self._refused += 1
        if self._refused in (1, 10, 100) or self._refused % 1000 == 0:
            log.warning("http: refused %d connection(s) over the limit (%d open, %d from one address; the last from %s)",
                        self._refused, self.max_connections, self.max_per_client, who)

    def read_done(self, request: Any) -> None:
        """The request has arrived whole: no deadline while the app answers it."""
        with self._open_lock:
            if request in self._open:
                self._open[request] = (self._open[request][0], None)

    def _watch(self) -> None:
        while not self._closed.wait(min(0.25, self.read_timeout / 4)):
            now = time.monotonic()
            with self._open_lock:
                late = [r for r, (_, deadline) in self._open.items() if deadline is not None and deadline < now]
                for r in late:
                    self._open[r] = (self._open[r][0], None)
            for r in late:
                with contextlib.suppress(OSError):
                    r.shutdown(socket.SHUT_RDWR)  # the handler's read returns at once; the handler ends
            if late:
                log.info("http: closed %d connection(s) that did not send a whole request within %g s", len(late),
                         self.read_timeout)

    def shutdown_request(self, request: Any) -> None:
        with self._open_lock:
            self._open.pop(request, None)
        super().shutdown_request(request)

    def server_close(self) -> None:
        self._closed.set()
        super().server_close()

    def handle_error(self, request: Any, client_address: Any) -> None:
        import sys

        log.info("http: dropped a connection from %s: %s", client_address[0], sys.exc_info()[1].__class__.__name__)


class _QuietHandler(WSGIRequestHandler):
    timeout = READ_TIMEOUT  # a client that stalls mid-request is dropped, not waited on

    def log_message(self, format: str, *args: Any) -> None:
        log.debug("http: " + format, *args)

    def get_environ(self) -> dict[str, Any]:
        env = super().get_environ()
        env[READ_DONE] = functools.partial(self.server.read_done, self.request)  # type: ignore[attr-defined]
        return env

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
        if callable(environ.get(READ_DONE)):
            environ[READ_DONE]()
        return wsgi_app(environ, start_response)
    return app


def bolt_handler(app: App) -> Any:
    """Bolt's WSGI handler with the body read by `verify.read_form` (a form's `payload` *field*, not the substring
    test of Bolt's `parse_body`). `raw_body` stays the bytes Slack signed, so the signature check in
    `GuardedVerification` is unchanged; only the parsed body and the ids Bolt takes from it are replaced."""
    from slack_bolt.adapter.wsgi import SlackRequestHandler
    from slack_bolt.context import BoltContext
    from slack_bolt.request import BoltRequest
    from slack_bolt.request.internals import build_context

    from advisor.slack.verify import bolt_reads_as_json, read_form

    class _Handler(SlackRequestHandler):
        def dispatch(self, request: Any) -> Any:
            req = BoltRequest(body=request.get_body(), query=request.query_string, headers=request.get_headers())
            if req.raw_body and not bolt_reads_as_json(req.raw_body, req.content_type or ""):
                body, _ = read_form(req.raw_body)  # the shape guard already refused a form it cannot read
                if body != req.body:
                    req.body = body
                    req.context = build_context(BoltContext({}), body)
            return self.app.dispatch(req)

    return _Handler(app)


def serve_http(app: App, host: str = "0.0.0.0", port: int = 3000, *, max_body: int = MAX_BODY,
               read_timeout: float = READ_TIMEOUT, max_connections: int = MAX_CONNECTIONS,
               max_per_client: int = MAX_PER_CLIENT) -> tuple[Any, threading.Thread]:
    """Events API, interactivity and commands on /slack/events: malformed signature headers get 401
    before Bolt parses the body (slack_verify.wsgi_guard), then the full signature check runs in Bolt.
    Connections are bounded (`_ThreadingWSGIServer`): a whole request within `read_timeout`, at most
    `max_connections` open, `max_per_client` from one address."""
    handler = type("_Handler", (_QuietHandler,), {"timeout": read_timeout})
    server_class = type("_Server", (_ThreadingWSGIServer,), {"read_timeout": read_timeout,
                                                             "max_connections": max_connections,
                                                             "max_per_client": max_per_client})
    secret = getattr(app, "_signing_secret", "") or ""
    wsgi = limit_body(wsgi_guard(wsgi_shape_guard(bolt_handler(app), secret, BoltReads(app))), max_body)
    server: Any = make_server(host, port, wsgi, server_class=server_class, handler_class=handler)
    th = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, name="slack-http", daemon=True)
    th.start()
    return server, th


def socket_mode_handler(app: App, app_token: str) -> Any:
    """Socket Mode (no public URL): the app-level token opens the websocket through the same Web API
    base URL as the bot (SLACK_API_URL), so proxies and the tests' fake Slack work alike. Every envelope gets the
    HTTP edge's shape check (`GuardedSocketMode`)."""
    config.register_secret(app_token)
    return guarded_socket_mode()(app, app_token, web_client=make_client(app_token, app.client.base_url))


def guarded_socket_mode() -> type:
    """Bolt's SocketModeHandler with the HTTP path's guard on each envelope: a payload of a
    shape Slack never sends (`verify.payload_problem`, with Bolt's own reads as a dry run) is acknowledged and not
    acted on, with one log line naming the member; and every envelope is acknowledged, whatever Bolt returns or
    raises. Bolt's adapter acks only a 200: an envelope Bolt failed on (`event: null`, `channel: 5`) was never
    acked, so Slack re-delivered it, and one it acted on posted an apology into the thread (`text: null`) or four
    messages (`ts` a list). A failure inside a listener is already answered by the app's error handler, so a
    re-delivery could only answer twice. Socket Mode frames come over the authenticated websocket: no signature."""
    import time

    from slack_bolt.adapter.socket_mode import SocketModeHandler
    from slack_bolt.adapter.socket_mode.internals import run_bolt_app, send_response
    from slack_sdk.socket_mode.builtin.client import SocketModeClient
    from slack_sdk.socket_mode.response import SocketModeResponse

    from advisor.slack.verify import payload_problem

    def ack(client: Any, envelope_id: Any) -> None:
        if isinstance(envelope_id, str) and envelope_id:
            client.send_socket_mode_response(SocketModeResponse(envelope_id=envelope_id))

    class GuardedClient(SocketModeClient):
        """An envelope whose `payload` is not an object never reaches a request listener: slack_sdk's
        `SocketModeRequest.from_dict` raises on it (a traceback, and no ack). Acknowledged here, one log line."""

        def run_message_listeners(self, message: dict, raw_message: str) -> None:
            if isinstance(message, dict) and "envelope_id" in message and "payload" in message \
                    and not isinstance(message["payload"], dict):
                log.warning("Socket Mode envelope whose payload is %s, not an object: acknowledged, not acted on",
                            type(message["payload"]).__name__)
                return ack(self, message["envelope_id"])
            return super().run_message_listeners(message, raw_message)

    class GuardedSocketMode(SocketModeHandler):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.client.__class__ = GuardedClient  # the same client, with the check above (no second connection)

        def handle(self, client: Any, req: Any) -> None:
            start = time.time()
            problem = payload_problem(req.payload, BoltReads(self.app))
            if problem is not None:
                log.warning("Socket Mode envelope with a body Slack never sends: %s; acknowledged, not acted on",
                            problem[0])
                return ack(client, req.envelope_id)
            try:
                resp = run_bolt_app(self.app, req)
            except Exception as e:  # named by its type only: its text may quote the payload
                log.warning("Socket Mode envelope Bolt could not handle (%s); acknowledged", type(e).__name__)
                return ack(client, req.envelope_id)
            if resp.status != 200:
                log.info("Socket Mode envelope answered %d by Bolt; acknowledged (Slack would re-deliver it)",
                         resp.status)
                return ack(client, req.envelope_id)
            send_response(client, req, resp, start)
            return None

    return GuardedSocketMode
