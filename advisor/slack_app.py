"""The Slack bot (slack-bolt): listeners stay thin (advisor/slack_listeners.py); the conversation
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
import re
import threading
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App
from slack_sdk import WebClient
from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler, ServerErrorRetryHandler

from advisor import config
from advisor.blocks import answer_blocks, escape, text_blocks
from advisor.conversation import Engine, Reply
from advisor.slack_verify import GuardedVerification, wsgi_guard

log = logging.getLogger("gpu_advisor.slack")
log.addFilter(config.SecretFilter())  # on the logger too: records reach any handler masked (tests' caplog too)
MENTION = re.compile(r"<@[A-Z0-9]+>")
SUGGESTED = [
    {"title": "LoRA a 7B model", "message": "What do I need to LoRA fine-tune a 7B model with 4k context?"},
    {"title": "Serve Llama-3-70B", "message": "Serve Llama-3-70B for 32 concurrent users at 4k context"},
    {"title": "部署 Qwen2.5-72B", "message": "部署 Qwen2.5-72B 推理，16 并发，8K 上下文，阿里云"},
]
SORRY = {"en": "Sorry, something went wrong on my side while answering (ref {ref}). Please try again or rephrase.",
         "zh": "抱歉，我这边处理时出错了（编号 {ref}）。请重试或换个说法。"}
WORKERS = 32  # answers wait mostly on Slack and the model; the CPU part is ~0.1 s each
MAX_BODY = 1_000_000  # bytes; Slack's event and interaction payloads are far smaller
READ_TIMEOUT = 10.0  # seconds for a client to send its request
RedactingFilter = config.SecretFilter  # the name `gpu-advisor slack` has always imported


def language_of(text: str | None) -> str:
    return "zh" if re.search(r"[\u3400-\u9fff]", text or "") else "en"


def thread_key(team: str | None, channel: str, thread: str) -> str:
    return f"{team or '-'}:{channel}:{thread}"


def parse_key(key: str) -> tuple[str, str, str | None]:
    team, channel, thread = (key.split(":", 2) + ["", ""])[:3]
    return team, channel, thread if re.fullmatch(r"\d+\.\d+", thread or "") else None


def make_client(token: str, api_url: str | None = None) -> WebClient:
    base = api_url or config.get("SLACK_API_URL") or "https://slack.com/api/"
    if not base.endswith("/"):
        base += "/"
    client = WebClient(token=token, base_url=base)
    client.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=2))
    client.retry_handlers.append(ServerErrorRetryHandler(max_retry_count=2))
    return client


class Bot:
    """Posts engine replies to Slack on a bounded worker pool. Separate from the listeners so each
    piece stays small."""

    def __init__(self, engine: Engine, charts: bool = True, workers: int = WORKERS):
        self.engine = engine
        self.store = engine.store
        self.charts = charts
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="answer")
        self._stripes = [threading.Lock() for _ in range(256)]
        self.on_error: Callable[..., Any] | None = None  # the app's error handler, for work on the pool

    def lock(self, key: str) -> threading.Lock:
        """Messages of one thread are answered in order (so a follow-up sees the one before it)."""
        return self._stripes[hash(key) % len(self._stripes)]

    def submit(self, job: Callable[[], Any], *, body: dict, client: WebClient, respond: Any = None) -> None:
        """Run `job` on the pool; an exception goes to the app's error handler, as a listener's would."""
        def run() -> None:
            try:
                job()
            except Exception as e:
                if self.on_error is None:
                    log.exception("answer failed")
                    return
                self.on_error(error=e, body=body, client=client, respond=respond)
        self.pool.submit(run)

    def done(self, body: dict) -> None:
        """The reply is posted: a re-delivery of this event is not answered again."""
        event_id = body.get("event_id") if isinstance(body, dict) else None
        if event_id:
            self.store.finish_event(event_id)

    def answer(self, client: WebClient, key: str, text: str, *, channel: str, thread_ts: str | None,
               say: Callable[..., Any] | None = None, body: dict | None = None) -> Reply:
        with self.lock(key):
            reply = self.engine.handle(key, text)
            self.post(client, key, reply, channel=channel, thread_ts=thread_ts, say=say)
        self.done(body or {})
        return reply

    def post(self, client: WebClient, key: str, reply: Reply, *, channel: str, thread_ts: str | None,
             say: Callable[..., Any] | None = None) -> None:
        blocks = self.blocks(reply, key)
        if say is not None:
            say(text=escape(reply.summary), blocks=blocks)
        else:
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=escape(reply.summary), blocks=blocks)
        if reply.export_markdown:
            self.upload_markdown(client, reply.export_markdown, channel=channel, thread_ts=thread_ts, lang=reply.language)
        if reply.recommendation is not None and reply.kind == "answer" and self.charts:
            self.upload_chart(client, reply, channel=channel, thread_ts=thread_ts)

    @staticmethod
    def blocks(reply: Reply, key: str) -> list[dict[str, Any]]:
        if reply.kind == "answer" and reply.recommendation is not None:
            return answer_blocks(reply.recommendation, key, lang=reply.language, note=" ".join(reply.notes) or None,
                                 lead=reply.lead or None, hk=reply.hk)
        if reply.kind == "export":
            msg = "已导出 Markdown。" if reply.language.startswith("zh") else "Here is the recommendation as markdown."
            return text_blocks(msg if reply.export_markdown else reply.text)
        return text_blocks(reply.text, key, reply.language, with_actions=reply.kind == "explain")

    @staticmethod
    def upload_markdown(client: WebClient, md: str, *, channel: str, thread_ts: str | None, lang: str) -> None:
        client.files_upload_v2(channel=channel, thread_ts=thread_ts, filename="recommendation.md",
                               title="GPU recommendation" if lang != "zh" else "GPU 选型建议", content=md,
                               snippet_type="markdown")

    @staticmethod
    def upload_chart(client: WebClient, reply: Reply, *, channel: str, thread_ts: str | None) -> None:
        try:
            from advisor.chart import memory_png

            png = memory_png(reply.recommendation, reply.language)  # type: ignore[arg-type]
        except ImportError:
            log.info("matplotlib not installed: no chart")
            return
        client.files_upload_v2(channel=channel, thread_ts=thread_ts, filename="memory.png", title="Memory per GPU",
                               file=png)

    def apologise(self, client: WebClient, err: Exception, *, channel: str | None, thread_ts: str | None,
                  lang: str, respond: Any = None, key: str = "") -> None:
        """One polite reply, in the user's language, with a reference that is also in the log."""
        ref = uuid.uuid4().hex[:8]
        log.error("handler failed (ref %s, thread %s): %s: %s", ref, key or "-", type(err).__name__, err,
                  exc_info=(type(err), err, err.__traceback__) if log.isEnabledFor(logging.DEBUG) else None)
        text = SORRY.get(lang, SORRY["en"]).format(ref=ref)
        try:
            if respond is not None:
                respond(response_type="ephemeral", text=text)
            elif channel:
                client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=text)
        except Exception as e:
            log.error("could not post the apology (ref %s): %s: %s", ref, type(e).__name__, e)


def build_app(*, engine: Engine | None = None, token: str | None = None, signing_secret: str | None = None,
              client: WebClient | None = None, charts: bool = True, workers: int | None = None,
              **app_kwargs: Any) -> App:
    token = token or config.get("SLACK_BOT_TOKEN")
    if client is None:
        if not token:
            raise RuntimeError("SLACK_BOT_TOKEN is not set")
        client = make_client(token)
    config.register_secret(token or getattr(client, "token", None))
    config.register_secret(signing_secret or config.get("SLACK_SIGNING_SECRET"))
    engine = engine or Engine()
    if engine.llm is not None:
        from advisor.service import LLMGuard

        engine.llm = LLMGuard(engine.llm)
    bot = Bot(engine, charts=charts, workers=workers or int(config.get("GPU_ADVISOR_SLACK_WORKERS") or WORKERS))
    app_kwargs.setdefault("listener_executor", ThreadPoolExecutor(max_workers=8, thread_name_prefix="bolt"))
    secret = signing_secret or config.get("SLACK_SIGNING_SECRET") or ""
    # Our verification replaces Bolt's (slack_verify says why) and runs before authorization.
    app = App(client=client, signing_secret=secret, request_verification_enabled=False,
              before_authorize=GuardedVerification(secret), **app_kwargs)
    from advisor.slack_listeners import register

    register(app, bot)
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
    server = make_server(host, port, limit_body(wsgi_guard(SlackRequestHandler(app)), max_body),
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
