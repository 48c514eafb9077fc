"""A named non-NVIDIA accelerator — an AWS Inferentia2 / Trainium instance ("the AWS rep says use inf2.48xlarge
instead of p5"), an Intel Gaudi server — is judged as the machine asked about, above the ranked CUDA plans: its
memory at the precision, the per-user decode bound, the users it serves at the target, its month from the catalog
price against the pick, and the Neuron / Gaudi software caveats; en, 简体, 繁體 (tools.named_accel)."""

from __future__ import annotations

import re

import pytest

pytestmark = pytest.mark.slow  # every test here runs a whole answer


def _accel_line(text: str, machine: str) -> str:
    return next(x for x in text.splitlines() if x.startswith("> ") and machine in x and "Neuron" in x
                or x.startswith("> ") and machine in x and "Gaudi" in x and "SynapseAI" in x)


def test_the_rep_pitched_inf2_is_judged_in_english(engine):
    # Hand: Llama-3.1-70B BF16 ≈ 141 GB + KV of the load fits 12 × 32 GiB ≈ 412 GB; 12 × 820 GB/s at 60 % over
    # (weights + KV) gives ≈ 20–35 tok/s a user depending on how many generate; one machine $12.98 × 730 ≈ $9,476 a
    # month, well under p5.48xlarge's ≈ $40k; the Neuron compile buckets are named.
    r = engine.handle("t", "our saas runs llama-3.1-70b-instruct for about 100 concurrent chats (avg ~4k tokens of "
                           "context each), we want ~30 tok/s per user. we're all-in on AWS. the AWS rep says use "
                           "inf2.48xlarge at ~$13/hr instead of p5 at $55+/hr. is that real? what would you run and "
                           "what does it cost per month?")
    line = _accel_line(r.text, "inf2.48xlarge")
    assert "it fits" in line and "412 GB" in line and "9.8 TB/s" in line, line
    assert "$12.98/h" in line and "$9,476 a month" in line, line
    assert re.search(r"≈ \d\d tok/s per user", line) and "fixed sequence-length and batch buckets" in line, line
    assert "not among the machines I hold" not in r.text  # no longer said to be unjudged


def test_trn1_for_qwen2_5_72b_in_simplified_chinese(engine):
    # Hand: 60 sessions open are 60 people present; each answer takes 2 s + 338 ÷ 25 = 15.5 s, one every 15.5 + 45 s,
    # so 60 × 15.5 ÷ 60.5 = 15.4 → 16 generating. 16 × 32 GiB ≈ 550 GB; BF16 ≈ 145 GB + KV 327,680 B × 8,192 × 16 ≈
    # 43 GB = 188 GB 放得下; 16 × 820 × 0.6 ÷ 188 ≈ 42 tok/s; $21.50 × 730 ≈ $15,695/月
    r = engine.handle("t", "我们用 Qwen2.5-72B-Instruct 做客服，同时 60 个会话，上下文 8k，每人 25 tok/s。AWS 推荐 "
                           "trn1.32xlarge，每月要多少钱？")
    line = _accel_line(r.text, "trn1.32xlarge")
    assert "放得下" in line and "550 GB" in line and "$15,695" in line and "Neuron" in line, line
    assert "16 路 KV" in line and re.search(r"每个用户约 (?:3[8-9]|4[0-6]) tok/s", line), line


def test_inf2_in_traditional_chinese(engine):
    # the rep's inf2.48xlarge asked in 繁體: its fit, per-user speed and month in the reader's script
    r = engine.handle("t", "AWS 業務推薦 inf2.48xlarge 跑 Llama-3.1-70B，100 個同時對話，每個 4k 上下文，每人 30 tok/s，"
                           "真的可行嗎？每月多少錢？")
    line = _accel_line(r.text, "inf2.48xlarge")
    assert "放得下" in line and "$9,476" in line and "編譯" in line, line


def test_a_gaudi_3_server_is_judged_without_an_invented_price(engine):
    # Hand: the Gaudi 3 row's 128 GiB (docs/SOURCES.md "Units", as the ranked answer reads it) = 137.4 GB a chip,
    # 8 × 137.4 ≈ 1,100 GB, 90 % (the ranked answer's 123.7 GB pool a card) ≈ 990 GB usable — before this it said
    # 1,024 GB from 128 decimal GB, another figure than the ranked line beside it; BF16 141 GB + KV 327,680 B ×
    # 8,192 × 50 ≈ 134 GB = 275 GB fits; 8 × 3.7 TB/s × 0.6 ÷ 275 GB ≈ 65 tok/s; no row prices a Gaudi 3 machine:
    # a quote is asked for, none invented.
    r = engine.handle("t", "we are offered an 8x Gaudi 3 server to serve Llama-3.1-70B to 50 concurrent users, 8k "
                           "context, 20 tok/s each. is that enough?")
    line = _accel_line(r.text, "Gaudi3")
    assert "it fits" in line and "1,100 GB" in line and "990 GB" in line and "ask the seller for a quote" in line, line
    assert "vLLM's HPU backend" in line, line


def test_a_gaudi_3_server_in_simplified_chinese(engine):
    # the same Gaudi 3 server asked in 简体: 8 × 128 GiB ≈ 1,100 GB (≈ 990 GB usable)，BF16 141 GB + KV 134 GB = 275 GB 放得下，
    # ≈ 65 tok/s 每人；no price row: 请向卖方询价
    r = engine.handle("t", "英特尔给我们一台 8 卡 Gaudi 3 服务器跑 Llama-3.1-70B，50 个并发用户，8k 上下文，"
                           "每人 20 tok/s，够吗？")
    line = next(x for x in r.text.splitlines() if x.startswith("> ") and "Gaudi3" in x and "SynapseAI" in x)
    assert "放得下" in line and "1,100 GB" in line and "990 GB" in line and "请向卖方询价" in line, line
    assert re.search(r"每个用户约 6[0-9] tok/s", line), line


def test_a_gaudi_weighed_against_h100_is_judged_above_the_side_by_side(engine):
    # "would that work vs H100?" is answered as a comparison; the Gaudi 3 server is still judged above the table
    # (fit, per-user bound, no invented price), never only a column with no figures
    r = engine.handle("t", "Intel offers us Gaudi 3 servers for Llama-3.1-70B, 50 concurrent users at 20 tok/s, 8k "
                           "context. would that work vs H100?")
    line = _accel_line(r.text, "Gaudi3")
    assert "it fits" in line and "ask the seller for a quote" in line, line
    assert r.text.index("Gaudi3 server") < r.text.index("Side by side"), r.text


def test_a_gaudi_3_in_traditional_chinese_holds_the_rows_usable_memory(engine):
    # Hand (繁體, no load said: 1 in flight at 4,096): 8 × 137.4 GB ≈ 1,100 GB, 90 % ≈ 990 GB (123.7 GB a card, the
    # ranked line's vLLM pool); BF16 141 GB + KV 1.3 GB = 142 GB 放得下; 29.6 TB/s × 0.6 ÷ 142 GB ≈ 125 tok/s;
    # at 20 tok/s (17,760 ÷ 20 − 141) ÷ 1.34 ≈ 556 users a server
    r = engine.handle("t", "Gaudi 3 跑 Llama-3.1-70B 夠嗎")
    line = next(x for x in r.text.splitlines() if x.startswith("> ") and "Gaudi3" in x and "SynapseAI" in x)
    assert "1,100 GB" in line and "990 GB" in line and "放得下" in line and "125 tok/s" in line, line
    assert "556" in line and "詢價" in line, line
    assert "123.7 GB" in r.text  # the ranked line reads the same row: one usable figure a card
