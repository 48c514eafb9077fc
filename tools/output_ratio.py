"""A batch item's output stated relative to its input ("translations run about twice as long as the source",
输出大概是原文两倍长, "summaries half the length of the article", 譯文和原文差不多長): the output in tokens is the input's
tokens × the stated ratio. The ratio is the user's own statement, no catalog figure; the input's tokens are already
counted at the reader's rate (the same tokenizer writes the output), so no second conversion is made."""

from __future__ import annotations


def output_from_ratio(input_tokens: int, ratio: float) -> int:
    """Output tokens of one item: its input tokens × the stated ratio, at least one token."""
    return max(1, round(input_tokens * ratio))
