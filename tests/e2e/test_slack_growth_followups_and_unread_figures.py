"""Slack (real Bolt app + fake Slack on 127.0.0.1): growth follow-ups in a thread and figures the reader does not take.
增长3倍 was "这超出了我的范围" in a thread about a plan; "-3x" grew the users 3×; a message refused as outside the
domain ("1e300 hours of audio a month") did not say the figure was not read. Now the Chinese factor re-runs the plan,
the negative one is said not applied with the plan unchanged, and the refusal carries the reader's note."""

from tests.e2e.test_slack_e2e import Bot, mention, post, thread_reply


def _all_text(call):
    body = call.body
    return (body.get("text") or "") + " ".join(b.get("text", {}).get("text", "") if isinstance(b.get("text"), dict)
                                              else str(b.get("text", "")) for b in body.get("blocks") or [])


def test_a_chinese_growth_factor_reruns_the_plan_in_a_thread(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("部署 Qwen2.5-7B，100 人同时用", ts="1700000301.000001"))
        fake.wait_for("chat.postMessage")
        post(bot.url, thread_reply("如果用户增长3倍呢？", thread_ts="1700000301.000001", event_id="EvG2"))
        text = _all_text(fake.wait_for("chat.postMessage", 2)[1])
        assert "超出了我的范围" not in text and "并发 100 → 300" in text, text[:500]  # 100 × 3
    finally:
        bot.stop()


def test_a_negative_growth_factor_is_said_not_applied_in_a_thread(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("serve Llama-3-8B for 100 users", ts="1700000302.000001"))
        fake.wait_for("chat.postMessage")
        post(bot.url, thread_reply("what if users grow -3x?", thread_ts="1700000302.000001", event_id="EvG3"))
        text = _all_text(fake.wait_for("chat.postMessage", 2)[1])
        assert "'-3x' is not applied: a load never grows by a negative factor" in text, text[:500]
        assert "300" not in text.split("not applied")[0] and "concurrency 100 → 300" not in text
    finally:
        bot.stop()


def test_a_refusal_says_the_figure_it_did_not_read_in_slack(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("1e300 hours of audio a month", ts="1700000303.000001"))
        text = _all_text(fake.wait_for("chat.postMessage")[0])
        assert "'1e300' is not read" in text and "outside what I do" in text, text[:400]
    finally:
        bot.stop()
