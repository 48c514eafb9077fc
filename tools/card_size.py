"""A stated card size the work cannot fit ("is one 16 GB card enough?"): no, with the reason in the memory model's
own terms — the weights follow the model's TOTAL parameters (every expert of a mixture-of-experts is held in memory),
the ACTIVE parameters only set the speed — and the smallest card that does hold it (INT4 weights, then the stated
load's KV cache added). Every figure is from tools.memory; advisor/ only words it.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from tools.arch import active_params, total_params
from tools.chat_kv import chat_kv
from tools.defaults import serves
from tools.memory import (
    VLLM_NON_TORCH_BYTES,
    card_budget,
    four_bit_format,
    kv_cache_bytes_per_token,
    load_kv_bytes,
    weight_bytes,
)
from tools.schema import GiB, GPUSpec, ModelArch, Msg, Resolved

MOE_ACTIVE_SHARE = 0.8  # active under 80 % of total: a mixture of experts, whose active count is no memory figure


def smallest_card_gb(need: int, gpus: dict[str, GPUSpec], framework: str) -> float | None:
    """The smallest marketed card size (GB) among the catalog's cards whose serving budget (vLLM's 0.9 × usable)
    holds `need` bytes on one card; None when no single card does."""
    sizes = sorted({g.memory_gb for g in gpus.values() if g.memory_gb and g.usable_bytes
                    and need <= card_budget(g.usable_bytes, framework, True)})
    return sizes[0] if sizes else None


def card_size_no(arch: ModelArch, w: Resolved, cap_gib: float, gpus: dict[str, GPUSpec],
                 budget_bytes: int | None = None) -> Msg | None:
    """"No" on a stated card of `cap_gib` that cannot hold the work, for serving: the weights at 16-bit, FP8 and
    INT4 by total parameters, the active parameters said as speed-only for a mixture of experts, the KV cache of the
    stated load (per token × context × sequences), and the smallest card for INT4 weights alone and with that KV.
    None when INT4 weights and the load's KV fit the stated card (the other readings then decide). `budget_bytes`
    replaces the serving engine's share of the card where the device says its own (a Mac's unified memory: the GPU's
    default share, tools.owned_device.usable_bytes, 64 GiB × 75 % ≈ 51.5 GB, never 0.9 × 64 GiB ≈ 61.8 GB), so one
    answer holds one usable figure."""
    if not serves(w.task):
        return None
    total, active = total_params(arch), active_params(arch)
    int4 = weight_bytes(arch, four_bit_format(arch))  # Kimi-K2-Thinking: its own expert-only INT4
    seqs = max(1, w.concurrency)
    kv = load_kv_bytes(arch, w, seqs, "bf16")  # a chat with a context limit: most chats typical (tools.chat_kv)
    chat = chat_kv(w, seqs)
    cap = int(cap_gib * GiB)
    budget = budget_bytes if budget_bytes else card_budget(cap, w.framework, True)
    with_kv = int4 + kv + VLLM_NON_TORCH_BYTES
    if with_kv <= budget:
        return None
    return Msg(code="card_size.no", args={
        "cap": cap_gib, "total_b": total / 1e9, "active_b": active / 1e9 if active < MOE_ACTIVE_SHARE * total else None,
        "bf16": weight_bytes(arch, "bf16") / 1e9, "fp8": weight_bytes(arch, "fp8") / 1e9, "int4": int4 / 1e9,
        "budget": budget / 1e9, "kv_tok_kib": kv_cache_bytes_per_token(arch, "bf16") / 1024, "seq": w.seq_len,
        "seqs": seqs, "kv": kv / 1e9, "typical": chat.typical if chat.capped else None,
        "typical_tokens": chat.typical_tokens, "long": chat.long,
        "weights_card": smallest_card_gb(int4 + VLLM_NON_TORCH_BYTES, gpus, w.framework),
        "load_card": smallest_card_gb(with_kv, gpus, w.framework), "need": with_kv / 1e9})


# The kinds of card a person owns, most usual first: a size said as "my 24GB card" names a desktop card (GeForce), else a
# workstation card (RTX A-series); data-centre cards are rented, not owned at home (catalog/data/gpus.csv `segment`).
OWNED_SEGMENTS = ("consumer", "workstation")


class OwnedSize(BaseModel):
    """The card a stated own size is timed on (the slowest common card of that size, so the answer never promises more
    than the user's card gives) and the fastest one beside it, with how much faster that one is."""

    model_config = ConfigDict(frozen=True)

    size_gb: float
    slowest: str
    fastest: str | None = None
    compute_x: float | None = None  # the fastest card's BF16 tensor TFLOPS over the slowest's (prefill, training)
    bandwidth_x: float | None = None  # its memory bandwidth over the slowest's (decoding one token after another)


def owned_card_of_size(size_gb: float, gpus: dict[str, GPUSpec]) -> OwnedSize | None:
    """The common NVIDIA card of `size_gb` marketed GB a user who says only "my 24GB card" / 我的24G显卡 owns: within the
    first OWNED_SEGMENTS segment that has cards of that size with BF16 and bandwidth figures, the slowest (lowest BF16
    compute, then bandwidth), and the fastest with its ratios. None when no such card is listed (the size stays only a
    ceiling). Figures: catalog/data/gpus.csv (NVIDIA architecture whitepapers and datasheets, cited per row); e.g. 24 GB →
    RTX 3090 (71 BF16 TFLOPS dense, 936 GB/s), fastest RTX 4090 (165.2, 1,008 GB/s): 2.3× compute, 1.08× bandwidth."""
    for segment in OWNED_SEGMENTS:
        cards = sorted(((g.bf16_tflops, g.bandwidth_gb_s, name) for name, g in gpus.items()
                        if g.segment == segment and g.vendor == "NVIDIA" and g.memory_gb == size_gb
                        and not name.endswith("(modified)")  # an aftermarket board is never what a bare size means
                        and g.bf16_tflops and g.bandwidth_gb_s))
        if not cards:
            continue
        (c0, b0, slow), (c1, b1, fast) = cards[0], cards[-1]
        if fast == slow:
            return OwnedSize(size_gb=size_gb, slowest=slow)
        return OwnedSize(size_gb=size_gb, slowest=slow, fastest=fast, compute_x=c1 / c0, bandwidth_x=b1 / b0)
    return None
