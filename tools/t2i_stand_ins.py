"""Text-to-image models said by name that no measured row holds (PixArt-Σ / -α, Playground v2.5, Kandinsky 3, DeepFloyd
IF, Hunyuan-DiT, Lumina, AuraFlow, Sana): each sized on the held measured generator whose denoiser is closest in size
(tools.media: SDXL's 2.6 B UNet, FLUX.1-dev's 12 B transformer), compared as a ratio (a 0.6 B DiT is 4.3 × smaller than
SDXL's UNet and 20 × smaller than FLUX's: SDXL). The held time is a ceiling for a smaller denoiser and a floor for a
larger one; the answer says which row, both parameter counts with their sources and "time it on a pilot".

Parameters (denoiser; what a card holds at 16 bits adds the text encoder and the VAE):
- PixArt-Σ: 0.6 B DiT (Chen et al. 2024, arXiv:2403.04692, abstract: "0.6B parameters", against SDXL's 2.6 B); PixArt-α
  the same 0.6 B DiT (arXiv:2310.00426); both with a T5 v1.1 XXL encoder (d_model 4,096, d_ff 10,240, 24 layers:
  ≈ 4.76 B, the encoder config.json of PixArt-alpha/pixart_sigma_sdxlvae_T5_diffusers) and SDXL's VAE (84 M).
- Playground v2.5: SDXL's architecture (huggingface.co/playgroundai/playground-v2.5-1024px-aesthetic model card), so
  SDXL's 2.6 B UNet and 3.4 B in all.
- Kandinsky 3: a 3 B UNet, a Flan-UL2 encoder of 8.6 B and a 267 M MoVQ (github.com/ai-forever/Kandinsky-3 README,
  "Architecture details": "Text encoder Flan-UL2 - 8.6B, Latent Diffusion U-Net - 3B, MoVQ encoder/decoder - 267M";
  11.9 B in all, arXiv:2312.03511).
- DeepFloyd IF: IF-I-XL 4.3 B, IF-II-L 1.2 B, the T5 v1.1 XXL encoder (huggingface.co/DeepFloyd/IF-I-XL-v1.0 model
  card, "Num Parameters: 4.3B"; github.com/deep-floyd/IF README, "IF-I-XL (4.3B text to 64x64 base module) &
  IF-II-L (1.2B to 256x256 upscaler module)").
- Hunyuan-DiT: a 1.5 B DiT with a bilingual CLIP (0.35 B) and a multilingual T5 encoder (1.6 B)
  (huggingface.co/Tencent-Hunyuan/HunyuanDiT model card, model sizes: Hunyuan-DiT 1.5B, mT5 1.6B, CLIP 350M).
- Lumina-Image 2.0: a 2 B DiT (huggingface.co/docs/diffusers/api/pipelines/lumina2: "a 2 billion parameter flow-based
  diffusion transformer") with a Gemma-2-2B encoder (2.6 B: huggingface.co/collections/google/gemma-2-2b-release,
  "The 2.6B parameter version of Gemma 2").
- AuraFlow v0.1: 6.8 B (huggingface.co/collections/fal/auraflow: "the largest (6.8B) ... open sourced text to image
  model"), a Pile-T5-XL encoder (≈ 1.2 B: huggingface.co/fal/AuraFlow text_encoder/config.json, d_model 2,048,
  d_ff 5,120 gated, 24 layers, vocab 32,128: 24 × (4 × 2,048² + 3 × 2,048 × 5,120) + 32,128 × 2,048 = 1.22 B).
- Sana: 0.6 B / 1.6 B DiTs (github.com/NVlabs/Sana README and arXiv:2410.10629 abstract, "Sana-0.6B"; the 1.6 B the
  SANA-1.5 report grows from) and the 4.8 B SANA-1.5 (nvlabs.github.io/Sana/Sana-1.5: "scaling from 1.6B to 4.8B
  parameters"), with a Gemma-2-2B-IT encoder (the SANA-1.5 4.8B model card); the size said in the name picks the DiT,
  else the 1.6 B.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from tools.encoder_sizes import T5_XXL_ENCODER
from tools.schema import Msg


class T2IModel(NamedTuple):
    name: str  # as the answer names it
    pattern: str  # how a message names it
    denoiser: float  # the UNet / DiT parameters (what the time follows)
    total: float  # what a card holds at 16 bits: the denoiser, its text encoders and the VAE
    source: str


SDXL_VAE = 0.084e9
GEMMA2_2B = 2.6e9
# the held measured generators' denoisers: SDXL's UNet (Podell et al. 2023, arXiv:2307.01952: 2.6 B), FLUX.1-dev's
# transformer (its model card: 12 B), keyed by tools.media.MODELS
HELD_DENOISERS = (("sdxl", "SDXL", 2.6e9), ("flux-dev", "FLUX.1-dev", 12e9))
_E = r"(?![a-z0-9])"
T2I_MODELS: tuple[T2IModel, ...] = (
    T2IModel("PixArt-Σ", r"(?i)pix[\s_-]?art[\s_-]?(?:σ|sigma)" + _E, 0.6e9, 0.6e9 + T5_XXL_ENCODER + SDXL_VAE,
             "arXiv:2403.04692"),
    T2IModel("PixArt-α", r"(?i)pix[\s_-]?art(?![\s_-]?(?:σ|sigma))", 0.6e9, 0.6e9 + T5_XXL_ENCODER + SDXL_VAE,
             "arXiv:2310.00426"),
    T2IModel("Playground v2.5", r"(?i)playground[\s_-]?(?:ai[\s_-]?)?v?\s?2(?:\.5)?" + _E, 2.6e9, 3.4e9,
             "huggingface.co/playgroundai/playground-v2.5-1024px-aesthetic"),
    T2IModel("Kandinsky 3", r"(?i)kandinsky", 3.0e9, 3.0e9 + 8.6e9 + 0.267e9,
             "github.com/ai-forever/Kandinsky-3 README, Architecture details"),
    T2IModel("DeepFloyd IF", r"(?i)deep[\s_-]?floyd(?:[\s_-]?if)?" + _E, 4.3e9, 4.3e9 + 1.2e9 + T5_XXL_ENCODER,
             "huggingface.co/DeepFloyd/IF-I-XL-v1.0 model card; github.com/deep-floyd/IF README"),
    T2IModel("Hunyuan-DiT", r"(?i)hunyuan[\s_-]?dit" + _E, 1.5e9, 1.5e9 + 0.35e9 + 1.6e9,
             "huggingface.co/Tencent-Hunyuan/HunyuanDiT model card"),
    T2IModel("Lumina-Image 2.0", r"(?i)(?<![a-z])lumina(?:[\s_-]?(?:image|next|t2x))?" + _E, 2.0e9, 2.0e9 + GEMMA2_2B,
             "huggingface.co/docs/diffusers/api/pipelines/lumina2 (2 B)"),
    T2IModel("AuraFlow", r"(?i)aura[\s_-]?flow", 6.8e9, 6.8e9 + 1.2e9, "huggingface.co/collections/fal/auraflow (6.8B)"),
    # Sana only with its size, "Sprint" or NVIDIA before it: a bare "Sana" is a person's name or a city (Sana'a)
    T2IModel("Sana", r"(?i)(?<![a-z])(?:sana(?:[\s_-]?1\.5)?[\s_-]?(\d(?:\.\d)?)\s?b|sana[\s_-]?sprint|nvidia[\s_-]sana(?!'))"
             + _E, 1.6e9,
             1.6e9 + GEMMA2_2B, "arXiv:2410.10629; nvlabs.github.io/Sana/Sana-1.5"),
)
# any of the names above, for a reader that needs only "an image model was named" (advisor.core.extract_rules)
T2I_NAMES = "|".join(f"(?:{m.pattern.removeprefix('(?i)').replace('(' + chr(92) + 'd', '(?:' + chr(92) + 'd')})"
                     for m in T2I_MODELS)


# a size said right after the family's name: another release of it, sized by that size
SIZED_TAIL = re.compile(r"(?:[-_.][A-Za-z0-9.]+?)*?[-_ ]?\d+(?:\.\d+)?[Bb](?![A-Za-z0-9])")


def t2i_named(text: str) -> T2IModel | None:
    """The T2I_MODELS row the text names (Sana with its size said: "Sana-4.8B" → a 4.8 B DiT), else None."""
    for m in T2I_MODELS:
        got = re.search(m.pattern, text or "")
        if got is None:
            continue
        if not got.groups() and SIZED_TAIL.match(text or "", got.end()):  # "Kandinsky-5-12B", "Lumina-2B": another
            return None  # release with its own size (tools.unheld_diffusion sizes it by that size)
        size = got.group(1) if got.groups() else None
        if size:
            b = float(size) * 1e9
            return m._replace(name=f"{m.name} {size}B", denoiser=b, total=b + GEMMA2_2B)
        return m
    return None


def nearest_held(denoiser: float) -> tuple[str, str, float]:
    """(tools.media key, name, denoiser parameters) of the held generator closest in size by ratio. By hand: PixArt-Σ's
    0.6 B: |ln(0.6/2.6)| = 1.47 against |ln(0.6/12)| = 3.00 → SDXL; AuraFlow's 6.8 B: ln(6.8/2.6) = 0.96 against
    ln(12/6.8) = 0.57 → FLUX.1-dev; Kandinsky 3's 3.0 B → SDXL."""
    return min(HELD_DENOISERS, key=lambda h: abs(math.log(denoiser / h[2])))


def t2i_note(text: str) -> Msg | None:
    """The stand-in said with both denoisers' parameters and their sources (module docstring): "PixArt-Σ (0.6 B DiT,
    arXiv:2403.04692) is sized on SDXL (2.6 B UNet, arXiv:2307.01952), a ceiling"; None when no such name is said or
    a held generator is named too."""
    from tools.non_llm import named_model

    m = t2i_named(text)
    held = named_model(text)
    if m is None or held is None or held.name != m.name:
        return None
    _, name, params = nearest_held(m.denoiser)
    return Msg(code="t2i.sized_on", args={
        "name": m.name, "params": m.denoiser / 1e9, "source": m.source, "held": name, "held_params": params / 1e9,
        "held_source": HELD_SOURCES[name], "total": m.total / 1e9,
        "bound": "ceiling" if m.denoiser < params else "floor" if m.denoiser > params else "same"})


HELD_SOURCES = {"SDXL": "arXiv:2307.01952", "FLUX.1-dev": "huggingface.co/black-forest-labs/FLUX.1-dev"}
