"""The user's own consumer card (a laptop's or a gaming PC's: catalog segment "consumer") that cannot hold the model
asked: the largest model of the budget ladder (tools.defaults.BUDGET_MODEL_LADDER) it does hold, as a 4-bit GGUF
(llama.cpp's Q4_K_M, which Ollama and LM Studio run), with its memory and its decode speed there, and the next larger
one's memory, which then runs only with part of its layers in system memory (llama.cpp --n-gpu-layers). An 8 GB
laptop asked to run a 70B was answered "no, rent 4 × A40" — never with what the card itself can run.

What the card holds (tools.owned_device.need_bytes): the Q4_K_M weights (tools.memory.gguf_weight_bytes, llama.cpp's
per-tensor mix) + one user's 16-bit KV cache at the context (2 · layers · KV heads · head dim · 2 bytes · tokens),
against the card's memory less tools.local_card.LOCAL_MARGIN_GB (the desktop, the CUDA context, activations).
Hand check, RTX 4060 Laptop GPU (8 GiB = 8.59 GB; 8.59 − 2 = 6.59 GB usable) at 4,096 tokens:
Llama-3.1-8B ≈ 4.9 GB Q4_K_M + 2·32·8·128·2·4096 = 0.54 GB KV ≈ 5.4 GB → fits; Qwen2.5-14B ≈ 9.0 GB + 0.81 GB
≈ 9.8 GB → does not (offload only).
A default thinking length the user never asked for (a Qwen3 hybrid thinks 8,192 tokens an answer unless switched off,
tools.defaults.thinking_tokens) can be what sinks the fit: thinking_off_on_card sizes the asked model again at the
context without it, and with the largest thinking budget that still fits. Hand check, Qwen3-8B on the RTX 4060 Laptop
GPU (6.59 GB usable): Q4_K_M weights ≈ 5.0 GB; KV = 2 · 36 layers · 8 KV heads · 128 · 2 B = 144 KiB a token, so
12,288 tokens (4,096 + 8,192 thinking) = 1.81 GB → ≈ 6.8 GB, no; 4,096 tokens (thinking off) = 0.6 GB → ≈ 5.6 GB, yes;
8,192 tokens (a 4,096-token thinking budget) = 1.2 GB → ≈ 6.2 GB, yes.
Decode speed: one user's step on the card (tools.owned_device.step_seconds: weights + KV read at the fitted share of
its bandwidth plus llama.cpp's per-layer floor): 256 GB/s × 0.814 ÷ ≈ 5.2 GB read ≈ 40 tokens/s before the floor.
A partly offloaded model's speed is not sized (it depends on the host's RAM bandwidth, which nobody stated): said as
several times slower, an assumption to measure.
"""

from __future__ import annotations

from tools.arch import total_params
from tools.defaults import serves
from tools.local_card import LOCAL_MARGIN_GB
from tools.owned_device import MAC_FOUR_BIT, need_bytes, step_seconds
from tools.schema import GPUSpec, ModelArch, Msg, Resolved


def on_own_card(gpu: GPUSpec | None) -> bool:
    """A consumer card the user owns (a laptop part or a desktop GeForce, not a modified board): the one the 4-bit
    ladder is tried on."""
    return gpu is not None and gpu.segment.startswith("consumer") and bool(gpu.usable_bytes) \
        and bool(gpu.bandwidth_gb_s)


def usable_gb(gpu: GPUSpec) -> float:
    """The card's memory less the working margin (tools.local_card.LOCAL_MARGIN_GB), in GB (8 GiB → 6.59 GB)."""
    return (gpu.usable_bytes or 0) / 1e9 - LOCAL_MARGIN_GB


def ladder_on_card(asked: ModelArch, ladder: list[ModelArch], w: Resolved, gpu: GPUSpec | None) -> Msg | None:
    """The asked model in Q4_K_M when the card holds it so (own_card.fits_in_4bit), else the largest ladder model
    smaller than it that the card holds in Q4_K_M for one user at the context, with its GB and tokens/s, and the next
    larger ladder model's GB (offload only); None when the card is no consumer card, the work is no serving, or none
    fits."""
    if gpu is None or not on_own_card(gpu) or not serves(w.task):
        return None
    room = usable_gb(gpu)
    smaller = sorted((a for a in ladder if total_params(a) < total_params(asked)), key=total_params, reverse=True)
    sized = [(a, need_bytes(a, w, MAC_FOUR_BIT, 1) / 1e9) for a in [asked, *smaller]]
    i = next((k for k, (_, gb) in enumerate(sized) if gb <= room), None)
    if i is None:
        return None
    a, gb = sized[i]
    bigger = sized[i - 1] if i > 1 else None  # the asked model itself is said on its own
    return Msg(code="own_card.fits_in_4bit" if i == 0 else "own_card.ladder", args={
        "gpu": gpu.name, "memory": (gpu.usable_bytes or 0) / 1e9, "room": room, "margin": LOCAL_MARGIN_GB,
        "model": a.name, "gb": gb, "tps": 1 / step_seconds(a, w, gpu, 1, MAC_FOUR_BIT), "bw": gpu.bandwidth_gb_s,
        "ctx": w.seq_len, "asked": asked.name, "asked_gb": need_bytes(asked, w, MAC_FOUR_BIT, 1) / 1e9,
        "bigger": bigger[0].name if bigger else None, "bigger_gb": bigger[1] if bigger else None})


# the memory of the consumer cards a laptop or a gaming PC holds (RTX 4060 / 4070 laptops 8 GB, RTX 3060 and
# 4070 Ti 12 GB, RTX 4060 Ti 16 GB and 5070 Ti 16 GB, RTX 3090 / 4090 24 GB, RTX 5090 32 GB; NVIDIA's specifications)
CONSUMER_GB = (8, 12, 16, 24, 32)


def by_memory_class(asked: ModelArch, ladder: list[ModelArch], w: Resolved) -> Msg:
    """The user's own machine said with no card ("我唔想上 cloud，可唔可以自己行？"): the asked model's Q4_K_M size for one
    user at the context, and for each consumer memory class (CONSUMER_GB, in GiB as the cards are sold, less
    tools.local_card.LOCAL_MARGIN_GB) the largest of the asked model and the smaller ladder models it holds — a
    provisional answer, with the card as the one question (8 GB: Llama-3.1-8B ≈ 5.4 GB; 16 GB: Qwen2.5-14B ≈ 9.8 GB;
    24 GB: Qwen2.5-32B ≈ 20.9 GB)."""
    smaller = sorted((a for a in ladder if total_params(a) < total_params(asked)), key=total_params, reverse=True)
    sized = [(a.name, need_bytes(a, w, MAC_FOUR_BIT, 1) / 1e9) for a in [asked, *smaller]]
    rows: list[Msg] = []
    for gb in CONSUMER_GB:
        room = gb * 2**30 / 1e9 - LOCAL_MARGIN_GB
        held = next(((name, need) for name, need in sized if need <= room), None)
        if held is not None:
            rows.append(Msg(code="own_card.class_row", args={"card_gb": gb, "model": held[0], "gb": held[1]}))
    return Msg(code="own_card.by_class", args={"asked": asked.name, "asked_gb": sized[0][1], "ctx": w.seq_len,
                                               "margin": LOCAL_MARGIN_GB, "rows": rows})


# thinking budgets tried, largest first, when the model's default thinking sinks the fit on the user's own card: a
# cap the engines take (llama.cpp / Ollama num_predict, Qwen3's card: "thinking budget" via max tokens)
THINKING_BUDGETS = (4096, 2048, 1024)


def thinking_off_on_card(asked: ModelArch, w: Resolved, gpu: GPUSpec | None, think: int,
                         switch: str) -> Msg | None:
    """The asked model in Q4_K_M on the user's own consumer card with its default thinking (`think` tokens an answer,
    not asked for) switched off (`switch`): it fits at the context without the thinking (w.seq_len − think), with the
    largest THINKING_BUDGETS cap that still fits said beside it; None when the card is no consumer card, the work is
    no serving, there is no thinking to drop, or it does not fit even without it (module docstring: Qwen3-8B on an 8 GB
    laptop: 6.8 GB with 8,192 thinking tokens, 5.6 GB without, 6.2 GB with a 4,096-token budget)."""
    if gpu is None or not on_own_card(gpu) or not serves(w.task) or think <= 0 or w.seq_len <= think:
        return None
    room = usable_gb(gpu)
    off = w.model_copy(update={"seq_len": w.seq_len - think})
    gb = need_bytes(asked, off, MAC_FOUR_BIT, 1) / 1e9
    if gb > room:
        return None
    budget = next((b for b in THINKING_BUDGETS if b < think and need_bytes(
        asked, off.model_copy(update={"seq_len": off.seq_len + b}), MAC_FOUR_BIT, 1) / 1e9 <= room), None)
    return Msg(code="own_card.fits_thinking_off", args={
        "gpu": gpu.name, "memory": (gpu.usable_bytes or 0) / 1e9, "room": room, "margin": LOCAL_MARGIN_GB,
        "asked": asked.name, "gb": gb, "ctx": off.seq_len, "think": think, "switch": switch,
        "full_ctx": w.seq_len, "full_gb": need_bytes(asked, w, MAC_FOUR_BIT, 1) / 1e9,
        "tps": 1 / step_seconds(asked, off, gpu, 1, MAC_FOUR_BIT), "bw": gpu.bandwidth_gb_s,
        "budget": budget, "budget_gb": need_bytes(asked, off.model_copy(update={"seq_len": off.seq_len + budget}),
                                                  MAC_FOUR_BIT, 1) / 1e9 if budget else None})
