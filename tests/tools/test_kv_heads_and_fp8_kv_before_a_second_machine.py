"""A card count asked about that misses is tried the way an engineer would before a second machine is named:
TP = the model's KV heads × pipeline stages when a TP above the KV heads copies each head's cache
(tools.parallel.kv_head_tp), and an FP8 KV cache (tools.checked.fp8_kv_on_asked). MLA models are left out (their latent
cache is not split by heads)."""

from __future__ import annotations

import advisor.core.messages  # noqa: F401  (installs the wording the verdicts are read in)
from catalog import registry
from catalog.gpus import all_gpus
from tools.checked import card_verdict
from tools.defaults import resolve
from tools.parallel import kv_head_tp, plan
from tools.schema import Workload

GPUS = all_gpus()


def verdict(model: str, n: int, card: str, users: int, ctx: int):
    w, _ = resolve(Workload(model=model, task="inference", precision="fp8", concurrency=users, seq_len=ctx,
                            checked_gpu=card, checked_gpu_count=n))
    return card_verdict(registry.get(model), w, GPUS, 1.0)


def test_tp_above_the_kv_heads_gives_way_to_tp_kv_heads_times_pipeline_stages():
    # Qwen3-235B-A22B: 64 query / 4 KV heads × 128, 94 layers → 188 KiB a token of 16-bit KV. 120 users at 32k (the
    # load's mix: 108 at 12,288 + 12 at 32,768 ≈ 1.72 M tokens ≈ 331 GB of KV). FP8 weights ≈ 236 GB.
    # TP 8: each KV head sits on 2 GPUs, so 8 cards hold the cache as 4 would: 29.5 + 331 / 4 ≈ 112 GB a card > the
    # H20's 92.8 GB pool. TP 4 × PP 2 splits it 8 ways: 29.5 + 41.4 ≈ 71 GB a card: one 8 × H20 machine, not two.
    v = verdict("Qwen3-235B-A22B", 8, "H20", 120, 32768)
    assert v is not None and v.args["fits"] is True and v.args["need"] == 8
    assert v.args["kv_split"] is not None and v.args["kv_split"].args["small"] == 4
    en, zh = v.text("en"), v.text("zh")
    assert "TP 4 × 2 pipeline stages" in en and "each KV head and its cache would sit on 2 GPUs" in en
    assert "TP 4 × 2 级流水线" in zh and "2 张卡上各存一份" in zh


def test_the_layout_search_tries_kv_heads_before_more_gpus():
    # the same work unconstrained: 8 GPUs at TP 4 × PP 2 hold it, so the search never jumps to 16 (TP 8 × PP 2)
    arch = registry.get("Qwen3-235B-A22B")
    w, _ = resolve(Workload(model="Qwen3-235B-A22B", task="inference", precision="fp8", concurrency=120,
                            seq_len=32768))
    p = plan(arch, w, GPUS["H20"])
    assert p.fits and p.layout.num_gpus == 8 and (p.layout.tp, p.layout.pp) == (4, 2)


def test_models_with_as_many_kv_heads_as_the_tp_keep_plain_tp():
    # Llama-3.1-405B, Qwen2.5-72B and Qwen3-Coder-480B have 8 KV heads: TP 8 splits them, nothing to compare;
    # DeepSeek-V3 (MLA) is not split by heads at all
    for name in ("Llama-3.1-405B", "Qwen2.5-72B", "Qwen3-Coder-480B-A35B", "DeepSeek-V3"):
        assert kv_head_tp(registry.get(name), 8, 8) is None, name
    assert kv_head_tp(registry.get("Qwen3-235B-A22B"), 8, 8) == 4


def test_fp8_kv_nearly_holds_qwen3_coder_480b_at_128k_on_one_h20_machine():
    # Qwen3-Coder-480B-A35B: 62 layers × 8 KV heads × 128 → 248 KiB a token in BF16, 124 KiB in FP8 (not 4 heads /
    # 188 KiB: that is Qwen3-235B). 800 developers → 120 at once, 108 at 4,096 + 12 at 131,072 ≈ 2.02 M tokens:
    # ≈ 512 GB of BF16 KV → 60.3 GB of FP8 weights + 64 GB ≈ 124.8 GB a card of 8: two machines; in FP8 ≈ 256 GB
    # (32.0 GB a card); the 0.90 × 103.1 GB ≈ 92.8 GB pool less the weights and activations leaves ≈ 31.9 GB: ≈ 99 %
    # of it; (60.3 + 0.3 + 32.0 + non-torch) ÷ 103.1 ≈ 0.91 holds all. The verdict says that before "16 × H20".
    v = verdict("Qwen3-Coder-480B-A35B", 8, "H20", 120, 131072)
    assert v is not None and v.args["fits"] is False and v.args["need"] == 16
    near = v.args["fp8_kv"]
    assert near is not None and near.code == "checked.fp8_kv_near"
    assert 95 <= near.args["pct"] < 100 and near.args["util"] == 0.91
    en, zh = v.text("en"), v.text("zh")
    assert en.index("FP8 KV cache") < en.index("16 × H20") and "--gpu-memory-utilization 0.91" in en
    assert zh.index("FP8 KV cache") < zh.index("16 × H20") and "基本够" in zh


def test_fp8_kv_that_holds_the_work_is_a_yes_before_the_second_machine():
    # Llama-3.1-405B FP8 (≈ 410 GB, 51 GB a card of 8), 8 KV heads × 126 layers × 128 → 504 KiB a token in BF16:
    # 120 users at 64k (mostly typical length) is ≈ 79 GB a card of BF16 KV — over the 92.8 GB pool — and ≈ 40 GB in
    # FP8: ≈ 91.7 GB, a thin yes on the 8 cards asked about, said first, with "16 × H20" at 16-bit after it
    v = verdict("Llama-3.1-405B", 8, "H20", 120, 65536)
    assert v is not None and v.args["fits"] is False and v.args["fp8_kv"].code == "checked.fp8_kv_fits"
    en = v.text("en")
    assert en.index("yes with an FP8 KV cache") < en.index("16 × H20")


def test_fp8_kv_far_off_says_nothing_of_it():
    # 200 users of Llama-3.1-405B at 64k: ≈ 184 GB a card at BF16 KV, ≈ 118 GB in FP8 — still far over 92.8 GB: the
    # plain no with the count it takes
    v = verdict("Llama-3.1-405B", 8, "H20", 200, 65536)
    assert v is not None and v.args["fp8_kv"] is None and "FP8 KV" not in v.text("en")
