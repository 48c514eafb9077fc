"""A training corpus said by its size on disk ("3 GB of text", "a 500 MB corpus") as the tokens it holds.

OpenAI Help Center, "What are tokens and how to count them?" (help.openai.com/en/articles/4936856): "1 token ~= 4 chars
in English"; plain English text is one byte a character (ASCII in UTF-8), so ≈ 4 bytes a token. 3 GB = 3e9 bytes →
3e9 ÷ 4 = 750M tokens. Tokenizers and markup differ: said as an assumption, to be counted with the model's tokenizer.
"""

from __future__ import annotations

EN_BYTES_PER_TOKEN = 4  # OpenAI Help Center: 1 token ≈ 4 characters of English; one byte a character in plain text
_UNIT_BYTES = {"kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12}


def corpus_tokens(amount: float, unit: str) -> float:
    """Tokens in `amount` `unit` (kb / mb / gb / tb, decimal) of plain English text: 3 GB → 750,000,000."""
    return amount * _UNIT_BYTES[unit.lower()] / EN_BYTES_PER_TOKEN
