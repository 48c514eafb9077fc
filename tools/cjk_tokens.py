"""Tokens per Chinese character by the model's tokenizer family: a length, a speed or a corpus said in 字 becomes tokens
at the figure of the tokenizer that will read it, not at one figure for every model.

Tokenizers differ most on Chinese: those built with a large Chinese vocabulary (Qwen, DeepSeek, GLM) spend about
0.6–0.7 token a character, Llama-3's 128k vocabulary about 0.8, and Llama-2's 32k SentencePiece vocabulary more than
one (most characters fall back to bytes). Each family's figure below is published; a family with no published figure
borrows the nearest sourced family's and the answer says so (`CjkTokenRate.borrowed`).

Traditional characters (繁體) are rarer in the corpora the vocabularies were built from, so a 繁體 text spends more
tokens than the same text in 简体 on most tokenizers; no per-family figure for 繁體 was found, so it is planned at
TRADITIONAL_FACTOR × the family's 简体 figure, an assumption the answer states.
"""

from __future__ import annotations

import re

from pydantic import BaseModel


class CjkTokenRate(BaseModel):
    """The tokens a Chinese character costs with one tokenizer family, and where the figure comes from."""

    family: str  # the tokenizer family whose figure is used ("qwen", "llama2", …; "general" when no model is known)
    per_char: float  # tokens per character of the text as written (简体, or 繁體 at TRADITIONAL_FACTOR)
    source: str  # the publication of the family's figure (an id: deepseek_docs, dashscope_docs, tokenizer_arena…)
    borrowed: str = ""  # the model's own family when it has no published figure and `family`'s is used
    traditional: bool = False  # the text is 繁體: the 简体 figure × TRADITIONAL_FACTOR (an assumption)


# family → (tokens per 简体 character, source). The figures:
#  * general / deepseek: DeepSeek API docs, "Token & Token Usage" (api-docs.deepseek.com/quick_start/token_usage):
#    "1 Chinese character ≈ 0.6 token" — also the figure used when no model is known yet (tokenizers differ; said).
#  * qwen: Alibaba Cloud DashScope, 通义千问计量计费说明: "对于中文文本来说，千问模型的1个token平均对应1.5-1.8个汉字";
#    planned at the range's 1.5 characters a token (more tokens, the safe side): 1 / 1.5 = 0.67 token a character.
#  * llama2: tokenizer-arena (huggingface.co/spaces/eson/tokenizer-arena, README "压缩率", cc100-zh-Hans, 10,000
#    documents): the LLaMA 32k tokenizer (Llama 2 paper §2.2: "We use the same tokenizer as Llama 1") reads 0.7 character a
#    token: 1 / 0.7 = 1.43 tokens a character.
#  * llama3: the same table, Llama-3's 128k tokenizer 1.24 characters a token: 1 / 1.24 = 0.81 token a character.
#  * chatglm: the same space's cc100-zh-Hans table gives chatglm3_6b 4.2 GB of text per billion tokens on a sample of
#    2,633,047 bytes and 927,311 characters: 2,633,047 / 2³⁰ / 4.2 × 10⁹ = 583,862 tokens, / 927,311 = 0.63 token a
#    character.
# The source is an id the message catalog words (advisor/core/messages/reading.py, reading.cjk_rate_source).
CJK_FAMILY_RATES: dict[str, tuple[float, str]] = {
    "general": (0.6, "deepseek_docs"),
    "deepseek": (0.6, "deepseek_docs"),
    "qwen": (0.67, "dashscope_docs"),
    "llama2": (1.43, "tokenizer_arena"),
    "llama3": (0.81, "tokenizer_arena"),
    "chatglm": (0.63, "tokenizer_arena_chatglm3"),
    # a BERT WordPiece encoder (bge-*-zh, bge-*-en, hfl/chinese-*, e5, gte): one token a character, in either script
    # (google-research/bert tokenization.py, _tokenize_chinese_chars: "add whitespace around any CJK character")
    "bert": (1.0, "bert_tokenization"),
}
# families whose figure is per character in any script: no 繁體 factor (each character is its own token)
PER_CHARACTER_FAMILIES = frozenset({"bert"})

# 繁體: no published per-family figure was found; planned at a quarter more tokens than the family's 简体 figure
# (an assumption, said in the answer whenever a 繁體 length is converted).
TRADITIONAL_FACTOR = 1.25

# a model name's tokenizer family: (pattern on the lower-cased name, the family whose figure is used, the family the
# model belongs to when it borrows another's figure). First match wins: the distilled DeepSeek-R1 models use their
# base's tokenizer (Qwen's or Llama-3's); Mistral-7B / Mixtral / Mistral-Large-2 use a 32k SentencePiece vocabulary
# like Llama-2's; Mistral-Nemo / Mistral-Small (Tekken, 131k) and Llama-4 (202k) are nearest Llama-3's 128k BPE; Yi's
# 64k Chinese-built vocabulary is nearest Qwen's; GLM-4's tokenizer has no published figure and borrows ChatGLM3's.
_FAMILY_OF: tuple[tuple[str, str, str], ...] = (
    (r"distill-qwen", "qwen", ""),
    (r"distill-llama", "llama3", ""),
    (r"deepseek", "deepseek", ""),
    (r"qwen|qwq", "qwen", ""),
    (r"chatglm", "chatglm", ""),
    (r"glm", "chatglm", "GLM-4"),
    (r"\byi\b|^yi-", "qwen", "Yi"),
    (r"llama-?2", "llama2", ""),
    (r"llama-?3", "llama3", ""),
    (r"llama-?4", "llama3", "Llama-4"),
    (r"mistral-nemo|mistral-small|ministral|pixtral", "llama3", "Mistral (Tekken)"),
    (r"mistral|mixtral|codestral", "llama2", "Mistral"),
)


def tokenizer_family(model: str | None) -> tuple[str, str]:
    """(the family whose figure is used, the model's own family when it borrows one, else "") for a model name;
    ("general", "") when no model is known or its family has no sourced neighbour (Gemma, a generic size)."""
    name = (model or "").lower()
    for pattern, family, borrowed in _FAMILY_OF:
        if re.search(pattern, name):
            return family, borrowed
    return "general", ""


def cjk_rate(model: str | None = None, traditional: bool = False) -> CjkTokenRate:
    """The tokens a Chinese character costs for `model` (its tokenizer family's sourced figure, CJK_FAMILY_RATES), in
    繁體 at TRADITIONAL_FACTOR × that (Qwen3-14B 简体 → 0.67; Llama-2-13B 繁體 → 1.43 × 1.25 = 1.79)."""
    family, borrowed = tokenizer_family(model)
    return family_rate(family, traditional, borrowed)


def family_rate(family: str, traditional: bool = False, borrowed: str = "") -> CjkTokenRate:
    """One tokenizer family's figure (CJK_FAMILY_RATES), 繁體 at TRADITIONAL_FACTOR × it except for the families that
    cut every character on its own (PER_CHARACTER_FAMILIES: a BERT encoder's 1.0 in both scripts)."""
    per_char, source = CJK_FAMILY_RATES[family]
    traditional = traditional and family not in PER_CHARACTER_FAMILIES
    if traditional:
        per_char = round(per_char * TRADITIONAL_FACTOR, 2)
    return CjkTokenRate(family=family, per_char=per_char, source=source, borrowed=borrowed, traditional=traditional)


GENERAL_RATE = cjk_rate()


def tokens_from_cjk_chars(chars: float, rate: CjkTokenRate = GENERAL_RATE) -> int:
    """Tokens for a length written in Chinese characters at `rate` (每篇2000字 → 1,200 tokens at the general 0.6;
    → 1,340 with Qwen's 0.67)."""
    return max(1, round(chars * rate.per_char))
