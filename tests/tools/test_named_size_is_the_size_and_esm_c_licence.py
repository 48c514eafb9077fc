"""A size said in a model's name is its size, never a stand-in's: ESM C 300M / 600M are their own protein encoder rows
(30 × 960 and 36 × 1,152, from the esm package's pretrained.py), Kimi-VL-A3B is its own MoE VLM row (16B total, about 3B
active, MoonViT at 28 px a token), and ESM C 600M's non-commercial weights licence is said beside the plan."""

from __future__ import annotations

import pytest

from catalog import registry
from tools.arch import count_params
from tools.embedding import encoder_named, residue_store
from tools.esm_licence import protein_licence_line
from tools.vlm_image import image_tokens


@pytest.mark.parametrize("text, name, layers, hidden", [
    ("we want ESM C 300M embeddings for 4 million protein sequences", "ESM C 300M", 30, 960),
    ("想用 ESMC-600M 给 80 万条蛋白序列做 embedding", "ESM C 600M", 36, 1152),  # 简体
    ("用 esmc_600m 幫 50 萬條蛋白質序列算向量", "ESM C 600M", 36, 1152),  # 繁體
])
def test_esm_c_is_its_own_encoder_at_its_named_size(text, name, layers, hidden):
    enc = encoder_named(text)
    assert enc is not None and (enc.name, enc.layers, enc.hidden, enc.kind) == (name, layers, hidden, "protein")
    assert enc.params == (300_000_000 if "300M" in name else 600_000_000)  # never a 0.3B stand-in for the 600M


def test_esm_c_per_residue_store_by_hand():
    # 4 M sequences × 300 residues × 960 × 2 B = 2.304 TB per residue; pooled 4 M × 960 × 2 = 7.68 GB
    s = residue_store(4e6, 300, 960)
    assert s.per_residue_bytes == pytest.approx(2.304e12) and s.per_sequence_bytes == pytest.approx(7.68e9)


def test_only_the_non_commercial_esm_c_weights_are_flagged():
    # esm LICENSE.md: ESM C 300M Cambrian Open (commercial use), ESM C 600M Cambrian Non-Commercial
    line = protein_licence_line("ESM C 600M")
    assert line is not None and "Non-Commercial" in line.text("en") and "ESM C 300M" in line.text("en")
    assert "不允许商用" in line.text("zh")
    assert protein_licence_line("ESM C 300M") is None and protein_licence_line("ESM-2 650M") is None


@pytest.mark.parametrize("name", ["Kimi-VL-A3B-Instruct", "Kimi-VL-A3B-Thinking"])
def test_kimi_vl_rows_are_a_16b_moe_with_3b_active(name):
    arch = registry.get(name)
    assert arch.vision_tower and arch.experts == 64 and arch.experts_per_token == 6 and arch.kv_lora_rank == 512
    # DeepSeek-V2-Lite's 15.7B + (163,840 − 102,400) × 2,048 × 2 ≈ 0.25B of vocabulary ≈ 15.96B
    assert count_params(arch) == pytest.approx(15.96e9, rel=0.005)


def test_moonvit_counts_28_px_a_token():
    # 1366 × 768: 1,366 ÷ 28 = 48.8 → 49, 768 ÷ 28 = 27.4 → 27: 49 × 27 = 1,323 visual tokens
    t = image_tokens("Kimi-VL-A3B-Instruct", 1366, 768)
    assert t is not None and t.tokens == 1323


def test_an_a3b_vlm_is_sized_on_the_held_moe_vlm_nearest_its_active_size():
    # "A3B": about 3B parameters active a token. The held MoE VLMs near it are Qwen3-VL-30B-A3B (≈ 3.3B active) and
    # Kimi-VL-A3B (≈ 2.8B active of 16B): the stand-in is one of those, never a dense 8B; with the maker's own rows
    # handed in, the maker's row is taken first and flagged
    from tools.active_stand_in import moe_vlm_active_billions, nearest_active_vlm

    archs = [registry.get(n) for n in registry.names()]
    sizes = moe_vlm_active_billions(archs)
    assert sizes and all(b < 40 for b in sizes.values()), sizes
    got = nearest_active_vlm(3.0, archs)
    assert got is not None and got[1] is False and 2.0 < sizes[got[0]] < 4.5, (got, sizes)
    kimi = nearest_active_vlm(3.0, archs, own=frozenset({"Kimi-VL-A3B-Instruct"}))
    assert kimi == ("Kimi-VL-A3B-Instruct", True), kimi
    assert nearest_active_vlm(3.0, [a for a in archs if not a.experts]) is None
