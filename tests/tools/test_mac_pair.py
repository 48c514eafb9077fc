"""The headline of a stated pair of linked Apple boxes (tools.mac_pair): pooled memory at the macOS GPU share, the
pair's decode ceiling, and the tensor split's link crossings (two all-reduces a layer)."""

from __future__ import annotations

from catalog.gpus import all_gpus, resolve_gpu_name
from catalog.registry import get
from tools.mac_link import mac_link
from tools.mac_pair import pair_lead, tensor_trips


def _m3() -> object:
    return all_gpus()[resolve_gpu_name("M3 Ultra")]


def test_a_pair_needed_at_the_pairs_precision_leads():
    # Qwen3-235B-A22B on two 256 GB boxes: the pair holds INT8 (≈ 236 GB weights + KV ≈ 242 GB of 384 GB), one box
    # (192 GB) does not at INT8: the pair leads, 22 B active ≈ 22 GB at 819 GB/s → ≈ 36 tok/s; 94 layers → 188 trips
    q = get("Qwen/Qwen3-235B-A22B")
    lead = pair_lead(mac_link(q, 8192, _m3(), 2, 256), q, "Mac Studio", "Qwen3-235B-A22B")  # type: ignore[arg-type]
    assert lead is not None and lead.args["prec"] == "INT8" and lead.args["trips"] == 188, lead


def test_tensor_trips_are_two_a_layer():
    # Llama-3.1-405B: 126 layers → 252 crossings a token; DeepSeek-R1: 61 layers → 122
    assert tensor_trips(get("meta-llama/Llama-3.1-405B-Instruct")) == 252
    assert tensor_trips(get("deepseek-ai/DeepSeek-R1")) == 122


def test_two_512_gb_boxes_hold_deepseek_r1_at_int8_not_one():
    # each 512 × 0.75 = 384 GB → 768 GB for the pair; DeepSeek-R1 INT8 ≈ 671 GB of weights + KV fits the pair, not
    # one box; 37 B active at 1 byte ≈ 37 GB at 819 GB/s → ≈ 22 tok/s ceiling (before the hops)
    arch = get("deepseek-ai/DeepSeek-R1")
    m = mac_link(arch, 8192, _m3(), 2, 512)  # type: ignore[arg-type]
    lead = pair_lead(m, arch, "Mac Studio M3 Ultra", "DeepSeek-R1")
    assert lead is not None
    assert lead.args["prec"] == "INT8" and 760 <= lead.args["usable"] <= 775, lead.args
    assert 18 <= lead.args["tok_s"] <= 24 and lead.args["pipe"] == 1 and lead.args["trips"] == 122, lead.args
    assert "bottleneck for a tensor split" in lead.text("en") and "张量并行的瓶颈是雷雳 5" in lead.text("zh")


def test_no_pair_headline_where_one_box_holds_it_or_the_pair_does_not():
    # Qwen3-30B-A3B at BF16 ≈ 61 GB fits one 256 GB box (192 GB) at the pair's precision: no pair headline;
    # Llama-3.1-405B on two 96 GB boxes (72 GB each, 144 GB) does not fit even at INT4 (≈ 219 GB): none either
    q = get("Qwen/Qwen3-30B-A3B")
    assert pair_lead(mac_link(q, 8192, _m3(), 2, 256), q, "Mac Studio", "Qwen3-30B-A3B") is None  # type: ignore[arg-type]
    ll = get("meta-llama/Llama-3.1-405B-Instruct")
    assert pair_lead(mac_link(ll, 4096, _m3(), 2, 96), ll, "Mac Studio", "Llama-3.1-405B") is None  # type: ignore[arg-type]
