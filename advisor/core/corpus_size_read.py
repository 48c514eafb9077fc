"""A training corpus said by its size on disk ("full fine-tune on about 3 GB of text", "a 500 MB corpus of support
tickets"): the tokens trained on (tools.text_corpus_size.corpus_tokens), said with the bytes-a-token assumption.

"Full fine-tune of Mistral 7B on about 3 GB of text" was sized with no data set at all (a default corpus); read here for
a training task with no data set or token count read."""

from __future__ import annotations

import re
from typing import Any

from tools.schema import TRAINING_TASKS, Msg

Read = tuple[dict, list[tuple[int, int]]]

_SIZE = re.compile(r"(?i)(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s*(kb|mb|gb|tb)\s+(?:of\s+)?(?:[a-z-]+\s+){0,2}?"
                   r"(?:text|corpus|data(?:set)?|documents?|tickets?|articles?|books?|transcripts?|emails?)\b")

# 2 GB的英文文本, 500MB 英文語料: English text only (the bytes-a-token figure is English's; Chinese is 3 bytes a character)
_SIZE_ZH = re.compile(r"(?i)(?<![\d.,])(\d{1,4}(?:\.\d+)?)\s*(kb|mb|gb|tb)\s*(?:的)?\s*(?:英文|英語|英语)\s*"
                      r"(?:文本|语料|語料|数据|數據|资料|資料)")


def read_corpus_size(t: str, ctx: Any) -> Read:
    """The corpus's tokens from its size in bytes (module doc); {} unless a training job has no data read."""
    from tools.text_corpus_size import EN_BYTES_PER_TOKEN, corpus_tokens

    f = ctx.fields
    m = _SIZE.search(t) or _SIZE_ZH.search(t)
    if m is None or f.get("task") not in TRAINING_TASKS or f.get("dataset") or f.get("train_tokens"):
        return {}, []
    tokens = corpus_tokens(float(m.group(1)), m.group(2))
    ctx.out.said(Msg(code="corpus_size.read", args={"said": m.group(0).strip(), "tokens": tokens,
                                                    "per": EN_BYTES_PER_TOKEN}))
    return {"train_tokens": tokens}, [m.span()]
