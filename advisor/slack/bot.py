"""The bot's side of Slack, shared by the app and its listeners: thread keys, the worker pool that
posts engine replies, uploads, and the apology. (Its own module so that the app and the listeners
both import it and never each other.)"""

from __future__ import annotations

import contextlib
import logging
import re
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler, ServerErrorRetryHandler

from advisor import config
from advisor.core.conversation import Engine, Reply
from advisor.core.render import priced_billing, workload_line
from advisor.core.store import DamagedThreadError
from advisor.errors import bounded
from advisor.slack import texts
from advisor.slack.blocks import actions_block, answer_blocks, escape, post_button, text_blocks
from advisor.slack.memory import SlackMemory
from tools.schema import Msg, Recommendation

log = logging.getLogger("gpu_advisor.slack")
log.addFilter(config.SecretFilter())  # on the logger too: records reach any handler masked (tests' caplog too)
MENTION = re.compile(r"<@[A-Z0-9]+>")
# Slack's markup in message text (docs.slack.dev/messaging/formatting-message-text): its own `<…>` forms (the only
# literal < and > in a message: a user's own are escaped), mrkdwn emphasis, and the three escapes.
_USER_REF = re.compile(r"<@[A-Z0-9]+(?:\|[^<>]*)?>")
_CHANNEL_REF = re.compile(r"<#[A-Z0-9]+(?:\|([^<>]*))?>")
_SPECIAL_REF = re.compile(r"<!([a-z]+)[^<>|]*(?:\|([^<>]*))?>")
_LINK_REF = re.compile(r"<([a-z][a-z0-9+.-]*:[^<>|]*)(?:\|([^<>]*))?>", re.IGNORECASE)
_CODE = re.compile(r"(`{1,3})([^`]+?)\1")
# *bold*, _italic_, ~strike~: the marker at a word's edge only (not inside "Llama_3_8B", "8*H100" or "~10 … ~5000")
_MARKERS = "*_~"
_EDGE = re.compile(r"[\w*_~]")  # what may not stand outside a marker: a word character or another marker
CLEAN_MAX = 8_000  # characters of a message whose markup is undone: twice what the reader reads (MAX_CHARS)
_ENTITIES = (("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"))


def plain(text: str | None) -> str:
    """The words of a Slack message as the user typed them, for the reader; the Slack surface's one cleaner (every
    listener and the recovery job call it). Slack sends "预算每月 <5000 元" as "预算每月 &lt;5000 元" and bold "for
    *10* users" with its asterisks, and the reader took "&lt;5000" for a figure with no period and "*10*" for no
    number. In order: user mentions dropped (the bot's own mention and others: no words),
    `<#C…|name>` → "#name", `<!here>` → "@here" (or its label), `<http://…|label>` → label (no label: the URL),
    `code` and mrkdwn emphasis unwrapped (struck text is kept: the user wrote it), and only then the three escapes
    undone, so an escaped "&lt;@U1&gt;" the user typed stays text and is never read as markup.

    Markup is undone on the first CLEAN_MAX characters only (Slack allows 40,000; the reader reads 4,000); the rest
    keeps its words with only the escapes undone, so the engine's "your message has N characters" stays true. Every
    step is linear in its input: one 40,000-character message of unclosed `*` held the bot's listener 15 s under the
    old emphasis regex."""
    raw = text or ""
    head, tail = raw[:CLEAN_MAX], raw[CLEAN_MAX:]
    s = _USER_REF.sub("", head)
    s = _CHANNEL_REF.sub(lambda m: "#" + (m.group(1) or "channel"), s)
    s = _SPECIAL_REF.sub(lambda m: m.group(2) or "@" + m.group(1), s)
    s = _LINK_REF.sub(lambda m: m.group(2) or m.group(1), s)
    s = _CODE.sub(r"\2", s)
    for _ in range(3):  # nested emphasis: *_10_* → 10
        s, n = unwrap_emphasis(s)
        if not n:
            break
    s += tail
    for entity, char in _ENTITIES:  # &amp; last: "&amp;lt;" is the text "&lt;" the user typed
        s = s.replace(entity, char)
    return config.redact(s.strip(), shortest=config.TOKEN_LIKE)  # a pasted token: never kept, echoed


def unwrap_emphasis(s: str) -> tuple[str, int]:
    r"""`*x*`, `_x_`, `~x~` unwrapped, left to right, in one pass: what the regex
    `(?<![\w*_~])([*_~])(?=\S)(.+?)(?<=\S)\1(?![\w*_~])` with `subn` does, without its quadratic search (each opener
    with no closer scanned to the line's end: `" *x" * 13333` took 15 s). Whether a marker at j closes depends on
    s[j-1] and s[j+1] only, so the nearest closer after each index (on the same line) is found once, from the right."""
    n = len(s)
    nearest: dict[str, list[int]] = {m: [-1] * (n + 2) for m in _MARKERS}
    for j in range(n - 1, -1, -1):
        for m in _MARKERS:
            closes = s[j] == m and not s[j - 1].isspace() and (j + 1 >= n or not _EDGE.match(s[j + 1]))
            nearest[m][j] = -1 if s[j] == "\n" else j if closes and j > 0 else nearest[m][j + 1]
    out: list[str] = []
    i = count = 0
    while i < n:
        c = s[i]
        j = -1
        if c in _MARKERS and (i == 0 or not _EDGE.match(s[i - 1])) and i + 1 < n and not s[i + 1].isspace():
            j = nearest[c][i + 2]
        if j > 0:
            out.append(s[i + 1:j])
            i, count = j + 1, count + 1
        else:
            out.append(c)
            i += 1
    return "".join(out), count


SUGGESTED = [
    {"title": "LoRA a 7B model", "message": "What do I need to LoRA fine-tune a 7B model with 4k context?"},
    {"title": "Serve Llama-3-70B", "message": "Serve Llama-3-70B for 32 concurrent users at 4k context"},
    {"title": "部署 Qwen2.5-72B", "message": "部署 Qwen2.5-72B 推理，16 并发，8K 上下文，阿里云"},
]
SORRY = {"en": "Sorry, something went wrong on my side while answering (ref {ref}). Please try again or rephrase.",
         "zh": "抱歉，我这边处理时出错了（编号 {ref}）。请重试或换个说法。"}
EVENT_TYPE = "gpu_advisor_answer"  # message metadata on every reply: the event it answers (re-delivery checks it)
CHART_FILE = "memory.png"
WORKERS = 32  # answers wait mostly on Slack and the model; the CPU part is ~0.1 s each


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



def _payload(message: Any) -> dict[str, Any]:
    """The event payload of our reply's metadata (`event_id`, and the files that follow the text); {} for others."""
    meta = (message.get("metadata") if isinstance(message, dict) else None) or {}
    payload = meta.get("event_payload") if isinstance(meta, dict) and meta.get("event_type") == EVENT_TYPE else None
    return payload if isinstance(payload, dict) else {}


def _carries(message: Any, event_id: str) -> bool:
    """The message is our reply to `event_id` (its metadata says so)."""
    return _payload(message).get("event_id") == event_id


def _ts(message: dict[str, Any]) -> float:
    try:
        return float(message.get("ts") or 0)
    except (TypeError, ValueError):
        return 0.0


def _file_names(messages: list[dict[str, Any]]) -> set[str]:
    return {str(f.get("name")) for m in messages for f in (m.get("files") or []) if isinstance(f, dict)}


def digest(rec: Recommendation) -> str:
    """A short fingerprint of an answer: a file made again after a crash is made only from the answer it belongs to."""
    import hashlib

    return hashlib.sha256(rec.model_dump_json().encode()).hexdigest()[:16]

class Bot:
    """Posts engine replies to Slack on a bounded worker pool. Separate from the listeners so each
    piece stays small.

    As Slack apps behave: a reaction on the user's message while an answer is computed (removed after);
    a button click in a thread gets a placeholder that the answer replaces (chat.update); the chart once
    per thread, again only on request; a turn that changed nothing gets one line; the notification text
    carries the top 3. Private (/gpu-advisor) answers stay private: clicks on them answer through the
    click's `response_url`, replacing the message; *Post to channel* moves the conversation to a thread."""

    def __init__(self, engine: Engine, charts: bool = True, workers: int = WORKERS):
        self.engine = engine
        self.store = engine.store
        self.memory = SlackMemory(engine.store)
        self.charts = charts
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="answer")
        self._stripes = [threading.Lock() for _ in range(256)]
        self.on_error: Callable[..., Any] | None = None  # the app's error handler, for work on the pool
        self._stale: set[str] = set()  # events whose first claimant died: check the thread before answering
        self._stale_lock = threading.Lock()
        self._flight: dict[str, float] = {}  # events this process claimed and has not finished → when claimed
        self._wake = threading.Event()  # set while `_flight` has events: the heartbeat thread beats them
        self._beating: threading.Thread | None = None
        self._journaled: set[str] = set()  # claims also kept beside the home's database (`slack.journal`)

    def claimed(self, event_id: str) -> None:
        """This process now answers `event_id`: its claim gets a heartbeat until `done` (at most LEASE_S), so another
        process takes it over only once this one stops beating (it died), wherever it runs
        (a claim was judged by its hostname, and a restarted pod trusted the dead one's for 10 minutes)."""
        with self._stale_lock:
            self._flight[event_id] = time.monotonic()
            self._wake.set()
            if self._beating is None:
                self._beating = threading.Thread(target=self._heartbeat, name="claim-heartbeat", daemon=True)
                self._beating.start()

    def journaled(self, event_id: str) -> None:
        """`event_id`'s claim is also kept beside the home's database (`slack.journal`): touched by the heartbeat,
        removed when done."""
        with self._stale_lock:
            self._journaled.add(event_id)

    def yielded(self, event_id: str) -> None:
        """Another live bot process on this home keeps `event_id`'s claim (`keep_claim` was False): this one stops
        beating it and forgets its claim without marking it done, so that, should the other die before answering,
        this one's recovery look takes the kept claim over and answers it or finds its reply and
        removes the hourglass."""
        with self._stale_lock:
            self._stale.discard(event_id)
            self._flight.pop(event_id, None)
        self.store.release_event(event_id)

    def in_flight(self, event_id: str) -> bool:
        """Is this process answering `event_id` now (claimed, not done)?"""
        with self._stale_lock:
            return event_id in self._flight

    def keep_claim(self, event_id: str, job: str | None) -> bool:
        """While the claims are not shared (the home's file cannot be written), keep `event_id`'s claim where the
        next bot finds it if this one dies before answering (`slack.journal`). False when another live bot
        process kept it first (one event delivered to both): this one does not answer it."""
        from advisor.slack import journal

        if not job or self.claims_shared():
            return True
        kept = journal.keep(event_id, job)
        if kept == "kept":
            self.journaled(event_id)
        elif kept == "taken":
            log.info("event %s is being answered by another bot process on this home: acked, not answered here",
                     event_id)
        return kept != "taken"

    def _heartbeat(self) -> None:
        """Beat this process's open claims every `claim_stale_s() / 6` seconds; idle (no write) while there are none.
        A claim is beaten for at most LEASE_S: one whose answer never finished is left to be taken over."""
        from advisor.config import claim_stale_s
        from advisor.core.store import LEASE_S

        every = claim_stale_s() / 6
        while True:
            self._wake.wait()
            time.sleep(every)
            with self._stale_lock:
                now = time.monotonic()
                for event_id in [e for e, t in self._flight.items() if now - t > LEASE_S]:
                    del self._flight[event_id]
                ids = list(self._flight)
                if not ids:
                    self._wake.clear()
                    continue
            try:
                self._touch(ids)
                self.store.beat(ids)
            except Exception as e:  # a beat missed is a claim a little closer to stale, never a lost answer
                log.warning("could not write the heartbeat of %d claim(s): %s", len(ids), type(e).__name__)

    def _touch(self, ids: list[str]) -> None:
        from advisor.slack import journal

        with self._stale_lock:
            kept = [e for e in ids if e in self._journaled]
        journal.touch(kept)

    def redelivered(self, event_id: str) -> None:
        """Check the thread before answering `event_id`: its claim is stale (an earlier claimant died), or it could
        not be shared with other processes (`claims_shared`)."""
        with self._stale_lock:
            self._stale.add(event_id)

    def claims_shared(self) -> bool:
        """Are event claims in the home's file, where every bot process on this home sees them? Not while the file
        cannot be written (a full disk, a read-only home: the store is in memory). Then a re-delivery to another
        process looks new there, and only Slack's thread says whether it was answered."""
        from catalog.db import MEMORY

        return self.store.path != MEMORY

    def _was_stale(self, event_id: str | None) -> bool:
        with self._stale_lock:
            if event_id in self._stale:
                self._stale.discard(event_id)
                return True
        return False

    @staticmethod
    def thread_messages(client: WebClient, event_id: str, *, channel: str, thread_ts: str | None,
                        message_ts: str | None = None) -> list[dict[str, Any]] | None:
        """The thread's messages, oldest first (a reply outside any thread, a direct message answered in the channel:
        the channel's messages since the user's, `message_ts`; without that a DM re-delivered after a crash was
        answered twice), with their metadata; None when they cannot be read."""
        if not thread_ts and not message_ts:
            return []
        messages: list[dict[str, Any]] = []
        try:
            cursor = None
            for _ in range(10):  # ≤ 2,000 replies
                if thread_ts:
                    page = client.conversations_replies(channel=channel, ts=thread_ts, include_all_metadata=True,
                                                        limit=200, cursor=cursor)
                else:
                    page = client.conversations_history(channel=channel, oldest=message_ts,
                                                        include_all_metadata=True, limit=200, cursor=cursor)
                messages += [m for m in page.get("messages") or [] if isinstance(m, dict)]
                cursor = (page.get("response_metadata") or {}).get("next_cursor")
                if not cursor:
                    break
        except Exception as e:
            log.warning("could not read thread %s to check event %s (%s): answering again", thread_ts or channel,
                        event_id, type(e).__name__)
            return None
        return sorted(messages, key=_ts)

    @classmethod
    def already_posted(cls, client: WebClient, event_id: str, *, channel: str, thread_ts: str | None,
                       message_ts: str | None = None, found: Callable[[Any], bool] | None = None) -> bool:
        """Is a reply carrying `event_id` in its metadata already in the thread? (A process killed while its reply
        was on its way: Slack may have taken it.) `found` tells our message by other means than the event id (the
        greeting: any message of ours in the thread). When the thread cannot be read, answer again: a duplicate is
        better than silence."""
        found = found or (lambda m: _carries(m, event_id))
        messages = cls.thread_messages(client, event_id, channel=channel, thread_ts=thread_ts, message_ts=message_ts)
        return any(found(m) for m in messages or [])

    @classmethod
    def posted_reply(cls, client: WebClient, event_id: str, *, channel: str, thread_ts: str | None,
                     message_ts: str | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """Our reply to `event_id` if it is in the thread, with the messages after it up to our next reply (where
        the files that followed it are, if they arrived); None when it is not there or the thread cannot be read."""
        return cls.reply_in(cls.thread_messages(client, event_id, channel=channel, thread_ts=thread_ts,
                                                message_ts=message_ts), event_id)

    def lost_turns(self, key: str, messages: list[dict[str, Any]] | None) -> int:
        """How many of our answers in the Slack thread (`messages`, replies carrying an event id; apologies for a lost
        answer not counted) this process's store lacks: while the home's file cannot be written, turns are kept in
        the memory of the process that answered them, and another bot process, or this one restarted, answered from
        the thread as it was saved before them, in silence. 0 when the claims are shared (the file
        is written) or the thread was not read."""
        if messages is None or self.claims_shared():
            return 0
        ours = sum(1 for m in messages if _payload(m).get("event_id") and not _payload(m).get("lost"))
        return max(0, ours - self.store.answers(key))

    def knows(self, key: str) -> bool:
        """Does this process's store hold thread `key` (a workload, an answer or a message)?"""
        workload, last, _ = self.store.load(key)
        return last is not None or workload.model_dump(exclude_none=True) != {} or bool(self.store.history(key, limit=1))

    def ours_elsewhere(self, client: WebClient, event_id: str | None, *, channel: str, thread_ts: str | None) -> bool:
        """A thread reply in a thread this process's store does not know: is it a thread we answered, whose turns
        another bot process (or this one before a restart) kept in memory? Asked of Slack only while the claims are
        not shared (the home's file cannot be written); else the store knows every thread we answered."""
        if self.claims_shared() or not thread_ts:
            return False
        messages = self.thread_messages(client, event_id or "-", channel=channel, thread_ts=thread_ts)
        return any(_payload(m).get("event_id") for m in messages or [])

    @staticmethod
    def say_lost(client: WebClient, key: str, note: Msg, lang: str, *, channel: str, thread_ts: str | None) -> None:
        """One line in the thread before the answer: what this process cannot see of the thread (`ours_elsewhere`,
        `lost_turns`), so an answer without the thread's context is never given as if it had it."""
        log.warning("thread %s: %s (the home's file cannot be written: turns kept in another process's memory)",
                    key, note.code)
        client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=note.text(lang))

    @staticmethod
    def reply_in(messages: list[dict[str, Any]] | None, event_id: str
                 ) -> tuple[dict[str, Any], list[dict[str, Any]]] | None:
        """Our reply to `event_id` among a thread's `messages`, with the messages after it up to our next reply."""
        messages = messages or []
        for i, m in enumerate(messages):
            if _carries(m, event_id):
                after: list[dict[str, Any]] = []
                for n in messages[i + 1:]:
                    if _payload(n).get("event_id"):
                        break  # the next answer: what follows is its own
                    after.append(n)
                return m, after
        return None

    def finish(self, client: WebClient, key: str, reply: dict[str, Any], after: list[dict[str, Any]], *,
               channel: str, thread_ts: str | None, message_ts: str | None) -> None:
        """The steps a process killed after posting the text of `reply` did not take (the
        re-delivery found the text and stopped; the export or chart never came and the hourglass stayed): each file
        the reply's metadata announces and the thread lacks is uploaded, made again from the thread's stored answer
        when it is still the one answered (its digest); the hourglass is removed. Idempotent: what is there is kept."""
        payload = _payload(reply)
        have = _file_names(after)
        missing = [kind for kind in ("export", "chart") if payload.get(kind) and payload[kind] not in have]
        if missing:
            with self.lock(key):
                self._upload_again(client, key, payload, missing, channel=channel, thread_ts=thread_ts)
        if message_ts:
            with contextlib.suppress(SlackApiError):
                client.reactions_remove(channel=channel, timestamp=message_ts, name=texts.WORKING_REACTION)

    def _upload_again(self, client: WebClient, key: str, payload: dict[str, Any], missing: list[str], *,
                      channel: str, thread_ts: str | None) -> None:
        _, rec, _ = self.store.load(key)
        lang = str(payload.get("lang") or "en")
        if rec is None or digest(rec) != payload.get("rec"):
            log.warning("event %s: its reply is in the thread without its %s, which cannot be made again here (the "
                        "thread's answer %s)", payload.get("event_id"), " and ".join(missing),
                        "is not in this home" if rec is None else "has changed since")
            return
        for kind in missing:
            log.info("event %s: its reply is in the thread without its %s: uploaded now", payload.get("event_id"), kind)
            if kind == "export":
                from advisor.core.script import to_script

                md = to_script(self.engine.export_document(key, rec, lang), lang, bool(payload.get("hk")))  # as `handle`
                self.upload_markdown(client, md, channel=channel, thread_ts=thread_ts, lang=lang, rec=rec,
                                     filename=str(payload["export"]))
            else:
                self.chart(client, rec, lang, channel=channel, thread_ts=thread_ts)
                self.memory.mark_charted(key)

    def greeted(self, client: WebClient, event_id: str | None, *, channel: str, thread_ts: str, bot_id: str | None
                ) -> bool:
        """An assistant thread start whose claim is stale or unshared, in a thread that already has a message of ours
        (the greeting, posted by a process killed before it marked the event done): not greeted again. The
        greeting keeps Bolt's own metadata (the thread context), so it is found by its sender."""
        if not (event_id and self._was_stale(event_id)):
            return False

        def ours(m: Any) -> bool:
            return isinstance(m, dict) and m.get("ts") != thread_ts and bool(m.get("bot_id")) and \
                (bot_id is None or m.get("bot_id") == bot_id)
        return self.already_posted(client, event_id, channel=channel, thread_ts=thread_ts, found=ours)

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
            with self._stale_lock:
                self._stale.discard(event_id)
            self.store.finish_event(event_id)
            with self._stale_lock:
                self._flight.pop(event_id, None)
                kept = event_id in self._journaled
                self._journaled.discard(event_id)
            if kept:
                from advisor.slack import journal

                journal.drop(event_id)

    def answer(self, client: WebClient, key: str, text: str, *, channel: str, thread_ts: str | None,
               say: Callable[..., Any] | None = None, body: dict | None = None, user: str | None = None,
               message_ts: str | None = None, placeholder: bool = False, elsewhere: bool = False) -> Reply | None:
        """Answer `text` in the thread `key`: a reaction on `message_ts` (the user's message) or, for a
        click, a `placeholder` message while the engine works. A re-delivery after a crash whose reply
        is already in the thread is not answered again. `elsewhere`: the thread is ours but its turns are not in
        this process (`ours_elsewhere`); said first, as are answers of ours this process's store lacks."""
        event_id = (body or {}).get("event_id")
        retry = bool(event_id) and self._was_stale(event_id)
        messages = self.thread_messages(client, event_id, channel=channel, thread_ts=thread_ts,
                                        message_ts=message_ts) if retry and event_id else None
        posted = self.reply_in(messages, event_id) if event_id else None
        if posted is not None:
            log.info("event %s: its reply is already in the thread; not answered again", event_id)
            self.finish(client, key, *posted, channel=channel, thread_ts=thread_ts, message_ts=message_ts)
            self.done(body or {})
            return None
        with self.lock(key), self.working(client, channel, message_ts):
            update_ts = self.post_placeholder(client, channel, thread_ts, key) if placeholder else None
            lost = 0 if elsewhere else self.lost_turns(key, messages)
            note = Msg(code="conversation.thread_elsewhere_slack") if elsewhere else \
                Msg(code="conversation.turns_lost_slack", args={"n": lost}) if lost else None
            if note is not None:
                self.say_lost(client, key, note, self.store.load(key)[2] or language_of(text), channel=channel,
                              thread_ts=thread_ts)
            if event_id:
                self.turn(event_id, key, retry)
            _, before, _ = self.store.load(key)
            reply = self.engine.handle(key, text)
            self.memory.asked_by(key, user)
            self.post(client, key, reply, channel=channel, thread_ts=thread_ts, say=say, before=before,
                      update_ts=update_ts, event_id=event_id)
        self.done(body or {})
        return reply

    def turn(self, event_id: str, key: str, retry: bool) -> None:
        """A retried event whose reply is not in the thread is answered from where the thread stood before its first
        try (`Store.rewind_turn`: that try may have saved its result and died before posting); every try records
        that point once (`Store.begin_turn`)."""
        if retry and self.store.rewind_turn(event_id, key):
            log.info("event %s: answered again from where its thread stood before the first try", event_id)
        self.store.begin_turn(event_id, key)

    @contextlib.contextmanager
    def working(self, client: WebClient, channel: str, message_ts: str | None) -> Iterator[None]:
        """:hourglass_flowing_sand: on the user's message until the answer is posted (best effort: a
        missing reactions:write scope or an already-there reaction never blocks the answer)."""
        if message_ts:
            with contextlib.suppress(SlackApiError):
                client.reactions_add(channel=channel, timestamp=message_ts, name=texts.WORKING_REACTION)
        try:
            yield
        finally:
            if message_ts:
                with contextlib.suppress(SlackApiError):
                    client.reactions_remove(channel=channel, timestamp=message_ts, name=texts.WORKING_REACTION)

    def post_placeholder(self, client: WebClient, channel: str, thread_ts: str | None, key: str) -> str | None:
        _, _, lang = self.store.load(key)
        r = client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=texts.working(lang or "en"))
        return r.get("ts")

    def post(self, client: WebClient, key: str, reply: Reply, *, channel: str, thread_ts: str | None,
             say: Callable[..., Any] | None = None, before: Recommendation | None = None,
             update_ts: str | None = None, event_id: str | None = None) -> None:
        text, blocks = self.message(reply, key, before)
        files = self.files_of(key, reply, before)
        meta = {"event_type": EVENT_TYPE, "event_payload": {"event_id": event_id, **files}} if event_id else None
        if update_ts:
            client.chat_update(channel=channel, ts=update_ts, text=text, blocks=blocks, metadata=meta)
        elif say is not None:
            say(text=text, blocks=blocks, **({"metadata": meta} if meta else {}))
        else:
            client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=text, blocks=blocks, metadata=meta)
        if "export" in files and reply.export_markdown and reply.recommendation is not None:
            self.upload_markdown(client, reply.export_markdown, channel=channel, thread_ts=thread_ts,
                                 lang=reply.language, rec=reply.recommendation, filename=files["export"])
        if "chart" in files:
            self.upload_chart(client, reply, channel=channel, thread_ts=thread_ts)
            self.memory.mark_charted(key)

    def files_of(self, key: str, reply: Reply, before: Recommendation | None) -> dict[str, str]:
        """The files that follow a reply's text, as its metadata announces them: `export` and `chart` (file names),
        with the answer's `lang` and `rec` (digest) to make them again if the process dies before uploading them."""
        rec = reply.recommendation
        files = {"export": texts.export_filename(rec)} if reply.export_markdown and rec is not None else {}
        if self.wants_chart(key, reply, before):
            files["chart"] = CHART_FILE
        if not files or rec is None:
            return {}
        return {**files, "lang": reply.language, "rec": digest(rec), **({"hk": "1"} if reply.hk else {})}

    def message(self, reply: Reply, key: str, before: Recommendation | None,
                extra_buttons: list[dict[str, Any]] | None = None) -> tuple[str, list[dict[str, Any]]]:
        """(fallback text, blocks) of a reply: one line when nothing changed or only the chart was asked for."""
        rec = reply.recommendation
        if unchanged(reply, before) and rec is not None:
            line = " ".join([texts.nothing_changed(rec, reply.language), *reply.notes])
            return escape(reply.summary), text_blocks(line, key, reply.language, with_actions=True)
        if reply.want_chart and rec is not None and not reply.lead:
            return escape(reply.summary), text_blocks(reply.text)
        return escape(texts.fallback(reply)), self.blocks(reply, key, extra_buttons)

    def wants_chart(self, key: str, reply: Reply, before: Recommendation | None) -> bool:
        """The chart belongs to a thread's first answer; later turns add one only when asked ("chart")."""
        if not self.charts or reply.recommendation is None or reply.kind != "answer":
            return False
        return reply.want_chart or (not unchanged(reply, before) and not self.memory.charted(key))

    @staticmethod
    def blocks(reply: Reply, key: str, extra_buttons: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        if reply.kind == "answer" and reply.recommendation is not None:
            return answer_blocks(reply.recommendation, key, lang=reply.language, note=" ".join(reply.notes) or None,
                                 lead=reply.lead or None, hk=reply.hk, extra_buttons=extra_buttons, full=reply.details)
        if reply.kind == "export":  # an LLM answer's file follows (files_of); a media answer's text is the export
            msg = "已导出 Markdown。" if reply.language.startswith("zh") else "Here is the recommendation as markdown."
            return text_blocks(msg if reply.export_markdown and reply.recommendation is not None else
                               reply.export_markdown or reply.text)
        # a speech / image / video / TTS answer (no Recommendation) gets the answer's buttons too: each works
        # on it (export: media_export; cheaper?: service.media_cheaper; explain; start over)
        media = reply.kind == "answer" and reply.recommendation is None
        blocks = text_blocks(reply.text, key, reply.language, with_actions=reply.kind == "explain" or media)
        if extra_buttons and blocks[-1]["type"] == "actions":
            blocks[-1]["elements"] += extra_buttons
        return blocks

    def upload_markdown(self, client: WebClient, md: str, *, channel: str, thread_ts: str | None, lang: str,
                        rec: Recommendation, filename: str | None = None) -> None:
        """The export as `<model>-<task>-<date>.md` (`filename`, as the reply's metadata announced it), with the
        thread's permalink inside."""
        link = None
        if thread_ts:
            with contextlib.suppress(SlackApiError):
                link = client.chat_getPermalink(channel=channel, message_ts=thread_ts).get("permalink")
        client.files_upload_v2(channel=channel, thread_ts=thread_ts, filename=filename or texts.export_filename(rec),
                               title=texts.say(lang, "GPU recommendation", "GPU 选型建议"),
                               content=texts.with_permalink(md, link, lang), snippet_type="markdown")

    @classmethod
    def upload_chart(cls, client: WebClient, reply: Reply, *, channel: str, thread_ts: str | None) -> None:
        cls.chart(client, reply.recommendation, reply.language, channel=channel, thread_ts=thread_ts)  # type: ignore[arg-type]

    @staticmethod
    def chart(client: WebClient, rec: Recommendation, lang: str, *, channel: str, thread_ts: str | None) -> None:
        try:
            from advisor.core.chart import memory_png

            png = memory_png(rec, lang)
        except ImportError:
            log.info("matplotlib not installed: no chart")
            return
        client.files_upload_v2(channel=channel, thread_ts=thread_ts, filename=CHART_FILE,
                               title=texts.chart_title(lang), file=png)

    # ---- private (/gpu-advisor) answers -----------------------------------------------------------
    def answer_privately(self, key: str, text: str, respond: Any, *, replace: bool, user: str | None = None) -> Reply:
        """Answer in the private conversation `key` through `respond` (the command's or the click's
        response_url): always ephemeral, replacing the clicked message when `replace`. An export comes
        as its own private message (a file upload would be public)."""
        with self.lock(key):
            _, before, _ = self.store.load(key)
            reply = self.engine.handle(key, text)
            self.memory.asked_by(key, user)
            if reply.export_markdown:
                respond(response_type="ephemeral", replace_original=False, text=escape(reply.summary),
                        blocks=text_blocks(reply.export_markdown))
                return reply
            # *Post to channel* posts the stored Recommendation: offered only with one (a media answer or the help
            # has none, and the click said "There is no answer to post yet")
            post = [post_button(key, reply.language)] if reply.recommendation is not None else []
            text_, blocks = self.message(reply, key, before, extra_buttons=post)
            if post and not any(b["type"] == "actions" for b in blocks):
                blocks.append(actions_block(key, reply.language, post))
            respond(response_type="ephemeral", replace_original=replace, text=text_, blocks=blocks)
        return reply

    def post_to_channel(self, client: WebClient, key: str, *, user: str | None, respond: Any) -> None:
        """The private answer `key`, posted to its channel as "@user asked …: <question>" with the answer;
        the private copy is deleted and the conversation continues in the new message's thread."""
        team, channel, _ = parse_key(key)
        with self.lock(key):
            _, last, lang = self.store.load(key)
            lang = lang or "en"
            if last is None:
                respond(response_type="ephemeral", replace_original=False, text=texts.nothing_to_post(lang))
                return
            question = next((h["text"] for h in self.store.history(key, limit=200) if h["role"] == "user"), "")
            who = texts.asked(user, escape(question), lang)
            reply = Reply("answer", "", lang, last)
            head = {"type": "section", "text": {"type": "mrkdwn", "text": who[:3000]}}
            text = f"{who}\n{texts.fallback(reply)}"
            lead = "**" + workload_line(last.workload, "zh" if lang.startswith("zh") else "en", last.model,
                                       last.asked_precision, last.asked_precision_default, priced_billing(last),
                                       last.asked_context) + "**"
            posted = client.chat_postMessage(channel=channel, text=text,
                                             blocks=[head] + answer_blocks(last, key, lang=lang, lead=lead))
            ts = posted["ts"]
            new = thread_key(team, channel, ts)
            self.memory.move(key, new)
            self.memory.asked_by(new, user)
            client.chat_update(channel=channel, ts=ts, text=text, blocks=[head] + answer_blocks(last, new, lang=lang, lead=lead))
            respond(delete_original=True)
            if self.charts:
                self.upload_chart(client, reply, channel=channel, thread_ts=ts)
                self.memory.mark_charted(new)

    def suggest(self, client: WebClient, channel: str, thread_ts: str, reply: Reply) -> None:
        """Assistant threads: the next prompts come from this answer's levers, in the user's language."""
        if reply.recommendation is None or reply.kind != "answer":
            return
        with contextlib.suppress(SlackApiError):
            client.assistant_threads_setSuggestedPrompts(channel_id=channel, thread_ts=thread_ts,
                                                         prompts=texts.lever_prompts(reply.recommendation, reply.language))

    def apologise(self, client: WebClient, err: Exception, *, channel: str | None, thread_ts: str | None,
                  lang: str, respond: Any = None, key: str = "", private: bool = False, user: str | None = None) -> None:
        """One polite reply, in the user's language, with a reference that is also in the log. For a `private`
        conversation (a /gpu-advisor answer) only ever private: through `respond`, else an ephemeral message to
        `user`, else nothing (an apology posted in the channel for all to see)."""
        ref = uuid.uuid4().hex[:8]
        log.error("handler failed (ref %s, thread %s): %s: %s", ref, key or "-", type(err).__name__, bounded(str(err)),
                  exc_info=(type(err), err, err.__traceback__) if log.isEnabledFor(logging.DEBUG) else None)
        text = SORRY.get(lang, SORRY["en"]).format(ref=ref)
        if isinstance(err, DamagedThreadError):  # the thread's saved state cannot be read: said so, not "sorry"
            text = Msg(code="conversation.damaged_thread_slack", args={"ref": ref}).text(lang)
        try:
            if respond is not None:
                respond(response_type="ephemeral", text=text)
            elif private:
                if channel and user:
                    client.chat_postEphemeral(channel=channel, user=user, text=text)
            elif channel:
                client.chat_postMessage(channel=channel, thread_ts=thread_ts, text=text)
        except Exception as e:
            log.error("could not post the apology (ref %s): %s: %s", ref, type(e).__name__, e)


def unchanged(reply: Reply, before: Recommendation | None) -> bool:
    """A full answer to the same workload as the thread's last one: the turn changed nothing ("ok", "make it
    8 users" again), so the long answer is not repeated (its reading notes go with the one line)."""
    rec = reply.recommendation
    return (reply.kind == "answer" and rec is not None and before is not None and bool(reply.lead)
            and not reply.want_chart and rec.workload == before.workload)
