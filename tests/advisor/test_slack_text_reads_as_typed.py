"""Slack text read as the words the user typed, and slash commands whose form holds the word "payload", through the
real HTTP app (Bolt over loopback) and the fake Slack Web API (tests/fake_slack.py).

Slack delivers a message with its own markup: `<`, `>`, `&` escaped as `&lt;`, `&gt;`, `&amp;`; *bold*, _italic_,
~strike~ and `code` with their markers; mentions, channels and links as `<@U…>`, `<#C…|name>`, `<http://…|label>`
(docs.slack.dev, "Formatting text for app surfaces"). The reader must see what the terminal would: advisor.slack.bot
`plain` is the one cleaner. A slash command is a form; Bolt's `parse_body` took any form whose raw body *contains*
"payload" for an interaction and read `{}` (404, no answer): the app reads the form itself (`verify.read_form`)."""

from __future__ import annotations

import urllib.parse

import pytest

from advisor.slack.bot import plain, thread_key

TEAM = "T123ABC456"  # tests/data/slack/app_mention.json


def _workload(bot, channel: str, ts: str):
    return bot.engine.store.load(thread_key(TEAM, channel, ts))[0]


@pytest.mark.slow
def test_escaped_less_than_keeps_the_budget_a_month(bot, fake):
    from tests.e2e.test_slack_e2e import mention, post

    # "预算每月 <5000 元" typed in Slack arrives as "预算每月 &lt;5000 元". 每月 is "a month": the budget is
    # 5,000 CNY per month, as the terminal reads the same words (before: per "total", the period lost).
    ts = "1700000100.000001"
    assert post(bot.url, mention("部署 Llama-3-8B，10 并发，预算每月 &lt;5000 元", ts=ts, event_id="EvLt"))[0] == 200
    fake.wait_for("chat.postMessage")
    w = _workload(bot, "C111", ts)
    assert w.budget is not None and (w.budget.amount, w.budget.currency, w.budget.per) == (5000.0, "CNY", "month")
    assert w.concurrency == 10


@pytest.mark.slow
def test_bold_italic_links_and_channels_read_as_their_words(bot, fake):
    from tests.e2e.test_slack_e2e import mention, post, thread_reply

    # "*10* users" is ten users in bold (before: no figure read, answered for 1 user); a link whose label is the
    # model name reads as that name; a channel reference is a name, not a figure.
    ts = "1700000200.000001"
    text = ("serve <https://huggingface.co/meta-llama/Meta-Llama-3-8B|Llama-3-8B> for *10* users "
            "in <#C999|gpu-team> &amp; cc <@U0OTHER>")
    assert post(bot.url, mention(text, ts=ts, event_id="EvBold"))[0] == 200
    fake.wait_for("chat.postMessage")
    w = _workload(bot, "C111", ts)
    assert w.concurrency == 10 and w.model and "Llama-3-8B" in w.model
    # a follow-up in the thread (the `message` listener, not `app_mention`): _32_ in italics is 32 users
    post(bot.url, thread_reply("make it _32_ users", thread_ts=ts, event_id="EvItalic"))
    fake.wait_for("chat.postMessage", 2)
    assert _workload(bot, "C111", ts).concurrency == 32


@pytest.mark.parametrize(("raw", "typed"), [
    ("预算 &lt;5000 &amp; 并发 &gt;10", "预算 <5000 & 并发 >10"),
    ("for *_10_* users, `fp8`", "for 10 users, fp8"),
    # markers inside words and lone tildes are not emphasis: Llama_3_8B, 8*H100, "~10 users … ~5000"
    ("8*H100 for Llama_3_8B, ~10 users, budget ~5000", "8*H100 for Llama_3_8B, ~10 users, budget ~5000"),
    # what the user typed as text stays text: "&amp;lt;@U1&amp;gt;" is the five characters "&lt;" … typed
    ("say &amp;lt;@U1&amp;gt; <!here> <mailto:a@b.co|a@b.co>", "say &lt;@U1&gt; @here a@b.co"),
])
def test_plain_undoes_slack_markup_only(raw, typed):
    assert plain(raw) == typed


def _slash(bot, fake, text: str, channel_name: str, n: int):
    from tests.e2e.test_slack_e2e import REF, post

    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": text, "channel_id": "C333", "channel_name": channel_name,
                   "response_url": fake.url + f"response/pay{n}"})
    return post(bot.url, urllib.parse.urlencode(params), "application/x-www-form-urlencoded")


@pytest.mark.slow
@pytest.mark.parametrize(("text", "channel_name"), [
    ("serve Llama-3-8B for 10 users", "payload-team"),  # every command in #payload-team was a 404
    ("how big is the KV payload for Llama-3-8B at 10 users", "general"),
])
def test_slash_command_holding_the_word_payload_is_answered(bot, fake, text, channel_name):
    status, ack = _slash(bot, fake, text, channel_name, 1)
    assert status == 200 and "Working on it" in ack  # before: 404 "Not Found", nothing run
    (resp,) = fake.wait_for("response/pay1")
    assert resp.body["response_type"] == "ephemeral" and "Llama-3-8B" in str(resp.body)


@pytest.mark.slow
def test_signature_still_covers_the_raw_form(bot, fake):
    from tests.e2e.test_slack_e2e import REF, post

    # the app's own reading of the form must not open a way around the signature: the same form signed with
    # another secret is refused (401) and nothing is answered
    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": "serve Llama-3-8B", "channel_name": "payload-team",
                   "response_url": fake.url + "response/bad"})
    status, _ = post(bot.url, urllib.parse.urlencode(params), "application/x-www-form-urlencoded", secret="not-it")
    assert status == 401
    assert not fake.of("response/bad")
