"""A box the institution already has, said as 院內已經有一台2張L40S的伺服器 / 所内有4张A100 / 我們已經有兩張A6000, is the
user's own: the job is timed on it first (no rental needed), a rental only as a labelled alternative; a follow-up that
rents another card (如果改租台智雲的H100) is a rental of that card, never "your own 2 × H100". A hospital that owns
2 × L40S was quoted a Cudo rental of the same cards."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

import pytest

from advisor.core.extract_rules import extract


@pytest.mark.parametrize(("text", "gpu", "n"), [
    ("我們是醫院資訊室，院內已經有一台2張L40S的伺服器，想用Qwen3-14B做病歷去識別化，100萬份，一個月內做得完嗎？", "L40S", 2),
    ("医院信息科，院内有4张A10，跑Qwen2.5-7B做病历质控", "A10", 4),
    ("研究所内有8张A100 80G，想微调Qwen2.5-7B", "A100", 8),
    ("我們已經有兩張RTX A6000，跑Qwen3-14B給30人用夠嗎", "RTX A6000", 2),
    ("我哋公司已經有兩張4090，想跑Qwen2.5-14B俾10個同事用", "RTX 4090", 2),
])
def test_an_in_house_box_is_owned(text, gpu, n):
    p = extract(text).patch
    assert p.owned_gpus is True and p.num_gpus == n and str(p.gpu_preference).startswith(gpu), p
    assert not p.buy_server


@pytest.mark.parametrize("text", [
    "我们已经有了预算，租4张A100跑Qwen2.5-72B",  # a budget, not cards
    "院内有人问能不能租H100跑Qwen3-14B",  # no card owned
    "我们已经有数据了，想租两张H100微调Qwen2.5-7B",
])
def test_already_having_something_else_is_no_owned_card(text):
    assert not extract(text).patch.owned_gpus


@pytest.mark.slow
def test_the_hospitals_own_l40s_then_a_rented_h100_follow_up():
    # By hand (the answer's own figures): 1,000,000 records × 420 output tokens = 4.2e8 tokens; 176 GPU-hours on
    # 2 × L40S = 88 h ≈ 3.7 days ≪ 30 days → done in house, no rental needed; 2 × H100 SXM ≈ 21.8 h (≈ 4× faster:
    # 3.35 vs 0.86 TB/s less the prefill share), rented in Taiwan (TWCC unpriced here)
    turns = ("我們是醫院資訊室，要把100萬份病歷（每份大約2000字）去識別化再給研究團隊用，想用Qwen3-14B把姓名、身分證、地址、"
             "電話都遮掉。院內已經有一台2張L40S的伺服器，一個月內做得完嗎？\n"
             "如果改租台智雲的H100會快很多嗎？資料可以出院但不能出台灣\nquit\n")
    env = dict(os.environ, GPU_ADVISOR_HOME=tempfile.mkdtemp(), HF_HUB_OFFLINE="1", PYTHONPATH=".")
    out = subprocess.run([sys.executable, "-m", "advisor", "chat"], input=turns, capture_output=True, text=True,
                         env=env, timeout=400).stdout
    first, second = out.split("you> ")[1:3]
    assert "在你自己的 2 × L40S 上執行（無需租用" in first and "天完成" in first, first[:1500]
    assert "：租 cudo" not in first.split("\n\n")[2], first[:1500]  # the lead is the owned box, not a rental
    assert "若改為租用（備選）" in first  # the rental is a labelled alternative
    assert "你自己的 2 × H100" not in second and "2 × H100" in second, second[:1500]
