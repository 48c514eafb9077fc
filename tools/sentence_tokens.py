"""An answer's length said in sentences ("a 1-2 sentence answer", "reply in two or three sentences") as its tokens.

A plain-English sentence averages 15–20 words (Martin Cutts, Oxford Guide to Plain English, guideline 1: "aim for an
average sentence length of 15–20 words"; from memory, re-check); the top, 20 words, is planned (sized for the most
load), at tools.dataset.TOKENS_PER_EN_WORD (4/3 tokens a word, OpenAI Help Center): 20 × 4/3 ≈ 27 tokens a sentence.
Tokenizers and writers differ: said as an assumption in the answer's note.
"""

from __future__ import annotations

from tools.dataset import tokens_from_en_words

WORDS_PER_SENTENCE = 20  # the top of a plain-English sentence's 15–20 word average (Cutts; from memory, re-check)


def tokens_from_sentences(sentences: float) -> int:
    """Tokens for an answer said in sentences: sentences × WORDS_PER_SENTENCE words × 4/3. By hand: 2 sentences →
    40 words → 53 tokens; 3 → 60 words → 80; 1 → 20 words → 27."""
    return tokens_from_en_words(max(sentences, 0) * WORDS_PER_SENTENCE) if sentences > 0 else 0
