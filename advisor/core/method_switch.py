"""A switch of training method said in words: one method is turned down and another named ("LoRA isn't good enough,
we need a full fine-tune", 领导说LoRA效果不够要全参, 全參太貴改用QLoRA). The method turned down is the one left
behind, so the task is the other one. Without this the reader took the first method named (LoRA) or read the two
methods as a question between them ("搞定" read as 定, a choice), and a follow-up kept the first turn's method.

Reading only: no figures. The reader (extract_rules.read_task) asks `switched_method` before it weighs the methods.
"""
from __future__ import annotations

import re

# each method in the words users say (QLoRA before LoRA: a QLoRA is no plain LoRA)
METHODS: tuple[tuple[str, str], ...] = (
    ("qlora", r"(?i)(?<![A-Za-z0-9])q[\s-]?lora(?![A-Za-z0-9])|4[\s-]?bit\s*lora"),
    ("lora", r"(?i)(?<![A-Za-z0-9q-])loras?(?![A-Za-z0-9])|\bpeft\b|\badapters?\b"),
    ("full_finetune", r"(?i)\bfull[\s-]*(?:parameters?|params?|weights?)?[\s-]*"
                      r"(?:fine[\s-]*tun\w*|finetun\w*|sft|ft|train\w*|tune)\b"
                      r"|\bfully\s+(?:fine[\s-]?tun|finetun|train)\w*|\ball\s+(?:the\s+)?(?:weights|parameters|params)\b"
                      r"|\bevery\s+weight|全参数?|全參數?|全量|全部参数|全部參數|所有参数|所有參數|全模型"),
)

# a method turned down: words after it ("LoRA 效果不够", "LoRA isn't good enough", "full FT is too expensive")
REJECTED_AFTER = re.compile(
    r"(?i)^\s*(?:微调|微調|训练|訓練|fine[\s-]?tun\w*|training|the\s+model)?\s*(?:的|嘅)?\s*(?:效果|质量|質量|品质|品質|精度|准确率|準確率)?\s*"
    r"(?:还是|還是|仍然|依然|也|都|太|有点|有點|实在|實在)?\s*"
    r"(?:不够|不夠|不足|不行|不好|不理想|不太行|一般|差|太差|较差|較差|太贵|太貴|太慢|太弱|唔够|唔夠|唔得|麻麻"
    r"|(?:is|was|are|were)(?:n't|\s+not)\s+(?:good\s+)?enough|(?:is|was|are|were)\s+not\s+cutting\s+it|not\s+good\s+enough"
    r"|(?:is|was|are|were)\s+too\s+(?:weak|slow|expensive|costly|limited)|(?:does|did)(?:n't|\s+not)\s+(?:work|cut\s+it|help)"
    r"|falls?\s+short|(?:is|was)\s+(?:worse|weak|poor|bad))")
# a method turned down: words before it ("instead of LoRA", "switch from LoRA", "不要LoRA", "放弃全参")
REJECTED_BEFORE = re.compile(
    r"(?i)(?:\binstead\s+of|\brather\s+than|\bswitch(?:ing)?\s+(?:away\s+)?from|\bmove\s+(?:away\s+)?from|\bgo\s+(?:away\s+)?from"
    r"|\bdrop(?:ping)?(?:\s+the)?|\bditch(?:ing)?(?:\s+the)?|\bno\s+more|\bnot(?:\s+a)?|\bforget(?:\s+the)?"
    r"|不要|不用|别用|別用|唔用|唔要|放弃|放棄|换掉|換掉|弃用|棄用|不做|从|從|由)\s*$")
def _spans(t: str) -> list[tuple[str, int, int]]:
    """Every method named, with where: a LoRA inside a QLoRA is the QLoRA only."""
    out: list[tuple[str, int, int]] = []
    for name, pat in METHODS:
        for m in re.finditer(pat, t):
            if any(s <= m.start() < e for _, s, e in out):
                continue
            out.append((name, m.start(), m.end()))
    return sorted(out, key=lambda x: x[1])


def switched_method(t: str) -> str | None:
    """The method a message switches to, when it turns one method down and names another ("LoRA效果不够，要全参微调":
    full_finetune; "full fine-tuning is too expensive, let's use QLoRA": qlora); None when no method is turned down,
    when one method alone is named, or when more than one is left (a real choice stays a choice)."""
    spans = _spans(t or "")
    named = {n for n, _, _ in spans}
    if len(named) < 2:
        return None
    rejected = {n for n, s, e in spans if REJECTED_AFTER.search(t[e:e + 40]) or REJECTED_BEFORE.search(t[max(0, s - 24):s])}
    left = named - rejected
    if not rejected or len(left) != 1:
        return None
    return next(iter(left))

