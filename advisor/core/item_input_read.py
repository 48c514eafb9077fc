"""A batch item's own input said in Chinese characters after 每条 / 每條 / 每篇 and an input word ("每条输入大概60个字",
"每條輸入約80字", 每篇原文约1500字): `prompt_tokens`, the item's own text, which read_shared_prefix then puts a shared
instruction before. It was lost, and the item sized at ShareGPT's 161-token mean beside a stated 300字 instruction.
Only in a batch with no prompt or context read; 字 → tokens at the message's rate (advisor.core.cjk_rate)."""

from __future__ import annotations

import re
from typing import Any

Read = tuple[dict, list[tuple[int, int]]]

ITEM_INPUT_ZH = re.compile(
    r"(?:每条|每條|每篇|每份|每个|每個|每段|每则|每則)\s*(?:的)?\s*(?:输入|輸入|原文|内容|內容|文本|正文)\s*(?:都)?\s*"
    r"(?:大概|大约|大約|约|約|平均|差不多|左右|有|是|为|為|\s)*\s*(\d[\d,]*(?:\.\d+)?)\s*(千)?\s*(?:个|個)?\s*(字|tokens?)")


def read_item_input(t: str, ctx: Any) -> Read:
    """The item's own input length of a batch (module doc); {} for anything else."""
    from advisor.core.cjk_rate import cjk_tokens
    from advisor.core.magnitudes import scaled_count, tokens_len

    p = ctx.fields
    if not p.get("batch_requests") or p.get("prompt_tokens") or p.get("seq_len"):
        return {}, []
    m = ITEM_INPUT_ZH.search(t)
    if m is None or not ctx.free(*m.span(1)):
        return {}, []
    n = float(m.group(1).replace(",", ""))
    own = tokens_len(n, m.group(2)) if m.group(3).startswith("token") else cjk_tokens(scaled_count(n, m.group(2)))
    return {"prompt_tokens": max(1, own)}, [m.span()]
