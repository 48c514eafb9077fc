"""A whole scanned document sent to a vision-language model as page images in one request ("整本200页扫描版年报当图片
一次性丢给 Qwen2.5-VL-72B", "send the whole 150-page scanned contract as images in one prompt"): its prompt is pages ×
one page's visual tokens, compared with the model's context — never one 4000 × 3000 photo.

- A page with no size said is an A4 sheet scanned at 200 dpi, 1654 × 2339 px (tools.vlm_image.A4_200DPI, ASSUMED
  there); its visual tokens by the model family's processor at its default (tools.vlm_image.image_tokens), and with the
  1280 × 1280 cap (tools.vlm_image.CAP_SIDE) where the family has one.
- The prompt is pages × the capped tokens (the smaller: the case most favourable to one prompt) + the text instruction
  (ShareGPT's mean prompt, tools.load). Over the model's longest context (its registry row's max_context, the YaRN
  length for Qwen2.5-VL: 128,000) the shape cannot run, and the route is to parse once, then retrieve: every page read
  to text once as a batch (OCR / the VLM page by page, ≈ 600 tokens a page, tools.dataset.TOKENS_PER_PAGE; indexed by
  tools.doc_index), and each question sent with the RETRIEVED_PAGES pages its search returns, as page images.
- RETRIEVED_PAGES = 10: ASSUMED, the low end of the 10–20 pages a retrieval step usually hands a reader for an annual
  report's question (tables and their notes); said in the answer, a stated count replaces it.

By hand, Qwen2.5-VL-72B, 200 A4 pages at 200 dpi: one page 1654 × 2339 → 59 × 84 = 4,956 tokens at the processor's
default (under max_pixels 12,845,056, so unresized), 2,052 with the 1280² cap (38 × 54); 200 × 2,052 + 161 = 410,561 >
128,000 (3.2×; 991,361 at the default); the retrieval prompt 10 × 2,052 + 161 = 20,681 tokens (text: 10 × 600 + 161 =
6,161); a question sized at 20,681 + 338 (ShareGPT's mean answer, tools.load) = 21,019 tokens of context.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from tools.dataset import TOKENS_PER_PAGE
from tools.load import SHAREGPT_OUTPUT_TOKENS, SHAREGPT_PROMPT_TOKENS
from tools.vlm_image import A4_200DPI, image_tokens

RETRIEVED_PAGES = 10  # ASSUMED (module doc): pages a retrieval step hands the model for one question


class WholeDocument(BaseModel):
    """One request carrying every page of a scanned document as images, against the model's context."""

    model_config = ConfigDict(frozen=True)

    pages: int
    width: int
    height: int
    per_page: int  # visual tokens a page at the processor's default
    capped_per_page: int  # the same page with the resolution cap (== per_page where the family has none)
    image_total: int  # pages × capped_per_page
    prompt: int  # image_total + text instruction
    default_prompt: int  # pages × per_page + text instruction
    context: int  # the model's longest context
    fits: bool
    times_over: float  # prompt ÷ context
    retrieved: int  # pages a question is sent with on the parse-then-retrieve route
    retrieval_images: int  # retrieved × capped_per_page
    retrieval_prompt: int  # retrieval_images + text
    text_prompt: int  # retrieved pages as parsed text: retrieved × TOKENS_PER_PAGE + text
    seq_len: int  # the context a question is sized at: its prompt (whole or retrieved) + ShareGPT's mean answer
    text_tokens: int
    source: str


def whole_document(model_text: str, pages: int, context: int, size: tuple[int, int] | None = None,
                   retrieved: int = RETRIEVED_PAGES, text_tokens: int = SHAREGPT_PROMPT_TOKENS) -> WholeDocument | None:
    """`pages` page images of `size` (None: an A4 scan at 200 dpi) in one request to `model_text` with a `context`-
    token window; None for a model with no image-processor rule or no pages. By hand (module doc): Qwen2.5-VL-72B,
    200 pages, 128,000 → 410,561 tokens, 3.2× over, retrieval 20,681; InternVL3-78B, 60 pages (2 × 3 tiles +
    thumbnail = 1,792 a page, no cap) → 107,681 tokens against 32,768: 3.3× over."""
    w, h = size or A4_200DPI
    t = image_tokens(model_text, w, h)
    if t is None or pages <= 0 or context <= 0:
        return None
    each = t.capped if t.family in ("qwen2", "qwen3") else t.tokens
    prompt = pages * each + text_tokens
    n = min(retrieved, pages)
    sized = prompt if prompt <= context else n * each + text_tokens
    return WholeDocument(pages=pages, width=w, height=h, per_page=t.tokens, capped_per_page=each,
                         image_total=pages * each, prompt=prompt, default_prompt=pages * t.tokens + text_tokens,
                         context=context, fits=prompt <= context,
                         times_over=prompt / context, retrieved=n, retrieval_images=n * each,
                         retrieval_prompt=n * each + text_tokens,
                         text_prompt=n * TOKENS_PER_PAGE + text_tokens,
                         seq_len=sized + SHAREGPT_OUTPUT_TOKENS, text_tokens=text_tokens, source=t.source)
