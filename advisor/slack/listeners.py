"""The Slack listeners, registered from one place (bolt-python sample style): each one reads the
request, hands the answer to the Bot's worker pool and returns, so Bolt's own threads only ack.

One `@app.error` handler turns any exception (here, in the middleware, or on the worker pool) into
an apology in the user's language: in the thread for events and clicks, ephemeral for /gpu-advisor.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from slack_bolt import App, Assistant, BoltResponse
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from advisor.core.extract_rules import CJK, script_of
from advisor.slack import texts
from advisor.slack.bot import CLEAN_MAX, Bot, language_of, parse_key, plain, thread_key
from advisor.slack.home import home_view
from advisor.slack.recover import job_of
from advisor.slack.verify import VERIFIED, allowed_hosts, response_url_allowed, response_urls

log = logging.getLogger("gpu_advisor.slack")


def register(app: App, bot: Bot) -> None:
    store = bot.store
    hooks = allowed_hosts(app.client.base_url)

    @app.middleware
    def once(body: dict, req: Any, context: Any, next: Any) -> Any:
        """Events: started before the answer, done after the reply (a crashed try is re-answered).
        Slash commands and clicks are never retried by Slack, so a repeated trigger_id is a replay."""
        context["advisor"] = bot
        if not isinstance(body, dict):
            return next()
        if not all(response_url_allowed(u, hooks) for u in response_urls(body)):
            log.warning("request with a response_url outside Slack's hooks host: refused")
            return BoltResponse(status=400, body="")
        event_id = usable_event_id(body)
        if event_id:
            # what another process needs to answer it if this one dies after the ack (recover.py): verified bodies only
            job = job_of(body, getattr(context, "bot_user_id", None)) if context.get(VERIFIED) else None
            claim = store.claim_event(event_id, job)
            if not claim:
                log.info("event %s already answered or being answered: acked, not answered again", event_id)
                return BoltResponse(status=200, body="")
            bot.claimed(event_id)  # its heartbeat: the claim stays ours while this process lives
            if not bot.keep_claim(event_id, job):  # in memory: also kept where the next bot finds it
                bot.yielded(event_id)  # another live bot process keeps it: answered there (or here, if it dies)
                return BoltResponse(status=200, body="")
            if claim == "stale" or not bot.claims_shared():  # the thread says whether it was answered
                bot.redelivered(event_id)
            return next()
        trigger = body.get("trigger_id")
        if trigger is None:
            sig = (getattr(req, "headers", None) or {}).get("x-slack-signature")
            trigger = f"sig:{sig[0]}" if sig else None
        if trigger and not store.first_time(f"trigger:{trigger}"):
            log.info("request with trigger %s seen before: a replay, acked and not run", str(trigger)[:40])
            return BoltResponse(status=200, body="")
        return next()

    app.event("app_mention")(on_mention)
    app.event("message")(on_message)
    assistant = Assistant()
    assistant.thread_started(on_assistant_started)
    assistant.user_message(on_assistant_message)
    app.use(assistant)
    app.command("/gpu-advisor")(on_slash)
    for action_id, message in ACTIONS.items():
        app.action(action_id)(button(message))
    app.action("post_to_channel")(on_post_to_channel)
    app.action("compare_gpus")(on_compare)
    app.event("app_home_opened")(on_home_opened)

    def on_error(error: Exception, body: dict, client: WebClient, respond: Any = None, verified: bool = True) -> None:
        """Apologise for a verified request; for any other, only log (its body names a channel and a
        response_url nobody vouched for)."""
        if not verified:
            log.warning("unverified request failed before verification: %s (nothing posted)", type(error).__name__)
            return
        channel, thread, text, key = where(body)
        lang = language_of(text)
        if key and not text:
            with contextlib.suppress(Exception):
                lang = store.load(key)[2] or lang
        is_command = isinstance(body, dict) and (bool(body.get("command")) or private(key))  # private stays private
        if respond is not None and not response_url_allowed(getattr(respond, "response_url", None), hooks):
            respond = None
        bot.apologise(client, error, channel=channel, thread_ts=thread, lang=lang, key=key,
                      respond=respond if is_command else None, private=is_command,
                      user=member_id(body, "user") or member_id(body, "user_id"))
        if isinstance(body, dict) and body.get("event_id"):
            try:
                bot.done(body)
            except Exception as e:
                log.error("could not mark event %s done: %s", body.get("event_id"), type(e).__name__)

    def on_bolt_error(error: Exception, body: dict, client: WebClient, context: Any, respond: Any = None) -> None:
        on_error(error, body, client, respond, verified=bool(context and context.get(VERIFIED)))

    app.error(on_bolt_error)
    bot.on_error = on_error  # work on the pool started from a listener: the request was verified


def usable_event_id(body: dict[str, Any]) -> str | None:
    """The id an event is claimed and answered under: its `event_id` when that is non-blank text; for an event whose
    id is empty, blank, null or missing, one made from what stays the same across Slack's re-deliveries of it (team,
    event type, channel, user, ts, client_msg_id), written back into the body so the claim, the reply's metadata and
    `done` all use it. Before such an event skipped the claim and each re-delivery was answered
    again, and every event with the blank id " " shared one claim (the second different one was never answered).
    None for a request that is not an event (commands and clicks: their trigger_id is the replay key)."""
    import hashlib

    event_id = body.get("event_id")
    if isinstance(event_id, str) and event_id.strip():
        return event_id
    event = body.get("event")
    if not isinstance(event, dict):
        return None
    parts = [body.get("team_id"), event.get("type"), event.get("channel"), event.get("user"),
             event.get("ts") or event.get("event_ts"), event.get("client_msg_id")]
    stable = "\x1f".join(p if isinstance(p, str) else "" for p in parts)
    body["event_id"] = "Ev-derived-" + hashlib.sha256(stable.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    return str(body["event_id"])


def where(body: Any) -> tuple[str | None, str | None, str, str]:
    """(channel, thread_ts, the user's text, thread key) of any request, for the apology."""
    if not isinstance(body, dict):
        return None, None, "", ""
    if body.get("command"):
        return body.get("channel_id"), None, body.get("text") or "", ""
    event = body.get("event") or {}
    if event:
        thread = event.get("thread_ts") or event.get("ts")
        channel = event.get("channel")
        key = thread_key(body.get("team_id"), channel or "", thread or "") if channel and thread else ""
        return channel, thread, event.get("text") or "", key
    actions = body.get("actions") or [{}]
    key = actions[0].get("value") or ""
    _, channel, thread = parse_key(key)
    return channel or member_id(body, "channel"), thread, "", key


def member_id(body: Any, key: str) -> str | None:
    """`user` / `channel` of an interaction payload: an object with an `id` (Slack's shape), or an id."""
    value = body.get(key) if isinstance(body, dict) else None
    value = value.get("id") if isinstance(value, dict) else value
    return value if isinstance(value, str) else None


def private(key: str) -> bool:
    """A /gpu-advisor conversation: its answers are ephemeral until posted to the channel."""
    return ":slash-" in key


def on_mention(event: dict, body: dict, client: WebClient, advisor: Bot) -> None:
    thread = event.get("thread_ts") or event["ts"]
    key = thread_key(body.get("team_id"), event["channel"], thread)
    raw = event.get("text", "")  # cleaned on the worker, never on the listener thread
    advisor.submit(lambda: advisor.answer(client, key, plain(raw), channel=event["channel"], thread_ts=thread,
                                          body=body, user=event.get("user"), message_ts=event["ts"]),
                   body=body, client=client)


def on_message(event: dict, body: dict, client: WebClient, context: Any, advisor: Bot) -> None:
    if event.get("subtype") == "message_changed":
        on_edit(event, body, client, context, advisor)
        return
    text = event.get("text", "")
    channel = event["channel"]
    if event.get("subtype") or event.get("bot_id") or (context.bot_user_id and f"<@{context.bot_user_id}>" in text):
        advisor.done(body)  # not ours, or app_mention answers it
        return
    if event.get("channel_type") == "im":
        key = thread_key(body.get("team_id"), channel, event.get("thread_ts") or "dm")
        thread = event.get("thread_ts")
    else:
        thread = event.get("thread_ts")
        if not thread or thread == event.get("ts"):
            advisor.done(body)
            return
        key = thread_key(body.get("team_id"), channel, thread)

    def job() -> None:
        clean = plain(text)  # on the worker, never on the listener thread
        elsewhere = False
        if event.get("channel_type") != "im" and not advisor.knows(key):
            # not a thread the bot is part of (a thread it answered only with a comparison is), unless its turns are
            # in another process's memory (the home's file cannot be written): then answered, saying so
            elsewhere = advisor.ours_elsewhere(client, body.get("event_id"), channel=channel, thread_ts=thread)
            if not elsewhere:
                advisor.done(body)
                return
        advisor.answer(client, key, clean, channel=channel, thread_ts=thread, body=body, user=event.get("user"),
                       message_ts=event.get("ts"), elsewhere=elsewhere)

    advisor.submit(job, body=body, client=client)


def edited_message(event: dict, body: dict, bot_user_id: str | None) -> tuple[str, str, str | None, str] | None:
    """(thread key, channel, thread_ts to reply in, new text) of a person's edit of a message (`message_changed`)
    whose words changed; None for the bot's own edits (its placeholders become answers by `chat.update`), another
    bot's, a change that keeps the text (Slack sends one when a link unfurls) or a shape Slack does not send."""
    new, old, channel = event.get("message"), event.get("previous_message"), event.get("channel")
    if not isinstance(new, dict) or not isinstance(old, dict) or not isinstance(channel, str) or not channel:
        return None
    user, ts, text, before = new.get("user"), new.get("ts"), new.get("text"), old.get("text")
    if new.get("bot_id") or new.get("subtype") or not isinstance(user, str) or user == bot_user_id:
        return None
    if not isinstance(ts, str) or not ts or not isinstance(text, str) or not isinstance(before, str):
        return None
    if plain(text) == plain(before):
        return None
    thread = new.get("thread_ts") if isinstance(new.get("thread_ts"), str) else None
    if event.get("channel_type") == "im":
        return thread_key(body.get("team_id"), channel, thread or "dm"), channel, thread, text
    return thread_key(body.get("team_id"), channel, thread or ts), channel, thread or ts, text


def on_edit(event: dict, body: dict, client: WebClient, context: Any, advisor: Bot) -> None:
    """A person edited a message in a conversation the bot answers: one reply in the thread saying edits are not read
    again and to send the change as a new message (docs/SLACK.md, *Edits*), once per thread (`Store.first_time` keyed
    by the thread alone: the note speaks of every edit, so a second edited message, a second edit of one message and
    Slack's re-delivery (`X-Slack-Retry-Num`) of any of them say nothing more). Only for a verified request; never the
    bot's own edits. The conversation is unchanged."""
    found = edited_message(event, body, getattr(context, "bot_user_id", None)) if context.get(VERIFIED) else None
    if found is None:
        advisor.done(body)
        return
    key, channel, thread, text = found

    def job() -> None:
        if advisor.store.history(key, limit=1) and advisor.store.first_time(f"edit-note:{key}"):
            lang = advisor.store.load(key)[2] or language_of(plain(text))
            client.chat_postMessage(channel=channel, thread_ts=thread, text=texts.edit_not_read(lang))
        advisor.done(body)

    advisor.submit(job, body=body, client=client)


def user_language(client: WebClient, user: str | None) -> str:
    """The language of the user's Slack locale (users.info), English when it cannot be read."""
    if not user:
        return "en"
    with contextlib.suppress(SlackApiError):
        info = client.users_info(user=user, include_locale=True)
        return texts.language_of_locale((info.get("user") or {}).get("locale"))
    return "en"


def on_assistant_started(event: dict, say: Any, set_suggested_prompts: Any, body: dict, client: WebClient,
                         context: Any, advisor: Bot) -> None:
    """The greeting, once per thread: a re-delivery whose thread already has it says nothing (the starter prompts
    are set again: setting them is idempotent, and the killed process may not have got that far)."""
    thread = event.get("assistant_thread") or {}
    lang = user_language(client, thread.get("user_id"))
    if advisor.greeted(client, body.get("event_id"), channel=thread.get("channel_id") or "",
                       thread_ts=thread.get("thread_ts") or "", bot_id=getattr(context, "bot_id", None)):
        log.info("event %s: the thread already has the greeting; not greeted again", body.get("event_id"))
    else:
        say(texts.greeting(lang))
    set_suggested_prompts(prompts=texts.starter_prompts(lang))
    advisor.done(body)


def on_assistant_message(payload: dict, body: dict, say: Any, set_status: Any, client: WebClient,
                         advisor: Bot) -> None:
    key = thread_key(body.get("team_id"), payload["channel"], payload["thread_ts"])
    raw = payload.get("text", "") or ""  # cleaned on the worker; the script is the same before and after
    head = raw[:CLEAN_MAX]
    thread_lang = advisor.store.load(key)[2]
    set_status(texts.thinking(script_of(head, prefer=thread_lang) if CJK.search(head) else thread_lang or "en"))

    def job() -> None:
        reply = advisor.answer(client, key, plain(raw), channel=payload["channel"], thread_ts=payload["thread_ts"], say=say,
                               body=body, user=payload.get("user"))
        if reply is not None:  # None: a re-delivery already answered
            advisor.suggest(client, payload["channel"], payload["thread_ts"], reply)

    advisor.submit(job, body=body, client=client)


def on_slash(ack: Any, command: dict, body: dict, respond: Any, client: WebClient, advisor: Bot) -> None:
    import uuid

    from advisor.core.extract_rules import detect_language

    raw = command.get("text", "") or ""  # a command's text comes escaped as a message's does
    # the ack first, in the language of the words as sent (escapes and markup change no script), then the cleaning,
    # on the worker: Slack waits 3 s for the ack
    ack(response_type="ephemeral", text=texts.working(detect_language(raw[:CLEAN_MAX])))  # the answer replaces it
    key = thread_key(command.get("team_id"), command["channel_id"], f"slash-{uuid.uuid4().hex[:12]}")
    advisor.submit(lambda: advisor.answer_privately(key, plain(raw), respond, replace=True,
                                                    user=command.get("user_id")), body=body, client=client, respond=respond)


ACTIONS = {"export_markdown": "export", "cheaper_spot": "cheaper?", "explain": "why?", "start_over": "reset",
           "show_details": "details"}


def button(message: str) -> Any:
    def on_click(ack: Any, body: dict, action: dict, client: WebClient, respond: Any, advisor: Bot) -> None:
        ack()
        click(message, body, action, client, respond, advisor)
    on_click.__name__ = f"on_click_{message.strip('?')}"
    return on_click


def on_compare(ack: Any, body: dict, action: dict, client: WebClient, respond: Any, advisor: Bot) -> None:
    """*Compare GPUs*: the answer's two best GPU types side by side, asked as "A vs B" in the conversation."""
    ack()
    last = advisor.store.load(action.get("value") or "")[1]
    message = (texts.compare_message(last) if last is not None else None) or "why?"
    click(message, body, action, client, respond, advisor)


def click(message: str, body: dict, action: dict, client: WebClient, respond: Any, advisor: Bot) -> None:
    """A click on a private answer is answered privately, in place; in a thread, under a placeholder."""
    key = action.get("value") or ""
    user = member_id(body, "user")
    if private(key):
        if not getattr(respond, "response_url", None):  # Slack sends one with every click on a message
            log.warning("a click on a private answer without a response_url: not answered (it would be public)")
            return
        advisor.submit(lambda: advisor.answer_privately(key, message, respond, replace=True, user=user),
                       body=body, client=client, respond=respond)
        return
    _, channel, thread = parse_key(key)
    channel = channel or member_id(body, "channel") or ""
    advisor.submit(lambda: advisor.answer(client, key, message, channel=channel, thread_ts=thread, user=user,
                                          placeholder=True), body=body, client=client)


def on_post_to_channel(ack: Any, body: dict, action: dict, client: WebClient, respond: Any, advisor: Bot) -> None:
    ack()
    if not getattr(respond, "response_url", None):  # the private copy could be neither replaced nor removed
        log.warning("post to channel without a response_url: not run")
        return
    key = action.get("value") or ""
    user = member_id(body, "user")
    advisor.submit(lambda: advisor.post_to_channel(client, key, user=user, respond=respond),
                   body=body, client=client, respond=respond)


def on_home_opened(event: dict, client: WebClient, advisor: Bot) -> None:
    """App Home: the user's recent recommendations, the catalog's age, and examples to try."""
    if event.get("tab", "home") != "home" or not event.get("user"):
        return
    user = event["user"]
    client.views_publish(user_id=user, view=home_view(advisor, user, user_language(client, user)))
