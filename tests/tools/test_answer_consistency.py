"""One answer, one set of numbers (review classes F2, F5, F6): the time to first token is met by wider
tensor parallelism before a card is dropped and never claimed where it cannot be computed; tiers, table,
refusals and pitfalls agree on the same figures; the levers behind "cheapest" and "fastest" are said."""

from __future__ import annotations

from catalog import registry
from catalog.gpus import all_gpus
from tools.recommend import Options, recommend
from tools.schema import InstanceRow, Workload

GPUS = all_gpus()


def row(gpu: str, count: int = 1, price: float | None = 1.0, **kw) -> InstanceRow:
    base = dict(provider="p", instance_type=f"{gpu}-{count}x-{price}", region="us-east-1", gpu=gpu, gpu_count=count,
                vcpu=8 * count, ram_gib=128 * count, price_on_demand=price, interconnect="nvlink" if count > 1 else "pcie")
    base.update(kw)
    return InstanceRow(**base)


def _no_tflops_gpu() -> str:
    # RTX PRO 6000 Blackwell: 96 GB and 1,792 GB/s listed, tensor figures blank in the datasheet row
    return "RTX PRO 6000 Blackwell"


# -- F2: time to first token ----------------------------------------------------------------------

def test_ttft_limit_met_by_wider_tp_inside_one_node():
    # Llama-3.3-70B in FP8, 2 users, 24k-token prompts, first token within 1.5 s. Two H100s hold the
    # weights and cache, but a TP-2 replica prefills 24k tokens in well over 1.5 s; TP-8 on the same
    # 8-GPU machine has 4× the prefill compute. Before, only the narrowest replica was sized, it missed
    # the limit and the whole machine was rejected on TTFT, leaving nothing (or a far dearer card).
    w = Workload(model="llama-3.3-70b", precision="fp8", concurrency=2, seq_len=24576, target_ttft_ms=1500)
    r = recommend(registry.get("llama-3.3-70b"), w, GPUS, [row("H100 SXM", 8, price=16.0)], Options())
    assert r.candidates, [x.reason for x in r.rejected]
    c = r.candidates[0]
    assert c.ttft_s is not None and c.ttft_s <= 1.5
    assert c.layout.tp >= 4  # the narrow replica (TP 2) cannot prefill 24k tokens in 1.5 s on H100
    k = next(k for k in r.constraints if k.name == "ttft")
    assert k.status == "honoured"


def test_card_without_tflops_never_passes_a_ttft_check():
    # A card with memory and bandwidth figures but no tensor TFLOPS has no prefill rate: its first-token
    # time is unknown. Before, such a card slipped through the TTFT filter (ttft_s None counted as met)
    # and the assumptions still said "sees the first token within 2 s". Now it is marked not checked and
    # the claim is not made.
    g = _no_tflops_gpu()
    w = Workload(model="qwen2.5-7b", concurrency=4, seq_len=65536)
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, [row(g, 1, price=0.5)], Options())
    assert r.candidates and r.candidates[0].ttft_s is None
    assert any("first token" in s for s in r.not_checked)
    assert not any("sees the first token within" in m.en for m in r.assumptions)
    assert any("NOT checked" in m.en for m in r.assumptions)


def test_stated_ttft_prefers_a_verified_row_over_an_unverifiable_cheaper_one():
    # Stated limit: a cheaper card whose TTFT cannot be computed must not beat a dearer card that was
    # verified to meet it (the user asked for a promise we can only give on the verified card).
    g = _no_tflops_gpu()
    w = Workload(model="qwen2.5-7b", concurrency=2, seq_len=8192, target_ttft_ms=2000)
    rows = [row(g, 1, price=0.3), row("H100 SXM", 1, price=2.0)]
    r = recommend(registry.get("qwen2.5-7b"), w, GPUS, rows, Options())
    assert r.candidates[0].gpu == "H100 SXM"
    assert r.candidates[0].ttft_s is not None and r.candidates[0].ttft_s <= 2.0
    assert any(x.reason == "ttft_unchecked" for x in r.rejected)
