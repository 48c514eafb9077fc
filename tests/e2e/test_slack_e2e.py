"""End to end: the real Bolt app over HTTP on 127.0.0.1, a fake Slack Web API on 127.0.0.1, and
requests signed exactly as Slack signs them, with Slack's payload shapes (tests/data/slack/, sources in its SOURCES.md)."""

from __future__ import annotations

import datetime
import json
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

import pytest
from slack_sdk.signature import SignatureVerifier

from advisor.core.conversation import Engine
from advisor.core.store import Store
from advisor.slack.app import build_app, make_client, serve_http

SECRET = "test-signing-secret-0123456789ab"  # 32 characters, as Slack's
TOKEN = "xoxb-test-token-0123456789"
REF = Path(__file__).resolve().parents[1] / "data" / "slack"


class Bot:
    def __init__(self, tmp_path, fake, engine=None, charts=False):
        self.store_path = tmp_path / "state.db"
        self.engine = engine or Engine(store=Store(self.store_path))
        self.app = build_app(engine=self.engine, client=make_client(TOKEN, fake.url), signing_secret=SECRET, charts=charts)
        self.server, _ = serve_http(self.app, "127.0.0.1", 0)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/slack/events"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()




def post(url, body: str, ctype="application/json", *, secret=SECRET, ts=None, headers=None):
    ts = str(int(ts if ts is not None else time.time()))
    sig = SignatureVerifier(secret).generate_signature(timestamp=ts, body=body)
    h = {"Content-Type": ctype, "X-Slack-Request-Timestamp": ts, "X-Slack-Signature": sig, **(headers or {})}
    req = urllib.request.Request(url, data=body.encode(), method="POST", headers=h)
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()


def mention(text, *, event_id="Ev1", ts="1700000000.000001", thread_ts=None, channel="C111"):
    body = json.loads((REF / "app_mention.json").read_text())
    body["event"].update({"text": f"<@U0BOT> {text}", "ts": ts, "channel": channel, "event_ts": ts})
    if thread_ts:
        body["event"]["thread_ts"] = thread_ts
    body["event_id"] = event_id
    return json.dumps(body)


def thread_reply(text, *, thread_ts, event_id, ts="1700000000.000500", channel="C111"):
    body = json.loads((REF / "message_channel_thread_reply.json").read_text())
    body["team_id"] = "T123ABC456"
    body["event"].update({"text": text, "thread_ts": thread_ts, "ts": ts, "channel": channel, "event_ts": ts})
    body["event_id"] = event_id
    return json.dumps(body)


def test_mention_answers_in_the_thread_with_block_kit(bot, fake):
    status, _ = post(bot.url, mention("what do I need to LoRA a 7B model"))
    assert status == 200
    (call,) = fake.wait_for("chat.postMessage")
    assert call.headers["Authorization"] == f"Bearer {TOKEN}"
    assert call.body["channel"] == "C111" and call.body["thread_ts"] == "1700000000.000001"
    types = [b["type"] for b in call.body["blocks"]]
    # the short answer, as in the terminal: the workload line first (no title block), the top-3 table, the buttons
    assert types[0] == "section" and "LoRA fine-tune" in call.body["blocks"][0]["text"]["text"]
    assert "table" in types and types[-1] == "actions"
    assert len(call.body["blocks"]) <= 50
    assert all(len(b["text"]["text"]) <= 3000 for b in call.body["blocks"] if b["type"] == "section")
    assert "LoRA" in call.body["text"] and " GB" in call.body["text"]  # notification fallback names the pick
    actions = {e["action_id"] for e in call.body["blocks"][-1]["elements"]}
    assert actions - {"compare_gpus"} == {"show_details", "export_markdown", "cheaper_spot", "explain", "start_over"}


def test_thread_follow_up_without_mention_changes_the_answer(bot, fake):
    post(bot.url, mention("serve Llama-3-8B for 8 users", ts="1700000001.000001"))
    first = fake.wait_for("chat.postMessage")[0]
    post(bot.url, thread_reply("what about 32k context?", thread_ts="1700000001.000001", event_id="Ev2"))
    second = fake.wait_for("chat.postMessage", 2)[1]
    assert second.body["thread_ts"] == "1700000001.000001"
    assert second.body["text"] != first.body["text"] or second.body["blocks"] != first.body["blocks"]
    w, _, _ = bot.engine.store.load("T123ABC456:C111:1700000001.000001")
    assert w.seq_len == 32768 and w.concurrency == 8


def test_replies_in_unknown_threads_are_ignored(bot, fake):
    status, _ = post(bot.url, thread_reply("random chatter", thread_ts="1699999999.000001", event_id="Ev9"))
    assert status == 200
    time.sleep(0.5)
    assert not fake.of("chat.postMessage")


def test_export_in_thread_uploads_a_markdown_file_with_a_table(bot, fake):
    post(bot.url, mention("LoRA a 7B model", ts="1700000002.000001"))
    fake.wait_for("chat.postMessage")
    post(bot.url, thread_reply("export", thread_ts="1700000002.000001", event_id="Ev3"))
    (get_url,) = fake.wait_for("files.getUploadURLExternal")
    # named by model, task and date, so two exports never land as the same recommendation.md
    assert get_url.body["filename"] == f"7b-lora-{datetime.date.today().isoformat()}.md"
    (done,) = fake.wait_for("files.completeUploadExternal")
    uploads = [c for c in fake.calls if c.method.startswith("upload/")]
    assert uploads and b"| # |" in uploads[0].raw and b"# GPU recommendation" in uploads[0].raw
    # the thread's permalink (chat.getPermalink of the thread root) is inside the file
    assert b"https://example.slack.com/archives/C111/p1700000002000001" in uploads[0].raw
    assert done.body["channel_id"] == "C111" and done.body["thread_ts"] == "1700000002.000001"


@pytest.mark.parametrize("kind", ["forged", "stale"])
def test_bad_signature_gets_401_and_nothing_is_posted(bot, fake, kind):
    body = mention("LoRA a 7B model", event_id=f"Ev-{kind}")
    if kind == "forged":
        status, _ = post(bot.url, body, secret="not-the-secret")
    else:
        status, _ = post(bot.url, body, ts=time.time() - 6 * 60)
    assert status == 401
    time.sleep(0.5)
    assert not fake.of("chat.postMessage")


def test_retried_event_is_answered_once(bot, fake):
    body = mention("LoRA a 7B model", event_id="EvRetry", ts="1700000003.000001")
    assert post(bot.url, body)[0] == 200
    assert post(bot.url, body, headers={"X-Slack-Retry-Num": "1", "X-Slack-Retry-Reason": "http_timeout"})[0] == 200
    fake.wait_for("chat.postMessage")
    time.sleep(0.8)
    assert len(fake.of("chat.postMessage")) == 1


def test_slash_command_is_ephemeral_with_a_post_button(bot, fake):
    params = dict(urllib.parse.parse_qsl((REF / "slash_command.txt").read_text().strip()))
    params.update({"command": "/gpu-advisor", "text": "serve Qwen2.5-7B for 16 users", "channel_id": "C222",
                   "response_url": fake.url + "response/cmd1"})
    status, ack_body = post(bot.url, urllib.parse.urlencode(params), "application/x-www-form-urlencoded")
    assert status == 200
    assert "Working on it" in str(ack_body)  # a private placeholder at once (the answer takes seconds) …
    (resp,) = fake.wait_for("response/cmd1")
    assert resp.body["response_type"] == "ephemeral"
    assert resp.body.get("replace_original") in (True, "true")  # … which the answer replaces
    buttons = [e for b in resp.body["blocks"] if b["type"] == "actions" for e in b["elements"]]
    post_btn = next(b for b in buttons if b["action_id"] == "post_to_channel")
    payload = json.loads((REF / "block_actions.json").read_text())
    payload["actions"] = [{"action_id": "post_to_channel", "block_id": "advisor_actions", "type": "button",
                           "value": post_btn["value"], "action_ts": "1700000004.000001"}]
    payload["response_url"] = fake.url + "response/act1"
    status, _ = post(bot.url, "payload=" + urllib.parse.quote(json.dumps(payload)), "application/x-www-form-urlencoded")
    assert status == 200
    (msg,) = fake.wait_for("chat.postMessage")
    assert msg.body["channel"] == "C222" and "Qwen2.5-7B" in msg.body["text"]
    assert msg.body["text"].startswith("<@W111> asked: serve Qwen2.5-7B for 16 users")  # who asked, and what
    (gone,) = fake.wait_for("response/act1")
    assert gone.body.get("delete_original") in (True, "true")  # the private copy goes


def click(bot, fake, action_id, key, trigger_id=None, *, message_ts="1700000009.000001"):
    """A button click; Slack gives every click its own trigger_id, and a `response_url` (here the fake's
    response/click). A click on a /gpu-advisor answer comes from an ephemeral message (container
    is_ephemeral), any other from a message in the channel."""
    payload = json.loads((REF / "block_actions.json").read_text())
    payload["trigger_id"] = trigger_id or f"trig.{uuid.uuid4().hex}"
    payload["response_url"] = fake.url + "response/click"
    channel = key.split(":")[1] if key.count(":") >= 2 else "C111"
    payload["container"] = {"type": "message", "message_ts": message_ts, "channel_id": channel,
                            "is_ephemeral": ":slash-" in key}
    payload["channel"] = {"id": channel, "name": "test-channel"}
    payload["actions"] = [{"action_id": action_id, "block_id": "advisor_actions", "type": "button", "value": key,
                           "action_ts": "1700000005.000001"}]
    return post(bot.url, "payload=" + urllib.parse.quote(json.dumps(payload)), "application/x-www-form-urlencoded")


def test_buttons_cheaper_explain_export_start_over(bot, fake):
    post(bot.url, mention("pretrain a 1B model on 10B tokens", ts="1700000006.000001"))
    first = fake.wait_for("chat.postMessage")[0]
    key = first.body["blocks"][-1]["elements"][0]["value"]
    # each click in a thread: a placeholder in the thread, then the answer replaces it (chat.update)
    assert click(bot, fake, "cheaper_spot", key)[0] == 200
    placeholder = fake.wait_for("chat.postMessage", 2)[1]
    assert placeholder.body["thread_ts"] == "1700000006.000001" and "Working on it" in placeholder.body["text"]
    cheaper = fake.wait_for("chat.update")[0]
    assert "spot" in json.dumps(cheaper.body["blocks"]).lower()
    assert click(bot, fake, "explain", key)[0] == 200
    explain = fake.wait_for("chat.update", 2)[1]
    # "why?" names what ranked the list, not the weighted score
    assert "ranked by" in explain.body["blocks"][0]["text"]
    assert click(bot, fake, "export_markdown", key)[0] == 200
    fake.wait_for("files.completeUploadExternal")
    assert click(bot, fake, "start_over", key)[0] == 200
    fake.wait_for("chat.update", 4)
    assert len(fake.of("chat.postMessage")) == 5  # the answer and four placeholders, nothing top-level
    assert all(c.body["thread_ts"] == "1700000006.000001" for c in fake.of("chat.postMessage"))
    w, last, _ = bot.engine.store.load(key)
    assert last is None


def test_dm_in_chinese_gets_a_chinese_answer(bot, fake):
    body = json.loads((REF / "message_im.json").read_text())
    body["event"]["text"] = "部署 Llama-3-70B 推理，32 并发，4K 上下文"
    body["event_id"] = "EvDM"
    assert post(bot.url, json.dumps(body))[0] == 200
    (call,) = fake.wait_for("chat.postMessage")
    assert call.body["channel"] == "D024BE91L"
    assert "推理" in call.body["blocks"][0]["text"]["text"] and "推理" in call.body["text"]
    assert "从低到高" in json.dumps(call.body["blocks"], ensure_ascii=False)  # the bot's own words too


def test_assistant_thread_shows_status_and_prompts(bot, fake):
    started = json.loads((REF / "assistant_thread_started.json").read_text())
    started["event_id"] = "EvA1"
    assert post(bot.url, json.dumps(started))[0] == 200
    fake.wait_for("assistant.threads.setSuggestedPrompts")
    msg = json.loads((REF / "message_im_thread_reply.json").read_text())
    msg["event"]["text"] = "LoRA a 7B model"
    msg["event_id"] = "EvA2"
    assert post(bot.url, json.dumps(msg))[0] == 200
    status = fake.wait_for("assistant.threads.setStatus")[0]
    assert status.body["status"] == "is thinking…"
    answer = [c for c in fake.wait_for("chat.postMessage", 2) if c.body.get("thread_ts") == "1726133698.626339"]
    assert any(b["type"] == "table" for c in answer for b in c.body.get("blocks", []))


def test_handler_exception_becomes_a_polite_reply(tmp_path, fake, caplog):
    def broken(*a, **k):
        raise RuntimeError(f"boom with {TOKEN}")

    engine = Engine(store=Store(tmp_path / "s.db"), advise_fn=broken)
    b = Bot(tmp_path, fake, engine=engine)
    try:
        with caplog.at_level("ERROR", logger="gpu_advisor.slack"):
            post(b.url, mention("LoRA a 7B model", event_id="EvBoom"))
            (call,) = fake.wait_for("chat.postMessage")
        assert "Sorry" in call.body["text"] and call.body["thread_ts"] == "1700000000.000001"
        assert TOKEN not in caplog.text
    finally:
        b.stop()


@pytest.mark.parametrize("status", [429, 503])
def test_rate_limit_and_server_errors_are_retried_by_slack_sdk(bot, fake, status):
    fake.fail["chat.postMessage"] = [status]
    post(bot.url, mention("LoRA a 7B model", event_id=f"Ev{status}"))
    calls = fake.wait_for("chat.postMessage", 2)
    assert len(calls) == 2  # the failed call, then the retry


def test_restart_mid_conversation_keeps_the_thread(tmp_path, fake):
    b1 = Bot(tmp_path, fake)
    post(b1.url, mention("serve Qwen2.5-7B for 16 users", ts="1700000007.000001", event_id="EvR1"))
    fake.wait_for("chat.postMessage")
    b1.stop()
    b2 = Bot(tmp_path, fake)  # a new process would open the same SQLite file
    try:
        post(b2.url, thread_reply("what about 8k context?", thread_ts="1700000007.000001", event_id="EvR2"))
        second = fake.wait_for("chat.postMessage", 2)[1]
        assert second.body["thread_ts"] == "1700000007.000001"
        w, _, _ = b2.engine.store.load("T123ABC456:C111:1700000007.000001")
        assert (w.model, w.concurrency, w.seq_len) == ("Qwen2.5-7B", 16, 8192)
        # the same event re-delivered after the restart is not answered again
        post(b2.url, mention("serve Qwen2.5-7B for 16 users", ts="1700000007.000001", event_id="EvR1"))
        time.sleep(0.5)
        assert len(fake.of("chat.postMessage")) == 2
    finally:
        b2.stop()


def test_chart_is_attached_to_full_answers(tmp_path, fake):
    pytest.importorskip("matplotlib")
    b = Bot(tmp_path, fake, charts=True)
    try:
        post(b.url, mention("LoRA a 7B model", event_id="EvChart"))
        fake.wait_for("files.completeUploadExternal")
        pngs = [c for c in fake.calls if c.method.startswith("upload/")]
        assert pngs and pngs[0].raw.startswith(b"\x89PNG")
    finally:
        b.stop()
