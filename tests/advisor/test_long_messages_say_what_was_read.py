"""A message longer than what the reader reads (its first 4,000 visible characters) is answered with a word saying
so, whatever kind of reply it gets; invisible characters are taken out before the cut, so they never push the
user's words out of what is read. The user's own words: a pasted log before the question, in English, 简体 and 繁體."""

from __future__ import annotations

import pytest

PAD = "lorem " * 800  # 6 × 800 = 4,800 characters: the question after it lies past the first 4,000

pytestmark = pytest.mark.slow  # each test answers a question


def test_a_question_past_what_is_read_is_said_cut_not_called_out_of_scope(engine):
    # 4,800 + len("serve Llama-3-8B for 10 users") = 4,800 + 29 = 4,829 characters
    reply = engine.handle("en", PAD + "serve Llama-3-8B for 10 users")
    assert "Your message has 4,829 characters; I read the first 4,000." in reply.text


@pytest.mark.parametrize(("pad", "question", "said"), [
    # 2 × 2,100 = 4,200 + len("部署 Qwen2.5-7B，10 并发") = 19 → 4,219
    ("日志" * 2100, "部署 Qwen2.5-7B，10 并发", "你的消息有 4,219 个字符，我只读了前 4,000 个。"),
    ("日誌" * 2100, "部署 Qwen2.5-7B，10 並發", "你的訊息有 4,219 個字元，我只讀了前 4,000 個。"),
])
def test_a_chinese_question_past_what_is_read_is_said_cut_in_its_script(engine, pad, question, said):
    assert said in engine.handle("zh", pad + question).text


def test_a_follow_up_whose_change_lies_past_what_is_read_says_so(engine):
    engine.handle("t", "serve Llama-3-8B for 10 users")
    reply = engine.handle("t", PAD + "make it 32k context")  # 4,800 + 19 = 4,819
    assert "Your message has 4,819 characters; I read the first 4,000." in reply.text


def test_invisible_padding_does_not_push_the_question_out_of_what_is_read(engine):
    # 4,100 zero-width spaces show nothing: the message shows as its 29 characters, all of them read
    reply = engine.handle("zw", "\u200b" * 4100 + "serve Llama-3-8B for 10 users")
    assert reply.kind == "answer" and reply.recommendation is not None
    assert reply.recommendation.workload.concurrency == 10 and "Llama-3-8B" in reply.text
    assert "I read the first" not in reply.text


def test_an_answer_to_a_long_message_carries_the_word_in_its_notes_once(engine):
    # Slack's answer blocks are built from the notes, the CLI prints the text: each shows it, once
    # 30 + 4,800 = 4,830, less the trailing space the engine strips: 4,829
    reply = engine.handle("n", "serve Llama-3-8B for 10 users " + PAD)
    note = "Your message has 4,829 characters; I read the first 4,000."
    assert reply.notes.count(note) == 1 and reply.text.count(note) == 1
