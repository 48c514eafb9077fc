"""A prompt said as the sum of its parts in characters or words: each item's part plus a fixed instruction.

"每条输入大概120个字另外有一段200字的固定指令", "每次 80 字的问题 + 400 字的说明", "a 40-word title plus a 250-word
instruction": the parts were dropped (or only the instruction read) and every item sized at the 161-token default
prompt. Here each item's part plus the fixed instruction becomes `prompt_tokens` and the instruction
`shared_prefix_tokens` (the part every item shares, counted in each prompt; a prefix cache can reuse it), both
through the message's characters-to-tokens rule (advisor.core.cjk_rate: the model's tokenizer family) or 4/3 tokens
an English word (tools.dataset).
"""

from __future__ import annotations

import re
from typing import Any

from advisor.core.messages import word
from tools.schema import Msg

_ITEM_NOUN_ZH = r"(?:问题|問題|标题|標題|输入|輸入|原文|内容|內容|评论|評論|文本|正文|描述|商品名)"
_FIXED_NOUN_ZH = r"(?:固定)?\s*(?:指令|说明|說明|提示词|提示詞|模板|要求|规则|規則|system\s*prompt)"
# 每条输入大概120个字, 每次 80 字的问题, 標題約 30 字 (never after 输出 / 回答: an answer's length)
ITEM_ZH = re.compile(r"(?i)(?:(?:每条|每條|每次|每个|每個|每篇|每則|每则)\s*)?(?:" + _ITEM_NOUN_ZH + r"\s*)?"
                     r"(?:大概|大约|大約|约|約|平均)?\s*(\d{1,5})\s*(?:个|個)?\s*字(?:左右)?\s*(?:的)?\s*(" + _ITEM_NOUN_ZH
                     + r")?")
FIXED_ZH = re.compile(r"(?i)(\d{1,6})\s*(?:个|個)?\s*字\s*(?:左右)?\s*(?:的)?\s*" + _FIXED_NOUN_ZH)
_ITEM_NOUN_EN = r"(?:title|question|input|review|text|item|query|description|comment|message|post|ticket|email)s?"
ITEM_EN = re.compile(r"(?i)\b(\d{1,5})[\s-]*words?\s+(?:of\s+)?(?:[a-z-]+\s+)?" + _ITEM_NOUN_EN + r"\b")
FIXED_EN = re.compile(r"(?i)\b(\d{1,6})[\s-]*words?\s+(?:of\s+)?(?:fixed\s+|shared\s+|system\s+|common\s+)?"
                      r"(?:instructions?|prompts?|templates?|guidelines?)\b")
_ANSWER_BEFORE = re.compile(r"(?i)(?:输出|輸出|回答|生成|回复|回覆|output|answer|reply|response)[^,，。；;\d]{0,6}$")


def _free(rx: re.Pattern[str], t: str, ctx: Any) -> re.Match[str] | None:
    return next((m for m in rx.finditer(t) if ctx.free(*m.span(1)) and not _ANSWER_BEFORE.search(t[max(0, m.start() - 12):
                                                                                                     m.start()])), None)


def read_prompt_parts(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """Each item's part (ITEM_ZH / ITEM_EN) as prompt_tokens, a fixed instruction (FIXED_ZH / FIXED_EN) as
    shared_prefix_tokens where no reader set them, both said in a note; nothing when a prompt length is already read
    or no item part is said beside a fixed one. By hand (Qwen, 0.67 token a character): 120 字 → 80 tokens a prompt,
    200 字的固定指令 → 134 tokens shared, 214 a prompt; "a 40-word title plus a 250-word instruction" → 53 + 333."""
    if ctx.fields.get("prompt_tokens"):
        return {}, []
    from advisor.core.cjk_rate import cjk_tokens
    from tools.dataset import tokens_from_en_words

    zh = bool(re.search(r"[\u4e00-\u9fff]", t))
    shared = ctx.fields.get("shared_prefix_tokens")  # the instruction already read as a shared prefix: its words
    fixed = next((FIXED_ZH if zh else FIXED_EN).finditer(t), None) if shared else _free(FIXED_ZH if zh else FIXED_EN, t, ctx)
    item = next((m for m in ((ITEM_ZH if zh else ITEM_EN).finditer(t)) if fixed is None or m.span(1) != fixed.span(1)
                 if ctx.free(*m.span(1)) and not _ANSWER_BEFORE.search(t[max(0, m.start() - 12):m.start()])
                 and (m.lastindex or 0) >= 1 and (not zh or m.group(2) or re.match(r"每|输入|輸入", m.group(0)))), None)
    if item is None or fixed is None:
        return {}, []
    count = cjk_tokens if zh else tokens_from_en_words
    own = count(float(item.group(1)))
    shared_tokens = shared or count(float(fixed.group(1)))
    # the whole prompt holds the shared part (tools.defaults: an item's own text is prompt − shared_prefix_tokens)
    out: dict = {"prompt_tokens": own + shared_tokens}
    if not shared:
        out["shared_prefix_tokens"] = shared_tokens
    msg = Msg(code="prompt_parts.read", args={"item": item.group(0).strip(), "fixed": fixed.group(0).strip(),
                                              "prompt": own, "shared": shared_tokens})
    ctx.out.note(word(msg, "en"), word(msg, "zh"))
    return out, [item.span(1)] + ([] if shared else [fixed.span(1)])
