"""Slack (real Bolt app + fake Slack on 127.0.0.1): a thread follow-up says, in its first lines, the
workload it used and what this turn changed; a 繁體 question is answered in Traditional script."""

from tests.e2e.test_slack_e2e import Bot, mention, post, thread_reply


def _section_texts(call):
    return [b["text"]["text"] for b in call.body["blocks"] if b["type"] == "section"]


def test_thread_follow_up_names_the_new_context_and_concurrency_first(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        # Llama-3.1-8B holds 128k: Llama-3-8B's maximum is 8,192, so "32k" there is sized at 8,192 with a note
        # (tools.recommend.at_model_context), which is not what this thread tests (reading the follow-ups)
        post(bot.url, mention("serve Llama-3.1-8B for 8 users", ts="1700000101.000001"))
        first = fake.wait_for("chat.postMessage")[0]
        assert "8 users" in _section_texts(first)[0] and "changed" not in _section_texts(first)[0]
        post(bot.url, thread_reply("what about 32k context?", thread_ts="1700000101.000001", event_id="EvF2"))
        second = fake.wait_for("chat.postMessage", 2)[1]
        blocks = second.body["blocks"]
        assert blocks[0]["type"] == "section"  # the lead comes first (the short answer has no title block)
        lead = blocks[0]["text"]["text"]
        # no precision is stated, so the plan's precision is ours: at 4k FP8 leads (1 × RTX A4500, $0.25/h, 15.2 GB a
        # copy; BF16 needs 1 × A40 at $0.44/h). At 32k the precision is chosen again as the one question would: BF16
        # on one A40 at $0.44/h, as FP8 on an A5000 ($0.41/h) is only 7 % less, too little to lead. The changed line
        # names the context the user changed first, then the precision the engine moved with it
        changed = lead.split("changed: ", 1)[1]
        assert "32,768 context" in lead and changed.startswith("context 4,096 → 32,768"), changed
        assert "precision FP8 → BF16" in changed and " · BF16 · 32,768 context" in lead, lead
        post(bot.url, thread_reply("make it 64 users", thread_ts="1700000101.000001", event_id="EvF3"))
        third = fake.wait_for("chat.postMessage", 3)[2]
        lead = third.body["blocks"][0]["text"]["text"]
        assert "64 users" in lead and "concurrency 8 → 64" in lead and "32,768" in lead
    finally:
        bot.stop()


def test_traditional_question_gets_a_traditional_answer_in_slack(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("部署 Llama-3-8B 推理，32 併發，4K 上下文", ts="1700000102.000001"))
        (call,) = fake.wait_for("chat.postMessage")
        text = " ".join(_section_texts(call))
        assert "並發" in text and "并发" not in text and "推論" in text
        buttons = [e["text"]["text"] for e in call.body["blocks"][-1]["elements"]]
        assert "導出 Markdown" in buttons and "查看詳情" in buttons  # the bot's own words converted (s2tw) too
    finally:
        bot.stop()


def test_a_video_thread_keeps_every_earlier_fact_in_slack(tmp_path, fake):
    # the chat's one reading (Engine.media_thread): 40 clips a day at 720P, then the place, then 60 a day — the third
    # answer keeps 720P and the place, and says the count it changed (40 → 60)
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("用Wan2.1每天生成40条720P视频", ts="1700000103.000001"))
        fake.wait_for("chat.postMessage")
        post(bot.url, thread_reply("只要阿里云", thread_ts="1700000103.000001", event_id="EvV2"))
        fake.wait_for("chat.postMessage", 2)
        post(bot.url, thread_reply("每天60条呢", thread_ts="1700000103.000001", event_id="EvV3"))
        call = fake.wait_for("chat.postMessage", 3)[2]
        third = " ".join(b.get("text", "") for b in call.body["blocks"] if b["type"] == "markdown")  # the media answer
        assert "720P" in third and "每天 60 条" in third and "alibaba" in third and "每天 40 条 → 每天 60 条" in third
    finally:
        bot.stop()
