"""Screening, flagging and judging counted items (每晚篩50萬篇新聞, 判定 3 万份合同是否违规, 筛查 8 万条评论,
"screen 400k articles for adverse mentions", "flag 2M transactions") is classification run over the items: each answer
is a label (yes / no, a category), an inference batch, never training the model. The readers knew "classify" / 分类
and planned these words as a data set to fine-tune on (LoRA over "500,000 samples") or as one chat user.

as_screening_text rewrites such a verb as the classify word ("classify" / 分类) when, in its sentence, a count of items
is said and no training word is said of the job ("fine-tune a screening classifier on 50k samples" stays training): the
batch readers then read the count, the label output and the window as they read "classify 500k articles"."""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD
from tools.schema import Msg

# a verb of judging each item: screen / vet / flag, and 筛 / 篩 (筛查, 篩選), 判定, 判断, 甄别 / 甄別 (never 筛子, screen size);
# reviewing (审核 / 审查 / 检查 a contract, "review") writes findings, the batch readers' own work, and is left to them
SCREEN_EN = re.compile(r"(?i)\b(?:screen(?:s|ing|ed)?|vet(?:s|ting|ted)?|flag(?:s|ging|ged)?)\b"
                       r"(?!\s*(?:size|sizes|resolution|shot|shots)\b)")
SCREEN_ZH = re.compile(r"(?:筛查|篩查|筛选|篩選|筛|篩)(?![子网網])|判定|判断|判斷|甄别|甄別")
# a count of items: a scaled or grouped number (30萬, 400k, 200,000), or four digits or more counted as texts (5000条, 8000
# articles); never a card's number (4090, A6000)
ITEM_COUNT = re.compile(r"(?i)(?<![A-Za-z0-9_.-])(?:\d[\d,]*(?:\.\d+)?\s*(?:万亿|萬億|亿|億|万|萬|[km](?![a-z])|million|thousand)"
                        r"|\d{1,3}(?:,\d{3})+|\d{4,}(?=\s*(?:条|條|篇|份|件|则|則|封|个|個|(?!gpus?\b|cards?\b)[a-z]+s\b)))")
# a sentence: what one verb and its count share
_SENTENCE = re.compile(r"[^。；;！？!?\n]+")


def as_screening_text(t: str) -> tuple[str, Msg | None]:
    """The message with each screening verb that shares its sentence with a count of items written as the classify
    word, and the note that says so; the message as it was when none is, or when training is said."""
    if not t or TRAIN_WORD.search(t) or not ITEM_COUNT.search(t):
        return t, None

    def sentence(m: re.Match[str]) -> str:
        s = m.group(0)
        if not ITEM_COUNT.search(s):
            return s
        # written as the classify words the batch readers know (extract_rules.CLASSIFY_JOB, RUN_OVER)
        return re.sub(SCREEN_ZH, "分类", re.sub(SCREEN_EN, "classify", s))

    out = _SENTENCE.sub(sentence, t)
    return (out, Msg(code="screening.read")) if out != t else (t, None)
