"""A Slack message longer than what the reader reads says so in the thread, whatever the reply: the real Bolt app over
HTTP, the fake Slack on 127.0.0.1. A question after a pasted log was answered "That is outside what I do" with no word
that only the first 4,000 characters were read."""

import json

from tests.e2e.test_slack_e2e import Bot, mention, post, thread_reply

PAD = "lorem " * 800  # 4,800 characters


def _said(call) -> str:
    return json.dumps(call.body, ensure_ascii=False)  # the fallback text and every block


def test_a_question_after_a_long_paste_is_said_cut_in_the_thread(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        # the bot's mention is dropped (slack.bot.plain): 4,800 + len("serve Llama-3-8B for 10 users") 29 = 4,829
        post(bot.url, mention(PAD + "serve Llama-3-8B for 10 users", ts="1700000301.000001"))
        (call,) = fake.wait_for("chat.postMessage")
        assert "Your message has 4,829 characters; I read the first 4,000." in _said(call)
        # a reply in the thread whose change lies past the cut: 4,800 + len("make it 32k context") 19 = 4,819
        post(bot.url, thread_reply(PAD + "make it 32k context", thread_ts="1700000301.000001", event_id="EvLong2"))
        second = fake.wait_for("chat.postMessage", 2)[1]
        assert "Your message has 4,819 characters; I read the first 4,000." in _said(second)
    finally:
        bot.stop()


def test_an_answer_to_a_long_message_says_it_in_its_blocks(tmp_path, fake):
    bot = Bot(tmp_path, fake)
    try:
        # 30 + 4,800 = 4,830, less the trailing space stripped: 4,829
        post(bot.url, mention("serve Llama-3-8B for 10 users " + PAD, ts="1700000302.000001"))
        (call,) = fake.wait_for("chat.postMessage")
        blocks = json.dumps(call.body.get("blocks"), ensure_ascii=False)
        assert "Llama-3-8B" in blocks and blocks.count("Your message has 4,829 characters; I read the first 4,000.") == 1
    finally:
        bot.stop()
