"""Text-encoder sizes shared by the image generators that load them (one place for each: tools.media, tools.non_llm and
tools.t2i_stand_ins import them from here).

- T5 v1.1 XXL encoder: d_model 4,096, d_ff 10,240 (gated), 64 heads × 64, 24 layers, 32,128-token vocabulary ≈ 4.76 B
  parameters (the text_encoder config.json of PixArt-alpha/pixart_sigma_sdxlvae_T5_diffusers, the same encoder that
  FLUX.1 and Stable Diffusion 3 load: arXiv:2403.03206 §2.4). By hand: a layer's attention 4 × 4,096² = 67.1 M, its
  gated FFN 3 × 4,096 × 10,240 = 125.8 M → 192.9 M × 24 = 4.63 B, + the embedding 32,128 × 4,096 = 0.13 B ≈ 4.76 B.
"""

from __future__ import annotations

T5_XXL_ENCODER = 4.76e9

TEXT_ENCODERS = {"t5-v1_1-xxl": T5_XXL_ENCODER}


def text_encoder_params(name: str) -> float:
    """The parameters of a text encoder an image generator loads, by its Hub name ("t5-v1_1-xxl": 4.76 B); the one
    table every generator's weights read it from."""
    return TEXT_ENCODERS[name]
