"""QLoRA of a model that is not a decoder LLM reaches its sizing, or is said to be sized as something else — never
silently labelled "LoRA" with LoRA's 16-bit base.

- Whisper: the QLoRA's frozen base is NF4 (4.127 bits a weight, Dettmers et al. 2023) and each step dequantises it
  (torchtune's measured LoRA vs QLoRA: 3,083 vs 2,413 tokens/s).
- embedding encoders: a QLoRA is sized as the full fine-tune (an upper bound), and the headline says QLoRA.
- image LoRA (FLUX, SDXL): sized from the measured LoRA runs, the headline says that no 4-bit-base run is measured.
- a vision-language model (an LLM in the registry) already takes the LLM path's NF4 base: its weights are below
  the LoRA's.
"""

from __future__ import annotations

import re

import pytest

from advisor.core.conversation import Engine
from advisor.core.store import Store
from catalog.gpus import all_gpus
from tests.conftest import module_home
from tools.speech_train import card_hours, frozen_bytes_per_param, train_flops

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)

# 繁體 with no place or currency said: prices in TWD, and the answer opens with that note (advisor.core.messages.reader_money)
_TWD_NOTE = "> 價格按新臺幣（TWD）顯示（繁體中文提問，沒說地區或幣種）；如在香港，請說“用港幣”\n\n"


def _ask(tmp_path, text: str) -> str:
    return Engine(store=Store(tmp_path / "s.db")).handle("t", text).text


@pytest.mark.slow
@pytest.mark.parametrize(("text", "head"), [
    ("QLoRA fine-tune Whisper large-v3 on 500 hours of audio", "QLoRA fine-tune on 500 h of audio"),
    ("用 QLoRA 微调 Whisper large-v3，500 小时音频", "QLoRA 微调，500 小时音频"),
    ("用 QLoRA 微調 Whisper large-v3，500 小時音頻", "QLoRA 微調，500 小時"),
])
def test_whisper_qlora_is_sized_on_a_4_bit_base(tmp_path, text, head):
    # Hand: 1.55e9 params × 4.127 bits ÷ 8 = 0.80 GB of frozen NF4 weights (LoRA's 16-bit base would be 3.1 GB)
    out = _ask(tmp_path, text)
    assert out.startswith(_TWD_NOTE) == ("微調" in text), out[:300]  # only the 繁體 question opens with the TWD note
    first = out.removeprefix(_TWD_NOTE).split("\n")[0]
    assert head in first and "0.8 GB" in first and "3.1 GB" not in first, out


def test_whisper_qlora_bytes_and_time():
    # Hand: NF4 with double quantisation = 4 + 8/64 + 32/(64·256) = 4.127 bits → 0.516 B a parameter; LoRA keeps 2 B,
    # a full fine-tune 16 B. QLoRA's hours = LoRA's × 3083/2413 = 1.278 (dequantising each step).
    assert frozen_bytes_per_param(True, True) == pytest.approx(0.516, abs=0.001)
    assert frozen_bytes_per_param(True, False) == 2 and frozen_bytes_per_param(False, False) == 16
    g = all_gpus()["H100 SXM"]
    flops = train_flops(1.55e9, 500, 3)[1]
    lora, qlora = card_hours(flops, g, lora=True), card_hours(flops, g, lora=True, qlora=True)
    assert lora and qlora and qlora / lora == pytest.approx(1.278, abs=0.001)


@pytest.mark.slow
def test_embedding_qlora_is_named_qlora(tmp_path):
    out = _ask(tmp_path, "QLoRA fine-tune bge-large embedding model on 1M pairs").split("\n")[0]
    assert out.startswith("**bge-large-en-v1.5 QLoRA sized as a full fine-tune"), out


@pytest.mark.slow
@pytest.mark.parametrize("text", ["QLoRA fine-tune Flux.1-dev on 50 images", "用 QLoRA 训练 SDXL，500 张图"])
def test_image_qlora_is_said_sized_as_the_measured_lora(tmp_path, text):
    first = _ask(tmp_path, text).split("\n")[0]
    assert "QLoRA" in first and ("measured LoRA" in first or "实测的 LoRA" in first), first


@pytest.mark.slow
def test_vision_language_qlora_weights_are_below_the_lora(tmp_path):
    # Hand: Qwen2.5-VL-7B ≈ 8.3 B params; a LoRA's 16-bit base alone is ≈ 16.6 GB, so a QLoRA whose whole need is
    # below that kept a 4-bit base (the LLM path's NF4 weights, ≈ 0.52 B a quantised parameter)
    def need(text: str) -> float:
        m = re.search(r"needs ≈ ([\d.]+) GB per GPU", _ask(tmp_path, text))
        assert m, text
        return float(m.group(1))
    q = need("QLoRA fine-tune Qwen2.5-VL-7B on 100k image-caption pairs")
    lo = need("LoRA fine-tune Qwen2.5-VL-7B on 100k image-caption pairs")
    assert lo - q > 5, (q, lo)
