"""Models from PRC developers ruled out in words ("no mainland-China model", "avoid Chinese models", 老細話唔用大陸
model, 不用国产模型, 不要中國的模型) → Workload.avoid_prc_models; the thread's PRC model is then swapped for the nearest
non-PRC one (tools.model_origin.to_non_prc, applied where a turn is merged). Such a turn was read as a region and
answered "nothing changed" on the same Qwen model."""

from __future__ import annotations

import re
from typing import Any

_NOT = (r"(?:唔用|唔要|唔好用|不用|不要|别用|別用|避免|避開|避开|禁用|不能用|不可以用|唔可以用|唔准用|不准用|排除|\bno\b|\bnot\b"
        r"|\bavoid|\bwithout\b|\bdon'?t\s+(?:want|use)|\bcan(?:'?t|not)\s+use|\bmust\s+not\s+use|\bnot\s+allowed\s+to\s+use"
        r"|\bexclude|\bban(?:ned)?|\bnothing\s+from)")
_PRC = (r"(?:大陸|大陆|中國|中国|国产|國產|内地|內地|\bmainland(?:[\s-]+china)?|\bchinese|\bprc\b|\bchina(?:[\s-]+made)?)")
_MODEL = r"(?:\s*(?:嘅|的|出嘅|出的|做嘅|做的|开发的|開發的|-?made|-?origin|-?developed|based))?\s*(?:models?|模型|llms?|\bai\b)"
AVOID_PRC = re.compile(r"(?i)" + _NOT + r"[^,.;!?，。；！？\n]{0,12}?" + _PRC + _MODEL
                       + r"|(?i:\bnon[\s-]+(?:chinese|prc)\s+(?:models?|llms?))")


def read_avoid_prc(t: str, ctx: Any) -> tuple[dict, list[tuple[int, int]]]:
    """`avoid_prc_models` when the message rules out models from PRC developers (AVOID_PRC); the words are blanked
    (same length) so no region or negation reader takes "mainland" / 大陸 from them."""
    m = AVOID_PRC.search(t)
    if m is None:
        return {}, []
    ctx.text = t[:m.start()] + " " * (m.end() - m.start()) + t[m.end():]  # no region or model reader takes it
    return {"avoid_prc_models": True}, [m.span()]
