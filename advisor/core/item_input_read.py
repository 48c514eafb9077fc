"""A batch item's own input said in Chinese characters after 每条 / 每條 / 每篇 and an input word ("每条输入大概60个字",
"每條輸入約80字", 每篇原文约1500字): `prompt_tokens`, the item's own text, which read_shared_prefix then puts a shared
instruction before. It was lost, and the item sized at ShareGPT's 161-token mean beside a stated 300字 instruction.
The item's own noun may stand for the input word (每条弹幕大概25字, 每則訊息約30字), and English says it after the items
("messages are short (~40 tokens)", "tickets average 250 words"): these were lost and the 161-token default kept.
Only in a batch or a stated daily / per-second load with no prompt or context read; 字 → tokens at the message's rate
(advisor.core.cjk_rate), English words at 4/3 tokens a word (tools.dataset.tokens_from_en_words)."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list[tuple[int, int]]]

_OUT_WORDS = r"回复|回覆|回答|答案|输出|輸出|摘要|总结|總結|翻译|翻譯|译文|譯文|生成|描述|标签|標籤|结果|結果"
ITEM_INPUT_ZH = re.compile(
    r"(?:每条|每條|每篇|每份|每个|每個|每段|每则|每則)\s*(?:的)?\s*(?:输入|輸入|原文|内容|內容|文本|正文"
    # or the item's own noun: 每条弹幕大概25字, 每則訊息約30字 (never what is written back: 每条回复100字 is an output)
    r"|(?:(?!" + _OUT_WORDS + r"|大概|大约|大約|约|約|平均|差不多)[\u3400-\u9fff]){1,4}?)\s*(?:都)?\s*"
    r"(?:大概|大约|大約|约|約|平均|差不多|左右|有|是|为|為|\s)*\s*(\d[\d,]*(?:\.\d+)?)\s*(千)?\s*(?:个|個)?\s*(字|tokens?)")


# the same said in English after the items' noun: "messages are short (~40 tokens)", "tickets average 250 words",
# "each review is about 90 words", "comments are ~60 tokens each" (never an output: "replies are 200 tokens")
ITEM_INPUT_EN = re.compile(
    r"(?i)\b(?!(?:repl(?:y|ies)|answers?|outputs?|responses?|summar(?:y|ies)|captions?|translations?|labels?)\b)"
    r"[a-z]{3,20}s?\s+(?:are|is|average|averages|run|runs)\s+(?:(?:short|long|small|typically|usually|about|around|roughly"
    r"|approximately|approx\.?|on\s+average|averaging)\s*[,(]?\s*)*~?\s*(\d[\d,]*(?:\.\d+)?)\s*(k)?\s*(tokens?|words?)\b")


def read_item_input(t: str, ctx: Any) -> Read:
    """The item's own input length of a batch (module doc); {} for anything else."""
    from advisor.core.cjk_rate import cjk_tokens
    from advisor.core.magnitudes import scaled_count, tokens_len
    from tools.dataset import tokens_from_en_words

    p = ctx.fields
    items = p.get("batch_requests") or p.get("requests_per_day") or p.get("target_requests_per_s")
    if not items or p.get("prompt_tokens") or p.get("seq_len"):
        return {}, []
    m = ITEM_INPUT_ZH.search(t) or ITEM_INPUT_EN.search(t)
    if m is None or not ctx.free(*m.span(1)):
        return {}, []
    n = float(m.group(1).replace(",", ""))
    unit = m.group(3).lower()
    own = tokens_len(n, m.group(2)) if unit.startswith("token") else tokens_from_en_words(scaled_count(n, m.group(2))) \
        if unit.startswith("word") else cjk_tokens(scaled_count(n, m.group(2)))
    return {"prompt_tokens": max(1, own)}, [m.span()]
