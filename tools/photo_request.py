"""A served vision-language request that carries photos ("each user sends a photo of the exhibit", 每次上传一张照片,
傳一張相片): its prompt is the photos' visual tokens plus the text instruction, so prefill, first-token time and the KV
cache include them — never a 161-token text prompt.

- A photo whose size is not said is a 12-megapixel phone photo, 4000 × 3000 (tools.vlm_image.megapixel_frame(12);
  ASSUMED: the default main-camera resolution of common phones; said in the answer, and a stated size or megapixels
  replaces it).
- Its tokens by the model family's processor (tools.vlm_image.vlm_prompt): Qwen2-VL / Qwen2.5-VL one token per 28 × 28
  pixels, Qwen3-VL per 32 × 32, with the resize to at most 1280 × 1280 pixels applied (at the processor's default
  max_pixels 12,845,056 a 12 MP photo would be ≈ 15,000 tokens; a service resizes uploads, tools.vlm_image's cap);
  InternVL 256 a 448² tile, up to 12 tiles + a thumbnail; Gemma 3 / MedGemma 256 whatever the size; Pixtral ≤ 1,024 px
  a side, one token a 16-px patch + a break token a row.
- A size the user states (4000×3000, "12 megapixel", 1200万像素, "resized to 1280px" as a 4:3 frame) is read as sent,
  at the processor's default: a 12 MP photo on Qwen2.5-VL passes its max_pixels 12,845,056 and costs 15,301 visual
  tokens (≈ 12e6 ÷ 28²), and the cap (max_pixels 1280 × 1280, 2,028 tokens) is said as the lever with its saving.
- A scanned page or a drawing (scans, P&ID drawings, 图纸, 扫描件) whose size is not said is an A4 page scanned at
  200 dpi, 1654 × 2339 (tools.vlm_image.A4_200DPI, ASSUMED as there), read at the processor's default like a stated
  size: small print and fine lines are what the model must read, so the 1280 × 1280 resize is only said as a lever.
  Qwen2.5-VL: 59 × 84 = 4,956 visual tokens (sides rounded to multiples of 28: 1,652 × 2,352), 2,090 with the cap.
- One photo a request unless a count is said; the text instruction is ShareGPT's mean prompt (161 tokens, vLLM paper,
  Kwon et al. 2023, Fig. 11; tools.load).

By hand, Qwen2.5-VL at 4000 × 3000: 12,000,000 px > 1,638,400, β = √(12e6 / 1,638,400) = 2.706; 3000 / 2.706 = 1,108.6
→ 1,092 (39 × 28), 4000 / 2.706 = 1,478 → 1,456 (52 × 28): 52 × 39 = 2,028 visual tokens + 161 = 2,189 prompt tokens.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from tools.load import SHAREGPT_PROMPT_TOKENS
from tools.vlm_image import A4_200DPI, megapixel_frame, vlm_prompt

PHONE_PHOTO_MP = 12  # ASSUMED (module doc): a phone's default photo, 4000 × 3000


class PhotoRequest(BaseModel):
    """One served request's photos and prompt."""

    model_config = ConfigDict(frozen=True)

    width: int
    height: int
    assumed: bool  # the size is the assumed phone photo, not one the user said
    images: int
    per_image: int  # visual tokens one photo is sized at (capped where the cap applies)
    default_per_image: int  # the same photo at the processor's default resolution
    capped: bool  # the 1280 × 1280 resize is applied in the plan
    image_tokens: int  # the request's visual tokens, all photos
    prompt_tokens: int  # visual + text instruction
    text_tokens: int
    source: str
    lever_per_image: int = 0  # a stated size read at the default: the visual tokens with the cap (0: no lever)
    lever_ratio: float = 1.0  # the prompt at the default ÷ the prompt with the cap
    cap: str = ""  # the cap's words (tools.vlm_image)
    scan: bool = False  # a scanned page or a drawing, not a photo (its unstated size: an A4 scan at 200 dpi)
    family: str = ""  # the image processor's family (tools.vlm_image.family_of)


def side_frame(longest: int) -> tuple[int, int]:
    """A photo said by its longer side ("resized to ~1280px") as a 4:3 landscape frame (ASSUMED: the phone sensor's
    shape, as megapixel_frame): 1280 → 1280 × 960."""
    return longest, round(longest * 3 / 4)


def photo_request(model_text: str, size: tuple[int, int] | None = None, images: int = 1,
                  text_tokens: int = SHAREGPT_PROMPT_TOKENS, scan: bool = False) -> PhotoRequest | None:
    """The request a served VLM (`model_text`) answers when each one carries `images` photos of `size` (None: the
    assumed 12 MP phone photo); None for a model with no image-processor rule in tools.vlm_image.
    InternVL at 4000 × 3000 (aspect 4:3 → the 4 × 3 grid of 448² tiles + thumbnail): 13 × 256 = 3,328 + 161 = 3,489.
    `scan`: scanned pages or drawings (module doc): unstated, an A4 scan at 200 dpi, and read at the default.
    Two 4000 × 3000 drawings on Qwen2.5-VL: 2 × 15,301 (143 × 107; 12.0 M px < max_pixels 12,845,056) + 161 = 30,763."""
    w, h = size or (A4_200DPI if scan else megapixel_frame(PHONE_PHOTO_MP))
    p = vlm_prompt(model_text, w, h, max(1, images), text_tokens)
    if p is None:
        return None
    if (size is not None or scan) and p.capped:  # read as sent, at the processor's default: the cap is a lever
        return PhotoRequest(width=w, height=h, assumed=size is None, scan=scan, family=p.image.family, images=p.images,
                            per_image=p.image.tokens,
                            default_per_image=p.image.tokens, capped=False, image_tokens=p.image.tokens * p.images,
                            prompt_tokens=p.default_prompt, text_tokens=text_tokens, source=p.image.source,
                            lever_per_image=p.image.capped, lever_ratio=p.default_prompt / max(1, p.lever_prompt),
                            cap=p.image.cap)
    return PhotoRequest(width=w, height=h, assumed=size is None, scan=scan, family=p.image.family, images=p.images,
                        per_image=p.per_image,
                        default_per_image=p.image.tokens, capped=p.capped, image_tokens=p.image_total,
                        prompt_tokens=p.prompt, text_tokens=text_tokens, source=p.image.source)


# a request within this share of the native window is said as near it (a longer answer or one more image passes it)
NEAR_NATIVE_SHARE = 0.9
# the pixels one visual token covers, by family, for a max_pixels said from a token budget (tools.vlm_image)
_TOKEN_SIDE = {"qwen2": 28, "kimivl": 28, "glm4v": 28, "qwen3": 32}


class NativeFit(BaseModel):
    """A served image request whose prompt + answer passes the model's native window (Qwen2.5-VL: 32,768): the two
    ways back in, the visual tokens an image may keep (and the max_pixels that gives), or YaRN."""

    model_config = ConfigDict(frozen=True)

    native: int
    needed: int  # prompt + answer
    per_image: int  # visual tokens an image may keep so that prompt + answer fit the native window
    max_pixels: int  # per_image × the token's pixels (28² for Qwen2.5-VL)
    past: bool  # past the window (else within it, near its edge: NEAR_NATIVE_SHARE)
    images: int  # the images per_image is for: the request's when past, one more when near


def native_fit(p: PhotoRequest, native: int | None, output_tokens: int) -> NativeFit | None:
    """None when the request fits with room (under NEAR_NATIVE_SHARE of it), the model has no native window, or the
    family no pixel cap: else the visual tokens an image may keep, (native − text − answer) ÷ images, and max_pixels =
    that × side²; near the edge the budget is for one more image. Two 4000 × 3000 drawings: 30,763 + 338 = 31,101,
    95 % of 32,768 → near; a third needs each at (32,768 − 499) ÷ 3 = 10,756 tokens. By hand, three
    4000 × 3000 drawings on Qwen2.5-VL-72B with a 338-token answer: 3 × 15,301 + 161 + 338 = 46,402 > 32,768; each may
    keep (32,768 − 161 − 338) ÷ 3 = 10,756 tokens → max_pixels 10,756 × 784 = 8,432,704."""
    side = _TOKEN_SIDE.get(p.family)
    needed = p.prompt_tokens + max(0, output_tokens)
    if not native or side is None or needed <= NEAR_NATIVE_SHARE * native:
        return None
    past = needed > native
    images = p.images if past else p.images + 1  # near the edge: what one more image would need
    per_image = max(1, (native - p.text_tokens - max(0, output_tokens)) // images)
    return NativeFit(native=native, needed=needed, per_image=per_image, max_pixels=per_image * side * side,
                     past=past, images=images)
