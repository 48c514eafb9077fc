"""A batch said by what the model RETURNS for each counted item ("3 million photos … want the model to output colour
tags as JSON", "12萬張產品照，讓模型輸出標籤（JSON）", "50万张商品图，输出JSON格式的属性") is batch inference over those items:
each item is one request whose answer is the tags, fields or text said. A count of items and a deadline alone never
imply training: training needs a training word (train / fine-tune / LoRA / 微调 / 訓練 / 续训, extract_words.TRAIN_WORD).

The batch readers (advisor.core.extract_rules.batch_items) read a count after a work verb ("tag 3M photos") or before
"to tag"; a count said first and the output said in a later clause ("we have 3M photos … want X to output tags") was
left as a training data set, and the job sized as a LoRA fine-tune. as_item_outputs_text writes the work verb before
the count ("process 3M photos", 处理50万张) when a text-output phrase (an output verb + what it writes: tags, labels,
captions, attributes, fields, JSON, descriptions …) is said and no training word is, so the batch readers read the
batch, its deadline and its work as they read "tag 3M photos in 20 days". Reading only: no figures."""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD
from advisor.core.magnitudes import scaled_count

# what a model writes for an item: a label, a tag set, a caption, structured fields, a description (text, never images)
_TEXT_OUT_EN = (r"(?:tags?|labels?|captions?|attributes?|categor(?:y|ies)|fields?|json|descriptions?|alt[\s-]?texts?"
                r"|keywords?|metadata|summar(?:y|ies)|transcripts?|ratings?|scores?|classes|verdicts?)")
_TEXT_OUT_ZH = (r"(?:标签|標籤|标注|標註|json|JSON|属性|屬性|描述|说明|說明|字段|欄位|栏位|类别|類別|分类|分類"
                r"|关键词|關鍵詞|关键字|關鍵字|摘要|文案|评分|評分|结构化|結構化)")
# an output verb and what it writes, in one clause ("output color/material/pattern tags as JSON", 输出JSON格式的属性)
OUTPUT_EN = re.compile(r"(?i)\b(?:output|return|produce|emit|give|write|generate|spit\s+out)s?\b[^.;!?\n]{0,60}?\b"
                       + _TEXT_OUT_EN + r"\b")
OUTPUT_ZH = re.compile(r"(?:输出|輸出|返回|给出|給出|生成|产出|產出|写出|寫出|打上|标上|標上)[^。；！？\n]{0,16}?" + _TEXT_OUT_ZH)
# a count of items said first: "3 million product photos", "40k scanned receipts" (never people, cards, time or tokens)
_NOT_ITEMS = (r"(?:tokens?|users?|people|persons?|gpus?|cards?|hours?|hrs?|days?|weeks?|months?|years?|epochs?|steps?"
              r"|seconds?|minutes?|mins?|dollars?|params|parameters|layers?|nodes?|times|machines?|replicas?|gb|tb)\b")
COUNT_EN = re.compile(r"(?i)(?<![\w.$])\d[\d,]*(?:\.\d+)?\s*(?:k|m|million|thousand|billion)?\s+(?!" + _NOT_ITEMS
                      + r")(?:[a-z][\w-]*\s+){0,2}?(?!" + _NOT_ITEMS + r")[a-z][\w-]*s\b")
COUNT_ZH = re.compile(r"\d[\d,]*(?:\.\d+)?\s*(?:万|萬|亿|億|千|k|K|m|M)?\s*(?:张|張|条|條|份|篇|个|個|段|幅|筆|笔)"
                      r"(?!人|卡|显卡|顯卡|节点|節點|小时|小時|钟|鐘|月)")
_MIN_ITEMS = 1000  # fewer is a handful of examples, no batch
_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(万|萬|亿|億|千|k|K|m|M|million|thousand|billion)?")
# the work verb written before the count, as the batch readers read it ("process 3M photos", 处理50万张)
_VERB_EN, _VERB_ZH = "process ", "处理"


def _amount(said: str) -> float:
    """The number a count says, its magnitude word applied (advisor.core.magnitudes.scaled_count)."""
    m = _NUMBER.match(said.strip())
    return scaled_count(float(m.group(1).replace(",", "")), m.group(2)) if m else 0.0


def as_item_outputs_text(t: str) -> str:
    """The message with a work verb written before its counted items when the model is said to output text for each
    and no training word is said (module docstring); else as it was."""
    if not t or TRAIN_WORD.search(t):
        return t
    for count, output, verb in ((COUNT_EN, OUTPUT_EN, _VERB_EN), (COUNT_ZH, OUTPUT_ZH, _VERB_ZH)):
        out = output.search(t)
        m = next((c for c in count.finditer(t) if _amount(c.group(0)) >= _MIN_ITEMS), None)
        if out is not None and m is not None and m.start() < out.start():
            return t[:m.start()] + verb + t[m.start():]
    return t
