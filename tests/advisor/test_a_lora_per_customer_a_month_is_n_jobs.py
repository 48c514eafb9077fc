"""A LoRA trained for each customer, the customers' count said after it ("a FLUX LoRA for each customer on 20 photos,
about 3,000 customers a month", 每个客户用15张自拍训一个LoRA，每月约2000个客户), is N training jobs summed by
tools.media_train — never one job. English, 简体 and 繁體, other numbers than any review's. Hand reasoning:
- FLUX.1-dev LoRA, no epochs said: the published FLUX trainers' 1,000 steps (Replicate's trainer default; 20 photos
  × 10 epochs would be 200) × 4.25 s (RTX 4090, SimpleTuner) = 4,250 s a job; on the priced A40 × 165.2 / 149.7
  TFLOPS = 4,690 s = 1.303 h → 3,000 jobs ≈ 3,908.4 card-hours a month.
- SDXL LoRA: 15 selfies × 10 epochs = 150 steps a job; 2,000 jobs ≈ 92 card-hours.
- FLUX.1-dev, 12 selfies, no epochs said: the same 1,000 steps; 1,500 jobs × 1.303 h ≈ 1,954.2 card-hours.
"""

import pytest

from advisor.core.extract_stated import job_count
from tests.conftest import module_ask, module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)
ask = pytest.fixture(scope="module", name="ask")(module_ask)


@pytest.mark.parametrize("text, n", [
    ("Our headshot startup trains a FLUX LoRA for each customer on 20 photos, about 3,000 customers a month.", 3000),
    ("我们做写真小程序，每个客户用15张自拍训一个SDXL LoRA，每月大约2000个客户", 2000),
    ("我們做寫真App，每位客戶用12張自拍訓練一個FLUX LoRA，每月大概1500位客戶", 1500),
    ("we serve a LoRA for each customer, about 300 customers", None),  # no training verb: adapters served
])
def test_the_customers_said_after_the_lora_are_jobs(text, n):
    assert job_count(text) == n


@pytest.mark.slow
def test_flux_lora_per_customer_english(ask):
    out = ask("Our headshot startup trains a FLUX LoRA for each customer on 20 photos, about 3,000 customers a month. "
              "What GPUs and monthly cost?")
    assert "3,000 LoRAs, one job a card" in out and "3,908.4 card-hours in all" in out, out


@pytest.mark.slow
def test_sdxl_lora_per_customer_simplified(ask):
    out = ask("我们做写真小程序，每个客户用15张自拍训一个SDXL LoRA，每月大约2000个客户，租什么卡一个月多少钱？")
    # no epochs said: the SDXL recipe's 15 × 10 repeats × 10 epochs = 1,500 steps × 1.00 s (4090) × 1.10 (A40 by
    # TFLOPS) = 0.460 h a job × 2,000 = 919.6 card-hours (was 92.0 at 150 steps, a tenth of a usual SDXL LoRA)
    assert "15 张图 × 10 次重复 × 10 轮" in out and "共约 919.6 卡时" in out, out


@pytest.mark.slow
def test_flux_lora_per_customer_traditional(ask):
    out = ask("我們做寫真App，每位客戶用12張自拍訓練一個FLUX LoRA，每月大概1500位客戶，要租什麼卡？")
    assert "12 張圖，batch 1 共 1,000 步" in out and "共約 1,954.2 卡時" in out, out
