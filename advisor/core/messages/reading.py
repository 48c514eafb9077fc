"""The words of the rule reader's notes (advisor/core/extract_rules.py) that carry a figure the reader assumed."""

from __future__ import annotations

from advisor.core.messages.base import E

ENTRIES: dict[str, E] = {
    "reading.vague_number": E(
        "'{said}' read as about {n:,} (a vague count); say the number if it is different",
        "“{said}”按约 {n:,} 估算（未给出确切数字）；如不同请说明"),
    "reading.vague_top": E(
        "'{said}' is {low}–{high}: sized for the top, {high} (say the number if it is lower)",
        "“{said}”即 {low}–{high}：按上限 {high} 估算（如更少请说明）"),
    "reading.vague_money": E(
        "'{said}' is not an amount: no budget is applied; say the number (e.g. '$300 a month') to keep to one",
        "“{said}”不是确切金额：未按预算筛选；请说出数字（例如“每月 2000 元”）"),
    # the workload line's stated hardware (advisor/core/render.stated_limits)
    "reading.line_num_gpus": E("{n:plural:GPU}", "{n} 张卡"),
    "reading.line_max_gb": E("≤ {gib:g} GB per GPU", "单卡 ≤ {gib:g} GB"),
}
