"""Qwen2-VL at 2B, 7B and 72B is read as its own vision-language row (config-sized, image tokens counted by the
Qwen2-VL processor rule), never "which Qwen2-VL?" followed by a generic text model of that size."""

from __future__ import annotations

import pytest

from advisor.core.extract_rules import extract
from catalog.registry import get as get_arch
from tests.conftest import module_home
from tools.memory import kv_cache_bytes_per_token
from tools.vision import VISION_TOWERS
from tools.vlm_image import family_of

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


@pytest.mark.parametrize("text, model", [
    ("Qwen2-VL-7B-Instruct invoice extraction, 100k images per day, data must stay in mainland China", "Qwen2-VL-7B"),
    ("用Qwen2-VL-7B-Instruct做发票识别，每天10万张图片，数据要在国内", "Qwen2-VL-7B"),
    ("用Qwen2-VL-7B-Instruct做發票識別，每天10萬張圖片", "Qwen2-VL-7B"),  # 繁體
    ("serve Qwen/Qwen2-VL-2B-Instruct for 20 users", "Qwen2-VL-2B"),
    ("serve qwen2 vl 72b for 20 users", "Qwen2-VL-72B"),
])
def test_a_named_qwen2_vl_size_is_its_row(text, model):
    assert extract(text).patch.model == model


def test_qwen2_vl_rows_are_config_sized_vlms():
    # Hand (config.json): 7B: KV a token = 2 × 28 layers × 4 KV heads × 128 × 2 bytes = 57,344 B;
    # 2B: 2 × 28 × 2 × 128 × 2 = 28,672 B. A generic 7B (Llama-like, 32 × 8 × 128) would be 131,072 B.
    assert kv_cache_bytes_per_token(get_arch("Qwen2-VL-7B")) == 57_344
    assert kv_cache_bytes_per_token(get_arch("Qwen2-VL-2B")) == 28_672
    # the ViT of ≈ 675 M, 4 patches a visual token, shared by every Qwen2-VL size (arXiv:2409.12191 §2.1)
    for name in ("Qwen2-VL-2B", "Qwen2-VL-7B"):
        assert VISION_TOWERS[name].params == 675e6 and VISION_TOWERS[name].patches_per_token == 4
        assert family_of(name) == "qwen2"  # 28 px a visual token
