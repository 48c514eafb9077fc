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
- A 32 B LLM at a long context (32,768 tokens; Qwen2.5-32B and Qwen3-32B share 64 layers, 8 KV heads, head dim 128):
  19.7 GB + 2·64·8·128·2·32,768 = 8.6 GB KV = 28.3 GB: past a 24 GB card, inside a 32 GB one (tight) and two 24 GB.
A card's memory less a working margin (LOCAL_MARGIN_GB: the desktop, the CUDA context, activations) is what these
must fit in; a 16 GB card holds SDXL, FLUX.1-dev in FP8 (tight) and a 14 B LLM at 4 bits, a 24 GB one adds a 32 B LLM
at 4 bits and FLUX.1-dev in FP8 with room — the 16 GB-vs-24 GB choice the answer states. A 32 GB card (RTX 5090)
and two 24 GB cards (two used RTX 3090s) are the next steps a build weighs ("5090 or two used 3090s?"): an
LLM splits by layers over two cards (llama.cpp --split-mode layer, or vLLM tensor parallel), each keeping its own
margin; an image model (SDXL, FLUX) runs on one card, so two 24 GB cards hold no more of it than one.
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


LONG_CONTEXT = 32768
LOCAL_USES = (
    LocalUse("sdxl", "SDXL", 3.4e9 * 2 / 1e9),
    LocalUse("flux_fp8", "FLUX.1-dev FP8", 12e9 * 1 / 1e9),
    LocalUse("llm14", "Qwen2.5-14B Q4_K_M", q4_gb(14.8e9) + kv_gb(48, 8, 128)),
    LocalUse("llm32", "Qwen2.5-32B Q4_K_M", q4_gb(32.8e9) + kv_gb(64, 8, 128)),
)
# weighed only when a long context is asked for ("decent context", 长上下文)
LONG_USE = LocalUse("llm32_long", "32B Q4_K_M @ 32K", q4_gb(32.8e9) + kv_gb(64, 8, 128, LONG_CONTEXT))
# the classes a build weighs: one card of 16, 24 or 32 GB, or two 24 GB cards (card GB, cards)
CLASSES = ((16, 1), (24, 1), (32, 1), (24, 2))


def fits_class(use: LocalUse, card_gb: float, cards: int = 1) -> bool:
    """On `cards` cards of `card_gb`: an LLM splits by layers, each card keeping LOCAL_MARGIN_GB (32 B at 32K on two
    24 GB cards: 28.3 + 2 · 2 ≤ 48 → yes); an image model runs on one card (SDXL, FLUX: fits(use, card_gb))."""
    if cards == 1 or not use.key.startswith("llm"):
        return fits(use, card_gb)
    return use.gb + cards * LOCAL_MARGIN_GB <= cards * card_gb


def fits(use: LocalUse, card_gb: float) -> bool:
    """Does the use fit a card of `card_gb` with LOCAL_MARGIN_GB left (FLUX FP8 on 16 GB: 12 + 2 ≤ 16 → yes;
    Qwen2.5-32B Q4 on 16 GB: 20.8 + 2 > 16 → no; on 24 GB: 22.8 ≤ 24 → yes)."""
    return use.gb + LOCAL_MARGIN_GB <= card_gb


def uses_for(image: bool, llm: bool, long_context: bool = False) -> tuple[LocalUse, ...]:
    """The uses an answer weighs: image generation (SDXL, FLUX.1-dev FP8) and/or a local LLM (14 B and 32 B at 4-bit,
    and 32 B at a 32K context when a long one is asked); neither said: all of them."""
    keep = {"sdxl", "flux_fp8"} if image else set()
    keep |= {"llm14", "llm32"} if llm else set()
    picked = tuple(u for u in LOCAL_USES if u.key in (keep or {u.key for u in LOCAL_USES}))
    return picked + ((LONG_USE,) if long_context and (llm or not image) else ())


def tight(use: LocalUse, card_gb: float) -> bool:
    """Fits with less than twice the margin left (FLUX.1-dev FP8 on 16 GB: 12 + 4 ≥ 16 → tight; on 24 GB: no)."""
    return fits(use, card_gb) and use.gb + 2 * LOCAL_MARGIN_GB >= card_gb
