"""A total of text a batch works on said in words or 字 ("translate 25 million words of help-centre articles into
Japanese and Korean", "把6000万字的说明书翻译成英文和日文", "將1.2億字的合約摘要成重點") is the job's input, in tokens: a
batch over that many tokens, cut into requests as "53.2M tokens of manuals" is. Before, the count of words was read as
that many items (40M words → 40M requests) or, in Chinese, as a context of millions of tokens, and the job was planned as
one chat user with the deadline left unchecked.

as_worked_total_text rewrites the total as tokens when a verb of WORK_VERBS works on it (and no model writes the text:
advisor.core.volume_words_read reads a written total), with the same tables (TOTAL_ZH / TOTAL_EN) and the same rates
(tools.cjk_tokens for 字, tools.dataset.TOKENS_PER_EN_WORD for English words). Words only: the figures come from tools/.
"""

from __future__ import annotations

import re

from advisor.core.extract_words import TRAIN_WORD
from advisor.core.volume_words_read import TOTAL_EN, TOTAL_ZH, total_tokens
from tools.cjk_tokens import CjkTokenRate
from tools.dataset import TOKENS_PER_EN_WORD
from tools.schema import Msg
from tools.wording import count_text

# the works a batch does to text it already has (a row each: the work, its words in English and Chinese)
WORK_VERBS = (
    ("translate", r"translat|翻译|翻譯|翻成|译成|譯成|译为|譯為"),
    ("summarise", r"summari[sz]|摘要|总结|總結|概括"),
    ("classify", r"classif|label|tag\b|tagging|分类|分類|打标|打標|标注|標注"),
    ("rewrite", r"rewrit|proofread|paraphras|polish|改写|改寫|润色|潤色|校对|校對"),
    ("extract", r"extract|抽取|提取"),
)
# an English-word total said in Chinese ("4000万个英文单词", "1.2億個英文詞"): English words, at the English rate
TOTAL_ZH_EN_WORDS = re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s*(万|萬|亿|億)\s*(?:个|個)?\s*(?:英文|英语|英語)\s*"
                               r"(?:单词|單詞|单字|單字|词|詞)")
WORK_VERB = re.compile(r"(?i)" + "|".join(f"(?:{pat})" for _, pat in WORK_VERBS))
# a total said a period ("2M words/day", "8 million words a month", 每个月…800万字) is a rate, read with its period
# by the translation-volume reader: never the one-off job's total
_PERIOD = r"(?:day|daily|week|month|year|hour|night|shift)"
PERIOD_AFTER = re.compile(r"(?i)^\s*(?:/\s*|(?:a|an|per|each|every)\s+)" + _PERIOD + r"|^\s*(?:daily|weekly|monthly)\b")
PERIOD_BEFORE = re.compile(r"(?:每|一)\s*(?:个|個)?\s*(?:天|日|周|週|星期|月|年|晚|小时|小時)[^。；;，,]{0,12}$")


def as_worked_total_text(t: str, generated: bool, rate: CjkTokenRate) -> tuple[str, Msg | None]:
    """The message with a total of text a batch works on (WORK_VERB, no text generated, no training word) written as
    tokens, and the note that says how; the message as it was otherwise."""
    if generated or TRAIN_WORD.search(t) or not WORK_VERB.search(t):
        return t, None
    for pat, cjk in ((TOTAL_ZH_EN_WORDS, False), (TOTAL_ZH, True), (TOTAL_EN, False)):
        for m in pat.finditer(t):
            if PERIOD_AFTER.match(t[m.end():]) or PERIOD_BEFORE.search(t[max(0, m.start() - 16):m.start()]):
                continue
            tokens = total_tokens(t, m, cjk, rate)
            if tokens is None:
                continue
            args = {"said": m.group(0).strip(), "tokens": count_text(tokens), "cjk": cjk,
                    "rate": f"{rate.per_char if cjk else TOKENS_PER_EN_WORD:.2g}", "family": rate.family}
            return t[:m.start()] + f"{args['tokens']} tokens" + t[m.end():], Msg(code="worked_total.read", args=args)
    return t, None
