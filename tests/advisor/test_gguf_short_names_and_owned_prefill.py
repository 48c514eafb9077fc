"""A GGUF file type said by its short name sets the precision ("deepseek v3 q4", "Q8 quant", 「（q4量化）」), never a
quarter ("by Q4", "Q4 2025"); an owned Mac over its default GPU share is sized on the raised wired limit; a long
prompt's first token counts its attention; the owned cards' power is said at a labelled tariff (tools/owned_device.py,
tools/power.py, advisor/core/extract_rules.gguf_short). Fast: no whole answer."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract, gguf_short
from catalog import registry
from catalog.gpus import all_gpus
from tools.owned_device import MACOS_RESERVE_GIB, first_token_s, long_wait, raised_bytes
from tools.power import power_line
from tools.recommend import kv_width
from tools.schema import GiB


@pytest.mark.parametrize("text, want", [
    ("llama 3.3 70b q5 on two 3090s", "q5_k_m"),          # after the size
    ("deepseek-r1 q4 跑在 mac 上", "q4_k_m"),              # after the version
    ("Qwen2.5-72B Q8 quant on an A100", "q8_0"),           # before a quant word
    ("想跑 llama-3.1-70b（q4）给 3 个人", "q4_k_m"),         # in brackets
    ("想跑 Qwen3-32B 的 q6 量化版", "q6_k"),                 # before 量化
])
def test_a_short_gguf_name_is_its_file_type(text, want):
    # llama.cpp's / Ollama's short tags: q4 → Q4_K_M (≈ 4.8 bits a weight), q5 → Q5_K_M, q6 → Q6_K, q8 → Q8_0
    assert gguf_short(text) == want
    assert extract(text).patch.precision == want


@pytest.mark.parametrize("text", [
    "we need it running by Q4", "launch in Q4 2025 with Llama-3.1-8B", "我们Q4季度上线 Qwen2.5-7B",
    "our q4 deadline for a 70B model",
])
def test_a_quarter_is_no_precision(text):
    assert gguf_short(text) is None


def test_the_raised_wired_limit_is_the_memory_less_the_reserve():
    mac = all_gpus()["Apple M3 Ultra"]
    # Hand: 512 GiB − 16 GiB = 496 GiB (≈ 532.6 GB) against the 75 % default (384 GiB ≈ 412.3 GB)
    assert raised_bytes(mac, 512) == (512 - MACOS_RESERVE_GIB) * GiB
    assert raised_bytes(mac, 512) / 1e9 == pytest.approx(532.6, rel=0.001)
    assert raised_bytes(all_gpus()["H100 SXM"], 80) == 0  # no wired limit on a CUDA card
    assert raised_bytes(all_gpus()["Apple M4 Pro"], 24) == 0  # too small to spare 16 GiB


def test_a_200_page_prompt_on_a_mac_waits_tens_of_minutes():
    # Hand: DeepSeek-V3 multiplies ≈ 36.6 B a token (2 × → 7.33e10 FLOPs); 120,000 prompt tokens' attention scores add
    # 2 × (128 heads × 192 qk dims) × 61 layers × 120,000 ≈ 3.60e11 FLOPs a token (forward, causal half): (7.33e10 +
    # 3.60e11) × 120,000 ≈ 5.2e16 FLOPs ÷ the M3 Ultra's 1.944e13 achieved ≈ 2,673 s ≈ 45 min (the expert's 15–40 min
    # from 50–150 tokens/s measured; the matmuls alone said ≈ 7.5 min)
    mac = all_gpus()["Apple M3 Ultra"]
    s = first_token_s(registry.get("DeepSeek-V3"), 120_000, mac)
    assert s == pytest.approx(2673, rel=0.01)
    said = long_wait(s)
    assert said is not None and "45 min" in said.text("en")
    assert long_wait(30.0) is None  # under two minutes: said in seconds


def test_owned_power_at_an_assumed_tariff_and_without_a_rental():
    # Hand: 8 × V100 SXM2 at 300 W = 2.40 kW; at ¥0.94 a kWh (US EIA 2024 average $0.13 × 7.2) → ¥2.26 an hour,
    # × 730 h ≈ ¥1,647 a month; the data stays on site, so no rent is set beside it
    line = power_line("V100 SXM2 32GB", 300, 8, 0.936, None, 730, "CNY", assumed=True)
    assert line is not None and line.args["kw"] == pytest.approx(2.4)
    zh, en = line.text("zh"), line.text("en")
    assert "2.40 kW" in zh and "假设" in zh and "请告诉我你的电价" in zh and "租同样的机器" not in zh
    assert "assumed" in en and "renting the same" not in en
    rented = power_line("T4", 70, 4, 0.936, 28.17, 730, "CNY")  # 4 × 70 W = 0.28 kW against a ¥28.17 hour
    assert rented is not None and "租同样的机器每小时 ¥28.17" in rented.text("zh") and "假设" not in rented.text("zh")


def test_a_16_bit_cache_is_one_width():
    # a V100 or T4 keeps the 16-bit KV cache in FP16 (no BF16): the same 2 bytes as the BF16 default
    assert kv_width("fp16") == kv_width("bf16") != kv_width("fp8")
