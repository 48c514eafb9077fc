"""The Slack bot (slack-bolt): listeners stay thin; the conversation engine does the work.

- `app_mention` → answer in the thread of that message; replies in a thread the bot already answered
  are follow-ups without a new mention; DMs work the same; Slack AI-app assistant threads too
  (status "thinking…", suggested prompts).
- `/gpu-advisor <question>` → an ephemeral answer with a "Post to channel" button.
- Buttons: Export markdown (files_upload_v2 of recommendation.md), Cheaper (spot), Explain, Start over.
- Every Events API `event_id` is recorded in SQLite; a re-delivery (X-Slack-Retry-Num) is acked and
  not answered twice, across restarts too.
- Any exception in our code becomes a polite reply in the thread and a log line (tokens redacted).
"""

from __future__ import annotations

import logging
import re
import threading
import traceback
import uuid
from collections.abc import Callable
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from slack_bolt import App, Assistant, BoltResponse
from slack_sdk import WebClient
from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler, ServerErrorRetryHandler

from advisor import config
from advisor.blocks import answer_blocks, text_blocks
from advisor.conversation import Engine, Reply

log = logging.getLogger("gpu_advisor.slack")
MENTION = re.compile(r"<@[A-Z0-9]+>")
SUGGESTED = [
    {"title": "LoRA a 7B model", "message": "What do I need to LoRA fine-tune a 7B model with 4k context?"},
    {"title": "Serve Llama-3-70B", "message": "Serve Llama-3-70B for 32 concurrent users at 4k context"},
    {"title": "部署 Qwen2.5-72B", "message": "部署 Qwen2.5-72B 推理，16 并发，8K 上下文，阿里云"},
]
SORRY = {"en": "Sorry, something went wrong on my side while answering (ref {ref}). Please try again or rephrase.",
         "zh": "抱歉，我这边处理时出错了（编号 {ref}）。请重试或换个说法。"}


class RedactingFilter(logging.Filter):
    """Never let a token reach the logs."""

    def filter(self, record: logging.LogRecord) -> bool:
        msg = record.getMessage()
        clean = config.redact(msg)
        if clean != msg:
            record.msg, record.args = clean, None
        return True


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
    """Posts engine replies to Slack. Separate from the listeners so each piece stays small."""

    def __init__(self, engine: Engine, charts: bool = True):
        self.engine = engine
        self.charts = charts

    def answer(self, client: WebClient, key: str, text: str, *, channel: str, thread_ts: str | None,
               say: Callable[..., Any] | None = None) -> Reply | None:
        try:
            reply = self.engine.handle(key, text)
            self.post(client, key, reply, channel=channel, thread_ts=thread_ts, say=say)
            return reply
        except Exception as e:
            lang = "zh" if re.search(r"[\u3400-\u9fff]", text) else "en"
            self.apologise(client, channel, thread_ts, e, key, lang)
            return None

    def post(self, client: WebClient, key: str, reply: Reply, *, channel: str, thread_ts: str | None,
             say: Callable[..., Any] | None = None) -> None:
        blocks = self.blocks(reply, key)
        if say is not None:
            say(text=reply.summary, blocks=blocks)
        else:
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=reply.summary, blocks=blocks)
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

    @staticmethod
    def apologise(client: WebClient, channel: str, thread_ts: str | None, err: Exception, key: str,
                  lang: str = "en") -> None:
        ref = uuid.uuid4().hex[:8]
        log.error("handler failed (ref %s, thread %s): %s", ref, key, config.redact(f"{type(err).__name__}: {err}"))
        log.debug("%s", config.redact("".join(traceback.format_exception(err))))
        try:
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=SORRY[lang].format(ref=ref))
        except Exception:
            log.exception("could not post the apology (ref %s)", ref)


def build_app(*, engine: Engine | None = None, token: str | None = None, signing_secret: str | None = None,
              client: WebClient | None = None, charts: bool = True, **app_kwargs: Any) -> App:
    token = token or config.get("SLACK_BOT_TOKEN")
    if client is None:
        if not token:
            raise RuntimeError("SLACK_BOT_TOKEN is not set")
        client = make_client(token)
    config.register_secret(token or getattr(client, "token", None))
    config.register_secret(signing_secret or config.get("SLACK_SIGNING_SECRET"))
    engine = engine or Engine()
    bot = Bot(engine, charts=charts)
    store = engine.store
    app = App(client=client, signing_secret=signing_secret or config.get("SLACK_SIGNING_SECRET"), **app_kwargs)

    @app.middleware
    def dedupe(body: dict, next: Callable[[], Any]) -> Any:
        event_id = body.get("event_id") if isinstance(body, dict) else None
        if event_id and not store.first_time(event_id):
            log.info("event %s already handled: acked, not answered again", event_id)
            return BoltResponse(status=200, body="")
        return next()

    @app.event("app_mention")
    def on_mention(event: dict, body: dict, client: WebClient) -> None:
        thread = event.get("thread_ts") or event["ts"]
        key = thread_key(body.get("team_id"), event["channel"], thread)
        bot.answer(client, key, MENTION.sub("", event.get("text", "")).strip(), channel=event["channel"], thread_ts=thread)

    @app.event("message")
    def on_message(event: dict, body: dict, client: WebClient, context: Any) -> None:
        if event.get("subtype") or event.get("bot_id"):
            return
        text = event.get("text", "")
        if context.bot_user_id and f"<@{context.bot_user_id}>" in text:
            return  # app_mention answers it
        channel = event["channel"]
        if event.get("channel_type") == "im":
            key = thread_key(body.get("team_id"), channel, event.get("thread_ts") or "dm")
            bot.answer(client, key, MENTION.sub("", text).strip(), channel=channel, thread_ts=event.get("thread_ts"))
            return
        thread = event.get("thread_ts")
        if not thread or thread == event.get("ts"):
            return
        key = thread_key(body.get("team_id"), channel, thread)
        workload, last, _ = store.load(key)
        if last is None and workload.model_dump(exclude_none=True) == {}:
            return  # not a thread the bot is part of
        bot.answer(client, key, MENTION.sub("", text).strip(), channel=channel, thread_ts=thread)

    assistant = Assistant()

    @assistant.thread_started
    def started(say: Any, set_suggested_prompts: Any) -> None:
        say("Hi! Tell me the model and the workload, in English or 中文, and I'll size the GPUs and price them.")
        set_suggested_prompts(prompts=SUGGESTED)

    @assistant.user_message
    def assistant_message(payload: dict, body: dict, say: Any, set_status: Any, client: WebClient) -> None:
        set_status("is thinking…")
        key = thread_key(body.get("team_id"), payload["channel"], payload["thread_ts"])
        bot.answer(client, key, MENTION.sub("", payload.get("text", "")).strip(), channel=payload["channel"],
                   thread_ts=payload["thread_ts"], say=say)

    app.use(assistant)

    @app.command("/gpu-advisor")
    def slash(ack: Any, command: dict, respond: Any, client: WebClient) -> None:
        ack()
        key = thread_key(command.get("team_id"), command["channel_id"], f"slash-{uuid.uuid4().hex[:12]}")
        try:
            reply = engine.handle(key, command.get("text", ""))
            post = {"type": "button", "action_id": "post_to_channel", "value": key,
                    "text": {"type": "plain_text", "text": "Post to channel" if reply.language != "zh" else "发到频道"}}
            if reply.kind == "answer" and reply.recommendation is not None:
                blocks = answer_blocks(reply.recommendation, key, lang=reply.language, extra_buttons=[post])
            else:
                blocks = Bot.blocks(reply, key)
            respond(response_type="ephemeral", text=reply.summary, blocks=blocks)
        except Exception as e:
            ref = uuid.uuid4().hex[:8]
            log.error("slash command failed (ref %s): %s", ref, config.redact(f"{type(e).__name__}: {e}"))
            log.debug("%s", config.redact("".join(traceback.format_exception(e))))
            respond(response_type="ephemeral", text=SORRY["en"].format(ref=ref))

    def action(name: str, message: str | None) -> None:
        @app.action(name)
        def handler(ack: Any, body: dict, action: dict, client: WebClient) -> None:
            ack()
            key = action.get("value") or ""
            _, channel, thread = parse_key(key)
            channel = channel or (body.get("channel") or {}).get("id", "")
            if message is None:  # post_to_channel
                try:
                    _, last, lang = store.load(key)
                    if last is not None:
                        reply = Reply("answer", "", lang or "en", last)
                        client.chat_postMessage(channel=channel, text=reply.summary, blocks=answer_blocks(last, key, lang=lang))
                except Exception as e:
                    bot.apologise(client, channel, thread, e, key)
                return
            bot.answer(client, key, message, channel=channel, thread_ts=thread)

    action("export_markdown", "export")
    action("cheaper_spot", "cheaper?")
    action("explain", "why?")
    action("start_over", "reset")
    action("post_to_channel", None)
    return app


class _ThreadingWSGIServer(ThreadingMixIn, WSGIServer):
    daemon_threads = True


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        log.debug("http: " + format, *args)


def serve_http(app: App, host: str = "0.0.0.0", port: int = 3000) -> tuple[Any, threading.Thread]:
    """Events API, interactivity and commands on /slack/events (signing secret verified by Bolt)."""
    from slack_bolt.adapter.wsgi import SlackRequestHandler

    server = make_server(host, port, SlackRequestHandler(app), server_class=_ThreadingWSGIServer,
                         handler_class=_QuietHandler)
    th = threading.Thread(target=server.serve_forever, name="slack-http", daemon=True)
    th.start()
    return server, th


def socket_mode_handler(app: App, app_token: str) -> Any:
    """Socket Mode (no public URL): the app-level token opens the websocket through the same Web API
    base URL as the bot (SLACK_API_URL), so proxies and the tests' fake Slack work alike."""
    from slack_bolt.adapter.socket_mode import SocketModeHandler

    config.register_secret(app_token)
    return SocketModeHandler(app, app_token, web_client=make_client(app_token, app.client.base_url))
