"""A batch item's output length from what the job asks each item to return, when none is said in tokens: a caption
(of N words, else assumed), N tags / keywords, a JSON with K fields, a summary of N words / N 字
(tools.item_output sums the parts). "captions plus 10 tags per image" was sized as a classifier's 8-token label.
Only in a batch whose output was not read; said as an assumption with each part."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import Msg

Read = tuple[dict, list[tuple[int, int]]]

CAPTION = re.compile(r"(?i)\bcaption(?:s|ing)?\b|\balt[\s-]?texts?\b|图片描述|圖片描述|图像描述|圖像描述|配文|图说|圖說")
CAPTION_WORDS_SAID = re.compile(r"(?i)(\d{1,3})[\s-]*words?\s+captions?|captions?\s+(?:of\s+)?(?:about\s+|~\s*|around\s+"
                                r"|up\s+to\s+|under\s+)?(\d{1,3})\s+words")
CAPTION_ZH_SAID = re.compile(r"(\d{1,4})\s*(?:个|個)?字\s*(?:左右)?\s*(?:的)?\s*(?:图片描述|圖片描述|描述|配文)")
TAGS = re.compile(r"(?i)\b(\d{1,3})\s+(?:[a-z-]+\s+)?(?:tags?|keywords?|hashtags?)\b"
                  r"|(\d{1,3})\s*(?:个|個)\s*(?:标签|標籤|关键词|關鍵詞|关键字|關鍵字)"
                  r"|(?:标签|標籤|关键词|關鍵詞)\s*(\d{1,3})\s*(?:个|個)")
FIELDS = re.compile(r"(?i)json\s+(?:object\s+)?(?:with|of|containing|having)\s+(\d{1,3})\s+(?:fields|keys|attributes)"
                    r"|(\d{1,3})[\s-]+(?:fields?|keys)\s+(?:of\s+)?json"
                    r"|(?:包含|含|有)\s*(\d{1,3})\s*(?:个|個)\s*(?:字段|欄位|栏位|键|鍵)")
SUMMARY = re.compile(r"(?i)(\d{1,4})[\s-]*words?\s+summar(?:y|ies)|summar(?:y|ies)\s+of\s+(?:about\s+|~\s*|around\s+"
                     r"|up\s+to\s+|under\s+)?(\d{1,4})\s+words"
                     r"|(\d{1,4})\s*(?:个|個)?字\s*(?:左右)?\s*(?:的)?\s*(?:摘要|总结|總結|概要|简介|簡介)"
                     r"|(?:摘要|总结|總結|概要)\s*(?:约|約|大约|大約|不超过|不超過|控制在)?\s*(\d{1,4})\s*(?:个|個)?字")

JSON_SAID = re.compile(r"(?i)(?<![a-z])json(?![a-z])")
# the labels a job lists before its labelling word: 情緒+類別標註, 情感、主题分类, "sentiment + category labels",
# "sentiment and topic classification" (each one a JSON field when the output is a JSON)
LABELS_ZH = re.compile(r"([\u3400-\u9fff]{1,4}(?:\s*[+＋、和与與及/]\s*[\u3400-\u9fff]{1,4}){1,7})\s*"
                       r"(?:标注|標註|标签|標籤|分类|分類|打标|打標|判断|判斷)")
LABELS_EN = re.compile(r"(?i)\b([a-z-]+(?:\s*(?:\+|/|,|&|\band\b)\s*[a-z-]+){1,7})\s+"
                       r"(?:labels?|label(?:l)?ing|classification|tagging|tags)\b")


def _json_fields(t: str) -> int:
    """A JSON output said with no fields counted or named: one field a listed label, else the assumed default
    (tools.item_output.JSON_DEFAULT_FIELDS); 0 when no JSON is said."""
    from tools.item_output import JSON_DEFAULT_FIELDS

    if not JSON_SAID.search(t):
        return 0
    zh, en = LABELS_ZH.search(t), LABELS_EN.search(t)
    if zh is not None:
        return len(re.split(r"\s*[+＋、和与與及/]\s*", zh.group(1)))
    if en is not None:
        return len(re.split(r"(?i)\s*(?:\+|/|,|&|\band\b)\s*", en.group(1)))
    return JSON_DEFAULT_FIELDS


def _first(m: re.Match[str] | None) -> int:
    return int(next(g for g in m.groups() if g)) if m is not None else 0


def read_item_output(t: str, ctx: Any) -> Read:
    """The output tokens of a batch item from the parts it returns (module doc); {} for anything else."""
    from advisor.core.cjk_rate import cjk_tokens
    from advisor.core.named_fields_read import named_field_count
    from tools.dataset import tokens_from_en_words
    from tools.defaults import CLASSIFY_OUTPUT_TOKENS
    from tools.item_output import CAPTION_WORDS, FIELD_TOKENS, JSON_FRAME_TOKENS, TAG_TOKENS, item_output

    p = ctx.fields
    if not p.get("batch_requests") or p.get("output_tokens") or p.get("task") not in (None, "inference"):
        return {}, []
    cw, cz, sm = CAPTION_WORDS_SAID.search(t), CAPTION_ZH_SAID.search(t), SUMMARY.search(t)
    caption_tokens = tokens_from_en_words(_first(cw)) if cw else cjk_tokens(_first(cz)) if cz else None
    text = 0
    if sm is not None:
        text = tokens_from_en_words(_first(sm)) if (sm.group(1) or sm.group(2)) else cjk_tokens(_first(sm))
    out = item_output(caption=bool(CAPTION.search(t) or cz), caption_tokens=caption_tokens, tags=_first(TAGS.search(t)),
                      fields=_first(FIELDS.search(t)) or named_field_count(t) or _json_fields(t), text=text)
    if not (out.caption or out.tags or out.fields or out.text):
        return {}, []
    parts = [Msg(code="item_output.caption_assumed", args={"n": out.caption, "words": CAPTION_WORDS})
             if out.caption_assumed else Msg(code="item_output.caption", args={"n": out.caption}) if out.caption else None,
             Msg(code="item_output.tags", args={"n": out.tags, "each": TAG_TOKENS}) if out.tags else None,
             Msg(code="item_output.fields", args={"n": out.fields, "each": FIELD_TOKENS, "frame": JSON_FRAME_TOKENS})
             if out.fields else None,
             Msg(code="item_output.text", args={"n": out.text}) if out.text else None]
    ctx.out.said(Msg(code="item_output.read", args={"tokens": out.tokens, "label": CLASSIFY_OUTPUT_TOKENS,
                                                    "parts": [x for x in parts if x is not None]}))
    if out.caption_assumed and not (out.tags or out.fields or out.text):
        ctx.out.assumed.update({"output_tokens": out.tokens})  # nothing was stated: an assumption, applied as one
        return {}, []
    return {"output_tokens": out.tokens}, []


def json_label_output(t: str) -> tuple[int, Msg] | None:
    """A labelling job that returns its labels as a JSON ("情緒+類別標註，輸出只要短短的json"): the JSON's tokens
    (tools.item_output: each field ≈ 10 tokens + the braces) and the line saying so, instead of a bare label's 8
    (a `max_tokens` of 8 cuts the JSON off); None when no JSON is said."""
    from advisor.core.named_fields_read import named_field_count
    from tools.defaults import CLASSIFY_OUTPUT_TOKENS
    from tools.item_output import FIELD_TOKENS, JSON_FRAME_TOKENS, item_output

    fields = _first(FIELDS.search(t)) or named_field_count(t) or _json_fields(t)
    if not fields:
        return None
    out = item_output(fields=fields)
    part = Msg(code="item_output.fields", args={"n": out.fields, "each": FIELD_TOKENS, "frame": JSON_FRAME_TOKENS})
    return out.tokens, Msg(code="item_output.read", args={"tokens": out.tokens, "label": CLASSIFY_OUTPUT_TOKENS,
                                                          "parts": [part]})
