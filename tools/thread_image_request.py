"""One request's size when a follow-up states the image size a thread's vision-language model is to read ("at their
native 9000×6000 resolution"): the visual tokens at the processor's default (tools.vlm_image: the size said is the size
read, so Qwen's max_pixels lever is not applied), one image a request, plus ShareGPT's mean text instruction and mean
answer (vLLM paper, Kwon et al. 2023, Fig. 11: 161 and 338 tokens; tools.load) — the context the request needs."""

from __future__ import annotations

from pydantic import BaseModel

from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS
from tools.vlm_image import vlm_prompt


class ImageRequest(BaseModel):
    visual_tokens: int  # one image's, at the processor's default
    prompt_tokens: int  # the image and the text instruction
    seq_len: int  # the prompt and the answer


def image_request(model_text: str, width: int, height: int) -> ImageRequest | None:
    """The request for one width × height image read by `model_text`'s VLM family; None for a family with no rule.
    Qwen2.5-VL at 4200 × 2800: 150 × 100 = 15,000 visual tokens, + 161 = 15,161 prompt, + 338 = 15,499 context."""
    p = vlm_prompt(model_text, width, height, 1, SHAREGPT_PROMPT_TOKENS)
    if p is None:
        return None
    return ImageRequest(visual_tokens=p.image.tokens, prompt_tokens=p.default_prompt,
                        seq_len=p.default_prompt + SHAREGPT_OUTPUT_TOKENS)
