"""The words of a thread that rules out PRC-developed models (tools.model_origin.to_non_prc)."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES = {
    "model_origin.swapped": E(
        lambda a: (f"models from PRC developers ruled out: {a['asked']} is one, so the plan below is sized on "
                   f"{a['model']} (the nearest open model of its kind and size whose licence allows commercial use"
                   + (f"; also {', '.join(a['others'])}" if a["others"] else "") + "); test its answers on your own "
                   "work (languages included) before you switch"),
        lambda a: (f"已排除中国大陆开发者的模型：{a['asked']} 属于这类，所以下面按 {a['model']} 估算（同类、规模最接近、许可允许"
                   "商用的开源模型" + (f"；另有 {'、'.join(a['others'])}" if a["others"] else "") + "）；换用前先用自己的"
                   "任务（包括要用的语言）测试回答质量")),
}
