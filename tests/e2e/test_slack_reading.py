"""Everyday phrasings through Slack (the real Bolt app over HTTP, the fake Slack on 127.0.0.1): representative
rows of tests/advisor/test_reading_surfaces.py, read as the CLI, the chat and MCP read them."""

import re

from tests.e2e.test_slack_e2e import Bot, mention, post, thread_reply


def _text(call):
    """The fallback text and every block's text (section and header text objects, markdown blocks' strings)."""
    out = [call.body["text"]]
    for b in call.body.get("blocks", []):
        t = b.get("text")
        out.append(t["text"] if isinstance(t, dict) else t if isinstance(t, str) else "")
    return " ".join(out)


def test_glued_provider_and_people_in_chinese_are_the_answers_constraints(tmp_path, fake):
    """只用AWS (no space) and 给 50 个人用: every offer shown is AWS; 50 people is a head count, sized for the 8 of them
    at once at the office peak (15 % of 50 = 7.5 → 8, tools.traffic.peak_share_of_people)."""
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("只用AWS部署Qwen2.5-7B，给 50 个人用", ts="1700000201.000001"))
        (call,) = fake.wait_for("chat.postMessage")
        workload, rec, _ = bot.engine.store.load("T123ABC456:C111:1700000201.000001")
        assert workload.providers == ["aws"] and workload.head_count == 50 and workload.model == "Qwen2.5-7B"
        assert rec is not None and rec.candidates and {c.provider for c in rec.candidates} == {"aws"}
        assert "8 路并发（共 50 人）" in _text(call)  # the workload line says the load it was sized for and from what
    finally:
        bot.stop()


def test_compare_two_cards_for_a_model_then_quit_in_traditional(tmp_path, fake):
    """"compare H100 vs A100 for Llama-3.1-8B" is a side-by-side of both cards for that model; 結束 is a goodbye."""
    bot = Bot(tmp_path, fake)
    try:
        post(bot.url, mention("compare H100 vs A100 for Llama-3.1-8B", ts="1700000202.000001"))
        (call,) = fake.wait_for("chat.postMessage")
        text = _text(call)
        # both cards, each sized for the model; a bare "H100" / "A100" admits every variant of its family
        assert re.search(r"\| GPUs \| 1 × H100 [A-Za-z]+ \| 1 × A100 \d+GB [A-Za-z]+ \|", text), text
        post(bot.url, thread_reply("結束", thread_ts="1700000202.000001", event_id="EvQ2"))
        second = fake.wait_for("chat.postMessage", 2)[1]
        assert "就到這裡" in _text(second)
    finally:
        bot.stop()
