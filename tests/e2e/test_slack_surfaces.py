"""Slack as Slack apps behave, end to end: the real Bolt app over HTTP on 127.0.0.1,
signed requests in Slack's payload shapes (tests/data/slack/), and the fake Slack Web API
(tests/fake_slack.py) recording every call the bot makes."""

from __future__ import annotations

import json
import time
import urllib.parse
from pathlib import Path

import pytest

from tests.e2e.test_slack_e2e import REF, Bot, click, mention, post, thread_reply

FORM = "application/x-www-form-urlencoded"
ROOT = Path(__file__).resolve().parents[2]


def slash(fake, text, name="cmd"):
    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": text, "channel_id": "C222", "user_id": "U2147483697",
                   "trigger_id": f"trig.{name}", "response_url": fake.url + "response/" + name})
    return urllib.parse.urlencode(params)


def buttons(blocks):
    return {e["action_id"]: e for b in blocks if b["type"] == "actions" for e in b["elements"]}


def methods(fake):
    return [c.method for c in fake.calls]


def test_clicks_on_a_private_answer_stay_private(bot, fake):
    """/gpu-advisor answers ephemerally; a click on that answer is answered at the click's response_url,
    ephemeral and in place, and nothing reaches the channel (no chat.postMessage, no file)."""
    post(bot.url, slash(fake, "pretrain a 1B model on 10B tokens"), FORM)
    (first,) = fake.wait_for("response/cmd")
    key = buttons(first.body["blocks"])["post_to_channel"]["value"]
    assert click(bot, fake, "cheaper_spot", key)[0] == 200
    (resp,) = fake.wait_for("response/click")
    assert resp.body["response_type"] == "ephemeral" and resp.body["replace_original"] in (True, "true")
    assert "spot" in json.dumps(resp.body["blocks"]).lower()
    assert "post_to_channel" in buttons(resp.body["blocks"])  # still private, still postable
    assert click(bot, fake, "export_markdown", key)[0] == 200
    exported = fake.wait_for("response/click", 2)[1]
    assert exported.body["response_type"] == "ephemeral" and "| # |" in exported.body["blocks"][0]["text"]
    time.sleep(0.5)
    public = {"chat.postMessage", "chat.update", "files.getUploadURLExternal", "files.completeUploadExternal"}
    assert not public & set(methods(fake)), methods(fake)


def test_post_to_channel_attributes_deletes_the_private_copy_and_moves_the_conversation(bot, fake):
    post(bot.url, slash(fake, "serve Qwen2.5-7B for 16 users"), FORM)
    (first,) = fake.wait_for("response/cmd")
    key = buttons(first.body["blocks"])["post_to_channel"]["value"]
    assert click(bot, fake, "post_to_channel", key)[0] == 200
    (msg,) = fake.wait_for("chat.postMessage")
    assert msg.body["channel"] == "C222" and "thread_ts" not in msg.body  # a new message, the thread's root
    assert msg.body["blocks"][0]["text"]["text"] == "<@W111> asked: serve Qwen2.5-7B for 16 users"
    (gone,) = fake.wait_for("response/click")
    assert gone.body["delete_original"] in (True, "true")
    root = fake.of("chat.postMessage")[0]
    ts = "%.6f" % (1700000000.000100 + 0.0001)  # the fake's first message ts
    (upd,) = fake.wait_for("chat.update")
    new_key = buttons(upd.body["blocks"])["explain"]["value"]
    assert upd.body["ts"] == ts and new_key == f"T0001:C222:{ts}"  # the buttons now point at the thread
    assert root.body["text"].startswith("<@W111> asked")
    # a follow-up in the new thread continues the same conversation
    reply = json.loads(thread_reply("what about 32k context?", thread_ts=ts, event_id="EvMove", channel="C222"))
    reply["team_id"] = "T0001"
    post(bot.url, json.dumps(reply))
    answer = fake.wait_for("chat.postMessage", 2)[1]
    assert answer.body["thread_ts"] == ts
    w, last, _ = bot.engine.store.load(new_key)
    assert (w.model, w.concurrency, w.seq_len) == ("Qwen2.5-7B", 16, 32768) and last is not None
    assert bot.engine.store.load(key)[1] is None  # the private conversation moved, not copied


def test_a_reaction_shows_the_bot_is_working_and_goes_when_the_answer_is_posted(bot, fake):
    post(bot.url, mention("LoRA a 7B model", ts="1700000300.000001", event_id="EvWork"))
    fake.wait_for("reactions.remove")
    order = [m for m in methods(fake) if m in ("reactions.add", "chat.postMessage", "reactions.remove")]
    assert order == ["reactions.add", "chat.postMessage", "reactions.remove"]
    add = fake.of("reactions.add")[0].body
    assert (add["name"], add["timestamp"], add["channel"]) == ("hourglass_flowing_sand", "1700000300.000001", "C111")


def test_the_chart_is_uploaded_once_per_thread_and_again_on_request(tmp_path, fake):
    pytest.importorskip("matplotlib")
    b = Bot(tmp_path, fake, charts=True)
    try:
        post(b.url, mention("serve Llama-3-8B for 8 users", ts="1700000301.000001", event_id="EvC1"))
        fake.wait_for("files.completeUploadExternal")
        post(b.url, thread_reply("what about 32k context?", thread_ts="1700000301.000001", event_id="EvC2"))
        fake.wait_for("chat.postMessage", 2)
        fake.wait_for("reactions.remove", 2)
        time.sleep(0.3)
        assert len(fake.of("files.completeUploadExternal")) == 1  # not after every turn
        post(b.url, thread_reply("chart", thread_ts="1700000301.000001", event_id="EvC3", ts="1700000301.000009"))
        fake.wait_for("files.completeUploadExternal", 2)
        pngs = [c for c in fake.calls if c.method.startswith("upload/")]
        assert len(pngs) == 2 and all(p.raw.startswith(b"\x89PNG") for p in pngs)
    finally:
        b.stop()


def test_a_turn_that_changes_nothing_gets_a_short_reply(bot, fake):
    """A follow-up that restates what the thread already has (here: 8 users again) is answered in one line,
    not with the whole answer again. (A turn with no fact at all, "ok", the engine itself answers briefly.)"""
    post(bot.url, mention("serve Llama-3-8B for 8 users at 4k context", ts="1700000302.000001", event_id="EvN1"))
    first = fake.wait_for("chat.postMessage")[0]
    post(bot.url, thread_reply("make it 8 users", thread_ts="1700000302.000001", event_id="EvN2"))
    second = fake.wait_for("chat.postMessage", 2)[1]
    assert second.body["blocks"][0]["type"] == "markdown" and "Nothing changed" in second.body["blocks"][0]["text"]
    assert not any(b["type"] == "table" for b in second.body["blocks"])
    # not the answer again: a fraction of even the short first answer (which is itself ~3 KB of blocks)
    assert len(json.dumps(second.body["blocks"])) < len(json.dumps(first.body["blocks"])) / 2


def test_the_notification_text_names_the_top_three(bot, fake):
    post(bot.url, mention("serve Llama-3-8B for 8 users", ts="1700000303.000001", event_id="EvTop"))
    (msg,) = fake.wait_for("chat.postMessage")
    table = next(b for b in msg.body["blocks"] if b["type"] == "table")
    top = [row[2]["text"] for row in table["rows"][1:4]]  # the offer column of the table's 3 rows
    line = msg.body["text"].split("\n")[1]
    assert line.startswith("Top 3: 1. ") and "; 2. " in line and "; 3. " in line
    # the same offers as the table, in its order (folded rows included), each with its price
    assert [line.index(f"{n}. {offer} $") for n, offer in enumerate(top, 1)] == sorted(
        line.index(f"{n}. {offer} $") for n, offer in enumerate(top, 1))
    assert "/h" in line


def test_the_answer_is_the_short_one_and_show_details_posts_the_report_in_the_thread(bot, fake):
    """Slack posts the terminal's short answer (headline, top 3 with the ranking figure, what would change it,
    the warnings that fire); *Show details* answers in the thread with the whole report, as "details" does."""
    from advisor.core.render import short_answer

    post(bot.url, mention("serve Llama-3.1-70B for 32 users", ts="1700000306.000001", event_id="EvSd"))
    (msg,) = fake.wait_for("chat.postMessage")
    blocks = msg.body["blocks"]
    table = next(b for b in blocks if b["type"] == "table")
    assert len(table["rows"]) == 1 + 3 and table["rows"][0][1]["text"] == "per hour at your load ↑"
    text = json.dumps(blocks, ensure_ascii=False)
    key = buttons(blocks)["show_details"]["value"]
    s = short_answer(bot.engine.store.load(key)[1], "en")
    assert "score" not in text.lower() and "Pitfalls" not in text  # the score and the report stay out
    for w in s.warnings:  # the warnings that fire, each of them (a pitfall by its bold title, a compatibility line by
        # its first clause: those carry no title)
        title = w.split("**")[1] if "**" in w else w.removeprefix("- ⚠️ ").split(":")[0]
        assert title in text, w
    assert s.headline in text
    assert click(bot, fake, "show_details", key)[0] == 200
    placeholder = fake.wait_for("chat.postMessage", 2)[1]
    assert placeholder.body["thread_ts"] == "1700000306.000001"
    (upd,) = fake.wait_for("chat.update")
    full = json.dumps(upd.body["blocks"], ensure_ascii=False)
    assert upd.body["ts"] == fake.posts[("C111", "1700000306.000001")][1]["ts"]  # the placeholder becomes the report
    assert upd.body["blocks"][0]["type"] == "header" and "Pitfalls" in full and "Assumptions" in full
    assert full.count("✅") + full.count("⚠️") >= 8  # every pitfall checked, not only those that fire
    big = next(b for b in upd.body["blocks"] if b["type"] == "table")
    assert len(big["rows"]) > 4 and not [c for c in big["rows"][0] if "score" in c["text"].lower()]  # JSON keeps it
    assert bot.engine.store.load(key)[0].concurrency == 32  # "details" changed nothing


def test_show_details_on_a_private_answer_stays_private(bot, fake):
    post(bot.url, slash(fake, "LoRA fine-tune Llama-3-8B, 4k context", name="det"), FORM)
    (first,) = fake.wait_for("response/det")
    assert "Pitfalls" not in json.dumps(first.body["blocks"])
    key = buttons(first.body["blocks"])["show_details"]["value"]
    assert click(bot, fake, "show_details", key)[0] == 200
    (resp,) = fake.wait_for("response/click")
    assert resp.body["response_type"] == "ephemeral" and resp.body["replace_original"] in (True, "true")
    assert "Pitfalls" in json.dumps(resp.body["blocks"]) and "post_to_channel" in buttons(resp.body["blocks"])
    time.sleep(0.3)
    assert not {"chat.postMessage", "chat.update"} & set(methods(fake))


def test_assistant_speaks_the_users_language_and_suggests_from_the_answer(bot, fake):
    fake.locales["W222"] = "zh-TW"
    started = json.loads((REF / "assistant_thread_started.json").read_text())
    started["event_id"] = "EvZh1"
    post(bot.url, json.dumps(started))
    (prompts,) = fake.wait_for("assistant.threads.setSuggestedPrompts")
    greeting = fake.wait_for("chat.postMessage")[0].body["text"]
    assert "告訴我" in greeting and "告诉我" not in greeting  # Traditional for a zh-TW user
    titles = [p["title"] for p in prompts.body["prompts"]]
    assert any("部署" in t for t in titles) and not any(t.startswith("Serve") for t in titles)
    msg = json.loads((REF / "message_im_thread_reply.json").read_text())
    msg["event"]["text"] = "部署 Llama-3-8B 推理，8 併發"
    msg["event_id"] = "EvZh2"
    post(bot.url, json.dumps(msg))
    status = fake.wait_for("assistant.threads.setStatus")[0]
    assert status.body["status"] == "正在思考…"
    after = fake.wait_for("assistant.threads.setSuggestedPrompts", 2)[1]
    messages = [p["message"] for p in after.body["prompts"]]
    # levers of this answer, in the user's script: the 4k default context → 32k. No precision is stated, so FP8 already
    # leads (Llama-3-8B: 8.03 GB FP8 weights + 1.05 GB 16-bit embeddings + 8 × 4,096 × 128 KiB = 4.3 GB KV ≈ 15.2 GB on
    # 1 × RTX A4500 at 8.00 TWD/h, 57 % of BF16's 1 × A40 at 14.08 TWD/h): "use FP8?" is no lever of it any more
    assert "32k 上下文呢？" in messages and "用 FP8 呢？" not in messages and 1 <= len(messages) <= 4
    assert not any(w in m for m in messages for w in ("便宜点", "为什么", "导出"))  # Traditional, never Simplified


def test_app_home_lists_the_users_recent_recommendations_and_the_catalog_age(bot, fake):
    body = json.loads(mention("serve Llama-3-8B for 8 users", ts="1700000304.000001", event_id="EvH1"))
    body["event"]["user"] = "U123ABC456"
    post(bot.url, json.dumps(body))
    answer = fake.wait_for("chat.postMessage")[0]
    fake.wait_for("reactions.remove")
    home = json.loads((REF / "app_home_opened.json").read_text())
    assert post(bot.url, json.dumps(home))[0] == 200
    (pub,) = fake.wait_for("views.publish")
    assert pub.body["user_id"] == "U123ABC456" and pub.body["view"]["type"] == "home"
    text = json.dumps(pub.body["view"]["blocks"], ensure_ascii=False)
    headline = answer.body["text"].split("\n")[0]
    assert headline.split(" — ")[0][:40] in text and "<#C111>" in text
    # the shipped extracts state no date; the rows dated readings confirm (catalog/data/price_evidence.csv) give a range,
    # which starts at Alibaba Cloud's Shanghai prices as a third party reported them (2023-06-17; Tencent's Guangzhou
    # list prices are 2023-06-30): an old date said, not hidden
    assert "offers; prices dated 2023-06-17 to 2026-11-16" in text and "Try" in text
    other = dict(home, event_id="EvH2", event={**home["event"], "user": "U999"})
    post(bot.url, json.dumps(other))
    mine, theirs = fake.wait_for("views.publish", 2)
    assert "None yet" in json.dumps(theirs.body["view"]["blocks"])  # another user does not see it


def test_manifest_subscribes_to_the_home_tab_and_the_new_scopes():
    m = json.loads((ROOT / "slack-app-manifest.json").read_text())
    assert "app_home_opened" in m["settings"]["event_subscriptions"]["bot_events"]
    assert m["features"]["app_home"]["home_tab_enabled"] is True
    assert {"reactions:write", "users:read"} <= set(m["oauth_config"]["scopes"]["bot"])


def test_compare_gpus_button_sets_the_two_best_gpu_types_side_by_side(bot, fake):
    post(bot.url, mention("serve Llama-3-8B for 8 users", ts="1700000305.000001", event_id="EvCmp"))
    (answer,) = fake.wait_for("chat.postMessage")
    btn = buttons(answer.body["blocks"])["compare_gpus"]
    assert btn["text"]["text"] == "Compare GPUs"
    assert click(bot, fake, "compare_gpus", btn["value"])[0] == 200
    (upd,) = fake.wait_for("chat.update")
    text = json.dumps(upd.body["blocks"], ensure_ascii=False)
    assert "can't compare" not in text and text.count("|") > 10  # a table, not an error
    w, last, _ = bot.engine.store.load(btn["value"])
    from advisor.slack.texts import compare_message

    a, b = compare_message(last).split(" vs ")
    assert a in text and b in text and a != b  # one column per GPU type
    assert w.gpu_preference is None  # a comparison leaves the thread's workload as it was
