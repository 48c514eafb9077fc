"""Tokens a translation writes in low-resource target languages, against the English it reads.

Source: O. A. Somide, "The African Language Tax: Quantifying the Cost, Latency, and Context Penalty of Tokenizing
African Languages in Frontier LLMs" (arXiv 2606.24460, June 2026; its leaderboard datalens.africa/
token-fertility-leaderboard): on FLORES-200's parallel sentences, 11 LLM tokenizers take more tokens than for the
same English text for every African language measured. Per tokenizer, the mean premium of the Latin-script African
languages (Swahili, Hausa, Yoruba …) is 1.76–2.22 × English, of the Ethiopic-script ones (Amharic, Tigrinya)
2.64–9.27 ×. The lowest measured, Gemma 4's 262,144-entry SentencePiece vocabulary (1.95 × Latin, 2.64 × Ethiopic), is
planned here: the nearest in kind to MADLAD-400's and NLLB-200's own large SentencePiece vocabularies, which the paper
did not measure — an assumption the answer states ("time a pilot shard"). Other languages have no figure here and
are planned as long as the input.

English into Chinese (`chinese_output`): a Chinese translation runs ≈ `ZH_CHARS_PER_EN_WORD` = 1.75 characters an
English word (assumed: translators' rule of thumb 1.5–2.0 — 100,000 words become ≈ 150,000–200,000 字), each at the
model's tokenizer figure in the target's script (tools.cjk_tokens: Qwen 0.67 简体, 0.84 繁體), against the input's
TOKENS_PER_EN_WORD = 4/3 (tools.dataset). By hand, a book of 100,000 English words into 繁體 with Qwen2.5-72B: in
133,333 tokens; out 100,000 × 1.75 × 0.84 = 147,000 tokens (× 1.10 of the input); 3,000 books: 400 M in, 441 M out.

Chinese into English (`english_output`): the reverse of the same rule, 1 ÷ 1.75 ≈ 0.57 English words a Chinese
character (assumed, 0.5–0.67 from the 1.5–2.0 above), each word at TOKENS_PER_EN_WORD. By hand, 1亿字 of 简体 with
Qwen2.5-72B: in 1e8 × 0.67 = 67 M tokens; out 1e8 ÷ 1.75 = 57.1 M words × 4/3 = 76.2 M tokens (× 1.14 of the input); a
2,048-token chunk holds 2,048 ÷ 0.67 = 3,057 字 → 1,747 words → 2,329 tokens out.

By hand, English items of 160 tokens into Swahili, Hausa and Amharic (one request per language): outputs 160 × 1.95
= 312, 312 and 160 × 2.64 = 422.4; their mean 160 × (1.95 + 1.95 + 2.64) / 3 = 160 × 2.18 = 348.8 → 349 tokens a
request.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

PREMIUM_SOURCE = "arXiv 2606.24460"  # worded with its corpus and tokenizer by advisor/core/messages/mt_models.py
LATIN_AFRICAN_PREMIUM = 1.95  # Gemma 4, Latin-script African languages' mean (the range over tokenizers 1.76–2.22)
ZH_CHARS_PER_EN_WORD = 1.75  # Chinese characters a translated English word: assumed (module docstring, 1.5–2.0)
ETHIOPIC_PREMIUM = 2.64  # Gemma 4, Amharic and Tigrinya (the range over tokenizers 2.64–9.27)

LATIN_AFRICAN = frozenset({"swahili", "hausa", "yoruba", "igbo", "zulu", "xhosa", "somali", "wolof", "kinyarwanda",
                           "shona", "twi", "lingala", "luganda", "oromo", "bambara", "ewe", "fon", "chichewa"})
ETHIOPIC = frozenset({"amharic", "tigrinya"})


def premium(language: str) -> float | None:
    """Tokens a word of `language` takes against English's, where the source has a figure; None otherwise."""
    key = language.lower()
    return LATIN_AFRICAN_PREMIUM if key in LATIN_AFRICAN else ETHIOPIC_PREMIUM if key in ETHIOPIC else None


class TargetTokens(BaseModel):
    """The output planned for an English item translated into the targets: tokens a request (their mean), the mean
    premium, and the targets that have a figure."""

    model_config = ConfigDict(frozen=True)

    output_tokens: int
    mean_premium: float
    with_figure: tuple[str, ...]


def target_tokens(input_tokens: int, languages: list[str]) -> TargetTokens | None:
    """The mean output a request over the target languages (each request one item into one language), at each one's
    premium (1.0 for a language with no figure); None when no target has a figure."""
    known = [lang for lang in languages if premium(lang) is not None]
    if not known or not languages:
        return None
    mean = sum(premium(lang) or 1.0 for lang in languages) / len(languages)
    return TargetTokens(output_tokens=max(1, round(input_tokens * mean)), mean_premium=round(mean, 2),
                        with_figure=tuple(known))


def chinese_output(input_tokens: int, per_char: float) -> int:
    """Tokens out for English input translated into Chinese: input ÷ TOKENS_PER_EN_WORD words × ZH_CHARS_PER_EN_WORD
    characters × `per_char` tokens a character (module docstring: 2,048 in at Qwen's 繁體 0.84 → 1,536 words →
    2,688 字 → 2,258 tokens out)."""
    from tools.dataset import TOKENS_PER_EN_WORD

    return max(1, round(input_tokens / TOKENS_PER_EN_WORD * ZH_CHARS_PER_EN_WORD * per_char))


def english_output(input_tokens: int, per_char: float) -> int:
    """Tokens out for Chinese input translated into English: input ÷ `per_char` characters ÷ ZH_CHARS_PER_EN_WORD
    words × TOKENS_PER_EN_WORD tokens (module docstring: 2,048 in at Qwen's 简体 0.67 → 3,057 字 → 1,747 words →
    2,329 tokens out)."""
    from tools.dataset import TOKENS_PER_EN_WORD

    return max(1, round(input_tokens / per_char / ZH_CHARS_PER_EN_WORD * TOKENS_PER_EN_WORD))
