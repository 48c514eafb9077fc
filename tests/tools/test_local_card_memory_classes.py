"""A card for one's own PC is chosen by memory: what each use holds on the card against 16 GB and 24 GB."""

import pytest

from tools.local_card import LOCAL_USES, fits, kv_gb, q4_gb, tight, uses_for

USE = {u.key: u for u in LOCAL_USES}


def test_what_each_use_holds():
    # SDXL 3.4 B × 2 bytes = 6.8 GB; FLUX.1-dev 12 B in FP8 = 12 GB
    assert USE["sdxl"].gb == pytest.approx(6.8)
    assert USE["flux_fp8"].gb == pytest.approx(12.0)
    # Qwen2.5-14B: 14.8 B × 4.8/8 = 8.88 GB + KV 2·48·8·128·2·4,096 = 0.805 GB → 9.69 GB
    assert q4_gb(14.8e9) == pytest.approx(8.88)
    assert kv_gb(48, 8, 128) == pytest.approx(0.805, abs=0.001)
    assert USE["llm14"].gb == pytest.approx(9.69, abs=0.01)
    # Qwen2.5-32B: 32.8 × 0.6 = 19.68 + 2·64·8·128·2·4,096 = 1.074 → 20.75 GB
    assert USE["llm32"].gb == pytest.approx(20.75, abs=0.01)


def test_16_vs_24_gb():
    # with a 2 GB margin: 32 B at 4-bit needs 22.75 GB: not 16, yes 24; FLUX FP8 12 + 2 fits 16 but 12 + 4 ≥ 16: tight
    assert not fits(USE["llm32"], 16) and fits(USE["llm32"], 24)
    assert fits(USE["flux_fp8"], 16) and tight(USE["flux_fp8"], 16) and not tight(USE["flux_fp8"], 24)
    assert fits(USE["llm14"], 16) and not tight(USE["llm14"], 16)


def test_the_uses_said_are_the_ones_weighed():
    assert [u.key for u in uses_for(True, False)] == ["sdxl", "flux_fp8"]
    assert [u.key for u in uses_for(False, True)] == ["llm14", "llm32"]
    assert len(uses_for(False, False)) == 4


def test_a_build_weighs_one_32_gb_card_against_two_24_gb_cards():
    from tools.local_card import LONG_USE, fits_class

    # 32 B at 4-bit with a 32,768-token KV cache: 19.68 + 2·64·8·128·2·32,768 = 8.59 → 28.27 GB
    assert LONG_USE.gb == pytest.approx(28.27, abs=0.01)
    assert not fits_class(LONG_USE, 24)  # 28.3 + 2 > 24
    assert fits_class(LONG_USE, 32) and tight(LONG_USE, 32)  # 30.3 ≤ 32, but 32.3 ≥ 32: tight on an RTX 5090
    assert fits_class(LONG_USE, 24, 2)  # split by layers: 28.3 + 2 · 2 = 32.3 ≤ 48 on two 3090s
    # an image model runs on one card: two 24 GB cards hold no more of FLUX than one does
    assert fits_class(USE["flux_fp8"], 24, 2) == fits(USE["flux_fp8"], 24)
    big = type(USE["flux_fp8"])("x", "x", 30.0)
    assert not fits_class(big, 24, 2) and fits_class(type(LONG_USE)("llm_x", "x", 30.0), 24, 2)


def test_the_long_context_row_only_when_asked():
    assert [u.key for u in uses_for(False, True, True)] == ["llm14", "llm32", "llm32_long"]
    assert "llm32_long" not in [u.key for u in uses_for(True, False, True)]  # images only: no LLM row
