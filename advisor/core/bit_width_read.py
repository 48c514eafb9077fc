"""Is "N 位" in a message a weight bit width, or the counter for people?

位 is both the Chinese word for a bit ("4 位量化", "8位整数", "量化到 4 位") and the polite counter for people ("4 位同事",
"三位工程师", "兩位老師"). The precision reader once took any "4 位" / "8 位" as INT4 / INT8, so "8 位同事一起用
Llama-3.1-8B" was sized at INT8 weights no one asked for. Here "N 位" is a bit width only when a precision word sits
right after it (量化, 整数, 精度, 权重, 浮点, 元 as in 位元, int, bit, 比特, a quantisation format), or right before it in
the same clause with nothing but a clause end after ("量化到 4 位，"); a person noun after it is never one.
"""

from __future__ import annotations

import re

# a precision word straight after the 位 (位元 is Taiwan's word for a bit: "4 位元量化")
_BITS_AFTER = re.compile(r"(?i)^\s*(?:的\s*)?(?:量化|整数|整數|精度|权重|權重|浮点|浮點|元|模型权重|模型權重|int|bits?\b|比特"
                         r"|gguf|awq|gptq|quant|lora)")
# a precision word before it in the same clause ("量化到 4 位", "int 4 位"), then a clause end
_BITS_BEFORE = re.compile(r"(?i)(?:量化|精度|quanti[sz]\w*|\bint|\bbits?\b|比特|压到|壓到|压成|壓成)[^，,。；;！!？?\n]{0,8}$")
_CLAUSE_END = re.compile(r"^\s*(?:[，,。；;！!？?\n)）]|$)")


def bit_width_said(text: str, bits: int) -> bool:
    """Does the message say `bits`-bit weights as "N 位" (the module's rule), never a count of people ("4 位同事")?"""
    for m in re.finditer(r"(?<![\d.])" + str(bits) + r"\s*位", text or ""):
        after = text[m.end():m.end() + 12]
        if _BITS_AFTER.match(after):
            return True
        if _BITS_BEFORE.search(text[max(0, m.start() - 16):m.start()]) and _CLAUSE_END.match(after):
            return True
    return False
