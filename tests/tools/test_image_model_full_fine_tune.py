"""An image model's full fine-tune (the whole UNet, "not LoRA") is sized as a provisional plan, never refused as
"LoRA training": AdamW states for SDXL's 2.6 B UNet parameters (SDXL paper, Table 1) at 16 bytes a parameter (ZeRO)
= 41.6 GB before activations → an 80 GB card; the speed is the published SDXL LoRA step (1.00 s an image at 1024² on
an RTX 4090, SimpleTuner PR #1184) × 4/3 for the weight gradients, scaled by min(TFLOPS ratio, bandwidth ratio).

By hand, the expert's way (other numbers than any review question):
- H100 SXM over the 4090: min(989.5 / 165.2, 3,350 / 1,008) = min(5.99, 3.32) = 3.32 → 1.333 / 3.32 = 0.401 s an image;
- A100 80GB SXM: min(312 / 165.2, 2,039 / 1,008) = min(1.89, 2.02) = 1.89 → 0.706 s an image;
- 250,000 images × 3 epochs = 750,000 image-steps → 750,000 × 0.401 / 3600 = 83.6 H100-hours, 10.4 h on 8 cards
  (+ 0.25 h start-up); 147 A100-hours. An expert quotes 2–4 images/s an H100 (55–110 H100-h for 800k): inside.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from advisor.cli import cli
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.media import MODELS
from tools.media_full_train import full_train_plan, speedup
from tools.schema import Dataset, InstanceRow, Workload

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def test_card_speedups_are_the_smaller_of_flops_and_bandwidth():
    g = all_gpus()
    assert speedup(g["H100 SXM"], g["RTX 4090"]) == pytest.approx(3350 / 1008, rel=1e-3)
    assert speedup(g["A100 80GB SXM"], g["RTX 4090"]) == pytest.approx(312 / 165.2, rel=1e-3)


def _rows() -> list[InstanceRow]:
    return [InstanceRow(provider="p", instance_type="h100x8", gpu="H100 SXM", gpu_count=8, price_on_demand=20.0,
                        vcpu=208, ram_gib=1800),
            InstanceRow(provider="p", instance_type="a100x8", gpu="A100 80GB SXM", gpu_count=8, price_on_demand=12.0,
                        vcpu=208, ram_gib=1800),
            InstanceRow(provider="p", instance_type="4090x8", gpu="RTX 4090", gpu_count=8, price_on_demand=3.0,
                        vcpu=128, ram_gib=500)]


def _plan(deadline: float | None = None):
    w = Workload(task="full_finetune", modality="diffusion", deadline_hours=deadline,
                 dataset=Dataset(amount=250_000, unit="images", epochs=3))
    return full_train_plan(MODELS["sdxl"], w, all_gpus(), _rows(), currency="USD", usd_cny=7.2, fx={})


def test_states_card_class_and_hours_by_hand():
    p = _plan()
    assert p is not None and p.states_gb == pytest.approx(41.6) and p.adam8_gb == pytest.approx(26.0)
    assert p.image_steps == 750_000
    by = {r.gpu: r for r in p.rows}
    assert "RTX 4090" not in by  # a 24 GB card is not ranked for a full fine-tune
    # H100: 750,000 × 1.333 / 3.323 / 8 / 3600 + 0.25 = 10.70 h; A100: 750,000 × 0.706 / 8 / 3600 + 0.25 = 18.64 h
    assert by["H100 SXM"].hours == pytest.approx(10.70, abs=0.05)
    assert by["A100 80GB SXM"].hours == pytest.approx(18.64, abs=0.05)
    assert by["A100 80GB SXM"].cost == pytest.approx(12 * 18.64, rel=0.01)


def test_a_deadline_the_cheaper_machine_misses_puts_the_one_that_meets_it_first():
    # 15 h: the A100 machine (18.6 h, $224) misses it, the H100 one (10.7 h, $214) meets it
    p = _plan(deadline=15)
    assert p is not None and p.rows[0].gpu == "H100 SXM" and not p.rows[0].late and p.rows[1].late


def _ask(text: str) -> str:
    r = CliRunner().invoke(cli, ["ask", text])
    assert r.exit_code == 0, r.output
    return r.output


@pytest.mark.slow
def test_a_full_sdxl_fine_tune_is_sized_in_english():
    out = _ask("We want to fully fine-tune SDXL (all UNet weights, no LoRA) on 250k fashion photos at 1024px for 3 "
               "epochs, must finish within 6 days. Which GPUs and total cost?")
    assert "Not sized here" not in out and "LoRA training" not in out
    assert "SDXL full fine-tune (the whole UNet, 2.6 B trainable parameters" in out
    assert "≈ 41.6 GB (16 bytes a parameter)" in out and "≥ 80 GB card" in out
    assert "750,000 image-steps (3 epochs)" in out and "within your 6 days" in out
    assert "Provisional speed, not measured" in out and "Time a pilot" in out
    assert "pre-encode the VAE latents" in out


@pytest.mark.slow
def test_a_full_sdxl_fine_tune_is_sized_in_simplified_chinese():
    out = _ask("我们要对 SDXL 做全参微调（不是 LoRA，整个 UNet），15 万张商品图，1024 分辨率，3 个 epoch，"
               "一周内完成，用什么卡、多少钱？")
    assert "SDXL 全参微调（整个 UNet，2.6 B 可训练参数，不是 LoRA），暂定方案" in out
    assert "共 450,000 个图像步（3 轮）" in out and "在你 7 天的期限内" in out and "暂定速度，不是实测" in out


@pytest.mark.slow
def test_a_full_sdxl_fine_tune_is_sized_in_traditional_chinese():
    out = _ask("想對 SDXL 做全量微調（唔係 LoRA），60 萬張圖，1 個 epoch，10 日內完成，用咩 GPU？幾多錢？")
    assert "SDXL 全參微調（整個 UNet" in out and "共 600,000 個圖像步（1 輪）" in out


@pytest.mark.slow
def test_an_unsized_full_fine_tune_is_not_called_lora_training():
    # FLUX.1-schnell has no denoiser count nor training measurement here: still refused, but heard as a full fine-tune
    # (FLUX.1-dev's is a sharded provisional plan: tests/advisor/test_a_sharded_image_full_finetune_is_planned.py)
    out = _ask("full fine-tune of FLUX.1-schnell (all weights, not LoRA) on 50k images, 1 epoch")
    assert "I read a full fine-tune of FLUX" in out and "I read LoRA training" not in out
