""""No quantization" (不量化 / 不要量化 / "no quantization", "full precision", "keep it bf16"), in EN / 简体 / 繁體:

1. it means no precision below the model's release precision: a model its authors release in FP8 (DeepSeek-V3 / R1,
   Kimi-K2) or MXFP4 (gpt-oss) is planned in that format, never upcast to 16 bits; a BF16 release keeps BF16;
2. a BF16 release that does not fit the stated cards gets the authors' own FP8 checkpoint (Qwen/Qwen3-235B-A22B-FP8)
   sized on those cards as a named trade-off, and the smaller models of the family that truly fit those cards
   (the memory model's answer when the cards have no listed price, never "does not fit either");
3. the constraint holds in every later turn of a chat until the user lifts it.
"""

from __future__ import annotations

import pytest

from advisor.core.conversation import Engine
from advisor.core.extract_rules import extract
from advisor.core.store import Store
from tests.conftest import module_home

isolated_home = pytest.fixture(scope="module", autouse=True, name="isolated_home")(module_home)


def chat(tmp_path, *turns: str):
    e = Engine(store=Store(tmp_path / "s.db"))
    return [e.handle("t", t) for t in turns]


def texts(replies) -> str:
    return "\n".join(x for r in replies for x in (r.text, r.full or "") if x)


# ---- 1. the release precision is the unquantised model -------------------------------------------------------------

@pytest.mark.parametrize("text, precision", [
    # DeepSeek-R1 / V3 and Kimi-K2 ship FP8 weights (their model cards): 671 GB / ≈ 1 TB as released; a 16-bit copy
    # would be 1.34 TB / ≈ 2 TB for no quality gained
    ("Serve DeepSeek-R1 for 50 users on 8 H200, no quantization", "fp8"),
    ("DeepSeek-V3 without quantization for 20 users", "fp8"),
    ("Kimi-K2 给100人用，不要量化", "fp8"),
    ("Kimi-K2 給100人用，不要量化", "fp8"),
    ("gpt-oss-120b 不量化，20 个人用", "mxfp4"),  # released in MXFP4 (≈ 63 GB), not BF16 (≈ 234 GB)
    # BF16 releases keep BF16
    ("8卡L20能不能跑满血Qwen3-235B-A22B给200人，不量化", "bf16"),
    ("Qwen3-235B-A22B on 8 L20 for 200 users, no quantization", "bf16"),
    ("Qwen3-235B-A22B for 50 users, full precision please", "bf16"),
    ("Qwen3-235B-A22B for 50 users on 8 L20, keep it bf16", "bf16"),
    ("Qwen3-235B-A22B 給 50 人用，8 張 L20，不要量化", "bf16"),
])
def test_no_quantization_is_the_models_release_precision(text, precision):
    assert extract(text).patch.precision == precision


def test_the_release_precision_is_said_in_a_note():
    notes = " ".join(extract("Kimi-K2 for 100 users, no quantization").notes)
    assert "released by its authors in FP8" in notes


# ---- 2. a BF16 release that does not fit: the authors' FP8 and the smaller models that truly fit -------------------

@pytest.mark.slow
def test_the_official_fp8_release_and_a_smaller_model_that_fits_are_named_on_unpriced_cards(tmp_path):
    # 8 × L20 (48 GB, vLLM pool 0.9 × 51.5 GB = 46.4 GB each, ≈ 371 GB together), Qwen3-235B-A22B, 200 people ≈ 30 at
    # once × 12,288 tokens: BF16 weights 235.1e9 × 2 B ≈ 470 GB > 371 GB: no.
    # The authors' FP8 (Qwen/Qwen3-235B-A22B-FP8): 235 GB + KV 30 × 12,288 × 188 KiB/token (94 layers × 2 × 4 KV heads
    # × 128 × 2 B) ≈ 71 GB ≈ 306 GB (≈ 38.8 GB a card with TP 8's doubled KV heads) < 46.4 GB: fits.
    # Qwen3-32B: 65.6 GB + KV 30 × 12,288 × 256 KiB/token (64 × 2 × 8 × 128 × 2 B) ≈ 97 GB ≈ 163 GB ≈ 20 GB a card:
    # fits — "Qwen3-32B does not fit these cards either" was the re-run finding no priced L20 row, not the memory.
    text = texts(chat(tmp_path, "8卡L20能不能跑满血Qwen3-235B-A22B给200人，不量化"))
    fp8 = next(x for x in text.splitlines() if "Qwen/Qwen3-235B-A22B-FP8" in x)
    assert "不是社区量化版" in fp8 and "装得下" in fp8 and "接受的话请说明" in fp8
    assert "同系列小一档的模型" not in text  # the false "也装不进这些卡"
    smaller = next(x for x in text.splitlines() if "同系列更小的模型放在这些卡上" in x)
    assert "Qwen3-32B" in smaller and "8 × L20" in smaller and "tokens/s" in smaller


@pytest.mark.slow
def test_the_official_fp8_release_is_named_in_english(tmp_path):
    # the same figures as above (30 users at once), asked in English with "keep it bf16"
    text = texts(chat(tmp_path, "Can 8 L20 run Qwen3-235B-A22B for 30 concurrent users? keep it bf16"))
    fp8 = next(x for x in text.splitlines() if "Qwen/Qwen3-235B-A22B-FP8" in x)
    assert "not a community quantisation" in fp8 and "say if you accept it" in fp8


# ---- 3. the constraint holds in every later turn ----------------------------------------------------------------

@pytest.mark.slow
def test_no_quantization_holds_in_every_later_turn(tmp_path):
    # T1: two owned RTX 3090 (24 GB, 23.2 GB pools), Qwen2.5-32B BF16 65.5 GB of weights > 46.4 GB: no.
    # T2 "rent, cheapest, daytime only": BF16 is still the plan (2 × A40 48 GB: 32.8 GB of weights a card + KV), its
    # month at 17 h × 30.4 days ≈ 517 h; FP8 only as a lever beside it. T3 "cheaper?" keeps BF16 the plan.
    replies = chat(tmp_path, "自有两张3090（有NVLink），Qwen2.5-32B 16k 给10个人，不要量化", "租的话最便宜，只白天",
                   "再便宜点呢")
    for r in replies[1:]:
        head = r.text.splitlines()[0]
        assert "BF16" in head and "FP8" not in head, head
    assert "517 小时" in texts(replies[1:2])
