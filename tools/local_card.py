"""A graphics card to buy for one's own computer (image generation and a local LLM, no rental): which memory class
holds the uses said, from what each must keep on the card. Prices are never guessed (none is held here): the user's
budget is the bound, and the card classes are named by memory, so the reader checks local prices against it.

What each use holds on the card (weights; activations, the VAE and the KV cache beside them):
- SDXL: ≈ 3.4 B parameters (tools.non_llm) in 16 bits = 6.8 GB.
- FLUX.1-dev: a 12 B transformer (its model card); in FP8 12 GB with the T5-XXL encoder offloaded to system memory
  (tools.media's FLUX.1-dev FP8 measurement is on an RTX 4090, 24 GB); in 16 bits 24 GB — more than a 24 GB card has
  left for activations, so FP8 (or GGUF) is the route on any consumer card.
- A local LLM at 4 bits (llama.cpp Q4_K_M ≈ 4.8 bits a weight, tools.memory.gguf_weight_bytes) with a 4,096-token
  context in a 16-bit KV cache (2 · layers · KV heads · head dim · 2 bytes · tokens):
  Qwen2.5-14B (config.json: 48 layers, 8 KV heads, head dim 128): 14.8 B × 4.8/8 = 8.9 GB + 0.8 GB KV = 9.7 GB;
  Qwen2.5-32B (64 layers, 8 KV heads, head dim 128): 32.8 B × 4.8/8 = 19.7 GB + 1.1 GB KV = 20.8 GB.
A card's memory less a working margin (LOCAL_MARGIN_GB: the desktop, the CUDA context, activations) is what these
must fit in; a 16 GB card holds SDXL, FLUX.1-dev in FP8 (tight) and a 14 B LLM at 4 bits, a 24 GB one adds a 32 B LLM
at 4 bits and FLUX.1-dev in FP8 with room — the 16 GB-vs-24 GB choice the answer states.
"""

from __future__ import annotations

from dataclasses import dataclass

Q4_K_M_BITS = 4.8  # llama.cpp Q4_K_M's average bits a weight (tools.memory.gguf_weight_bytes, tools.owned_device)
KV_CONTEXT = 4096
# the desktop's own use, the CUDA context and the activations of one image or one chat: a working margin, stated
LOCAL_MARGIN_GB = 2.0


@dataclass(frozen=True)
class LocalUse:
    key: str  # "sdxl" | "flux_fp8" | "llm14" | "llm32"
    name: str
    gb: float  # what the card holds for it (weights + KV), before LOCAL_MARGIN_GB


def kv_gb(layers: int, kv_heads: int, head_dim: int, tokens: int = KV_CONTEXT) -> float:
    """A 16-bit KV cache: 2 · layers · KV heads · head dim · 2 bytes · tokens (Qwen2.5-14B at 4,096: 2·48·8·128·2·4096
    = 0.805 GB)."""
    return 2 * layers * kv_heads * head_dim * 2 * tokens / 1e9


def q4_gb(params: float) -> float:
    """4-bit GGUF weights: parameters × 4.8 bits ÷ 8 (14.8 B → 8.88 GB)."""
    return params * Q4_K_M_BITS / 8 / 1e9


LOCAL_USES = (
    LocalUse("sdxl", "SDXL", 3.4e9 * 2 / 1e9),
    LocalUse("flux_fp8", "FLUX.1-dev FP8", 12e9 * 1 / 1e9),
    LocalUse("llm14", "Qwen2.5-14B Q4_K_M", q4_gb(14.8e9) + kv_gb(48, 8, 128)),
    LocalUse("llm32", "Qwen2.5-32B Q4_K_M", q4_gb(32.8e9) + kv_gb(64, 8, 128)),
)


def fits(use: LocalUse, card_gb: float) -> bool:
    """Does the use fit a card of `card_gb` with LOCAL_MARGIN_GB left (FLUX FP8 on 16 GB: 12 + 2 ≤ 16 → yes;
    Qwen2.5-32B Q4 on 16 GB: 20.8 + 2 > 16 → no; on 24 GB: 22.8 ≤ 24 → yes)."""
    return use.gb + LOCAL_MARGIN_GB <= card_gb


def uses_for(image: bool, llm: bool) -> tuple[LocalUse, ...]:
    """The uses an answer weighs: image generation (SDXL, FLUX.1-dev FP8) and/or a local LLM (14 B and 32 B at 4-bit);
    neither said: all of them."""
    keep = {"sdxl", "flux_fp8"} if image else set()
    keep |= {"llm14", "llm32"} if llm else set()
    return tuple(u for u in LOCAL_USES if u.key in (keep or {u.key for u in LOCAL_USES}))


def tight(use: LocalUse, card_gb: float) -> bool:
    """Fits with less than twice the margin left (FLUX.1-dev FP8 on 16 GB: 12 + 4 ≥ 16 → tight; on 24 GB: no)."""
    return fits(use, card_gb) and use.gb + 2 * LOCAL_MARGIN_GB >= card_gb
