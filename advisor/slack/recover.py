"""Answers a killed bot acked and never gave. Slack re-delivers an event only when it got no 200 for it,
and the bot acks first (Bolt's 3-second rule) and answers after: a process killed between the two is never sent the
event again, so nothing but the bot itself can finish it.

Each event claim carries its `job` (`job_of`: the verified event's channel, thread, user, text and language, never a
token); a bot looks for claims whose owner is dead (`Store.abandoned`: the heartbeat rule of a re-delivery) at start
and every `claim_stale_s()` seconds, takes each over with the same write as a re-delivery (`Store.claim_event`: one
process wins), and then answers it as a re-delivery would (the thread is read first: a reply carrying the event id is
finished, not repeated), or, once the event is older than `claim_max_age_s()`, posts one apology instead."""

from __future__ import annotations

import contextlib
import functools
import json
import logging
import threading
import time
from typing import Any

from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from advisor.core.store import CHAT_TURN
from advisor.slack import texts
from advisor.slack.bot import EVENT_TYPE, Bot, plain, thread_key

log = logging.getLogger("gpu_advisor.slack")
TEXT_MAX = 20_000  # characters of the user's text kept (the store's own cap on a message)


def _text(v: Any) -> str | None:
    return v if isinstance(v, str) and v else None


def job_of(body: Any, bot_user_id: str | None = None) -> str | None:
    """The job of an event we answer (a mention; a DM; a reply in a thread), as JSON; None for anything else. Built
    only from fields a listener reads (no `token`, no `authorizations`); the caller passes only verified bodies."""
    event = body.get("event") if isinstance(body, dict) else None
    if not isinstance(event, dict) or event.get("type") not in ("app_mention", "message"):
        return None
    if event.get("subtype") or event.get("bot_id"):
        return None
    channel, ts, raw = _text(event.get("channel")), _text(event.get("ts")), event.get("text") or ""
    thread, team = _text(event.get("thread_ts")), _text(body.get("team_id"))
    if not channel or not ts or not isinstance(raw, str):
        return None
    im = event.get("channel_type") == "im"
    if event["type"] == "app_mention":
        kind, thread = "mention", thread or ts
        key = thread_key(team, channel, thread)
    elif bot_user_id and f"<@{bot_user_id}>" in raw:
        return None  # its app_mention event answers it
    elif im:
        kind, key = "dm", thread_key(team, channel, thread or "dm")
    elif thread and thread != ts:
        kind, key = "thread", thread_key(team, channel, thread)
    else:
        return None
    from advisor.core.extract_rules import CJK, script_of

    text = plain(raw)[:TEXT_MAX]
    return json.dumps({"kind": kind, "key": key, "team": team, "channel": channel, "thread_ts": thread,
                       "message_ts": ts, "user": _text(event.get("user")), "text": text,
                       "lang": script_of(text) if CJK.search(text) else "en", "at": time.time()}, ensure_ascii=False)


def lost(lang: str) -> str:
    return texts.say(lang, "Sorry, I lost my answer to this message: I was restarted while working on it, too long "
                           "ago to answer now. Please ask again.",
                     "抱歉，我在回答这条消息时被重启了，答案已丢失，现在回答已经太迟。请再问一次。")


class Recovery:
    """The look for abandoned claims, at start and then every `claim_stale_s()` seconds, on a daemon thread."""

    def __init__(self, bot: Bot, client: WebClient):
        self.bot, self.client = bot, client

    def start(self) -> threading.Thread:
        th = threading.Thread(target=self._loop, name="claim-recovery", daemon=True)
        th.start()
        return th

    def _loop(self) -> None:
        from advisor.config import claim_stale_s

        while True:
            try:
                self.sweep()
            except Exception as e:  # the next look tries again; never the bot's end
                log.warning("could not look for unfinished answers: %s: %s", type(e).__name__, e)
            time.sleep(claim_stale_s())

    def sweep(self) -> int:
        """Take over each abandoned claim this process wins, and finish it on the pool: the store's, then those kept
        beside a home whose database could not be written (`slack.journal`). Returns how many it took."""
        from advisor.config import claim_stale_s
        from advisor.slack import journal

        taken = 0
        journal.tidy(claim_stale_s())
        for event_id, raw in self.bot.store.abandoned():
            job = self._job(raw)
            if job is not None and self.bot.store.claim_event(event_id) == "stale":  # else another process took it
                taken += self._finish(event_id, job)
        for event_id, raw, dead in journal.abandoned():
            job = self._job(raw)
            if job is None or not journal.take(event_id, dead):
                continue
            if self.bot.store.claim_event(event_id, raw):
                self.bot.journaled(event_id)  # ours now: removed when done
                taken += self._finish(event_id, job)
            elif not self.bot.in_flight(event_id):  # done, or answered under the store's shared claim: not kept
                journal.drop(event_id)
        return taken

    @staticmethod
    def _job(raw: str) -> dict[str, Any] | None:
        try:
            job = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(job, dict) or job.get("kind") == CHAT_TURN:
            return None  # a terminal chat's turn: finished by that chat when it is resumed (advisor.cli.turns)
        return job

    def _finish(self, event_id: str, job: dict[str, Any]) -> int:
        from advisor.config import claim_max_age_s

        self.bot.claimed(event_id)
        late = time.time() - float(job.get("at") or 0) > claim_max_age_s()
        log.info("event %s: acked by a process that died before answering; %s", event_id,
                 "too old to answer: apologising" if late else "answering it now")
        body = {"event_id": event_id, "team_id": job.get("team"),
                "event": {"channel": job.get("channel"), "ts": job.get("message_ts"),
                          "thread_ts": job.get("thread_ts"), "text": job.get("text")}}
        self.bot.submit(functools.partial(self.apologise if late else self.answer, event_id, job), body=body,
                        client=self.client)
        return 1

    def answer(self, event_id: str, job: dict[str, Any]) -> None:
        """As a re-delivery of a stale claim: the thread is read first (`Bot.answer`)."""
        bot, key = self.bot, str(job["key"])
        elsewhere = False
        if job.get("kind") == "thread" and not bot.knows(key):  # as on_message: only a thread the bot is part of
            elsewhere = bot.ours_elsewhere(self.client, event_id, channel=str(job["channel"]),
                                           thread_ts=job.get("thread_ts"))
            if not elsewhere:
                bot.done({"event_id": event_id})
                return
        bot.redelivered(event_id)
        bot.answer(self.client, key, str(job.get("text") or ""), channel=str(job["channel"]),
                   thread_ts=job.get("thread_ts"), body={"event_id": event_id}, user=job.get("user"),
                   message_ts=job.get("message_ts"), elsewhere=elsewhere)

    def apologise(self, event_id: str, job: dict[str, Any]) -> None:
        """Once: the apology carries the event id in its metadata, so a look after a crash finds it and posts no other."""
        bot, channel, thread, ts = self.bot, str(job["channel"]), job.get("thread_ts"), job.get("message_ts")
        posted = bot.posted_reply(self.client, event_id, channel=channel, thread_ts=thread, message_ts=ts)
        if posted is not None:
            bot.finish(self.client, str(job["key"]), *posted, channel=channel, thread_ts=thread, message_ts=ts)
        else:
            meta = {"event_type": EVENT_TYPE, "event_payload": {"event_id": event_id, "lost": True}}
            self.client.chat_postMessage(channel=channel, thread_ts=thread, text=lost(str(job.get("lang") or "en")),
                                         metadata=meta)
            if ts:
                with contextlib.suppress(SlackApiError):
                    self.client.reactions_remove(channel=channel, timestamp=ts, name=texts.WORKING_REACTION)
        bot.done({"event_id": event_id})
