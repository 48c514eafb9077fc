"""A served model with an official FP8 checkpoint, on cards that all run FP8 natively (mainland China's H20 / H800 /
L20, or stated Hopper/Ada cards), is sized in FP8 when BF16 would need more cards; BF16's count is said beside it.
No precision stated, no official checkpoint, an Ampere card or the same count either way: BF16 stays.
docs/RECOMMENDER.md "FP8 where the cards and the checkpoint allow it"."""

from __future__ import annotations

import pytest

from catalog import registry
from catalog.gpus import all_gpus
from catalog.places import gazetteer
from tests.fixtures import resolved
from tools.fp8_default import fp8_default
from tools.offers import named_cards
from tools.schema import InstanceRow, Msg


def _row(provider: str, it: str, region: str, gpu: str, n: int | None, price: float | None, cur: str) -> InstanceRow:
    return InstanceRow(provider=provider, instance_type=it, region=region, gpu=gpu, gpu_raw=gpu, gpu_count=n,
                       price_on_demand=price, currency=cur, source="test")  # type: ignore[arg-type]


# The mainland as the catalog lists it: Alibaba's H800 family with no public price, a priced Alibaba A100 box, and
# Tencent's priced V100s (no FP8 part at Tencent)
MAINLAND = [_row("alibaba", "ecs.ebmgn8v.48xlarge", "", "H800 SXM", None, None, "CNY"),
            _row("alibaba", "ecs.gn7e-c16g1.4xlarge", "cn-shanghai", "A100 80GB SXM", 1, 34.74, "CNY"),
            _row("tencent", "GN10Xp.2XLARGE40", "ap-guangzhou", "V100 SXM2 32GB", 1, 1.72, "USD")]
H20_QUOTE = _row("volcano", "ml.gni3cl.5xlarge", "cn-beijing", "H20", 1, None, "CNY")  # a family the user imports


def _run(model: str, stated: str | None = None, rows: list[InstanceRow] = MAINLAND, **fields):
    # thinking off: the hand figures below are the visible answers' 4,096-token context (a Qwen3 hybrid's thinking
    # would add 8,192 tokens an answer to the KV: tools.defaults.thinking_tokens; not what this file is about)
    fields.setdefault("thinking", False)
    w = resolved(model=model, task="inference", **fields)
    g = all_gpus()
    return fp8_default(registry.get(model), w, stated, (g, rows), gazetteer(), named_cards(w.gpu_preference, g))


def test_a_large_moe_in_the_mainland_is_fp8_on_half_the_cards():
    # Hand: Qwen3-235B-A22B, 235 B params. 30 at once × 4,096 tokens × 188 KiB/token (94 layers × 4 KV heads × 128 ×
    # 2 × 2 B) ≈ 23.7 GB of KV. FP8 ≈ 235 + 24 ≈ 259 GB: 4 × H20-96 (4 × 103 GB = 412 GB raw) hold it; 2 cannot.
    # BF16 470 + 24 ≈ 494 GB: more than 4 × H20 (412), so 8 (TP is a power of two). The H800 (80 GB, 85.9 GB usable):
    # FP8 on 4 (344 GB), BF16 on 8 as well. The mainland FP8 part listed is the H800 (Alibaba's family): it is named.
    w, note = _run("Qwen3-235B-A22B", concurrency=30, regions=["cn"])
    assert w.precision == "fp8"
    assert note is not None and (note.args["n8"], note.args["n16"], note.args["card"]) == (4, 8, "H800 SXM"), note
    assert note.args["repo"] == "Qwen/Qwen3-235B-A22B-FP8"
    # an H20 family listed there too (an imported quote): the same 4 either way, both named
    _, note = _run("Qwen3-235B-A22B", rows=[*MAINLAND, H20_QUOTE], concurrency=30, regions=["cn"])
    assert note is not None and note.args["card"] == "H20 / H800 SXM", note


def test_a_mainland_cloud_with_no_fp8_part_keeps_bf16():
    # "只能用腾讯云": Tencent lists V100s only (no FP8 tensor cores): the Qwen3-32B plan stays BF16 on what is there
    w, note = _run("Qwen3-32B", concurrency=4, providers=["tencent"])
    assert note is None and w.precision == "bf16"


def test_a_stated_ada_card_takes_fp8_when_bf16_needs_a_second_one():
    # Hand: Qwen3-32B (32.8 B) on L20 (48 GB, 51.5 GB usable): BF16 weights 65.5 GB alone exceed one card → 2.
    # FP8 32.8 GB + KV 4 × 4,096 × 256 KiB (64 layers × 8 KV heads × 128 × 2 × 2 B) = 4.3 GB ≈ 37 GB → 1 card.
    w, note = _run("Qwen3-32B", concurrency=4, gpu_preference="L20")
    assert w.precision == "fp8" and note is not None
    assert (note.args["n8"], note.args["n16"], note.args["card"]) == (1, 2, "L20"), note.args  # L20 is the only card in scope


def test_the_same_count_either_way_keeps_bf16():
    # Hand: Qwen3-32B on L20 with 20 at once: KV 20 × 4,096 × 256 KiB = 21.5 GB. FP8 32.8 + 21.5 = 54 GB > one
    # 51.5 GB card → 2; BF16 65.5 + 21.5 = 87 GB → 2 as well. Same cards: no reason to leave BF16.
    w, note = _run("Qwen3-32B", concurrency=20, gpu_preference="L20")
    assert note is None and w.precision == "bf16"
    # Qwen3-8B in the mainland: 16.4 GB in BF16 already fits one card of any mainland part
    w, note = _run("Qwen3-8B", concurrency=8, regions=["cn"])
    assert note is None and w.precision == "bf16"


@pytest.mark.parametrize("model, fields, stated", [
    ("Qwen2.5-72B", {"concurrency": 30, "regions": ["cn"]}, None),  # no official FP8 checkpoint (AWQ/GPTQ only)
    ("Qwen3-235B-A22B", {"concurrency": 30, "gpu_preference": "A800"}, None),  # Ampere: no FP8 tensor cores
    ("Qwen3-235B-A22B", {"concurrency": 30}, None),  # no place or card: any card may be picked, BF16 stays
    ("Qwen3-235B-A22B", {"concurrency": 30, "regions": ["cn"]}, "bf16"),  # the user said BF16
    ("DeepSeek-V3", {"concurrency": 8, "gpu_preference": "H20"}, "fp8"),  # released in FP8: already FP8, no 2nd note
])
def test_the_rule_does_not_fire(model, fields, stated):
    w, note = _run(model, stated=stated, **fields)
    assert note is None


def _note(n16: int | None) -> Msg:
    return Msg(code="recommend.fp8_checkpoint_default", args={
        "name": "GLM-4.5", "repo": "zai-org/GLM-4.5-FP8", "card": "H20", "n8": 8, "n16": n16,
        "card16": "H20" if n16 else None})


def test_the_note_names_both_counts_in_every_language():
    from advisor.core.script import to_script
    en, zh = _note(16).text("en"), _note(16).text("zh")
    assert "8 × H20 in FP8" in en and "16 × H20 in BF16" in en and "zai-org/GLM-4.5-FP8" in en
    assert "FP8 要 8 × H20" in zh and "BF16 要 16 × H20" in zh
    hant = to_script(zh, "zh-Hant")  # Traditional at output time (advisor.core.script), Taiwan wording
    assert "原生支援 FP8" in hant and "BF16 要 16 × H20" in hant
    assert "no machine that holds it in BF16" in _note(None).text("en")
    assert "BF16 没有能装下的机器" in _note(None).text("zh")
