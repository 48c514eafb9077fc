"""The words of the memory and cost chart (advisor/core/chart.py): its memory terms, title, legend, axis and labels.
Traditional Chinese comes from the chart's own pass through advisor.core.script."""

from __future__ import annotations

from advisor.core.messages.base import E, pick

# the per-GPU memory parts the bars stack (tools.chart_data.PARTS)
_PART_EN = {"weights": "weights", "gradients": "gradients", "optimizer": "optimizer states",
            "activations": "activations", "kv_cache": "KV cache", "overhead": "overhead"}
_PART_ZH = {"weights": "权重", "gradients": "梯度", "optimizer": "优化器状态", "activations": "激活值",
            "kv_cache": "KV cache", "overhead": "开销"}
# the chart's legend, axis and tick words, and its tiers' names
_TEXT_EN = {"estimate": "estimate", "usable": "usable", "nominal": "nominal", "limit": "usable capacity (the limit)",
            "headroom": "headroom line: estimate × headroom must fit", "total": "estimate (no breakdown)",
            "none": "no estimate", "no_tier": "no tier fits",
            "axis": "GB per GPU (10^9 bytes); dotted: common card sizes", "minimum": "minimum",
            "recommended": "recommended", "comfortable": "comfortable", "per_h": "/h", "job": "job"}
_TEXT_ZH = {"estimate": "估算", "usable": "可用", "nominal": "标称", "limit": "可用显存（上限）",
            "headroom": "余量线：估算 × 余量须放得下", "total": "估算（无拆分）", "none": "没有估算",
            "no_tier": "没有可行档位", "axis": "每卡 GB（10^9 字节）；虚线：常见显存规格", "minimum": "最低",
            "recommended": "推荐", "comfortable": "宽裕", "per_h": "/小时", "job": "总价"}

ENTRIES: dict[str, E] = {
    "chart.part": pick("part", _PART_EN, _PART_ZH),
    "chart.text": pick("key", _TEXT_EN, _TEXT_ZH),
    "chart.title": E("{model}: memory per GPU against each tier's card, and its price",
                     "{model}：各档位每卡显存与所用的卡，及价格"),
    # a tier's bar: its name, the count and the card
    "chart.tier": E("{tier}: {count} × {card}", "{tier}：{count} × {card}"),
    # a Chinese answer's chart with no CJK font drawn in English, saying so (in English: no Chinese glyphs to draw)
    "chart.no_font": E("no Chinese font found: labels in English (install fonts-noto-cjk)",
                       "未找到中文字体：标签为英文（请安装 fonts-noto-cjk）"),
}
