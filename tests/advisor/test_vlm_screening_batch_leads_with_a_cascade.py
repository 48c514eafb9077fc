"""A large VLM screening, classifying or tagging a large image batch is led by the cascade an engineer would run — a
small VLM reads every image at a capped max_pixels, the large model re-checks the share it flags — above the pure
large-model plan, which stays with its cost; the cap alone and FP8 on an FP8 card are said beside it
(advisor.core.vlm_cascade_lines, tools.vlm_cascade). The livestream-moderation question was answered with 104 A100s
(¥2.0 M a month) and none of the three.

Hand figures (tests/tools/test_vlm_screening_cascade.py holds the arithmetic):
- 简体, 5,000,000 screenshots 1280×720 a day, Qwen2.5-VL-72B, mainland China: the pure plan 1,910 A100-hours ≈ ¥66,339 a
  day (¥2.02 M a month); the cascade 72.5 (7B at 256 tokens) + 191 (10 % re-checked) ≈ 264 card-hours ≈ ¥9,154 a day,
  ≈ ¥278k a month (7.2× cheaper); the cap alone 581 card-hours; FP8 on H800: 1,910 × 312 ÷ 1,979 ≈ 301 card-hours,
  H20 ≈ 2,013 (more than the A100: compute-weak); the A100 has no FP8, so the line says so.
- 繁體, 2,000,000 product images 1024×1024 a day, InternVL3-78B: the lead is there in 繁體 (級聯), at the pick's card.
- English, 3,000,000 photos 1024×768 a day in the US, Qwen2.5-VL-72B: the lead leads; the pick (MI300X) has FP8, so no
  FP8 line.
- 简体, InternVL2.5-78B (not in the model library: sized at 78 B): 1280×720 is InternVL's own 448² tiles, 4 × 2 (aspect
  2.0 closest to 1.78 with ≤ 12 tiles; the tie with 2 × 1 goes to 8 tiles as 921,600 px > ½ × 448² × 8) + thumbnail
  = 9 × 256 = 2,304 tokens + 161 text = 2,465 a prompt (was Qwen's 28-px grid, 1,196 + 161 = 1,357); 3,000,000 a
  day → 2,241 card-hours (the prompt 1.82× the old, 1,209 × 1.82 ≈ 2,196, within 2 %); the cascade 45 (the 7B at 256
  tokens, unchanged) + 224 (10 % re-checked) ≈ 269, 0.12 of the pure plan.
- No lead: captions (no judgement), and 50,000 a day (below the 100,000 the cascade is offered from).
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from tests.conftest import module_home

pytestmark = pytest.mark.slow
isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def _answer(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


def _num(pattern: str, text: str) -> float:
    m = re.search(pattern, text)
    assert m, (pattern, text[:3000])
    return float(m.group(1).replace(",", ""))


def test_livestream_moderation_is_led_by_the_cascade_in_simplified_chinese(tmp_path):
    out = _answer(tmp_path, "直播平台内容审核，每天大概500万张截图（1280x720），想用qwen2.5-vl-72b判断是否违规，输出就一个"
                            "标签。数据不能出境，要多少卡，一个月多少钱")
    lead = out.index("首选两级级联")
    assert lead < out.index("批量推理 5,000,000 条")  # above the pure plan's headline, which stays
    assert "Qwen2.5-VL-7B" in out and "假设 10%" in out and "max_pixels=200,704" in out
    assert _num(r"合计约 ([\d,]+) 卡时", out) == pytest.approx(264, abs=2)
    assert _num(r"每天约 ¥([\d,]+)", out) == pytest.approx(9_154, abs=30)
    assert _num(r"首选两级级联.*?每月约 ¥([\d,]+)", out) == pytest.approx(278_400, abs=1_500)
    assert "¥2,017,824" in out  # the pure plan's month, beside it
    assert _num(r"单独这样做也从 1,910 降到约 ([\d,]+) 卡时", out) == pytest.approx(581, abs=3)
    assert "没有 FP8 张量核" in out and _num(r"H800 SXM（FP8 1,979 TFLOPS）约 ([\d,]+) 卡时", out) == \
        pytest.approx(301, abs=2)
    assert "算力弱" in out  # the H20 needs more card-hours than the A100 for this prefill


def test_a_traditional_chinese_question_gets_the_lead_in_traditional(tmp_path):
    out = _answer(tmp_path, "電商平台每天約200萬張商品圖（1024x1024），想用InternVL3-78B判斷是否違規，每張只輸出一個標籤，"
                            "要租多少卡，每月多少錢？")
    assert "首選兩級級聯" in out and "InternVL3-78B 只複核" in out
    assert "级联" not in out  # no simplified characters in a 繁體 answer


def test_an_english_moderation_batch_is_led_by_the_cascade(tmp_path):
    out = _answer(tmp_path, "We moderate about 3 million user-uploaded photos a day (1024x768) with Qwen2.5-VL-72B, one "
                            "label each (safe / unsafe). Data stays in the US. How many GPUs and what per month?")
    assert out.index("Lead for a screening job this size") < out.index("batch of 3,000,000 requests (")
    assert "Qwen2.5-VL-7B" in out and "assumed 10%" in out and "× cheaper than the pure plan below" in out
    pure = _num(r"Together ≈ [\d,]+ card-hours instead of ([\d,]+)", out)
    both = _num(r"Together ≈ ([\d,]+) card-hours", out)
    assert both < pure / 5  # 33 of 231 card-hours: a 7B at 256 tokens plus a tenth of the 72B
    if "MI300X" in out.split("Together")[0]:
        assert "FP8: the" not in out  # an FP8-capable pick: no FP8 line


def test_an_unheld_78b_vlm_is_sized_at_its_stated_size(tmp_path):
    out = _answer(tmp_path, "每天约300万张直播截图（1280x720），想用InternVL2.5-78B判断是否违规，只输出一个标签，数据不出境，"
                            "要多少卡、每月多少钱？")
    assert "首选两级级联" in out
    pure = _num(r"合计约 [\d,]+ 卡时，而不是 ([\d,]+)", out)
    # InternVL's own tiles: 2,465 tokens a 1280×720 prompt → 2,241 card-hours pure; 45 + 10 % × 2,241 = 269
    assert pure == pytest.approx(2_241, rel=0.03)
    assert _num(r"合计约 ([\d,]+) 卡时", out) == pytest.approx(pure * 0.10 + 45, rel=0.03)  # 269 of 2,241


@pytest.mark.parametrize("text", [
    "每天500万张商品图（1024x1024），想用Qwen2.5-VL-72B给每张图写一段详细描述，要多少卡，一个月多少钱",  # captions
    "每天5万张截图（1280x720），用qwen2.5-vl-72b判断是否违规，输出一个标签，要多少卡",  # 50,000: below the offer
])
def test_no_cascade_for_captions_or_a_small_batch(tmp_path, text):
    out = _answer(tmp_path, text)
    assert "两级级联" not in out


def test_a_provider_follow_up_keeps_the_cascade_lead(tmp_path):
    # "只用腾讯云" re-prices the pure plan on Tencent's 8 × V100 (4,886 card-hours, FP16, 8 cards a replica); the job's
    # words are in turn 1, so the lead is read from the thread: 4,886 × 0.038 = 186 + 10 % × 4,886 = 489 → ≈ 674
    eng = Engine(store=Store(tmp_path / "s.db"))
    eng.handle("t", "直播平台内容审核，每天大概500万张截图（1280x720），想用qwen2.5-vl-72b判断是否违规，输出就一个标签。"
                    "数据不能出境，要多少卡，一个月多少钱")
    out = eng.handle("t", "只用腾讯云的话呢").text
    assert "首选两级级联" in out
    pure = _num(r"合计约 [\d,]+ 卡时，而不是 ([\d,]+)", out)
    assert _num(r"合计约 ([\d,]+) 卡时", out) == pytest.approx(pure * (0.038 + 0.1), rel=0.02)
