"""Visual tokens one image costs a vision-language model, by the model family's own image processor, the cap that
lowers them (Qwen's `max_pixels`, InternVL's `max_num` tiles) and the vision encoder's FLOPs on that image.

Why: a batch of photographed or scanned pages read by a VLM was sized as text (600 tokens a page) or at a size the
answer did not say, so a night of 3000×4000 phone photos came out several times too cheap, and the one lever an expert
names first (cap the resolution) never appeared.

Each family's processor, from its published configuration:
- Qwen2-VL / Qwen2.5-VL: 14-px ViT patches merged 2 × 2, one visual token per 28 × 28 pixels after `smart_resize`
  rounds each side to a multiple of 28 and keeps the area within min_pixels 3,136 (4 tokens) and max_pixels 12,845,056
  (16,384 tokens) (Qwen/Qwen2.5-VL-7B-Instruct preprocessor_config.json; model card: "each 28x28 pixel is one token",
  the qwen-vl-utils smart_resize). 1280 × 960 → 46 × 34 = 1,564 tokens.
- Qwen3-VL: 16-px patches merged 2 × 2, one token per 32 × 32 pixels; the processor's default size bounds are
  shortest_edge 65,536 and longest_edge 16,777,216 pixels (64 to 16,384 tokens) (Qwen/Qwen3-VL-8B-Instruct
  preprocessor_config.json, patch_size 16, merge_size 2: {"size": {"longest_edge": 16777216, "shortest_edge":
  65536}, "patch_size": 16, "merge_size": 2}, as quoted from that file in public training notes). 3000 × 4000 →
  94 × 125 = 11,750.
- InternVL 2.5 / 3: dynamic tiling into 448 × 448 tiles — the tile grid (i, j) with 1 ≤ i·j ≤ max_num whose aspect
  ratio is closest to the image's, plus one 448² thumbnail when there is more than one tile — each tile 1,024
  InternViT patches of 14 px pixel-shuffled (downsample_ratio 0.5) to 256 tokens; max_num 12 by default
  (OpenGVLab/InternVL3-78B model card `load_image(..., max_num=12)` and config.json force_image_size 448,
  downsample_ratio 0.5, use_thumbnail true). A 3000 × 4000 photo → 3 × 4 = 12 tiles + thumbnail = 13 × 256 =
  3,328; a 1654 × 2339 scan (aspect 0.707) → the 2 × 3 grid + thumbnail = 7 × 256 = 1,792.
- Pixtral: native resolution, the image scaled down (never up) so its longer side is at most 1,024 px, one token per
  16 × 16 patch with no merge, plus one break token a row (the last one the image's end token) (mistralai/Pixtral-12B-2409
  params.json vision_encoder image_size 1024, patch_size 16; the row-break layout of mistral_common's image encoder from
  memory, re-check): a 1024² photo → 64 rows × (64 + 1) = 4,160 tokens, 512² → 32 × 33 = 1,056. Its cap as a lever
  (never applied: the model reads what it is sent) is the photo resized to a longer side of 512 px before upload.
- Gemma 3 / MedGemma: every image resized to 896 × 896, 4,096 SigLIP patches pooled to 256 tokens whatever its size
  (Gemma 3 technical report, arXiv:2503.19786 §2.1; tools.vision GEMMA3); pan-and-scan is off by default.

The cap as a lever: Qwen's `max_pixels` at 1280 × 1280 (1,638,400 pixels: 1,600 Qwen3-VL tokens, ≈ 2,090 Qwen2.5-VL)
is the size handwriting and printed text stay legible at on a phone photo of one page (ASSUMED, check the marks on a
pilot); InternVL's max_num 4 keeps a page at 2 tiles + thumbnail
(a 1654 × 2339 scan: 7 tiles → 3, 1,792 → 768 tokens). The saving is the visual tokens' ratio, and the prefill and encoder
time fall in proportion.

A scanned page with no size stated: an A4 sheet at 200 dpi, 1654 × 2339 pixels (210 × 297 mm ÷ 25.4 × 200; ASSUMED, the
common office-scanner setting), said as such.

The vision encoder's FLOPs on one image (Kaplan et al. 2020: 2 FLOP per parameter per position): 2 × encoder params ×
patches, the patches being visual tokens × patches a token (tools.vision's rows; InternViT-6B: 5,540 M parameters,
InternViT-6B-448px-V1-5 model card, "the last 3 blocks are discarded", the InternVL 2.5 / 3 encoder of the same size).
"""

from __future__ import annotations

import math
import re

from pydantic import BaseModel, ConfigDict

QWEN2_MIN_PIXELS = 3_136
QWEN2_MAX_PIXELS = 12_845_056
QWEN3_MIN_PIXELS = 65_536
# GLM-4.1V / GLM-4.5V (Glm4vImageProcessor): the Qwen2-VL smart_resize at 28 px a token (patch 14 merged 2 × 2)
# within size shortest_edge 12,544 (16 tokens) and longest_edge 9,633,792 pixels (12,288 tokens) (zai-org/GLM-4.5V
# preprocessor_config.json; read: the same size {"shortest_edge": 12544, "longest_edge": 9633792}, patch_size 14,
# merge_size 2 in PaddleFormers' Glm4vImageProcessor test and in zai-org/GLM-OCR's preprocessor_config.json)
GLM4V_MIN_PIXELS = 12_544
GLM4V_MAX_PIXELS = 9_633_792
QWEN3_MAX_PIXELS = 16_777_216
INTERNVL_TILE = 448
# 448 / 14 = 32 × 32 = 1,024 patches pixel-shuffled at downsample_ratio 0.5 (½ × ½): 256 tokens a tile
INTERNVL_TOKENS_PER_TILE = (INTERNVL_TILE // 14) ** 2 // 4
INTERNVL_MAX_NUM = 12
INTERNVL_CAPPED_NUM = 4
GEMMA3_PATCHES = 4_096
GEMMA3_IMAGE_TOKENS = GEMMA3_PATCHES // 16  # 64 × 64 patches average-pooled 4 × 4: 256 tokens
INTERNVIT_6B_PARAMS = 5_540e6
PIXTRAL_MAX_SIDE = 1024  # params.json vision_encoder image_size
PIXTRAL_PATCH = 16  # params.json vision_encoder patch_size
PIXTRAL_CAP_SIDE = 512  # the resize lever (ASSUMED: a listing or shelf photo read at 512 px; check on a pilot)
PIXTRAL_ENCODER_PARAMS = 400e6  # "400M parameter Vision Encoder" (Pixtral-12B-Base-2409 model card)
# a cap legible for handwriting and print on one page: ASSUMED (module doc), check on a pilot
CAP_SIDE = 1280
# an A4 page scanned at 200 dpi (ASSUMED when no size is stated): 210 / 25.4 × 200, 297 / 25.4 × 200
A4_200DPI = (1654, 2339)


def megapixel_frame(megapixels: float) -> tuple[int, int]:
    """A photo said by its megapixels (12 MP, 1200万像素) as a 4:3 frame of that many pixels (ASSUMED: the common
    sensor shape; 3:2 changes the visual tokens by a few per cent): h = √(MP × 10⁶ × 3/4), w = 4/3 × h
    (12 MP → 4000 × 3000)."""
    h = (megapixels * 1e6 * 3 / 4) ** 0.5
    return round(h * 4 / 3), round(h)


def a4_side(longest: int) -> tuple[int, int]:
    """An A4 page (210 × 297 mm, ISO 216) rendered with its longest side `longest` px: (width, height)."""
    return round(longest * 210 / 297), longest


def a4_scan(dpi: int) -> tuple[int, int]:
    """An A4 sheet (210 × 297 mm, ISO 216) scanned at `dpi`, in pixels: mm ÷ 25.4 × dpi (300 dpi → 2480 × 3508)."""
    return round(210 / 25.4 * dpi), round(297 / 25.4 * dpi)

SOURCES = {
    "qwen2": "Qwen2.5-VL preprocessor_config.json (28 px a token, max_pixels 12,845,056)",
    "qwen3": "Qwen3-VL preprocessor_config.json (patch 16 merged 2×2: 32 px a token, max 16,777,216 pixels)",
    "internvl": "InternVL3 model card and config.json (448² tiles × 256 tokens, max_num 12 + thumbnail)",
    "gemma3": "Gemma 3 report arXiv:2503.19786 section 2.1 (every image 896² → 256 tokens)",
    "glm4v": "GLM-4.5V preprocessor_config.json (patch 14 merged 2×2: 28 px a token, max 9,633,792 pixels)",
    "pixtral": "Pixtral-12B-2409 params.json (image_size 1024, patch_size 16, no merge; a break token a row)",
    "kimivl": ("Kimi-VL preprocessor_config.json (MoonViT patch 14 merged 2×2: 28 px a token, in_token_limit 16,384; "
               "from memory, re-check)"),
}
FAMILY_PATTERNS: tuple[tuple[str, str], ...] = (
    ("qwen3", r"qwen[\s-]?3[\s.-]?vl"),
    # GUI agents fine-tuned from Qwen2-VL / Qwen2.5-VL keep its image processor (their rows in catalog/data/models.json)
    ("qwen2", r"qwen[\s-]?2(?:\.5)?[\s.-]?vl|colqwen|ui[\s-]?tars|os[\s-]?atlas|showui"),
    ("internvl", r"internvl"),
    ("glm4v", r"glm[\s-]?4(?:\.\d)?v"),
    ("gemma3", r"medgemma|gemma[\s-]?3"),
    ("pixtral", r"pixtral"),
    # Kimi-VL's MoonViT: 14-px patches merged 2 × 2, one token per 28 × 28 pixels, at most 16,384 tokens an image
    # (in_token_limit × 784 px = Qwen2.5-VL's max_pixels 12,845,056): counted as Qwen2.5-VL's grid (sides to a multiple
    # of 28; MoonViT pads up where Qwen rounds, a token row or column at most)
    ("kimivl", r"kimi[\s-]?vl"),
)


class ImageTokens(BaseModel):
    """One image's visual tokens for a family, at the processor's default and at the cap, and where they come from."""

    model_config = ConfigDict(frozen=True)

    family: str
    width: int
    height: int
    tokens: int
    capped: int  # the same image with the cap applied (== tokens when the cap changes nothing)
    cap: str  # the cap's words: "max_pixels=1280×1280", "max_num=6"
    encoder_flops: float | None  # the vision encoder's forward FLOPs on this image at the default; None: no row
    capped_encoder_flops: float | None
    source: str


def family_of(model_text: str) -> str | None:
    """The image-processor family a model name belongs to (FAMILY_PATTERNS), or None for a model with no rule here."""
    for fam, pat in FAMILY_PATTERNS:
        if re.search(r"(?i)" + pat, model_text or ""):
            return fam
    return None


def qwen_grid(width: int, height: int, factor: int, min_pixels: int, max_pixels: int) -> tuple[int, int]:
    """Qwen-VL's smart_resize (qwen-vl-utils): each side rounded to a multiple of `factor`, scaled down (floor) when the
    area is above max_pixels or up (ceil) when below min_pixels, keeping the aspect ratio; the (columns, rows) of
    visual tokens. 3000 × 4000 at 32 → 94 × 125; with max_pixels 1280² → 40 × 40."""
    h = max(factor, round(height / factor) * factor)
    w = max(factor, round(width / factor) * factor)
    if h * w > max_pixels:
        beta = math.sqrt(height * width / max_pixels)
        h = max(factor, math.floor(height / beta / factor) * factor)
        w = max(factor, math.floor(width / beta / factor) * factor)
    elif h * w < min_pixels:
        beta = math.sqrt(min_pixels / (height * width))
        h = math.ceil(height * beta / factor) * factor
        w = math.ceil(width * beta / factor) * factor
    return w // factor, h // factor


def internvl_tiles(width: int, height: int, max_num: int = INTERNVL_MAX_NUM) -> int:
    """InternVL's dynamic_preprocess: the (i, j) grid of 448² tiles, 1 ≤ i·j ≤ max_num, whose aspect ratio is closest
    to the image's (ties to the larger grid when the image has the area for it), plus the thumbnail when i·j > 1."""
    aspect = width / height
    area = width * height
    grids = sorted({(i, j) for i in range(1, max_num + 1) for j in range(1, max_num // i + 1)}, key=lambda g: g[0] * g[1])
    best, best_diff = (1, 1), float("inf")
    for i, j in grids:
        diff = abs(aspect - i / j)
        if diff < best_diff:
            best, best_diff = (i, j), diff
        elif diff == best_diff and area > 0.5 * INTERNVL_TILE ** 2 * i * j:
            best = (i, j)
    blocks = best[0] * best[1]
    return blocks + (1 if blocks > 1 else 0)


def pixtral_grid(width: int, height: int, max_side: int = PIXTRAL_MAX_SIDE) -> tuple[int, int]:
    """Pixtral's (columns, rows) of 16-px patches: the image scaled down so its longer side is at most `max_side`
    (never up), each side rounded up to whole patches. 3000 × 4000 → 48 × 64; 1024² → 64 × 64."""
    scale = min(1.0, max_side / max(width, height))
    return math.ceil(width * scale / PIXTRAL_PATCH), math.ceil(height * scale / PIXTRAL_PATCH)


def _encoder(family: str, model_text: str, tokens: int) -> float | None:
    """The encoder's FLOPs on an image of `tokens` visual tokens: 2 × params × patches (module doc); None when the
    model has no encoder row."""
    if family == "internvl":
        return 2 * INTERNVIT_6B_PARAMS * tokens * 4  # 1,024 patches a tile → 256 tokens: 4 patches a token
    if family == "gemma3":
        return 2 * 400e6 * GEMMA3_PATCHES  # SigLIP 400M over 4,096 patches (tools.vision GEMMA3)
    if family == "glm4v":  # no encoder row for GLM's ViT here: its FLOPs are not counted
        return None
    if family == "pixtral":  # one patch a token; the row breaks are no patches (≈ 1/65 over-count, kept)
        return 2 * PIXTRAL_ENCODER_PARAMS * tokens
    from tools.vision import VISION_TOWERS

    name = next((k for k in VISION_TOWERS if k.lower().replace("-", "") in
                 re.sub(r"[\s-]", "", model_text.lower())), None)
    row = VISION_TOWERS.get(name) if name else VISION_TOWERS.get("Qwen3-VL-8B" if family == "qwen3" else
                                                                 "Qwen2.5-VL-7B")
    return 2 * row.params * row.patches_per_token * tokens if row else None


def _count(family: str, width: int, height: int, capped: bool) -> tuple[int, str]:
    """Visual tokens of one image for a family, with the cap applied or not, and the cap's words."""
    cap_px = CAP_SIDE * CAP_SIDE
    if family == "qwen3":
        c, r = qwen_grid(width, height, 32, QWEN3_MIN_PIXELS, cap_px if capped else QWEN3_MAX_PIXELS)
        return c * r, f"max_pixels={CAP_SIDE}×{CAP_SIDE}"
    if family in ("qwen2", "kimivl"):
        c, r = qwen_grid(width, height, 28, QWEN2_MIN_PIXELS, cap_px if capped else QWEN2_MAX_PIXELS)
        return c * r, f"max_pixels={CAP_SIDE}×{CAP_SIDE}"
    if family == "glm4v":
        c, r = qwen_grid(width, height, 28, GLM4V_MIN_PIXELS, cap_px if capped else GLM4V_MAX_PIXELS)
        return c * r, f"max_pixels={CAP_SIDE}×{CAP_SIDE}"
    if family == "internvl":
        n = INTERNVL_CAPPED_NUM if capped else INTERNVL_MAX_NUM
        return internvl_tiles(width, height, n) * INTERNVL_TOKENS_PER_TILE, f"max_num={INTERNVL_CAPPED_NUM}"
    if family == "pixtral":
        return pixtral_tokens(width, height, PIXTRAL_CAP_SIDE if capped else PIXTRAL_MAX_SIDE), \
            f"longer side {PIXTRAL_CAP_SIDE} px"
    return GEMMA3_IMAGE_TOKENS, ""


def pixtral_tokens(width: int, height: int, max_side: int = PIXTRAL_MAX_SIDE) -> int:
    """Pixtral 12B's tokens for one image (module doc, pixtral_grid): rows × (columns + 1), the longer side at most
    `max_side`. 1024² → 64 × 65 = 4,160; 512² → 32 × 33 = 1,056."""
    c, r = pixtral_grid(max(1, width), max(1, height), max_side)
    return max(1, r) * (max(1, c) + 1)


def image_tokens(model_text: str, width: int, height: int) -> ImageTokens | None:
    """One width × height image's visual tokens for the VLM `model_text` names, at its processor's defaults and with
    the cap (module doc), and the encoder's FLOPs at each; None for a model with no family rule."""
    fam = family_of(model_text)
    if fam is None or width <= 0 or height <= 0:
        return None
    tokens, cap = _count(fam, width, height, False)
    capped, _ = _count(fam, width, height, True)
    return ImageTokens(family=fam, width=width, height=height, tokens=tokens, capped=min(tokens, capped), cap=cap,
                       encoder_flops=_encoder(fam, model_text, tokens),
                       capped_encoder_flops=_encoder(fam, model_text, min(tokens, capped)), source=SOURCES[fam])


def cap_saving(t: ImageTokens, text_tokens: int) -> float:
    """How many times fewer prompt tokens an image's request has with the cap: (tokens + text) ÷ (capped + text)."""
    return (t.tokens + text_tokens) / max(1, t.capped + text_tokens)


class VlmPrompt(BaseModel):
    """A request's prompt when each of its `images` pictures is read by a VLM: the visual tokens used (capped for the
    Qwen families, whose default keeps a phone photo's full resolution), the default's, and the text instruction."""

    model_config = ConfigDict(frozen=True)

    image: ImageTokens
    images: int
    per_image: int  # the visual tokens one image is sized at
    capped: bool  # the cap is applied in the plan (Qwen's max_pixels), else only said as a lever
    image_total: int
    prompt: int
    default_prompt: int  # the same request at the processor's default resolution
    lever_prompt: int  # the same request with the cap (== prompt when applied)
    encoder_flops: float | None  # the encoder's FLOPs for the request's images as sized


def vlm_prompt(model_text: str, width: int, height: int, images: int, text_tokens: int) -> VlmPrompt | None:
    """Each request reads `images` width × height pictures plus a `text_tokens` instruction. Qwen-VL's max_pixels cap
    is applied when it lowers the tokens (a 12-megapixel photo is not read at full size: module doc); InternVL's
    default max_num 12 is kept and its max_num 4 only said; Gemma 3's 256 is fixed. 3 photos of 3000×4000 on Qwen3-VL:
    3 × 1,564 + 161 = 4,853 tokens (3 × 11,750 + 161 = 35,411 at the default)."""
    t = image_tokens(model_text, width, height)
    if t is None or images <= 0:
        return None
    applied = t.family in ("qwen2", "qwen3") and t.capped < t.tokens
    each = t.capped if applied else t.tokens
    flops = t.capped_encoder_flops if applied else t.encoder_flops
    return VlmPrompt(image=t, images=images, per_image=each, capped=applied, image_total=each * images,
                     prompt=each * images + text_tokens, default_prompt=t.tokens * images + text_tokens,
                     lever_prompt=t.capped * images + text_tokens,
                     encoder_flops=flops * images if flops is not None else None)


def prompt_ratio(p: VlmPrompt) -> float:
    """Times more prefill the request takes at the default than as planned (applied cap), or as planned than with
    the cap (a lever only said): the larger prompt ÷ the smaller."""
    big, small = (p.default_prompt, p.prompt) if p.capped else (p.prompt, p.lever_prompt)
    return big / max(1, small)
