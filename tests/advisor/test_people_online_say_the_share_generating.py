"""People online are not people generating: the note says the share of them generating at once (the interactive
response-time law, tools.traffic.online_assumption), and a stated interval shorter than an answer's wait is said as
that (each waits for its answer before the next), never "as you said" beside a cycle the user did not say."""

from __future__ import annotations

from advisor.core.extract_rules import extract


def test_the_share_generating_is_said_en_and_zh():
    # 720 online, ShareGPT's 338-token answer at 20 tok/s after a 2 s first token: R = 18.9 s, think 45 s, cycle 63.9 s:
    # 720 × 18.9 ÷ 63.9 = 212.96 → 213 generating at once, 213 ÷ 720 ≈ 30 % of them
    e = extract("同時在線大約 720 人用 Qwen2.5-14B 做保險諮詢")
    en = " ".join(e.notes)
    zh = " ".join(e.zh_notes.get(n, n) for n in e.notes)
    assert "720 people online read as ≈ 213 generating at once, 30 % of them" in en, en
    assert "占在线的 30%" in zh, zh


def test_a_stated_interval_shorter_than_the_answer_is_said_so():
    # a reasoning model's tutoring answer (a short task: ≈ 1,000 thinking tokens, tools.trace_length) at 20 tok/s + 2 s
    # first token: R = 52 s; "every 30 seconds" is shorter than R, so each waits for its answer: cycle = R,
    # 380 × 52 ÷ 52 = 380, 100 % of them
    e = extract("About 380 students online use QwQ-32B as a chemistry tutor, each sends a question every 30 seconds.")
    en = " ".join(e.notes)
    assert "you said one message every 30 s, but each waits for its answer before the next" in en, en
    assert "as you said" not in en, en
    assert "100 % of them" in en, en


def test_a_stated_interval_longer_than_the_answer_is_kept_as_said():
    # 1,100 online, each a message every 6 minutes (360 s), R = 18.9 s: 1,100 × 18.9 ÷ 360 = 57.75 → 58, ≈ 5 %
    e = extract("1,100 students online use Llama-3.1-8B for homework help, each sends a message every 6 minutes")
    en = " ".join(e.notes)
    assert "one message every 360 s each, as you said" in en and "5 % of them" in en, en
