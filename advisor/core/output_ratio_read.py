"""An item's output said as a multiple or fraction of its input, read as that ratio: "outputs about twice as long as
the input", "translations roughly 1.5x the source length", "summaries half the length of the article", "about the
same length as the original", 输出大概是原文两倍长, 译文和原文差不多长, 摘要约为原文的一半, 譯文約原文的1.5倍. Only where an
output word (output, translation, 译文, 白话文, …) comes shortly before it in the same clause, so "the prompt is twice as
long" is never an output. tools.output_ratio turns the ratio into tokens."""

from __future__ import annotations

import re

from tools.schema import Msg

# the output's subject: what the job writes
_OUTPUT = (r"(?:outputs?|translations?|translated\s+text|answers?|responses?|replies|summar(?:y|ies)|rewrites?|rewritten"
           r"|generated\s+text|expansions?|输出|輸出|译文|譯文|译出|譯出|结果|結果|回答|回复|回覆|生成|白话文|白話文|翻译|翻譯"
           r"|翻成|译成|譯成|改写|改寫|扩写|擴寫|摘要|总结|總結)")
_EN_TIMES = {"twice": 2.0, "double": 2.0, "three times": 3.0, "triple": 3.0, "half": 0.5}
_ZH_TIMES = {"two": 2.0, "three": 3.0, "four": 4.0, "one_half": 1.5}  # the named groups below
_RATIO = re.compile(
    r"(?i)\b(?P<en>twice|double|three\s+times|triple|half)\s+(?:as\s+long|the\s+(?:length|size|tokens))"
    r"|\b(?P<x>\d+(?:\.\d+)?)\s*(?:x|×|times)\s+(?:as\s+long|the\s+(?:length|size|input|source|original))"
    r"|\b(?P<same>(?:about\s+|roughly\s+|around\s+)?the\s+same\s+length|as\s+long\s+as\s+the\s+(?:input|source|original))"
    r"|(?:(?P<two>两|兩|二)|(?P<three>三)|(?P<four>四))\s*倍|(?P<one_half>一倍半|1\s*倍半)|(?P<zx>\d+(?:\.\d+)?)\s*倍"
    r"|(?P<half>一半)"
    r"|(?P<zsame>等长|等長|(?:原文|输入|輸入|原稿)\s*(?:差不多|一样|一樣|同样|同樣|相当|相當)\s*(?:长|長))")
# an output word before the ratio, in the same clause (no sentence or clause break between)
_SUBJECT = re.compile(r"(?i)" + _OUTPUT + r"(?P<gap>[^,.;!?，。；！？]{0,30})$")
# a speed, a price or a time between them: "生成速度要两倍", "outputs at twice the price" are no length
_NOT_LENGTH = re.compile(r"(?i)速度|速|快|慢|钱|錢|价|價|预算|預算|时间|時間|speed|fast|slow|cost|price|budget|time|throughput")


def output_ratio(t: str) -> tuple[float, str] | None:
    """(ratio, the words said) of an item's output to its input, or None when none is said."""
    for m in _RATIO.finditer(t):
        subject = _SUBJECT.search(t[max(0, m.start() - 40):m.start()])
        if subject is None or _NOT_LENGTH.search(subject.group("gap") + m.group(0)):
            continue
        if m.group("en"):
            ratio = _EN_TIMES[re.sub(r"\s+", " ", m.group("en").lower())]
        elif m.group("x") or m.group("zx"):
            ratio = float(m.group("x") or m.group("zx"))
        elif zh := next((k for k in _ZH_TIMES if m.group(k)), None):
            ratio = _ZH_TIMES[zh]
        elif m.group("half"):
            ratio = _EN_TIMES["half"]
        else:
            ratio = 1.0
        if 0.05 <= ratio <= 10:
            return ratio, m.group(0).strip()
    return None


def output_from_said_ratio(t: str, length: int) -> tuple[int, Msg] | None:
    """The output tokens of an item of `length` input tokens at the ratio said (tools.output_ratio), and the note that
    says so; None when no ratio is said."""
    from tools.output_ratio import output_from_ratio

    got = output_ratio(t)
    if got is None:
        return None
    n = output_from_ratio(length, got[0])
    return n, Msg(code="output_ratio.said", args={"ratio": got[0], "said": got[1], "inp": length, "n": n})
