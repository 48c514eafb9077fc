"""A service asked for as serverless / scale-to-zero: its cold starts and its bill against the card kept up
(tools.serverless), read from English, 简体 and 繁體.

Hand figures (the expert key for Llama-3.3-70B FP8, 40 requests in office hours: cold start 1–4 min; 40 requests
over 10 h → gaps ≈ 15 min → most hit a cold worker; ≈ 1.5–3 GPU-h a day; at 5,000 a day serverless bills ≈ 28
GPU-h a day unbatched, dearer than a dedicated machine → switch to always-on):
* cold start, 73 GB: 73 / 2 + 30 ≈ 67 s to 73 / 0.5 + 60 ≈ 206 s → 1.1–3.4 min.
* 40 over 9 h: mean gap 810 s, exp(−300 / 810) = 0.69 → ≈ 28 cold.
* billed: 40 × 19 s + 9 h × (1 − 0.69) + 28 × 67–206 s ≈ 0.2 + 2.8 + 0.5–1.6 ≈ 3.5–4.6 GPU-h a day (under the 9 h
  a machine kept up bills).
* 5,000 over 9 h, 10 s each: 13.9 h of requests + ≈ 9 h of warm idle ≈ 23 GPU-h a day: more than the 9 h kept up.
"""

from __future__ import annotations

import pytest

from tools.serverless import billed_hours_a_day, break_even_requests, cold_share, cold_start_s, serverless_said


def test_a_70b_cold_start_takes_one_to_four_minutes():
    lo, hi = cold_start_s(73.0)
    assert 60 <= lo <= 75 and 195 <= hi <= 215  # 1.1–3.4 min, inside the key's 1–4 min


def test_forty_office_hour_requests_mostly_meet_a_cold_worker():
    share = cold_share(40, 9)
    assert 0.65 <= share <= 0.72  # exp(−300 / 810)
    lo, hi = billed_hours_a_day(40, 9, 19.0, 73.0)
    assert 3.2 <= lo <= 3.8 and 4.2 <= hi <= 4.9 and hi < 9  # cheaper than the 9 h kept up


def test_five_thousand_a_day_bills_more_than_the_machine_kept_up():
    lo, hi = billed_hours_a_day(5000, 9, 10.0, 73.0)
    assert lo == pytest.approx(hi, abs=0.05)  # no cold starts: a worker is always warm
    assert 21 <= hi <= 25 and hi > 9  # 13.9 h of requests + the day's warm idle


def test_the_bills_meet_between_the_two_loads_and_the_line_says_which_is_cheaper():
    even = break_even_requests(9, 19.0, 73.0)
    assert even is not None and 40 < even < 5000
    assert 100 <= even <= 200  # idle tails fill the 9 h well before the requests do
    light = serverless_said(40, 9, 21.7, 19.0, 73.0, 1, 2.17)
    heavy = serverless_said(5000, 9, 21.7, 10.0, 73.0, 1, 2.17)
    assert light.args["serverless_cheaper"] and not heavy.args["serverless_cheaper"]
    assert light.args["kept"] == "$424"  # 9 h × 21.7 days × $2.17
    assert 25 <= light.args["cold"] <= 30


@pytest.mark.parametrize("text", [
    "serverless scale-to-zero for llama 3.3 70b, 40 requests a day in office hours",
    "we want it to scale to zero between requests, Qwen2.5-32B, 30 requests a day",
    "Llama-3.3-70B 每天 60 个请求，打算 serverless 缩容到零",
    "用 Qwen2.5-32B-Instruct，每天約 30 個請求，想用無伺服器、縮容到零的方式跑",
])
def test_scale_to_zero_is_read_in_english_and_chinese(text):
    from advisor.core.extract_rules import extract

    assert extract(text).patch.scale_to_zero is True


def test_a_training_job_is_never_scale_to_zero():
    from advisor.core.extract_rules import extract

    assert extract("LoRA fine-tune Llama-3.1-8B on a serverless GPU, 10k examples").patch.scale_to_zero is None


@pytest.mark.slow
def test_the_scale_to_zero_answer_says_the_cold_start_and_flips_at_five_thousand_a_day(tmp_path):
    """T1 (40 a day): cold starts of minutes said, serverless under the office-hours machine; T2 (5,000 a day):
    serverless now bills more than the machine kept up (the key: switch to always-on)."""
    import re

    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    eng = Engine(store=Store(tmp_path / "s.db"))
    first = eng.handle("t", "small law firm, internal drafting tool on llama 3.3 70b. only ~40 requests a day during "
                            "office hours (2k tokens in, ~500 out). we don't want to pay for an idle gpu, so serverless "
                            "scale-to-zero on one H100 in fp8. good plan? what does it cost a month?")
    line = next(c.message for c in first.recommendation.compatibility if c.message.code == "serverless.said")
    assert line.args["serverless_cheaper"] and 1 <= line.args["cold_lo"] < line.args["cold_hi"] <= 4, line.args
    assert re.search(r"Scale-to-zero: .*≈ 1\.\d–3\.\d min", first.text), first.text[-2500:]
    second = eng.handle("t", "if usage grows to ~5,000 requests a day next quarter, does the plan change?")
    line = next(c.message for c in second.recommendation.compatibility if c.message.code == "serverless.said")
    assert not line.args["serverless_cheaper"] and line.args["h_hi"] > 9, line.args
    assert "keep the machine up instead" in second.text, second.text[-2500:]
