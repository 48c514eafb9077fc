"""Whole answers: a served VLM question that carries drawings or scans is sized on their visual tokens (context, KV and
first token follow; the native window and max_pixels said), an unsized document picture in a VLM batch is an A4 scan
(not a 768² upload), and a daily volume coming in over a span of the day is sized over that span with the pick up for
the whole span. Each case is checked by hand in its comment (English, 简体, 繁體; other models, sizes and spans)."""

from __future__ import annotations

import pytest

from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _ask(tmp_path, *turns: str) -> list[str]:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    return [engine.handle("t", t).text for t in turns]


@pytest.mark.parametrize("text", [
    "oil & gas engineering firm in houston. 8 engineers want to ask questions about P&ID drawings (scans ~4000x3000 px) "
    "with qwen2.5-vl-72b, a couple of drawings per question. keep it in the US. what hardware and monthly cost?",
    "休斯顿一家油气工程公司，8个工程师要用qwen2.5-vl-72b问P&ID图纸（扫描件约4000x3000像素）的问题，每次两张图纸。放在美国。"
    "要什么硬件，每月多少钱？",
    "休士頓油氣工程公司，8位工程師想用qwen2.5-vl-72b問P&ID圖紙（掃描件約4000x3000像素）的問題，每次兩張圖紙。要放在美國。"
    "要什麼硬體，每月多少錢？",
])
def test_two_drawings_a_question_are_the_prompt_and_the_context(tmp_path, text):
    # 4000 × 3000 at 28 px a token: 143 × 107 = 15,301 (12.0 M px ≤ max_pixels 12,845,056: not downscaled); two
    # drawings + 161 instruction = 30,763-token prompts, + 338 answer = 31,101 context (not 161-token prompts at 4,096).
    # 31,101 is 95 % of Qwen2.5-VL's native 32,768: a third drawing needs each capped at (32,768 − 499) ÷ 3 = 10,756
    # tokens (max_pixels 8,432,704) or YaRN. KV 5 × 31,101 × 320 KiB ≈ 47 GiB beside 72.7 GB of FP8 weights (> one
    # 80 GB card); first token a few seconds (2 × 72.7 B × 30.8 k ≈ 4.5 PFLOP), never the 0.2 s of a text prompt.
    out = _ask(tmp_path, text)[0]
    assert "31,101" in out and "30,763" in out and "15,301" in out, out[:2500]
    assert "4,096" not in out.split("\n", 1)[0] and "161-token prompts" not in out
    assert "32,768" in out and "10,756" in out and "8,432,704" in out and "YaRN" in out


def test_three_drawings_pass_the_native_window(tmp_path):
    # 3 × 15,301 + 161 = 46,064 + 338 = 46,402 > 32,768: past it — cap each at 10,756 tokens or switch on YaRN
    out = _ask(tmp_path, "8 engineers ask questions about P&ID drawings (4000x3000 px) with qwen2.5-vl-72b, three "
                         "drawings per question. keep it in the US. what hardware and monthly cost?")[0]
    assert "46,402" in out and "past Qwen2.5-VL-72B's native 32,768" in out and "10,756" in out, out[:2500]


def test_unsized_scans_a_question_are_a4_pages(tmp_path):
    # 3 scanned pages, no size: A4 at 200 dpi, 1654 × 2339 → 59 × 84 = 4,956 tokens each at the default; 3 × 4,956 +
    # 161 = 15,029-token prompts, + 338 = 15,367 context (the assumed size was refused against the 4,096 default before)
    out = _ask(tmp_path, "we want 10 analysts to ask questions about scanned contracts with qwen2.5-vl-32b, three "
                         "scanned pages per question. what GPU and monthly cost?")[0]
    assert "15,029" in out and "15,367" in out and "A4 page scanned at 200 dpi" in out, out[:2500]


def test_claim_scans_in_a_10_hour_day_t1_and_aliyun_t2(tmp_path):
    # 简体 Q: 5万张单据图片，集中在白天10小时. Each an A4 scan (1654 × 2339), Qwen2.5-VL at max_pixels 1280²: 38 × 54 =
    # 2,052 tokens + 161 = 2,213 prompt (not 768² → 729 + 161 = 890). The window is 10 h (not 24 h): 50,000 ÷ 36,000 s
    # ≈ 1.39 a second; the pick stays up the 10 h each day — ¥17.21/h × 10 × 30.4 ≈ ¥5,234 (T1, in ¥4k–2万). T2 阿里云:
    # 4 × A100 40GB at ¥126.33/h × 10 × 30.4 ≈ ¥38,425 (in ¥0.6–6万).
    t1, t2 = _ask(tmp_path, "保险公司理赔单据审核，想用qwen2.5-vl-32b，每天5万张单据图片，集中在白天10小时，每张输出300字"
                            "左右的审核意见。需要什么配置，每月多少钱", "公司规定只能用阿里云，重新算一下")
    assert "10 小时内" in t1 and "24 小时内" not in t1, t1[:2500]
    assert "2,213" in t1 and "1654×2339" in t1 and "729" not in t1
    assert "1.39" in t1 and "开满 10 小时" in t1
    assert "10 小时内" in t2 and "开满 10 小时" in t2 and "阿里云" in t2, t2[:2500]


@pytest.mark.parametrize(("text", "hours", "rate"), [
    # 繁體: 3萬張掃描件 over 8 h → 30,000 ÷ 28,800 s ≈ 1.04 a second
    ("用qwen2.5-vl-32b審核保單，每天3萬張掃描件，集中在白天8小時，每張輸出約200 token。要什麼卡，每月多少錢", "8 小時內",
     "1.04"),
    # English: 50,000 invoices in a 10-hour working day → 1.39 a second
    ("we process 50,000 scanned invoices a day with qwen2.5-vl-7b, all arriving within a 10-hour working day, about "
     "150 output tokens per invoice. which GPU and monthly cost?", "within 10 h", "1.39"),
    # English, office hours: 30,000 forms over 09:00–18:00 → 30,000 ÷ 32,400 s ≈ 0.93 a second
    ("we read 30,000 scanned forms a day with qwen2.5-vl-7b, all submitted during office hours, about 150 output "
     "tokens per form. which GPU and monthly cost?", "within 9 h", "0.93"),
    # 简体, InternVL3: 2万张 over 8 h → 0.69 a second; each A4 scan 7 tiles × 256 = 1,792 tokens (not Qwen's 4,956)
    ("用internvl3-38b审核发票，每天2万张发票图片，集中在白天8小时，每张输出约100 token。需要什么卡，每月多少钱", "8 小时内",
     "0.69"),
])
def test_a_day_span_is_the_deadline_and_the_machine_stays_up(tmp_path, text, hours, rate):
    out = _ask(tmp_path, text)[0]
    assert hours in out.split("\n", 1)[0] and rate in out, out[:2500]
    if "internvl" in text:
        assert "1,792" in out and "4,956" not in out
