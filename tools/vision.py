"""The vision encoder of a vision-language model: its own FLOPs per visual token, added to the prefill.

Why: a VLM's image becomes visual tokens that the language model prefills (counted in the prompt and the KV cache,
tools.dataset.vlm_image_tokens), but first a ViT encodes the image's patches, and that compute was not counted: for
Qwen2.5-VL-7B it is about a third more prefill work on an image's tokens.

The arithmetic (Kaplan et al. 2020: a forward pass ≈ 2 FLOP per parameter per position): the encoder runs every patch
through its parameters, so one visual token costs 2 × encoder params × patches per visual token, at the same
utilisation as the language model's prefill (tools.speed.PREFILL_MFU). The encoder's own attention over the patches is
left out (small at these widths; windowed in Qwen2.5-VL), so this is a lower bound, said.

`VISION_TOWERS`, one row per model in catalog/data/models.json with `vision_tower` set (figures from the papers and the
models' config.json vision_config; each config figure says the copy it was read from, and one not read keeps
"(from memory, re-check)"):
- Qwen2-VL-72B: a ViT of ≈ 675 M parameters (Qwen2-VL, Wang et al. 2024, arXiv:2409.12191 §2.1: "a Vision Transformer
  (ViT) with approximately 675 million parameters"), 14-px patches merged 2 × 2 into one visual token → 4 patches a
  token (the same section; config vision_config patch_size 14, spatial_merge_size 2).
- Qwen2.5-VL-7B: the redesigned ViT (Qwen2.5-VL technical report, arXiv:2502.13923, Table 1: 32 layers, hidden 1,280,
  SwiGLU intermediate 3,456, patch 14, 2 × 2 merge): 32 × (4 × 1,280² + 3 × 1,280 × 3,456) ≈ 635 M in the blocks plus
  the merger MLP (5,120 → 5,120 → 3,584 ≈ 45 M) ≈ 680 M; 4 patches a token.
- Gemma-3-12B / 27B: the 400 M SigLIP encoder (Gemma 3 technical report, arXiv:2503.19786 §2.1: "a 400M variant of the
  SigLIP encoder"), 896 × 896 images in 14-px patches = 4,096 patches average-pooled to 256 tokens → 16 patches a
  token (the same section: "condensed … into a fixed size of 256 vectors").
- Mistral-Small-3.1-24B: the Pixtral vision encoder, ≈ 400 M parameters (Pixtral 12B, Agrawal et al. 2024,
  arXiv:2410.07073 §2: "Pixtral-ViT … 400M"), 14-px patches merged 2 × 2 (config vision_config patch_size 14,
  spatial_merge_size 2) → 4 patches a token.
- Llama-4-Scout / Maverick: the same vision encoder, adapter and projector, 871,932,416 parameters (the checkpoints'
  safetensors less their language models: 108,641,793,536 − 107,769,861,120 for Scout), config vision_config image_size
  336, patch_size 14, pixel_shuffle_ratio 0.5: 576 patches shuffled to 144 tokens → 4 patches a token.
- Llama-3.2-11B-Vision / 90B-Vision: the Mllama vision encoder (config vision_config, public copies of the
  mllama_vision_model config read 2026-12-05: num_hidden_layers 32 + num_global_layers 8, hidden_size 1,280,
  intermediate_size 5,120, patch_size 14, image_size 560: 32 local + 8 global layers, 560-px tiles of 40 × 40
  patches + 1 class token):
  40 × (4 × 1,280² + 2 × 1,280 × 5,120) ≈ 786 M in the blocks, ≈ 74 M of tiled position embeddings and the projector
  (7,680 → 4,096 ≈ 31 M; 7,680 → 8,192 ≈ 63 M) ≈ 0.89 B / 0.92 B; one patch a visual token (no merge; the language
  model reads them through its cross-attention layers, counted here as prompt tokens: conservative).
- Qwen3-VL-8B: a SigLIP-2-based ViT (Qwen3-VL-8B-Instruct config.json vision_config, a public copy read
  2026-12-05: depth 27, hidden_size 1,152, intermediate_size 4,304, patch_size 16, spatial_merge_size 2,
  deepstack_visual_indexes [8, 16, 24], out_hidden_size 4,096): 27 × (4 × 1,152² + 2 × 1,152 × 4,304) ≈ 411 M in
  the blocks plus the merger and the
  three DeepStack mergers (4,608 → 4,608 → 4,096 each ≈ 40 M) ≈ 0.57 B; 4 patches a token.
- Qwen3-VL-30B-A3B: the same 27-layer ViT as the 8B (its config.json vision_config, depth 27, checked in a public
  copy 2026-12-04); Qwen3-VL-235B-A22B: assumed the same encoder (its vision_config was not found to check; a ≈ 0.25 %
  share of its weights either way). Qwen3-VL-32B: assumed the same 27-layer ViT (its vision_config not checked here),
  its four mergers out to the 5,120-wide language model: 411 M + 4 × (4,608² + 4,608 × 5,120) ≈ 0.59 B.
- Qwen3-VL-2B / 4B: the smaller ViT (config.json vision_config of the 2B, public copies checked 2026-12-04: 24 layers
  × 1,024, intermediate 4,096, patch 16, 2 × 2 merge; the 4B the same, out_hidden_size 2,560): 24 × (4 × 1,024² + 2 ×
  1,024 × 4,096) ≈ 302 M in the blocks plus the merger and the three DeepStack mergers (4,096 → 4,096 → 2,048 / 2,560
  each ≈ 25 / 27 M) ≈ 0.40 / 0.41 B; 4 patches a token.
- InternVL3-78B / 38B: InternViT-6B-448px-V2_5, 5,540 M parameters (InternViT-6B-448px-V1-5 model card: "Params (M):
  5540 (the last 3 blocks are discarded)"; V2.5 is the same size), 448² tiles of 32 × 32 = 1,024 patches of 14 px
  pixel-shuffled (downsample_ratio 0.5) to 256 tokens → 4 patches a token (InternVL3 config.json; tools.vlm_image).
- Gemma-3-4B: the same 400 M SigLIP encoder as the 12B and 27B (Gemma 3 report Table 1: 417 M vision encoder).
- GLM-4.1V-9B-Thinking: its ViT (transformers glm4v Glm4vVisionConfig, documented as that checkpoint's: 24 layers
  × 1,536, SwiGLU of width out_hidden_size 4,096, patch 14, 2 × 2 merge): 24 × (4 × 1,536² + 3 × 1,536 × 4,096) ≈
  679 M in the blocks, the 2 × 2 downsample conv (1,536 × 4 × 4,096 ≈ 25 M) and the patch merger (4,096² + 3 × 4,096 ×
  13,696 ≈ 185 M) ≈ 0.89 B; 4 patches a token.
A VLM with no row here is sized without its encoder, and the answer says so (`vision_encoder_note`).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from tools.schema import ModelArch, Msg


class VisionTower(BaseModel):
    """A VLM's image encoder: its parameters, the patches one visual token stands for, and where the figures are."""

    model_config = ConfigDict(frozen=True)

    params: float
    patches_per_token: int
    source: str


QWEN2_VL = "Qwen2-VL, arXiv:2409.12191 section 2.1 (ViT ≈ 675M, 14-px patches merged 2 × 2)"
QWEN25_VL = "Qwen2.5-VL report, arXiv:2502.13923 Table 1 (ViT 32 × 1,280, SwiGLU 3,456, patch 14, merged 2 × 2)"
GEMMA3 = "Gemma 3 report, arXiv:2503.19786 section 2.1 (SigLIP 400M, 4,096 patches of 896² pooled to 256 tokens)"
PIXTRAL = "Pixtral 12B, arXiv:2410.07073 section 2 (Pixtral-ViT 400M), Mistral-Small-3.1 config (patch 14, merged 2 × 2)"
LLAMA4 = ("Llama-4-Scout-17B-16E-Instruct / Maverick config.json vision_config (34 layers × 1,408, patch 14, pixel "
          "shuffle 0.5: 4 patches a token); 871,932,416 parameters with adapter and projector (safetensors)")
MLLAMA = ("Llama-3.2-11B/90B-Vision config.json vision_config (32 + 8 global layers × 1,280, intermediate 5,120, "
          "patch 14, no merge: 1 patch a token); params by hand from those widths (module doc)")
QWEN3_VL_SMALL = ("Qwen3-VL-2B / 4B config.json vision_config (24 layers × 1,024, intermediate 4,096, patch 16, merged "
                  "2 × 2, DeepStack mergers); params by hand from those widths (module doc)")
QWEN3_VL = ("Qwen3-VL-8B config.json vision_config (27 layers × 1,152, intermediate 4,304, patch 16, merged 2 × 2, "
            "DeepStack mergers at 8, 16, 24; a public copy read 2026-12-05); params by hand from those widths (module doc)")
PIXTRAL_12B = ("Pixtral 12B, arXiv:2410.07073 section 2 (Pixtral-ViT 400M, 16-px patches, no merge, a break token a "
               "row); Pixtral-12B-2409 params.json vision_encoder patch_size 16")
PHI3_VISION = ("Phi-3 technical report, arXiv:2404.14219, Phi-3-vision (CLIP ViT-L/14 image encoder, 336-px crops, "
               "144 tokens a crop after a 2 × 2 merge; from memory, re-check)")
MINICPM_V26 = ("MiniCPM-V 2.6 model card (\"built on SigLip-400M and Qwen2-7B with a total of 8B parameters\"); its "
               "config.json (copy: huggingface.co/nm-testing/MiniCPM-V-2_6-FP8-dynamic): image_size 448, patch_size 14, "
               "query_num 64 → a 448² slice's 32² = 1,024 patches resampled to 64 tokens")
INTERNVIT_6B = ("InternViT-6B-448px-V1-5 model card (5,540 M parameters), InternVL3 config.json (448² tiles, patch 14, "
                "downsample_ratio 0.5: 1,024 patches → 256 tokens)")
MOONVIT = ("Kimi-VL technical report arXiv:2504.07491 (MoonViT from SigLIP-SO-400M, patch 14, 2 × 2 pixel shuffle; "
           "from memory, re-check)")
VISION_TOWERS: dict[str, VisionTower] = {
    "Qwen3-VL-8B": VisionTower(params=0.57e9, patches_per_token=4, source=QWEN3_VL),
    "Qwen3-VL-30B-A3B": VisionTower(params=0.57e9, patches_per_token=4, source=QWEN3_VL),
    "Qwen3-VL-32B": VisionTower(params=0.59e9, patches_per_token=4, source=QWEN3_VL + "; the 32B assumed the same ViT"),
    "Qwen3-VL-235B-A22B": VisionTower(params=0.57e9, patches_per_token=4, source=QWEN3_VL + "; assumed the same for 235B"),
    "Qwen3-VL-2B": VisionTower(params=0.40e9, patches_per_token=4, source=QWEN3_VL_SMALL),
    "Qwen3-VL-4B": VisionTower(params=0.40e9, patches_per_token=4, source=QWEN3_VL_SMALL),
    "Qwen2-VL-72B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL),
    "Qwen2-VL-7B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL),  # one ViT for all sizes (§2.1)
    "Qwen2-VL-2B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL),
    "Qwen2.5-VL-3B": VisionTower(params=680e6, patches_per_token=4, source=QWEN25_VL),  # the same ViT (Table 1)
    "Qwen2.5-VL-7B": VisionTower(params=680e6, patches_per_token=4, source=QWEN25_VL),
    "Qwen2.5-VL-32B": VisionTower(params=680e6, patches_per_token=4, source=QWEN25_VL),  # the same ViT (Table 1)
    "Qwen2.5-VL-72B": VisionTower(params=680e6, patches_per_token=4, source=QWEN25_VL),
    # GUI agents fine-tuned from a Qwen VLM keep its ViT and its tokens per screenshot (their rows' sources)
    "UI-TARS-1.5-7B": VisionTower(params=680e6, patches_per_token=4, source=QWEN25_VL + "; UI-TARS-1.5-7B is Qwen2.5-VL-7B"),
    "UI-TARS-7B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL + "; UI-TARS-7B is Qwen2-VL-7B"),
    "UI-TARS-72B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL + "; UI-TARS-72B is Qwen2-VL-72B"),
    "UI-TARS-2B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL + "; UI-TARS-2B is Qwen2-VL-2B"),
    "OS-Atlas-7B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL + "; OS-Atlas-7B is Qwen2-VL-7B"),
    "ShowUI-2B": VisionTower(params=675e6, patches_per_token=4, source=QWEN2_VL + "; ShowUI-2B is Qwen2-VL-2B"),
    "InternVL3-78B": VisionTower(params=5_540e6, patches_per_token=4, source=INTERNVIT_6B),
    "InternVL3-38B": VisionTower(params=5_540e6, patches_per_token=4, source=INTERNVIT_6B),
    "Gemma-3-4B": VisionTower(params=400e6, patches_per_token=16, source=GEMMA3),
    "Gemma-3-12B": VisionTower(params=400e6, patches_per_token=16, source=GEMMA3),
    "Gemma-3-27B": VisionTower(params=400e6, patches_per_token=16, source=GEMMA3),
    # MedGemma: Gemma 3 with its SigLIP encoder pre-trained on de-identified medical images (model card
    # huggingface.co/google/medgemma-4b-it): the same encoder size and tokens an image
    "MedGemma-4B": VisionTower(params=400e6, patches_per_token=16, source=GEMMA3),
    "MedGemma-27B": VisionTower(params=400e6, patches_per_token=16, source=GEMMA3),
    "Mistral-Small-3.1-24B": VisionTower(params=400e6, patches_per_token=4, source=PIXTRAL),
    # Magistral Small 1.2 builds on Mistral Small 3.2, whose encoder is 3.1's (Magistral-Small-2509 model card)
    "Magistral-Small-2509": VisionTower(params=400e6, patches_per_token=4, source=PIXTRAL),
    "Llama-4-Scout": VisionTower(params=871_932_416, patches_per_token=4, source=LLAMA4),
    "Llama-4-Maverick": VisionTower(params=871_932_416, patches_per_token=4, source=LLAMA4),
    # Pixtral-12B: its own 400M Pixtral-ViT, 16-px patches, no merge (one patch a token; tools.vlm_image)
    "Pixtral-12B": VisionTower(params=400e6, patches_per_token=1, source=PIXTRAL_12B),
    # MiniCPM-V 2.6: SigLIP-400M; each 448² slice's (448 ÷ 14)² = 1,024 patches resampled to query_num 64 tokens
    "MiniCPM-V-2.6": VisionTower(params=400e6, patches_per_token=16, source=MINICPM_V26),
    "Llama-3.2-11B-Vision": VisionTower(params=0.89e9, patches_per_token=1, source=MLLAMA),
    "Llama-3.2-90B-Vision": VisionTower(params=0.92e9, patches_per_token=1, source=MLLAMA),
    "GLM-4.1V-9B-Thinking": VisionTower(params=0.89e9, patches_per_token=4, source=(
        "transformers glm4v Glm4vVisionConfig (24 × 1,536, SwiGLU 4,096, patch 14, merged 2 × 2; merger 4,096 → 13,696)")),
    # GLM-4.5V: the same encoder (transformers glm4v_moe's vision config is GLM-4.1V's, out to a 4,096-wide model)
    "GLM-4.5V": VisionTower(params=0.89e9, patches_per_token=4, source=(
        "transformers glm4v_moe Glm4vMoeVisionConfig (GLM-4.1V's: 24 × 1,536, SwiGLU 4,096, patch 14, merged 2 × 2)")),
    # Phi-3 / Phi-3.5-vision: CLIP ViT-L/14 at 336² (≈ 304M), each crop's 24 × 24 patches merged 2 × 2 to 144 tokens
    "Phi-3-vision": VisionTower(params=304e6, patches_per_token=4, source=PHI3_VISION),
    "Phi-3.5-vision": VisionTower(params=304e6, patches_per_token=4, source=PHI3_VISION),
    # Kimi-VL: MoonViT, initialised from SigLIP-SO-400M, native resolution, 14-px patches pixel-shuffled 2 × 2 into one
    # token (Kimi-VL technical report arXiv:2504.07491 §2; from memory, re-check)
    "Kimi-VL-A3B-Instruct": VisionTower(params=400e6, patches_per_token=4, source=MOONVIT),
    "Kimi-VL-A3B-Thinking": VisionTower(params=400e6, patches_per_token=4, source=MOONVIT),
}


# Qwen3-VL's Thinking releases share their Instruct release's encoder (the rows' sources: the same config.json shape)
VISION_TOWERS.update({f"{k}-Thinking": v for k, v in list(VISION_TOWERS.items()) if k.startswith("Qwen3-VL-")})


def vision_tower(arch: ModelArch) -> VisionTower | None:
    """The encoder row of a vision-language model; None for a text model or a VLM with no row."""
    return VISION_TOWERS.get(arch.name) if arch.vision_tower else None


def encoder_flops_per_visual_token(t: VisionTower) -> float:
    """Forward FLOPs of the encoder per visual token: 2 × params × patches a token (module doc)."""
    return 2 * t.params * t.patches_per_token


def encoder_flops_per_prompt_token(arch: ModelArch, image_tokens: int | None, prompt: int) -> float:
    """The encoder's FLOPs spread over a prompt of `prompt` tokens of which `image_tokens` are visual: 0 with no
    images, a text model, or a VLM with no encoder row."""
    t = vision_tower(arch)
    if t is None or not image_tokens or prompt <= 0:
        return 0.0
    return encoder_flops_per_visual_token(t) * min(image_tokens, prompt) / prompt


def vision_encoder_note(arch: ModelArch, image_tokens: int | None) -> Msg | None:
    """What the answer says about the encoder when images are in the prompt: its FLOPs a visual token and source, or
    that this VLM's encoder is not counted (no row)."""
    if not arch.vision_tower or not image_tokens:
        return None
    t = VISION_TOWERS.get(arch.name)
    if t is None:
        return Msg(code="vision.encoder_omitted", args={"model": arch.name})
    return Msg(code="vision.encoder_added", args={
        "model": arch.name, "params_m": t.params / 1e6, "patches": t.patches_per_token,
        "gflops": encoder_flops_per_visual_token(t) / 1e9, "image_tokens": image_tokens, "source": t.source})
