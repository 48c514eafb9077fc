"""After a training job sized on the user's OWN cards, "do we need X? / 一定要X先夠快？ / 要不要换X？ / would X be faster?"
is a comparison, not a switch: the owned cards stay the plan and X is checked beside them (Workload.checked_gpu;
advisor.core.conversation.owned_compare_followup), with X's time for the same job by the formula the owned plan's own
comparison line uses (tools.recommend.owned_vs_h100: FLOPs ÷ sustained FLOPs, tools.speed), the hours saved, X's rent
where the user asked (a card the export rules keep out of Hong Kong / China said so, with what is rented there, and
priced elsewhere) and the verdict. Before: "一定要 H100 先夠快？香港租唔租到？" after 2 × A800 switched the thread to renting
2 × H100 in Hong Kong ("不行") and dropped the A800s.

Hand figures: a LoRA / QLoRA step ≈ 4 × parameters FLOPs a token (frozen base), at ≈ 25–40 % of dense BF16 TFLOPS; the
speed ratio is about the cards' dense BF16 ratio (H100 SXM 989, A100 312, A800 312, L40S 362, RTX 4090 165, RTX 3090 71).
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import owned_compare_followup
from advisor.core.extract_rules import extract
from tests.conftest import module_home
from tools.schema import Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

OWNED = Workload(model="Llama-3.1-70B", task="lora", gpu_preference="A800 80GB SXM", num_gpus=2, owned_gpus=True)


def _ask(tmp_path, *turns: str) -> str:
    from advisor.core.conversation import Engine
    from advisor.core.store import Store

    engine = Engine(store=Store(tmp_path / "s.db"))
    out = ""
    for t in turns:
        out = engine.handle("t", t).text
    return out


def _ratio(out: str) -> float:
    m = re.search(r"\(([\d.]+)× faster\)|（快 ([\d.]+) 倍）", out)
    assert m, out
    return float(m.group(1) or m.group(2))


# ---- reading: a question about another card keeps the owned cards; a switch to it does not ----------------------
@pytest.mark.parametrize("text, card", [
    ("教授問係咪一定要用H100先夠快，可唔可以喺香港租H100？", "H100"),
    ("Do we need H100s?", "H100"),
    ("would H100s be faster?", "H100"),
    ("要不要换A100？", "A100"),
    ("要唔要換H100？", "H100"),
    ("is an H200 worth it?", "H200"),
])
def test_a_card_asked_about_after_owned_cards_is_checked_not_taken(text, card):
    e = owned_compare_followup(extract(text), OWNED, text)
    assert e.patch.checked_gpu == card and e.patch.gpu_preference is None, e.patch
    assert e.patch.owned_gpus is None and e.patch.priority != "fastest", e.patch  # the plan stays on the owned cards


@pytest.mark.parametrize("text", ["改租H100呢？", "what if we rent H100s instead?", "另外再租兩張H100一起跑要不要？"])
def test_a_switch_or_an_added_rental_is_not_a_comparison(text):
    e = owned_compare_followup(extract(text), OWNED, text)
    assert e.patch.checked_gpu is None or e.patch.checked_gpu == extract(text).patch.checked_gpu, e.patch
    assert e.patch.gpu_preference == extract(text).patch.gpu_preference


def test_a_card_asked_about_in_a_serving_thread_is_left_alone():
    served = OWNED.model_copy(update={"task": "inference"})
    text = "Do we need H100s?"
    assert owned_compare_followup(extract(text), served, text).patch == extract(text).patch


# ---- the answers (whole conversations: slow) ---------------------------------------------------------------------
@pytest.mark.slow
def test_cantonese_two_a800_then_h100_in_hong_kong_keeps_the_a800s(tmp_path):
    # 15 M tokens × 4 × 70.6 B ≈ 4.2·10¹⁸ FLOP ÷ (2 × 312 × ≈ 0.35) ≈ 5 h on the A800s; H100 SXM 989 vs 312 ≈ 2.5–3.2×
    # (≈ 2 h), ≈ 3 h saved. H100 is not legitimately rented in Hong Kong (export rules): said, with what is (H20, H800,
    # A800 …), the rent taken from the lowest listed H100 elsewhere (2 × H100 × ≈ 2 h ≈ 4 GPU-hours ≈ HK$30–80).
    out = _ask(tmp_path, "我係港大research assistant，lab有兩張A800 80G，想LoRA微調llama 3.1 70b，5000條數據每條大概1000 "
                         "token，跑3個epoch，得唔得？要幾耐？", "教授問係咪一定要用H100先夠快，可唔可以喺香港租H100？")
    assert "你自己的 2 × A800 80GB SXM 上執行" in out and "你自己的卡" in out, out
    assert "不行" not in out.split("**什麼會改變答案")[0], out
    assert "要不要 H100 SXM？不必——你的 2 × A800 80GB SXM 約" in out, out
    assert 2.0 <= _ratio(out) <= 3.5, out
    assert "出口管制" in out and "H800" in out and "租用約" in out and "價格按其他地方" in out, out


@pytest.mark.slow
def test_english_four_a100_40g_do_we_need_h100s(tmp_path):
    # 60 M tokens (30 k × 1,000 × 2) × 4 × 32.8 B ≈ 7.9·10¹⁸ ÷ (4 × 312 × ≈ 0.4) ≈ 4.5 h; 4 × H100 SXM ≈ 3–3.5× → ≈ 1.5 h,
    # ≈ 3 h saved for ≈ 5 GPU-hours × ≈ $2 ≈ $10: keep the A100s.
    out = _ask(tmp_path, "We have 4 x A100 40GB in our lab server. We want to LoRA fine-tune Qwen2.5-32B on 30k examples "
                         "of 1,000 tokens, 2 epochs. How long?", "Do we need H100s?")
    assert "run it on your own 4 × A100 40GB SXM" in out, out
    assert "Do you need H100 SXM? No — your 4 × A100 40GB SXM finish this job in ≈" in out, out
    assert "You asked about H100" not in out, out  # no memory verdict on 1 × H100 in place of the comparison
    assert 2.5 <= _ratio(out) <= 4.0, out
    assert "saving ≈" in out and " for ≈ $" in out, out


@pytest.mark.slow
def test_simplified_two_4090_should_we_switch_to_a100(tmp_path):
    # 48 M tokens (20 k × 800 × 3) × 4 × 14.7 B ≈ 2.8·10¹⁸ ÷ (2 × 165 × ≈ 0.3) ≈ 7–8 h; A100 80GB SXM 312 vs 165 ≈ 1.9×
    # by TFLOPS, more with the 4090s' PCIe sharding: ≈ 2–3×, a few hours saved for ≈ ¥50–100: keep the 4090s.
    out = _ask(tmp_path, "我们实验室有2张4090，想QLoRA微调Qwen2.5-14B，2万条数据每条800 token，3个epoch，要多久？",
               "要不要换A100？")
    assert "在你自己的 2 × RTX 4090 上运行" in out, out
    assert "要不要 A100 80GB SXM？不必——你的 2 × RTX 4090 约" in out, out
    assert 1.5 <= _ratio(out) <= 3.5, out
    assert "租用约 ¥" in out, out


@pytest.mark.slow
def test_traditional_four_l40s_then_h100_in_taiwan(tmp_path):
    # 100 M tokens (50 k × 1,000 × 2) × 4 × 8.03 B ≈ 3.2·10¹⁸ ÷ (4 × 362 × ≈ 0.35) ≈ 2 h; H100 SXM 989 vs 362 ≈ 2.7–3.3×.
    # Taiwan is not under the export rules: the H100 is priced there (a Taiwan row), never "not offered".
    out = _ask(tmp_path, "我們實驗室有4張L40S，想LoRA微調Llama-3.1-8B，5萬筆資料每筆1000 token，2個epoch，要多久？",
               "要唔要換H100？台灣租唔租到？")
    assert "要不要 H100 SXM？不必——你的 4 × L40S 約" in out, out
    assert 2.5 <= _ratio(out) <= 3.6, out
    assert "出口管制" not in out and "租用約" in out, out


@pytest.mark.slow
def test_english_3090s_past_the_deadline_say_rent(tmp_path):
    # 300 M tokens (100 k × 1,000 × 3) × 4 × 8.03 B ≈ 9.6·10¹⁸ ÷ (2 × 71 × ≈ 0.35) ≈ 2–2.6 days > 2 days; 2 × H100 SXM
    # ≈ 14× (989 vs 71) ≈ 4 h: the verdict is to rent them, not "no".
    out = _ask(tmp_path, "Our lab owns 2 x RTX 3090. We want to QLoRA Llama-3.1-8B on 100k examples of 1,000 tokens, "
                         "3 epochs, done within 2 days. How long?", "would H100s be faster? can we rent them in Singapore?")
    assert "Do you need H100 SXM? Your cards miss the deadline" in out and "rent them to meet the deadline" in out, out
    assert 10 <= _ratio(out) <= 18, out
