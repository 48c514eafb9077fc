"""A speech / image / video / TTS answer is an answer on every surface: exported by "export" (the chat's file, the
Slack thread's message), with the answer's buttons in Slack, and no *Post to channel* where nothing could be posted
("Nothing to export yet: ask a question first" right after one; a button that answered "no answer to
post"). A pasted secret is masked before it is read, kept or echoed back (the bot re-posted its own token
in "I didn't catch a change in «…»")."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from tests.e2e.test_slack_e2e import mention, post, thread_reply
from tests.e2e.test_slack_surfaces import FORM, buttons, slash

pytestmark = pytest.mark.slow
WHISPER = "transcribe 500 hours of audio a day with whisper-large-v3"
SDXL = "generate 10000 images a day with SDXL"
TTS = "TTS 100 hours of speech a day with CosyVoice2-0.5B"
VIDEO = "generate 200 5-second videos a day with Wan2.1-T2V-14B"
PASTED = "xoxb-4821-pasted-0123456789abcdef"  # shaped like a Slack bot token (xoxb- and ≥ 6 more characters)


@pytest.mark.parametrize("question, head", [(WHISPER, "Whisper large-v3"), (SDXL, "SDXL"),
                                            (TTS, "CosyVoice2-0.5B"), (VIDEO, "Wan2.1-T2V-14B")])
def test_export_after_a_media_answer_writes_that_answer_in_the_chat(tmp_path, monkeypatch, question, head):
    # The answer's first line names its model (the head); "export" right after it writes recommendation.md holding
    # that same answer (its model named), and never says there is nothing to export.
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path / "home"))
    r = CliRunner().invoke(cli, ["chat", "--session", "m1", "--export-dir", str(tmp_path / "out")],
                           input=f"{question}\nexport\nquit\n")
    assert r.exit_code == 0, r.output[-2000:]
    assert "Nothing to export" not in r.output
    (md,) = (tmp_path / "out").glob("*.md")
    assert head in md.read_text(encoding="utf-8")


def test_export_in_a_slack_thread_after_an_image_answer_posts_the_answer(bot, fake):
    # The thread's second message answers "export": the SDXL plan's text (10,000 images), not "ask a question first".
    post(bot.url, mention(SDXL, ts="1700000041.000001"))
    (first,) = fake.wait_for("chat.postMessage")
    assert "export_markdown" in buttons(first.body["blocks"])  # the answer's buttons, as an LLM answer's
    assert "**" not in first.body["text"] and "*SDXL" in first.body["text"]  # the notification in mrkdwn bold
    post(bot.url, thread_reply("export", thread_ts="1700000041.000001", event_id="EvExp2"))
    second = fake.wait_for("chat.postMessage", 2)[1]
    shown = json.dumps(second.body["blocks"], ensure_ascii=False)
    assert "Nothing to export" not in shown and "10,000 images" in shown


def test_a_private_media_answer_offers_no_post_button_and_an_llm_answer_does(bot, fake):
    # *Post to channel* posts the stored LLM Recommendation; a Whisper plan has none, so the button is not offered
    # (before, its click answered "There is no answer to post yet."); the LLM answer keeps it.
    post(bot.url, slash(fake, WHISPER, name="media"), FORM)
    (media,) = fake.wait_for("response/media", timeout=120)
    assert "Whisper" in json.dumps(media.body["blocks"]) and "post_to_channel" not in buttons(media.body["blocks"])
    post(bot.url, slash(fake, "serve Qwen2.5-7B for 16 users", name="llm"), FORM)
    (llm,) = fake.wait_for("response/llm", timeout=120)
    assert "post_to_channel" in buttons(llm.body["blocks"])


def test_a_pasted_token_is_never_echoed_in_a_slack_thread(bot, fake):
    # "only <token>" changes nothing: the reply quotes the message with the token masked (<slack-token>);
    # "make it <token> users" is not read as a user count from the token's digits (before: 123 users).
    post(bot.url, mention("serve Llama-3.1-8B for 20 users", ts="1700000042.000001"))
    fake.wait_for("chat.postMessage")
    post(bot.url, thread_reply(f"only {PASTED}", thread_ts="1700000042.000001", event_id="EvTok1",
                               ts="1700000042.000500"))
    post(bot.url, thread_reply(f"make it {PASTED} users", thread_ts="1700000042.000001", event_id="EvTok2",
                               ts="1700000042.000600"))
    posts = fake.wait_for("chat.postMessage", 3)
    time.sleep(0.5)
    every = json.dumps([c.body for c in fake.calls], ensure_ascii=False)
    assert PASTED not in every and "0123456789abcdef" not in every
    assert "«only &lt;slack-token&gt;»" in posts[1].body["text"]  # the mask, escaped as all text posted to Slack
    w, _, _ = bot.engine.store.load("T123ABC456:C111:1700000042.000001")
    assert w.concurrency == 20  # still the 20 users first said


def test_a_pasted_token_is_masked_in_the_chat_and_in_mcp(tmp_path, monkeypatch):
    from advisor.agents.mcp_server import call

    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["chat", "--session", "t1"],
                           input=f"serve Llama-3.1-8B for 20 users\nonly {PASTED}\nquit\n")
    said = [line for line in r.output.splitlines() if not line.startswith("you> ")]  # CliRunner echoes the input
    assert r.exit_code == 0 and "«only <slack-token>»" in r.output, r.output[-1500:]
    assert not [line for line in said if PASTED in line or "0123456789abcdef" in line]
    out = call("parse_request", {"text": f"serve Llama-3.1-8B for {PASTED} users"}).structured_content
    assert out is not None and PASTED not in json.dumps(out, ensure_ascii=False)


@pytest.mark.parametrize("question, follow_ups, head", [
    (TTS, ["only AWS", "why?"], "CosyVoice2-0.5B"),
    (VIDEO, ["only AWS", "only GCP", "why?"], "Wan2.1-T2V-14B"),
])
def test_follow_ups_in_a_tts_or_video_chat_stay_on_its_answer(tmp_path, monkeypatch, question, follow_ups, head):
    # Each follow-up is answered on the answer above it: its model named again in every reply (one per turn, plus
    # the first), the provider change said, and never a fresh start ("What will you run", "I have not answered").
    monkeypatch.setenv("GPU_ADVISOR_HOME", str(tmp_path))
    r = CliRunner().invoke(cli, ["chat", "--session", "f1"], input="\n".join([question, *follow_ups, "quit"]) + "\n")
    assert r.exit_code == 0, r.output[-2000:]
    assert "I have not answered anything yet" not in r.output and "What will you run" not in r.output
    assert r.output.count(head) >= 1 + len(follow_ups), r.output[-3000:]
    assert "aws" in r.output.lower() and "changed: providers" in r.output
