"""A paid app training one image LoRA per customer on their selfies ("each customer uploads ~15 selfies", 每个客户上传
20张自拍, 每位客戶傳 12 張自拍) is sized as N LoRA jobs a day, never "Not sized here" with a question for the image count.
Hand reasoning (SimpleTuner PR #1184: FLUX.1-dev LoRA at 1024², FP8 base, 4.25 s a step on an RTX 4090):
- no epochs said: the published FLUX LoRA trainers' 1,000 steps (Replicate's ostris/flux-dev-lora-trainer default;
  ai-toolkit's example 2,000), not 15 selfies × 10 epochs = 150: 1,000 × 4.25 s = 4,250 s on the 4090; × 165.2 /
  149.7 TFLOPS on an A40 = 4,690 s = 1.303 h; 400 a day × 1.303 h ≈ 521.1 card-hours a day.
- 20 selfies: the same 1,000 steps; 300 a day × 1.303 ≈ 390.8 card-hours a day.
The FLUX.1-dev non-commercial licence is flagged for a paid app.
"""

import re

import pytest

from tests.conftest import module_ask, module_home

pytestmark = pytest.mark.slow

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.slow
def test_english_selfies_per_customer(ask):
    out = ask("building a paid app: each customer uploads ~15 selfies and we train a flux.1-dev lora for them, about 400 "
              "customers a day. which gpus and whats the monthly cost?")
    assert "Not sized here" not in out
    assert "15 images, 1,000 steps at batch 1 (the published FLUX LoRA trainers' steps" in out
    assert "400 jobs a day" in out and re.search(r"≈ 521\.\d card-hours a day", out), out
    assert "Non-Commercial" in out


@pytest.mark.slow
def test_simplified_chinese_selfies_per_customer(ask):
    out = ask("我们做付费写真小程序：每个客户上传大约20张自拍，我们给每人训练一个flux.1-dev的lora，"
              "每天大概300个客户，用什么卡，一个月多少钱？")
    assert "这里不做估算" not in out
    assert "20 张图，batch 1 共 1,000 步" in out and "每天 300 个任务" in out


@pytest.mark.slow
def test_traditional_chinese_selfies_per_customer(ask):
    out = ask("我們做付費寫真App：每位客戶上傳約12張自拍，幫每個人訓練一個flux.1-dev的lora，"
              "每天大約250位客戶，要租什麼卡？一個月多少錢？")
    assert "這裡不做估算" not in out
    assert "12 張圖，batch 1 共 1,000 步" in out and "每天 250 個任務" in out
