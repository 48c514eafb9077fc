"""The tokens a document VLM writes for one page it transcribes (a scanned or rendered page to markdown or plain
text): the page's own text, not a quarter of its input (tools.dataset.batch_output_default's rule for a summary) nor a
label.

Source: the OmniAI OCR leaderboard (huggingface.co/datasets/getomni-ai/ocr-leaderboard, leaderboard_overview.csv,
Feb 2025; getomni.ai/ocr-benchmark): 1,000 real-world pages each, converted to Markdown (tables as HTML) by each VLM,
mean output tokens a page: omniai 1,426.29, gemini-2.0-flash-001 1,523.89, azure-gpt-4o 1,558.87,
claude-3-5-sonnet-20241022 991.48. The plan takes their median (1,475 a page), the range said beside it; a page's
tokens depend on its density and the model's tokenizer, so a pilot's figure replaces it.
"""

from __future__ import annotations

import statistics

# mean output tokens a page per VLM on the OmniAI OCR leaderboard (module docstring)
OMNI_OUTPUT_TOKENS_PER_PAGE: dict[str, float] = {
    "omniai": 1426.29,
    "gemini-2.0-flash-001": 1523.89,
    "azure-gpt-4o": 1558.87,
    "claude-3-5-sonnet-20241022": 991.48,
}
SOURCE = "OmniAI OCR leaderboard, huggingface.co/datasets/getomni-ai/ocr-leaderboard (Feb 2025, 1,000 pages a model)"


def transcribed_page_tokens() -> int:
    """The output tokens a transcribed page is planned at: the median of the leaderboard's VLMs. By hand: the four
    sorted, 991.48, 1,426.29, 1,523.89, 1,558.87 → (1,426.29 + 1,523.89) / 2 = 1,475.09 → 1,475."""
    return round(statistics.median(OMNI_OUTPUT_TOKENS_PER_PAGE.values()))


def transcribed_page_range() -> tuple[int, int]:
    """The leaderboard's lowest and highest mean a page (991, 1,559), said beside the plan's figure."""
    values = OMNI_OUTPUT_TOKENS_PER_PAGE.values()
    return round(min(values)), round(max(values))
